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
    /// The parent's line names over the span, as the subgrid's lines (0...span), in
    /// the parent's order (not reversed; its areas' names apart, `SubgridContext.areas`).
    var names: [String: [Int]]
    /// The names among them whose lines Chromium 156 lists last to first in the parent.
    var descending: Set<String> = []
    /// The parent's auto repetition as Chromium 156 hands its names down (nil: none):
    /// `names` are then counted as if it were one track, and moved on with the
    /// subgrid's own names; `repeatNames` are its own names, in the subgrid's lines.
    var repeatShift: RepeatShift? = nil
    var repeatNames: [String: [Int]] = [:]
    /// Where the parent's auto repetition stands (`insertion`, its line counting it as
    /// one track), its tracks (`total`) and the parent's line the subgrid starts at (`low`).
    struct RepeatShift {
        var insertion: Int
        var total: Int
        var low: Int
    }
    /// The parent's gutter (its own effective gap): a `normal` gap inherits it.
    var parentGap: Double
    /// The length of the spanned tracks (and the parent's gutters between) by their fixed
    /// maximums, when every one has one and the parent's axis is its own (nil otherwise):
    /// Chromium 156 knows such an area before the parent sizes its tracks, and the
    /// subgrid's percentage gap resolves against it then (`subgridSizingGap`).
    var fixedMaximumsArea: Double? = nil
    /// Whether the parent's lines run right to left (columns of an rtl parent): a
    /// subgrid of the other direction takes the tracks in reverse (css-grid-2 §9).
    var parentRightToLeft = false
    /// Whether the lines of the grid that sizes the axis (the first ancestor whose axis is
    /// its own) run right to left: Chromium 156 reads a column subgrid's inline baselines
    /// from that grid's end when the subgrid's direction is not its (SubgridBaselineFallback.swift).
    var sizingGridRightToLeft = false
    /// Rows: whether the parent's line names come counted from the other end, as
    /// Chromium 156 hands them down to a subgrid whose direction is not its parent's
    /// in rows too (a deviation: rows do not follow the direction).
    var namesReversed = false
    /// Columns: per spanned track, whether the parent's column has a fixed maximum, and
    /// its own parent's in turn when the parent is a column subgrid (Chromium 156 knows a
    /// nested row subgrid's area width while rows are sized only then: `subgridParticipants`).
    var fixedMaximums: [Bool] = []
    /// Columns: per spanned track, whether the parent's column is intrinsic or flexible
    /// (its own parent's in turn when the parent is a column subgrid): §10.6's cycle rule
    /// sees the subgrid's columns as those (``LayoutTree/fallsBackFromInlineBaseline(_:)``).
    var sizedByContent: [Bool] = []
    /// Each spanned track (in the parent's order) as physical start from the area's
    /// left (top) edge, and size; empty until the parent has sized the axis.
    var starts: [Double] = []
    var sizes: [Double] = []
    var isSized: Bool { !starts.isEmpty }
    /// The spanned tracks (indices in the parent's order) in the parent's track set of
    /// its first track, and in that of its last (TrackSets.swift; empty: that track
    /// alone): the subgrid's margin, border and padding at that edge come off the whole
    /// set, shared equally by its tracks, as Chromium 156 sizes a set as one record.
    var firstSet: [Int] = []
    var lastSet: [Int] = []
    /// Per spanned track (in the parent's order), its set among those of the grid that
    /// sized the axis (-1: none; empty: not known): a nested subgrid of this axis takes
    /// the sets it spans from it, as Chromium 156 copies a subgrid's sets from its parent's.
    var setIDs: [Int] = []
    /// Columns: the tracks (`starts`, `sizes`) its own rows were sized over in the
    /// parent's row pass, when the parent sized its columns again from those rows alone
    /// (`ownRowsPending`): Chromium 156 does not size the subgrid's own rows again in the
    /// columns that pass gave (empty: its rows follow its final columns).
    var startsForOwnRows: [Double] = []
    var sizesForOwnRows: [Double] = []
    /// Rows: per spanned track, its size when it is fixed (css-grid-1 §11.1: a fixed
    /// track's size is known before the parent sizes them; nil otherwise; empty: none is).
    /// Chromium 156 gives the subgrid's items these rows while the parent sizes its
    /// columns, so an item's width follows them through a ratio (`injectSubgridTracksBeforeSizing`).
    var fixedSizes: [Double?] = []
    /// Rows: handed down sized before any column was sized, by a parent that sizes its own
    /// columns (itself a row subgrid): the subgrid's items have their row areas while
    /// those columns are sized (`handDownKnownRows`).
    var knownBeforeColumns = false
    /// Rows: whether their sizes are known before the subgrid sizes any track: sized by
    /// the parent, or all fixed (`injectSubgridTracksBeforeSizing` makes them).
    var isKnownBeforeSizing: Bool { isSized || (!fixedSizes.isEmpty && !fixedSizes.contains(nil)) }
    /// The subgrid's auto scrollbar across this axis (a vertical one for columns) as the
    /// parent's sizing saw it: one shown since, while the subgrid alone is laid out
    /// again for it, takes no room from its tracks (Tree/AutoScrollbars.swift).
    var autoBarWhenSized = 0.0

    /// Takes `ids` as the sets of its tracks (`setIDs`), and from them the tracks of the
    /// set of its first track and of its last (`firstSet`, `lastSet`).
    mutating func takeSets(_ ids: [Int]) {
        setIDs = ids
        func members(_ j: Int) -> [Int] {
            guard ids.indices.contains(j), ids[j] >= 0 else { return [] }
            return ids.indices.filter { ids[$0] == ids[j] }
        }
        (firstSet, lastSet) = (members(0), members(ids.count - 1))
    }
}

