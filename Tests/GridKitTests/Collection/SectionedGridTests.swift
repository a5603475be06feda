import Testing

@testable import GridKit

/// Sections: seeded properties against a scan of every frame, and the edges.
@Suite struct SectionedGridTests {
    static let seeds: [UInt64] = Array(1...200)

    /// A random section list; the grids vary as the nine-grid's own property tests do,
    /// within what sections accept (vertical, growing); a third are waterfalls.
    static func randomSections(_ rng: inout SplitMix64) -> (SectionedGrid, LayoutSize) {
        func pick<T>(_ xs: [T]) -> T { xs[Int(rng.next() % UInt64(xs.count))] }
        func length(_ range: ClosedRange<Int>) -> Double { Double(Int.random(in: range, using: &rng)) / pick([1.0, 2, 3]) }
        var sections: [GridSection] = []
        for _ in 0..<Int.random(in: 0...8, using: &rng) {
            let rowCount: Int? = pick([nil, nil, 2])
            let grid = UniformGrid(
                columns: pick([.count(Int.random(in: 1...6, using: &rng)), .adaptive(minimumItemWidth: length(30...120))]),
                itemSize: pick([
                    .fixed(LayoutSize(width: length(10...90), height: length(10...90))), .flexible(height: length(10...60)),
                    .flexibleAspectRatio(pick([0.5, 1, 1.5])),
                ]),
                spacing: pick([.distributed(.spaceEvenly), .distributed(.spaceBetween), .fixed(length(0...12))]),
                rowSpacing: pick([.fixed(length(0...12)), .matchingColumns]), rowCount: rowCount,
                insets: pick([.zero, Edges<Double>(top: 4, right: 10, bottom: 8, left: 6)]),
                fillOrder: rowCount == nil ? .rowMajor : pick([.rowMajor, .columnMajor]),
                layoutDirection: pick([.leftToRight, .rightToLeft]),
                incompleteRowAlignment: pick([.columns, .center, .trailing]), displayScale: pick([nil, 2, 3]))
            let header = pick([0, length(10...50)])
            let footer = pick([0, length(5...30)])
            if pick([true, false, false]) {
                // A waterfall section: items of their own heights, some spanning lanes.
                let waterfall = WaterfallGrid(
                    lanes: pick([.count(Int.random(in: 1...4, using: &rng)), .adaptive(minimumLaneWidth: length(40...100))]),
                    laneSpacing: length(0...8), itemSpacing: length(0...8),
                    insets: pick([.zero, Edges<Double>(top: 4, right: 10, bottom: 8, left: 6)]),
                    layoutDirection: pick([.leftToRight, .rightToLeft]))
                let items = (0..<Int.random(in: 0...30, using: &rng)).map { _ in
                    WaterfallItem(
                        length: pick([.fixed(length(0...120)), .aspectRatio(pick([0.5, 1, 1.5]))]), span: pick([1, 1, 1, 2]))
                }
                sections.append(GridSection(waterfall: waterfall, items: items, headerHeight: header, footerHeight: footer))
            } else {
                sections.append(
                    GridSection(
                        grid: grid, itemCount: Int.random(in: 0...30, using: &rng), headerHeight: header, footerHeight: footer))
            }
        }
        let container = LayoutSize(width: Double(Int.random(in: 150...500, using: &rng)), height: 600)
        return (SectionedGrid(sections: sections, sectionSpacing: pick([0, 10, 7.5])), container)
    }

