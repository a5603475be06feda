import Foundation
import Testing

@testable import GridKit

/// Properties over random grid descriptions. Each case is named by its seed so a
/// failure can be replayed.
@Suite struct UniformGridPropertyTests {
    /// Seeds 1...2000 (about a second of CPU in a debug build); a longer run sets the
    /// last seed in the environment, e.g.
    /// `GRIDKIT_UNIFORM_SEEDS=20000 swift test --filter UniformGridPropertyTests`.
    static let seeds: [UInt64] = Array(
        1...max(1, ProcessInfo.processInfo.environment["GRIDKIT_UNIFORM_SEEDS"].flatMap { UInt64($0) } ?? 2000))

    static func randomGrid(_ rng: inout SplitMix64) -> (UniformGrid, LayoutSize, Int) {
        func pick<T>(_ xs: [T]) -> T { xs[Int(rng.next() % UInt64(xs.count))] }
        func length(_ range: ClosedRange<Int>) -> Double { Double(Int.random(in: range, using: &rng)) / pick([1.0, 2, 3]) }
        let columns: UniformGrid.Columns =
            pick([true, false])
            ? .count(Int.random(in: 1...7, using: &rng))
            : .adaptive(minimumItemWidth: length(20...120), maximumCount: pick([nil, 3, 9]))
        let item: UniformGrid.ItemSize = pick([
            .fixed(LayoutSize(width: length(10...90), height: length(10...90))),
            .flexible(height: length(10...60)),
            .flexibleAspectRatio(pick([0.5, 1, 1.5])),
        ])
        let spacing: UniformGrid.Spacing = pick([
            .distributed(.spaceBetween), .distributed(.spaceEvenly), .distributed(.spaceAround),
            .fixed(length(0...20), alignment: pick([.leading, .center, .trailing])),
        ])
        let rowCount: Int? = pick([nil, 2, 3])
        var rowSpacing: UniformGrid.RowSpacing = pick([.fixed(length(0...20)), .matchingColumns])
        if rowCount != nil && pick([true, false]) { rowSpacing = .distributed(pick([.spaceBetween, .spaceEvenly, .spaceAround])) }
        let grid = UniformGrid(
            columns: columns, itemSize: item, spacing: spacing, rowSpacing: rowSpacing, rowCount: rowCount,
            insets: pick([.zero, Edges<Double>(top: 4, right: 10, bottom: 8, left: 6)]),
            fillOrder: rowCount == nil ? .rowMajor : pick([.rowMajor, .columnMajor]),
            scrollAxis: rowCount == nil ? .vertical : pick([.vertical, .horizontal]),
            overflow: pick([.grow, .paginate]),
            layoutDirection: pick([.leftToRight, .rightToLeft]),
            incompleteRowAlignment: pick([.columns, .center, .trailing]),
            displayScale: pick([nil, 1, 2, 3]))
        let container = LayoutSize(
            width: Double(Int.random(in: 150...600, using: &rng)),
            height: Double(Int.random(in: 150...600, using: &rng)))
        return (grid, container, Int.random(in: 0...40, using: &rng))
    }

    @Test(arguments: seeds) func framesAgreeWithEveryQuery(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        let (grid, container, count) = Self.randomGrid(&rng)
        guard let layout = try? grid.layout(in: container, itemCount: count) else {
            // Horizontal row-major without a page size is refused; nothing else may be.
            #expect(grid.scrollAxis == .horizontal || grid.fillOrder == .columnMajor, "seed \(seed)")
            return
        }
        let frames = layout.frames
        #expect(frames.count == count)
        // Checked in plain loops, one expectation per property with every offender
        // named, so that 2000 seeds stay quick in a debug build.
        var mismatched: [Int] = []
        var overlapping: [(Int, Int)] = []
        var missed: [(Int, Int?)] = []
        for i in 0..<count {
            if layout.frameIfPresent(at: i) != frames[i] { mismatched.append(i) }
            // No two frames overlap.
            for j in 0..<i where overlap(frames[i], frames[j]) { overlapping.append((i, j)) }
            // The centre of a frame hits it.
            if frames[i].width > 0 && frames[i].height > 0 {
                let hit = layout.index(at: LayoutPoint(x: frames[i].midX, y: frames[i].midY))
                if hit != i { missed.append((i, hit)) }
            }
        }
        #expect(mismatched.isEmpty, "seed \(seed): frame(at:) differs from frames for \(mismatched)")
        #expect(overlapping.isEmpty, "seed \(seed): overlapping frames \(overlapping)")
        #expect(missed.isEmpty, "seed \(seed): index(at: centre) for (index, answer) \(missed)")
        // Visible ranges equal a brute-force scan over random rectangles.
        for _ in 0..<20 {
            let r = LayoutRect(
                x: Double(Int.random(in: -100...700, using: &rng)), y: Double(Int.random(in: -100...1500, using: &rng)),
                width: Double(Int.random(in: 1...400, using: &rng)), height: Double(Int.random(in: 1...400, using: &rng)))
            let expected = (0..<count).filter { frames[$0].intersects(r) }
            let got = layout.indices(in: r).flatMap { Array($0) }
            #expect(got == expected, "seed \(seed) rect \(r)")
        }
        // Thin slices along a frame's top and leading edges: snapping moves edges by
        // fractions of a point, and a query must still find the line an edge moved to.
        for i in stride(from: 0, to: count, by: 3) where frames[i].width > 0 && frames[i].height > 0 {
            for r in [
                LayoutRect(x: -1000, y: frames[i].minY, width: 3000, height: 0.1),
                LayoutRect(x: frames[i].minX, y: -1000, width: 0.1, height: 5000),
            ] {
                let expected = (0..<count).filter { frames[$0].intersects(r) }
                #expect(layout.indices(in: r).flatMap { Array($0) } == expected, "seed \(seed) rect \(r)")
            }
        }
    }

