import Foundation
import Testing

@testable import GridKit

/// The guarantees of a snapped grid on the cases the long property run found (seeds
/// 448, 1090, 4414 and 4662 of ``UniformGridPropertyTests``), written out so that
/// they stay checked whatever the random generator becomes.
@Suite struct UniformGridSnappingTests {
    static let insets = Edges<Double>(top: 4, right: 10, bottom: 8, left: 6)

    /// Seed 448: a centred incomplete row, right to left, in flexible columns with no gap.
    static let centredRow = (
        UniformGrid(
            columns: .adaptive(minimumItemWidth: 33, maximumCount: 3), itemSize: .flexible(height: 43.0 / 3),
            spacing: .distributed(.spaceEvenly), rowSpacing: .matchingColumns, rowCount: 3, insets: insets,
            layoutDirection: .rightToLeft, incompleteRowAlignment: .center, displayScale: 3),
        LayoutSize(width: 389, height: 515), 8
    )
    /// Seed 1090: twelve flexible columns with no gap, right to left, trailing last row.
    static let flushColumns = (
        UniformGrid(
            columns: .adaptive(minimumItemWidth: 41), itemSize: .flexible(height: 12), spacing: .distributed(.spaceBetween),
            rowSpacing: .fixed(5), layoutDirection: .rightToLeft, incompleteRowAlignment: .trailing, displayScale: 3),
        LayoutSize(width: 506, height: 464), 35
    )
    /// Seed 4414: horizontal pages, a centred incomplete line with no gap between its items.
    static let centredLine = (
        UniformGrid(
            columns: .count(6), itemSize: .flexible(height: 44), spacing: .distributed(.spaceAround),
            rowSpacing: .matchingColumns, rowCount: 3, insets: insets, fillOrder: .columnMajor, scrollAxis: .horizontal,
            overflow: .paginate, layoutDirection: .rightToLeft, incompleteRowAlignment: .center, displayScale: 3),
        LayoutSize(width: 258, height: 182), 23
    )
    /// Seed 4662: columns too tall for the container, aligned trailing, so every page's
    /// lines start before the page (the top margin, matched by the leading one, is negative).
    static let overflowingPages = (
        UniformGrid(
            columns: .count(6), itemSize: .fixed(LayoutSize(width: 43, height: 51)),
            spacing: .fixed(4.0 / 3, alignment: .trailing), rowSpacing: .matchingColumns, rowCount: 3, insets: insets,
            scrollAxis: .horizontal, overflow: .paginate, incompleteRowAlignment: .center, displayScale: 1),
        LayoutSize(width: 372, height: 157), 20
    )
    /// Pages whose rows are longer than the container and whose margins are negative:
    /// a page must still be at least as long as its rows.
    static let longOverflowingPages = (
        UniformGrid(
            columns: .count(4), itemSize: .fixed(LayoutSize(width: 50, height: 50)), spacing: .fixed(10, alignment: .trailing),
            rowSpacing: .matchingColumns, rowCount: 10, scrollAxis: .horizontal, overflow: .paginate, displayScale: 2),
        LayoutSize(width: 300, height: 100), 80
    )

    static let cases = [centredRow, flushColumns, centredLine, overflowingPages, longOverflowingPages]

    @Test(arguments: 0..<cases.count) func everyGuaranteeHolds(which: Int) throws {
        let (grid, container, count) = Self.cases[which]
        let layout = try grid.layout(in: container, itemCount: count)
        let frames = layout.frames
        let scale = grid.displayScale ?? 1
        func onGrid(_ v: Double) -> Bool { abs(v * scale - (v * scale).rounded()) < 1e-9 }
        for (i, f) in frames.enumerated() {
            #expect(try layout.frame(at: i) == f, "case \(which) index \(i)")
            #expect(onGrid(f.minX) && onGrid(f.minY) && onGrid(f.maxX) && onGrid(f.maxY), "case \(which) index \(i): \(f)")
            for j in 0..<i { #expect(!overlap(f, frames[j]), "case \(which): \(f) of \(i) overlaps \(frames[j]) of \(j)") }
            #expect(layout.index(at: LayoutPoint(x: f.midX, y: f.midY)) == i, "case \(which) index \(i): \(f)")
            // The CoreGraphics overloads answer the same.
            #expect(layout.index(at: CGPoint(x: f.midX, y: f.midY)) == i && layout.cgFrame(at: i) == f.cgRect)
        }
        // Slices one pixel thick along every edge find exactly the frames they meet.
        let minX = frames.map(\.minX).min() ?? 0
        let maxX = frames.map(\.maxX).max() ?? 0
        let minY = frames.map(\.minY).min() ?? 0
        let maxY = frames.map(\.maxY).max() ?? 0
        let bounds = LayoutRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        for f in frames {
            for r in [
                LayoutRect(x: bounds.minX - 10, y: f.minY, width: bounds.width + 20, height: 1 / scale),
                LayoutRect(x: bounds.minX - 10, y: f.maxY - 1 / scale, width: bounds.width + 20, height: 1 / scale),
                LayoutRect(x: f.minX, y: bounds.minY - 10, width: 1 / scale, height: bounds.height + 20),
                LayoutRect(x: f.maxX - 1 / scale, y: bounds.minY - 10, width: 1 / scale, height: bounds.height + 20),
            ] {
                let expected = (0..<count).filter { frames[$0].intersects(r) }
                #expect(layout.indices(in: r).flatMap { Array($0) } == expected, "case \(which) rect \(r)")
                #expect(layout.indices(in: r.cgRect) == layout.indices(in: r))
            }
        }
    }

    @Test func aTrailingRowSitsExactlyInTheLastColumns() throws {
        let (grid, container, count) = Self.flushColumns
        let layout = try grid.layout(in: container, itemCount: count)
        let n = layout.columnCount
        let last = count - count % n
        let full = layout.frames(in: 0..<n).map(\.minX)
        let moved = layout.frames(in: last..<count).map(\.minX)
        #expect(moved == Array(full.suffix(count - last)))
    }

    @Test func aCentredRowIsCentredToThePixel() throws {
        let (grid, container, count) = Self.centredRow
        let layout = try grid.layout(in: container, itemCount: count)
        let row = layout.frames(in: 6..<count)
        let left = row.map(\.minX).min() ?? 0
        let right = row.map(\.maxX).max() ?? 0
        // The content box runs from 6 to 379: the row's margins differ by under a pixel.
        #expect(abs((left - 6) - (379 - right)) < 1)
        #expect(row[0].minX == row[1].maxX)  // right to left: item 6 is the right one, touching item 7
    }

    @Test func overflowingPagesDoNotOverlap() throws {
        let (grid, container, count) = Self.longOverflowingPages
        let layout = try grid.layout(in: container, itemCount: count)
        let frames = layout.frames
        // Ten lines of 50 with gaps of 10 are 590 long, longer than the 300 container:
        // the second page's first line starts where the first page's last one ends.
        #expect(frames[39].maxX - frames[0].minX == 590)
        #expect(frames[40].minX == frames[39].maxX)
        #expect(layout.contentSize.width == 2 * 590)
    }
}