/// A subgrid's context, one per subgridded axis (nil: the axis is its own).
struct SubgridContext {
    var columns: SubgridAxis?
    var rows: SubgridAxis?
    /// The parent's named areas that overlap the subgrid, clamped into its lines and
    /// in them (SubgridLineNames.swift).
    var areas: [GridTemplateAreas.Area] = []
    /// Per axis of its own (not subgridded), whether the parent's tracks it spans there
    /// are all of fixed sizes (a length or resolved percentage, minimum and maximum):
    /// only then is its stretched size there definite when its auto repetitions are
    /// counted (Chromium 156, which counts them before the parent sizes its tracks).
    var fixedColumnArea = false
    var fixedRowArea = false
    /// A row subgrid (its columns its own) whose width is its content's (auto and not
    /// stretched, or a content keyword): its border box is its columns' length as sized
    /// in the width its area gave it, within its min and max widths (Chromium 156: the
    /// min- and max-content sizes of a grid laid out from its parent's sizing tree are
    /// its columns' span, GridLayoutAlgorithm::ComputeMinMaxSizes with a GridLayoutSubtree).
    var widthFromColumns = false
    /// Whether its parent (or an ancestor it shares tracks with) sized its rows again in
    /// the height it found: Chromium 156 then makes every subgrid's tracks again with
    /// its area known (GridLayoutAlgorithm::ComputeGridGeometry's additional pass).
    var sizedAgain = false
    func along(_ axis: LayoutAxis) -> SubgridAxis? { axis == .horizontal ? columns : rows }
    mutating func set(_ axis: LayoutAxis, _ v: SubgridAxis?) {
        if axis == .horizontal { columns = v } else { rows = v }
    }
}

/// The content box a subgrid distributes an axis of its own in (§10.5) when its parent
/// sizes the tracks of its area there (not all fixed): Chromium 156 aligns those tracks
/// in the size the subgrid had while its parent sized them, before its area was known
/// (GridLayoutAlgorithm lays a subgrid out from its parent's sizing tree). Its size is
/// then its content's, so there is no free space (`tracks`), unless it is a percentage of
/// the width: that resolves against 0, within the min and max widths (`length`). A
/// length is known whatever the area: such an axis has no entry.
enum SubgridAlignmentSpace {
    case tracks
    case length(Double)
    /// The tracks' length, whatever they are: no free space (a row subgrid whose ratio
    /// widens its box past the columns its content sized, `containerSize`).
    case tracksAsSized

    init?(_ box: ResolvedBox, _ size: SizeValue, _ axis: LayoutAxis) {
        switch size {
        case .px: return nil
        case .percent where axis == .horizontal:
            let border = max(box.paddingBorder.width, box.clamp(0, .horizontal))
            self = .length(max(0, border - box.paddingBorder.width - box.scrollbar.width))
        default: self = .tracks
        }
    }

    /// The length §10.5 distributes `tracks` in, or nil when one of them is not fixed
    /// (but for `tracksAsSized`): Chromium then sizes them again in the subgrid's own
    /// size, and aligns them there.
    func length(tracks: [GridTrack]) -> Double? {
        switch self {
        case .tracksAsSized: totalBaseSize(tracks)
        case .tracks: LayoutTree.fixedSizes(tracks, tracks.indices) ? totalBaseSize(tracks) : nil
        case .length(let v): LayoutTree.fixedSizes(tracks, tracks.indices) ? v : nil
        }
    }
}

/// The tree's subgrid state: the contexts parents registered for their subgrid
/// children, and the extra margins of the items that size an ancestor's tracks.
struct SubgridState {
    var contexts: [Int32: SubgridContext] = [:]
    /// css-grid-2 §9 "extra layer of margin": per participant node, the extra margin
    /// at each edge (left/right for columns, top/bottom for rows).
    var extraMargins: [Int32: Edges<Double>] = [:]
    /// The sizes of the edge placeholders (items of no node, whose `node` is
    /// `-1 - index` here): a subgrid's margin, border and padding at each edge.
    var placeholders: [Double] = []
    /// The subgrid each placeholder stands for (one entry per placeholder).
    var placeholderOwners: [Int32] = []
    /// The width each item of a row subgrid has, for its height contribution to the
    /// rows of the grid that sizes them (its own columns are the subgrid's, not that grid's).
    var participantWidths: [Int32: Double] = [:]
    /// Per column subgrid that is an item of a row subgrid: its columns when an ancestor
    /// last sized its rows (`RowPassColumns`; its width and area then are
    /// `participantWidths` and `participantAreas`).
    var rowPassColumns: [Int32: RowPassColumns] = [:]
    /// The width of the area each such item has among its own subgrid's columns: the
    /// base of its percentages (css-grid-1 §6.3), not the area it spans in that grid.
    var participantAreas: [Int32: Double] = [:]
    /// The height of the row area each item of a column subgrid has among its subgrid's
    /// rows, once the sizing grid's rows are known: an item whose width follows its rows
    /// through a ratio contributes that width to the sizing grid's columns (css-grid-1
    /// §11.1 step 3 through css-grid-2 §9; absent: not known, no width from the rows).
    var participantRowAreas: [Int32: Double] = [:]
    /// The items that size an ancestor's columns: their rows are their subgrid's, not
    /// that grid's, so its rows give none of them a width through a ratio.
    var columnParticipants: Set<Int32> = []
    /// Per baseline-aligned item of a grid with row subgrids: its baseline from its
    /// margin box's edge (`last`: from the bottom), as its grid grouped it.
    var itemBaselines: [Int32: (last: Bool, baseline: Double)] = [:]
    /// Per such item, its group's baseline over the rows of the grid that sizes them:
    /// the items of row subgrids share the sizing grid's baseline groups with its own
    /// items and with other row subgrids' (css-grid-2 §9, Chromium 156).
    var sharedBaselines: [Int32: Double] = [:]
    /// Per row subgrid whose rows in the grid that sizes them are all fixed: its top
    /// and bottom edges as that sizing counted them (`RowSizingEdges`).
    var rowSizingEdges: [Int32: RowSizingEdges] = [:]
    /// Per item of a subgrid whose block-axis baseline alignment fell back (§10.6's cycle
    /// rule): where Chromium 156 still aligns it (SubgridBaselineFallback.swift).
    var baselineFallbacks: [Int32: SubgridBaselineFallback] = [:]
    /// The items placed at LayoutUnit's end by such a fallback, whose frames are read as
    /// Floats once the layout is done (``LayoutTree/readFramesAtLayoutLimit(root:pageOrigin:)``).
    var placedAtLimit: Set<Int32> = []
}

/// A column subgrid that is an item of a row subgrid, as an ancestor last sized its rows:
/// its own rows were sized over these columns (`starts`, `sizes`), in the width noted
/// beside them, its percentages resolved against its area's width. When its parent's columns are sized
/// again from those rows (css-grid-1 §11.1 step 3) while that ancestor sizes its columns
/// again, they take its rows as they were, not as the parent's first columns would give
/// them: Chromium 156's sizing tree sizes a subgrid's own rows once per pass over the
/// tree's rows (a 5% top margin in a 27px column then leaves no free space to stretch
/// its rows, `subgrid-fix9a-nested-column-subgrid-percentage-margin-ratio`).
struct RowPassColumns {
    var starts: [Double]
    var sizes: [Double]
}

