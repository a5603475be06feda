import Testing

@testable import GridKit

/// css-grid-2 §9 subgrids through the public tree API (the Chromium-made
/// `subgrid-*` fixtures check the layout document path).
@Suite struct SubgridLayoutTests {
    /// Cards whose titles line up: the tallest title in the row sizes every card's title row.
    @Test func rowSubgridsLineUpAcrossCards() throws {
        var tree = LayoutTree()
        let root = tree.addNode(
            style: try BoxStyle(css: "display: grid; grid-template-columns: 50px 50px; grid-template-rows: auto auto"))
        let card = try BoxStyle(css: "display: grid; grid-row: span 2; grid-template-rows: subgrid; padding-top: 4px")
        var titles: [NodeID] = []
        for h in [10.0, 30.0] {
            let c = tree.addNode(style: card)
            try tree.appendChild(c, to: root)
            let title = tree.addNode(style: try BoxStyle(css: "height: \(Int(h))px"))
            try tree.appendChild(title, to: c)
            titles.append(title)
            try tree.appendChild(tree.addNode(style: try BoxStyle(css: "height: 5px")), to: c)
        }
        tree.computeLayout(root: root)
        // Row 1 is the taller title plus the card's padding (its extra margin): 34px.
        #expect(tree.frame(of: root).height == 39)
        #expect(tree.frame(of: titles[0]).minY == 4 && tree.frame(of: titles[1]).minY == 4)
    }

    /// A subgrid whose parent is not a grid lays out as a grid with no explicit tracks.
    @Test func subgridOutsideAGridIsNone() throws {
        var tree = LayoutTree()
        let root = tree.addNode(style: try BoxStyle(css: "display: grid; grid-template-columns: subgrid [a]; width: 60px"))
        let a = tree.addNode(style: try BoxStyle(css: "height: 10px"))
        let b = tree.addNode(style: try BoxStyle(css: "height: 10px"))
        try tree.appendChild(a, to: root)
        try tree.appendChild(b, to: root)
        tree.computeLayout(root: root)
        #expect(tree.frame(of: a).width == 60 && tree.frame(of: b).minY == 10)
    }
}
