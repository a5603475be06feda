// css-grid-2 §9 Subgrids, sizing — https://www.w3.org/TR/css-grid-2/#subgrid-sizing
// The parent's side of the exchange (Subgrid.swift has the subgrid's): it registers
// its subgrid children, sizes a subgridded axis over the subgrids' items as its own
// participants (with their extra layer of margin), and hands the sized tracks down.

extension LayoutTree {
    /// Step 5 for a parent: its items that are subgrids, each with a context saying
    /// how many of the parent's tracks it spans, their line names and the parent's gap.
    /// A subgrid is stretched in its subgridded axes whatever its `align-self` /
    /// `justify-self` (css-grid-2 §9): a row subgrid is in no baseline group of the
    /// parent's rows (`summary.baseline` chosen again without it).
    /// `sub`: the parent's own context when it is a subgrid itself.
    mutating func registerSubgrids(
        _ container: GridContainer, _ explicit: ExplicitGrid, _ sub: SubgridContext?, _ s: inout GridScratch,
        _ summary: inout ItemSummary
    ) -> [SubgridChild] {
        var found: [SubgridChild] = []
        var baselineMoved = false
        for i in s.items.indices {
            let core = s.items.cores[i]
            let style = styleAt(core.node)
            let columns = style.subgrids(.horizontal)
            let rows = style.subgrids(.vertical)
            guard columns || rows else { continue }
            if rows && core.align != .stretch {
                baselineMoved = baselineMoved || core.align == .baseline
                s.items.cores[i].align = .stretch
            }
            if columns { s.items.cores[i].justify = .stretch }
            found.append(SubgridChild(item: i, node: core.node, columns: columns, rows: rows))
            var context = SubgridContext()
            context.sizedAgain = sub?.sizedAgain ?? false
            if columns {
                context.columns = subgridAxis(
                    Int(core.columnLower), Int(core.columnUpper), explicit.columns,
                    gap: container.columnGap)
                context.columns?.parentRightToLeft = container.style.direction == .rightToLeft
                context.columns?.sizingGridRightToLeft =
                    sub?.columns?.sizingGridRightToLeft ?? (container.style.direction == .rightToLeft)
                let inherited = sub?.columns?.fixedMaximums ?? []
                context.columns?.fixedMaximums = stride(from: core.columnLower, to: core.columnUpper, by: 2).map {
                    Self.fixedMaximums(s.columns.tracks, Int($0)..<Int($0) + 1, inherited: inherited)
                }
                let inheritedKinds = sub?.columns?.sizedByContent ?? []
                context.columns?.sizedByContent = stride(from: Int(core.columnLower), to: Int(core.columnUpper), by: 2).map {
                    let t = s.columns.tracks[$0]
                    let column = ($0 - 1) / 2
                    return t.hasIntrinsicMin || t.hasIntrinsicMax || t.isFlexible
                        || (inheritedKinds.indices.contains(column) && inheritedKinds[column])
                }
                if sub?.columns == nil {
                    context.columns?.fixedMaximumsArea = Self.fixedMaximumsArea(
                        s.columns.tracks, core.columnTracks, container.inner.width)
                }
            }
            if rows {
                context.rows = subgridAxis(
                    Int(core.rowLower), Int(core.rowUpper), explicit.rows, gap: container.rowGap)
                context.rows?.namesReversed = container.style.direction != style.direction
                // In a row subgrid, the rows it was handed or the fixed ones it took
                // (`injectSubgridTracksBeforeSizing`: lengths; its own auto rows are not),
                // for a subgrid of the rows alone: it is measured as one box, its rows known
                // (Chromium 156). A subgrid of the columns too has its items size columns
                // whose grid has not finished its rows: none then.
                if sub?.rows == nil {
                    context.rows?.fixedMaximumsArea = Self.fixedMaximumsArea(
                        s.rows.tracks, core.rowTracks, container.inner.height)
                }
                let known = sub?.rows == nil || !columns
                context.rows?.fixedSizes = known ? fixedRowSizes(container, s.rows.tracks, core.rowTracks) : []
            }
            context.fixedColumnArea = !columns && Self.fixedSizes(s.columns.tracks, core.columnTracks)
                && !Self.spansContentSizedColumn(sub, core.columnTracks)
            context.fixedRowArea = !rows && Self.fixedSizes(s.rows.tracks, core.rowTracks)
            context.widthFromColumns = rows && !columns && Self.widthIsContent(core, style)
            context.areas = explicit.areasForSubgrid(
                container.style, columns: columns ? ExplicitGrid.parentLines(core, .horizontal) : nil,
                rows: rows ? ExplicitGrid.parentLines(core, .vertical) : nil)
            subgrids.contexts[core.node] = context
        }
        if baselineMoved { summary.baseline = baselineChoice(s.items) }
        if sub?.rows?.isKnownBeforeSizing == true { handDownKnownRows(found, ownColumns: sub?.columns == nil, s) }
        return found
    }

    /// A subgrid whose parent has sized its rows, or fixed them all, hands them on to its
    /// own row subgrid children before any column is sized, as Chromium 156's sizing tree
    /// has them: with `ownColumns` (it sizes its columns itself) their items' row areas
    /// count there (a ratio item of a subgrid of both axes in a row subgrid widens its
    /// column to its row's height); otherwise as the grid that sizes the columns counts its own.
    private mutating func handDownKnownRows(_ children: [SubgridChild], ownColumns: Bool, _ s: borrowing GridScratch) {
        handDown(.vertical, children, s, final: false)
        guard ownColumns else { return }
        for c in children where c.rows { subgrids.contexts[c.node]?.rows?.knownBeforeColumns = true }
    }