    /// Every element, by a scan of every section and item.
    static func allElements(_ layout: SectionedGridLayout, pinnedAt offset: Double?) throws -> [SectionedGridElement] {
        var result: [SectionedGridElement] = []
        for s in 0..<layout.sectionCount {
            if layout.sectioned.sections[s].headerHeight > 0 {
                let f =
                    try offset.map { try layout.pinnedHeaderFrame(ofSection: s, offset: $0) } ?? layout.headerFrame(ofSection: s)
                result.append(SectionedGridElement(kind: .header(section: s), frame: f))
            }
            for i in 0..<layout.sectionLayouts[s].itemCount {
                let path = ItemPath(section: s, item: i)
                result.append(SectionedGridElement(kind: .item(path), frame: try layout.frame(of: path)))
            }
            if layout.sectioned.sections[s].footerHeight > 0 {
                result.append(SectionedGridElement(kind: .footer(section: s), frame: try layout.footerFrame(ofSection: s)))
            }
        }
        return result
    }

    @Test(arguments: seeds) func sectionsStackWithoutOverlap(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        let (sectioned, container) = Self.randomSections(&rng)
        guard let layout = try? sectioned.layout(in: container) else {
            // Only rows that stick out of their section (fixed items wider than the container,
            // centred, with matching row spacing) are refused.
            #expect(throws: CollectionLayoutError.self) { try sectioned.layout(in: container) }
            return
        }
        var y = 0.0
        for s in 0..<layout.sectionCount {
            let block = try layout.sectionFrame(s)
            if s > 0 { y += sectioned.sectionSpacing }
            #expect(block.minY == y, "seed \(seed) section \(s)")
            let header = try layout.headerFrame(ofSection: s)
            let footer = try layout.footerFrame(ofSection: s)
            // The block's height is end - start: its maxY is the footer's to an ulp.
            #expect(header.minY == block.minY && abs(footer.maxY - block.maxY) <= 1e-9 * max(1, block.maxY), "seed \(seed)")
            let local = layout.sectionLayouts[s]
            #expect(footer.minY == header.maxY + local.contentSize.height, "seed \(seed)")
            for i in 0..<local.itemCount {
                let f = try layout.frame(of: ItemPath(section: s, item: i))
                // Inside the items' band, but for the rounding of moving a frame down (an ulp).
                #expect(f.minY >= header.maxY && f.maxY - footer.minY <= 1e-9, "seed \(seed) item \(s).\(i)")
                #expect(f == (try #require(local.frame(at: i))).movedDown(by: header.maxY), "seed \(seed)")
            }
            y = footer.maxY
        }
        #expect(layout.contentSize == LayoutSize(width: container.width, height: y), "seed \(seed)")
        let all = try Self.allElements(layout, pinnedAt: nil)
        for (a, b) in zip(all, all.dropFirst()) {
            if case .item(let p) = a.kind, case .item(let q) = b.kind, p.section == q.section { continue }
            #expect(a.frame.maxY <= b.frame.minY || !overlap(a.frame, b.frame), "seed \(seed): \(a) \(b)")
        }
    }

    @Test(arguments: seeds) func queriesEqualAScanOfEveryFrame(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        let (sectioned, container) = Self.randomSections(&rng)
        guard let layout = try? sectioned.layout(in: container) else { return }
        let height = max(1, layout.contentSize.height)
        for q in 0..<30 {
            let r = LayoutRect(
                x: Double.random(in: -50...container.width, using: &rng), y: Double.random(in: -50...height, using: &rng),
                width: Double.random(in: 0.5...300, using: &rng), height: Double.random(in: 0.5...500, using: &rng))
            let offset: Double? = q % 2 == 0 ? nil : Double.random(in: -20...height, using: &rng)
            let expected = try Self.allElements(layout, pinnedAt: offset).filter { $0.frame.intersects(r) }
            #expect(layout.elements(in: r, pinningHeadersAt: offset) == expected, "seed \(seed) rect \(r)")
            let items = expected.compactMap { e -> ItemPath? in if case .item(let p) = e.kind { p } else { nil } }
            let ranges = layout.itemRanges(in: r).flatMap { s in
                s.items.flatMap { $0.map { ItemPath(section: s.section, item: $0) } }
            }
            #expect(ranges == items, "seed \(seed) rect \(r)")
        }
        // The item at a point, at random points and on every item's edges and corners.
        let frames = try Self.allElements(layout, pinnedAt: nil).filter { if case .item = $0.kind { true } else { false } }
        var points = (0..<60).map { _ in
            LayoutPoint(
                x: Double.random(in: -10...container.width + 10, using: &rng),
                y: Double.random(in: -10...height + 10, using: &rng))
        }
        for e in frames.prefix(40) {
            points += [
                e.frame.origin, LayoutPoint(x: e.frame.maxX, y: e.frame.maxY), LayoutPoint(x: e.frame.midX, y: e.frame.maxY),
                LayoutPoint(x: e.frame.midX, y: e.frame.minY), LayoutPoint(x: e.frame.midX, y: e.frame.midY),
            ]
        }
        for p in points {
            let expected = frames.first { $0.frame.contains(p) }.flatMap { e -> ItemPath? in
                if case .item(let path) = e.kind { path } else { nil }
            }
            #expect(layout.itemPath(at: p) == expected, "seed \(seed) point \(p)")
        }
    }

