// Editing a layout tree safely: every handle is checked (tree identity, slot,
// generation) before anything changes, a cycle is refused when the edge would be
// made, and each call either succeeds whole or leaves the tree as it was. Each edit
// marks the nodes whose layout it changes (Tree/Incremental.swift).

/// Why a ``LayoutTree`` refused an edit or a query.
public enum LayoutTreeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The node was removed from the tree (its handle is stale).
    case removedNode(NodeID)
    /// The handle was made by another tree.
    case nodeOfAnotherTree(NodeID)
    /// The edge would make a node its own ancestor.
    case cycle(child: NodeID, parent: NodeID)
    /// The node already has a parent (move it with ``LayoutTree/moveChild(_:to:at:)``).
    case alreadyHasParent(NodeID)
    /// A child index outside `0 ... count`.
    case indexOutOfRange(index: Int, count: Int)
    /// A node appears twice in a list of children.
    case duplicateChild(NodeID)

    /// One line saying what was refused.
    public var description: String {
        switch self {
        case .removedNode(let n): "node \(n.index) was removed from the tree"
        case .nodeOfAnotherTree(let n): "node \(n.index) belongs to another tree"
        case .cycle(let c, let p): "node \(c.index) cannot be a child of node \(p.index), its own descendant"
        case .alreadyHasParent(let n): "node \(n.index) already has a parent"
        case .indexOutOfRange(let i, let count): "child index \(i) is outside 0...\(count)"
        case .duplicateChild(let n): "node \(n.index) is listed twice"
        }
    }
}

extension LayoutTree {
    /// The slot of `node`, or the reason this tree does not hold it.
    @inline(__always) func slot(_ node: NodeID) throws(LayoutTreeError) -> Int {
        guard node.tree == identity else { throw .nodeOfAnotherTree(node) }
        let i = Int(node.index)
        guard i >= 0, i < generations.count, generations[i] == node.generation else { throw .removedNode(node) }
        return i
    }

    /// The slot of `node` if this tree holds it.
    @inline(__always) func slotIfValid(_ node: NodeID) -> Int? { try? slot(node) }

    /// Whether this tree holds `node` (not removed, not another tree's).
    public func contains(_ node: NodeID) -> Bool { slotIfValid(node) != nil }

    /// The parent of `node`, nil for a node that has none.
    ///
    /// - Throws: ``LayoutTreeError`` for a handle this tree does not hold.
    public func parent(of node: NodeID) throws(LayoutTreeError) -> NodeID? {
        let p = parent[try slot(node)]
        return p >= 0 ? handle(p) : nil
    }

    /// The border box of `node` in the coordinates of its topmost ancestor (the root
    /// of the last layout, when `node` is under it).
    ///
    /// - Throws: ``LayoutTreeError`` for a handle this tree does not hold.
    /// - Complexity: O(depth of `node`).
    public func frameInRoot(of node: NodeID) throws(LayoutTreeError) -> LayoutRect {
        var n = Int32(try slot(node))
        var f = frames[Int(n)].laidOut
        while parent[Int(n)] >= 0 {
            n = parent[Int(n)]
            if parent[Int(n)] < 0 { break }  // the root's own origin is 0, 0
            f.origin.x += frames[Int(n)].laidOut.x
            f.origin.y += frames[Int(n)].laidOut.y
        }
        return f
    }

    /// Appends `child`, which has no parent, to the children of `parent`.
    ///
    /// - Throws: ``LayoutTreeError`` for a handle this tree does not hold, a child
    ///   that already has a parent, or an edge that would make a cycle; the tree is
    ///   then unchanged.
    /// - Complexity: O(1), or O(depth of `parent`) when `child` has children.
    public mutating func appendChild(_ child: NodeID, to parent: NodeID) throws(LayoutTreeError) {
        let (c, p) = try checkedEdge(child, parent)
        link(Int32(c), into: Int32(p), before: -1)
    }

    /// Inserts `child`, which has no parent, at `index` among the children of `parent`.
    ///
    /// - Throws: ``LayoutTreeError`` as ``appendChild(_:to:)``, and for an index
    ///   outside `0 ... children.count`; the tree is then unchanged.
    /// - Complexity: O(index).
    public mutating func insertChild(_ child: NodeID, at index: Int, of parent: NodeID) throws(LayoutTreeError) {
        let (c, p) = try checkedEdge(child, parent)
        let next = try childSlot(at: index, of: Int32(p), count: Int(childCount[p]))
        link(Int32(c), into: Int32(p), before: next)
    }

    /// Moves `child` from wherever it is to `index` among the children of `parent`
    /// (to the end when `index` is nil); the index counts the children without it.
    ///
    /// - Throws: ``LayoutTreeError`` for a handle this tree does not hold, an index
    ///   out of range, or a move under its own subtree; the tree is then unchanged.
    public mutating func moveChild(_ child: NodeID, to parent: NodeID, at index: Int? = nil) throws(LayoutTreeError) {
        let c = Int32(try slot(child))
        let p = Int32(try slot(parent))
        if isAncestorOrSelf(c, of: p) { throw .cycle(child: child, parent: parent) }
        let count = Int(childCount[Int(p)]) - (self.parent[Int(c)] == p ? 1 : 0)
        let at = index ?? count
        guard at >= 0, at <= count else { throw .indexOutOfRange(index: at, count: count) }
        unlink(c)
        let next = (try? childSlot(at: at, of: p, count: count)) ?? -1
        link(c, into: p, before: next)
    }

