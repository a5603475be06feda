// Incremental layout, as Yoga's markDirtyAndPropagate and Taffy's per-node cache:
// a change marks its node and the ancestors up to the first already marked; a
// container's answers (`LayoutTree.layoutCache`) are kept across layouts and
// dropped only when it is marked; a clean container asked to lay out again with the
// question it last laid out for keeps the frames below it as they are. After a
// layout, the nodes whose frames changed are listed (`changedNodes`).
//
// Invariants: a marked node's ancestors are marked (up to a root not yet laid out
// since); a marked node has no kept answers between layouts; a layout unmarks every
// marked node under its root.

/// What incremental layout keeps between layouts, beside the tree's cache.
struct IncrementalState: Sendable {
    /// Nodes marked since a layout unmarked them (some may be outside the last root).
    var marked: [Int32] = []
    /// The last layout's root and space (root -1: none since the tree changed wholesale).
    var lastRoot: Int32 = -1
    var lastAvailable = AvailableSize.maxContent
    /// Each node's frame as the last layout left it (NaN: not laid out since added).
    var previousFrames: [LayoutRect] = []
    /// Containers laid out (not answered from the cache) in the current pass, in the
    /// order layout entered them, with the first child whose frame may have changed.
    var relaid: [(node: Int32, from: Int32)] = []
    /// The nodes whose frames the last layout changed.
    var changed: [Int32] = []
    /// How many grids the append path laid out (for tests).
    var appendLayouts = 0

    /// A reused slot has no previous frame.
    mutating func forgetFrame(of slot: Int32) {
        if Int(slot) < previousFrames.count { previousFrames[Int(slot)] = .unknown }
    }

    /// A removed node's traces.
    mutating func forgetNode(_ slot: Int32) {
        forgetFrame(of: slot)
        if lastRoot == slot { lastRoot = -1 }
    }
}

extension LayoutRect {
    /// A frame no layout writes (NaN origin), for "never laid out".
    static let unknown = LayoutRect(x: .nan, y: .nan, width: .nan, height: .nan)
}

extension LayoutTree {
    /// Marks `node`'s content changed (a leaf's text or context, or anything its
    /// measure function reads): its measure answers are forgotten, and it and its
    /// ancestors are laid out again by the next layout.
    ///
    /// - Throws: ``LayoutTreeError`` for a handle this tree does not hold.
    public mutating func markDirty(_ node: NodeID) throws(LayoutTreeError) {
        let i = try slot(node)
        if measureIndex[i] >= 0 { measureAnswers[Int(measureIndex[i])] = MeasureAnswers() }
        layoutCache[Int32(i)] = nil
        markDirty(Int32(i))
    }

    /// Forgets every kept answer: the next layout is a full one (as after a change
    /// of what a measure function answers for every leaf).
    public mutating func invalidateLayout() {
        layoutCache.removeAll()
        gridCaches.appends.removeAll()
        for i in measureAnswers.indices { measureAnswers[i] = MeasureAnswers() }
        incremental.lastRoot = -1
    }

    /// Whether the next layout of `root` in `available` would change nothing: nothing
    /// under it changed since it was laid out in that space.
    public func needsLayout(root: NodeID, available: AvailableSize = .maxContent) -> Bool {
        guard let r = slotIfValid(root) else { return false }
        return dirty[r] || incremental.lastRoot != Int32(r) || incremental.lastAvailable != available
    }

    /// The nodes whose frames the last ``computeLayout(root:available:)`` changed (or
    /// set for the first time): grouped by parent, parents in the order layout entered
    /// them (an ancestor's group before its descendants'), siblings in order; the
    /// root first when its own frame changed.
    public var changedNodes: [NodeID] { incremental.changed.map { handle($0) } }

    /// Marks `n` and its ancestors up to the first already marked, forgetting their
    /// kept answers (the whole path, as Yoga's markDirtyAndPropagate).
    mutating func markDirty(_ n: Int32) {
        forgetAppendStates(from: n)
        var n = n
        while n >= 0 && !dirty[Int(n)] {
            dirty[Int(n)] = true
            incremental.marked.append(n)
            layoutCache[n] = nil
            n = parent[Int(n)]
        }
    }

    /// Marks `p` after a child was appended to it: as ``markDirty(_:)``, but `p` keeps
    /// its append state (Grid/GridCaches.swift), which serves exactly this change.
    /// Its width-only answers stay too: its columns are fixed and no item can add one,
    /// so its width does not depend on its items.
    mutating func markAppended(_ child: Int32, to p: Int32) {
        let kept = gridCaches.appends[p]
        let entry = layoutCache[p]
        markDirty(p)
        guard let kept, takesOneAutoCell(child) else { return }
        gridCaches.appends[p] = kept
        layoutCache[p] = entry?.widthOnlyAnswers()
    }

    /// Forgets the append states of `n` and its ancestors (all the way up: a change
    /// below any of them is not an append to it).
    private mutating func forgetAppendStates(from n: Int32) {
        guard !gridCaches.appends.isEmpty else { return }
        var n = n
        while n >= 0 {
            // With its state go the width-only answers `markAppended` kept.
            if gridCaches.appends.removeValue(forKey: n) != nil { layoutCache[n] = nil }
            n = parent[Int(n)]
        }
    }

    /// Before a layout of `r`: whether it can return at once (nothing changed).
    mutating func beginPass(root r: Int32, available: AvailableSize) -> Bool {
        if !dirty[Int(r)] && incremental.lastRoot == r && incremental.lastAvailable == available {
            incremental.changed.removeAll(keepingCapacity: true)
            return true
        }
        incremental.relaid.removeAll(keepingCapacity: true)
        if incremental.previousFrames.count < frames.count {
            incremental.previousFrames.append(
                contentsOf: repeatElement(.unknown, count: frames.count - incremental.previousFrames.count))
        }
        return false
    }

    /// After a layout of `r`: unmarks the nodes under it, lists the changed frames.
    mutating func endPass(root r: Int32, available: AvailableSize) {
        var keep: [Int32] = []
        for n in incremental.marked where dirty[Int(n)] {
            if isAncestorOrSelf(r, of: n) { dirty[Int(n)] = false } else { keep.append(n) }
        }
        incremental.marked = keep
        incremental.lastRoot = r
        incremental.lastAvailable = available
        listChangedFrames(root: r)
    }

    /// Compares the frames layout may have written (the root's, and the children of
    /// every container laid out in the pass) with the previous ones.
    private mutating func listChangedFrames(root r: Int32) {
        incremental.changed.removeAll(keepingCapacity: true)
        if frames[Int(r)] != incremental.previousFrames[Int(r)] {
            incremental.changed.append(r)
            incremental.previousFrames[Int(r)] = frames[Int(r)]
        }
        var changed = recycle(&incremental.changed)
        for (node, from) in incremental.relaid {
            let first = from >= 0 ? from : firstChild[Int(node)]
            withBuffers(mutating: &incremental.previousFrames, frames, nextSibling, nextSibling) { previous, now, next, _ in
                var c = first
                while c >= 0 {
                    let i = Int(c)
                    let (a, b) = (now[i], previous[i])  // compared field by field, inline
                    if a.origin.x != b.origin.x || a.origin.y != b.origin.y || a.size.width != b.size.width
                        || a.size.height != b.size.height
                    {
                        changed.append(c)
                        previous[i] = now[i]
                    }
                    c = next[i]
                }
            }
        }
        incremental.changed = changed
    }
}
