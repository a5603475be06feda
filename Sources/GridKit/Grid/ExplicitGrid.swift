// css-grid-1 §7.1–7.3 The Explicit Grid — https://www.w3.org/TR/css-grid-1/#explicit-grids
// grid-template-rows/-columns expanded: repeat() unrolled, the auto-fill / auto-fit
// repetition count (§7.2.3.2), named lines, and the lines grid-template-areas names.

/// The explicit grid in one axis.
struct ExplicitTracks {
    /// The explicit tracks in order.
    var tracks: [TrackSize] = []
    /// Names of lines: name -> origin-zero lines, ascending.
    var lineNames: [String: [Int]] = [:]
    /// Tracks that came from an `auto-fit` repetition: collapsed when empty.
    var autoFitTracks: Range<Int>? = nil
    /// The tracks of each `repeat()` that made two or more (Blink sizes them as sets,
    /// TrackSets.swift).
    var repeats: [TrackSource] = []
    /// How many tracks grid-template-* gave; those after it come from
    /// grid-template-areas and are sized by grid-auto-*.
    var templateCount = 0
    /// In a subgrid's subgridded axis, its track count: no line lies beyond (css-grid-2 §9).
    var subgridSpan: Int? = nil
    /// The names of lines without those grid-template-areas gives (nil: none does), which
    /// a subgrid takes apart from the areas (css-grid-2 §9, Subgrid.swift).
    var namesWithoutAreas: [String: [Int]]? = nil
    /// Names whose lines Chromium 156 lists last to first (a subgrid of the other
    /// direction than its parent, the name not in its own list), and the line a lone
    /// name then takes (its first line, in Chromium's list order; Subgrid.swift).
    var descendingNames: Set<String> = []
    var firstLines: [String: Int] = [:]
    /// The auto repetition as Chromium 156 hands its names down to a subgrid (nil: none).
    var autoRepeat: AutoRepetitionNames? = nil

    var count: Int { tracks.count }

    /// The most tracks an explicit grid keeps (a repetition that passes it is cut short):
    /// the explicit tracks are held one record each, so they stop at 100,000 where lines
    /// go on to ±``OriginZeroLine/limit`` (Chromium keeps explicit grids to 10,000,000
    /// tracks; see the README's Limitations).
    static let trackLimit = 100_000
}

extension ExplicitTracks {
    /// Expands `list`. `innerSize` is the container's content size when definite,
    /// `minInnerSize` / `maxInnerSize` its definite min and max, which decide how many
    /// times an auto repetition repeats.
    init(
        _ list: TrackList, areas: GridTemplateAreas?, axis: LayoutAxis, innerSize: Double?,
        minInnerSize: Double?, maxInnerSize: Double?, gap: Double
    ) {
        // `subgrid` outside a subgrid (no grid parent) is `none` (css-grid-2 §2); a
        // subgrid's axis is made from its parent (Subgrid.swift).
        let list = list.isSubgrid ? TrackList.none : list
        let repetitions = Self.autoRepetitions(
            list, innerSize: innerSize, minInnerSize: minInnerSize,
            maxInnerSize: maxInnerSize, gap: gap)
        var names: [String: [Int]] = [:]
        var tracks: [TrackSize] = []
        var autoFit: Range<Int>? = nil
        // The explicit grid stops at the line limit, mid-repetition if need be (as the
        // browser truncates a track list that passes it).
        func add(_ components: [TrackList.Component]) {
            for c in components {
                guard tracks.count < Self.trackLimit else { return }
                switch c {
                case .track(let t): tracks.append(t)
                case .names(let ns): for n in ns { names[n, default: []].append(tracks.count) }
                case .repeat: break
                }
            }
        }
        for component in list.components {
            guard tracks.count < Self.trackLimit else { break }
            switch component {
            case .repeat(let count, let inner):
                let times: Int
                switch count {
                case .count(let n): times = n
                case .autoFill, .autoFit: times = repetitions
                }
                let start = tracks.count
                let perRepeat = max(1, inner.reduce(0) { if case .track = $1 { $0 + 1 } else { $0 } })
                let room = Self.trackLimit - tracks.count
                let allowed = min(times, (room + perRepeat - 1) / perRepeat)  // the last one may be cut short
                for _ in 0..<allowed { add(inner) }
                if count == .autoFit { autoFit = start..<tracks.count }
                if tracks.count - start >= 2 { repeats.append(TrackSource(lines: start..<tracks.count, period: perRepeat)) }
            default:
                add([component])
            }
        }
        templateCount = tracks.count
        // grid-template-areas may make the explicit grid larger, and names lines.
        if let areas {
            namesWithoutAreas = names
            let extent = axis == .horizontal ? (areas.rows.first?.count ?? 0) : areas.rows.count
            while tracks.count < extent { tracks.append(.auto) }  // sized by grid-auto-* (templateCount)
            for area in areas.areas {
                let (s, e) = axis == .horizontal ? (area.columnStart, area.columnEnd) : (area.rowStart, area.rowEnd)
                names[area.name + "-start", default: []].append(s)
                names[area.name + "-end", default: []].append(e)
            }
        }
        for k in names.keys { names[k] = Array(Set(names[k] ?? [])).sorted() }
        if let plain = namesWithoutAreas { namesWithoutAreas = plain.mapValues { Array(Set($0)).sorted() } }
        self.tracks = tracks
        self.lineNames = names
        self.autoFitTracks = autoFit
        if repetitions > 0 { autoRepeat = AutoRepetitionNames(list, repetitions: repetitions) }
    }