    /// Whether a row subgrid's columns are its content's (§10.3, css-sizing-3): a content
    /// keyword width, or an auto one not stretched (an alignment other than
    /// `normal` / `stretch`, or an auto margin; with a ratio and a height other than auto,
    /// `normal` does not stretch either, css-grid-1 §6.2). A ratio then gives the box
    /// the width of its area's height, at least its columns' length under an auto width
    /// and a height other than auto (`containerSize`; Chromium 156 sizes the columns in
    /// its parent's sizing tree, before that height is known).
    static func widthIsContent(_ core: GridItem.Core, _ style: BoxStyle) -> Bool {
        let ratio = style.aspectRatio != nil
        switch style.width {
        case .minContent, .maxContent, .fitContent: return true
        case .auto:
            let normalStretches = !ratio || style.height.isAuto
            let stretches = core.justify == .stretch || (core.justify == .normal && normalStretches)
            return !stretches || style.margin.left == .auto || style.margin.right == .auto
        default: return false
        }
    }

    /// Per row `range` spans, its size when its maximum is fixed (css-grid-1 §11.1 step 1:
    /// whatever its minimum, as for a plain item), its growth limit as `estimatedRows`
    /// takes it, else nil; empty when none is (or a row collapsed).
    func fixedRowSizes(_ container: GridContainer, _ rows: [GridTrack], _ range: Range<Int>) -> [Double?] {
        if rows[range].contains(where: { $0.isCollapsed || $0.count != 1 }) { return [] }
        var tracks = Array(rows[range])
        _ = initializeTrackSizes(&tracks, container.sizingInput(.vertical))
        let sizes = tracks.indices.filter { !tracks[$0].isGutter }.map {
            tracks[$0].hasIntrinsicMax || tracks[$0].isFlexible || !tracks[$0].growthLimit.isFinite
                ? nil : tracks[$0].growthLimit
        }
        return sizes.contains { $0 != nil } ? sizes : []
    }

    /// Whether a column subgrid's tracks `range` (its own track indices) include one its
    /// sizing grid sizes by content (intrinsic or flexible): its columns are fixed only as
    /// copies, and Chromium 156 finds such an area indefinite when it builds its sizing tree.
    static func spansContentSizedColumn(_ sub: SubgridContext?, _ range: Range<Int>) -> Bool {
        guard let kinds = sub?.columns?.sizedByContent else { return false }
        return range.contains { $0 % 2 == 1 && kinds.indices.contains(($0 - 1) / 2) && kinds[($0 - 1) / 2] }
    }

    /// Whether every track of `range` has a fixed minimum and maximum (a length, or a
    /// percentage of a definite size): its length is known before the tracks are sized.
    static func fixedSizes(_ tracks: [GridTrack], _ range: Range<Int>) -> Bool {
        !tracks[range].contains { !$0.isGutter && ($0.hasIntrinsicMin || $0.hasIntrinsicMax || $0.isFlexible) }
    }

    /// Whether a track in `range` has a percentage sizing function.
    static func spansPercentage(_ tracks: [GridTrack], _ range: Range<Int>) -> Bool {
        tracks[range].contains { !$0.isGutter && ($0.minKind == .percent || $0.maxKind == .percent) }
    }

    /// The subgrid's axis over the parent's tracks `lower..<upper` (track indices):
    /// the parent's names over them, as Chromium 156 takes them (SubgridLineNames.swift).
    private func subgridAxis(_ lower: Int, _ upper: Int, _ explicit: ExplicitTracks, gap: Double) -> SubgridAxis {
        // Chromium compares the parent's names, counted from its explicit grid's first
        // line, with the subgrid's lines counted from the first implicit one.
        let start = (lower - 1) / 2
        let span = TrackIndex.span(Int32(lower), Int32(upper))
        return explicit.namesForSubgrid(start: start, span: span, gap: gap)  // SubgridLineNames.swift
    }

    /// Step 6 in one axis: skipped where a subgrid takes the axis from its parent;
    /// over the participants where subgrid children share it; then the sized tracks
    /// handed down to them. `areasKnown`: the rows are sized again in the height they
    /// found, and a row subgrid's percentages resolve against its area's width; the
    /// columns are sized again over the rows (a column subgrid's own rows as the rows'
    /// pass sized them, `participantHeight`).
    mutating func sizeGridAxis(
        _ axis: LayoutAxis, _ container: GridContainer, _ sub: SubgridContext?, _ children: [SubgridChild],
        _ s: inout GridScratch, otherTracks other: [GridTrack]?, input given: AxisSizingInput? = nil,
        areasKnown: Bool = false
    ) {
        var input = given ?? container.sizingInput(axis)
        input.takeSets(of: axis == .horizontal ? s.columns : s.rows)
        var other = other
        if axis == .vertical, let columns = other,
            let widened = columnsWithDistributedSpace(columns, container, ownColumns: sub?.columns == nil)
        {
            other = widened  // Alignment.swift: the space justify-content puts between them
        }
        // §11.7 sizes an indefinite fr again against the min-height the rows fall
        // short of; Chromium 156 does not for a column subgrid's own rows (its
        // min-height then grows the box, not the fr rows; §11.8 still uses it).
        // Nor against its max-height (§11.6 and §11.7 redo at it; Chromium 156 does not:
        // the rows reach their limits and fr sizes, the box alone is clamped).
        if axis == .vertical, let sub, sub.columns != nil, sub.rows == nil {
            input.flexIgnoresMinSize = true
            input.maxInnerSize = nil
        }
        if axis == .vertical { s.rows.flexPassedMax = false }
        if sub?.along(axis)?.isSized != true {
            if children.contains(where: { $0.along(axis) }) {
                var participants = subgridParticipants(
                    axis, children, s, rightToLeft: axis == .horizontal && container.style.direction == .rightToLeft,
                    areasKnown: areasKnown, rows: axis == .horizontal ? other : nil,
                    columnsFixed: sub?.columns?.fixedMaximums ?? [], columnsInner: container.inner.width,
                    heightFromRatio: container.heightFromRatio)
                // Blink's sets over the participants, placeholders cutting none: the same
                // before and after sizing (only the tracks' sizes change).
                let tracks = axis == .horizontal ? s.columns.tracks : s.rows.tracks
                let sets = input.sources.isEmpty ? nil : trackSets(tracks, input.sources, input.setClasses, participants, axis)
                if let sets { widenEdgePlaceholders(&participants, tracks, sets, input) }
                if axis == .horizontal {
                    sizeTracks(&s.columns.tracks, &participants, input, otherTracks: other)
                } else {
                    s.rows.flexPassedMax = sizeTracks(&s.rows.tracks, &participants, input, otherTracks: other)
                    takeSharedBaselines(&s.items)
                }
                if let sets { noteEdgeSets(axis, children, s, sets) }
            } else if axis == .horizontal {
                sizeTracks(&s.columns.tracks, &s.items, input, otherTracks: other)
            } else {
                s.rows.flexPassedMax = sizeTracks(&s.rows.tracks, &s.items, input, otherTracks: other)
            }
        } else if let a = sub?.along(axis) {
            let flip = axis == .horizontal && a.parentRightToLeft != (container.style.direction == .rightToLeft)
            noteNestedEdgeSets(axis, a, flip: flip, children, s)
        }
        handDown(axis, children, s, final: false)
    }

