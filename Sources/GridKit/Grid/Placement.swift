// css-grid-1 §8.3 Line-based Placement — https://www.w3.org/TR/css-grid-1/#line-placement
// css-grid-1 §8.5 Grid Item Placement Algorithm — https://www.w3.org/TR/css-grid-1/#auto-placement-algo
//
// Lines named or numbered resolve to origin-zero lines (clamped per §5.4); items with
// an auto position are then placed by the cursor of §8.5, sparse or dense. Cell
// occupancy is a bitmap that grows along the flow axis only (amortized O(1) per
// row), and a dense search starts at the first row that still has room.

/// Which end of a placement is being resolved.
enum LineSide { case start, end }

extension ExplicitTracks {
    /// A definite line for `placement` on `side`, or nil for auto / span.
    func resolveLine(_ placement: GridPlacement, side: LineSide) -> OriginZeroLine? {
        switch placement {
        case .auto, .span, .namedSpan: return nil
        case .line(let n): return OriginZeroLine.fromCSS(n, explicitCount: count).clamped()
        case .named(let name, let n):
            // A lone name first looks for the area line `name-start` / `name-end`.
            // (`firstLines`: the line a subgrid's lone name takes in Chromium, SubgridLineNames.swift.)
            let area = name + (side == .start ? "-start" : "-end")
            if n == 1, let lines = lineNames[area], let first = lines.first {
                return OriginZeroLine(firstLines.isEmpty ? first : firstLines[area] ?? first)
            }
            let lines = lineNames[name] ?? []
            if n > 0 {
                if n == 1, !firstLines.isEmpty, let first = firstLines[name] { return OriginZeroLine(first) }
                if n <= lines.count { return OriginZeroLine(lines[n - 1]) }
                return OriginZeroLine(count + (n - lines.count)).clamped()  // implicit lines all bear the name
            } else {
                let k = -n
                if k <= lines.count { return OriginZeroLine(lines[lines.count - k]) }
                return OriginZeroLine(-(k - lines.count)).clamped()
            }
        }
    }

    /// The line `placement` (a span) reaches from `from`, going forward or back.
    func spanEnd(_ placement: GridPlacement, from: OriginZeroLine, forward: Bool) -> OriginZeroLine {
        switch placement {
        case .namedSpan(let name, let n):
            let lines = lineNames[name] ?? []
            if forward {
                let after = lines.filter { $0 > from.value }
                if n <= after.count { return OriginZeroLine(after[n - 1]) }
                return OriginZeroLine(max(count, from.value) + (n - after.count)).clamped()
            } else {
                let before = lines.filter { $0 < from.value }
                if n <= before.count { return OriginZeroLine(before[before.count - n]) }
                return OriginZeroLine(min(0, from.value) - (n - before.count)).clamped()
            }
        case .span(let n): return (forward ? from + n : from - n).clamped()
        default: return forward ? from + 1 : from - 1
        }
    }

    /// The lines of an item in this axis when at least one end is definite; else nil
    /// and the span that auto-placement will need. In a subgridded axis the lines past
    /// the subgrid's are hypothetical implicit lines, clamped only during and after
    /// auto-placement (css-grid-2 §9, `AutoPlacer.clampToSubgrids`).
    func resolve(_ line: GridLine) -> (span: LineSpan?, autoSpan: Int) {
        let start = resolveLine(line.start, side: .start)
        let end = resolveLine(line.end, side: .end)
        switch (start, end) {
        case (let s?, let e?):
            if s == e { return (LineSpan(start: s, end: (s + 1)), 1) }
            return (LineSpan(start: min(s, e), end: max(s, e)), 1)
        case (let s?, nil):
            let e = spanEnd(line.end, from: s, forward: true)
            return (LineSpan(start: s, end: e == s ? s + 1 : e), 1)
        case (nil, let e?):
            let s = spanEnd(line.start, from: e, forward: false)
            return (LineSpan(start: s == e ? e - 1 : s, end: e), 1)
        case (nil, nil):
            // Both indefinite (§8.3.1): of two spans the end's is removed, and a span
            // for a named line counts 1.
            var span = 1
            switch (line.start, line.end) {
            case (.span(let n), _), (.auto, .span(let n)): span = n
            default: break
            }
            return (nil, min(span, OriginZeroLine.limit))
        }
    }
}

/// Which cells are taken, for auto-placement: a bitmap over [secondary range] x
/// [primary lines from `primaryStart`], growing along the primary (flow) axis by
/// doubling, so a row costs amortized O(1).
struct CellOccupancy {
    let secondaryStart: Int
    private(set) var secondaryCount: Int
    let primaryStart: Int
    private var cells: [Bool] = []
    private var filledInRow: [Int32] = []
    /// Rows marked so far (rows past it are free).
    private(set) var rowCount = 0
    /// The first primary line (from `primaryStart`) that may still have a free cell.
    private(set) var firstOpenRow = 0
    /// Per secondary line: every row before this one is taken on that line. Dense
    /// packing starts an item's search there, not at the first row, so a column that
    /// fills up is not scanned again by every later item placed in it.
    private var firstFreeRowOfLine: [Int32]
    /// Per width: no row before this one has that many free cells side by side.
    private var firstRowFitting: [Int32]
    /// Per row: every secondary line before this one is taken in that row.
    private var firstFreeLineOfRow: [Int32] = []

