import Testing

@testable import GridKit

/// Self-sizing rows: containment, consistent updates, queries against a scan.
@Suite struct SelfSizingGridTests {
    static let seeds: [UInt64] = Array(1...150)

    static func random(_ rng: inout SplitMix64) -> (SelfSizingGrid, Double, [Double]) {
        func pick<T>(_ xs: [T]) -> T { xs[Int(rng.next() % UInt64(xs.count))] }
        let grid = SelfSizingGrid(
            columns: pick([.count(Int.random(in: 1...5, using: &rng)), .adaptive(minimumItemWidth: 70)]),
            spacing: pick([0, 4, 7.5]), lineSpacing: pick([0, 3, 10.0 / 3]),
            insets: pick([.zero, Edges<Double>(top: 5, right: 3, bottom: 7, left: 11)]),
            rowAlignment: pick([.top, .center, .bottom, .fill]), estimatedItemHeight: pick([44, 100.0 / 3]),
            layoutDirection: pick([.leftToRight, .rightToLeft]))
        let heights = (0..<Int.random(in: 0...120, using: &rng)).map { _ in
            Double(Int.random(in: 0...300, using: &rng)) / pick([1.0, 3, 7])
        }
        return (grid, Double(Int.random(in: 100...500, using: &rng)), heights)
    }

