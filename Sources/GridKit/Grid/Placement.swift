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
            if n == 1, let lines = lineNames[name + (side == .start ? "-start" : "-end")], let first = lines.first {
                return OriginZeroLine(first)
            }
            let lines = lineNames[name] ?? []
            if n > 0 {
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
    /// and the span that auto-placement will need.
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
            // Both indefinite: the span is the start's, else the end's (a named span counts 1).
            var span = 1
            if case .span(let n) = line.start { span = n } else if case .span(let n) = line.end { span = n }
            return (nil, min(span, maximumGridLine))
        }
    }
}

/// Which cells are taken, for auto-placement: a bitmap over [secondary range] x
/// [primary lines from `primaryStart`], growing along the primary (flow) axis.
struct CellOccupancy {
    let secondaryStart: Int
    let secondaryCount: Int
    let primaryStart: Int
    private(set) var cells: [Bool] = []
    /// The first primary line that may still have a free cell (for dense packing).
    var firstOpenRow = 0
    private var filledInRow: [Int32] = []

    init(secondary: Range<Int>, primaryStart: Int) {
        secondaryStart = secondary.lowerBound
        secondaryCount = max(1, secondary.count)
        self.primaryStart = primaryStart
    }

    var rowCount: Int { filledInRow.count }

    private mutating func grow(toRows rows: Int) {
        guard rows > filledInRow.count else { return }
        let extra = rows - filledInRow.count
        cells.append(contentsOf: repeatElement(false, count: extra * secondaryCount))
        filledInRow.append(contentsOf: repeatElement(0, count: extra))
    }

    /// Whether the area is free; lines outside the bitmap's rows are free.
    func isFree(primary: Range<Int>, secondary: Range<Int>) -> Bool {
        let p0 = max(0, primary.lowerBound - primaryStart), p1 = min(rowCount, primary.upperBound - primaryStart)
        guard p0 < p1 else { return true }
        let s0 = secondary.lowerBound - secondaryStart, s1 = secondary.upperBound - secondaryStart
        for p in p0..<p1 {
            let row = p * secondaryCount
            for s in max(0, s0)..<min(secondaryCount, max(s0, s1)) where cells[row + s] { return false }
        }
        return true
    }

    mutating func mark(primary: Range<Int>, secondary: Range<Int>) {
        let p0 = max(0, primary.lowerBound - primaryStart), p1 = primary.upperBound - primaryStart
        guard p0 < p1 else { return }
        grow(toRows: p1)
        let s0 = max(0, secondary.lowerBound - secondaryStart), s1 = min(secondaryCount, secondary.upperBound - secondaryStart)
        guard s0 < s1 else { return }
        for p in p0..<p1 {
            let row = p * secondaryCount
            for s in s0..<s1 where !cells[row + s] {
                cells[row + s] = true
                filledInRow[p] += 1
            }
        }
        while firstOpenRow < rowCount && Int(filledInRow[firstOpenRow]) == secondaryCount { firstOpenRow += 1 }
    }
}

/// The placement of one item after §8.5, in origin-zero lines.
struct ItemPlacement {
    var column: LineSpan
    var row: LineSpan
}