    /// The placed areas themselves instead of the bitmap, when the bitmap would be
    /// large (``TakenAreas``): then no array here grows with a span or a line number.
    private var taken: TakenAreas?

    /// Whether placed areas are kept as rectangles rather than cells.
    var keepsAreas: Bool { taken != nil }

    /// Cells and areas looked at so far (the operation count of the complexity tests).
    var probes: Int { taken?.inspected ?? cellProbes }
    private var cellProbes = 0

    /// An empty occupancy over the secondary lines `secondary`, rows from
    /// `primaryStart`: a bitmap, or the placed areas when `keepingAreas`.
    init(secondary: Range<Int>, primaryStart: Int, keepingAreas: Bool = false) {
        secondaryStart = secondary.lowerBound
        secondaryCount = max(1, secondary.count)
        self.primaryStart = primaryStart
        if keepingAreas {
            taken = TakenAreas()
            (firstFreeRowOfLine, firstRowFitting) = ([], [])
        } else {
            firstFreeRowOfLine = [Int32](repeating: 0, count: secondaryCount)
            firstRowFitting = [Int32](repeating: 0, count: secondaryCount + 1)
        }
    }

    /// Forgets the areas that end at or before `line` along the flow (sparse packing,
    /// whose cursor never goes back); the bitmap keeps its cells.
    mutating func forget(before line: Int) {
        taken?.forget(endingBy: line)
    }

    /// The ends of a taken area that overlaps `primary` x `secondary` (a candidate can
    /// move past them), or nil when the area is free. With the bitmap, which knows
    /// cells and not areas, the ends are one line past the candidate's start.
    mutating func blocker(primary: Range<Int>, secondary: Range<Int>) -> (primaryEnd: Int, secondaryEnd: Int)? {
        if taken != nil { return taken?.blocker(primary: primary, secondary: secondary) }
        return isFree(primary: primary, secondary: secondary) ? nil : (primary.lowerBound + 1, secondary.lowerBound + 1)
    }

    /// Makes room for the secondary lines up to `end` (exclusive), all free: items
    /// locked to a row may extend the implicit grid across the flow (§8.5 step 2), and
    /// the cells they take there must be kept. Widths double, so this is amortized.
    mutating func widen(toSecondaryEnd end: Int) {
        let needed = end - secondaryStart
        guard needed > secondaryCount else { return }
        guard taken == nil else {
            secondaryCount = needed
            return
        }
        let old = secondaryCount
        let width = max(needed, 2 * old)
        let rows = filledInRow.count
        var wider = [Bool](repeating: false, count: rows * width)
        cells.withUnsafeBufferPointer { from in
            wider.withUnsafeMutableBufferPointer { to in
                for r in 0..<rows {
                    for c in 0..<old { to[r * width + c] = from[r * old + c] }
                }
            }
        }
        cells = wider
        secondaryCount = width
        firstFreeRowOfLine.append(contentsOf: repeatElement(0, count: width - old))
        // New free cells in every row: rows that were full, or too narrow, may fit now.
        firstRowFitting = [Int32](repeating: 0, count: width + 1)
        firstOpenRow = 0
    }

    /// The first row (from `primaryStart`) where the lines `secondary` may all be free:
    /// each row before it has a taken cell on one of them.
    func firstRowFree(secondary: Range<Int>) -> Int {
        var row = firstOpenRow
        guard taken == nil else { return row }
        let s0 = max(0, secondary.lowerBound - secondaryStart)
        let s1 = min(secondaryCount, secondary.upperBound - secondaryStart)
        for s in s0..<max(s0, s1) { row = max(row, Int(firstFreeRowOfLine[s])) }
        return row
    }

    /// The first row (from `primaryStart`) that may have `width` free cells side by side.
    func firstRowFitting(width: Int) -> Int {
        taken == nil && width >= 1 && width <= secondaryCount ? max(firstOpenRow, Int(firstRowFitting[width])) : firstOpenRow
    }

    /// Records that `row` has no `width` free cells side by side (the caller looked at
    /// every position of it): the bound moves past it when it was the bound.
    mutating func noteNoRoom(width: Int, row: Int) {
        guard taken == nil, width >= 1 && width <= secondaryCount, row == firstRowFitting(width: width) else { return }
        firstRowFitting[width] = Int32(clamping: row + 1)
    }

    /// Makes room for `rows` rows, doubling (amortized O(1) per row).
    private mutating func grow(toRows rows: Int) {
        guard rows > filledInRow.count else { return }
        let newRows = max(rows, 2 * filledInRow.count, 16)
        cells.append(contentsOf: repeatElement(false, count: (newRows - filledInRow.count) * secondaryCount))
        firstFreeLineOfRow.append(contentsOf: repeatElement(0, count: newRows - filledInRow.count))
        filledInRow.append(contentsOf: repeatElement(0, count: newRows - filledInRow.count))
    }

    /// The first secondary line where the rows `primary` may all be free: each line
    /// before it has a taken cell in one of them (rows not marked yet are free).
    func firstLineFree(primary: Range<Int>) -> Int {
        var line = 0
        guard taken == nil else { return secondaryStart }
        let p0 = max(0, primary.lowerBound - primaryStart)
        let p1 = min(rowCount, primary.upperBound - primaryStart)
        for p in p0..<max(p0, p1) { line = max(line, Int(firstFreeLineOfRow[p])) }
        return secondaryStart + line
    }

