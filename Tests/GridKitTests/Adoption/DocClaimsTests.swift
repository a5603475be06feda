import GridKit
import Testing

/// The figures the DocC articles and the README quote in their code comments
/// (tools/docs/check_snippets.py only compiles those blocks; this runs them).
@Suite struct DocClaimsTests {
    @Test func gettingStartedNineGrid() throws {
        let grid = UniformGrid(
            columns: .count(3), itemSize: .fixed(LayoutSize(width: 80, height: 100)),
            spacing: .distributed(.spaceEvenly), rowSpacing: .matchingColumns)
        var layout = try grid.layout(in: LayoutSize(width: 320, height: 480), itemCount: 13)
        #expect(try layout.frame(at: 4) == LayoutRect(x: 120, y: 140, width: 80, height: 100))
        #expect(layout.frameIfPresent(at: 20) == nil)
        #expect(try layout.appendItem() == LayoutRect(x: 120, y: 500, width: 80, height: 100))
        let first = try grid.layout(in: LayoutSize(width: 320, height: 480))
        var empty = first
        #expect(try empty.appendItem() == LayoutRect(x: 20, y: 20, width: 80, height: 100))
        #expect(first.index(at: LayoutPoint(x: 10, y: 10)) == nil)
    }

    @Test func gettingStartedCSSGrid() throws {
        var tree = LayoutTree()
        let page = tree.addNode(
            style: try BoxStyle(css: "display: grid; width: 600px; gap: 8px; grid-template-columns: 200px 1fr"))
        let sidebar = tree.addNode()
        var main = BoxStyle()
        main.height = .px(300)
        let content = tree.addNode(style: main)
        try tree.appendChild(sidebar, to: page)
        try tree.appendChild(content, to: page)
        tree.computeLayout(root: page)
        #expect(tree.frame(of: content) == LayoutRect(x: 208, y: 0, width: 392, height: 300))
    }

    @Test func readmeSubgridCardsLineUp() throws {
        var tree = LayoutTree()
        let row = tree.addNode(
            style: try BoxStyle(css: "display: grid; grid-template-columns: repeat(3, 1fr); width: 400px"))
        let card = try BoxStyle(css: "display: grid; grid-row: span 3; grid-template-rows: subgrid; padding: 6px")
        var bodies: [NodeID] = []
        for title in ["Short", "LongerTitle\u{200B}HH", "Mid"] {
            let c = tree.addNode(style: card)
            let body = tree.addText("Body")
            try tree.appendChild(c, to: row)
            try tree.appendChild(tree.addText(title), to: c)
            try tree.appendChild(body, to: c)
            bodies.append(body)
        }
        tree.computeLayout(root: row)
        #expect(bodies.map { tree.frame(of: $0).minY } == [26, 26, 26])
    }

    @Test func flushNineGridFillsItsSquare() throws {
        let flush = UniformGrid(
            columns: .count(3), itemSize: .fixed(LayoutSize(width: 80, height: 80)),
            spacing: .distributed(.spaceBetween), rowSpacing: .distributed(.spaceBetween), rowCount: 3)
        let b = try flush.layout(in: LayoutSize(width: 300, height: 300), itemCount: 9)
        #expect(try b.frame(at: 8) == LayoutRect(x: 220, y: 220, width: 80, height: 80))
        #expect(try b.frame(at: 0).origin == .zero)
    }

    @Test func cssEngineDashboardHasFourColumns() throws {
        var tree = LayoutTree()
        let dashboard = tree.addNode(
            style: try BoxStyle(
                css: """
                    display: grid; width: 960px; gap: 16px;
                    grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); grid-auto-rows: 120px
                    """))
        let tile = tree.register(BoxStyle())
        for _ in 0..<12 { try tree.appendChild(tree.addNode(style: tile), to: dashboard) }
        tree.recordsGridGeometry = true
        tree.computeLayout(root: dashboard)
        #expect(tree.gridGeometry(of: dashboard)?.columns.count == 4)
    }

    @Test func measuredPhotoFillsItsColumn() throws {
        var tree = LayoutTree()
        let grid = tree.addNode(style: try BoxStyle(css: "display: grid; width: 300px; grid-template-columns: 1fr 1fr"))
        let photo = tree.addNode(
            measure: .custom { request in
                let width: Double
                if let known = request.knownWidth {
                    width = known
                } else {
                    switch request.available.width {
                    case .definite(let space): width = min(space, 400)
                    case .minContent: width = 0
                    case .maxContent: width = 400
                    }
                }
                return LayoutSize(width: width, height: request.knownHeight ?? width / (4.0 / 3))
            })
        try tree.appendChild(photo, to: grid)
        try tree.appendChild(tree.addText("A\u{200B}caption"), to: grid)
        tree.computeLayout(root: grid)
        #expect(tree.frame(of: photo) == LayoutRect(x: 0, y: 0, width: 150, height: 112.5))
    }
}
