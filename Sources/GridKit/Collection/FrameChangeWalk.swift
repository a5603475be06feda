// The two halves of SectionedGridLayout.frameChanges: the plan checks a batch and
// groups it by section; the walk maps each surviving section's items run by run and
// lists what changed. See FrameChanges.swift.

/// A checked batch, grouped by section.
struct ChangePlan {
    /// For each new section, the old section it continues, or nil when inserted.
    var newSource: [Int?] = []
    /// Whether each old section is deleted.
    var oldGone: [Bool] = []
    /// Old sections reloaded.
    var reloadedSections: Set<Int> = []
    /// Old section -> sorted old indices deleted.
    var deleted: [Int: [Int]] = [:]
    /// Old section -> sorted old indices that leave their place (deleted or moved away).
    var removed: [Int: [Int]] = [:]
    /// New section -> sorted new positions taken by insertions (source nil) and moves.
    var fixed: [Int: [(index: Int, source: ItemPath?)]] = [:]
    /// Old section -> sorted old indices reloaded.
    var reloaded: [Int: [Int]] = [:]

    init(old: SectionedGridLayout, new: SectionedGridLayout, batch: GridChangeBatch) throws(CollectionLayoutError) {
        try planSections(old.sectionCount, new.sectionCount, batch)
        try planItems(old, new, batch)
    }

    private mutating func planSections(_ oldCount: Int, _ newCount: Int, _ b: GridChangeBatch) throws(CollectionLayoutError) {
        func check(_ s: Int, _ count: Int) throws(CollectionLayoutError) {
            guard s >= 0, s < count else { throw .sectionOutOfRange(section: s, sectionCount: count) }
        }
        var gone = Set<Int>()
        var taken: [Int: Int?] = [:]
        for s in b.deletedSections + b.movedSections.map(\.from) {
            try check(s, oldCount)
            guard gone.insert(s).inserted else { throw .unsupported("section \(s) is deleted or moved twice") }
        }
        for s in b.insertedSections {
            try check(s, newCount)
            guard taken.updateValue(nil, forKey: s) == nil else { throw .unsupported("section \(s) is inserted twice") }
        }
        for m in b.movedSections {
            try check(m.to, newCount)
            guard taken.updateValue(m.from, forKey: m.to) == nil else { throw .unsupported("section \(m.to) is taken twice") }
        }
        for s in b.reloadedSections {
            try check(s, oldCount)
            guard !gone.contains(s), reloadedSections.insert(s).inserted else {
                throw .unsupported("section \(s) is reloaded twice, or reloaded and deleted or moved")
            }
        }
        guard oldCount - gone.count + taken.count == newCount else {
            throw .unsupported(
                "\(oldCount) sections less \(gone.count) plus \(taken.count) make \(oldCount - gone.count + taken.count), "
                    + "but the new layout has \(newCount)")
        }
        let deletedSections = Set(b.deletedSections)
        oldGone = (0..<oldCount).map { deletedSections.contains($0) }
        var next = 0
        newSource = (0..<newCount).map { t -> Int? in
            if let source = taken[t] { return source }
            while gone.contains(next) { next += 1 }
            next += 1
            return next - 1
        }
    }

    private mutating func planItems(
        _ old: SectionedGridLayout, _ new: SectionedGridLayout, _ b: GridChangeBatch
    ) throws(CollectionLayoutError) {
        var continued = [Bool](repeating: false, count: old.sectionCount)  // reached by a surviving or moved section
        for case let o? in newSource { continued[o] = true }
        func checkOld(_ p: ItemPath) throws(CollectionLayoutError) {
            guard p.section >= 0, p.section < old.sectionCount else {
                throw .sectionOutOfRange(section: p.section, sectionCount: old.sectionCount)
            }
            let count = old.sectionLayouts[p.section].itemCount
            guard p.item >= 0, p.item < count else { throw .itemOutOfRange(p, itemCount: count) }
            guard continued[p.section], !reloadedSections.contains(p.section) else {
                throw .unsupported("item \(p) is in a section deleted or reloaded by the same batch")
            }
        }
        func checkNew(_ p: ItemPath) throws(CollectionLayoutError) {
            guard p.section >= 0, p.section < new.sectionCount else {
                throw .sectionOutOfRange(section: p.section, sectionCount: new.sectionCount)
            }
            let count = new.sectionLayouts[p.section].itemCount
            guard p.item >= 0, p.item < count else { throw .itemOutOfRange(p, itemCount: count) }
            guard let o = newSource[p.section], !reloadedSections.contains(o) else {
                throw .unsupported("item \(p) is in a section inserted or reloaded by the same batch")
            }
        }
        for p in b.deletedItems {
            try checkOld(p)
            deleted[p.section, default: []].append(p.item)
        }
        for p in b.deletedItems + b.movedItems.map(\.from) {
            try checkOld(p)
            removed[p.section, default: []].append(p.item)
        }
        for p in b.insertedItems {
            try checkNew(p)
            fixed[p.section, default: []].append((p.item, nil))
        }
        for m in b.movedItems {
            try checkNew(m.to)
            fixed[m.to.section, default: []].append((m.to.item, m.from))
        }
        for p in b.reloadedItems {
            try checkOld(p)
            reloaded[p.section, default: []].append(p.item)
        }
        try sortAndCheck(old, new)
    }