/// A row subgrid's top and bottom edges (margin, border, padding and the bar below)
/// as the grid that sized its rows counted them, its percentages resolved as they were
/// then (`participantBox`). Chromium 156 builds a subgrid's track collection in fixed
/// rows once, when its parent's sizing tree is initialized, before the columns that
/// give those percentages their width are sized, and never again (only rows not all
/// definite are made again after the columns, GridLayoutAlgorithm::
/// CompleteTrackSizingAlgorithm): its rows keep those edges, its box is them plus its
/// border and padding as laid out, placed at its final margin (css-grid-2 §9 leaves
/// percentages of an unknown area open).
struct RowSizingEdges {
    var marginTop: Double
    var top: Double
    var bottom: Double
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

    /// Whether `node` is a subgrid in its columns only. Chromium 156 sizes its parent's
    /// rows with no such subgrid in a baseline-sharing group (the parent's sizing tree
    /// knows no baseline of it), then places it, and the group, by its baseline:
    /// `align-items: baseline` puts a column subgrid 8px down a 10px row beside a line
    /// of text, and the row stays 10px (Alignment.swift, `resolveBaselineShims`).
    @inline(__always)
    func isColumnOnlySubgrid(_ node: Int32) -> Bool {
        guard hasSubgridStyles, node >= 0, let context = subgrids.contexts[node] else { return false }
        return context.columns != nil && context.rows == nil
    }

    /// The width of a row subgrid's item sizing an ancestor's rows (nil for others).
    @inline(__always)
    func subgridParticipantWidth(_ node: Int32) -> Double? {
        subgrids.participantWidths.isEmpty ? nil : subgrids.participantWidths[node]
    }

    /// The width of the area a row subgrid's item sizing an ancestor's rows has in its
    /// own subgrid (nil for others): its containing block's width.
    @inline(__always)
    func subgridParticipantArea(_ node: Int32) -> Double? {
        subgrids.participantAreas.isEmpty ? nil : subgrids.participantAreas[node]
    }

    /// The height of the row area of a column subgrid's item sizing an ancestor's
    /// columns, among its subgrid's own rows (nil: not known).
    @inline(__always)
    func subgridParticipantRowArea(_ node: Int32) -> Double? {
        subgrids.participantRowAreas.isEmpty ? nil : subgrids.participantRowAreas[node]
    }

    /// Whether `node` sizes an ancestor's columns as a subgrid's item.
    @inline(__always)
    func isSubgridColumnParticipant(_ node: Int32) -> Bool {
        !subgrids.columnParticipants.isEmpty && subgrids.columnParticipants.contains(node)
    }

    /// The contribution of an edge placeholder (`node < 0`, SubgridSizing.swift).
    func subgridPlaceholder(_ node: Int32) -> Double {
        let i = Int(-1 - node)
        return subgrids.placeholders.indices.contains(i) ? subgrids.placeholders[i] : 0
    }

    /// Whether column subgrid `node` stretches into its row area: `stretch`, or `normal`
    /// without a ratio, and no auto block margin (css-grid-1 §6.2, §10.3).
    private func stretchesInRows(_ node: Int32) -> Bool {
        let p = parent[Int(node)]
        guard p >= 0, !facts(node).hasAutoBlockMargin else { return false }
        let align = facts(node).alignSelf.resolved(styleAt(p).alignItems).position.inBlockAxis
        return align == .stretch || (align == .normal && styleAt(node).aspectRatio == nil)
    }

    /// Step 1 for a subgrid: its size in a subgridded axis is its area's (it is always
    /// stretched, and its own size, min and max there are ignored, §9) less its
    /// margins: its height never below its padding and border, its width even below
    /// them (as Chromium 156: a subgrid in a 0px column is 0 wide); a `normal` gap is the parent's, its own gap resolves
    /// against that size. Returns the context (nil when `node` is not a subgrid: no
    /// grid parent registered it).
    func subgridContext(_ node: Int32, _ input: LayoutInput, _ container: inout GridContainer) -> SubgridContext? {
        guard let context = subgrids.contexts[node] else { return nil }
        var box = container.box  // `box(_:_:)` reads it through `subgridBoxStyle`
        // Its horizontal auto scrollbar is not there while its parent sizes tracks.
        let autoBar = box.scrollbar.height - Self.subgridFixedScrollbarHeight(container.style)
        if input.mode == .computeSize {
            box.scrollbar.height -= autoBar
            // Nor a vertical one shown while it alone was laid out again (AutoScrollbars.swift).
            box.scrollbar.width -= scrollbars.keptOutOfTracks(node)
        }
        var known = box.knownSize(given: input.knownSize)
        if known.width == nil, case .definite(let a) = input.available.width {
            known.width = max(box.paddingBorder.width, box.clamp(a - box.marginOrZero.horizontal, .horizontal))
        }
        let margin = box.marginOrZero
        if let c = context.columns, c.isSized {
            known.width = max(0, areaLength(c) - margin.horizontal)
            container.measuresWidthOnly = false
        }
        if let r = context.rows, r.isSized {
            // Its rows are as the parent sized them; a scrollbar shown since makes the box taller.
            // Never below its padding, border and `overflow-x: scroll` bar (Chromium 156).
            let bar = input.mode == .computeSize ? 0 : autoBar
            let area = areaLength(r) - margin.vertical + rowEdgesSinceSizing(node, box, container.style)
            known.height = max(box.paddingBorder.height + box.scrollbar.height - bar, area) + bar
        }
        container.alignsOverflowingRowsInTheirLength = context.columns != nil && context.rows == nil && known.height == nil
        // With a ratio, its own rows are distributed in the height known before its
        // content's automatic minimum grows the box, the ratio's of its width (Chromium
        // 156 distributes them in its first pass only: a subgrid's block size is not
        // found again).
        if context.columns != nil, context.rows == nil, container.style.height.isAuto, let w = known.width,
            let ratio = box.ratio
        {
            let height = known.height ?? box.clamp(ratio.height(fromWidth: w), .vertical)
            container.rowSpaceFromRatio = max(0, height - box.inset.height)
        }
        notePaddingSinceSizing(node, context, box, &container)
        container.isColumnSubgrid = context.columns != nil
        if context.columns == nil && !context.fixedColumnArea {
            container.columnAlignmentSpace = SubgridAlignmentSpace(box, container.style.width, .horizontal)
        }
        // A row subgrid as wide as its content whose ratio widens its box: its columns
        // are aligned in the width they were sized in, their own (Chromium 156:
        // `justify-content: end` leaves them at its left edge).
        if context.widthFromColumns, styleAt(node).aspectRatio != nil {
            container.columnAlignmentSpace = .tracksAsSized
        }
        // Not stretched into its area, an auto height is not known while Chromium 156
        // sizes a column subgrid's own rows in its parent's sizing tree, nor found again:
        // they are aligned in their own length, a min-height's room left below them.
        if context.rows == nil && container.style.height.isAuto && !stretchesInRows(node) {
            container.rowAlignmentSpace = .tracksAsSized
        } else if context.rows == nil && !context.fixedRowArea {
            container.rowAlignmentSpace = SubgridAlignmentSpace(box, container.style.height, .vertical)
        }
        container.box = box
        container.known = known
        container.inner = box.innerSize(known)
        if input.mode != .computeSize { leaveAutoBarsOutOfOwnTracks(node, context, horizontalBar: autoBar, &container) }
        // A column subgrid whose ratio gives its height, measured for its parent's rows:
        // its rows are sized in no height (Chromium 156 sizes them in the parent's sizing
        // tree, the height unknown there) and the box is at least their length (its
        // automatic minimum, css-sizing-4 §5.2), so `minmax(auto, 50px)` counts 50px.
        if input.mode == .computeSize && context.columns != nil && context.rows == nil
            && input.knownSize.height == nil && container.ratioDependentAxis == .vertical
        {
            container.inner.height = nil
        }
        subgridGaps(node, context, &container)
        return context
    }

