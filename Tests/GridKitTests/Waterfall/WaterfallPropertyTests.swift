import Testing

@testable import GridKit

/// Properties over random waterfall descriptions. Each case is named by its seed so
/// a failure can be replayed.
@Suite struct WaterfallPropertyTests {
    static let seeds: [UInt64] = Array(1...300)

    static func randomWaterfall(_ rng: inout SplitMix64) -> (WaterfallGrid, LayoutSize, [WaterfallItem]) {
        func pick<T>(_ xs: [T]) -> T { xs[Int(rng.next() % UInt64(xs.count))] }
        func length(_ range: ClosedRange<Int>) -> Double { Double(Int.random(in: range, using: &rng)) / pick([1.0, 2, 3]) }
        let lanes: WaterfallGrid.Lanes =
            pick([true, false])
            ? .count(Int.random(in: 1...7, using: &rng))
            : .adaptive(minimumLaneWidth: length(20...120), maximumCount: pick([nil, 3, 9]))
        let placement: WaterfallGrid.PlacementPolicy = pick([
            .shortestLane, .roundRobin, .shortestLaneWithin(tolerance: length(0...60)),
        ])
        let grid = WaterfallGrid(
            lanes: lanes, laneSpacing: length(0...20), itemSpacing: length(0...20),
            insets: pick([.zero, Edges<Double>(top: 4, right: 10, bottom: 8, left: 6)]),
            placement: placement, tieBreaking: pick([.firstLane, .afterPreviousItem]),
            layoutDirection: pick([.leftToRight, .rightToLeft]), scrollAxis: pick([.vertical, .horizontal]))
        let container = LayoutSize(
            width: Double(Int.random(in: 150...600, using: &rng)), height: Double(Int.random(in: 150...600, using: &rng)))
        let count = Int.random(in: 0...60, using: &rng)
        let items = (0..<count).map { _ -> WaterfallItem in
            let span = pick([1, 1, 1, 1, 2, 3, 9])
            return pick([true, true, true, false])
                ? .length(pick([length(0...200), 50, 50]), span: span)
                : .aspectRatio(pick([0.5, 1, 1.5, 0.75]), span: span)
        }
        return (grid, container, items)
    }

    static func randomRect(_ rng: inout SplitMix64, within size: LayoutSize) -> LayoutRect {
        LayoutRect(
            x: Double.random(in: -50...(size.width + 50), using: &rng),
            y: Double.random(in: -50...(size.height + 50), using: &rng),
            width: Double.random(in: 0.5...300, using: &rng), height: Double.random(in: 0.5...400, using: &rng))
    }

