import Testing

@testable import GridKit

/// Reserved slots and groups on new pages, against a page-by-page fill.
@Suite struct PagedSlotsTests {
    @Test(arguments: Array(UInt64(1)...100)) func positionsEqualAPageByPageFill(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        let perPage = Int.random(in: 1...12, using: &rng)
        let reserved = (0..<perPage).filter { _ in Int.random(in: 0..<4, using: &rng) == 0 }
        guard reserved.count < perPage else { return }
        let groups = (0..<Int.random(in: 0...5, using: &rng)).map { _ in Int.random(in: 0...30, using: &rng) }
        let layout = try PagedSlots(slotsPerPage: perPage, reservedSlots: reserved).layout(groups: groups)
        // Brute force: walk the slots, skipping reserved ones, a new page per group.
        var page = 0
        var cells: [SlotPosition: ItemPath] = [:]
        for (g, count) in groups.enumerated() where count > 0 {
            #expect(try layout.firstPage(ofGroup: g) == page, "seed \(seed)")
            var slot = 0
            for i in 0..<count {
                while reserved.contains(slot) { slot += 1 }
                if slot == perPage {
                    page += 1
                    slot = 0
                    while reserved.contains(slot) { slot += 1 }
                }
                cells[SlotPosition(page: page, slot: slot)] = ItemPath(section: g, item: i)
                #expect(
                    try layout.position(of: ItemPath(section: g, item: i)) == SlotPosition(page: page, slot: slot), "seed \(seed)"
                )
                slot += 1
            }
            page += 1
        }
        #expect(layout.pageCount == page, "seed \(seed)")
        for p in -1...(page + 1) {
            for s in -1...perPage {
                #expect(
                    layout.itemPath(at: SlotPosition(page: p, slot: s)) == cells[SlotPosition(page: p, slot: s)], "seed \(seed)")
            }
        }
    }

    @Test func anEmojiKeyboard() throws {
        let keyboard = PagedSlots(slotsPerPage: 24, reservedSlots: [23])
        let pages = try keyboard.layout(groups: [120, 40, 75])
        #expect(pages.pageCount == 6 + 2 + 4)
        #expect(try pages.position(of: ItemPath(section: 0, item: 23)) == SlotPosition(page: 1, slot: 0))
        #expect(try pages.position(of: ItemPath(section: 1, item: 0)) == SlotPosition(page: 6, slot: 0))
        #expect(pages.itemPath(at: SlotPosition(page: 0, slot: 23)) == nil && pages.isReserved(23))
        let grid = UniformGrid(
            columns: .count(8), itemSize: .flexibleAspectRatio(1), rowCount: 3, scrollAxis: .horizontal, overflow: .paginate)
        let cells = try grid.layout(in: LayoutSize(width: 320, height: 120), itemCount: pages.pageCount * 24)
        // Horizontal paging: page 6 starts 6 containers to the right.
        #expect(try pages.frame(of: ItemPath(section: 1, item: 0), in: cells).minX == 6 * 320)
        #expect(throws: CollectionLayoutError.self) { try keyboard.layout(groups: [-1]) }
        #expect(throws: CollectionLayoutError.self) { try PagedSlots(slotsPerPage: 1, reservedSlots: [0]).layout(groups: [1]) }
        #expect(throws: CollectionLayoutError.self) { try PagedSlots(slotsPerPage: 4, reservedSlots: [4]).layout(groups: [1]) }
        #expect(throws: CollectionLayoutError.self) { try PagedSlots(slotsPerPage: 0).layout(groups: []) }
        #expect(throws: CollectionLayoutError.self) { try pages.position(of: ItemPath(section: 3, item: 0)) }
        #expect(throws: CollectionLayoutError.self) { try pages.position(of: ItemPath(section: 2, item: 75)) }
        #expect(throws: CollectionLayoutError.self) { try PagedSlots(slotsPerPage: 1).layout(groups: [Int.max, Int.max]) }
    }
}
