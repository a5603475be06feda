import GridKit

/// The nine-grid: bulk frames and visible-range queries.
func uniformGridBenchmarks() {
    let grid = UniformGrid(
        columns: .count(3), itemSize: .fixed(LayoutSize(width: 80, height: 100)),
        spacing: .distributed(.spaceEvenly), rowSpacing: .matchingColumns)
    let n = 1_000_000
    guard let layout = try? grid.layout(in: LayoutSize(width: 320, height: 480), itemCount: n) else { return }
    let buffer = UnsafeMutableBufferPointer<LayoutRect>.allocate(capacity: n)
    defer { buffer.deallocate() }
    buffer.initialize(repeating: .zero)
    let fill = medianNanoseconds(runs: 15) { blackHole(layout.writeFrames(in: 0..<n, to: buffer)) }
    // A fast wrong answer must not pass: spot-check against the closed form.
    for i in stride(from: 0, to: n, by: 9973) {
        let expected = LayoutRect(x: 20 + 100 * Double(i % 3), y: 20 + 120 * Double(i / 3), width: 80, height: 100)
        if buffer[i] != expected {
            print("uniform/fill: WRONG frame \(i): \(buffer[i]) != \(expected)")
            return
        }
    }
    report("uniform/fill-1M-frames", fill / Double(n), "ns/item")
    // The same frames streamed through a small buffer that stays in cache, as a
    // renderer consuming them in batches would.
    let chunk = 8192
    let chunked = medianNanoseconds(runs: 15) {
        var start = 0
        while start < n {
            layout.writeFrames(in: start..<min(n, start + chunk), to: UnsafeMutableBufferPointer(rebasing: buffer[0..<chunk]))
            start += chunk
        }
        blackHole(buffer[0])
    }
    report("uniform/fill-1M-frames-in-8k-batches", chunked / Double(n), "ns/item")
    // What the machine allows: a bare loop storing 1M constant-ish rects into the 32 MB buffer.
    let bare = medianNanoseconds(runs: 15) {
        for i in 0..<n { buffer[i] = LayoutRect(x: Double(i & 3), y: 20, width: 80, height: 100) }
        blackHole(buffer[n - 1])
    }
    report("baseline/store-1M-rects", bare / Double(n), "ns/item")

    let snapped = UniformGrid(columns: .count(7), itemSize: .flexibleAspectRatio(1), spacing: .fixed(3), displayScale: 3)
    if let s = try? snapped.layout(in: LayoutSize(width: 393, height: 852), itemCount: n) {
        let t = medianNanoseconds(runs: 15) { blackHole(s.writeFrames(in: 0..<n, to: buffer)) }
        report("uniform/fill-1M-frames-snapped", t / Double(n), "ns/item")
    }

    guard let big = try? grid.layout(in: LayoutSize(width: 320, height: 480), itemCount: 10_000_000) else { return }
    var rng = SystemRandomNumberGenerator()
    let height = big.contentSize.height
    let queries = (0..<100_000).map { _ in LayoutRect(x: 0, y: Double.random(in: 0..<height, using: &rng), width: 320, height: 852) }
    var total = 0
    let q = medianNanoseconds(runs: 9) {
        for r in queries { total &+= big.indices(in: r).count }
    }
    blackHole(total)
    report("uniform/visible-range-query-10M", q / Double(queries.count), "ns/query")
}
