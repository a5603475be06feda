// css-grid-1 §7.5–7.6 The Implicit Grid — https://www.w3.org/TR/css-grid-1/#implicit-grids
// The tracks of one axis after placement: implicit tracks before and after the
// explicit grid sized by grid-auto-rows/-columns (the pattern repeats outward from
// the explicit grid), gutters interleaved as fixed tracks (§10.1), and empty
// auto-fit tracks collapsed (§7.2.3.2).

/// One track, or one gutter, of an axis, with the state of §11's algorithm.
///
/// 48 bytes: a million-row grid makes two million of these (gutters included), and
/// every step of track sizing passes over them, so the sizing functions are stored
/// flat (a kind and a number each) rather than as their enums, and the state of
/// §11.5.1's distribution lives apart (``TrackIncreases``).
struct GridTrack {
    /// §11.4
    var baseSize = 0.0
    var growthLimit = 0.0
    /// After alignment: the track's start, from the container's border edge.
    var offset = 0.0
    private(set) var minValue = 0.0
    private(set) var maxValue = 0.0
    /// The sizing functions, flat: a kind and a number each (the `TrackSize` enums
    /// are read only when the track is made). Rules read them through the predicates
    /// below, each the one home of its check.
    private(set) var minKind = SizingKind.auto
    private(set) var maxKind = SizingKind.auto
    /// Gutter, collapsed, and a percentage minimum / maximum of an indefinite size made
    /// `auto`, one bit each (so that `count` fits in the record's 48 bytes).
    private var flags: UInt8 = 0
    /// §11.5.1: a growth limit raised from infinity may grow past its size.
    var isInfinitelyGrowable = false
    /// How many identical tracks (or gutters) this entry stands for: 1, except in an
    /// axis stored as runs (``TrackRuns``), where every §11 step weights the entry by it.
    var count: Int32 = 1

    var isGutter: Bool {
        @inline(__always) get { flags & 1 != 0 }
        set { flags = newValue ? flags | 1 : flags & ~1 }
    }
    var isCollapsed: Bool {
        @inline(__always) get { flags & 2 != 0 }
        set { flags = newValue ? flags | 2 : flags & ~2 }
    }
    /// Intrinsic as written: not merely a percentage of an indefinite size sized as `auto`
    /// (§7.2.1), which Chromium does not count as intrinsic when it decides §10.6's
    /// baseline fallback.
    var isIntrinsicAsWritten: Bool {
        (hasIntrinsicMin && flags & 4 == 0) || (hasIntrinsicMax && flags & 8 == 0)
    }
    /// The entry's count as a weight for sums and shares.
    var weight: Double { @inline(__always) get { Double(count) } }
    /// The length of the entry's tracks (or gutters) together: its base size times its count.
    var extent: Double { @inline(__always) get { count == 1 ? baseSize : baseSize * Double(count) } }

    /// The case of a sizing function; the number (px, %, fr) is stored beside it.
    enum SizingKind: UInt8 { case px, percent, minContent, maxContent, auto, fitContentPx, fitContentPercent, fr }

    /// A track of sizing function `size`, stored as kinds and numbers.
    init(_ size: TrackSize) {
        switch size.min {
        case .fixed(.px(let v)): (minKind, minValue) = (.px, v)
        case .fixed(.percent(let v)): (minKind, minValue) = (.percent, v)
        case .minContent: minKind = .minContent
        case .maxContent: minKind = .maxContent
        case .auto: minKind = .auto
        }
        switch size.max {
        case .fixed(.px(let v)): (maxKind, maxValue) = (.px, v)
        case .fixed(.percent(let v)): (maxKind, maxValue) = (.percent, v)
        case .minContent: maxKind = .minContent
        case .maxContent: maxKind = .maxContent
        case .auto: maxKind = .auto
        case .fitContent(.px(let v)): (maxKind, maxValue) = (.fitContentPx, v)
        case .fitContent(.percent(let v)): (maxKind, maxValue) = (.fitContentPercent, v)
        case .fr(let f): (maxKind, maxValue) = (.fr, f)
        }
    }

