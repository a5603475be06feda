// css-grid-2 §9.1 Line Name Inheritance — https://www.w3.org/TR/css-grid-2/#subgrid-listing
// css-grid-2 §9.2 Named Area Inheritance — https://www.w3.org/TR/css-grid-2/#subgrid-area-inheritance
//
// A subgrid's lines bear its own names, its parent's names over the lines it spans
// (counted from the other end when the two run in opposite directions), and the
// names of the areas it sees: its own, clamped into its tracks, and its parent's
// that overlap it, clamped the same way ("a named grid area exists representing
// that partially overlapped area of the subgrid"). As Chromium 156 does it (its
// `GridLineResolver`): a parent area kept because it overlaps the subgrid in one
// subgridded axis is clamped in the other too (it then names the edge track
// there), and to the first track in an axis the subgrid does not subgrid; an area
// both name takes the lower start and the lower end; areas are never reversed; and
// a name only the parent gives keeps the parent's order when reversed, so that a
// lone name (`grid-column: a`) takes what is then the last line (`firstLines`).

extension ExplicitTracks {
    /// The subgrid's axis over the parent's lines `start...start + span` (counted from
    /// the parent's first implicit line): the parent's names there, without its areas'
    /// names, in the subgrid's lines, and those listed last to first. As Chromium 156
    /// (Blink's `GridLineResolver`, ExpandAutoRepeatTracksFromParent): the names are
    /// counted from the explicit grid's first line all the same, and with an auto
    /// repetition, lines outside it as if it were one track, its own names apart
    /// (`AutoRepetitionNames`).
    func namesForSubgrid(start: Int, span: Int, gap: Double) -> SubgridAxis {
        func inside(_ lines: [Int]) -> [Int] { lines.filter { $0 >= start && $0 <= start + span }.map { $0 - start } }
        var axis = SubgridAxis(span: span, names: [:], parentGap: gap)
        if let r = autoRepeat, r.total > 0 {
            for (name, lines) in r.plain where !inside(lines).isEmpty { axis.names[name] = inside(lines) }
            for (name, positions) in r.repeated {
                // Chromium's expansion: the line `insertion + position + i + j` for each
                // repetition i and each track j of one (the same lines when it has one
                // track), that is `m` = i + j from 0 to repetitions + tracks - 2.
                var lines = Set<Int>()
                for q in positions {
                    let first = r.insertion + q
                    let low = max(first, start)
                    let high = min(first + r.repetitions + r.trackCount - 2, start + span)
                    if low <= high { lines.formUnion(low...high) }
                }
                let mine = inside(lines.sorted())
                if !mine.isEmpty { axis.repeatNames[name] = mine }
            }
            axis.repeatShift = SubgridAxis.RepeatShift(insertion: r.insertion, total: r.total, low: start)
            return axis
        }
        for (name, lines) in namesWithoutAreas ?? lineNames where !inside(lines).isEmpty { axis.names[name] = inside(lines) }
        axis.descending = descendingNames.filter { axis.names[$0] != nil }
        return axis
    }

    /// Sets the names of a subgridded axis: `own` (its `<line-name-list>`), the
    /// parent's (`axis.names`, reversed when `reversed`) and the areas' `areaLines`.
    mutating func mergeSubgridNames(
        own: [String: [Int]], _ axis: SubgridAxis, reversed: Bool, areaLines: [String: [Int]]
    ) {
        var merged = own.mapValues { Array(Set($0)).sorted() }
        var descending = Set<String>()
        for (name, parentLines) in axis.names {
            let lines = reversed ? parentLines.map { axis.span - $0 } : parentLines
            if let mine = own[name] {
                merged[name] = Array(Set(mine + lines)).sorted()
            } else {
                merged[name] = Array(Set(lines)).sorted()
                if axis.descending.contains(name) != reversed && lines.count > 1 { descending.insert(name) }
            }
        }
        if let shift = axis.repeatShift {
            Self.expandParentRepetition(&merged, &descending, axis, shift, reversed: reversed)
        }
        var all = merged
        for (name, lines) in areaLines { all[name] = Array(Set((all[name] ?? []) + lines)).sorted() }
        lineNames = all
        namesWithoutAreas = merged
        descendingNames = descending
        firstLines = [:]
        for name in descending {
            // Chromium's first line of a name: the first of its list, or of the areas' lines.
            let listed = merged[name]?.last ?? 0
            firstLines[name] = min(listed, areaLines[name]?.first ?? listed)
        }
    }

