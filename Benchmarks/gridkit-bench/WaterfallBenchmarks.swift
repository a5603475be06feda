import GridKit

/// The waterfall grid: laying out a million items of mixed heights (with some
/// two-lane items), and the visible-range queries of a scrolling feed over them.
func waterfallBenchmarks() {
    let n = 1_000_000
    // A phone feed: three lanes, 8-point gaps, heights from 80 to 400, every 20th item two lanes wide.
    var state: UInt64 = 0x5EED
    func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state >> 33
    }
    let items = (0..<n).map { i in WaterfallItem.length(Double(80 + next() % 321), span: i % 20 == 19 ? 2 : 1) }
    let grid = WaterfallGrid(lanes: .count(3), laneSpacing: 8, itemSpacing: 8, insets: Edges(all: 8))
    let container = LayoutSize(width: 393, height: 852)
    let buffer = UnsafeMutableBufferPointer<LayoutRect>.allocate(capacity: n)
    defer { buffer.deallocate() }
    buffer.initialize(repeating: .zero)
    var kept: WaterfallLayout? = nil
    // Laying out = placing every item and writing every frame.
    let t = medianNanoseconds(runs: 9) {
        guard let layout = try? grid.layout(in: container, items: items) else { return }
        layout.writeFrames(in: 0..<n, to: buffer)
        kept = layout
    }
    guard let layout = kept, checkWaterfall(layout, items, buffer) else { return }
    report("waterfall/layout-1M", t / Double(n), "ns/item")

    let height = layout.contentSize.height
    var rng = SystemRandomNumberGenerator()
    let queries = (0..<100_000).map { _ in
        LayoutRect(x: 0, y: Double.random(in: 0..<height, using: &rng), width: 393, height: 852)
    }
    var total = 0
    let q = medianNanoseconds(runs: 9) {
        for r in queries { total &+= layout.indices(in: r).count }
    }
    blackHole(total)
    report("waterfall/visible-range-query-1M", q / Double(queries.count), "ns/query")
}

/// A fast wrong answer must not pass: the first 20,000 placements against a naive
/// shortest-lane model, and frames against `frame(at:)` across the whole range.
private func checkWaterfall(_ layout: WaterfallLayout, _ items: [WaterfallItem], _ buffer: UnsafeMutableBufferPointer<LayoutRect>)
    -> Bool
{
    var running = [8.0, 8.0, 8.0]
    for i in 0..<20_000 {
        guard case .fixed(let h) = items[i].length else { return false }
        let span = items[i].span
        let starts = 0...(3 - span)
        let positions = starts.map { s in running[s..<(s + span)].max() ?? 0 }
        let smallest = positions.min() ?? 0
        let lane = starts.first { positions[$0] == smallest } ?? 0
        let x = 8 + Double(lane) * (layout.laneWidth + 8)
        guard let f = layout.frameIfPresent(at: i), f.x == x, f.y == smallest, f.height == h, buffer[i] == f else {
            print("waterfall/layout: WRONG frame \(i): \(String(describing: layout.frameIfPresent(at: i)))")
            return false
        }
        for l in lane..<(lane + span) { running[l] = smallest + h + 8 }
    }
    for i in stride(from: 0, to: layout.itemCount, by: 9973) where buffer[i] != layout.frameIfPresent(at: i) {
        print("waterfall/layout: WRONG frame \(i) in the buffer")
        return false
    }
    return true
}