    @Test(arguments: seeds) func framesAgreeWithEveryQuery(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        let (grid, container, items) = Self.randomWaterfall(&rng)
        let layout = try grid.layout(in: container, items: items)
        let frames = layout.frames
        let content = layout.contentSize
        #expect(frames.count == items.count)
        for i in frames.indices {
            #expect(try layout.frame(at: i) == frames[i], "seed \(seed) index \(i)")
            #expect(layout.frameIfPresent(at: i) == frames[i], "seed \(seed) index \(i)")
            // No two frames overlap.
            for j in 0..<i { #expect(!overlap(frames[i], frames[j]), "seed \(seed): \(i) overlaps \(j)") }
            // Every frame lies inside the content.
            let f = frames[i]
            #expect(f.minX >= -1e-9 && f.minY >= -1e-9, "seed \(seed) index \(i): \(f)")
            #expect(f.maxX <= content.width + 1e-9 && f.maxY <= content.height + 1e-9, "seed \(seed) index \(i): \(f)")
            // The centre of a frame hits it.
            if f.width > 0 && f.height > 0 {
                #expect(layout.index(at: LayoutPoint(x: f.midX, y: f.midY)) == i, "seed \(seed) index \(i)")
            }
        }
        #expect(layout.frameIfPresent(at: items.count) == nil && layout.frameIfPresent(at: -1) == nil)
        // Rectangle queries equal a brute-force scan.
        for _ in 0..<30 {
            let r = Self.randomRect(&rng, within: content)
            let expected = frames.indices.filter { frames[$0].intersects(r) }
            let got = layout.indices(in: r).flatMap { Array($0) }
            #expect(got == expected, "seed \(seed) rect \(r)")
        }
    }

    @Test(arguments: seeds) func appendingOneAtATimeEqualsAllAtOnce(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        let (grid, container, items) = Self.randomWaterfall(&rng)
        let all = try grid.layout(in: container, items: items)
        var one = try grid.layout(in: container)
        for (i, item) in items.enumerated() {
            let frame = try one.append(item)
            // The frame returned is the item's frame in the layout so far.
            #expect(frame == (try one.frame(at: i)), "seed \(seed) index \(i)")
        }
        #expect(one.frames == all.frames, "seed \(seed)")
        #expect(one == all, "seed \(seed)")
        // In two halves, too.
        var halves = try grid.layout(in: container, items: Array(items.prefix(items.count / 2)))
        try halves.append(contentsOf: Array(items.dropFirst(items.count / 2)))
        #expect(halves == all, "seed \(seed)")
    }

    @Test(arguments: seeds) func rightToLeftIsTheMirrorOfLeftToRight(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        var (ltr, container, items) = Self.randomWaterfall(&rng)
        ltr.layoutDirection = .leftToRight
        var rtl = ltr
        rtl.layoutDirection = .rightToLeft
        // The mirror of the left-to-right grid has its left and right insets swapped.
        rtl.insets = Edges(top: ltr.insets.top, right: ltr.insets.left, bottom: ltr.insets.bottom, left: ltr.insets.right)
        let a = try ltr.layout(in: container, items: items)
        let b = try rtl.layout(in: container, items: items)
        #expect(a.contentSize == b.contentSize, "seed \(seed)")
        let width = a.contentSize.width
        for (f, g) in zip(a.frames, b.frames) {
            #expect(g == LayoutRect(x: width - f.maxX, y: f.y, width: f.width, height: f.height), "seed \(seed)")
        }
    }

    @Test(arguments: seeds) func placementFollowsThePolicy(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        let (grid, container, items) = Self.randomWaterfall(&rng)
        let layout = try grid.layout(in: container, items: items)
        // A naive model of css-grid-3 placement, written independently of the engine.
        var running = [Double](repeating: layout.mainStart, count: layout.laneCount)
        var cursor = 0
        for (i, item) in items.enumerated() {
            let (span, length) = try layout.resolve(item, index: i)
            let starts = Array(0...(layout.laneCount - span))
            let position = starts.map { s in running[s..<(s + span)].max() ?? 0 }
            let smallest = position.min() ?? 0
            let chosen: Int
            switch grid.placement {
            case .roundRobin:
                chosen = cursor <= layout.laneCount - span ? cursor : 0
            case .shortestLane, .shortestLaneWithin:
                var tolerance = 0.0
                if case .shortestLaneWithin(let t) = grid.placement { tolerance = t }
                let eligible = starts.filter { position[$0] <= smallest + tolerance }
                let afterCursor = eligible.filter { $0 >= cursor }
                chosen = grid.tieBreaking == .afterPreviousItem ? (afterCursor.first ?? eligible[0]) : eligible[0]
                // Never more than the tolerance above the shortest lane.
                #expect(position[chosen] <= smallest + tolerance, "seed \(seed) item \(i)")
            }
            #expect(try layout.lanes(of: i) == chosen..<(chosen + span), "seed \(seed) item \(i)")
            #expect(layout.entry(at: i).start == position[chosen], "seed \(seed) item \(i)")
            for l in chosen..<(chosen + span) { running[l] = position[chosen] + length + grid.itemSpacing }
            cursor = chosen + span == layout.laneCount ? 0 : chosen + span
        }
        #expect(layout.runningPositions == running, "seed \(seed)")
    }

    /// Round-robin with equal lengths is the uniform grid with flexible items, fixed
    /// spacing and fixed row spacing: the frames are identical, bit for bit.
    @Test(arguments: seeds) func roundRobinWithEqualLengthsIsTheUniformGrid(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        func pick<T>(_ xs: [T]) -> T { xs[Int(rng.next() % UInt64(xs.count))] }
        let n = Int.random(in: 1...7, using: &rng)
        // Quarter points keep the running sums exact, as they are in the uniform grid's products.
        let height = Double(Int.random(in: 0...400, using: &rng)) / 4
        let laneSpacing = Double(Int.random(in: 0...80, using: &rng)) / 4
        let itemSpacing = Double(Int.random(in: 0...80, using: &rng)) / 4
        let insets = pick([Edges<Double>.zero, Edges<Double>(top: 4, right: 10, bottom: 8, left: 6)])
        let direction: Direction = pick([.leftToRight, .rightToLeft])
        let axis: LayoutAxis = pick([.vertical, .horizontal])
        let container = LayoutSize(
            width: Double(Int.random(in: 150...600, using: &rng)), height: Double(Int.random(in: 150...600, using: &rng)))
        let count = Int.random(in: 0...50, using: &rng)
        let waterfall = WaterfallGrid(
            lanes: .count(n), laneSpacing: laneSpacing, itemSpacing: itemSpacing, insets: insets, placement: .roundRobin,
            layoutDirection: direction, scrollAxis: axis)
        let uniform = UniformGrid(
            columns: .count(n), itemSize: .flexible(height: height), spacing: .fixed(laneSpacing),
            rowSpacing: .fixed(itemSpacing), insets: insets, fillOrder: axis == .vertical ? .rowMajor : .columnMajor,
            scrollAxis: axis, layoutDirection: direction)
        let a = try waterfall.layout(in: container, items: Array(repeating: .length(height), count: count))
        let b = try uniform.layout(in: container, itemCount: count)
        #expect(a.laneWidth == (axis == .vertical ? b.itemSize.width : b.itemSize.height), "seed \(seed)")
        #expect(a.frames == b.frames, "seed \(seed)")
        if count > 0 { #expect(a.contentSize == b.contentSize, "seed \(seed)") }
    }

    /// Thousands of items with long and spanning ones: queries still equal brute force,
    /// including thin rectangles in the gaps between lanes.
    @Test(arguments: Array(UInt64(1)...UInt64(20))) func queriesOnManyItems(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        var (grid, container, _) = Self.randomWaterfall(&rng)
        grid.lanes = .count(Int.random(in: 1...9, using: &rng))
        let items = (0..<3000).map { _ in
            WaterfallItem.length(
                Double(Int.random(in: 0...100, using: &rng)) * (rng.next() % 50 == 0 ? 40 : 1),
                span: rng.next() % 7 == 0 ? Int.random(in: 2...4, using: &rng) : 1)
        }
        let layout = try grid.layout(in: container, items: items)
        let frames = layout.frames
        let content = layout.contentSize
        for k in 0..<200 {
            var r = Self.randomRect(&rng, within: content)
            if k % 4 == 0 { r.size.width = 0.25 }  // thin: often inside a gap
            if k % 4 == 1 { r.size.height = 0.25 }
            let expected = frames.indices.filter { frames[$0].intersects(r) }
            #expect(layout.indices(in: r).flatMap { Array($0) } == expected, "seed \(seed) rect \(r)")
        }
    }
}