    /// css-grid-1 §7.2.3.2: how many times an auto-fill / auto-fit repeat() repeats.
    static func autoRepetitions(
        _ list: TrackList, innerSize: Double?, minInnerSize: Double?,
        maxInnerSize: Double?, gap: Double
    ) -> Int {
        var repeated: [TrackSize] = []
        var fixedCount = 0
        var fixedSum = 0.0
        var hasAuto = false
        let reference = innerSize ?? maxInnerSize ?? minInnerSize
        // A track's size for this count: its max if definite, else its min; when both
        // are definite, the max floored by the min (`minmax(75px, 40px)` counts 75px).
        func size(_ t: TrackSize) -> Double {
            var minimum: Double?
            if case .fixed(let l) = t.min { minimum = l.resolve(reference) }
            if case .fixed(let l) = t.max, let v = l.resolve(reference) { return max(v, minimum ?? v) }
            return minimum ?? 0
        }
        for c in list.components {
            switch c {
            case .track(let t):
                fixedCount += 1
                fixedSum += size(t)
            case .repeat(.count(let n), let inner):
                for case .track(let t) in inner {
                    fixedCount += n
                    fixedSum += Double(n) * size(t)
                }
            case .repeat(_, let inner):
                hasAuto = true
                for case .track(let t) in inner { repeated.append(t) }
            case .names: break
            }
        }
        guard hasAuto, !repeated.isEmpty else { return 0 }
        let limit = max(1, (trackLimit - fixedCount) / repeated.count)
        // Repeated sizes are floored at 1px, so that zero-sized tracks repeat a finite
        // number of times (the spec's suggested floor, and the browser's).
        let repeatSize = repeated.reduce(0) { $0 + max(1, size($1)) } + Double(repeated.count) * gap
        // Total for k repetitions: fixedSum + k*repeatSum + (fixedCount + k*r - 1) * gap.
        let base = fixedSum + Double(fixedCount - 1) * gap
        // An indefinite size counts against the max size, at least the min size (the min
        // wins: a ratio's 200px transferred min-width over its 7px transferred max, as
        // Blink's CalculateAutomaticRepetitions, whose max available size is never below the min).
        // The space is a LayoutUnit in Chromium: a width summed to 119.99999999999999
        // counts as the 120px it stands for (six 20px tracks, not five).
        if let space = (innerSize ?? maxInnerSize.map({ max($0, minInnerSize ?? 0) })).map(inLayoutUnits) {
            let k = ((space - base) / repeatSize).rounded(.down)
            return max(1, min(limit, k.isFinite ? Int(max(0, min(k, 1e9))) : 1))
        }
        if let space = minInnerSize {
            let k = ((space - base) / repeatSize).rounded(.up)
            return max(1, min(limit, k.isFinite ? Int(max(0, min(k, 1e9))) : 1))
        }
        return 1
    }
}