/// css-grid-1 §8.5: places every item. `items` gives each item's style placement;
/// the result is in the same order.
func placeItems(_ items: [(row: GridLine, column: GridLine)], columns: ExplicitTracks, rows: ExplicitTracks,
                flow: GridAutoFlow) -> [ItemPlacement] {
    let primaryIsRow = !flow.isColumn  // the axis the cursor advances along
    // Resolve what is definite.
    var resolved: [(row: LineSpan?, rowSpan: Int, column: LineSpan?, columnSpan: Int)] = []
    resolved.reserveCapacity(items.count)
    for item in items {
        let r = rows.resolve(item.row), c = columns.resolve(item.column)
        resolved.append((r.span, r.autoSpan, c.span, c.autoSpan))
    }
    // The implicit grid in the secondary axis: explicit tracks, definite positions, and
    // auto items' spans (§8.5 step 0, "determine the columns").
    let secondaryExplicit = primaryIsRow ? columns.count : rows.count
    var secondaryLo = 0, secondaryHi = secondaryExplicit
    var primaryLo = 0
    for r in resolved {
        let (sec, secSpan, pri) = primaryIsRow ? (r.column, r.columnSpan, r.row) : (r.row, r.rowSpan, r.column)
        if let sec {
            secondaryLo = min(secondaryLo, sec.start.value)
            secondaryHi = max(secondaryHi, sec.end.value)
        } else {
            secondaryHi = max(secondaryHi, secondaryLo + secSpan)
        }
        if let pri { primaryLo = min(primaryLo, pri.start.value) }
    }
    var occupancy = CellOccupancy(secondary: secondaryLo..<secondaryHi, primaryStart: primaryLo)
    var placed = [ItemPlacement?](repeating: nil, count: items.count)

    func place(_ i: Int, primary: LineSpan, secondary: LineSpan) {
        placed[i] = primaryIsRow ? ItemPlacement(column: secondary, row: primary) : ItemPlacement(column: primary, row: secondary)
        occupancy.mark(primary: primary.start.value..<primary.end.value, secondary: secondary.start.value..<secondary.end.value)
    }
    func parts(_ i: Int) -> (pri: LineSpan?, priSpan: Int, sec: LineSpan?, secSpan: Int) {
        let r = resolved[i]
        return primaryIsRow ? (r.row, r.rowSpan, r.column, r.columnSpan) : (r.column, r.columnSpan, r.row, r.rowSpan)
    }

    // 1. Items with a definite position in both axes.
    for i in items.indices {
        let p = parts(i)
        if let pri = p.pri, let sec = p.sec { place(i, primary: pri, secondary: sec) }
    }
    // 2. Items locked to a primary line (a definite row in row flow).
    var lockedCursor: [Int: Int] = [:]  // sparse: per primary start line, the next secondary line
    for i in items.indices where placed[i] == nil {
        let p = parts(i)
        guard let pri = p.pri else { continue }
        var s = flow.isDense ? secondaryLo : (lockedCursor[pri.start.value] ?? secondaryLo)
        while true {
            let range = s..<(s + p.secSpan)
            if occupancy.isFree(primary: pri.start.value..<pri.end.value, secondary: range) || s + p.secSpan > secondaryHi + maximumGridLine {
                break
            }
            s += 1
        }
        if s + p.secSpan > secondaryHi { secondaryHi = s + p.secSpan }  // extends the implicit grid
        lockedCursor[pri.start.value] = s + p.secSpan
        place(i, primary: pri, secondary: LineSpan(start: OriginZeroLine(s), end: OriginZeroLine(s + p.secSpan)))
    }
    // 3–4. The rest, in order, with the auto-placement cursor.
    var cursorPrimary = primaryLo, cursorSecondary = secondaryLo
    for i in items.indices where placed[i] == nil {
        let p = parts(i)
        if flow.isDense {
            cursorPrimary = max(primaryLo, occupancy.primaryStart + occupancy.firstOpenRow)
            cursorSecondary = secondaryLo
        }
        if let sec = p.sec {
            // A definite secondary position: move along the primary axis until it fits.
            if !flow.isDense && sec.start.value < cursorSecondary { cursorPrimary += 1 }
            if flow.isDense { cursorPrimary = max(primaryLo, occupancy.primaryStart + occupancy.firstOpenRow) }
            while !occupancy.isFree(primary: cursorPrimary..<(cursorPrimary + p.priSpan), secondary: sec.start.value..<sec.end.value) {
                cursorPrimary += 1
            }
            cursorSecondary = sec.start.value
            place(i, primary: LineSpan(start: OriginZeroLine(cursorPrimary), end: OriginZeroLine(cursorPrimary + p.priSpan)), secondary: sec)
        } else {
            // Fully auto: scan cells in order.
            let span = min(p.secSpan, secondaryHi - secondaryLo)
            while true {
                if cursorSecondary + span > secondaryHi {
                    cursorPrimary += 1
                    cursorSecondary = secondaryLo
                    continue
                }
                if occupancy.isFree(primary: cursorPrimary..<(cursorPrimary + p.priSpan),
                                    secondary: cursorSecondary..<(cursorSecondary + span)) {
                    break
                }
                cursorSecondary += 1
            }
            place(i, primary: LineSpan(start: OriginZeroLine(cursorPrimary), end: OriginZeroLine(cursorPrimary + p.priSpan)),
                  secondary: LineSpan(start: OriginZeroLine(cursorSecondary), end: OriginZeroLine(cursorSecondary + max(1, span))))
            cursorSecondary += max(1, span)
        }
    }
    let fallback = ItemPlacement(column: LineSpan(start: OriginZeroLine(0), end: OriginZeroLine(1)),
                                 row: LineSpan(start: OriginZeroLine(0), end: OriginZeroLine(1)))
    return placed.map { $0 ?? fallback }  // every item was placed above
}