    /// Whether the area is free in the bitmap; lines outside it are free.
    private mutating func isFree(primary: Range<Int>, secondary: Range<Int>) -> Bool {
        let p0 = max(0, primary.lowerBound - primaryStart)
        let p1 = min(rowCount, primary.upperBound - primaryStart)
        guard p0 < p1 else { return true }
        let s0 = max(0, secondary.lowerBound - secondaryStart)
        let s1 = min(secondaryCount, secondary.upperBound - secondaryStart)
        guard s0 < s1 else { return true }
        cellProbes += (p1 - p0) * (s1 - s0)
        return cells.withUnsafeBufferPointer { c in
            for p in p0..<p1 {
                let row = p * secondaryCount
                for s in s0..<s1 where c[row + s] { return false }
            }
            return true
        }
    }

    /// Marks the area taken, and moves the per-line, per-row and per-width bounds past it.
    mutating func mark(primary: Range<Int>, secondary: Range<Int>) {
        let p0 = max(0, primary.lowerBound - primaryStart)
        let p1 = primary.upperBound - primaryStart
        guard p0 < p1 else { return }
        if taken != nil {
            taken?.add(primary: primary, secondary: secondary)
            rowCount = max(rowCount, p1)
            return
        }
        grow(toRows: p1)
        rowCount = max(rowCount, p1)
        let s0 = max(0, secondary.lowerBound - secondaryStart)
        let s1 = min(secondaryCount, secondary.upperBound - secondaryStart)
        guard s0 < s1 else { return }
        let n = secondaryCount
        defer {
            // Lines whose first free row was just taken find their next one (cells are
            // never freed, so each line's bound only moves forward: amortized O(1)).
            for s in s0..<s1 {
                var r = Int(firstFreeRowOfLine[s])
                while r < rowCount && cells[r * n + s] { r += 1 }
                firstFreeRowOfLine[s] = Int32(clamping: r)
            }
            for p in p0..<p1 {
                var l = Int(firstFreeLineOfRow[p])
                while l < n && cells[p * n + l] { l += 1 }
                firstFreeLineOfRow[p] = Int32(clamping: l)
            }
        }
        if p1 - p0 == 1 && s1 - s0 == 1 {
            // One cell, the common case: no loops.
            let k = p0 * n + s0
            if !cells[k] {
                cells[k] = true
                filledInRow[p0] += 1
            }
        } else {
            cells.withUnsafeMutableBufferPointer { c in
                filledInRow.withUnsafeMutableBufferPointer { filled in
                    for p in p0..<p1 {
                        for s in s0..<s1 where !c[p * n + s] {
                            c[p * n + s] = true
                            filled[p] += 1
                        }
                    }
                }
            }
        }
        while firstOpenRow < rowCount && Int(filledInRow[firstOpenRow]) == secondaryCount { firstOpenRow += 1 }
    }
}

extension Range<Int> {
    /// The smallest range holding this one and `other`.
    @inline(__always)
    func covering(_ other: Range<Int>) -> Range<Int> {
        Swift.min(lowerBound, other.lowerBound)..<Swift.max(upperBound, other.upperBound)
    }

    /// The smallest range holding this one and `span`'s lines.
    @inline(__always)
    func union(_ span: LineSpan) -> Range<Int> { covering(span.start.value..<span.end.value) }
}

/// An item's placement as its style gives it: a span when no line is named, else
/// an index into the lines to resolve.
struct PlacementInput {
    var rowSpan: Int32
    var columnSpan: Int32
    /// Index into the `lines` given to ``placeItems(_:lines:columns:rows:flow:)``, or -1.
    var lines: Int32
}

/// The placement of one item after §8.5, in origin-zero lines (compact: placements
/// are kept for a whole layout pass).
struct ItemPlacement {
    private(set) var columnStart: Int32, columnEnd: Int32, rowStart: Int32, rowEnd: Int32
    /// An item's lines, in 32-bit storage (lines are clamped far below its range).
    init(column: LineSpan, row: LineSpan) {
        columnStart = Int32(clamping: column.start.value)
        columnEnd = Int32(clamping: column.end.value)
        rowStart = Int32(clamping: row.start.value)
        rowEnd = Int32(clamping: row.end.value)
    }
    /// An item's lines, already 32-bit.
    init(column: (start: Int32, end: Int32), row: (start: Int32, end: Int32)) {
        (columnStart, columnEnd) = column
        (rowStart, rowEnd) = row
    }
    var column: LineSpan { LineSpan(start: OriginZeroLine(Int(columnStart)), end: OriginZeroLine(Int(columnEnd))) }
    var row: LineSpan { LineSpan(start: OriginZeroLine(Int(rowStart)), end: OriginZeroLine(Int(rowEnd))) }
}

