import GridKit
import Testing

@testable import GridKitRender

/// The waterfall picture: deterministic, one rectangle per item at its frame, a
/// dashed line per lane where the lane goes on.
@Suite struct WaterfallDrawingTests {
    @Test(arguments: [LayoutAxis.vertical, .horizontal])
    func everyItemIsDrawnAtItsFrame(axis: LayoutAxis) throws {
        let grid = WaterfallGrid(lanes: .count(3), laneSpacing: 8, itemSpacing: 8, insets: Edges(all: 8), scrollAxis: axis)
        let layout = try grid.layout(
            in: LayoutSize(width: 320, height: 480), items: [.length(120), .length(80, span: 2), .aspectRatio(1.5)])
        let svg = try WaterfallDrawing(layout: layout).svg()
        #expect(try svg == WaterfallDrawing(layout: layout).svg())
        for f in layout.frames {
            let rect =
                "<rect x=\"\(SVGWriter.number(f.x))\" y=\"\(SVGWriter.number(f.y))\" width=\"\(SVGWriter.number(f.width))\" height=\"\(SVGWriter.number(f.height))\""
            #expect(svg.contains(rect), "\(f)")
        }
        #expect(svg.components(separatedBy: "stroke-dasharray=\"4 2\"").count - 1 == 3)
        #expect(svg.contains("3 items in 3 lanes"))
    }

    /// Past `maximumElements` boxes the drawing is refused with the counts, nothing drawn.
    @Test func refusesDrawingsOverTheLimit() throws {
        let grid = WaterfallGrid(lanes: .count(4), laneSpacing: 0, itemSpacing: 0)
        let limit = WaterfallDrawing.maximumElements
        let fits = try grid.layout(in: LayoutSize(width: 400, height: 400), items: Array(repeating: .length(1), count: limit - 4))
        #expect(throws: Never.self) { _ = try WaterfallDrawing(layout: fits).svg() }
        let over = try grid.layout(in: LayoutSize(width: 400, height: 400), items: Array(repeating: .length(1), count: limit - 3))
        #expect(throws: DrawingError(elements: limit + 1, limit: limit)) { _ = try WaterfallDrawing(layout: over).svg() }
    }
}