    @Test(arguments: seeds) func pinnedHeadersStayWithinTheirSection(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        let (sectioned, container) = Self.randomSections(&rng)
        guard let layout = try? sectioned.layout(in: container) else { return }
        for s in 0..<layout.sectionCount {
            let header = try layout.headerFrame(ofSection: s)
            let (start, end) = (header.minY, try layout.footerFrame(ofSection: s).maxY)
            for _ in 0..<10 {
                let offset = Double.random(in: -100...(layout.contentSize.height + 100), using: &rng)
                let pinned = try layout.pinnedHeaderFrame(ofSection: s, offset: offset)
                #expect(pinned.minY >= start && pinned.maxY <= end, "seed \(seed) section \(s)")
                #expect(pinned.size == header.size && pinned.minX == header.minX, "seed \(seed)")
                // At the top of the visible bounds while the section scrolls under it.
                if offset >= start && offset + header.height <= end {
                    #expect(pinned.minY == offset, "seed \(seed) section \(s) offset \(offset)")
                } else if offset < start {
                    #expect(pinned == header, "seed \(seed)")
                } else {
                    // Pushed up by the section's end (to the ulp that keeps it inside).
                    #expect(end - pinned.maxY <= 1e-9 * max(1, end), "seed \(seed)")
                }
            }
        }
    }

    static let photos = UniformGrid(
        columns: .count(3), itemSize: .fixed(LayoutSize(width: 80, height: 80)), spacing: .fixed(10),
        rowSpacing: .fixed(10), insets: Edges<Double>(top: 5, right: 20, bottom: 5, left: 20))