    /// Laid out, a row subgrid's own columns keep the width they had before a vertical
    /// auto scrollbar showed while it alone was laid out again (Chromium 156 sizes them
    /// in its parent's sizing tree, which that layout does not build again); likewise a
    /// column subgrid's own rows keep the height they had before its horizontal auto
    /// scrollbar (`horizontalBar`) showed: they are sized and aligned without it.
    private func leaveAutoBarsOutOfOwnTracks(
        _ node: Int32, _ context: SubgridContext, horizontalBar: Double, _ container: inout GridContainer
    ) {
        let (box, known) = (container.box, container.known)
        let keptBar = scrollbars.keptOutOfTracks(node)
        if context.columns == nil, keptBar > 0, let w = known.width {
            container.inner.width = max(0, w - box.inset.width + keptBar)
            container.barsOutsideOwnTracks.width = keptBar
        }
        if context.rows == nil, horizontalBar > 0, let h = known.height {
            container.inner.height = max(0, h - box.inset.height + horizontalBar)
            container.barsOutsideOwnTracks.height = horizontalBar
        }
    }

    /// A subgrid's gaps, once its size is known. Chromium 156 resolves a percentage gap
    /// against the content size the subgrid has when its parent's sizing tree is built,
    /// before the parent sizes the tracks of its area (`GutterSize` over the subgrid's
    /// available size then): in a subgridded axis while the parent sizes those tracks
    /// (the extra margins of inner lines), of its size as written (`writtenInnerSize`;
    /// laid out, of its area's; an axis of its own: `resolveOwnGaps`). A `normal` gap
    /// is the parent's.
    private func subgridGaps(_ node: Int32, _ context: SubgridContext, _ container: inout GridContainer) {
        let style = container.style
        container.columnGap = style.columnGap.resolve(container.inner.width) ?? 0
        container.rowGap = style.rowGap.resolve(container.inner.height) ?? 0
        if context.columns?.isSized == false { container.columnGap = subgridSizingGap(node, .horizontal, container) }
        if context.rows?.isSized == false { container.rowGap = subgridSizingGap(node, .vertical, container) }
        if let c = context.columns, style.columnGapIsNormal { container.columnGap = c.parentGap }
        if let r = context.rows, style.rowGapIsNormal { container.rowGap = r.parentGap }
    }

    /// Step 3 for a subgrid: in an axis of its own whose tracks (explicit, and implicit
    /// ones placement made) are all lengths, over an area whose tracks the parent sizes,
    /// the gap is of its size as written for good (`subgridSizingGap`; Chromium 156
    /// places such tracks before the area is known, and never again).
    func resolveOwnGaps(
        _ node: Int32, _ context: SubgridContext, _ explicit: ExplicitGrid,
        covering covered: (columns: Range<Int>, rows: Range<Int>), placed: Bool, _ container: inout GridContainer
    ) {
        let style = container.style
        func lengthTracks(_ axis: LayoutAxis, _ count: Int, _ covered: Range<Int>) -> Bool {
            let (list, auto) =
                axis == .horizontal
                ? (style.gridTemplateColumns, style.gridAutoColumns) : (style.gridTemplateRows, style.gridAutoRows)
            let implicit = placed && (covered.lowerBound < 0 || covered.upperBound > count)
            return list.allTracks.allSatisfy(\.isLength) && (!implicit || auto.allSatisfy(\.isLength))
        }
        if context.columns == nil && !context.fixedColumnArea
            && lengthTracks(.horizontal, explicit.columns.count, covered.columns)
        {
            container.columnGap = subgridSizingGap(node, .horizontal, container)
        }
        if context.rows == nil && !context.fixedRowArea && lengthTracks(.vertical, explicit.rows.count, covered.rows) {
            container.rowGap = subgridSizingGap(node, .vertical, container)
        }
    }

