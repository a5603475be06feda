import Testing

@testable import GridKit

/// Change lists against a before/after diff computed by brute force.
@Suite struct FrameChangesTests {
    static let seeds: [UInt64] = Array(1...300)

    /// An item's identity: its old path, or a fresh number for an inserted one.
    enum Identity: Hashable {
        case old(ItemPath)
        case fresh(Int)
    }

    /// Applies `batch` to `old` as a collection view documents it: deletions (and
    /// moves away) by their old indices, from the last; then insertions (and moves to)
    /// by their new indices, from the first. Returns the sections' item identities.
    static func apply(
        _ batch: GridChangeBatch, to counts: [Int], inserted: [Int: Int], reloaded: [Int: Int]
    ) -> [[Identity]]? {
        var fresh = 0
        var sections: [(source: Int?, items: [Identity])] = counts.enumerated().map { s, n in
            (s, (0..<n).map { .old(ItemPath(section: s, item: $0)) })
        }
        var moved: [Int: [Identity]] = [:]
        // Items leave first, while the sections still have their old indices.
        for p in (batch.deletedItems + batch.movedItems.map(\.from)).sorted(by: >) {
            let identity = sections[p.section].items.remove(at: p.item)
            if let m = batch.movedItems.first(where: { $0.from == p }) { moved[m.to.section * 1000 + m.to.item] = [identity] }
        }
        for s in batch.reloadedSections {
            sections[s].items = (0..<(reloaded[s] ?? 0)).map { _ in
                fresh += 1
                return .fresh(fresh)
            }
        }
        // Sections leave, then arrive.
        var movedSections: [Int: (Int?, [Identity])] = [:]
        for s in (batch.deletedSections + batch.movedSections.map(\.from)).sorted(by: >) {
            let section = sections.remove(at: s)
            if let m = batch.movedSections.first(where: { $0.from == s }) { movedSections[m.to] = section }
        }
        for t in (batch.insertedSections + batch.movedSections.map(\.to)).sorted() {
            let new: [Identity] = (0..<(inserted[t] ?? 0)).map { _ in
                fresh += 1
                return .fresh(fresh)
            }
            sections.insert(movedSections[t] ?? (nil, new), at: t)
        }
        // Items arrive.
        for p in (batch.insertedItems + batch.movedItems.map(\.to)).sorted() {
            guard p.section < sections.count, p.item <= sections[p.section].items.count else { return nil }
            let identity =
                moved[p.section * 1000 + p.item]?.first
                ?? {
                    fresh += 1
                    return .fresh(fresh)
                }()
            sections[p.section].items.insert(identity, at: p.item)
        }
        return sections.map(\.items)
    }