    @Test(arguments: seeds) func gapsAreEqualAndFramesFit(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        var (grid, container, _) = Self.randomGrid(&rng)
        grid.scrollAxis = .vertical
        grid.fillOrder = .rowMajor
        grid.displayScale = nil
        grid.incompleteRowAlignment = .columns
        let layout = try grid.layout(in: container, itemCount: 40)
        let frames = layout.frames
        let n = layout.columnCount
        // Equal gaps between neighbours in a row.
        for row in 0..<(40 / n) where n > 2 {
            let xs = (0..<n).map { frames[row * n + $0] }.sorted { $0.minX < $1.minX }
            let gaps = zip(xs, xs.dropFirst()).map { $1.minX - $0.maxX }
            for g in gaps { #expect(abs(g - gaps[0]) < 1e-9, "seed \(seed)") }
        }
        // Every frame lies in the content box whenever the row fits.
        let insets = grid.insets
        let rowWidth = Double(n) * layout.itemSize.width + Double(n - 1) * layout.spacing
        if rowWidth <= container.width - insets.left - insets.right {
            for f in frames {
                #expect(f.minX >= insets.left - 1e-9 && f.maxX <= container.width - insets.right + 1e-9, "seed \(seed)")
            }
        }
    }

    @Test(arguments: seeds) func snappedFramesTileThePixelGrid(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        var (grid, container, _) = Self.randomGrid(&rng)
        let scale = [1.0, 2, 3][Int(seed % 3)]
        grid.displayScale = scale
        grid.scrollAxis = .vertical
        grid.fillOrder = .rowMajor
        grid.layoutDirection = .leftToRight
        grid.incompleteRowAlignment = .columns
        grid.spacing = .distributed(.spaceEvenly)
        grid.insets = .zero
        let layout = try grid.layout(in: container, itemCount: 2000)
        let n = layout.columnCount
        let row = layout.frames(in: 0..<n)
        func onGrid(_ v: Double) -> Bool { abs(v * scale - (v * scale).rounded()) < 1e-6 }
        for f in row { #expect(onGrid(f.minX) && onGrid(f.width) && onGrid(f.minY) && onGrid(f.height), "seed \(seed)") }
        // Margins, items and gaps sum to the container; widths differ by at most a pixel.
        guard layout.itemSize.width * Double(n) <= container.width else { return }
        var total = row[0].minX + (container.width - row[n - 1].maxX)
        for i in 0..<n { total += row[i].width + (i > 0 ? row[i].minX - row[i - 1].maxX : 0) }
        #expect(abs(total - container.width) < 1e-9, "seed \(seed)")
        let widths = row.map(\.width)
        #expect(widths.max()! - widths.min()! <= 1 / scale + 1e-9, "seed \(seed)")
    }
}
/// Whether two frames share more than rounding error (an ulp where frames touch).
func overlap(_ a: LayoutRect, _ b: LayoutRect) -> Bool {
    min(a.maxX, b.maxX) - max(a.minX, b.minX) > 1e-9 && min(a.maxY, b.maxY) - max(a.minY, b.minY) > 1e-9
}
