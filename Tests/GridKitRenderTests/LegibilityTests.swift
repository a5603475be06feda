import Foundation
import GridKit
import GridKitDocument
import Testing

@testable import GridKitRender

/// Pictures stay legible and every HTML output stays inert, whatever the input.
@Suite struct LegibilityTests {
    /// Every `<text>` of an SVG: its box (as the writer estimates it) and its size.
    func labels(_ svg: String) -> [(minX: Double, minY: Double, maxX: Double, maxY: Double, size: Double, text: String)] {
        var out: [(Double, Double, Double, Double, Double, String)] = []
        var dx = 0.0
        var dy = 0.0
        for line in svg.split(separator: "\n") {
            if line.hasPrefix("<g"), let t = attribute(line, "transform") {
                let parts = t.dropFirst("translate(".count).dropLast().split(separator: " ").compactMap { Double($0) }
                dx = parts[0]
                dy = parts[1]
            }
            guard line.hasPrefix("<text"), let x = attribute(line, "x").flatMap(Double.init),
                let y = attribute(line, "y").flatMap(Double.init), let size = attribute(line, "font-size").flatMap(Double.init),
                let open = line.firstIndex(of: ">"), let close = line.range(of: "</text>")
            else { continue }
            let text = String(line[line.index(after: open)..<close.lowerBound])
            let count = Double(text.replacingOccurrences(of: "&amp;", with: "&").replacingOccurrences(of: "&lt;", with: "<").count)
            let w = count * 0.62 * size
            out.append((dx + x - w / 2, dy + y - size * 0.6, dx + x + w / 2, dy + y + size * 0.6, size, text))
        }
        return out
    }

    func attribute(_ line: Substring, _ name: String) -> String? {
        guard let r = line.range(of: " \(name)=\"") else { return nil }
        let rest = line[r.upperBound...]
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
    }

    func assertLegible(_ svg: String, _ name: String) {
        let all = labels(svg)
        #expect(!all.isEmpty, "\(name): no labels")
        for l in all { #expect(l.size >= SVGWriter.minimumLabelSize, "\(name): \(l.text) at \(l.size)") }
        for i in all.indices {
            for j in all.indices where j > i {
                let a = all[i]
                let b = all[j]
                let overlap = a.minX < b.maxX - 0.01 && b.minX < a.maxX - 0.01 && a.minY < b.maxY - 0.01 && b.minY < a.maxY - 0.01
                #expect(!overlap, "\(name): '\(a.text)' overlaps '\(b.text)'")
            }
        }
    }

    @Test func layoutLabelsNeverOverlapAndStayReadable() throws {
        let doc = try LayoutDocument(json: DrawingSnapshotTests.document)
        let svg = try LayoutDrawing(tree: doc.laidOutTree(recordingGrids: true), root: doc.root, labels: doc.ids).svg()
        assertLegible(svg, "css-grid-tree")
        // The absolutely positioned badge is labelled by its name, the text node by its id.
        #expect(svg.contains(">badge</text>") && svg.contains(">title "))
    }

    @Test func trackLabelsSitOutsideTheBorderBox() throws {
        let doc = try LayoutDocument(json: DrawingSnapshotTests.document)
        let svg = try LayoutDrawing(tree: doc.laidOutTree(recordingGrids: true), root: doc.root, labels: doc.ids).svg()
        // The root's border box starts at (0, 0) inside the drawing's group: column sizes above
        // it, row sizes left of it, none touching its edges.
        let tracks = labels(svg).filter { $0.text == "80" || $0.text == "60" }
        #expect(!tracks.isEmpty)
        for t in tracks { #expect(t.maxY < 20 - 1 || t.maxX < 20 - 1, "\(t.text) touches the border") }
    }

    @Test func uniformGridLabelsNeverOverlap() throws {
        let grid = UniformGrid(columns: .adaptive(minimumItemWidth: 12), itemSize: .flexible(height: 12), spacing: .fixed(2))
        let svg = try UniformGridDrawing(layout: try grid.layout(in: LayoutSize(width: 300, height: 200), itemCount: 300)).svg()
        assertLegible(svg, "small items")
        let narrow = UniformGrid(columns: .count(2), itemSize: .fixed(LayoutSize(width: 20, height: 20)))
        let caption = try UniformGridDrawing(layout: try narrow.layout(in: LayoutSize(width: 60, height: 60), itemCount: 2)).svg()
        assertLegible(caption, "narrow caption")
    }

    @Test func drawingsOverTheLimitAreRefused() throws {
        let grid = UniformGrid(columns: .count(10), itemSize: .fixed(LayoutSize(width: 1, height: 1)))
        let layout = try grid.layout(in: LayoutSize(width: 20, height: 20), itemCount: UniformGridDrawing.maximumItems + 1)
        #expect(throws: DrawingError.self) { try UniformGridDrawing(layout: layout).svg() }
    }

    @Test func hostileTextIsEscapedForItsContext() throws {
        let id = "</script><!--<script>\"'&\u{1}\n"
        let json = #"{"root": {"id": "\u003c/script>\u003c!--\u003cscript>\"'&\u0001\n", "style": {"display": "grid"}, "children": [{"text": "<b>"}]}}"#
        let doc = try LayoutDocument(json: json)
        #expect(doc.ids.values.contains(id))
        let svg = try LayoutDrawing(tree: doc.laidOutTree(recordingGrids: true), root: doc.root, labels: doc.ids).svg()
        #expect(!svg.contains("<script") && !svg.contains("\u{1}"))
        let html = try LayoutDrawing(tree: doc.laidOutTree(recordingGrids: true), root: doc.root, labels: doc.ids).html(title: id)
        #expect(!html.contains("<script") && !html.contains("<!--"))
        let page = ComparePage(documentJSON: "{\"root\": {\"id\": \"</script><!--<script>\"}}", layoutJSON: doc.layoutJSON(), title: id)
            .html()
        let script = try #require(page.range(of: "<script>")).upperBound
        let data = page[script...].prefix(while: { _ in true }).components(separatedBy: "const BASE")[0]
        #expect(!data.contains("<"), "a '<' in the page's script data")
        #expect(page.components(separatedBy: "<script>").count == 2 && page.components(separatedBy: "</script>").count == 2)
    }
}