    /// A random valid batch: sections deleted, moved, reloaded and inserted, items
    /// deleted, moved (also across sections), reloaded and inserted.
    static func randomBatch(_ rng: inout SplitMix64, counts: [Int]) -> (
        GridChangeBatch, newCounts: [Int], inserted: [Int: Int], reloaded: [Int: Int]
    ) {
        func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < p }
        var b = GridChangeBatch()
        var fates: [Int] = []  // 0 stays, 1 deleted, 2 moved, 3 reloaded
        for s in counts.indices {
            let fate = chance(0.15) ? 1 : chance(0.15) ? 2 : chance(0.1) ? 3 : 0
            fates.append(fate)
            if fate == 1 { b.deletedSections.append(s) }
            if fate == 3 { b.reloadedSections.append(s) }
        }
        let insertedSectionCount = Int.random(in: 0...2, using: &rng)
        let moving = counts.indices.filter { fates[$0] == 2 }
        let newSectionCount = counts.count - b.deletedSections.count + insertedSectionCount
        var positions = Array(0..<newSectionCount).shuffled(using: &rng).prefix(moving.count + insertedSectionCount)
        for s in moving { b.movedSections.append(SectionMove(from: s, to: positions.removeFirst())) }
        b.insertedSections = Array(positions)
        // Where each old section lands.
        var landing: [Int: Int] = [:]
        for m in b.movedSections { landing[m.from] = m.to }
        let taken = Set(b.insertedSections + b.movedSections.map(\.to))
        var free = (0..<newSectionCount).filter { !taken.contains($0) }.makeIterator()
        for s in counts.indices where fates[s] == 0 || fates[s] == 3 { landing[s] = free.next() }
        // Items in sections that stay or move (not deleted, not reloaded).
        let live = counts.indices.filter { fates[$0] == 0 || fates[$0] == 2 }
        var survivors: [Int: Int] = [:]  // new section -> items left in place
        var arriving: [Int: Int] = [:]  // new section -> items inserted or moved in
        var moves: [(ItemPath, Int)] = []
        for s in live {
            var left = 0
            for i in 0..<counts[s] {
                if chance(0.15) {
                    b.deletedItems.append(ItemPath(section: s, item: i))
                } else if chance(0.1), let dest = live.randomElement(using: &rng).flatMap({ landing[$0] }) {
                    moves.append((ItemPath(section: s, item: i), dest))
                    arriving[dest, default: 0] += 1
                } else {
                    left += 1
                    if chance(0.1) { b.reloadedItems.append(ItemPath(section: s, item: i)) }
                }
            }
            survivors[landing[s] ?? 0, default: 0] += left
        }
        var inserting: [Int: Int] = [:]
        for s in live {
            let t = landing[s] ?? 0
            let n = Int.random(in: 0...3, using: &rng)
            inserting[t] = n
            arriving[t, default: 0] += n
        }
        // Positions for what arrives, per new section.
        var slots: [Int: [Int]] = [:]
        for (t, n) in arriving {
            let total = (survivors[t] ?? 0) + n
            slots[t] = Array(Array(0..<total).shuffled(using: &rng).prefix(n))
        }
        for (from, t) in moves {
            b.movedItems.append(ItemMove(from: from, to: ItemPath(section: t, item: slots[t]!.removeFirst())))
        }
        for (t, n) in inserting {
            for _ in 0..<n { b.insertedItems.append(ItemPath(section: t, item: slots[t]!.removeFirst())) }
        }
        var newCounts = [Int](repeating: 0, count: newSectionCount)
        var insertedCounts: [Int: Int] = [:]
        var reloadedCounts: [Int: Int] = [:]
        for (s, t) in landing where fates[s] != 3 { newCounts[t] = (survivors[t] ?? 0) + (arriving[t] ?? 0) }
        for (s, t) in landing where fates[s] == 3 {
            newCounts[t] = Int.random(in: 0...12, using: &rng)
            reloadedCounts[s] = newCounts[t]
        }
        for t in b.insertedSections {
            newCounts[t] = Int.random(in: 0...12, using: &rng)
            insertedCounts[t] = newCounts[t]
        }
        return (b, newCounts, insertedCounts, reloadedCounts)
    }

    static let grids = [
        UniformGrid(
            columns: .count(3), itemSize: .fixed(LayoutSize(width: 60, height: 40)), spacing: .fixed(5), rowSpacing: .fixed(5)),
        UniformGrid(
            columns: .count(4), itemSize: .flexibleAspectRatio(1), spacing: .distributed(.spaceEvenly),
            incompleteRowAlignment: .center),
        UniformGrid(
            columns: .adaptive(minimumItemWidth: 50), itemSize: .flexible(height: 30), spacing: .fixed(2),
            rowSpacing: .fixed(2), rowCount: 2, fillOrder: .columnMajor, layoutDirection: .rightToLeft),
    ]

    @Test(arguments: seeds) func changesEqualABruteForceDiff(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        let counts = (0..<Int.random(in: 1...5, using: &rng)).map { _ in Int.random(in: 0...25, using: &rng) }
        let grids = counts.map { _ in Self.grids.randomElement(using: &rng)! }
        let headers = counts.map { _ in [0.0, 30, 12.5].randomElement(using: &rng)! }
        let container = LayoutSize(width: 320, height: 480)
        let old = try SectionedGrid(
            sections: counts.indices.map { GridSection(grid: grids[$0], itemCount: counts[$0], headerHeight: headers[$0]) }
        ).layout(in: container)
        let (batch, newCounts, inserted, reloaded) = Self.randomBatch(&rng, counts: counts)
        let identities = try #require(Self.apply(batch, to: counts, inserted: inserted, reloaded: reloaded), "seed \(seed)")
        #expect(identities.map(\.count) == newCounts, "seed \(seed)")
        // The new sections keep their source's grid and header.
        var sources: [Int?] = Array(repeating: nil, count: newCounts.count)
        for (t, items) in identities.enumerated() {
            for case .old(let p) in items { sources[t] = p.section }
        }
        for m in batch.movedSections { sources[m.to] = m.from }
        let new = try SectionedGrid(
            sections: newCounts.indices.map { t in
                GridSection(grid: grids[sources[t] ?? 0], itemCount: newCounts[t], headerHeight: headers[sources[t] ?? 0])
            }
        ).layout(in: container)

        // Brute force: every frame before and after, matched by identity.
        var expected: [ItemFrameChange] = []
        var after: [Identity: (ItemPath, LayoutRect)] = [:]
        for (t, items) in identities.enumerated() {
            for (j, id) in items.enumerated() {
                after[id] = (ItemPath(section: t, item: j), try new.frame(of: ItemPath(section: t, item: j)))
            }
        }
        let reloads = Set(batch.reloadedItems)
        for (s, n) in counts.enumerated() {
            for i in 0..<n {
                let p = ItemPath(section: s, item: i)
                let f = try old.frame(of: p)
                if let (q, g) = after[.old(p)] {
                    if reloads.contains(p) || f != g {
                        expected.append(
                            ItemFrameChange(
                                kind: reloads.contains(p) ? .reloaded : .moved, oldPath: p, newPath: q, oldFrame: f, newFrame: g))
                    }
                } else {
                    expected.append(ItemFrameChange(kind: .deleted, oldPath: p, newPath: nil, oldFrame: f, newFrame: nil))
                }
            }
        }
        for (id, (q, g)) in after {
            if case .fresh = id {
                expected.append(ItemFrameChange(kind: .inserted, oldPath: nil, newPath: q, oldFrame: nil, newFrame: g))
            }
        }
        let got = try old.frameChanges(to: new, applying: batch)
        func key(_ c: ItemFrameChange) -> String { "\(c.kind) \(c.oldPath?.description ?? "-") \(c.newPath?.description ?? "-")" }
        #expect(got.map(key).sorted() == expected.map(key).sorted(), "seed \(seed) batch \(batch)")
        #expect(Set(got) == Set(expected), "seed \(seed)")
        #expect(got.count == expected.count, "seed \(seed)")
        // Deletions first in old order, then the rest in new order.
        let firstNew = got.firstIndex { $0.kind != .deleted } ?? got.count
        #expect(got[..<firstNew].map { $0.oldPath! } == got[..<firstNew].map { $0.oldPath! }.sorted(), "seed \(seed)")
        #expect(got[firstNew...].allSatisfy { $0.kind != .deleted }, "seed \(seed)")
        #expect(got[firstNew...].map { $0.newPath! } == got[firstNew...].map { $0.newPath! }.sorted(), "seed \(seed)")
    }

    @Test func insertingOneItemMovesOnlyThoseAfterIt() throws {
        let grid = Self.grids[0]
        let old = try SectionedGrid(sections: [GridSection(grid: grid, itemCount: 7)]).layout(
            in: LayoutSize(width: 320, height: 480))
        let new = try SectionedGrid(sections: [GridSection(grid: grid, itemCount: 8)]).layout(
            in: LayoutSize(width: 320, height: 480))
        let changes = try old.frameChanges(to: new, applying: GridChangeBatch(insertedItems: [ItemPath(section: 0, item: 5)]))
        #expect(changes.map(\.kind) == [.inserted, .moved, .moved])
        #expect(changes[1].oldPath == ItemPath(section: 0, item: 5) && changes[1].newPath == ItemPath(section: 0, item: 6))
        #expect(changes[1].oldFrame == LayoutRect(x: 130, y: 45, width: 60, height: 40))
        #expect(changes[1].newFrame == LayoutRect(x: 0, y: 90, width: 60, height: 40))
        #expect(try old.frameChanges(to: old, applying: GridChangeBatch()).isEmpty)
    }

    /// A waterfall section: inserting an item reflows the items after it, which a
    /// scan of both layouts by identity confirms.
    @Test(arguments: [UInt64(1), 2, 3, 4, 5]) func waterfallSectionsReflow(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        let waterfall = WaterfallGrid(lanes: .count(3), laneSpacing: 4, itemSpacing: 4)
        var items = (0..<20).map { _ in WaterfallItem(length: .fixed(Double(Int.random(in: 20...120, using: &rng)))) }
        let container = LayoutSize(width: 320, height: 480)
        let header = GridSection(grid: Self.grids[0], itemCount: 4, headerHeight: 30)
        let old = try SectionedGrid(sections: [header, GridSection(waterfall: waterfall, items: items, headerHeight: 20)])
            .layout(in: container)
        let at = Int.random(in: 0...20, using: &rng)
        var ids = Array(0..<20)
        items.insert(WaterfallItem(length: .fixed(77)), at: at)
        ids.insert(-1, at: at)
        let new = try SectionedGrid(sections: [header, GridSection(waterfall: waterfall, items: items, headerHeight: 20)])
            .layout(in: container)
        var expected: Set<ItemFrameChange> = []
        for (j, id) in ids.enumerated() {
            let to = ItemPath(section: 1, item: j)
            let g = try new.frame(of: to)
            if id < 0 {
                expected.insert(ItemFrameChange(kind: .inserted, oldPath: nil, newPath: to, oldFrame: nil, newFrame: g))
            } else if let f = try? old.frame(of: ItemPath(section: 1, item: id)), f != g {
                expected.insert(
                    ItemFrameChange(kind: .moved, oldPath: ItemPath(section: 1, item: id), newPath: to, oldFrame: f, newFrame: g))
            }
        }
        let got = try old.frameChanges(to: new, applying: GridChangeBatch(insertedItems: [ItemPath(section: 1, item: at)]))
        #expect(Set(got) == expected && got.count == expected.count, "seed \(seed)")
    }

    @Test func inconsistentBatchesThrow() throws {
        let grid = Self.grids[0]
        let old = try SectionedGrid(sections: [GridSection(grid: grid, itemCount: 3), GridSection(grid: grid, itemCount: 2)])
            .layout(in: LayoutSize(width: 320, height: 480))
        let same = old
        let bad: [GridChangeBatch] = [
            GridChangeBatch(deletedItems: [ItemPath(section: 0, item: 0)]),  // 2 items left, the new layout has 3
            GridChangeBatch(deletedItems: [ItemPath(section: 0, item: 3)]),
            GridChangeBatch(deletedItems: [ItemPath(section: 2, item: 0)]),
            GridChangeBatch(deletedSections: [0, 0]),
            GridChangeBatch(insertedSections: [0]),
            GridChangeBatch(deletedSections: [1], insertedSections: [1], deletedItems: [ItemPath(section: 1, item: 0)]),
            GridChangeBatch(
                deletedItems: [ItemPath(section: 0, item: 1)], insertedItems: [ItemPath(section: 0, item: 1)],
                reloadedItems: [ItemPath(section: 0, item: 1)]),
            GridChangeBatch(
                deletedItems: [ItemPath(section: 0, item: 1), ItemPath(section: 0, item: 1)],
                insertedItems: [ItemPath(section: 0, item: 0), ItemPath(section: 0, item: 1)]),
            GridChangeBatch(reloadedSections: [0], reloadedItems: [ItemPath(section: 0, item: 0)]),
            GridChangeBatch(movedSections: [SectionMove(from: 0, to: 5)]),
        ]
        for b in bad { #expect(throws: CollectionLayoutError.self, "\(b)") { try old.frameChanges(to: same, applying: b) } }
    }
}