    /// Whether a column subgrid child has rows of its own not all lengths and an item whose
    /// width follows them: the first columns knew none of those rows, so the columns are
    /// sized again from the rows the row pass gave it (Chromium 156:
    /// HasSubgridWithIndefiniteStandaloneAxis with a block-size dependent item).
    func ownRowsPending(_ children: [SubgridChild]) -> Bool {
        children.contains { $0.columns && !$0.rows && !ownRowsAreLengths($0.node) && widthFollowsRows($0.node, facts($0.node)) }
    }

    /// Whether this grid, sizing its own rows (no subgrid, or a column subgrid), has a row
    /// subgrid child whose columns are its own: when no item of the grid's own needs its
    /// rows sized again, only the columns are (the subgrid's own columns over the rows it
    /// was handed, a ratio item among its items widening them), and the rows stay (Chromium 156:
    /// HasSubgridWithIndefiniteStandaloneAxis with a block-size dependent item; a
    /// subgridded item never counts in BlockSizeDependentGridItems, nor the subgrid
    /// as an item through them, ComputeSubgridMinMaxSizes; `subgrid-fix11a-*`). So too a
    /// subgrid child of both axes with such a subgrid below it, through subgrids of both
    /// axes (Chromium 156: a column subgrid inside one brings the pass, and a ratio item
    /// of the outer one widens the column to its 3.5px row; `subgrid-fix17-nested-own-axis-*`).
    func rowSubgridChildPending(_ subgrids: (SubgridContext?, [SubgridChild])) -> Bool {
        subgrids.0?.rows == nil
            && subgrids.1.contains { $0.rows && (!$0.columns || hasSubgridWithOwnAxis(under: $0.node)) }
    }

    /// Whether an in-flow child of `node`, or of its children that are subgrids of both
    /// axes, is a subgrid of one axis (the other its own).
    /// - Complexity: O(n), n the nodes walked.
    private func hasSubgridWithOwnAxis(under node: Int32) -> Bool {
        var c = firstChild[Int(node)]
        while c >= 0 {
            let style = styleAt(c)
            let (columns, rows) = (style.subgrids(.horizontal), style.subgrids(.vertical))
            if facts(c).isInFlow && (columns != rows || (columns && hasSubgridWithOwnAxis(under: c))) { return true }
            c = nextSibling[Int(c)]
        }
        return false
    }

    /// Notes for each column subgrid child the columns its own rows were sized over
    /// (`SubgridAxis.sizesForOwnRows`), before the columns are sized again.
    mutating func keepColumnsForOwnRows(_ children: [SubgridChild]) {
        for c in children where c.columns && !c.rows {
            guard var a = subgrids.contexts[c.node]?.columns else { continue }
            (a.startsForOwnRows, a.sizesForOwnRows) = (a.starts, a.sizes)
            subgrids.contexts[c.node]?.columns = a
        }
    }

    /// Blink sizes a set as one record, so a subgrid's edge placeholder (css-grid-2 §9),
    /// which cuts no set, sizes the whole set its edge track is in, adding to it the
    /// subgrid's margin, border and padding whatever gutters the set holds: each
    /// placeholder in `items` spans that set when its tracks are one stretch
    /// (TrackSets.swift, `setStretches`), its size grown by the gutters inside, and a
    /// subgrid's two placeholders in one set add up, as its two edges in one track do.
    /// Three `0.5fr` implicit rows under a subgrid's 6px top padding are then 2px each,
    /// 6px in all, as in Chromium 156 (`subgrid-fix11-*`).
    private mutating func widenEdgePlaceholders(
        _ items: inout GridItems, _ tracks: [GridTrack], _ sets: TrackSets, _ input: AxisSizingInput
    ) {
        guard items.cores.contains(where: { $0.node < 0 }) else { return }
        let stretch = setStretches(tracks, sets)
        var previous: (index: Int, set: Range<Int>)?
        for k in items.indices where items.cores[k].node < 0 {
            let r = items.cores[k].tracks(input.axis)
            let index = Int(-1 - items.cores[k].node)
            guard r.count == 1, let set = stretch[r.lowerBound], subgrids.placeholders.indices.contains(index) else { continue }
            if input.axis == .horizontal {
                (items.cores[k].columnLower, items.cores[k].columnUpper) = (Int32(set.lowerBound), Int32(set.upperBound))
            } else {
                (items.cores[k].rowLower, items.cores[k].rowUpper) = (Int32(set.lowerBound), Int32(set.upperBound))
            }
            // The subgrid's end placeholder in the set of its start one: one sum.
            if let p = previous, p.set == set, subgrids.placeholderOwners[p.index] == subgrids.placeholderOwners[index] {
                subgrids.placeholders[p.index] += subgrids.placeholders[index]
                subgrids.placeholders[index] = 0
                previous = nil
            } else {
                subgrids.placeholders[index] += gutterSum(tracks, set, input)
                previous = (index, set)
            }
        }
    }

    /// The gutters inside the track-entry range `set`, as sized at the start of §11.
    private func gutterSum(_ tracks: [GridTrack], _ set: Range<Int>, _ input: AxisSizingInput) -> Double {
        stride(from: set.lowerBound + 1, to: set.upperBound - 1, by: 2).reduce(0) {
            $0 + (tracks[$1].fixedMinimum(input.innerSize) ?? 0)
        }
    }