    @Test(arguments: seeds) func rowsContainTheirItems(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        let (grid, width, heights) = Self.random(&rng)
        let layout = try grid.layout(width: width, heights: heights)
        let n = layout.columnCount
        var y = grid.insets.top  // a plain running sum: the tree's sums differ from it by rounding only
        for r in 0..<layout.rowCount {
            let row = try layout.rowFrame(r)
            #expect(abs(row.minY - y) <= 1e-9 * max(1, y), "seed \(seed) row \(r)")
            let items = (r * n)..<min(heights.count, (r + 1) * n)
            #expect(row.height == items.map { heights[$0] }.max(), "seed \(seed) row \(r)")
            for i in items {
                let f = try layout.frame(at: i)
                #expect(f.minY >= row.minY && f.maxY <= row.maxY + 1e-9, "seed \(seed) item \(i)")
                #expect(f.height == (grid.rowAlignment == .fill ? row.height : heights[i]), "seed \(seed)")
                #expect(f.width == layout.itemWidth, "seed \(seed)")
                for j in (r * n)..<i { #expect(!overlap(f, try layout.frame(at: j)), "seed \(seed) \(i) \(j)") }
            }
            y = row.maxY + grid.lineSpacing
        }
        let bottom = layout.rowCount == 0 ? grid.insets.top : y - grid.lineSpacing
        #expect(abs(layout.contentSize.height - (bottom + grid.insets.bottom)) <= 1e-9 * max(1, bottom), "seed \(seed)")
    }

    @Test(arguments: seeds) func updatesEqualALayoutFromScratch(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        let (grid, width, heights) = Self.random(&rng)
        var layout = try grid.layout(width: width, itemCount: heights.count)
        var current = [Double](repeating: grid.estimatedItemHeight, count: heights.count)
        guard !heights.isEmpty else { return }
        for step in 0..<60 {
            let i = Int.random(in: 0..<heights.count, using: &rng)
            let h = step % 3 == 0 ? heights[i] : Double(Int.random(in: 0...400, using: &rng)) / 3
            try layout.setHeight(h, forItem: i)
            current[i] = h
            #expect(layout.isMeasured(i))
            guard step % 10 == 9 else { continue }
            let fresh = try grid.layout(width: width, heights: current)
            for k in 0..<current.count { #expect(try layout.frame(at: k) == fresh.frame(at: k), "seed \(seed) item \(k)") }
            #expect(layout.contentSize == fresh.contentSize, "seed \(seed)")
        }
    }

    @Test(arguments: seeds) func queriesEqualAScan(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        let (grid, width, heights) = Self.random(&rng)
        var layout = try grid.layout(width: width, itemCount: heights.count)
        let itemWidth = layout.itemWidth
        try layout.measure(0..<(heights.count / 2)) { i, w in
            #expect(w == itemWidth)
            return heights[i]
        }
        let frames = try (0..<heights.count).map { try layout.frame(at: $0) }
        let height = layout.contentSize.height
        for _ in 0..<25 {
            let r = LayoutRect(
                x: Double.random(in: -20...width, using: &rng), y: Double.random(in: -20...height, using: &rng),
                width: Double.random(in: 0.5...300, using: &rng), height: Double.random(in: 0.5...400, using: &rng))
            #expect(
                layout.indices(in: r).flatMap { Array($0) } == frames.indices.filter { frames[$0].intersects(r) },
                "seed \(seed) \(r)")
        }
        var points = (0..<40).map { _ in
            LayoutPoint(x: Double.random(in: -5...width + 5, using: &rng), y: Double.random(in: -5...height + 5, using: &rng))
        }
        for f in frames.prefix(30) {
            points += [
                f.origin, LayoutPoint(x: f.maxX, y: f.maxY), LayoutPoint(x: f.midX, y: f.minY), LayoutPoint(x: f.minX, y: f.midY),
            ]
        }
        for p in points {
            #expect(layout.index(at: p) == frames.firstIndex { $0.contains(p) }, "seed \(seed) \(p)")
        }
    }

    /// Many blocks of rows: a deep tree, updated and queried across block edges.
    @Test(arguments: [UInt64(7), 8, 9]) func aDeepTreeStaysConsistent(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        let grid = SelfSizingGrid(
            columns: .count(Int.random(in: 1...2, using: &rng)), lineSpacing: 1.0 / 3, estimatedItemHeight: 10)
        var heights = [Double](repeating: 10, count: 5000)
        var layout = try grid.layout(width: 100, itemCount: heights.count)
        for _ in 0..<400 {
            let i = Int.random(in: 0..<heights.count, using: &rng)
            heights[i] = Double(Int.random(in: 0...90, using: &rng)) / 7
            try layout.setHeight(heights[i], forItem: i)
        }
        let fresh = try grid.layout(width: 100, heights: heights)
        for r in 0..<layout.rowCount { #expect(try layout.rowFrame(r) == fresh.rowFrame(r), "seed \(seed) row \(r)") }
        #expect(layout.contentSize == fresh.contentSize)
        for i in stride(from: 0, to: heights.count, by: 37) {
            let f = try layout.frame(at: i)
            if f.height > 0 { #expect(layout.index(at: LayoutPoint(x: f.midX, y: f.midY)) == i, "seed \(seed) item \(i)") }
            #expect(layout.indices(in: f.insetBy(0.01)).contains { $0.contains(i) } || f.height < 0.02, "seed \(seed) item \(i)")
        }
    }

    @Test func aTwoColumnFeed() throws {
        let grid = SelfSizingGrid(columns: .count(2), spacing: 10, lineSpacing: 8, rowAlignment: .center, estimatedItemHeight: 50)
        var layout = try grid.layout(width: 210, itemCount: 5)
        #expect(try layout.frame(at: 3) == LayoutRect(x: 110, y: 58, width: 100, height: 50))
        try layout.setHeight(90, forItem: 0)  // row 0 becomes 90 high; item 1 centred in it
        #expect(try layout.frame(at: 1) == LayoutRect(x: 110, y: 20, width: 100, height: 50))
        #expect(try layout.frame(at: 3) == LayoutRect(x: 110, y: 98, width: 100, height: 50))
        #expect(layout.contentSize == LayoutSize(width: 210, height: 90 + 8 + 50 + 8 + 50))
        #expect(layout.index(at: LayoutPoint(x: 150, y: 10)) == nil)  // above item 1, inside its row
        #expect(layout.index(at: LayoutPoint(x: 150, y: 30)) == 1)
        #expect(!layout.isMeasured(1) && layout.isMeasured(0) && !layout.isMeasured(-1))
    }

    @Test func badInputThrows() throws {
        let grid = SelfSizingGrid(columns: .count(3))
        var layout = try grid.layout(width: 300, itemCount: 3)
        #expect(throws: CollectionLayoutError.self) { try layout.setHeight(.nan, forItem: 0) }
        #expect(throws: CollectionLayoutError.self) { try layout.setHeight(-1, forItem: 0) }
        #expect(throws: CollectionLayoutError.self) { try layout.setHeight(10, forItem: 3) }
        #expect(throws: CollectionLayoutError.self) { try layout.frame(at: -1) }
        #expect(throws: CollectionLayoutError.self) { try layout.rowFrame(1) }
        #expect(throws: CollectionLayoutError.self) { try layout.measure(0..<4) { _, _ in 1 } }
        #expect(throws: CollectionLayoutError.self) { try layout.measure(0..<3) { _, _ in .infinity } }
        #expect(throws: CollectionLayoutError.self) { try grid.layout(width: .nan, itemCount: 1) }
        #expect(throws: CollectionLayoutError.self) { try grid.layout(width: 100, itemCount: -1) }
        #expect(throws: CollectionLayoutError.self) { try grid.layout(width: 100, heights: [1, -2]) }
        #expect(throws: CollectionLayoutError.self) { try SelfSizingGrid(columns: .count(0)).layout(width: 100, itemCount: 1) }
        let empty = try grid.layout(width: 300, itemCount: 0)
        #expect(empty.indices(in: LayoutRect(x: 0, y: 0, width: 100, height: 100)).isEmpty)
        #expect(empty.index(at: .zero) == nil && empty.contentSize == LayoutSize(width: 300, height: 0))
        #expect(layout.indices(in: LayoutRect(x: 0, y: .infinity, width: 1, height: 1)).isEmpty)
    }
}

extension LayoutRect {
    fileprivate func insetBy(_ d: Double) -> LayoutRect {
        LayoutRect(x: minX + d, y: minY + d, width: max(0, width - 2 * d), height: max(0, height - 2 * d))
    }
}
