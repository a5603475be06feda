import Testing

@testable import GridKit

/// `overflow: auto` scrollbars (Tree/AutoScrollbars.swift): shown when the content
/// overflows, part of the box's intrinsic size once shown, gone again after an edit
/// makes the content fit, as a fresh layout of the edited tree has it.
@Suite struct AutoScrollbarTests {
    /// An auto-height grid item holding a 100px item in a 25px row, its text in an auto row.
    private func scroller(_ tree: inout LayoutTree, tall: Double) throws -> (root: NodeID, box: NodeID, tall: NodeID) {
        let root = tree.addNode(style: try BoxStyle(css: "display: grid"))
        let box = tree.addNode(style: try BoxStyle(css: "display: grid; overflow: auto; grid-template-rows: 25px"))
        let item = tree.addNode(style: try BoxStyle(css: "height: \(tall)px"))
        try tree.appendChild(box, to: root)
        try tree.appendChild(item, to: box)
        try tree.appendChild(tree.addText("H"), to: box)
        return (root, box, item)
    }

    @Test func overflowingContentShowsAScrollbarInTheIntrinsicWidth() throws {
        var tree = LayoutTree()
        let n = try scroller(&tree, tall: 100)
        tree.computeLayout(root: n.root)
        // 10px of text and the 15px vertical scrollbar, as Chromium lays it out.
        #expect(tree.frame(of: n.box) == LayoutRect(x: 0, y: 0, width: 25, height: 35))
        #expect(tree.frame(of: n.root).width == 25)
    }

    @Test func contentThatFitsShowsNone() throws {
        var tree = LayoutTree()
        let n = try scroller(&tree, tall: 20)
        tree.computeLayout(root: n.root)
        #expect(tree.frame(of: n.box) == LayoutRect(x: 0, y: 0, width: 10, height: 35))
    }

    @Test func anEditThatMakesTheContentFitRemovesTheScrollbar() throws {
        var tree = LayoutTree()
        let n = try scroller(&tree, tall: 100)
        tree.computeLayout(root: n.root)
        try tree.setStyle(BoxStyle(css: "height: 20px"), of: n.tall)
        tree.computeLayout(root: n.root)
        #expect(tree.frame(of: n.box).width == 10)
        // And back: the same frames as a fresh tree each time.
        try tree.setStyle(BoxStyle(css: "height: 100px"), of: n.tall)
        tree.computeLayout(root: n.root)
        var fresh = LayoutTree()
        let f = try scroller(&fresh, tall: 100)
        fresh.computeLayout(root: f.root)
        #expect(tree.frame(of: n.box) == fresh.frame(of: f.box))
        #expect(tree.frame(of: n.tall) == fresh.frame(of: f.tall))
    }
}