/// css-grid-1 §8.5: places every item, in order. `lines` holds the row and column
/// placements of the items that name lines; `keepingAreas` forces the occupancy kind
/// (tests), which is otherwise chosen by the size a bitmap could reach.
func placeItems(
    _ items: [PlacementInput], lines: [(row: GridLine, column: GridLine)], columns: ExplicitTracks,
    rows: ExplicitTracks, flow: GridAutoFlow, reusing buffer: consuming [ItemPlacement] = [],
    keepingAreas: Bool? = nil
) -> PlacedItems {
    var placer = AutoPlacer(
        items, lines: lines, columns: columns, rows: rows, flow: flow, buffer: consume buffer, keepingAreas: keepingAreas)
    placer.run()
    let (p, s) = (placer.primaryExtent, placer.secondaryExtent)
    var outcome = PlacedItems(
        placements: placer.placed, columns: placer.primaryIsRow ? s : p, rows: placer.primaryIsRow ? p : s,
        probes: placer.occupancy.probes, keptAreas: placer.occupancy.keepsAreas)
    outcome.clampToLineLimit(columnsStart: min(0, outcome.columns.lowerBound), rowsStart: min(0, outcome.rows.lowerBound))
    return outcome
}

extension PlacedItems {
    /// css-grid-1 §5.4: the implicit grid holds at most ``OriginZeroLine/limit`` tracks
    /// in each axis, counted from its first line (`columnsStart`, `rowsStart`); lines
    /// past that are clamped to it, an item there keeping its last track (Chromium 156
    /// does so: an item on line 10,000,000 and one on -10,000,000 lie 9,999,999 rows apart).
    mutating func clampToLineLimit(columnsStart: Int, rowsStart: Int) {
        let limit = OriginZeroLine.limit
        guard columns.upperBound - columnsStart > limit || rows.upperBound - rowsStart > limit else { return }
        func clamp(_ l: LineSpan, from start: Int) -> LineSpan {
            let end = min(l.end.value, start + limit)
            return LineSpan(start: OriginZeroLine(min(l.start.value, end - 1)), end: OriginZeroLine(end))
        }
        for i in placements.indices {
            let p = placements[i]
            placements[i] = ItemPlacement(column: clamp(p.column, from: columnsStart), row: clamp(p.row, from: rowsStart))
        }
        columns = columns.lowerBound..<min(columns.upperBound, columnsStart + limit)
        rows = rows.lowerBound..<min(rows.upperBound, rowsStart + limit)
    }
}

/// The outcome of §8.5: each item's lines, and the lines the items cover in each axis
/// (with the explicit grid, they make the implicit grid's extent, §7.5).
struct PlacedItems {
    var placements: [ItemPlacement]
    /// The origin-zero lines the items cover (an empty range when there are none).
    var columns: Range<Int>
    var rows: Range<Int>
    /// Cells or areas looked at while placing (an operation count, for tests).
    var probes = 0
    /// Whether occupancy kept the placed areas rather than a bitmap of cells.
    var keptAreas = false
}

/// Whether a bitmap of cells would be too large for auto-placement: its rows are at
/// most the definite rows' extent plus every other item's span along the flow, its
/// width the secondary extent plus the spans of items locked to a row; and probing
/// it costs a span by a span per candidate.
struct BitmapBound {
    /// The sum of the spans along the flow of items without definite lines there.
    var autoRows = 0
    /// The last definite line along the flow.
    var primaryEnd = 0
    /// The sum of the spans across the flow of items without definite lines there.
    var autoWidth = 0
    var longestPrimary = 0
    var widestSecondary = 0

    /// Counts one item that names lines.
    mutating func count(primary: (span: LineSpan?, autoSpan: Int), secondary: (span: LineSpan?, autoSpan: Int)) {
        if let p = primary.span {
            primaryEnd = max(primaryEnd, p.end.value)
            longestPrimary = max(longestPrimary, p.span)
        } else {
            autoRows += primary.autoSpan
            longestPrimary = max(longestPrimary, primary.autoSpan)
        }
        if let s = secondary.span {
            widestSecondary = max(widestSecondary, s.span)
        } else {
            autoWidth += secondary.autoSpan
            widestSecondary = max(widestSecondary, secondary.autoSpan)
        }
    }

    /// Whether the placed areas should be kept instead of cells: when the bitmap could
    /// pass 2^16 cells and 64 per item, or one probe could look at more than 4,096 cells.
    func prefersAreas(secondary width: Int, primaryStart: Int, items: Int) -> Bool {
        let rows = Double(max(0, primaryEnd - primaryStart) + autoRows)
        let cells = Double(width + autoWidth) * rows
        return cells > max(Double(1 << 16), 64 * Double(items)) || longestPrimary * widestSecondary > 4096
    }
}

/// The state of §8.5 in flow-relative terms: the primary axis is the one the cursor
/// advances along (rows for `grid-auto-flow: row`), the secondary the one it fills.
private struct AutoPlacer {
    let primaryIsRow: Bool
    let dense: Bool
    /// The items as their styles give them; the few that name lines have them resolved
    /// in `lines`, at the same index as in the caller's list.
    let items: [PlacementInput]
    /// Per item that names lines: its lines where definite, and the spans auto-placement
    /// gives it where not (its input's spans are 0 there: "resolve the lines").
    var lines: [(primary: LineSpan?, secondary: LineSpan?, primarySpan: Int32, secondarySpan: Int32)] = []
    var secondaryLo = 0, secondaryHi = 0, primaryLo = 0
    /// The tracks of a subgridded axis along (across) the flow, nil for an axis of its own
    /// (css-grid-2 §9: its items are clamped into them, `clampToSubgrids`).
    let primarySubgrid: Int?, secondarySubgrid: Int?
    /// The line across the flow that auto-placement wraps at: the implicit grid's last
    /// line, or a subgridded axis' last (it has no implicit tracks).
    var secondaryEnd: Int { secondarySubgrid ?? secondaryHi }
    /// The longest span along the flow of the items that name no line.
    var longestAutoPrimarySpan: Int32 = 0
    var occupancy: CellOccupancy
    var placed: [ItemPlacement]
    /// The lines the items placed so far cover, along and across the flow.
    var primaryExtent = 0..<0
    var secondaryExtent = 0..<0
    /// Items placed by steps 1–2 (kept only when some item names a line).
    var done: [Bool] = []