    /// Whether `other` has the same sizing functions (and is a gutter when this is).
    func sizesLike(_ other: GridTrack) -> Bool {
        minKind == other.minKind && maxKind == other.maxKind && minValue == other.minValue
            && maxValue == other.maxValue && flags == other.flags && isInfinitelyGrowable == other.isInfinitelyGrowable
    }

    /// A gutter of `size` px (§10.1: gutters size as fixed tracks).
    static func gutter(_ size: Double) -> GridTrack {
        var t = GridTrack(.px(size))
        t.isGutter = true
        return t
    }

    /// §7.2.3.2: an empty auto-fit track collapses to a fixed 0px track.
    mutating func collapse() {
        isCollapsed = true
        (minKind, minValue, maxKind, maxValue) = (.px, 0, .px, 0)
    }

    /// §7.2.1: percentages of an indefinite size behave as `auto` (a percentage
    /// fit-content() limit as no limit, so `max-content`).
    mutating func resolvePercentagesOfIndefiniteSize() {
        if minKind == .percent { (minKind, minValue, flags) = (.auto, 0, flags | 4) }
        if maxKind == .percent { (maxKind, maxValue, flags) = (.auto, 0, flags | 8) }
        if maxKind == .fitContentPercent { (maxKind, maxValue) = (.maxContent, 0) }
    }

    /// The minimum in px when it is a length (or a percentage of a known size), read
    /// from the stored kind: the sizing passes over a million tracks build no enum.
    @inline(__always)
    func fixedMinimum(_ innerSize: Double?) -> Double? {
        switch minKind {
        case .px: minValue
        case .percent: innerSize.map { percentage(minValue, of: $0) }
        default: nil
        }
    }

    /// The maximum in px when it is a length (or a percentage of a known size).
    @inline(__always)
    func fixedMaximum(_ innerSize: Double?) -> Double? {
        switch maxKind {
        case .px: maxValue
        case .percent: innerSize.map { percentage(maxValue, of: $0) }
        default: nil
        }
    }

    /// The maximum in px when it is a length, a percentage of a known size, or a
    /// fit-content() limit: what caps an item's limited min-content contribution (§11.5).
    @inline(__always)
    func fixedOrFitContentMaximum(_ innerSize: Double?) -> Double? { fixedMaximum(innerSize) ?? fitContentLimit(innerSize) }

    /// The fit-content() limit in px, if the track has one.
    @inline(__always)
    func fitContentLimit(_ innerSize: Double?) -> Double? {
        switch maxKind {
        case .fitContentPx: maxValue
        case .fitContentPercent: innerSize.map { percentage(maxValue, of: $0) }
        default: nil
        }
    }

    /// `fr` maximum (§7.2.4).
    var isFlexible: Bool { maxKind == .fr }
    var flexFactor: Double { maxKind == .fr ? maxValue : 0 }
    /// An intrinsic minimum: min-content, max-content or auto (§11.5 step 2).
    var hasIntrinsicMin: Bool { minKind != .px && minKind != .percent }
    /// An intrinsic maximum: min-content, max-content, auto or fit-content().
    var hasIntrinsicMax: Bool { maxKind != .px && maxKind != .percent && maxKind != .fr }
    /// An `auto` minimum (§6.6's automatic minimum applies).
    var hasAutoMin: Bool { minKind == .auto }
    /// A min-content or max-content minimum (§11.5 step 3.2).
    var hasContentMin: Bool { minKind == .minContent || minKind == .maxContent }
    /// A max-content minimum (§11.5 step 3.3).
    var hasMaxContentMin: Bool { minKind == .maxContent }
    /// A min-content minimum.
    var hasMinContentMin: Bool { minKind == .minContent }
    /// A min-content maximum.
    var hasMinContentMax: Bool { maxKind == .minContent }
    /// A maximum sized by max-content contributions: max-content, auto or
    /// fit-content() (§11.5 steps 2, 3.3 beyond limits, 3.6). The one home of that check.
    var hasMaxContentMax: Bool {
        maxKind == .maxContent || maxKind == .auto || maxKind == .fitContentPx || maxKind == .fitContentPercent
    }
    /// An `auto` maximum (§11.8 stretches these).
    var hasAutoMax: Bool { maxKind == .auto }
}