    /// Chromium 156's ExpandAutoRepeatTracksFromParent, for a parent whose axis has an
    /// auto repetition: every name the subgrid has so far (its own and the parent's)
    /// has its lines at or past the repetition's insertion point moved on by the
    /// repetition's tracks, and kept only while within the parent's lines the subgrid
    /// spans (compared as numbers, though the one counts from the subgrid's first line
    /// and the other from the parent's); then the repetition's own names are added.
    static func expandParentRepetition(
        _ merged: inout [String: [Int]], _ descending: inout Set<String>, _ axis: SubgridAxis,
        _ shift: SubgridAxis.RepeatShift, reversed: Bool
    ) {
        let had = Set(merged.keys)
        for (name, lines) in merged {
            let before = lines.filter { $0 < shift.insertion }
            let kept = before + lines.filter { $0 >= shift.insertion }.map { $0 + shift.total }
                .filter { $0 >= shift.low && $0 <= shift.low + axis.span }
            merged[name] = kept.isEmpty ? nil : kept
            if kept.count < 2 { descending.remove(name) }
        }
        for (name, positions) in axis.repeatNames {
            let lines = reversed ? positions.map { axis.span - $0 } : positions
            if had.contains(name) {
                merged[name] = Array(Set((merged[name] ?? []) + lines)).sorted()
                descending.remove(name)
            } else {
                merged[name] = Array(Set(lines)).sorted()
                if reversed && lines.count > 1 { descending.insert(name) }
            }
        }
    }
}

extension ExplicitGrid {
    /// The named areas a subgrid sees, in its lines: its own (`own`), clamped into
    /// each subgridded axis, and its parent's (`context.areas`), an area both name
    /// taking the lower start and the lower end in each axis.
    static func subgridAreas(_ own: GridTemplateAreas?, _ context: SubgridContext) -> [GridTemplateAreas.Area] {
        var areas = own?.areas ?? []
        for i in areas.indices {
            if let c = context.columns {
                (areas[i].columnStart, areas[i].columnEnd) = clampArea(areas[i].columnStart, areas[i].columnEnd, 0, c.span)
            }
            if let r = context.rows {
                (areas[i].rowStart, areas[i].rowEnd) = clampArea(areas[i].rowStart, areas[i].rowEnd, 0, r.span)
            }
        }
        for inherited in context.areas {
            guard let i = areas.firstIndex(where: { $0.name == inherited.name }) else {
                areas.append(inherited)
                continue
            }
            areas[i].columnStart = min(areas[i].columnStart, inherited.columnStart)
            areas[i].columnEnd = min(areas[i].columnEnd, inherited.columnEnd)
            areas[i].rowStart = min(areas[i].rowStart, inherited.rowStart)
            areas[i].rowEnd = min(areas[i].rowEnd, inherited.rowEnd)
        }
        return areas
    }

    /// The names `areas` give the lines of `axis`: `name-start` and `name-end`.
    static func areaLines(_ areas: [GridTemplateAreas.Area], _ axis: LayoutAxis) -> [String: [Int]] {
        var names: [String: [Int]] = [:]
        for a in areas {
            let (s, e) = axis == .horizontal ? (a.columnStart, a.columnEnd) : (a.rowStart, a.rowEnd)
            names[a.name + "-start", default: []].append(s)
            names[a.name + "-end", default: []].append(e)
        }
        return names
    }

    /// The areas of this (the parent's) grid a subgrid over the parent's lines
    /// `columns` / `rows` (nil: an axis it does not subgrid) sees, in its lines: those
    /// that overlap it in a subgridded axis, clamped into it (to its first track in an
    /// axis it does not subgrid).
    func areasForSubgrid(_ style: BoxStyle, columns: Range<Int>?, rows: Range<Int>?) -> [GridTemplateAreas.Area] {
        let mine = subgridAreas ?? style.gridTemplateAreas?.areas ?? []
        guard !mine.isEmpty else { return [] }
        func overlaps(_ s: Int, _ e: Int, _ r: Range<Int>?) -> Bool {
            guard let r else { return false }
            return s < r.upperBound && e > r.lowerBound
        }
        var out: [GridTemplateAreas.Area] = []
        for var a in mine
        where overlaps(a.columnStart, a.columnEnd, columns) || overlaps(a.rowStart, a.rowEnd, rows) {
            let c = columns ?? 0..<1
            let r = rows ?? 0..<1
            (a.columnStart, a.columnEnd) = Self.clampArea(a.columnStart, a.columnEnd, c.lowerBound, c.upperBound)
            (a.rowStart, a.rowEnd) = Self.clampArea(a.rowStart, a.rowEnd, r.lowerBound, r.upperBound)
            (a.columnStart, a.columnEnd) = (a.columnStart - c.lowerBound, a.columnEnd - c.lowerBound)
            (a.rowStart, a.rowEnd) = (a.rowStart - r.lowerBound, a.rowEnd - r.lowerBound)
            out.append(a)
        }
        return out
    }

    /// The parent's lines an item spans in `axis`, counted from the parent's first
    /// implicit line: Chromium 156 compares them with the parent's areas as they are,
    /// counted from its explicit grid's first line (Blink's `GridLineResolver`).
    static func parentLines(_ core: GridItem.Core, _ axis: LayoutAxis) -> Range<Int> {
        let (lower, upper) = axis == .horizontal ? (core.columnLower, core.columnUpper) : (core.rowLower, core.rowUpper)
        let start = (Int(lower) - 1) / 2
        return start..<(start + TrackIndex.span(lower, upper))
    }

    /// An area's lines `start..<end` clamped into the lines `low...high`: at least
    /// its edge track when it lies outside them.
    static func clampArea(_ start: Int, _ end: Int, _ low: Int, _ high: Int) -> (Int, Int) {
        (max(low, min(start, high - 1)), max(low + 1, min(end, high)))
    }
}