/// A track list's auto repetition as Blink stores it (`ComputedGridTrackList`), which is
/// how Chromium 156 hands its names down to a subgrid (SubgridLineNames.swift): the
/// names outside the repetition on lines that count it as one track, its own names
/// on its lines 0...`trackCount`, and where it stands.
struct AutoRepetitionNames {
    /// The line before the repetition (the tracks before it).
    var insertion = 0
    var trackCount = 0
    var repetitions: Int
    /// The names outside the repetition (grid-template-areas' apart).
    var plain: [String: [Int]] = [:]
    /// The repetition's own names.
    var repeated: [String: [Int]] = [:]
    var total: Int { trackCount * repetitions }

    init(_ list: TrackList, repetitions: Int) {
        self.repetitions = repetitions
        var line = 0
        func add(_ components: [TrackList.Component]) {
            for c in components {
                switch c {
                case .track: line += 1
                case .names(let ns): for n in ns { plain[n, default: []].append(line) }
                case .repeat: break
                }
            }
        }
        for component in list.components {
            switch component {
            case .repeat(.count(let n), let inner): for _ in 0..<min(n, ExplicitTracks.trackLimit) { add(inner) }
            case .repeat(_, let inner):
                insertion = line
                for c in inner {
                    switch c {
                    case .track: trackCount += 1
                    case .names(let ns): for n in ns { repeated[n, default: []].append(trackCount) }
                    case .repeat: break
                    }
                }
                line += 1
            default: add([component])
            }
        }
        plain = plain.mapValues { Array(Set($0)).sorted() }
    }
}

/// Step 2 of the driver: the explicit grid in both axes.
struct ExplicitGrid {
    var columns: ExplicitTracks
    var rows: ExplicitTracks
    /// A subgrid's named areas: its own and its parent's, clamped into its lines
    /// (css-grid-2 §9, Subgrid.swift); nil for a grid's own, its style's.
    var subgridAreas: [GridTemplateAreas.Area]? = nil

    /// The explicit grid of `container`'s template, auto repetitions counted in its content box.
    init(_ container: GridContainer) {
        let style = container.style
        columns = ExplicitTracks(
            style.gridTemplateColumns, areas: style.gridTemplateAreas, axis: .horizontal,
            innerSize: Self.widthCountingColumns(container), minInnerSize: container.repetitionMinInner.width,
            maxInnerSize: container.repetitionMaxInner.width, gap: container.columnGap)
        rows = ExplicitTracks(
            style.gridTemplateRows, areas: style.gridTemplateAreas, axis: .vertical,
            innerSize: container.inner.height, minInnerSize: container.repetitionMinInner.height,
            maxInnerSize: container.repetitionMaxInner.height, gap: container.rowGap)
    }
}

extension ExplicitGrid {
    /// The content width the columns' auto repetitions are counted in (§7.2.3.2): the
    /// container's, unless the ratio gave it and an indefinite width (counted against
    /// the min and max widths, those the ratio transfers included) repeats more. Then
    /// none: Chromium floors the ratio width at the min-content width found in an
    /// indefinite width (css-sizing-4 §5.2), which those repetitions make wider than
    /// the ratio's, and lays the grid out again in it (`relayoutForContentWidth`).
    fileprivate static func widthCountingColumns(_ container: GridContainer) -> Double? {
        let list = container.style.gridTemplateColumns
        // Without an auto repetition both counts are 0.
        guard container.ratioDependentAxis == .horizontal, let width = container.inner.width else {
            return container.inner.width
        }
        func count(_ inner: Double?) -> Int {
            ExplicitTracks.autoRepetitions(
                list, innerSize: inner, minInnerSize: container.repetitionMinInner.width,
                maxInnerSize: container.repetitionMaxInner.width, gap: container.columnGap)
        }
        return count(nil) > count(width) ? nil : width
    }
}
