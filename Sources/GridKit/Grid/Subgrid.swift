// css-grid-2 §9 Subgrids — https://www.w3.org/TR/css-grid-2/#subgrids
// (with §2 `subgrid` in grid-template-*, https://www.w3.org/TR/css-grid-2/#subgrid-per-axis)
//
// A grid item whose grid-template-columns (-rows) is `subgrid` takes the tracks it
// spans in its parent as its own explicit grid in that axis. How parent and
// subgrid exchange them (README "Seams"):
//
// - Down, before sizing: the parent registers each subgrid child's context
//   (`SubgridContext`): per subgridded axis the number of tracks it spans, the
//   parent's line names over them, the parent's gap. The subgrid's explicit grid is
//   then that many tracks, its items are clamped into it (no implicit tracks).
// - Up, during §11: in a subgridded axis the parent does not size the subgrid as
//   one box; it sizes its tracks over its own items plus the subgrid's items
//   ("participants", recursively through nested subgrids), each spanning the
//   parent's tracks, with an extra layer of margin at the subgrid's edges (its
//   margin, border and padding) and half the gap difference at inner lines.
// - Down, after sizing: the parent hands each subgrid the geometry of its tracks
//   (`SubgridAxis.starts/sizes`), which replaces the subgrid's own §11 in that axis.

/// What a subgrid takes from its parent in one axis.
struct SubgridAxis {
    /// The parent's tracks the subgrid spans.
    var span: Int
    /// The parent's line names over the span, as the subgrid's lines (0...span).
    var names: [String: [Int]]
    /// The parent's gutter (its own effective gap): a `normal` gap inherits it.
    var parentGap: Double
    /// Each spanned track's start, from the area's start, and size; empty until the
    /// parent has sized the axis.
    var starts: [Double] = []
    var sizes: [Double] = []
    var isSized: Bool { !starts.isEmpty }
}

/// A subgrid's context, one per subgridded axis (nil: the axis is its own).
struct SubgridContext {
    var columns: SubgridAxis?
    var rows: SubgridAxis?
    func along(_ axis: LayoutAxis) -> SubgridAxis? { axis == .horizontal ? columns : rows }
    mutating func set(_ axis: LayoutAxis, _ v: SubgridAxis?) {
        if axis == .horizontal { columns = v } else { rows = v }
    }
}

/// The tree's subgrid state: the contexts parents registered for their subgrid
/// children, and the extra margins of the items that size an ancestor's tracks.
struct SubgridState {
    var contexts: [Int32: SubgridContext] = [:]
    /// css-grid-2 §9 "extra layer of margin": per participant node, the extra margin
    /// at each edge (left/right for columns, top/bottom for rows).
    var extraMargins: [Int32: Edges<Double>] = [:]
}

/// A subgrid child of a grid: its item index and its subgridded axes.
struct SubgridChild {
    var item: Int
    var node: Int32
    var columns: Bool
    var rows: Bool
    func along(_ axis: LayoutAxis) -> Bool { axis == .horizontal ? columns : rows }
}

/// How far a nested driver run goes (Subgrid.swift asks a subgrid for its placement
/// alone, or its placement and columns).
enum GridPass {
    case full, throughItems, throughColumns
}

extension BoxStyle {
    /// Whether the axis is `subgrid` on a grid container (it subgrids only as a grid item).
    func subgrids(_ axis: LayoutAxis) -> Bool {
        display == .grid && (axis == .horizontal ? gridTemplateColumns.isSubgrid : gridTemplateRows.isSubgrid)
    }
}

extension LayoutTree {
    /// The extra margin (both edges summed) `node` takes in `axis` when it sizes an
    /// ancestor's tracks as a subgrid's item (0 for every other item).
    @inline(__always)
    func subgridExtraMargin(_ node: Int32, _ axis: LayoutAxis) -> Double {
        if subgrids.extraMargins.isEmpty { return 0 }
        guard let e = subgrids.extraMargins[node] else { return 0 }
        return axis == .horizontal ? e.left + e.right : e.top + e.bottom
    }

    /// Step 1 for a subgrid: its size in a subgridded axis is its area's (it is always
    /// stretched, §9), and a `normal` gap is the parent's. Returns the context (nil
    /// when `node` is not a subgrid: no grid parent registered it).
    func subgridContext(_ node: Int32, _ container: inout GridContainer) -> SubgridContext? {
        guard let context = subgrids.contexts[node] else { return nil }
        let margin = container.box.marginOrZero
        if let c = context.columns {
            if c.isSized { container.known.width = max(0, areaLength(c) - margin.horizontal) }
            if container.style.columnGapIsNormal { container.columnGap = c.parentGap }
        }
        if let r = context.rows {
            if r.isSized { container.known.height = max(0, areaLength(r) - margin.vertical) }
            if container.style.rowGapIsNormal { container.rowGap = r.parentGap }
        }
        container.inner = container.box.innerSize(container.known)
        if context.columns?.isSized == true { container.measuresWidthOnly = false }
        return context
    }

    private func areaLength(_ a: SubgridAxis) -> Double {
        guard let s = a.starts.first, let e = a.starts.last, let z = a.sizes.last else { return 0 }
        return e + z - s
    }
}