    /// Notes for each subgrid child of `axis` the set of each track it spans (Blink's
    /// sets, TrackSets.swift, over the grid's items and the subgrids'), and so which of
    /// them are in the set of its first track and in that of its last
    /// (`SubgridAxis.takeSets`): its margin, border and padding at each edge come off
    /// that whole set, not the edge track alone (`subgridTracks`).
    private mutating func noteEdgeSets(
        _ axis: LayoutAxis, _ children: [SubgridChild], _ s: borrowing GridScratch, _ sets: TrackSets
    ) {
        let tracks = axis == .horizontal ? s.columns.tracks : s.rows.tracks
        var setOf = [Int](repeating: -1, count: tracks.count)
        for k in sets.sets.indices {
            for i in sets.entries(k) where i < setOf.count { setOf[i] = k }
        }
        noteSpannedSets(axis, children, s) { setOf[$0] }
    }

    /// A subgrid not sizing `axis` (`sub`'s, sized by its parent) hands each subgrid
    /// child of that axis the sets of the tracks it spans, as its own parent noted them
    /// (`SubgridAxis.setIDs`; `flip`: its tracks run against its parent's): Chromium 156
    /// copies a subgrid's sets from its parent's, so a nested subgrid's insets come off
    /// the set at its edge at every level (`subgrid-fix12a-*`).
    private mutating func noteNestedEdgeSets(
        _ axis: LayoutAxis, _ sub: SubgridAxis, flip: Bool, _ children: [SubgridChild], _ s: borrowing GridScratch
    ) {
        let n = sub.span
        guard sub.setIDs.count == n else { return }
        noteSpannedSets(axis, children, s) { i in
            let own = (i - 1) / 2
            return own < n ? sub.setIDs[flip ? n - 1 - own : own] : -1
        }
    }

    /// Gives each subgrid child of `axis` the sets of the tracks it spans (`setOf`, by
    /// track entry of this grid; -1: none).
    private mutating func noteSpannedSets(
        _ axis: LayoutAxis, _ children: [SubgridChild], _ s: borrowing GridScratch, _ setOf: (Int) -> Int
    ) {
        for c in children where c.along(axis) {
            guard var a = subgrids.contexts[c.node]?.along(axis) else { continue }
            let range = s.items.cores[c.item].tracks(axis)
            a.takeSets(stride(from: range.lowerBound, to: range.upperBound, by: 2).map(setOf))
            subgrids.contexts[c.node]?.set(axis, a)
        }
    }

    /// Hands each subgrid child the geometry of the tracks it spans in `axis`
    /// (physical starts from the area's left or top edge, and sizes): from the base
    /// sizes after sizing, from the offsets once content is distributed (`final`).
    mutating func handDown(_ axis: LayoutAxis, _ children: [SubgridChild], _ s: borrowing GridScratch, final: Bool) {
        let tracks = axis == .horizontal ? s.columns.tracks : s.rows.tracks
        for c in children where c.along(axis) {
            guard var a = subgrids.contexts[c.node]?.along(axis) else { continue }
            let range = s.items.cores[c.item].tracks(axis)
            var starts: [Double] = []
            var sizes: [Double] = []
            var cursor = 0.0
            // Rows distributed twice reach a row subgrid as the first distribution spaced
            // them (Chromium 156 made its tracks then), from its area's final start.
            let share = axis == .vertical && final ? s.rows.secondShare : 0
            for i in stride(from: range.lowerBound, to: range.upperBound, by: 2) {
                let k = Double((i - range.lowerBound) / 2)
                starts.append(final ? tracks[i].offset - k * share : cursor)
                sizes.append(tracks[i].baseSize)
                cursor += tracks[i].baseSize + (i + 1 < range.upperBound ? tracks[i + 1].baseSize : 0)
            }
            if !final && a.parentRightToLeft {  // logical order runs from the right
                starts = zip(starts, sizes).map { cursor - $0 - $1 }
            }
            let low = starts.min() ?? 0
            a.starts = starts.map { $0 - low }
            a.sizes = sizes
            let bars = scrollbars.shown[c.node] ?? .zero
            a.autoBarWhenSized = axis == .horizontal ? bars.width - scrollbars.keptOutOfTracks(c.node) : bars.height
            subgrids.contexts[c.node]?.set(axis, a)
        }
    }

    /// The items that size the parent's tracks in `axis`: its own, less the subgrids
    /// of that axis, plus those subgrids' items (through nested subgrids) spanning
    /// the parent's tracks, each with its extra margins noted.
    mutating func subgridParticipants(
        _ axis: LayoutAxis, _ children: [SubgridChild], _ s: borrowing GridScratch, rightToLeft: Bool, areasKnown: Bool,
        rows: [GridTrack]?, columnsFixed: [Bool], columnsInner: Double?, heightFromRatio: Bool
    ) -> GridItems {
        let columnsKnown = axis == .horizontal && areasKnown
        var out = GridItems()
        var skip = Set<Int>()
        for c in children where c.along(axis) { skip.insert(c.item) }
        for i in s.items.indices where !skip.contains(i) { out.append(s.items[i]) }
        let ownItems = out.count
        let kinds = axis == .horizontal ? s.columns.kindCounts.prefixCounts : s.rows.kindCounts.prefixCounts
        for c in children where c.along(axis) {
            let core = s.items.cores[c.item]
            let range = core.tracks(axis)
            var place = ParticipantPlace(
                axis: axis, firstTrack: (range.lowerBound - 1) / 2, span: core.span(axis), inheritedStart: 0,
                inheritedEnd: 0, otherLower: axis == .horizontal ? core.rowLower : core.columnLower,
                otherUpper: axis == .horizontal ? core.rowUpper : core.columnUpper,
                width: axis == .vertical ? subgridWidth(s.items[c.item], s.columns.tracks) : nil,
                rightToLeft: rightToLeft)
            if axis == .horizontal {
                place.areasKnown = columnsKnown
                (place.sizesRows, place.height, place.width) = participantHeight(
                    s.items[c.item], rows: rows, columns: columnsKnown ? s.columns.tracks : nil)
            }
            // Chromium resolves the subgrid's percentages against its area only where the
            // columns it spans have fixed maximums (else they are 0 while its items size the
            // rows), or once the rows are sized again in the height they found; in a column
            // subgrid, where its parent's columns it spans have too (`columnsFixed`).
            if axis == .vertical
                && (areasKnown || Self.fixedMaximums(s.columns.tracks, core.columnTracks, inherited: columnsFixed))
            {
                place.areasKnown = areasKnown
                place.areaWidth = spannedSize(s.columns.tracks, core.columnTracks)
                if !areasKnown && columnsFixed.isEmpty {
                    place.edgePercentBasis = Self.fixedMaximumsWidth(s.columns.tracks, core.columnTracks, columnsInner)
                }
            }
            if axis == .vertical {
                place.columnAreaWidth = spannedSize(s.columns.tracks, core.columnTracks)
                // Percentages of a height its ratio gives are not known when Chromium 156
                // makes a subgrid's tracks (its block size is found after the columns).
                place.rowsFixed =
                    Self.fixedSizes(s.rows.tracks, core.rowTracks)
                    && !(heightFromRatio && Self.spansPercentage(s.rows.tracks, core.rowTracks))
            }
            collectParticipants(of: c.node, place, kinds, into: &out)
        }
        if axis == .vertical { shareBaselines(&out, ownItems: ownItems) }
        return out
    }

