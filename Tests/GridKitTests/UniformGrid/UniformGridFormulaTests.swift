import Testing

@testable import GridKit

/// The two formulas of the classic nine-grid, to the point.
@Suite struct UniformGridFormulaTests {
    @Test func outerMarginsEqualToGaps() throws {
        let grid = UniformGrid(
            columns: .count(3), itemSize: .fixed(LayoutSize(width: 80, height: 100)),
            spacing: .distributed(.spaceEvenly), rowSpacing: .matchingColumns)
        let layout = try grid.layout(in: LayoutSize(width: 320, height: 480), itemCount: 13)
        #expect(layout.spacing == 20)
        #expect(try layout.frame(at: 0) == LayoutRect(x: 20, y: 20, width: 80, height: 100))
        #expect(try layout.frame(at: 4) == LayoutRect(x: 120, y: 140, width: 80, height: 100))
        #expect(try layout.frame(at: 12) == LayoutRect(x: 20, y: 500, width: 80, height: 100))
        #expect(try layout.position(of: 12) == UniformGridPosition(page: 0, row: 4, column: 0))
    }

    @Test func flushEdges() throws {
        let grid = UniformGrid(
            columns: .count(3), itemSize: .fixed(LayoutSize(width: 80, height: 80)),
            spacing: .distributed(.spaceBetween), rowSpacing: .distributed(.spaceBetween), rowCount: 3)
        let layout = try grid.layout(in: LayoutSize(width: 300, height: 300), itemCount: 9)
        #expect(layout.spacing == 30)
        #expect(layout.lineSpacing == 30)
        #expect(try layout.frame(at: 4) == LayoutRect(x: 110, y: 110, width: 80, height: 80))
        #expect(try layout.frame(at: 8) == LayoutRect(x: 220, y: 220, width: 80, height: 80))
        #expect(layout.capacity == 9)
        #expect(layout.contentSize == LayoutSize(width: 300, height: 300))
    }

    @Test func appendingOneAtATime() throws {
        let grid = UniformGrid(
            columns: .count(3), itemSize: .fixed(LayoutSize(width: 80, height: 100)),
            spacing: .distributed(.spaceEvenly))
        var layout = try grid.layout(in: LayoutSize(width: 320, height: 480))
        var frames: [LayoutRect] = []
        for _ in 0..<7 { frames.append(try layout.appendItem()) }
        #expect(layout.itemCount == 7)
        #expect(frames == layout.frames)
        #expect(frames[6] == LayoutRect(x: 20, y: 260, width: 80, height: 100))
        layout.removeLastItem()
        #expect(try layout.frameForNextItem() == frames[6])
    }

    @Test func flexibleItemsShareTheWidth() throws {
        let grid = UniformGrid(columns: .count(4), itemSize: .flexibleAspectRatio(1), spacing: .fixed(10))
        let layout = try grid.layout(in: LayoutSize(width: 430, height: 800), itemCount: 5)
        #expect(layout.itemSize == LayoutSize(width: 100, height: 100))
        #expect(try layout.frame(at: 4) == LayoutRect(x: 0, y: 110, width: 100, height: 100))
    }

    @Test func adaptiveColumnsCountLikeAutoFill() throws {
        // CSS: repeat(auto-fill, minmax(80px, 1fr)) with a 10px gap in 1000px: 11 columns.
        let grid = UniformGrid(columns: .adaptive(minimumItemWidth: 80), itemSize: .flexible(height: 100), spacing: .fixed(10))
        let layout = try grid.layout(in: LayoutSize(width: 1000, height: 800), itemCount: 30)
        #expect(layout.columnCount == 11)
        #expect(abs(layout.itemSize.width - 900.0 / 11) < 1e-9)
        let capped = UniformGrid(columns: .adaptive(minimumItemWidth: 80, maximumCount: 4), itemSize: .flexible(height: 10))
        #expect(try capped.layout(in: LayoutSize(width: 1000, height: 10)).columnCount == 4)
    }

    @Test func fixedSpacingAlignments() throws {
        func x0(_ a: UniformGrid.Alignment, safe: Bool = false, width: Double = 300) throws -> Double {
            let g = UniformGrid(
                columns: .count(3), itemSize: .fixed(LayoutSize(width: 80, height: 10)),
                spacing: .fixed(10, alignment: a), safeAlignment: safe)
            return try g.layout(in: LayoutSize(width: width, height: 100), itemCount: 3).frame(at: 0).x
        }
        #expect(try x0(.leading) == 0)
        #expect(try x0(.center) == 20)
        #expect(try x0(.trailing) == 40)
        // Wider than the container: center overflows both sides, trailing the leading side,
        // unless safe alignment keeps the leading edge in view.
        #expect(try x0(.center, width: 200) == -30)
        #expect(try x0(.trailing, width: 200) == -60)
        #expect(try x0(.center, safe: true, width: 200) == 0)
        #expect(try x0(.trailing, safe: true, width: 200) == 0)
    }

    @Test func spaceAroundAndGapBounds() throws {
        let around = UniformGrid(
            columns: .count(2), itemSize: .fixed(LayoutSize(width: 100, height: 10)), spacing: .distributed(.spaceAround))
        let a = try around.layout(in: LayoutSize(width: 400, height: 100), itemCount: 2)
        #expect(try a.frame(at: 0).x == 50)
        #expect(try a.frame(at: 1).x == 250)
        var capped = around
        capped.spacing = .distributed(.spaceBetween)
        capped.maximumSpacing = 40
        let c = try capped.layout(in: LayoutSize(width: 400, height: 100), itemCount: 2)
        #expect(c.spacing == 40)
        #expect(try c.frame(at: 0).x == 80)  // the rest goes to the margins
        capped.maximumSpacing = nil
        capped.minimumSpacing = 300
        let m = try capped.layout(in: LayoutSize(width: 400, height: 100), itemCount: 2)
        #expect(try m.frame(at: 1).x == 400)
    }
}