extension ExplicitGrid {
    /// Step 2 for a subgrid: a subgridded axis is as many tracks as the subgrid spans,
    /// its lines named by its own `<line-name-list>` and by the parent (§9 "line names").
    mutating func adopt(_ context: SubgridContext, _ style: BoxStyle) {
        if let c = context.columns { columns = ExplicitTracks(subgrid: c, style.gridTemplateColumns) }
        if let r = context.rows { rows = ExplicitTracks(subgrid: r, style.gridTemplateRows) }
    }
}

extension ExplicitTracks {
    /// The explicit tracks of a subgridded axis: `axis.span` tracks (sized by the
    /// parent), the names of `list` on lines 0, 1, … (a `repeat(auto-fill, …)` repeats
    /// over the lines the others leave, §2), merged with the parent's names.
    init(subgrid axis: SubgridAxis, _ list: TrackList) {
        self.init()
        let lines = axis.span + 1
        var fixed = 0
        var perFill = 0
        for c in list.components {
            switch c {
            case .names: fixed += 1
            case .repeat(.count(let n), let inner): fixed += n * inner.count
            case .repeat(_, let inner): perFill = inner.count
            case .track: break
            }
        }
        let fills = perFill > 0 ? max(0, lines - min(fixed, lines)) / perFill : 0
        var names = axis.names
        var line = 0
        func add(_ inner: [TrackList.Component]) {
            for case .names(let ns) in inner where line < lines {
                for n in ns { names[n, default: []].append(line) }
                line += 1
            }
        }
        for c in list.components where line < lines {
            switch c {
            case .names: add([c])
            case .repeat(.count(let n), let inner): for _ in 0..<min(n, lines) { add(inner) }
            case .repeat(_, let inner): for _ in 0..<fills { add(inner) }
            case .track: break
            }
        }
        for k in names.keys { names[k] = Array(Set(names[k] ?? [])).sorted() }
        tracks = Array(repeating: .auto, count: axis.span)
        templateCount = axis.span
        lineNames = names
    }
}

extension LayoutTree {
    /// Step 3 for a subgrid: no implicit tracks in a subgridded axis, so every item's
    /// lines are clamped into its explicit grid (§9).
    func clampToSubgrid(
        _ context: SubgridContext, _ s: inout GridScratch, _ covered: inout (columns: Range<Int>, rows: Range<Int>)
    ) {
        let columns = context.columns?.span
        let rows = context.rows?.span
        func clamp(_ a: Int32, _ b: Int32, _ n: Int?) -> (Int32, Int32) {
            guard let n else { return (a, b) }
            let last = Int32(n)
            let start = max(0, min(a, last - 1))
            return (start, max(start + 1, min(b, last)))
        }
        for i in s.placed.indices {
            let p = s.placed[i]
            s.placed[i] = ItemPlacement(
                column: clamp(p.columnStart, p.columnEnd, columns), row: clamp(p.rowStart, p.rowEnd, rows))
        }
        if let columns { covered.columns = 0..<columns }
        if let rows { covered.rows = 0..<rows }
    }

    /// Steps 4 and 8 for a subgrid: the tracks of a sized subgridded axis are the
    /// parent's, in the subgrid's own coordinates: its border box starts a margin into
    /// the area; its edge tracks lose its border and padding, its inner tracks half
    /// the difference between its gutter and the parent's (§9).
    func injectSubgridTracks(_ context: SubgridContext, _ container: GridContainer, _ s: inout GridScratch) {
        let box = container.box
        let margin = box.marginOrZero
        if let c = context.columns, c.isSized {
            s.columns = subgridTracks(
                c, origin: margin.left, startInset: margin.left + box.border.left + box.padding.left,
                endInset: margin.right + box.border.right + box.padding.right + box.scrollbar.width,
                gap: container.columnGap)
        }
        if let r = context.rows, r.isSized {
            s.rows = subgridTracks(
                r, origin: margin.top, startInset: margin.top + box.border.top + box.padding.top,
                endInset: margin.bottom + box.border.bottom + box.padding.bottom + box.scrollbar.height,
                gap: container.rowGap)
        }
    }

    private func subgridTracks(
        _ a: SubgridAxis, origin: Double, startInset: Double, endInset: Double, gap: Double
    ) -> AxisTracks {
        let n = a.span
        let half = (gap - a.parentGap) / 2
        var tracks = [GridTrack](repeating: .gutter(0), count: TrackIndex.arrayCount(tracks: n))
        var ends = [Double](repeating: 0, count: n)
        for k in 0..<n {
            let start = a.starts[k] - a.starts[0] - origin + (k == 0 ? startInset : half)
            let end = a.starts[k] - a.starts[0] - origin + a.sizes[k] - (k == n - 1 ? endInset : half)
            var t = GridTrack(.px(max(0, end - start)))
            t.baseSize = max(0, end - start)
            t.growthLimit = t.baseSize
            t.offset = start
            tracks[TrackIndex.ofTrack(k)] = t
            ends[k] = start + t.baseSize
        }
        tracks[0].offset = tracks[TrackIndex.ofTrack(0)].offset
        for k in 0..<n {
            var g = GridTrack.gutter(0)
            g.offset = ends[k]
            if k + 1 < n { g.baseSize = max(0, tracks[TrackIndex.ofTrack(k + 1)].offset - ends[k]) }
            g.growthLimit = g.baseSize
            tracks[TrackIndex.ofLine(k + 1)] = g
        }
        return AxisTracks(tracks: tracks, firstLine: 0, kindCounts: TrackKindCounts(tracks))
    }
}