    /// Removes `node` and its subtree from the tree: their handles become invalid
    /// and their slots are reused by nodes added later.
    ///
    /// - Throws: ``LayoutTreeError`` for a handle this tree does not hold.
    /// - Complexity: O(size of the subtree).
    public mutating func removeNode(_ node: NodeID) throws(LayoutTreeError) {
        let n = Int32(try slot(node))
        unlink(n)
        var stack: [Int32] = [n]
        while let s = stack.popLast() {
            var c = firstChild[Int(s)]
            while c >= 0 {
                stack.append(c)
                c = nextSibling[Int(c)]
            }
            free(s)
        }
    }

    /// Replaces the children of `parent` with `children`, in order. Former children
    /// not in the list are detached (they stay in the tree, without a parent).
    ///
    /// - Throws: ``LayoutTreeError`` for a handle this tree does not hold, a node
    ///   listed twice, a node with another parent, or a cycle; the tree is then unchanged.
    /// - Complexity: O(old and new children + depth of `parent`).
    public mutating func replaceChildren(of parent: NodeID, with children: [NodeID]) throws(LayoutTreeError) {
        let p = Int32(try slot(parent))
        var slots: [Int32] = []
        slots.reserveCapacity(children.count)
        var seen = Set<Int32>()
        for child in children {
            let c = Int32(try slot(child))
            guard seen.insert(c).inserted else { throw .duplicateChild(child) }
            let q = self.parent[Int(c)]
            if q >= 0 && q != p { throw .alreadyHasParent(child) }
            if q < 0 && isAncestorOrSelf(c, of: p) { throw .cycle(child: child, parent: parent) }
            slots.append(c)
        }
        while firstChild[Int(p)] >= 0 { unlink(firstChild[Int(p)]) }
        for c in slots { link(c, into: p, before: -1) }
        markDirty(p)
    }

    /// The slots of a new edge `child` → `parent`, checked: both held, the child
    /// without a parent, and no cycle.
    private func checkedEdge(_ child: NodeID, _ parent: NodeID) throws(LayoutTreeError) -> (Int, Int) {
        let c = try slot(child)
        let p = try slot(parent)
        if self.parent[c] >= 0 { throw .alreadyHasParent(child) }
        // Only a node with children can be an ancestor of another.
        if c == p || (firstChild[c] >= 0 && isAncestorOrSelf(Int32(c), of: Int32(p))) {
            throw .cycle(child: child, parent: parent)
        }
        return (c, p)
    }

    /// Whether `a` is `b` or one of its ancestors.
    func isAncestorOrSelf(_ a: Int32, of b: Int32) -> Bool {
        var n = b
        while n >= 0 {
            if n == a { return true }
            n = parent[Int(n)]
        }
        return false
    }

    /// The slot of the child now at `index` of `p` (-1 for the end).
    private func childSlot(at index: Int, of p: Int32, count: Int) throws(LayoutTreeError) -> Int32 {
        guard index >= 0, index <= count else { throw .indexOutOfRange(index: index, count: count) }
        if index == count { return -1 }
        var c = firstChild[Int(p)]
        for _ in 0..<index { c = nextSibling[Int(c)] }
        return c
    }

    /// Links `c` (no parent) into `p`'s children before `next` (-1: at the end). The
    /// first child's `previousSibling` is the last child (``lastChild(of:)``).
    private mutating func link(_ c: Int32, into p: Int32, before next: Int32) {
        let first = firstChild[Int(p)]
        let last = first >= 0 ? previousSibling[Int(first)] : -1
        let prev = next == first ? -1 : next >= 0 ? previousSibling[Int(next)] : last
        parent[Int(c)] = p
        nextSibling[Int(c)] = next
        if prev >= 0 { nextSibling[Int(prev)] = c } else { firstChild[Int(p)] = c }
        if next >= 0 { previousSibling[Int(next)] = c }
        let newLast = next >= 0 ? last : c
        previousSibling[Int(c)] = prev >= 0 ? prev : newLast
        previousSibling[Int(firstChild[Int(p)])] = newLast
        childCount[Int(p)] += 1
        if next < 0 { markAppended(c, to: p) } else { markDirty(p) }
    }

    /// Detaches `c` from its parent, if any.
    private mutating func unlink(_ c: Int32) {
        let p = parent[Int(c)]
        guard p >= 0 else { return }
        let first = firstChild[Int(p)]
        let last = previousSibling[Int(first)]
        let prev = c == first ? -1 : previousSibling[Int(c)]
        let next = nextSibling[Int(c)]
        if prev >= 0 { nextSibling[Int(prev)] = next } else { firstChild[Int(p)] = next }
        // The first child keeps the last child as its previous sibling.
        if next >= 0 { previousSibling[Int(next)] = prev >= 0 ? prev : last }
        let newFirst = firstChild[Int(p)]
        if newFirst >= 0 { previousSibling[Int(newFirst)] = next >= 0 ? last : prev }
        parent[Int(c)] = -1
        previousSibling[Int(c)] = -1
        nextSibling[Int(c)] = -1
        childCount[Int(p)] -= 1
        markDirty(p)
    }

    /// Frees slot `s` (already detached from the tree above its subtree).
    private mutating func free(_ s: Int32) {
        let i = Int(s)
        generations[i] &+= 1
        parent[i] = -1
        firstChild[i] = -1
        nextSibling[i] = -1
        previousSibling[i] = -1
        childCount[i] = 0
        measureIndex[i] = -1
        dirty[i] = false
        layoutCache[s] = nil
        gridCaches.appends[s] = nil
        gridGeometries[s] = nil
        frames[i] = .unknown
        if incremental.lastRoot == s { incremental.lastRoot = -1 }
        freeSlots.append(s)
    }
}