    /// Sorts the groups; refuses duplicates and counts that do not add up.
    private mutating func sortAndCheck(_ old: SectionedGridLayout, _ new: SectionedGridLayout) throws(CollectionLayoutError) {
        for (s, list) in removed {
            let sorted = list.sorted()
            if let i = zip(sorted, sorted.dropFirst()).first(where: { $0 == $1 })?.0 {
                throw .unsupported("item \(ItemPath(section: s, item: i)) is deleted or moved twice")
            }
            removed[s] = sorted
        }
        for (s, list) in deleted { deleted[s] = list.sorted() }
        for (s, list) in fixed {
            let sorted = list.sorted { $0.index < $1.index }
            if let d = zip(sorted, sorted.dropFirst()).first(where: { $0.index == $1.index }) {
                throw .unsupported("item \(ItemPath(section: s, item: d.0.index)) is inserted or moved to twice")
            }
            fixed[s] = sorted
        }
        for (s, list) in reloaded {
            let sorted = list.sorted()
            let gone = Set(removed[s] ?? [])
            for (a, b) in zip(sorted, sorted.dropFirst()) where a == b {
                throw .unsupported("item \(ItemPath(section: s, item: a)) is reloaded twice")
            }
            if let i = sorted.first(where: gone.contains) {
                throw .unsupported("item \(ItemPath(section: s, item: i)) is reloaded and deleted or moved")
            }
            reloaded[s] = sorted
        }
        for (t, source) in newSource.enumerated() {
            guard let o = source, !reloadedSections.contains(o) else { continue }
            let count = old.sectionLayouts[o].itemCount - (removed[o]?.count ?? 0) + (fixed[t]?.count ?? 0)
            guard count == new.sectionLayouts[t].itemCount else {
                throw .unsupported(
                    "section \(t) has \(count) items after the changes, but the new layout has \(new.sectionLayouts[t].itemCount)"
                )
            }
        }
    }
}

/// Lists the changes of a checked plan.
struct ChangeWalk {
    let old: SectionedGridLayout
    let new: SectionedGridLayout
    let plan: ChangePlan
    var deletions: [ItemFrameChange] = []
    var changes: [ItemFrameChange] = []

    init(old: SectionedGridLayout, new: SectionedGridLayout, plan: ChangePlan) {
        self.old = old
        self.new = new
        self.plan = plan
    }

    func oldFrame(_ s: Int, _ i: Int) -> LayoutRect {
        old.localFrame(old.sectionLayouts[s], i).movedDown(by: old.spans[s].itemsStart)
    }

    func newFrame(_ s: Int, _ i: Int) -> LayoutRect {
        new.localFrame(new.sectionLayouts[s], i).movedDown(by: new.spans[s].itemsStart)
    }

    mutating func run() throws(CollectionLayoutError) {
        for o in 0..<old.sectionCount {
            let all = plan.oldGone[o] || plan.reloadedSections.contains(o)
            for i in all ? Array(0..<old.sectionLayouts[o].itemCount) : (plan.deleted[o] ?? []) {
                deletions.append(
                    ItemFrameChange(
                        kind: .deleted, oldPath: ItemPath(section: o, item: i), newPath: nil, oldFrame: oldFrame(o, i),
                        newFrame: nil))
            }
        }
        for (t, source) in plan.newSource.enumerated() {
            if let o = source, !plan.reloadedSections.contains(o) {
                walkSection(o, t)
            } else {
                for j in 0..<new.sectionLayouts[t].itemCount { inserted(t, j) }
            }
        }
    }

