import Foundation
import GridKit
import GridKitDocument
import Testing

@testable import GridKitRender

/// Drawings are deterministic and compared with committed snapshots. After an
/// intended change, regenerate them with `GRIDKIT_UPDATE_SNAPSHOTS=1 swift test --filter GridKitRenderTests`
/// and look at the new pictures before committing.
@Suite struct DrawingSnapshotTests {
    static let snapshotDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")

    func assertSnapshot(_ text: String, named name: String) throws {
        if ProcessInfo.processInfo.environment["GRIDKIT_UPDATE_SNAPSHOTS"] != nil {
            try text.write(to: Self.snapshotDirectory.appendingPathComponent(name), atomically: true, encoding: .utf8)
            return
        }
        let url = try #require(Bundle.module.url(forResource: "Snapshots/" + name, withExtension: nil), "no snapshot \(name)")
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(text == expected, "\(name) differs from its snapshot")
    }

    @Test func flushNineGrid() throws {
        let grid = UniformGrid(
            columns: .count(3), itemSize: .fixed(LayoutSize(width: 80, height: 80)), spacing: .distributed(.spaceBetween),
            rowSpacing: .distributed(.spaceBetween), rowCount: 3)
        let svg = try UniformGridDrawing(layout: try grid.layout(in: LayoutSize(width: 300, height: 300), itemCount: 9)).svg()
        try assertSnapshot(svg, named: "nine-grid-flush.svg")
        #expect(try svg == UniformGridDrawing(layout: try grid.layout(in: LayoutSize(width: 300, height: 300), itemCount: 9)).svg())
    }

    static let document = """
        {"root": {"id": "page", "style": {"display": "grid", "width": "300px", "padding": "6px", "border": "2px solid",
          "gridTemplateColumns": "80px 1fr", "gridTemplateRows": "auto 60px", "gap": "6px"},
          "children": [
            {"id": "title", "style": {"gridColumn": "1 / -1"}, "text": "HEADER"},
            {"id": "side"},
            {"id": "cards", "style": {"display": "grid", "gridTemplateColumns": "repeat(3, 1fr)", "gap": "4px"},
             "children": [{}, {}, {"style": {"gridColumn": "span 2"}}]},
            {"id": "badge", "style": {"position": "absolute", "top": "0", "right": "0", "width": "30px", "height": "12px"}}
          ]}}
        """

    @Test func cssGridTree() throws {
        let doc = try LayoutDocument(json: Self.document)
        let svg = try LayoutDrawing(tree: doc.laidOutTree(recordingGrids: true), root: doc.root, labels: doc.ids).svg()
        try assertSnapshot(svg, named: "css-grid-tree.svg")
        // Grid lines with track sizes, the absolute box marked, ids as labels.
        #expect(svg.contains(">80</text>") && svg.contains("stroke-dasharray=\"5 3\"") && svg.contains(">title "))
    }

    @Test func labelsDropOutOfSmallBoxes() throws {
        let grid = UniformGrid(columns: .adaptive(minimumItemWidth: 12), itemSize: .flexible(height: 12), spacing: .fixed(2))
        let svg = try UniformGridDrawing(layout: try grid.layout(in: LayoutSize(width: 1000, height: 800), itemCount: 4000)).svg()
        // Items are about 12px wide: two-digit labels fit at the smallest size (7), three-digit
        // ones would need 6.5 and drop out rather than shrink past reading.
        #expect(svg.contains(">99</text>") && !svg.contains(">100</text>") && !svg.contains(">3999</text>"))
        let big = try UniformGridDrawing(layout: try grid.layout(in: LayoutSize(width: 1000, height: 800), itemCount: 10)).svg()
        #expect(try big == UniformGridDrawing(layout: try grid.layout(in: LayoutSize(width: 1000, height: 800), itemCount: 10)).svg())
    }

    @Test func comparePageEmbedsBothLayouts() throws {
        let doc = try LayoutDocument(json: Self.document)
        let page = ComparePage(documentJSON: Self.document, layoutJSON: doc.layoutJSON()).html()
        #expect(page.contains("const DOC = ") && page.contains("const GRIDKIT = {\"root\": {\"id\": \"page\""))
        #expect(page.contains("font/ttf;base64,") && !page.contains("http://") == false)  // the SVG namespace only
        #expect(!page.contains("https://"))  // nothing fetched from the network
        let tricky = ComparePage(documentJSON: #"{"root": {"text": "</script>"}}"#, layoutJSON: "{}").html()
        #expect(!tricky.contains("\"</script>\""))
    }
}