/// The tracks of one axis: `lines` lines from `firstLine`, with gutters interleaved.
struct AxisTracks {
    var tracks: [GridTrack]
    /// The origin-zero line of the first line (negative with implicit tracks before).
    var firstLine: Int
    /// Which tracks are flexible or intrinsic, as prefix counts over the track array.
    var kindCounts: TrackKindCounts
    /// Where the ranges of an axis stored as runs are (``TrackRuns``); nil when every
    /// entry is one track, at index ``TrackIndex/ofTrack(_:)`` of its line.
    var runs: TrackRuns? = nil
    /// The repetitions and implicit tracks Blink sizes as sets (TrackSets.swift), in
    /// array indices.
    var sources: [TrackSource] = []
    /// Per track entry of a source of several sizes, which size of the list it has (its
    /// line's offset in the source modulo the period); empty when every list has one size.
    var setClasses: [Int32] = []
    /// The space Chromium counts after each open track: the gap and §10.5's share
    /// (set by step 8, for absolutely positioned children starting past the last
    /// open track, AbsolutePositioning.swift).
    var spaceAfterOpenTrack = 0.0
    /// Of that space, the share a second `align-content` distribution added (Chromium's,
    /// ``LayoutTree/distributesRowsTwice(_:_:)``): a row subgrid child is handed the
    /// rows without it (`handDown`).
    var secondShare = 0.0
    /// Rows of an indefinite height whose flexible tracks §11.7.1 sized again at the
    /// max-height (their natural total passed it): the container's height is then the
    /// max-height, Blink clamping that natural total, not the sum of rows truncated to
    /// 1/64 px (set by ``LayoutTree/sizeGridAxis``).
    var flexPassedMax = false
    /// The entries of the track array that are tracks (each one track, unless stored as runs).
    var trackCount: Int { TrackIndex.trackCount(arrayCount: tracks.count) }

    /// No track: the state of scratch before a first layout.
    static let empty = AxisTracks(tracks: [], firstLine: 0, kindCounts: TrackKindCounts(prefixCounts: [.none]))

}

extension AxisTracks {
    /// The first and last origin-zero lines of an axis covering `extent` and the explicit
    /// grid's `explicitCount` tracks: line 0 always, the explicit grid's end line only
    /// when it has tracks (see `implicitExtent`, Chromium's implicit grid).
    static func lines(explicitCount: Int, extent: Range<Int>) -> (lo: Int, hi: Int) {
        let lo = min(0, extent.lowerBound)
        return (lo, explicitCount == 0 ? max(lo, extent.upperBound) : max(explicitCount, extent.upperBound))
    }