    /// The grid's own items' shims for the baseline groups they share with row
    /// subgrids' items (``shareBaselines(_:)``).
    private func takeSharedBaselines(_ items: inout GridItems) {
        for i in items.indices where items[i].hasBaselineAlignment {
            guard let top = subgrids.sharedBaselines[items[i].node], let (_, b) = subgrids.itemBaselines[items[i].node]
            else { continue }
            items[i].baselineShim = top - b
        }
    }

    /// css-grid-2 §9: the items of row subgrids take part in the baseline-sharing
    /// groups of the rows they span in the sizing grid (its own items' and other
    /// subgrids'): each group's baseline is noted for its members' own layouts
    /// (`SubgridState.sharedBaselines`) and their shims grow to meet it. A subgrid's
    /// item's baseline counts from its area's edge in the sizing grid's rows: its
    /// extra margin there (the items from `ownItems` on are the subgrids').
    private mutating func shareBaselines(_ items: inout GridItems, ownItems: Int) {
        func key(_ i: Int) -> (key: Int, baseline: Double, extra: Double)? {
            guard let (last, b) = subgrids.itemBaselines[items[i].node] else { return nil }
            let extra = i < ownItems ? nil : subgrids.extraMargins[items[i].node]
            let k = blockGroupKey(items[i], last: last)
            return (k, b, (last ? extra?.bottom : extra?.top) ?? 0)
        }
        var groups: [Int: Double] = [:]
        for i in items.indices {
            guard let (k, b, extra) = key(i) else { continue }
            groups[k] = max(groups[k] ?? -.infinity, b + extra)
        }
        for i in items.indices {
            guard let (k, b, extra) = key(i), let top = groups[k] else { continue }
            subgrids.sharedBaselines[items[i].node] = top - extra
            items[i].baselineShim = top - extra - b
        }
        // A subgrid's item that fell back still meets its group's baseline (Chromium 156,
        // SubgridBaselineFallback.swift), adding none of its own.
        for i in ownItems..<items.count {
            guard let fallback = subgrids.baselineFallbacks[items[i].node] else { continue }
            let k = blockGroupKey(items[i], last: fallback.last)
            let extra = subgrids.extraMargins[items[i].node]
            let top = groups[k].map { $0 - ((fallback.last ? extra?.bottom : extra?.top) ?? 0) }
            subgrids.sharedBaselines[items[i].node] = top
        }
    }

    /// Whether every column of `range` has a fixed maximum (neither intrinsic nor
    /// flexible, whatever its minimum): Chromium 156 knows such an area's width while
    /// rows are sized, and resolves a row subgrid's percentages against it.
    /// `inherited`: per column, whether a column subgrid's parent's column has (empty: all do).
    static func fixedMaximums(_ columns: [GridTrack], _ range: Range<Int>, inherited: [Bool] = []) -> Bool {
        for i in range where !columns[i].isGutter {
            if columns[i].hasIntrinsicMax || columns[i].isFlexible { return false }
            let column = (i - 1) / 2
            if inherited.indices.contains(column) && !inherited[column] { return false }
        }
        return true
    }

    /// The width of columns `range` as their fixed maximums give it (gutters as sized):
    /// Chromium 156's sizing tree knows an area over such columns by their growth
    /// limits before it sizes them, and a row subgrid's top and bottom percentages
    /// there resolve against it (`ParticipantPlace.edgePercentBasis`).
    static func fixedMaximumsWidth(_ columns: [GridTrack], _ range: Range<Int>, _ inner: Double?) -> Double {
        var width = 0.0
        for i in range {
            width += columns[i].isGutter ? columns[i].extent : columns[i].fixedMaximum(inner) ?? columns[i].extent
        }
        return width
    }

    /// The length of tracks `range` (gutters included) by their growth limits before
    /// sizing, when every track has a fixed maximum (a length, or a percentage of a
    /// known size; at least its fixed minimum), else nil: the area Chromium 156's
    /// sizing tree knows before it sizes them (`SubgridAxis.fixedMaximumsArea`).
    static func fixedMaximumsArea(_ tracks: [GridTrack], _ range: Range<Int>, _ inner: Double?) -> Double? {
        var length = 0.0
        for i in range {
            guard let limit = tracks[i].fixedMaximum(inner) else { return nil }
            length += max(limit, tracks[i].fixedMinimum(inner) ?? 0) * Double(tracks[i].count)
        }
        return length
    }

