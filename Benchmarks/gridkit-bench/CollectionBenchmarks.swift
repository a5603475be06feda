import GridKit

/// Sections and self-sizing rows: a visible-range query across 1,000 sections of
/// 1,000 items, and one self-sizing height refinement among a million items.
func collectionBenchmarks() {
    let photos = UniformGrid(
        columns: .count(3), itemSize: .flexibleAspectRatio(1), spacing: .fixed(2), rowSpacing: .fixed(2))
    let sections = (0..<1_000).map { _ in GridSection(grid: photos, itemCount: 1_000, headerHeight: 44, footerHeight: 20) }
    guard let layout = try? SectionedGrid(sections: sections).layout(in: LayoutSize(width: 390, height: 844)) else {
        print("sections/visible-range-query-1000x1000: FAILED to lay out")
        return
    }
    var rng = SystemRandomNumberGenerator()
    let height = layout.contentSize.height
    let queries = (0..<100_000).map { _ in
        LayoutRect(x: 0, y: Double.random(in: 0..<height, using: &rng), width: 390, height: 844)
    }
    // A fast wrong answer must not pass: one query checked against a scan of the
    // frames of the sections around it.
    let probe = LayoutRect(x: 0, y: height / 2, width: 390, height: 844)
    let got = layout.itemRanges(in: probe).flatMap { r in r.items.flatMap { $0.map { ItemPath(section: r.section, item: $0) } } }
    var expected: [ItemPath] = []
    for s in 0..<layout.sectionCount {
        guard let block = try? layout.sectionFrame(s), block.maxY > probe.minY - 1, block.minY < probe.maxY + 1 else { continue }
        for i in 0..<1_000 {
            let path = ItemPath(section: s, item: i)
            if let f = try? layout.frame(of: path), f.intersects(probe) { expected.append(path) }
        }
    }
    if got != expected || got.count < 3 * Int(844 / 130) {
        print("sections/visible-range-query-1000x1000: WRONG, \(got.count) items instead of \(expected.count)")
        return
    }
    var total = 0
    let q = medianNanoseconds(runs: 9) {
        for r in queries { total &+= layout.itemRanges(in: r).count }
    }
    blackHole(total)
    report("sections/visible-range-query-1000x1000", q / Double(queries.count), "ns/query")

    let n = 1_000_000
    let feed = SelfSizingGrid(columns: .count(3), spacing: 2, lineSpacing: 2, estimatedItemHeight: 120)
    guard var sizing = try? feed.layout(width: 390, itemCount: n) else { return }
    let updates = (0..<100_000).map { _ in (Int.random(in: 0..<n, using: &rng), Double.random(in: 40...400, using: &rng)) }
    let u = medianNanoseconds(runs: 9) {
        for (i, h) in updates { try? sizing.setHeight(h, forItem: i) }
    }
    // The offsets after all those updates must be those of a layout from scratch.
    let heights = (0..<n).map { (try? sizing.height(ofItem: $0)) ?? -1 }
    guard let fresh = try? feed.layout(width: 390, heights: heights), fresh.contentSize == sizing.contentSize,
        (try? fresh.frame(at: n - 1)) == (try? sizing.frame(at: n - 1))
    else {
        print("self-sizing/height-update: WRONG, the offsets differ from a layout from scratch")
        return
    }
    report("self-sizing/height-update", u / Double(updates.count), "ns/update")
}