    /// Builds the axis: explicit tracks, implicit ones to cover `extent`, gutters of
    /// `gap`, and auto-fit tracks with no item (`occupied` says which are used) collapsed;
    /// with the prefix counts of its kinds of track, in the same pass.
    init(
        explicit: ExplicitTracks, autoTracks: [TrackSize], extent: Range<Int>, gap: Double, occupied: [Bool],
        reusing buffer: consuming [GridTrack] = []
    ) {
        let (lo, hi) = Self.lines(explicitCount: explicit.count, extent: extent)
        let explicitTracks = explicit.tracks.map { GridTrack($0) }
        let autoPattern = autoTracks.isEmpty ? [GridTrack(.auto)] : autoTracks.map { GridTrack($0) }
        let gutter = GridTrack.gutter(gap)
        var tracks = consume buffer
        let count = TrackIndex.arrayCount(tracks: hi - lo)
        var before = [TrackKindCounts.Before](repeating: .none, count: count + 1)
        var anyCollapsed = false
        tracks.refill(count: count, with: .gutter(0)) { t in
            before.withUnsafeMutableBufferPointer { counts in
                t[0] = .gutter(0)
                var running = TrackKindCounts.Before.none
                // The pattern of grid-auto-* repeats outward from the explicit grid: after
                // it from its first size, before it backwards from its last.
                var next = 0
                for o in lo..<hi {
                    var track: GridTrack
                    if o >= 0 && o < explicit.templateCount {
                        track = explicitTracks[o]
                    } else if o >= explicit.templateCount {
                        track = autoPattern[next]
                        next = next + 1 == autoPattern.count ? 0 : next + 1
                    } else {
                        track = autoPattern[autoPatternIndex(line: o, templateCount: explicit.templateCount, count: autoPattern.count)]
                    }
                    if let fit = explicit.autoFitTracks, fit.contains(o), o - lo < occupied.count, !occupied[o - lo] {
                        anyCollapsed = true
                        track.collapse()
                    }
                    let i = TrackIndex.ofTrack(o - lo)
                    t[i] = track
                    t[i + 1] = o + 1 < hi ? gutter : .gutter(0)
                    running.count(track)
                    counts[i + 1] = running  // after the track, and after its gutter
                    counts[i + 2] = running
                }
            }
        }
        // A gutter stays only between two tracks that are not collapsed (§7.2.3.2): the
        // one right after an open track with another open track after it (Chromium
        // lays collapsed tracks out after that gutter).
        var openAfter = false
        for t in stride(from: anyCollapsed ? tracks.count - 2 : -1, through: TrackIndex.ofTrack(0), by: -2) {
            if tracks[t].isCollapsed || !openAfter { tracks[t + 1] = .gutter(0) }
            if !tracks[t].isCollapsed { openAfter = true }
        }
        self.tracks = tracks
        firstLine = lo
        kindCounts = TrackKindCounts(prefixCounts: before)
        (sources, setClasses) = Self.sources(explicit: explicit, pattern: autoPattern.count, lo: lo, hi: hi)
    }

    /// Percentages of an indefinite size behave as auto (§7.2.1): the tracks that had
    /// some change kind, so the counts are made again.
    mutating func resolvePercentages(innerSize: Double?) {
        guard innerSize == nil else { return }
        GridKit.resolvePercentages(&tracks, innerSize: innerSize)
        kindCounts = TrackKindCounts(tracks)
    }
}

/// The implicit grid's extent in each axis (origin-zero lines), and for an axis with
/// auto-fit tracks, which of its tracks hold an item (§7.2.3.2); for an axis stored as
/// runs, how it was cut (so that its rows can be made again, §7.2.1).
struct ImplicitExtent {
    var columns: Range<Int>
    var rows: Range<Int>
    var columnsUsed: [Bool]
    var rowsUsed: [Bool]
    var rowPlan: RunPlan? = nil

    /// The rows made again with gutters of `gap` (percentages re-resolved, §7.2.1).
    func rows(explicit: ExplicitTracks, autoTracks: [TrackSize], gap: Double) -> AxisTracks {
        guard var plan = rowPlan else {
            return AxisTracks(explicit: explicit, autoTracks: autoTracks, extent: rows, gap: gap, occupied: rowsUsed)
        }
        plan.gap = gap
        return AxisTracks(runs: plan)
    }
}