    /// Item `i`'s span along the flow.
    @inline(__always) func primarySpan(_ i: Int) -> Int32 {
        if items[i].lines >= 0 { return lines[Int(items[i].lines)].primarySpan }
        return primaryIsRow ? items[i].rowSpan : items[i].columnSpan
    }
    /// Item `i`'s span across the flow.
    @inline(__always) func secondarySpan(_ i: Int) -> Int32 {
        if items[i].lines >= 0 { return lines[Int(items[i].lines)].secondarySpan }
        return primaryIsRow ? items[i].columnSpan : items[i].rowSpan
    }
    /// Item `i`'s definite lines along the flow, if it names them.
    @inline(__always) func primary(_ i: Int) -> LineSpan? { items[i].lines < 0 ? nil : lines[Int(items[i].lines)].primary }
    @inline(__always) func secondary(_ i: Int) -> LineSpan? {
        items[i].lines < 0 ? nil : lines[Int(items[i].lines)].secondary
    }

    init(
        _ items: [PlacementInput], lines named: [(row: GridLine, column: GridLine)], columns: ExplicitTracks,
        rows: ExplicitTracks, flow: GridAutoFlow, buffer: consuming [ItemPlacement], keepingAreas: Bool?
    ) {
        primaryIsRow = !flow.isColumn
        dense = flow.isDense
        (primarySubgrid, secondarySubgrid) =
            primaryIsRow ? (rows.subgridSpan, columns.subgridSpan) : (columns.subgridSpan, rows.subgridSpan)
        self.items = items
        let n = items.count
        secondaryHi = primaryIsRow ? columns.count : rows.count
        var widestAuto: Int32 = 1
        var longest: Int32 = 0
        var bound = BitmapBound()
        for item in items where item.lines < 0 {
            widestAuto = max(widestAuto, primaryIsRow ? item.columnSpan : item.rowSpan)
            longest = max(longest, primaryIsRow ? item.rowSpan : item.columnSpan)
            bound.autoRows += Int(primaryIsRow ? item.rowSpan : item.columnSpan)
        }
        longestAutoPrimarySpan = longest
        lines.reserveCapacity(named.count)
        for l in named {
            let r = rows.resolve(l.row)
            let c = columns.resolve(l.column)
            let (pri, sec) = primaryIsRow ? (r, c) : (c, r)
            lines.append((pri.span, sec.span, Int32(pri.autoSpan), Int32(sec.autoSpan)))
            bound.count(primary: pri, secondary: sec)
            // The implicit grid in the secondary axis: explicit tracks and definite positions…
            if let s = sec.span {
                secondaryLo = min(secondaryLo, s.start.value)
                secondaryHi = max(secondaryHi, s.end.value)
            } else {
                widestAuto = max(widestAuto, Int32(sec.autoSpan))
            }
            if let p = pri.span { primaryLo = min(primaryLo, p.start.value) }
        }
        // …and auto items' spans (§8.5 step 0, "determine the columns").
        secondaryHi = max(secondaryHi, secondaryLo + Int(widestAuto))
        bound.longestPrimary = max(bound.longestPrimary, Int(longest))
        bound.widestSecondary = max(bound.widestSecondary, Int(widestAuto))
        occupancy = CellOccupancy(
            secondary: secondaryLo..<secondaryHi, primaryStart: primaryLo,
            keepingAreas: keepingAreas
                ?? bound.prefersAreas(secondary: secondaryHi - secondaryLo, primaryStart: primaryLo, items: n))
        let zero = LineSpan(start: OriginZeroLine(0), end: OriginZeroLine(1))
        placed = consume buffer
        placed.refill(count: n, with: ItemPlacement(column: zero, row: zero)) { _ in }  // every item is placed below
        if !named.isEmpty { done = [Bool](repeating: false, count: n) }
    }

    /// Places item `i`; `done` records it for the later steps, which the cursor's own
    /// placements do not need.
    mutating func place(_ i: Int, primary p: LineSpan, secondary s: LineSpan, markDone: Bool = true) {
        placed[i] = primaryIsRow ? ItemPlacement(column: s, row: p) : ItemPlacement(column: p, row: s)
        if markDone { done[i] = true }
        primaryExtent = primaryExtent.isEmpty ? p.start.value..<p.end.value : primaryExtent.union(p)
        secondaryExtent = secondaryExtent.isEmpty ? s.start.value..<s.end.value : secondaryExtent.union(s)
        occupancy.mark(primary: p.start.value..<p.end.value, secondary: s.start.value..<s.end.value)
    }