    /// A subgrid's gap in `axis` while its parent sizes the tracks of its area there:
    /// in a subgridded axis over tracks of fixed maximums, a percentage of that area
    /// less its margins, borders, paddings and scrollbar, its own size, min and max
    /// ignored (it is stretched there); else of its size as written (`writtenInnerSize`,
    /// else 0), whatever the parent sized before (Chromium 156 initializes the parent's
    /// tracks again for a second pass); a `normal` gap is the parent's.
    /// `areaWidth`: a row subgrid's area width as the parent's sizing knows it while
    /// its items size the rows (`ParticipantPlace`): an auto width stretched there gives
    /// an auto height through its ratio (Chromium 156 lays the subgrid out in that area).
    func subgridSizingGap(_ node: Int32, _ axis: LayoutAxis, _ container: GridContainer, areaWidth: Double? = nil)
        -> Double
    {
        let style = container.style
        let gap = axis == .horizontal ? style.columnGap : style.rowGap
        if let parent = subgrids.contexts[node]?.along(axis), axis == .horizontal ? style.columnGapIsNormal : style.rowGapIsNormal {
            return parent.parentGap
        }
        let size = axis == .horizontal ? style.width : style.height
        let box = styleAt(node).resolveBox(parent: .none)
        if let area = subgrids.contexts[node]?.along(axis)?.fixedMaximumsArea {
            let margin = axis == .horizontal ? box.marginOrZero.horizontal : box.marginOrZero.vertical
            return gap.resolve(max(0, area - margin - box.inset.along(axis))) ?? 0
        }
        if axis == .vertical, let areaWidth, box.size.width == nil, box.size.height == nil,
            subgrids.contexts[node]?.widthFromColumns == false
        {
            let width = box.clamp(max(0, areaWidth - box.marginOrZero.horizontal), .horizontal)
            if let height = box.applyingAspectRatio(OptionalSize(width: width, height: nil)).height {
                return gap.resolve(max(0, max(box.clamp(height, .vertical), box.paddingBorder.height) - box.inset.height)) ?? 0
            }
        }
        // Chromium 156 reads no width its ratio gives there, nor one under a content-keyword
        // min or max width (a `10%` column gap of a `width: 25px; min-width: min-content`
        // subgrid is 0); a height its ratio gives, or under such a min or max height, it does.
        if axis == .horizontal,
            box.ratioGivenAxis == .horizontal || style.minWidth.isContentKeyword || style.maxWidth.isContentKeyword
        {
            return gap.resolve(nil) ?? 0
        }
        return gap.resolve(Self.writtenInnerSize(box, size, axis)) ?? 0
    }

    /// A subgrid's content size in `axis` before its area is known: its size as written
    /// (a length, or a length through its ratio), within its min and max sizes; a
    /// percentage width is of 0 there (as `SubgridAlignmentSpace`); nil otherwise.
    static func writtenInnerSize(_ box: ResolvedBox, _ size: SizeValue, _ axis: LayoutAxis) -> Double? {
        var border = box.size.along(axis)
        if border == nil, case .percent = size, axis == .horizontal { border = 0 }
        guard let border else { return nil }
        let inset = box.inset.along(axis)
        return max(0, max(box.clamp(border, axis), box.paddingBorder.along(axis)) - inset)
    }

    /// A column subgrid's insets from its margin box's left and right edges to its content
    /// box: its margins, borders and paddings, and its vertical scrollbar `bar`, at its
    /// left when it is right to left (Chromium puts the bar there).
    static func columnInsets(_ box: ResolvedBox, bar: Double, rightToLeft: Bool) -> (left: Double, right: Double) {
        let margin = box.marginOrZero
        let left = margin.left + box.border.left + box.padding.left
        let right = margin.right + box.border.right + box.padding.right
        return rightToLeft ? (left + bar, right) : (left, right + bar)
    }

    /// A column subgrid's vertical scrollbar as its parent's track sizing sees it: no
    /// wider than the room its written width leaves inside its border and padding, as
    /// Chromium 156 clamps a scrollbar to a box narrower than it, the subgrid measured at
    /// that width (a `width: 10px` subgrid adds 10px to its track, `width: 0` or a
    /// percentage of the unknown width nothing); an auto width keeps the whole `bar`.
    func subgridSizingBarWidth(_ node: Int32, _ bar: Double) -> Double {
        guard bar > 0 else { return 0 }
        let style = styleAt(node)
        let box = style.resolveBox(parent: .none)
        var border = box.size.width
        if border == nil, case .percent = style.width { border = 0 }
        guard let border else { return bar }
        return min(bar, max(0, box.clamp(border, .horizontal) - box.paddingBorder.width))
    }

    /// The height of the horizontal scrollbar a subgrid's `overflow-x: scroll` always shows:
    /// its parent's track sizing sees that one, not an `auto` one (css-grid-2 §9 leaves it
    /// open). Chromium 156 sizes the parent's tracks from a subgrid's border, padding and
    /// scrollbars as they stand before it is laid out (`ComputeSubgridIntrinsicSize`, the
    /// extra margins), then lays it out in those tracks, where the horizontal auto scrollbar
    /// may appear: it takes room from a column subgrid's stretched content, or makes a row
    /// subgrid taller than its rows (its block size is its rows plus its border, padding and
    /// scrollbars), never the parent's tracks. A vertical one lays the ancestors out again,
    /// as for any box (Tree/AutoScrollbars.swift), so the parent's columns see it.
    static func subgridFixedScrollbarHeight(_ style: BoxStyle) -> Double {
        style.computedOverflow.x == .scroll ? BoxModel.scrollbarThickness : 0
    }

    /// A subgrid's style as its box reads it: no size, min or max in its subgridded axes
    /// (§9: it is stretched there), so that its ratio transfers none of them; a row
    /// subgrid has no ratio either (Chromium: its height is its area's, its width
    /// stretched or its content's, the ratio decides neither; only its min and max
    /// heights still limit its width through it, `rowSubgridRatioLimits`).
    func subgridBoxStyle(_ node: Int32, _ context: SubgridContext) -> BoxStyle {
        var style = styleAt(node)
        if context.columns != nil { (style.width, style.minWidth, style.maxWidth) = (.auto, .auto, .auto) }
        if context.rows != nil {
            (style.height, style.minHeight, style.maxHeight) = (.auto, .auto, .auto)
            style.aspectRatio = nil
        }
        return style
    }

