import Testing

@testable import GridKit

/// The live tree's API one call at a time, and the append path of a long grid
/// checked against a layout from scratch.
@Suite struct LiveTreeTests {
    @Test func editsAndQueries() throws {
        var tree = LayoutTree()
        let grid = tree.addNode(style: try BoxStyle(css: "display: grid; grid-template-columns: 50px 50px; padding: 5px"))
        let a = tree.addNode(style: try BoxStyle(css: "height: 10px"))
        let b = tree.addNode(style: try BoxStyle(css: "height: 20px"))
        let c = tree.addNode(style: try BoxStyle(css: "display: grid; height: 30px"))
        try tree.appendChild(a, to: grid)
        try tree.appendChild(c, to: grid)
        try tree.insertChild(b, at: 1, of: grid)
        #expect(tree.children(of: grid) == [a, b, c])
        #expect(try tree.parent(of: b) == grid && tree.parent(of: grid) == nil)
        let d = tree.addNode(style: try BoxStyle(css: "width: 7px; height: 7px"))
        try tree.appendChild(d, to: c)
        tree.computeLayout(root: grid)
        #expect(try tree.frameInRoot(of: d) == LayoutRect(x: 5, y: 25, width: 7, height: 7))
        #expect(Set(tree.changedNodes) == [grid, a, b, c, d])
        // A cycle, a second parent and a bad index are refused.
        #expect(throws: LayoutTreeError.cycle(child: grid, parent: d)) { try tree.moveChild(grid, to: d) }
        #expect(throws: LayoutTreeError.alreadyHasParent(a)) { try tree.appendChild(a, to: c) }
        #expect(throws: LayoutTreeError.indexOutOfRange(index: 4, count: 3)) {
            try tree.insertChild(tree.addNode(), at: 4, of: grid)
        }
        try tree.moveChild(c, to: grid, at: 0)
        #expect(tree.children(of: grid) == [c, a, b])
        try tree.removeNode(c)
        #expect(!tree.contains(c) && !tree.contains(d))
        #expect(throws: LayoutTreeError.removedNode(d)) { try tree.setStyle(BoxStyle(), of: d) }
        let reused = tree.addNode()
        #expect(reused.index == d.index || reused.index == c.index)
        #expect(!tree.contains(d) || !tree.contains(c))
        var other = LayoutTree()
        let foreign = other.addNode()
        #expect(throws: LayoutTreeError.nodeOfAnotherTree(foreign)) { try tree.appendChild(foreign, to: grid) }
        tree.computeLayout(root: grid)
        #expect(tree.changedNodes == [grid])  // a and b kept their cells; the grid lost a row
        tree.computeLayout(root: grid)
        #expect(tree.changedNodes.isEmpty)
        try tree.replaceChildren(of: grid, with: [b, a])
        #expect(tree.children(of: grid) == [b, a])
    }

    /// Changed nodes come grouped by parent in the order layout entered the parents
    /// (the root first), siblings in order: not in the order layout set the frames
    /// (plain items before the others, a container's children before itself).
    @Test func changedNodesInTreeOrderOfTheirParents() throws {
        var tree = LayoutTree()
        let grid = tree.addNode(style: try BoxStyle(css: "display: grid; grid-template-columns: 1fr 1fr; width: 200px"))
        let a = tree.addNode(style: try BoxStyle(css: "display: grid"))
        let b = tree.addNode(style: try BoxStyle(css: "height: 10px"))
        let inner = tree.addNode(style: try BoxStyle(css: "height: 5px"))
        try tree.appendChild(inner, to: a)
        try tree.appendChild(a, to: grid)
        try tree.appendChild(b, to: grid)
        tree.computeLayout(root: grid)
        #expect(tree.changedNodes == [grid, a, b, inner])
        try tree.setStyle(BoxStyle(css: "display: grid; grid-template-columns: 1fr 1fr; width: 300px"), of: grid)
        tree.computeLayout(root: grid)
        #expect(tree.frame(of: b) == LayoutRect(x: 150, y: 0, width: 150, height: 10))
        #expect(tree.changedNodes == [grid, a, b, inner])
        try tree.markDirty(a)
        tree.computeLayout(root: grid)
        #expect(tree.incremental.relaid.count == 2 && tree.changedNodes.isEmpty)  // laid out again, nothing moved
    }

    @Test func measureOnTheCallersTermsAskedOnce() throws {
        var tree = LayoutTree()
        let grid = tree.addNode(style: try BoxStyle(css: "display: grid; grid-template-columns: auto 1fr; width: 200px"))
        let label = tree.addLeaf(context: "two words")
        try tree.appendChild(label, to: grid)
        try tree.appendChild(tree.addText("HH"), to: grid)
        var asked: [MeasureRequest] = []
        func layout() {
            tree.computeLayout(root: grid, available: .maxContent) { (r: MeasureRequest, text: String, _) in
                asked.append(r)
                return MeasureResult(size: LayoutSize(width: Double(text.count) * 5, height: 12), baseline: 9)
            }
        }
        layout()
        #expect(tree.frame(of: label).size == LayoutSize(width: 45, height: 12))
        #expect(asked.count <= 2 && Set(asked).count == asked.count)
        let request = MeasureRequest(knownWidth: 45, available: AvailableSize(width: .definite(45), height: .maxContent))
        #expect(request.knownHeight == nil)
        asked.removeAll()
        layout()
        #expect(asked.isEmpty)
        try tree.setContext("three words here", of: label)
        layout()
        #expect(!asked.isEmpty && tree.frame(of: label).width == 80)
        #expect(tree.context(of: label, as: String.self) == "three words here")
    }

    /// Appends to grids of fixed columns take the append path and lay out as from scratch.
    @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6])
    func appendsLayOutAsAFreshTree(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        let containers = [
            "display: grid; grid-template-columns: 40px 60px 30px; gap: 4px 6px; padding: 3px; border: 2px solid",
            "display: grid; grid-template-columns: repeat(4, 25px); align-items: baseline; row-gap: 5px",
            "display: grid; grid-template-columns: 50px; justify-items: center; align-items: end",
            "display: grid; grid-template-columns: repeat(auto-fill, 30px); width: 100px; gap: 2px",
        ]
        let items = [
            "height: 10px", "", "height: 25px; margin-top: 3px", "align-self: center; height: 5px", "width: 12px",
            "padding: 2px; min-height: 8px",
        ]
        var tree = LayoutTree()
        let root = tree.addNode(style: try BoxStyle(css: containers[Int(seed) % containers.count]))
        func add(_ n: Int) throws {
            for _ in 0..<n {
                let style = try BoxStyle(css: items[Int.random(in: 0..<items.count, using: &rng)])
                let node: NodeID
                switch Int.random(in: 0..<4, using: &rng) {
                case 0: node = tree.addText(["H", "HH\u{200B}HHH", "HHHHH"][Int.random(in: 0..<3, using: &rng)], style: style)
                case 1:
                    node = tree.addNode(style: try BoxStyle(css: "display: grid; grid-template-columns: auto auto"))
                    try tree.appendChild(tree.addText("HH"), to: node)
                    try tree.appendChild(tree.addNode(style: style), to: node)
                default: node = tree.addNode(style: style)
                }
                try tree.appendChild(node, to: root)
            }
        }
        try add(Int.random(in: 1...20, using: &rng))
        tree.computeLayout(root: root, available: .maxContent)
        for round in 0..<30 {
            let before = tree.children(of: root).map { tree.frame(of: $0) }
            try add(Int.random(in: 1...7, using: &rng))
            tree.computeLayout(root: root, available: .maxContent)
            var fresh = try RandomEditTests.freshCopy(tree, root)
            fresh.0.computeLayout(root: fresh.1, available: .maxContent)
            for (n, c) in fresh.2 {
                #expect(tree.frame(of: n) == fresh.0.frame(of: c), "seed \(seed) round \(round) node \(n.index)")
            }
            let after = tree.children(of: root).map { tree.frame(of: $0) }
            let moved = Set(tree.children(of: root).indices.filter { $0 >= before.count || before[$0] != after[$0] })
            let listed = Set(tree.changedNodes.compactMap { tree.children(of: root).firstIndex(of: $0) })
            #expect(moved.isSubset(of: listed), "seed \(seed) round \(round)")
        }
        #expect(tree.incremental.appendLayouts == 30, "every round took the append path")
    }
}