    /// §8.5: steps 1–2 (items that name lines), then steps 3–4 (the rest, by the
    /// auto-placement cursor).
    mutating func run() {
        placeItemsNamingLines()
        let offsets = (primary: -primaryLo, secondary: -secondaryLo)
        if primarySubgrid != nil || secondarySubgrid != nil { clampToSubgrids(offsets: nil) }
        defer { if primarySubgrid != nil || secondarySubgrid != nil { clampToSubgrids(offsets: offsets) } }
        // 3–4. The rest, in order, with the auto-placement cursor. When no item names a
        // line, none spans more than one line along the flow, and packing is sparse,
        // nothing ahead of the cursor is ever taken: the cursor alone places every item
        // and no occupancy is kept.
        if !dense && lines.isEmpty && longestAutoPrimarySpan <= 1 {
            placeByCursorAlone()
            return
        }
        placeByCursor()
    }

    /// css-grid-2 §9: a subgrid has no implicit tracks in a subgridded axis, so its
    /// items' lines are clamped into its tracks ("using the same procedure as for
    /// clamping placement in an overly-large grid"), as Chromium 156 does it: once
    /// before step 3 (`offsets` nil), the items placed so far and the definite lines
    /// across the flow of the rest, and once after step 4 (`offsets` the lines that
    /// were before line 0), the items the cursor placed. The cells taken in steps 1–2
    /// stay where the lines put them, and the clamped lines of the rest are read in
    /// the grid whose first line was the first hypothetical one (Chromium forgets its
    /// offset there), so items clamped to an edge track can share it with auto items.
    private mutating func clampToSubgrids(offsets: (primary: Int, secondary: Int)?) {
        func clamp(_ l: LineSpan, _ tracks: Int?, shift: Int) -> LineSpan {
            guard let n = tracks else { return l }
            let start = max(0, min(l.start.value + shift, n - 1))
            let end = max(1, min(l.end.value + shift, n))
            return LineSpan(start: OriginZeroLine(start), end: OriginZeroLine(end))
        }
        let (pn, sn) = (primarySubgrid, secondarySubgrid)
        for i in placed.indices {
            let wasPlaced = !done.isEmpty && done[i]
            if let o = offsets {
                guard !wasPlaced else { continue }
                let p = placed[i]
                let (pri, sec) = primaryIsRow ? (p.row, p.column) : (p.column, p.row)
                let (a, b) = (clamp(pri, pn, shift: o.primary), clamp(sec, sn, shift: o.secondary))
                placed[i] = primaryIsRow ? ItemPlacement(column: b, row: a) : ItemPlacement(column: a, row: b)
            } else if wasPlaced {
                let p = placed[i]
                let (c, r) = primaryIsRow ? (sn, pn) : (pn, sn)
                placed[i] = ItemPlacement(column: clamp(p.column, c, shift: 0), row: clamp(p.row, r, shift: 0))
            } else if items[i].lines >= 0, let s = secondary(i), sn != nil {
                let c = clamp(s, sn, shift: 0)
                lines[Int(items[i].lines)].secondary = LineSpan(start: c.start + secondaryLo, end: c.end + secondaryLo)
            }
        }
    }

    /// Steps 1–2: items with a definite position in both axes, then items locked to a
    /// primary line (none when no item names a line).
    private mutating func placeItemsNamingLines() {
        let n = items.count
        // 1. Items with a definite position in both axes (none when no item names a line).
        for i in 0..<(lines.isEmpty ? 0 : n) where items[i].lines >= 0 {
            if let p = primary(i), let s = secondary(i) { place(i, primary: p, secondary: s) }
        }
        // 2. Items locked to a primary line (a definite row in row flow).
        var lockedCursor: [Int: Int] = [:]  // sparse: per primary start line, the next secondary line
        for i in 0..<(lines.isEmpty ? 0 : n) where items[i].lines >= 0 && !done[i] {
            guard let p = primary(i) else { continue }
            // A span across a subgridded axis is at most the subgrid's tracks, as in step 4.
            let span = max(1, min(Int(secondarySpan(i)), secondaryEnd - secondaryLo))
            // Dense packing starts past the lines its rows have full.
            var s =
                dense
                ? max(secondaryLo, occupancy.firstLineFree(primary: p.start.value..<p.end.value))
                : (lockedCursor[p.start.value] ?? secondaryLo)
            s = firstFreeSecondary(primary: p.start.value..<p.end.value, from: s, span: span)
            if s + span > secondaryHi {  // extends the implicit grid
                secondaryHi = s + span
                occupancy.widen(toSecondaryEnd: secondaryHi)
            }
            lockedCursor[p.start.value] = s + span
            place(i, primary: p, secondary: LineSpan(start: OriginZeroLine(s), end: OriginZeroLine(s + span)))
        }
    }

