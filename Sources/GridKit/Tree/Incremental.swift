// Incremental layout, as Yoga's markDirtyAndPropagate and Taffy's per-node cache:
// a change marks its node and the ancestors up to the first already marked; a
// container's answers (`LayoutTree.layoutCache`) are kept across layouts and
// dropped only when it is marked; a clean container asked to lay out again with the
// question it last laid out for keeps the frames below it as they are. Layout writes
// every frame through `setFrame`, which notes a frame that differs from the one it
// replaces (the frame the node had at the last layout that placed it): no copy of
// the frames is kept, and `changedNodes` puts the notes in order when asked.
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
    /// Containers laid out (not answered from the cache) in the current pass, in the
    /// order layout entered them, with the first child whose frame may have changed.
    var relaid: [(node: Int32, from: Int32)] = []
    /// Nodes the pass gave their first frame (they had none: never laid out since added).
    var placed: [Int32] = []
    /// Nodes the pass gave another frame, with the frame each had before; a node set
    /// more than once in a pass is noted each time, its first note holding its frame
    /// from before the pass.
    var moved: [(node: Int32, from: LayoutRect)] = []
    /// How many grids the append path laid out (for tests).
    var appendLayouts = 0

    /// Notes that layout set the frame of `node`, which was `old`, to another one.
    @inline(__always)
    mutating func noteChange(_ node: Int32, from old: LayoutRect) {
        if old.origin.x.isNaN { placed.append(node) } else { moved.append((node, old)) }
    }

    /// Forgets the last pass's notes (before a pass, or when a layout changes nothing).
    mutating func forgetChanges() {
        relaid.removeAll(keepingCapacity: true)
        placed.removeAll(keepingCapacity: true)
        // 40 bytes a moved node: the room a layout that moved everything took is not kept.
        moved.removeAll(keepingCapacity: moved.capacity <= 4096)
    }
}

extension LayoutRect {
    /// A frame no layout writes (NaN origin): the frame of a node never laid out since
    /// it was added (``LayoutTree/frame(of:)`` answers zero for it).
    static let unknown = LayoutRect(x: .nan, y: .nan, width: .nan, height: .nan)

    /// The frame as the public API shows it: zero for ``unknown``.
    @inline(__always) var laidOut: LayoutRect { origin.x.isNaN ? .zero : self }
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
    /// root first when its own frame changed. Read it before editing the tree again.
    ///
    /// - Complexity: O(n) in the nodes of the tree, when read (layout itself only
    ///   notes the frames it changes).
    public var changedNodes: [NodeID] { orderedChanges().map { handle($0) } }

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
        incremental.forgetChanges()
        // A first layout places every node under the root: room for all of them at once
        // (growing the list would briefly hold it twice).
        if incremental.lastRoot < 0 { incremental.placed.reserveCapacity(nodeCount) }
        return !dirty[Int(r)] && incremental.lastRoot == r && incremental.lastAvailable == available
    }

    /// After a layout of `r`: unmarks the nodes under it.
    mutating func endPass(root r: Int32, available: AvailableSize) {
        var keep: [Int32] = []
        for n in incremental.marked where dirty[Int(n)] {
            if isAncestorOrSelf(r, of: n) { dirty[Int(n)] = false } else { keep.append(n) }
        }
        incremental.marked = keep
        incremental.lastRoot = r
        incremental.lastAvailable = available
    }

    /// Sets the frame of `node`, noting it for ``changedNodes`` when it differs from the
    /// frame it replaces. Layout writes every frame through here (or, in the plain-item
    /// loop, through ``noteChange(_:from:)`` the same way).
    @inline(__always)
    mutating func setFrame(_ node: Int32, _ frame: LayoutRect) {
        let old = frames[Int(node)]
        frames[Int(node)] = frame
        if old != frame { incremental.noteChange(node, from: old) }
    }

    /// Takes the incremental state out of the tree, to be put back: a hot loop over the
    /// tree's buffers then notes changes in it without copying its arrays.
    @inline(__always)
    mutating func takeIncrementalState() -> IncrementalState {
        var state = IncrementalState()
        swap(&state, &incremental)
        return state
    }

    /// The last pass's changed nodes in the order of ``changedNodes``: each note's node
    /// whose frame differs from the one it had before the pass, found by walking the
    /// children of the containers the pass laid out (the root first).
    func orderedChanges() -> [Int32] {
        let notes = incremental
        guard !notes.placed.isEmpty || !notes.moved.isEmpty else { return [] }
        // 1: changed, not listed yet; 2: set again to the frame it had.
        var mark = [UInt8](repeating: 0, count: frames.count)
        for n in notes.placed where Int(n) < mark.count { mark[Int(n)] = 1 }
        for (n, old) in notes.moved where Int(n) < mark.count && mark[Int(n)] == 0 {
            mark[Int(n)] = frames[Int(n)] != old ? 1 : 2
        }
        var out: [Int32] = []
        out.reserveCapacity(notes.placed.count + notes.moved.count)
        withBuffers(mutating: &mark, firstChild, nextSibling) { mark, first, next in
            func list(_ n: Int32) {
                if mark[Int(n)] == 1 {
                    out.append(n)
                    mark[Int(n)] = 0
                }
            }
            if notes.lastRoot >= 0 && Int(notes.lastRoot) < mark.count { list(notes.lastRoot) }
            for (node, from) in notes.relaid where Int(node) < mark.count {
                var c = from >= 0 ? from : first[Int(node)]
                while c >= 0 {
                    list(c)
                    c = next[Int(c)]
                }
            }
            // Nodes the walk no longer reaches (the tree edited since): in the order set.
            for n in notes.placed where Int(n) < mark.count { list(n) }
            for (n, _) in notes.moved where Int(n) < mark.count { list(n) }
        }
        return out
    }
}