    mutating func inserted(_ t: Int, _ j: Int) {
        changes.append(
            ItemFrameChange(
                kind: .inserted, oldPath: nil, newPath: ItemPath(section: t, item: j), oldFrame: nil, newFrame: newFrame(t, j)))
    }

    /// A surviving item: listed when reloaded or when its frame changed.
    mutating func survivor(_ from: ItemPath, _ to: ItemPath, reloaded: Bool) {
        let a = oldFrame(from.section, from.item)
        let b = newFrame(to.section, to.item)
        guard reloaded || a != b else { return }
        changes.append(ItemFrameChange(kind: reloaded ? .reloaded : .moved, oldPath: from, newPath: to, oldFrame: a, newFrame: b))
    }
}

/// The state of one section's walk: the survivors' cursor over the old indices.
private struct SectionCursor {
    var old = 0  // the next old index to consider
    var removed = 0  // the next of the removed indices
    var reloaded = 0  // the next of the reloaded indices
}

extension ChangeWalk {
    /// Maps section `o`'s survivors onto section `t`'s free positions, run by run.
    mutating func walkSection(_ o: Int, _ t: Int) {
        let removed = plan.removed[o] ?? []
        let reloads = plan.reloaded[o] ?? []
        let newCount = new.sectionLayouts[t].itemCount
        // Frames by index are the same before and after when the uniform grid, the
        // container and the section's place are (a waterfall's depend on every item
        // before: all are compared).
        var same = false
        var tail = Int.max
        if let a = old.sectionLayouts[o].uniform, let b = new.sectionLayouts[t].uniform {
            same =
                old.containerSize == new.containerSize && a.grid == b.grid
                && old.spans[o].itemsStart == new.spans[t].itemsStart
            // A moved incomplete last row (centred or trailing) changes with the count.
            if a.grid.incompleteRowAlignment != .columns {
                let n = a.columnCount
                tail = min(max(0, (a.itemCount - 1) / n * n), max(0, (b.itemCount - 1) / n * n))
            }
        }
        var cursor = SectionCursor()
        var position = 0
        func run(_ walk: inout ChangeWalk, _ start: Int, _ length: Int) {
            var j = start
            var remaining = length
            while remaining > 0 {
                while cursor.removed < removed.count && removed[cursor.removed] == cursor.old {
                    cursor.old += 1
                    cursor.removed += 1
                }
                let end = cursor.removed < removed.count ? removed[cursor.removed] : Int.max
                let count = min(remaining, end - cursor.old)
                walk.piece(o, t, cursor.old, j, count, same: same, tail: tail, reloads, &cursor.reloaded)
                cursor.old += count
                j += count
                remaining -= count
            }
        }
        for (index, source) in plan.fixed[t] ?? [] {
            run(&self, position, index - position)
            if let from = source {
                survivor(from, ItemPath(section: t, item: index), reloaded: false)
            } else {
                inserted(t, index)
            }
            position = index + 1
        }
        run(&self, position, newCount - position)
    }

    /// Old items `a ..< a + count` of section `o` become new items `b ..< b + count` of `t`.
    mutating func piece(
        _ o: Int, _ t: Int, _ a: Int, _ b: Int, _ count: Int, same: Bool, tail: Int, _ reloads: [Int], _ r: inout Int
    ) {
        var first = a
        if same && a == b {
            // Unchanged frames, but for the reloads and a moved last row.
            first = max(a, min(tail, a + count))
            while r < reloads.count && reloads[r] < first {
                survivor(ItemPath(section: o, item: reloads[r]), ItemPath(section: t, item: reloads[r]), reloaded: true)
                r += 1
            }
        }
        for i in first..<(a + count) {
            let isReload = r < reloads.count && reloads[r] == i
            if isReload { r += 1 }
            survivor(ItemPath(section: o, item: i), ItemPath(section: t, item: b + i - a), reloaded: isReload)
        }
    }
}