    @Test func aPhotoLibraryOfThreeSections() throws {
        let library = SectionedGrid(
            sections: [12, 30, 7].map { GridSection(grid: Self.photos, itemCount: $0, headerHeight: 40, footerHeight: 20) })
        let layout = try library.layout(in: LayoutSize(width: 300, height: 600))
        // Section 0: header 0..40, 4 rows of 80 + 3 gaps + insets = 360, footer 400..420.
        #expect(try layout.headerFrame(ofSection: 0) == LayoutRect(x: 0, y: 0, width: 300, height: 40))
        #expect(try layout.frame(of: ItemPath(section: 0, item: 0)) == LayoutRect(x: 20, y: 45, width: 80, height: 80))
        #expect(try layout.footerFrame(ofSection: 0) == LayoutRect(x: 0, y: 400, width: 300, height: 20))
        // Section 1 starts at 420: 10 rows -> 10 + 800 + 90 = 900.
        #expect(
            try layout.frame(of: ItemPath(section: 1, item: 4)) == LayoutRect(x: 110, y: 420 + 40 + 5 + 90, width: 80, height: 80)
        )
        #expect(layout.contentSize == LayoutSize(width: 300, height: 420 + 960 + 60 + 270))
        #expect(layout.itemPath(at: LayoutPoint(x: 150, y: 420 + 40 + 5 + 95)) == ItemPath(section: 1, item: 4))
        #expect(layout.itemPath(at: LayoutPoint(x: 150, y: 10)) == nil)  // a header
        // Pinned: section 1's header at offset 1000, pushed up by its end near 1380.
        #expect(try layout.pinnedHeaderFrame(ofSection: 1, offset: 1000).minY == 1000)
        #expect(try layout.pinnedHeaderFrame(ofSection: 1, offset: 1370).minY == 1380 - 40)
        #expect(try layout.pinnedHeaderFrame(ofSection: 1, offset: 0).minY == 420)
    }

    @Test func edgesAndBadInput() throws {
        let empty = try SectionedGrid(sections: []).layout(in: LayoutSize(width: 300, height: 600))
        #expect(empty.contentSize == LayoutSize(width: 300, height: 0))
        #expect(empty.elements(in: LayoutRect(x: 0, y: 0, width: 300, height: 600)).isEmpty)
        #expect(empty.itemPath(at: .zero) == nil)
        #expect(throws: CollectionLayoutError.sectionOutOfRange(section: 0, sectionCount: 0)) {
            try empty.headerFrame(ofSection: 0)
        }
        let one = try SectionedGrid(sections: [GridSection(grid: Self.photos, itemCount: 2, headerHeight: 10)])
            .layout(in: LayoutSize(width: 300, height: 600))
        #expect(throws: CollectionLayoutError.itemOutOfRange(ItemPath(section: 0, item: 2), itemCount: 2)) {
            try one.frame(of: ItemPath(section: 0, item: 2))
        }
        #expect(throws: CollectionLayoutError.self) { try one.frame(of: ItemPath(section: -1, item: 0)) }
        #expect(throws: CollectionLayoutError.self) { try one.pinnedHeaderFrame(ofSection: 0, offset: .nan) }
        #expect(one.elements(in: LayoutRect(x: 0, y: .nan, width: 10, height: 10)).isEmpty)
        #expect(one.elements(in: LayoutRect(x: 0, y: 0, width: 10, height: 10), pinningHeadersAt: .infinity).isEmpty)
        #expect(one.itemPath(at: LayoutPoint(x: .infinity, y: 0)) == nil)
        #expect(one.itemRanges(in: LayoutRect(x: 0, y: 0, width: 0, height: 10)).isEmpty)
        for bad in [
            SectionedGrid(sections: [GridSection(grid: Self.photos, itemCount: 1, headerHeight: -1)]),
            SectionedGrid(sections: [GridSection(grid: Self.photos, itemCount: -1)]),
            SectionedGrid(sections: [GridSection(grid: Self.photos, itemCount: 1, footerHeight: .nan)]),
            SectionedGrid(sections: [], sectionSpacing: .infinity),
        ] {
            #expect(throws: CollectionLayoutError.self) { try bad.layout(in: LayoutSize(width: 300, height: 600)) }
        }
        var sideways = Self.photos
        sideways.scrollAxis = .horizontal
        sideways.rowCount = 2
        #expect(throws: CollectionLayoutError.self) {
            try SectionedGrid(sections: [GridSection(grid: sideways, itemCount: 1)]).layout(
                in: LayoutSize(width: 300, height: 600))
        }
        let sidewaysWaterfall = WaterfallGrid(lanes: .count(2), scrollAxis: .horizontal)
        let badItem = [WaterfallItem(length: .fixed(.nan))]
        for section in [
            GridSection(waterfall: sidewaysWaterfall, items: []),
            GridSection(waterfall: WaterfallGrid(lanes: .count(2)), items: badItem),
        ] {
            #expect(throws: CollectionLayoutError.self) {
                try SectionedGrid(sections: [section]).layout(in: LayoutSize(width: 300, height: 600))
            }
        }
        let error = CollectionLayoutError.section(3, .invalidCount(name: "item count", value: -1, range: 0...Int.max))
        #expect(error.description.hasPrefix("section 3: item count"))
    }
}