extension LayoutTree {
    /// Step 4 of the driver (§7.5, §10.1): the tracks of both axes into `s.columns` and
    /// `s.rows`, covering the explicit grid and the lines the items cover, with
    /// percentages of an indefinite size turned to auto (§7.2.1). An axis whose lines
    /// outnumber what the document names (its items, absolutely positioned children
    /// and explicit tracks, a few times over) is stored as runs (``TrackRuns``).
    mutating func buildTracks(
        _ container: GridContainer, _ explicit: ExplicitGrid, covering covered: (columns: Range<Int>, rows: Range<Int>),
        _ s: inout GridScratch
    ) -> ImplicitExtent {
        var columnExtent = 0..<explicit.columns.count
        var rowExtent = 0..<explicit.rows.count
        if !s.placed.isEmpty {
            columnExtent = implicitExtent(explicitCount: explicit.columns.count, covering: covered.columns)
            rowExtent = implicitExtent(explicitCount: explicit.rows.count, covering: covered.rows)
        }
        let named = 4 * (s.placed.count + s.absolute.count) + 64
        let style = container.style
        var extent = ImplicitExtent(columns: columnExtent, rows: rowExtent, columnsUsed: [], rowsUsed: [])
        // Masonry (GridLanes/) reads its lane array by line index: its axes stay one entry a
        // track; so do the grids of a tree with subgrids (Subgrid.swift hands tracks by index).
        let lanes = style.display == .gridLanes || hasSubgridStyles
        let always = gridCaches.storesEveryAxisAsRuns && !lanes
        if !lanes && (always || columnExtent.count > named + 4 * explicit.columns.count) {
            let plan = runPlan(.horizontal, container, explicit.columns, extent: columnExtent, s)
            s.columns = AxisTracks(runs: plan, reusing: recycle(&s.columns.tracks))
        } else {
            if explicit.columns.autoFitTracks != nil {
                extent.columnsUsed = occupiedTracks(s.placed.map(\.column), extent: columnExtent)
            }
            s.columns = AxisTracks(
                explicit: explicit.columns, autoTracks: style.gridAutoColumns, extent: columnExtent,
                gap: container.columnGap, occupied: extent.columnsUsed, reusing: recycle(&s.columns.tracks))
        }
        if !lanes && (always || rowExtent.count > named + 4 * explicit.rows.count) {
            extent.rowPlan = runPlan(.vertical, container, explicit.rows, extent: rowExtent, s)
            s.rows = AxisTracks(runs: extent.rowPlan!, reusing: recycle(&s.rows.tracks))
        } else {
            if explicit.rows.autoFitTracks != nil {
                extent.rowsUsed = occupiedTracks(s.placed.map(\.row), extent: rowExtent)
            }
            s.rows = AxisTracks(
                explicit: explicit.rows, autoTracks: style.gridAutoRows, extent: rowExtent, gap: container.rowGap,
                occupied: extent.rowsUsed, reusing: recycle(&s.rows.tracks))
        }
        if container.hasPercentageTracks(.horizontal) { s.columns.resolvePercentages(innerSize: container.inner.width) }
        if container.hasPercentageTracks(.vertical) { s.rows.resolvePercentages(innerSize: container.inner.height) }
        if s.columns.runs != nil || s.rows.runs != nil {
            // From here on the items' lines are lines of the track arrays (TrackRuns.swift).
            s.placed = AxisTracks.arrayPlacements(s.placed, columns: s.columns, rows: s.rows)
        }
        gridCaches.work.trackEntries += s.columns.tracks.count + s.rows.tracks.count
        gridCaches.work.layouts += 1
        return extent
    }