    /// Whether a column subgrid `item` sizes its own rows while its grid's columns are
    /// sized knowing `rows` (its row area there known, and some item's width following
    /// its rows), its border-box height then (its area's when stretched into it, else nil:
    /// its content's), and its width. Its items' widths then follow its rows through their
    /// ratios (css-grid-1 §11.1 steps 1 and 3, as for any item; css-grid-2 §9; Chromium
    /// 156 sizes a subgrid's own rows with its parent's). `columns`: the grid's columns
    /// as the rows were sized over them (nil in the first pass): the subgrid's own rows
    /// are those it had in them, in the width of its area there; in the first pass its
    /// rows are not known unless they are all lengths (Chromium's indefinite standalone axis).
    /// In a row subgrid, the grid whose rows it shares sized them: its rows are those that
    /// grid's last row pass gave it (`RowPassColumns`), and none before that pass.
    private mutating func participantHeight(_ item: GridItem, rows: [GridTrack]?, columns: [GridTrack]?)
        -> (sizesRows: Bool, height: Double?, width: Double?)
    {
        guard let rows, widthFollowsRows(item.node, facts(item.node)) else { return (false, nil, nil) }
        // A subgrid of the rows too: its items take no width from rows the parent has
        // not finished (Chromium 156; its rows are handed down after the parent's).
        if subgrids.contexts[item.node]?.rows != nil { return (false, nil, nil) }
        if columns == nil && !ownRowsAreLengths(item.node) { return (false, nil, nil) }
        let h = spannedSize(rows, item.rowTracks)
        guard h.isFinite else { return (false, nil, nil) }
        // In a row subgrid, its rows as an ancestor's row pass sized them, over the
        // columns it had then; none before that pass.
        let kept = columns == nil ? nil : subgrids.rowPassColumns[item.node]
        if columns != nil && kept == nil && subgrids.contexts[parent[Int(item.node)]]?.rows != nil {
            return (false, nil, nil)
        }
        let area = kept == nil ? nil : subgridParticipantArea(item.node)
        let box = self.box(item.node, OptionalSize(width: area, height: h))
        // Stretched, or its own height (a percentage of the area's, definite once the rows
        // are: Chromium 156 gives its ratio items their widths from it).
        let height = ratioStretchedHeight(item, style: facts(item.node), box: box, areaHeight: h) ?? box.size.height
        guard let columns else { return (true, height, nil) }
        if let kept, var c = subgrids.contexts[item.node]?.columns {
            (c.startsForOwnRows, c.sizesForOwnRows) = (kept.starts, kept.sizes)
            subgrids.contexts[item.node]?.columns = c
            return (true, height, subgridParticipantWidth(item.node))
        }
        return (true, height, subgridWidth(item, columns))
    }

    /// Forgets the columns the column subgrids under grid `node`, no subgrid, had in an
    /// earlier row pass (`RowPassColumns`): Chromium 156 builds a new sizing tree for
    /// each layout of such a grid; until its rows are sized, those subgrids' own rows
    /// are not (they give no width).
    /// - Complexity: O(r · d), r the subgrids noted, d their depth.
    mutating func forgetRowPassColumns(under node: Int32) {
        subgrids.rowPassColumns = subgrids.rowPassColumns.filter { !isAncestorOrSelf(node, of: $0.key) }
    }

    /// Whether subgrid `node`'s own rows are all lengths (its explicit and implicit
    /// ones): they are known before its parent sizes any track (css-grid-1 §11.1).
    func ownRowsAreLengths(_ node: Int32) -> Bool {
        let style = styleAt(node)
        return style.gridTemplateRows.allTracks.allSatisfy(\.isLength) && style.gridAutoRows.allSatisfy(\.isLength)
    }

    /// The width a subgrid child of the parent gets in its column area.
    private mutating func subgridWidth(_ item: GridItem, _ columns: [GridTrack]) -> Double {
        let area = spannedSize(columns, item.columnTracks)
        let box = self.box(item.node, OptionalSize(width: area, height: nil))
        if styleAt(item.node).subgrids(.horizontal) { return max(0, area - box.marginOrZero.horizontal) }
        return itemWidth(item, area: area, style: facts(item.node), box: box) ?? area
    }
}

/// Where a subgrid sits among the tracks of the grid that sizes them.
struct ParticipantPlace {
    var axis: LayoutAxis
    /// The sizing grid's first track (0-based in its track array) the subgrid spans, and how many.
    var firstTrack: Int
    var span: Int
    /// Extra margin the subgrid's own edges already carry (nested subgrids).
    var inheritedStart: Double
    var inheritedEnd: Double
    /// Extra margin the enclosing subgrids' inner lines already carry (half their gap
    /// differences, summed): the subgrid's inner lines are theirs too.
    var inheritedInner = 0.0
    /// The participants' range in the other axis (the top subgrid's there).
    var otherLower: Int32
    var otherUpper: Int32
    /// The subgrid's width, for its items' widths when rows are sized.
    var width: Double?
    /// Whether its own rows are sized while columns are sized (`participantHeight`), and
    /// its height then (nil: its content's).
    var sizesRows = false
    var height: Double?
    /// The width of its grid area when rows are sized: its percentage paddings and
    /// margins resolve against it (css-box-4 §3, css-grid-1 §6.3: the area is its
    /// containing block).
    var areaWidth: Double?
    /// Whether every area's width counts, over any column (the rows' second pass).
    var areasKnown = false
    /// What its top and bottom percentage margins and paddings resolve against in the
    /// sizing grid's rows when not `areaWidth` (nil): its area's width as the fixed
    /// maximums of its columns give it (`fixedMaximumsWidth`), its items' widths
    /// still those of the sized columns (Chromium 156).
    var edgePercentBasis: Double?
    /// The width of its grid area when rows are sized, known or not to `areaWidth`: its
    /// own columns see their percentage paddings and margins resolved against it
    /// (Chromium 156 sizes them once the parent's columns are known), while its vertical
    /// ones count in the sizing grid's rows only as `areaWidth` says.
    var columnAreaWidth: Double?
    /// Whether the sizing grid's columns run right to left.
    var rightToLeft = false
    /// Rows: whether the sizing grid's rows it spans (the top subgrid's) are all fixed:
    /// its edges as counted here are then its rows' for good (`RowSizingEdges`).
    var rowsFixed = false
}