    /// Step 2's secondary line for an item on `primary` lines `span` lines wide: the
    /// first free from `start`. In a subgridded secondary axis Chromium 156 lets it start
    /// no further than the subgrid's last line (one hypothetical track past it, clamped
    /// later): past that, it takes the first line free on a later primary line, from the
    /// first, and keeps its own primary lines (Blink's `MoveCursorToFitGridSpan`).
    private mutating func firstFreeSecondary(primary: Range<Int>, from start: Int, span: Int) -> Int {
        var s = start
        var probe = primary
        while true {
            while s < secondaryHi + OriginZeroLine.limit,
                let b = occupancy.blocker(primary: probe, secondary: s..<(s + span))
            {
                s = b.secondaryEnd
                if let n = secondarySubgrid, s > n { break }
            }
            guard let n = secondarySubgrid, s > n, probe.lowerBound <= max(primaryExtent.upperBound, primary.upperBound)
            else { return s }
            probe = (probe.lowerBound + 1)..<(probe.upperBound + 1)
            s = secondaryLo
        }
    }

    /// Steps 3–4: the items not placed yet, in order, with the auto-placement cursor
    /// (sparse: it only moves forward; dense: it restarts at the first open row).
    private mutating func placeByCursor() {
        let n = items.count
        var cursorPrimary = primaryLo
        var cursorSecondary = secondaryLo
        for i in 0..<n where done.isEmpty || !done[i] {
            let pSpan = Int(primarySpan(i))
            if dense {
                cursorPrimary = max(primaryLo, occupancy.primaryStart + occupancy.firstOpenRow)
                cursorSecondary = secondaryLo
            } else {
                occupancy.forget(before: cursorPrimary)  // the cursor never goes back
            }
            if let s = secondary(i) {
                // A definite secondary position: move along the primary axis until it fits
                // (dense packing starts past the rows its lines have full).
                if !dense && s.start.value < cursorSecondary { cursorPrimary += 1 }
                if dense {
                    cursorPrimary = max(
                        cursorPrimary,
                        occupancy.primaryStart + occupancy.firstRowFree(secondary: s.start.value..<s.end.value))
                }
                while let b = occupancy.blocker(
                    primary: cursorPrimary..<(cursorPrimary + pSpan), secondary: s.start.value..<s.end.value)
                {
                    cursorPrimary = b.primaryEnd
                }
                cursorSecondary = s.start.value
                place(
                    i, primary: LineSpan(start: OriginZeroLine(cursorPrimary), end: OriginZeroLine(cursorPrimary + pSpan)),
                    secondary: s, markDone: false)
            } else {
                // Fully auto: scan cells in order.
                let span = max(1, min(Int(secondarySpan(i)), secondaryEnd - secondaryLo))
                if dense {
                    // Rows known to have no room this wide are not scanned again.
                    cursorPrimary = max(cursorPrimary, occupancy.primaryStart + occupancy.firstRowFitting(width: span))
                }
                // A row scanned from its first line where every position was taken stays
                // so until the first of the areas that took them ends: the next row to try.
                var rowFromStart = cursorSecondary == secondaryLo
                var rowTakenUntil = Int.max
                while true {
                    if cursorSecondary + span > secondaryEnd {
                        if dense && pSpan == 1 {
                            occupancy.noteNoRoom(width: span, row: cursorPrimary - occupancy.primaryStart)
                        }
                        let jump = rowFromStart && rowTakenUntil != Int.max ? rowTakenUntil : cursorPrimary + 1
                        cursorPrimary = max(cursorPrimary + 1, jump)
                        cursorSecondary = secondaryLo
                        (rowFromStart, rowTakenUntil) = (true, Int.max)
                        continue
                    }
                    guard
                        let b = occupancy.blocker(
                            primary: cursorPrimary..<(cursorPrimary + pSpan),
                            secondary: cursorSecondary..<(cursorSecondary + span))
                    else { break }
                    rowTakenUntil = min(rowTakenUntil, b.primaryEnd)
                    cursorSecondary = b.secondaryEnd
                }
                place(
                    i, primary: LineSpan(start: OriginZeroLine(cursorPrimary), end: OriginZeroLine(cursorPrimary + pSpan)),
                    secondary: LineSpan(start: OriginZeroLine(cursorSecondary), end: OriginZeroLine(cursorSecondary + span)),
                    markDone: false)
                cursorSecondary += span
            }
        }
    }

    /// Steps 3–4 when every item is auto in both axes, one line long along the flow,
    /// and packing is sparse: nothing ahead of the cursor is ever taken, so the cursor
    /// alone places every item, with no occupancy kept.
    private mutating func placeByCursorAlone() {
        let lo = secondaryLo
        let hi = secondaryEnd
        let primaryIsRow = primaryIsRow
        var cursorPrimary = Int32(clamping: primaryLo)
        var cursorSecondary = Int32(clamping: lo)
        var widest = Int32(clamping: lo)
        items.withUnsafeBufferPointer { input in
            placed.withUnsafeMutableBufferPointer { out in
                for i in 0..<input.count {
                    let requested = primaryIsRow ? input[i].columnSpan : input[i].rowSpan
                    let span = Int32(max(1, min(Int(requested), hi - lo)))
                    if Int(cursorSecondary) + Int(span) > hi {
                        cursorPrimary += 1  // the next line is empty: no cell to check
                        cursorSecondary = Int32(clamping: lo)
                    }
                    let p = (cursorPrimary, cursorPrimary + 1)
                    let s = (cursorSecondary, cursorSecondary + span)
                    out[i] = primaryIsRow ? ItemPlacement(column: s, row: p) : ItemPlacement(column: p, row: s)
                    cursorSecondary += span
                    widest = max(widest, cursorSecondary)
                }
            }
        }
        guard !items.isEmpty else { return }
        primaryExtent = primaryLo..<(Int(cursorPrimary) + 1)
        secondaryExtent = lo..<Int(widest)
    }
}