    /// How an axis of `extent` is cut into runs: at its items' lines and the lines its
    /// absolutely positioned children name (so every edge an area needs is a range's edge).
    /// - Complexity: O(n) for n children, before the sort of ``RunPlan/sortedCuts()``.
    private func runPlan(
        _ axis: LayoutAxis, _ container: GridContainer, _ explicit: ExplicitTracks, extent: Range<Int>,
        _ s: GridScratch
    ) -> RunPlan {
        let spans = s.placed.map { p in
            let l = axis == .horizontal ? p.column : p.row
            return (l.start.value, l.end.value)
        }
        var cuts: [Int] = []
        cuts.reserveCapacity(2 * spans.count + 6 * s.absolute.count)
        for (a, b) in spans { cuts.append(contentsOf: [a, b]) }
        for child in s.absolute {
            let line = axis == .horizontal ? styleAt(child).gridColumn : styleAt(child).gridRow
            let start = explicit.resolveLine(line.start, side: .start)
            let end = explicit.resolveLine(line.end, side: .end)
            for l in [start, end] { if let l { cuts.append(contentsOf: [l.value, l.value + 1]) } }
            if let a = start { cuts.append(explicit.spanEnd(line.end, from: a, forward: true).value) }
            if let b = end { cuts.append(explicit.spanEnd(line.start, from: b, forward: false).value) }
        }
        let autoTracks = axis == .horizontal ? container.style.gridAutoColumns : container.style.gridAutoRows
        return RunPlan(
            lo: AxisTracks.lines(explicitCount: explicit.count, extent: extent).lo,
            hi: AxisTracks.lines(explicitCount: explicit.count, extent: extent).hi,
            explicit: explicit.tracks.map { GridTrack($0) }, templateCount: explicit.templateCount,
            autoPattern: autoTracks.isEmpty ? [GridTrack(.auto)] : autoTracks.map { GridTrack($0) },
            gap: axis == .horizontal ? container.columnGap : container.rowGap, cuts: cuts, spans: spans,
            autoFit: explicit.autoFitTracks, repeats: explicit.repeats)
    }

    /// §7.5: the implicit grid's lines, from the first line an item covers (or the
    /// explicit grid's first, line 0, if before) to the last one an item or the
    /// explicit grid covers. An axis without explicit tracks has no end line of its
    /// own there: Chromium ends it at the items' last line, so `grid-column: -6` alone
    /// makes one track, not five (Firefox keeps the four up to line 0).
    private func implicitExtent(explicitCount: Int, covering covered: Range<Int>) -> Range<Int> {
        let lower = min(0, covered.lowerBound)
        let upper = explicitCount > 0 ? max(explicitCount, covered.upperBound) : covered.upperBound
        return lower..<max(lower, upper)
    }

    /// Which tracks of an extent hold an item (for collapsing empty auto-fit tracks):
    /// a count of spans starting minus spans ending at each line, summed, so the cost
    /// is the items plus the extent, never an item's span.
    private func occupiedTracks(_ spans: [LineSpan], extent: Range<Int>) -> [Bool] {
        let count = min(extent.count, 2 * OriginZeroLine.limit + 1)
        var starts = [Int32](repeating: 0, count: count + 1)
        for s in spans {
            let a = max(0, min(count, s.start.value - extent.lowerBound))
            let b = max(0, min(count, s.end.value - extent.lowerBound))
            guard a < b else { continue }
            starts[a] += 1
            starts[b] -= 1
        }
        var used = [Bool](repeating: false, count: count)
        var open: Int32 = 0
        for l in 0..<count {
            open += starts[l]
            used[l] = open > 0
        }
        return used
    }
}

/// Prefix counts of flexible and intrinsic tracks, so an item learns in O(1) whether
/// its span crosses one.
struct TrackKindCounts {
    /// The flexible and intrinsic tracks before an index of the track array.
    struct Before {
        var flexible: Int32
        var intrinsic: Int32

        static let none = Before(flexible: 0, intrinsic: 0)

        /// Counts `t` in (gutters count as neither).
        @inline(__always)
        mutating func count(_ t: GridTrack) {
            guard !t.isGutter else { return }
            if t.isFlexible { flexible += 1 }
            if t.hasIntrinsicMin || t.hasIntrinsicMax { intrinsic += 1 }
        }
    }
    /// Entry `k` counts the tracks before index `k` of the track array (one more
    /// entry than tracks), for hot loops to read through a buffer.
    private(set) var prefixCounts: [Before]

    /// The prefix counts of `tracks`.
    init(_ tracks: [GridTrack]) {
        var before: [Before] = [.none]
        before.reserveCapacity(tracks.count + 1)
        var running = Before.none
        for t in tracks {
            running.count(t)
            before.append(running)
        }
        prefixCounts = before
    }

    /// Counts made by the caller: entry `k` counts the tracks before index `k`.
    init(prefixCounts: [Before]) { self.prefixCounts = prefixCounts }
}
