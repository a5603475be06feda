// Pages of equal slots with some slots of every page reserved, and groups that each
// start on a new page: an emoji keyboard, whose last slot on every page is the delete
// key and whose categories each begin a page. Item -> slot is O(1); slot -> item is
// O(log groups), a binary search over the groups' first pages.

/// A slot on a page.
public struct SlotPosition: Hashable, Sendable, Codable {
    /// The page, from 0.
    public var page: Int
    /// The slot within the page, from 0, in the page grid's fill order.
    public var slot: Int

    /// Slot `slot` of page `page`.
    public init(page: Int, slot: Int) {
        self.page = page
        self.slot = slot
    }
}

/// Pages of `slotsPerPage` slots; the `reservedSlots` of every page hold no item;
/// each group of items starts on a new page.
///
///     // 3 rows of 8 emoji, the last slot of each page the delete key.
///     let keyboard = PagedSlots(slotsPerPage: 24, reservedSlots: [23])
///     let pages = try keyboard.layout(groups: [120, 40, 75])
///     try pages.position(of: ItemPath(section: 1, item: 0))  // page 6, slot 0
public struct PagedSlots: Hashable, Sendable, Codable {
    /// The slots of a page (its grid's capacity).
    public var slotsPerPage: Int
    /// The slots of every page that hold no item.
    public var reservedSlots: [Int]

    /// Pages of `slotsPerPage` slots, `reservedSlots` of each kept free.
    public init(slotsPerPage: Int, reservedSlots: [Int] = []) {
        self.slotsPerPage = slotsPerPage
        self.reservedSlots = reservedSlots
    }

    /// Lays out groups of the given item counts, each from a new page. An empty
    /// group takes no page.
    ///
    /// - Throws: ``CollectionLayoutError`` for a slot count out of range, reserved
    ///   slots outside the page or every slot reserved while there are items, or
    ///   negative or overflowing counts.
    /// - Complexity: O(slotsPerPage + groups).
    public func layout(groups: [Int]) throws(CollectionLayoutError) -> PagedSlotsLayout {
        try PagedSlotsLayout(self, groups)
    }
}

/// ``PagedSlots`` laid out for groups of items.
public struct PagedSlotsLayout: Hashable, Sendable {
    /// The description.
    public let slots: PagedSlots
    /// Each group's item count.
    public let groups: [Int]
    /// How many pages there are.
    public var pageCount: Int { firstPages.last ?? 0 }
    /// Group g starts on page firstPages[g]; the last entry is the page count.
    let firstPages: [Int]
    /// The slots that hold items, in order.
    let freeSlots: [Int]
    /// For each slot, its rank among the free slots, or -1 when reserved.
    let rank: [Int]

    init(_ slots: PagedSlots, _ groups: [Int]) throws(CollectionLayoutError) {
        let n = slots.slotsPerPage
        try checkCollectionCount("slots per page", n, 1...UniformGrid.maximumLineCount)
        var rank = [Int](repeating: 0, count: n)
        for s in slots.reservedSlots {
            try checkCollectionCount("reserved slot", s, 0...(n - 1))
            rank[s] = -1
        }
        var free: [Int] = []
        for s in 0..<n where rank[s] >= 0 {
            rank[s] = free.count
            free.append(s)
        }
        var firstPages = [0]
        firstPages.reserveCapacity(groups.count + 1)
        for (g, count) in groups.enumerated() {
            try checkCollectionCount("item count of group \(g)", count, 0...Int.max)
            guard count == 0 || !free.isEmpty else { throw .unsupported("every slot of a page is reserved") }
            let pages = count == 0 ? 0 : (count - 1) / free.count + 1
            let (end, overflow) = (firstPages.last ?? 0).addingReportingOverflow(pages)
            guard !overflow else { throw .invalidCount(name: "page count", value: Int.max, range: 0...Int.max - 1) }
            firstPages.append(end)
        }
        self.slots = slots
        self.groups = groups
        self.firstPages = firstPages
        freeSlots = free
        self.rank = rank
    }

    /// The page and slot of an item (its section is its group).
    ///
    /// - Throws: for a group or item out of range.
    /// - Complexity: O(1).
    public func position(of path: ItemPath) throws(CollectionLayoutError) -> SlotPosition {
        guard path.section >= 0, path.section < groups.count else {
            throw .sectionOutOfRange(section: path.section, sectionCount: groups.count)
        }
        guard path.item >= 0, path.item < groups[path.section] else {
            throw .itemOutOfRange(path, itemCount: groups[path.section])
        }
        let f = freeSlots.count
        return SlotPosition(page: firstPages[path.section] + path.item / f, slot: freeSlots[path.item % f])
    }

    /// The item in a slot, or nil for a reserved slot, an empty slot at the end of a
    /// group's last page, or a slot outside the pages.
    ///
    /// - Complexity: O(log groups).
    public func itemPath(at position: SlotPosition) -> ItemPath? {
        guard position.page >= 0, position.page < pageCount, position.slot >= 0, position.slot < rank.count,
            rank[position.slot] >= 0
        else { return nil }
        let g = group(onPage: position.page)
        let k = (position.page - firstPages[g]) * freeSlots.count + rank[position.slot]
        return k < groups[g] ? ItemPath(section: g, item: k) : nil
    }

    /// The group shown on a page (`0 <= page < pageCount`).
    func group(onPage page: Int) -> Int {
        // The group before the first one starting after the page.
        partition(0, groups.count) { firstPages[$0] > page } - 1
    }

    /// The first page of a group (where a category tab scrolls to).
    public func firstPage(ofGroup g: Int) throws(CollectionLayoutError) -> Int {
        guard g >= 0, g < groups.count else { throw .sectionOutOfRange(section: g, sectionCount: groups.count) }
        return firstPages[g]
    }

    /// Whether a slot of every page is reserved.
    public func isReserved(_ slot: Int) -> Bool { slot >= 0 && slot < rank.count && rank[slot] < 0 }

    /// An item's frame in a paginating grid whose pages have ``PagedSlots/slotsPerPage`` cells.
    ///
    /// - Throws: for an item out of range, or a grid of another capacity.
    /// - Complexity: O(1).
    public func frame(of path: ItemPath, in pages: UniformGridLayout) throws(CollectionLayoutError) -> LayoutRect {
        guard pages.capacity == slots.slotsPerPage, pages.grid.overflow == .paginate else {
            throw .unsupported("the page grid must paginate with \(slots.slotsPerPage) cells a page")
        }
        let p = try position(of: path)
        let (base, overflow) = p.page.multipliedReportingOverflow(by: slots.slotsPerPage)
        guard !overflow, base + p.slot < pages.itemCount else {
            throw .unsupported("the page grid holds \(pages.itemCount) cells; the item is in cell \(base + p.slot)")
        }
        do { return try pages.frame(at: base + p.slot) } catch { throw CollectionLayoutError(error) }
    }
}