extension LayoutTree {
    /// What placement needs of `node`'s children, in order: the in-flow ones into
    /// `children` with their spans into `placements` (and, for the few that name lines,
    /// those lines, returned); `display: none` children are returned apart, absolutely
    /// positioned ones go to `absolute`. One pass over raw buffers into reused storage.
    func gatherChildren(
        of node: Int32, into children: inout [Int32], _ placements: inout [PlacementInput], absolute: inout [Int32]
    ) -> (lines: [(row: GridLine, column: GridLine)], hidden: [Int32], oneCellEach: Bool) {
        var lines: [(row: GridLine, column: GridLine)] = []
        var hidden: [Int32] = []
        var reordered = false
        var oneCellEach = true
        let childTotal = Int(childCount[Int(node)])
        var inFlow = 0
        children.resizeForOverwrite(to: childTotal, filler: -1)
        placements.resizeForOverwrite(to: childTotal, filler: PlacementInput(rowSpan: 1, columnSpan: 1, lines: -1))
        withBuffers(mutating: &children, &placements, nextSibling, styleIndex, styleFacts) {
            child, placement, next, styleOf, facts in
            // What placement needs of the last child's style, read again only when the
            // style changes.
            var lastStyle = -1
            var kind = 0  // 0 in flow, 1 hidden, 2 absolutely positioned
            var spans = PlacementInput(rowSpan: 1, columnSpan: 1, lines: -1)
            var c = firstChild[Int(node)]
            while c >= 0 {
                let si = Int(styleOf[Int(c)])
                if si != lastStyle {
                    lastStyle = si
                    reordered = reordered || facts[si].order != 0
                    oneCellEach = oneCellEach && facts[si].takesOneAutoCell
                    kind = facts[si].display == .none ? 1 : facts[si].position == .absolute ? 2 : 0
                    spans.rowSpan = facts[si].autoRowSpan
                    spans.columnSpan = facts[si].autoColumnSpan
                }
                if kind == 1 {
                    hidden.append(c)
                } else if kind == 2 {
                    absolute.append(c)
                } else {
                    child[inFlow] = c
                    var p = spans
                    if spans.rowSpan == 0 || spans.columnSpan == 0 {
                        // Lines are read from the style only when it names some.
                        p.lines = Int32(lines.count)
                        lines.append((styles[si].gridRow, styles[si].gridColumn))
                    }
                    placement[inFlow] = p
                    inFlow += 1
                }
                c = next[Int(c)]
            }
        }
        children.removeLast(childTotal - inFlow)
        placements.removeLast(childTotal - inFlow)
        if reordered { sortByOrder(&children, &placements) }
        return (lines, hidden, oneCellEach && !reordered)
    }

    /// css-grid-1 §8.5 places items in "order-modified document order"
    /// (css-display-3 §5.1): by `order`, then by place in the tree. A stable sort of
    /// the gathered items and their placement inputs, taken only when some child has
    /// a non-zero `order`.
    private func sortByOrder(_ children: inout [Int32], _ placements: inout [PlacementInput]) {
        let keyed = children.indices.map { (order: styleFacts[Int(styleIndex[Int(children[$0])])].order, index: $0) }
        let sorted = keyed.sorted { ($0.order, $0.index) < ($1.order, $1.index) }
        let oldChildren = children
        let oldPlacements = placements
        for (k, entry) in sorted.enumerated() {
            children[k] = oldChildren[entry.index]
            placements[k] = oldPlacements[entry.index]
        }
    }
}

extension LayoutTree {
    /// Step 3 of the driver (§8.3, §8.5): gathers `node`'s children (in-flow ones into
    /// `s.children`, absolutely positioned ones into `s.absolute`; `display: none`
    /// ones get zero frames in a layout pass) and places the in-flow ones into
    /// `s.placed`, or takes the placement kept earlier in the pass. Returns the lines
    /// the items cover in each axis.
    mutating func placeChildren(
        _ node: Int32, _ container: GridContainer, _ explicit: ExplicitGrid, _ mode: LayoutMode, _ s: inout GridScratch
    ) -> (columns: Range<Int>, rows: Range<Int>) {
        s.absolute.removeAll(keepingCapacity: true)
        let (lines, hidden, oneCellEach) = gatherChildren(
            of: node, into: &s.children, &s.placementInputs, absolute: &s.absolute)
        s.childrenTakeOneCellEach = oneCellEach
        if mode == .performLayout {
            for c in hidden {
                setFrame(c, .zero)
                hideSubtree(c)
            }
        }
        let outcome: PlacedItems
        if let kept = gridCaches.placement(
            of: node, explicit, itemCount: s.placementInputs.count, forLayout: mode == .performLayout)
        {
            outcome = kept
        } else {
            outcome = placeItems(
                s.placementInputs, lines: lines, columns: explicit.columns, rows: explicit.rows,
                flow: container.style.gridAutoFlow, reusing: recycle(&s.placed))
            gridCaches.keep(outcome, of: node, explicit)
        }
        s.placed = outcome.placements
        return (outcome.columns, outcome.rows)
    }
}