extension LayoutTree {
    /// Appends subgrid `node`'s items as participants of the sizing grid (recursing
    /// into its subgrids of the same axis).
    mutating func collectParticipants(
        of node: Int32, _ place: ParticipantPlace, _ kinds: [TrackKindCounts.Before], into out: inout GridItems
    ) {
        let axis = place.axis
        var s = gridCaches.takeScratch()
        let (container, pass) = runParticipantPass(node, place, &s)
        let box = participantBox(node, container.box, place)
        let margin = box.marginOrZero
        let gap = subgridSizingGap(node, axis, container, areaWidth: place.areaWidth.map { place.edgePercentBasis ?? $0 })
        let parentGap = subgrids.contexts[node]?.along(axis)?.parentGap ?? gap
        let half = (gap - parentGap) / 2 + place.inheritedInner
        // Edges and lines in the sizing grid's order: a subgrid of the other direction
        // runs backwards in it (css-grid-2 §9).
        let (left, right) = Self.columnInsets(
            box, bar: subgridSizingBarWidth(node, box.scrollbar.width), rightToLeft: container.style.direction == .rightToLeft)
        let startEdge = axis == .vertical ? margin.top + box.border.top + box.padding.top : place.rightToLeft ? right : left
        let bottom = margin.bottom + box.border.bottom + box.padding.bottom + box.scrollbar.height
        let endEdge = axis == .vertical ? bottom : place.rightToLeft ? left : right
        let flip = axis == .horizontal && place.rightToLeft != (container.style.direction == .rightToLeft)
        var estimate: [GridTrack]? = nil  // its own rows as §11.1 step 1 has them, once needed
        if axis == .vertical {
            subgrids.rowSizingEdges[node] =
                place.rowsFixed ? RowSizingEdges(marginTop: margin.top, top: startEdge, bottom: endEdge) : nil
        }
        for i in s.items.indices {
            var item = s.items[i]
            let range = item.tracks(axis)
            let (a, b) =
                flip
                ? (place.span - range.upperBound / 2, place.span - (range.lowerBound - 1) / 2)
                : ((range.lowerBound - 1) / 2, range.upperBound / 2)
            let extraStart = a == 0 ? startEdge + place.inheritedStart : half
            let extraEnd = b == place.span ? endEdge + place.inheritedEnd : half
            if styleAt(item.node).subgrids(axis) {
                var inner = place
                inner.firstTrack += a
                inner.span = b - a
                (inner.inheritedStart, inner.inheritedEnd, inner.inheritedInner) = (extraStart, extraEnd, half)
                inner.edgePercentBasis = nil
                if pass == .full {
                    (inner.sizesRows, inner.height, inner.width) = participantHeight(
                        item, rows: s.rows.tracks, columns: place.width == nil ? nil : s.columns.tracks)
                }
                if axis == .vertical {
                    inner.width = subgridWidth(item, s.columns.tracks)
                    let fixed =
                        place.areaWidth != nil && (place.areasKnown || Self.fixedMaximums(s.columns.tracks, item.columnTracks))
                    inner.areaWidth = fixed ? spannedSize(s.columns.tracks, item.columnTracks) : nil
                    inner.columnAreaWidth = spannedSize(s.columns.tracks, item.columnTracks)
                }
                collectParticipants(of: item.node, inner, kinds, into: &out)
                continue
            }
            if axis == .horizontal && estimate == nil && pass != .full && subgrids.contexts[node]?.rows == nil {
                estimate = estimatedRows(container, s.rows.tracks)
            }
            let rowArea =
                axis == .horizontal
                ? participantRowArea(item, of: node, s.rows.tracks, estimate: estimate, pass, columnsAgain: place.areasKnown)
                : nil
            noteParticipant(item, axis, extra: (extraStart, extraEnd), rowArea: rowArea, columns: s.columns.tracks)
            item.core = participantCore(item.core, place, a, b, kinds)
            if axis == .horizontal { item.baselineShim = 0 }
            out.append(item)
        }
        let template = s.items.count > 0 ? s.items.cores[0] : GridItem.Core(node: -1)
        gridCaches.returnScratch(s)
        let (lower, upper) = TrackIndex.range(Int32(place.firstTrack), Int32(place.firstTrack + place.span))
        out.subgridLines += [Int(lower) - 1, Int(upper)]
        addEdgePlaceholders(
            of: node, template, place, start: startEdge + place.inheritedStart, end: endEdge + place.inheritedEnd, kinds,
            &out)
    }

    /// Notes what a subgrid's own `item` carries into the sizing grid's `axis`: its extra
    /// margins there (`extra`), and in columns its row area among the subgrid's rows
    /// (`rowArea`), in rows its width in its area among `columns`.
    private mutating func noteParticipant(
        _ item: GridItem, _ axis: LayoutAxis, extra edges: (start: Double, end: Double), rowArea: Double?,
        columns: [GridTrack]
    ) {
        var extra = subgrids.extraMargins[item.node] ?? Edges(top: 0, right: 0, bottom: 0, left: 0)
        if axis == .horizontal { (extra.left, extra.right) = edges } else { (extra.top, extra.bottom) = edges }
        subgrids.extraMargins[item.node] = extra
        if axis == .horizontal {
            subgrids.columnParticipants.insert(item.node)
            subgrids.participantRowAreas[item.node] = rowArea
        } else {
            let area = spannedSize(columns, item.columnTracks)
            let itemBox = self.box(item.node, OptionalSize(width: area, height: nil))
            subgrids.participantWidths[item.node] = itemWidth(item, area: area, style: facts(item.node), box: itemBox) ?? area
            subgrids.participantAreas[item.node] = area
            // A column subgrid's columns, which its own rows are sized over in this pass.
            let context = subgrids.contexts[item.node]
            if let c = context?.columns, context?.rows == nil {
                subgrids.rowPassColumns[item.node] = c.isSized ? RowPassColumns(starts: c.starts, sizes: c.sizes) : nil
            }
        }
    }