    /// How far subgrid `node`'s paddings as laid out (`box`) pass those its own tracks
    /// were placed with when its parent's sizing tree was made, in an axis of its own
    /// over an area the parent sizes: its percentages resolved against no width then
    /// (Chromium 156 places such tracks once, and does not place them again when all
    /// are fixed). A column subgrid's own rows (`ownRowsPaddingSinceSizing`, where a
    /// spanned column has no fixed maximum); a row subgrid's own columns
    /// (`ownColumnsPaddingSinceSizing`, where its column area is not fixed and its columns
    /// are lengths: a 5% right padding of an rtl row subgrid over an auto column leaves
    /// its 40px column at 0).
    private func notePaddingSinceSizing(
        _ node: Int32, _ context: SubgridContext, _ box: ResolvedBox, _ container: inout GridContainer
    ) {
        guard !context.sizedAgain else { return }
        let ownRows = context.columns?.fixedMaximums.contains(false) == true && context.rows == nil
        let ownColumns =
            context.rows != nil && context.columns == nil && !context.fixedColumnArea
            && ownColumnsAreLengths(container.style)
        guard ownRows || ownColumns else { return }
        let sizing = styleAt(node).resolveBox(parent: .none).padding  // percentages of no width
        if ownColumns {
            container.ownColumnsPaddingSinceSizing = (box.padding.left - sizing.left, box.padding.right - sizing.right)
            return
        }
        container.ownRowsPaddingSinceSizing = box.padding.top - sizing.top
        let style = container.style
        if style.gridTemplateRows.allTracks.allSatisfy(\.isFixed) && style.gridAutoRows.allSatisfy(\.isFixed) {
            container.ownRowsHeightSinceSizing = box.padding.vertical - sizing.vertical
        }
    }

    /// Whether a grid's explicit columns are all lengths: a percentage among them follows
    /// the width, and Chromium 156 sizes and places them again in it (implicit columns
    /// count where the tracks are placed: they must be fixed too, `distributeContent`).
    private func ownColumnsAreLengths(_ style: BoxStyle) -> Bool {
        style.gridTemplateColumns.allTracks.allSatisfy(\.isLength)
    }

    /// A column subgrid's height limits through its ratio: its width is its area's, even
    /// below its padding and border (`subgridItemWidth`), and its ratio gives its height
    /// from that width alone, its horizontal padding and border transferring no minimum
    /// height (Chromium 156: ratio 1 and a 5px left border in a 3.75px column make it
    /// 3.75px tall; css-sizing-4 §5.1 floors no such width). Its own min-height stays.
    func columnSubgridRatioLimits(_ b: inout ResolvedBox) {
        if b.aspectRatio != nil { b.minSize.height = b.ownMinSize.height }
    }

    /// A row subgrid's width limits through its ratio: its own min-height and max-height
    /// (set aside for its height, which is its area's) still transfer to an automatic
    /// width as css-sizing-4 §5.1 says (Chromium 156: a stretched row subgrid of ratio
    /// 3 / 2 and max-height 3.5px is 5.25px wide), percentages of its area's height.
    /// An explicit `justify-self: stretch` takes its width from its area alone: its ratio
    /// transfers nothing then, in its area or in its parent's column sizing (Chromium 156:
    /// `subgrid-fix10c-*`).
    func rowSubgridRatioLimits(_ b: inout ResolvedBox, _ node: Int32, _ parent: OptionalSize) {
        let style = styleAt(node)
        // Not to a content-keyword width: that is the ratio's width of its area's height
        // within its own min and max widths alone (`containerSize`, Chromium 156).
        guard let ratio = style.aspectRatio, style.width.isAuto, writtenJustifySelf(node) != .stretch else { return }
        let transfer = RatioTransfer(ratio: ratio, isContentBox: b.isContentBox, paddingBorder: b.paddingBorder)
        let pb = b.paddingBorder.height
        func borderBox(_ v: SizeValue) -> Double? {
            v.resolve(parent.height).map { b.isContentBox ? $0 + pb : $0 }
        }
        let (minW, maxW) = (b.minSize.width, b.maxSize.width)
        if let h = borderBox(style.maxHeight) {
            b.maxSize.width = min(maxW ?? .infinity, max(transfer.width(fromHeight: max(h, pb)), minW ?? 0))
        }
        // Its vertical padding and border are a minimum height too, as for any box with a
        // ratio (`transferredLimits`): an empty row subgrid padded 5px at the top with ratio
        // 3 / 2 is 7.5px wide, in its area and in its parent's column sizing (Chromium 156).
        let h = max(borderBox(style.minHeight) ?? 0, pb)
        if h > 0 {
            b.minSize.width = max(minW ?? 0, min(transfer.width(fromHeight: h), maxW ?? .infinity))
        }
    }

    /// The length of the area the parent's tracks `a` make (in either order).
    private func areaLength(_ a: SubgridAxis) -> Double {
        let high = zip(a.starts, a.sizes).map { $0 + $1 }.max() ?? 0
        return high - (a.starts.min() ?? 0)
    }
}

extension ExplicitGrid {
    /// Step 2 for a subgrid: a subgridded axis is as many tracks as the subgrid spans,
    /// its lines named by its own `<line-name-list>` and by the parent (§9 "line names").
    /// An axis of its own counts its auto repetitions in an indefinite size unless its
    /// own size is a length or the parent's tracks there are fixed (`fixedColumnArea`)
    /// and it is stretched over them: its stretched size is not known before the
    /// parent's tracks are sized, its content's not before its tracks are (Chromium 156).
    mutating func adopt(_ context: SubgridContext, _ container: GridContainer) {
        let style = container.style
        // A length is definite whatever the area; a percentage is of the area.
        func isLength(_ v: SizeValue) -> Bool { if case .px = v { true } else { false } }
        func indefinite(_ axis: LayoutAxis) -> ExplicitTracks {
            let across = axis == .horizontal
            let (mn, mx) = across ? (style.minWidth, style.maxWidth) : (style.minHeight, style.maxHeight)
            return ExplicitTracks(
                across ? style.gridTemplateColumns : style.gridTemplateRows, areas: style.gridTemplateAreas,
                axis: axis, innerSize: nil, minInnerSize: isLength(mn) ? container.minInner.along(axis) : nil,
                maxInnerSize: isLength(mx) ? container.maxInner.along(axis) : nil,
                gap: across ? container.columnGap : container.rowGap)
        }
        // A row subgrid whose width is its content's has none there either, whatever its
        // area (a `justify-self: left` one over a 100px column counts one repetition).
        let columnsIndefinite = !context.fixedColumnArea || context.widthFromColumns
        if context.columns == nil && columnsIndefinite && !isLength(style.width) { columns = indefinite(.horizontal) }
        if context.rows == nil && !context.fixedRowArea && !isLength(style.height) { rows = indefinite(.vertical) }
        let areas = Self.subgridAreas(style.gridTemplateAreas, context)
        subgridAreas = areas
        if let c = context.columns {
            let reversed = c.parentRightToLeft != (style.direction == .rightToLeft)
            columns = ExplicitTracks(
                subgrid: c, style.gridTemplateColumns, reversed: reversed, areaLines: Self.areaLines(areas, .horizontal))
        }
        if let r = context.rows {
            rows = ExplicitTracks(
                subgrid: r, style.gridTemplateRows, reversed: r.namesReversed,
                areaLines: Self.areaLines(areas, .vertical))
        }
    }
}