    /// Subgrid `node`'s box as its edges count in the sizing grid: in rows, its top and
    /// bottom percentages 0 where `place.areaWidth` is unknown, else of
    /// `place.edgePercentBasis` when set (Chromium 156).
    private func participantBox(_ node: Int32, _ laidOut: ResolvedBox, _ place: ParticipantPlace) -> ResolvedBox {
        guard place.axis == .vertical else { return laidOut }
        let basis: OptionalSize
        if place.areaWidth == nil && place.columnAreaWidth != nil {
            basis = .none  // its vertical percentages count 0 in the sizing grid's rows
        } else if let w = place.edgePercentBasis {
            basis = OptionalSize(width: w, height: nil)
        } else {
            return laidOut
        }
        var box = laidOut
        let resolved = self.box(node, basis)
        (box.margin.top, box.margin.bottom) = (resolved.margin.top, resolved.margin.bottom)
        (box.padding.top, box.padding.bottom) = (resolved.padding.top, resolved.padding.bottom)
        return box
    }

    /// The height of `item`'s row area among subgrid `node`'s `rows` while the sizing grid
    /// sizes its columns, when known: its own rows sized (`pass` `.full`), or the parent's
    /// fixed ones (`injectSubgridTracksBeforeSizing`), or all the parent's once it has sized
    /// and handed them down, in a second column pass Chromium 156 makes (`columnsAgain`:
    /// css-grid-1 §11.1 step 3), or before the columns (`handDownKnownRows`). Rows of its
    /// own not sized yet count as §11.1 step 1 has them in `estimate` (`estimatedRows`: a
    /// definite maximum is the row's size, others are infinite): an `aspect-ratio: 3 / 2`
    /// item in a 3.5px-tall subgrid's `minmax(auto, 50px)` row widens the column to 75px.
    private func participantRowArea(
        _ item: GridItem, of node: Int32, _ rows: [GridTrack], estimate: [GridTrack]?, _ pass: GridPass,
        columnsAgain: Bool
    ) -> Double? {
        let handed = subgrids.contexts[node]?.rows
        let fixedRows = handed?.fixedSizes.isEmpty == false && Self.fixedSizes(rows, item.rowTracks)
        let handedKnown = columnsAgain || handed?.knownBeforeColumns == true
        let known = pass == .full || fixedRows || (handedKnown && handed?.isSized == true)
        guard let tracks = known ? rows : handed == nil ? estimate : nil else { return nil }
        let h = spannedSize(tracks, item.rowTracks)
        return h.isFinite ? h : nil
    }

    /// Runs subgrid `node`'s driver as far as the sizing grid needs its items: through
    /// placement (columns), its columns (rows, each item then has its width), or all of
    /// it when its rows decide some item's width (`place.sizesRows`). Returns the
    /// container and the pass.
    private mutating func runParticipantPass(_ node: Int32, _ place: ParticipantPlace, _ s: inout GridScratch)
        -> (GridContainer, GridPass)
    {
        let pass: GridPass = place.axis == .vertical ? .throughColumns : place.sizesRows ? .full : .throughItems
        let input = LayoutInput(
            knownSize: OptionalSize(width: place.width, height: place.height),
            parentSize: OptionalSize(width: place.areaWidth ?? place.columnAreaWidth, height: nil),
            available: AvailableSize(
                width: place.width.map { .definite($0) } ?? .maxContent, height: place.height.map { .definite($0) } ?? .maxContent),
            mode: .computeSize)
        let container = runGridPass(node, input, pass, &s)
        // Its items align by baseline among themselves in its rows (the parent's), then
        // with the sizing grid's (`shareBaselines`): their shims count in the parent's
        // rows as in the subgrid's (css-grid-1 §11.5 step 1).
        if place.axis == .vertical && s.items.indices.contains(where: { s.items[$0].hasBaselineAlignment }) {
            _ = resolveBaselineShims(&s.items, columns: s.columns.tracks, rows: s.rows.tracks, container)
        }
        return (container, pass)
    }

    /// Chromium's edge placeholders (css-grid-2 §9, "subgrid-edge-placeholders"): at
    /// each edge a subgrid's margin, border and padding there raise the base size of
    /// the track at that edge, whether or not an item of its own sits there (both edges
    /// to one track when it spans one; `sizeSingleSpanItems`).
    private mutating func addEdgePlaceholders(
        of owner: Int32, _ template: GridItem.Core, _ place: ParticipantPlace, start: Double, end: Double,
        _ kinds: [TrackKindCounts.Before], _ out: inout GridItems
    ) {
        let edges = place.span == 1 ? [(0, start + end)] : [(0, start), (place.span - 1, end)]
        for (track, size) in edges where size != 0 {
            subgrids.placeholders.append(size)
            subgrids.placeholderOwners.append(owner)
            var core = template
            core.node = Int32(-subgrids.placeholders.count)
            core.justify = .start
            out.append(GridItem(core: participantCore(core, place, track, track + 1, kinds), sizes: .unknown))
        }
    }

    /// A subgrid item's record as the sizing grid's item: its lines moved to the sizing
    /// grid's tracks in `place.axis`, the top subgrid's range in the other axis.
    private func participantCore(
        _ core: GridItem.Core, _ place: ParticipantPlace, _ a: Int, _ b: Int, _ kinds: [TrackKindCounts.Before]
    ) -> GridItem.Core {
        var g = core
        let (lower, upper) = TrackIndex.range(Int32(place.firstTrack + a), Int32(place.firstTrack + b))
        let k0 = kinds[Int(lower)]
        let k1 = kinds[Int(upper)]
        g.isPlainLeaf = false
        if g.align == .baseline || g.align == .lastBaseline { g.align = .start }
        if place.axis == .horizontal {
            (g.columnLower, g.columnUpper) = (lower, upper)
            (g.rowLower, g.rowUpper) = (place.otherLower, place.otherUpper)
            g.crossesFlexibleColumn = k1.flexible > k0.flexible
            g.crossesIntrinsicColumn = k1.intrinsic > k0.intrinsic
        } else {
            (g.rowLower, g.rowUpper) = (lower, upper)
            (g.columnLower, g.columnUpper) = (place.otherLower, place.otherUpper)
            g.crossesFlexibleRow = k1.flexible > k0.flexible
            g.crossesIntrinsicRow = k1.intrinsic > k0.intrinsic
        }
        return g
    }
}