extension ExplicitTracks {
    /// The explicit tracks of a subgridded axis: `axis.span` tracks (sized by the
    /// parent), the names of `list` on lines 0, 1, … (a `repeat(auto-fill, …)` repeats
    /// over the lines the others leave, §2), merged with the parent's names (counted
    /// from the other end when `reversed`) and the names `areaLines` of the areas.
    init(subgrid axis: SubgridAxis, _ list: TrackList, reversed: Bool, areaLines: [String: [Int]]) {
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
        var names: [String: [Int]] = [:]
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
        tracks = Array(repeating: .auto, count: axis.span)
        templateCount = axis.span
        subgridSpan = axis.span
        mergeSubgridNames(own: names, axis, reversed: reversed, areaLines: areaLines)
    }
}

extension LayoutTree {
    /// Step 3 for a subgrid: no implicit tracks in a subgridded axis, so every item's
    /// lines are clamped into its explicit grid (§9); then the gaps of its own axes,
    /// which the tracks placement made decide (`resolveOwnGaps`).
    func clampToSubgrid(
        _ node: Int32, _ context: SubgridContext, _ explicit: ExplicitGrid, _ container: inout GridContainer,
        _ s: inout GridScratch, _ covered: inout (columns: Range<Int>, rows: Range<Int>)
    ) {
        defer { resolveOwnGaps(node, context, explicit, covering: covered, placed: !s.placed.isEmpty, &container) }
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
    /// the area; its outermost tracks lose its margin, border and padding on their
    /// outer side, every inner side half the difference between its gutter and the
    /// parent's (§9). Worked physically, then read in the subgrid's own order.
    func injectSubgridTracks(
        _ node: Int32, _ context: SubgridContext, _ container: GridContainer, _ s: inout GridScratch
    ) {
        let box = container.box
        let margin = box.marginOrZero
        if let c = context.columns, c.isSized {
            let flip = c.parentRightToLeft != (container.style.direction == .rightToLeft)
            let sinceSized = max(0, (scrollbars.shown[node]?.width ?? 0) - c.autoBarWhenSized)
            let insets = Self.columnInsets(
                box, bar: box.scrollbar.width - sinceSized, rightToLeft: container.style.direction == .rightToLeft)
            s.columns = subgridTracks(
                c, origin: margin.left, lowInset: insets.left, highInset: insets.right,
                gap: container.columnGap, reversed: flip, rightToLeft: container.style.direction == .rightToLeft)
            // A right-to-left subgrid's columns run from its right edge: where its margins
            // pass its area, that of its box at 0 wide, not where the margins put it
            // (Chromium 156 mirrors them in the box's own width).
            let floored = max(0, margin.horizontal - areaLength(c))
            if container.style.direction == .rightToLeft && floored > 0 {
                for k in s.columns.tracks.indices { s.columns.tracks[k].offset += floored }
            }
        }
        if let r = context.rows, r.isSized {
            let edges = subgrids.rowSizingEdges[node] ?? Self.rowEdges(box, container.style)
            s.rows = subgridTracks(
                r, origin: edges.marginTop, lowInset: edges.top, highInset: edges.bottom,  // the rows as the parent sized them
                gap: container.rowGap, reversed: false, rightToLeft: false)
        }
    }

    /// A row subgrid's top and bottom edges as laid out: margin, border, padding and
    /// its `overflow-x: scroll` bar.
    static func rowEdges(_ box: ResolvedBox, _ style: BoxStyle) -> RowSizingEdges {
        let margin = box.marginOrZero
        return RowSizingEdges(
            marginTop: margin.top, top: margin.top + box.border.top + box.padding.top,
            bottom: margin.bottom + box.border.bottom + box.padding.bottom + subgridFixedScrollbarHeight(style))
    }

    /// How much a row subgrid's top and bottom edges as laid out pass those its rows were
    /// sized with (`RowSizingEdges`; 0 when they were sized with these): its box is its
    /// rows plus its border and padding as laid out.
    private func rowEdgesSinceSizing(_ node: Int32, _ box: ResolvedBox, _ style: BoxStyle) -> Double {
        guard let sized = subgrids.rowSizingEdges[node] else { return 0 }
        let now = Self.rowEdges(box, style)
        return (now.top + now.bottom) - (sized.top + sized.bottom)
    }

    /// Step 4 for a subgrid: `injectSubgridTracks`, and while its parent has not sized
    /// its rows, the rows it spans that are fixed as theirs less the insets, as
    /// `injectSubgridTracks` makes them once sized, the others its own (css-grid-1 §11.1:
    /// the row area of an item in fixed rows is definite while the parent sizes its
    /// columns). Returns whether its rows are known: its own, sized, or those made.
    /// Its own rows are sized over the columns they were in the parent's row pass
    /// (`SubgridAxis.sizesForOwnRows`), when the parent sized its columns again from them
    /// alone; step 8 takes the final columns.
    func injectSubgridTracksBeforeSizing(
        _ node: Int32, _ context: SubgridContext, _ container: GridContainer, _ s: inout GridScratch
    ) -> Bool {
        var context = context
        if var c = context.columns, !c.sizesForOwnRows.isEmpty {
            (c.starts, c.sizes) = (c.startsForOwnRows, c.sizesForOwnRows)
            context.columns = c
        }
        injectSubgridTracks(node, context, container, &s)
        guard var r = context.rows, !r.isSized else { return true }
        guard r.fixedSizes.count == r.span, r.span > 0 else { return false }
        let own = s.rows.tracks
        // Its tracks not fixed stay its own (auto): their length is not known yet.
        let allFixed = !r.fixedSizes.contains(nil)
        guard allFixed || own.count == TrackIndex.arrayCount(tracks: r.span) else { return false }
        var cursor = 0.0
        r.sizes = r.fixedSizes.map { $0 ?? 0 }
        r.starts = r.sizes.map { size in
            defer { cursor += size + r.parentGap }
            return cursor
        }
        let box = container.box
        let margin = box.marginOrZero
        s.rows = subgridTracks(
            r, origin: margin.top, lowInset: margin.top + box.border.top + box.padding.top,
            highInset: margin.bottom + box.border.bottom + box.padding.bottom
                + Self.subgridFixedScrollbarHeight(container.style),
            gap: container.rowGap, reversed: false, rightToLeft: false)
        for (k, size) in r.fixedSizes.enumerated() where size == nil {
            s.rows.tracks[TrackIndex.ofTrack(k)] = own[TrackIndex.ofTrack(k)]
        }
        // Its inner gutters are its own gap, which the rows' sizing keeps.
        for line in 1..<r.span {
            var g = GridTrack.gutter(container.rowGap)
            g.offset = s.rows.tracks[TrackIndex.ofLine(line)].offset
            (g.baseSize, g.growthLimit) = (container.rowGap, container.rowGap)
            s.rows.tracks[TrackIndex.ofLine(line)] = g
        }
        return true
    }

    /// Per spanned track (parent's order), how far its start moves and how much of its
    /// size goes for the insets (`lowInset` at the left or top, `highInset` at the other
    /// side): each inset is shared equally by the tracks of the parent's set at that edge
    /// (`SubgridAxis.firstSet`, `lastSet`), each track moving by what those before it gave.
    static func edgeSetShares(_ a: SubgridAxis, lowInset: Double, highInset: Double) -> (shifts: [Double], shares: [Double]) {
        let n = a.span
        let (first, last) = (a.firstSet.isEmpty ? [0] : a.firstSet, a.lastSet.isEmpty ? [n - 1] : a.lastSet)
        let (lowSet, highSet) = a.parentRightToLeft ? (last, first) : (first, last)
        var shifts = [Double](repeating: 0, count: n)
        var shares = [Double](repeating: 0, count: n)
        var shift = lowInset
        for p in 0..<n {
            let j = a.parentRightToLeft ? n - 1 - p : p
            if lowSet.contains(j) { shares[j] += lowInset / Double(lowSet.count) }
            if highSet.contains(j) { shares[j] += highInset / Double(highSet.count) }
            shifts[j] = shift
            shift -= shares[j]
        }
        return (shifts, shares)
    }

    /// The subgrid's track array from the parent's tracks `a` (physical), track `k`
    /// of the subgrid being the parent's `k` (or `n - 1 - k` when `reversed`), its size
    /// the parent's less the insets (each shared by the tracks of the parent's set at
    /// its edge, `edgeSetShares`; one set over the whole span keeps its tracks alike,
    /// the gap difference shared too), even below 0 (an area's size is floored, not its
    /// tracks', css-grid-2 §9 "extra layer of margin"); its edge
    /// lines on the start and end sides of its own direction (`rightToLeft`: its
    /// line 0 at the right of its track 0, where an absolutely positioned child's
    /// area starts, §9.1 of css-grid-1).
    private func subgridTracks(
        _ a: SubgridAxis, origin: Double, lowInset: Double, highInset: Double, gap: Double, reversed: Bool,
        rightToLeft: Bool
    ) -> AxisTracks {
        let n = a.span
        let half = (gap - a.parentGap) / 2
        // Chromium 156 moves each inner line by half the difference in whole 1/64 px
        // (truncated) at the track after it in the subgrid's own direction; the track
        // before it loses the rest (LayoutUnit halves: a 25/64 px difference takes 12/64
        // from one and 13/64 from the other).
        let startSide = inLayoutUnits(half)
        let (leftShift, rightShift) = rightToLeft ? (2 * half - startSide, startSide) : (startSide, 2 * half - startSide)
        let low = a.starts.min() ?? 0
        var tracks = [GridTrack](repeating: .gutter(0), count: TrackIndex.arrayCount(tracks: n))
        let (shifts, shares) = Self.edgeSetShares(a, lowInset: lowInset, highInset: highInset)
        var sizes = (0..<n).map { j in
            let p = a.parentRightToLeft ? n - 1 - j : j  // from the left (top)
            // Below 0 where the insets pass the parent's track (Chromium 156): an area
            // spanning it ends where the parent's next line less the inset puts it.
            return a.sizes[j] - (p == 0 ? 0 : leftShift) - (p == n - 1 ? 0 : rightShift) - shares[j]
        }
        // One set over the whole span: its tracks stay alike, the gap difference shared too.
        if n > 1 && a.firstSet.count == n && half != 0 {
            let mean = sizes.reduce(0, +) / Double(n)
            sizes = sizes.map { _ in mean }
        }
        var cursor = 0.0
        for p in 0..<n {
            let j = a.parentRightToLeft ? n - 1 - p : p
            let k = reversed ? n - 1 - j : j
            let size = sizes[j]
            // In rtl its right edge (`spanArea`) is the parent's track's less the inset there,
            // that track's start when it is below 0 itself (a nested subgrid's).
            var start = a.starts[j] - low - origin + (p == 0 ? 0 : leftShift) + shifts[j] - (rightToLeft ? min(0, a.sizes[j]) : 0)
            if n > 1 && a.firstSet.count == n && half != 0 && p > 0 { start = cursor + gap }
            cursor = start + size
            var t = GridTrack(.px(size))
            (t.baseSize, t.growthLimit, t.offset) = (size, size, start)
            tracks[TrackIndex.ofTrack(k)] = t
        }
        for line in 0...n {
            var g = GridTrack.gutter(0)
            let before = line > 0 ? tracks[TrackIndex.ofTrack(line - 1)] : nil
            let after = line < n ? tracks[TrackIndex.ofTrack(line)] : nil
            switch (before, after) {
            case (let b?, let f?):
                let (l, r) = b.offset <= f.offset ? (b.offset + b.baseSize, f.offset) : (f.offset + f.baseSize, b.offset)
                (g.offset, g.baseSize) = (l, max(0, r - l))
            case (let b?, nil): g.offset = rightToLeft ? b.offset : b.offset + b.baseSize
            case (nil, let f?): g.offset = rightToLeft ? f.offset + f.baseSize : f.offset
            case (nil, nil): break
            }
            g.growthLimit = g.baseSize
            tracks[TrackIndex.ofLine(line)] = g
        }
        return AxisTracks(tracks: tracks, firstLine: 0, kindCounts: TrackKindCounts(tracks))
    }
}
