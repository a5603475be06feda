// css-grid-1 §6 Grid Items, §11.5 contributions — https://www.w3.org/TR/css-grid-1/#grid-items
// A grid item as the algorithm sees it: where it is, how it aligns, and the size
// contributions §11.5 asks for (css-grid-1 §6.6, §11.5 "contributions"), cached per
// sizing pass. Stored in one contiguous array; the hot loops index it.

/// One grid item: its record every step reads, and the sizes of the few that are measured.
struct GridItem {
    /// What every step reads: 32 bytes, so a million items are one 32 MB array.
    var core: Core
    /// What only items that are measured or baseline-aligned need (see ``GridItems``).
    var sizes = Sizes.unknown

    /// An item's placement, alignment and the kinds of track it crosses.
    struct Core {
        var node: Int32
        // Track-array ranges (tracks and the gutters between them).
        var columnLower: Int32 = 0, columnUpper: Int32 = 0
        var rowLower: Int32 = 0, rowUpper: Int32 = 0
        var justify: SelfAlignment.Position = .stretch
        var align: SelfAlignment.Position = .stretch
        var justifySafe = false
        var alignSafe = false
        var crossesFlexibleColumn = false
        var crossesFlexibleRow = false
        var crossesIntrinsicColumn = false
        var crossesIntrinsicRow = false
        /// An empty leaf with plain sizes: its contributions and layout take the fast path.
        var isPlainLeaf = false

        var columnTracks: Range<Int> { Int(columnLower)..<Int(columnUpper) }
        var rowTracks: Range<Int> { Int(rowLower)..<Int(rowUpper) }
        @inline(__always) func tracks(_ axis: LayoutAxis) -> Range<Int> { axis == .horizontal ? columnTracks : rowTracks }
        /// How many tracks the item spans in `axis` (its range holds the gutters between them).
        @inline(__always) func span(_ axis: LayoutAxis) -> Int {
            axis == .horizontal ? TrackIndex.span(columnLower, columnUpper) : TrackIndex.span(rowLower, rowUpper)
        }
        @inline(__always) func crossesFlexible(_ axis: LayoutAxis) -> Bool {
            axis == .horizontal ? crossesFlexibleColumn : crossesFlexibleRow
        }
        @inline(__always) func crossesIntrinsic(_ axis: LayoutAxis) -> Bool {
            axis == .horizontal ? crossesIntrinsicColumn : crossesIntrinsicRow
        }
    }

    /// Contributions and baseline data, kept only for items that are measured.
    struct Sizes {
        /// Extra space above the item so that baseline-aligned items line up (§11.5 step 1).
        var baselineShim = 0.0
        /// Extra space beside the item so that items aligned by baseline in the inline
        /// axis line up (§11.5 step 1 in that axis; Alignment.swift).
        var inlineBaselineShim = 0.0
        // The current pass's contributions (NaN: not yet computed).
        var minContent = Double.nan
        var maxContent = Double.nan
        var minimum = Double.nan
        /// The width the item was given when its row contributions were computed (NaN: not yet).
        var knownWidthValue = Double.nan

        static let unknown = Sizes()
        /// Whether nothing is known (so nothing needs storing).
        var isUnknown: Bool {
            baselineShim == 0 && inlineBaselineShim == 0 && minContent.isNaN && maxContent.isNaN && minimum.isNaN
                && knownWidthValue.isNaN
        }
    }

    /// An item of `core` with `sizes`.
    init(core: Core, sizes: Sizes) {
        self.core = core
        self.sizes = sizes
    }

    var node: Int32 { core.node }
    var justify: SelfAlignment.Position { core.justify }
    var align: SelfAlignment.Position { core.align }
    /// Whether it aligns by its first or last baseline in the block axis (§10.6).
    var hasBaselineAlignment: Bool { core.align == .baseline || core.align == .lastBaseline }
    var justifySafe: Bool { core.justifySafe }
    var alignSafe: Bool { core.alignSafe }
    var isPlainLeaf: Bool { core.isPlainLeaf }
    var columnTracks: Range<Int> { core.columnTracks }
    var rowTracks: Range<Int> { core.rowTracks }
    /// The first row track, an index into the row track array (rows sharing it share a row).
    var firstRowTrack: Int { Int(core.rowLower) }
    /// The baseline shim in `axis` (§11.5 step 1): it counts as margin in every contribution.
    @inline(__always) func shim(_ axis: LayoutAxis) -> Double {
        axis == .vertical ? sizes.baselineShim : sizes.inlineBaselineShim
    }
    var baselineShim: Double {
        get { sizes.baselineShim }
        set { sizes.baselineShim = newValue }
    }
    var minContent: Double {
        get { sizes.minContent }
        set { sizes.minContent = newValue }
    }
    var maxContent: Double {
        get { sizes.maxContent }
        set { sizes.maxContent = newValue }
    }
    var minimum: Double {
        get { sizes.minimum }
        set { sizes.minimum = newValue }
    }
    var knownWidth: Double? {
        get { sizes.knownWidthValue.isNaN ? nil : sizes.knownWidthValue }
        set { sizes.knownWidthValue = newValue ?? .nan }
    }

    @inline(__always) func tracks(_ axis: LayoutAxis) -> Range<Int> { core.tracks(axis) }
    @inline(__always) func span(_ axis: LayoutAxis) -> Int { core.span(axis) }
    @inline(__always) func crossesFlexible(_ axis: LayoutAxis) -> Bool { core.crossesFlexible(axis) }
    @inline(__always) func crossesIntrinsic(_ axis: LayoutAxis) -> Bool { core.crossesIntrinsic(axis) }
}

/// A grid's items as two arrays: the cores every step reads, and the sizes of items
/// that are measured or baseline-aligned, kept only once one is written. A grid of
/// plain boxes (the common big grid) then never stores or reads the second.
/// `items[i]` reads and writes both, as one ``GridItem``.
struct GridItems {
    var cores: [GridItem.Core] = []
    private(set) var sizes: [GridItem.Sizes] = []
    /// The outer lines (track-array indices) of the subgrids whose items these include
    /// in the axis being sized: Blink's ranges end there as at an item's edges, while a
    /// subgrid's edge placeholder cuts none (TrackSets.swift). Empty for a grid's own items.
    var subgridLines: [Int] = []

    var count: Int { cores.count }
    var indices: Range<Int> { cores.indices }

    subscript(i: Int) -> GridItem {
        get { GridItem(core: cores[i], sizes: sizes.isEmpty ? .unknown : sizes[i]) }
        set {
            cores[i] = newValue.core
            if sizes.isEmpty {
                if newValue.sizes.isUnknown { return }
                sizes.append(contentsOf: repeatElement(.unknown, count: cores.count))
            }
            sizes[i] = newValue.sizes
        }
    }

    /// The items' sizes through a pointer for a hot loop: empty when none is stored
    /// (every item's sizes unknown, no baseline shim).
    func withStoredSizes<R>(_ body: (UnsafeBufferPointer<GridItem.Sizes>) -> R) -> R {
        sizes.withUnsafeBufferPointer(body)
    }

    /// Adds `item` at the end (a subgrid's item joining its parent's, Subgrid.swift).
    mutating func append(_ item: GridItem) {
        cores.append(item.core)
        if sizes.isEmpty && item.sizes.isUnknown { return }
        if sizes.isEmpty { sizes.append(contentsOf: repeatElement(.unknown, count: cores.count - 1)) }
        sizes.append(item.sizes)
    }

    /// Forgets every item's sizes, keeping the storage of the cores for `body` to refill.
    mutating func clearSizes() { sizes.removeAll(keepingCapacity: true) }

    /// Forgets the contributions of the items at `list` (a new axis is being sized) and
    /// the width found for the last row pass (the columns may have been sized again):
    /// nothing to do when no item keeps sizes (a grid of plain boxes).
    mutating func resetContributions(_ list: [Int32]) {
        guard !sizes.isEmpty else { return }
        for i in list {
            sizes[Int(i)].minContent = .nan
            sizes[Int(i)].maxContent = .nan
            sizes[Int(i)].minimum = .nan
            sizes[Int(i)].knownWidthValue = .nan
        }
    }
}

/// What sizing an axis knows of the other one, for item contributions.
struct ContributionContext {
    var axis: LayoutAxis
    /// Sizes of the other axis' tracks when already sized (rows are sized after columns).
    var otherTracks: [GridTrack]?
    /// The container's inner size in the axis being sized, when definite.
    var innerSize: Double?
}

extension LayoutTree {
    /// The sum of the sizes of the tracks in `range` (base sizes), never below 0 (a
    /// subgrid's track can be: Subgrid.swift, `subgridTracks`).
    @inline(__always)
    func spannedSize(_ tracks: [GridTrack], _ range: Range<Int>) -> Double {
        var s = 0.0
        for i in range { s += tracks[i].extent }
        return max(0, s)
    }

    /// The width an item gets in its grid area (css-grid-1 §10.3, §6.2): stretched,
    /// its own, or fit-content within the area, within its content-keyword min and
    /// max widths (css-sizing-3 §5.2). `area` is the column area's width.
    /// `areaHeight` is the row area's height when known.
    mutating func itemWidth(
        _ item: GridItem, area: Double?, style: StyleFacts, box: ResolvedBox, inFinalArea: Bool = false,
        areaHeight: Double? = nil
    ) -> Double? {
        let width = itemWidthBeforeKeywordLimits(
            item, area: area, style: style, box: box, inFinalArea: inFinalArea, areaHeight: areaHeight)
        guard style.hasContentKeywordWidthLimits, let w = width else { return width }
        let limited = clampedByContentKeywords(
            w, item.node, .horizontal, parent: OptionalSize(width: area, height: areaHeight),
            available: area.map { $0 - box.marginOrZero.horizontal },
            definiteHeight: ratioStretchedHeight(item, style: style, box: box, areaHeight: areaHeight, anyWidth: true))
        return max(box.paddingBorder.width, limited)
    }

    /// The ratio of a subgrid in its rows only, which its box sets aside (its height is
    /// its area's, `subgridBoxStyle`): laid out in its final area, its content widths
    /// are still the ratio's of its height there (``layoutInArea``; Chromium 156: ratio
    /// 2 / 1 and `max-width: min-content` in a 10px row is 20px wide), while its
    /// columns and its contributions to its parent's columns are its content's.
    func rowSubgridRatio(_ node: Int32, _ box: ResolvedBox) -> RatioTransfer? {
        guard hasSubgridStyles, node >= 0, let ratio = styleAt(node).aspectRatio, let context = subgrids.contexts[node],
            context.rows != nil, context.columns == nil
        else { return nil }
        return RatioTransfer(ratio: ratio, isContentBox: box.isContentBox, paddingBorder: box.paddingBorder)
    }

    /// The border-box width of a row subgrid with a ratio and a content-keyword min or
    /// max width in its final area (nil for any other item): its stretched width, or
    /// under a height other than auto its ratio's width of its area's height within its
    /// min and max widths (not its columns' then, as `containerSize` takes without such
    /// a keyword), within those limits as its ratio gives them from its area's height
    /// (Chromium 156: a `min-width: fit-content` row subgrid of ratio 1 in a 25px row is
    /// 25px wide whatever its columns; with `height: 25px` and `min-width: min-content`
    /// in a 10px row, 10px over a 40px column). `laidOut`: its width as laid out.
    mutating func rowSubgridBoxWidth(_ item: GridItem, _ box: ResolvedBox, area: (Double, Double), laidOut: Double)
        -> Double?
    {
        let style = facts(item.node)
        guard style.hasContentKeywordWidthLimits, let ratio = rowSubgridRatio(item.node, box) else { return nil }
        let margin = box.marginOrZero
        let height = max(box.paddingBorder.height, area.1 - margin.vertical)
        let base =
            style.height.isAuto
            ? itemWidthBeforeKeywordLimits(
                item, area: area.0, style: style, box: box, inFinalArea: true, areaHeight: area.1) ?? laidOut
            : box.clamp(ratio.width(fromHeight: height), .horizontal)
        let limited = clampedByContentKeywords(
            base, item.node, .horizontal, parent: OptionalSize(width: area.0, height: area.1),
            available: area.0 - margin.horizontal, definiteHeight: height, ratioAside: ratio)
        return max(box.paddingBorder.width, limited)
    }

    private mutating func itemWidthBeforeKeywordLimits(
        _ item: GridItem, area: Double?, style: StyleFacts, box: ResolvedBox, inFinalArea: Bool, areaHeight: Double?
    ) -> Double? {
        if hasSubgridStyles,
            let own = subgridItemWidth(
                item, area: area, style: style, box: box, inFinalArea: inFinalArea, areaHeight: areaHeight)
        {
            return own
        }
        let margin = box.margin
        // A width the ratio gives from the item's own height gives way to an explicit
        // `justify-self: stretch` in its final area (css-grid-1 §6.2 turns only `normal`
        // into `start` for a box with a ratio; Chromium and Firefox stretch it).
        let stretchesPastRatio =
            inFinalArea && box.ratioGivenAxis == .horizontal && item.justify == .stretch
            && margin.left != nil && margin.right != nil
        if let w = box.size.width, !stretchesPastRatio { return box.clamp(w, .horizontal) }
        let m = box.marginOrZero.horizontal
        // A ratio with a stretched height gives the content sizes (css-sizing-4 §5.1).
        let stretchedHeight = ratioStretchedHeight(item, style: style, box: box, areaHeight: areaHeight)
        // A grid whose columns follow its rows (items with ratios) has the content sizes
        // of its row area and stretched height, as its column contributions (`contribution`).
        let rowArea = box.ratio == nil && widthFollowsRows(item.node, style, align: item.align) ? areaHeight.flatMap { $0.isFinite ? $0 : nil } : nil
        func content(_ space: AvailableSpace) -> Double {
            // With a stretched height, the ratio's width of it (css-sizing-4 §5.1).
            if let h = stretchedHeight, let ratio = box.ratio { return ratio.width(fromHeight: h) }
            return layoutNode(
                item.node,
                LayoutInput(
                    knownSize: OptionalSize(width: nil, height: rowArea == nil ? nil : stretchedHeight),
                    parentSize: OptionalSize(width: area, height: rowArea),
                    available: AvailableSize(width: space, height: rowArea.map { .definite($0) } ?? .maxContent),
                    mode: .computeSize)
            ).size.width
        }
        // LayoutSize keywords (css-sizing-3).
        switch style.width {
        case .minContent: return box.clamp(content(.minContent), .horizontal)
        case .maxContent: return box.clamp(content(.maxContent), .horizontal)
        case .fitContent(let limit):
            let space = limit?.resolve(area) ?? area.map { $0 - m }
            guard let space else { return nil }
            return box.clamp(max(content(.minContent), min(content(.maxContent), space)), .horizontal)
        case .stretch:
            guard let area else { return nil }
            return max(box.paddingBorder.width, box.clamp(area - m, .horizontal))
        default: break
        }
        // `normal` stretches, unless a ratio and a definite height decide the width; in
        // its final area, a height stretched by an explicit `align-self: stretch` is
        // definite too (the browser then takes the width from the ratio).
        let heightStretched =
            inFinalArea && item.align == .stretch && style.height == .auto && box.margin.top != nil && box.margin.bottom != nil
        let ratioDecides = style.aspectRatio != nil && (box.size.height != nil || heightStretched)
        let stretches =
            (item.justify == .stretch || (item.justify == .normal && !ratioDecides))
            && margin.left != nil && margin.right != nil
        guard let area else { return nil }
        if stretches {
            // An explicit `stretch` stretches past the min-width a ratio transfers (it
            // bounds only a width the ratio gives, css-sizing-4 §5.2; as Chromium).
            let w = item.justify == .stretch ? box.clampOwn(area - m, .horizontal) : box.clamp(area - m, .horizontal)
            return max(box.paddingBorder.width, w)
        }
        if ratioDecides { return nil }  // the ratio decides
        // Not stretched, with a stretched height: its content sizes are the ratio's of that
        // height (Chromium: the content's own width does not count here).
        if let h = stretchedHeight, let ratio = box.ratio { return box.clamp(ratio.width(fromHeight: h), .horizontal) }
        // fit-content: min(max-content, max(min-content, available)).
        return box.clamp(max(content(.minContent), min(content(.maxContent), area - m)), .horizontal)
    }

    /// css-grid-2 §9: a subgrid is stretched in its subgridded axes, its own size, min,
    /// max and ratio there ignored: a column subgrid is its area's width, even below its
    /// padding and border (its ratio's height follows, `columnSubgridRatioLimits`). A row
    /// subgrid's height is its area's: as Chromium, its ratio gives its (automatic) width only in
    /// that area and when it is not stretched across (else it is stretched in both axes,
    /// and its contributions are its content's). Nil for any other item.
    private mutating func subgridItemWidth(
        _ item: GridItem, area: Double?, style: StyleFacts, box: ResolvedBox, inFinalArea: Bool, areaHeight: Double?
    ) -> Double? {
        let own = styleAt(item.node)
        if own.subgrids(.horizontal) {
            return area.map { max(0, $0 - box.marginOrZero.horizontal) }
        }
        // A width of its own wins over the ratio (Chromium 156).
        guard own.subgrids(.vertical), style.aspectRatio != nil, box.size.width == nil else { return nil }
        var plain = style
        plain.aspectRatio = nil
        var content = item
        if Self.widthIsContent(item.core, own) {
            // Not stretched (`normal` included, under a height other than auto): its columns
            // are sized in the width fit-content gives; laid out, the ratio gives its box
            // (`containerSize`, Chromium 156).
            content.core.justify = .start
        }
        return itemWidthBeforeKeywordLimits(content, area: area, style: plain, box: box, inFinalArea: false, areaHeight: nil)
    }

    /// css-sizing-4 §5.1 with css-grid-1 §6.2 (as Chromium reads them): the border-box
    /// height an item with a ratio takes from a row area of `areaHeight` when its block
    /// axis stretches (`align-self: normal` or `stretch`, auto width and height, no auto
    /// block margin); the ratio then gives its width, and so its column contributions.
    /// So too a grid's (its columns following its rows) and a block's whose child's
    /// ratio follows its height (``blockChildFollowsHeight(_:)``). Nil otherwise.
    /// `anyWidth`: whatever the item's width (its content sizes, for its content-keyword
    /// min and max widths: Chromium's `width: 10px; max-width: min-content` item with a
    /// ratio in a 45px row keeps its 10px).
    func ratioStretchedHeight(
        _ item: GridItem, style: StyleFacts, box: ResolvedBox, areaHeight: Double?, anyWidth: Bool = false
    ) -> Double? {
        // A content-keyword width with a ratio is found from that height too (its content
        // sizes are the ratio's of it, css-sizing-4 §5.1; as Chromium, where `normal`
        // stretches the block axis of such an item), and so is a percentage width while
        // the columns are sized (it behaves as auto there, css-sizing-3 §5.2.1).
        // A grid's percentage width too (its columns then follow its rows as an auto width's).
        // A column subgrid's width is its area's, whatever it says (`subgridBoxStyle`).
        let columnSubgrid = style.display == .grid && item.node >= 0 && styleAt(item.node).gridTemplateColumns.isSubgrid
        let width =
            style.width == .auto || (style.display == .grid && style.width.isPercent) || columnSubgrid
            || (style.aspectRatio != nil && (anyWidth || style.width.isContentKeyword || style.width.isPercent))
        // A column subgrid's own ratio gives its height from its width (its area's), so
        // `normal` leaves its height to the ratio (Chromium 156: its items' widths then
        // follow no row, `subgrid-fix16-column-subgrid-ratio-*`).
        if columnSubgrid && style.aspectRatio != nil && item.align == .normal { return nil }
        // Last, once everything else holds: a block's children are walked.
        guard let h = areaHeight, h.isFinite, style.height == .auto, width,
            item.align == .stretch || item.align == .normal, box.margin.top != nil, box.margin.bottom != nil,
            style.aspectRatio != nil || style.display == .grid
                || (style.display == .block && item.node >= 0 && blockChildFollowsHeight(item.node))
        else { return nil }
        return max(box.paddingBorder.height, box.clamp(h - box.marginOrZero.vertical, .vertical))
    }

    /// Whether the width of item `node` may follow the height of its row area: an auto
    /// width with an aspect ratio, a grid with an auto width holding such items, at any
    /// depth (its columns then follow its rows, css-grid-1 §11.1 step 3), or a block with
    /// an auto width whose child's ratio and percentage height follow it
    /// (``blockChildFollowsHeight(_:)``). With `align`, its
    /// block-axis alignment in its grid, only when its height follows that area too
    /// (``heightFollowsRow(_:align:)``), as Blink's min/max sizes depend on the block
    /// constraints only for a box stretched in them or with a percentage height
    /// (BlockNode::ComputeMinMaxSizes), and so at each level down.
    func widthFollowsRows(_ node: Int32, _ style: StyleFacts, align: SelfAlignment.Position? = nil) -> Bool {
        // A subgrid's items size this grid's tracks themselves (css-grid-2 §9): its own
        // alignment decides nothing for them.
        let own = styleAt(node)
        let subgrid = style.display == .grid && (own.gridTemplateRows.isSubgrid || own.gridTemplateColumns.isSubgrid)
        if let align, !subgrid, !heightFollowsRow(style, align: align) { return false }
        if style.aspectRatio != nil && (style.width.isContentKeyword || style.width.isPercent) { return true }
        // A grid's percentage width behaves as auto while the columns are sized
        // (css-sizing-3 §5.2.1): its columns follow its rows all the same (Chromium 156);
        // so does any width of a column subgrid, whose width is its area's (`subgridBoxStyle`).
        let columnSubgrid = style.display == .grid && own.gridTemplateColumns.isSubgrid
        guard style.width == .auto || (style.display == .grid && style.width.isPercent) || columnSubgrid else {
            return false
        }
        if style.aspectRatio != nil { return true }
        if style.display == .block { return style.width == .auto && blockChildFollowsHeight(node) }
        guard style.display == .grid else { return false }
        let alignItems = own.alignItems
        var crossing: Set<Int32>? = nil  // placed once, when a child first needs it
        var c = firstChild[Int(node)]
        while c >= 0 {
            let f = facts(c)
            if f.isInFlow, f.mayFollowRows || (f.mayFollowRowsThroughChildren && firstChild[Int(c)] >= 0),
                widthFollowsRows(c, f, align: f.alignSelf.resolved(alignItems).position.inBlockAxis)
            {
                if own.gridTemplateColumns.isSubgrid { return true }
                if crossing == nil { crossing = childrenCrossingContentSizedColumns(of: node) }
                if crossing?.contains(c) ?? true { return true }
            }
            c = nextSibling[Int(c)]
        }
        return false
    }

    /// Whether an in-flow child of block `node` has a ratio, an auto or percentage width
    /// (auto in a min-content contribution, css-sizing-3 §5.2.1) and a percentage height,
    /// min-height or max-height: stretched in its row area, the block's height is
    /// definite (css-grid-1 §6.2), so the child's height, and through its ratio its
    /// width, follow the row (Blink's block min/max sizes depend on the block
    /// constraints through such a child; 119-168, 24-60).
    func blockChildFollowsHeight(_ node: Int32) -> Bool {
        var c = firstChild[Int(node)]
        while c >= 0 {
            let f = facts(c)
            if f.isInFlow, f.aspectRatio != nil, f.width == .auto || f.width.isPercent, f.heightFollowsArea { return true }
            c = nextSibling[Int(c)]
        }
        return false
    }

    /// The in-flow children of grid `node` that, placed as `node` places them when its
    /// width is found (an indefinite width: percentages of it as auto, §7.2.1), cross an
    /// intrinsic or flexible column. Only such an item's contribution sizes the columns
    /// (§11.5, §11.7), so only its width following its rows makes the grid's width follow
    /// them: a ratio item in a fixed column does not (Blink's grid ComputeMinMaxSizes
    /// depends on its block constraints only through the items it measures;
    /// `fidelity-fix10q-*`).
    ///
    /// - Complexity: one placement of `node`'s children, and O(s) per child spanning s
    ///   columns (a span past 256 columns counts as crossing, no track looked at).
    func childrenCrossingContentSizedColumns(of node: Int32) -> Set<Int32> {
        let space = AvailableSize(width: .maxContent, height: .maxContent)
        let container = gridContainer(node, LayoutInput(knownSize: .none, parentSize: .none, available: space, mode: .computeSize))
        let explicit = ExplicitGrid(container)
        var children: [Int32] = []
        var inputs: [PlacementInput] = []
        var absolute: [Int32] = []
        let lines = gatherChildren(of: node, into: &children, &inputs, absolute: &absolute).lines
        let placed = placeItems(
            inputs, lines: lines, columns: explicit.columns, rows: explicit.rows, flow: container.style.gridAutoFlow)
        let auto = container.style.gridAutoColumns.isEmpty ? [TrackSize.auto] : container.style.gridAutoColumns
        let columns = explicit.columns
        func isContentSized(_ o: Int) -> Bool {
            let size =
                o >= 0 && o < columns.templateCount
                ? columns.tracks[o] : auto[autoPatternIndex(line: o, templateCount: columns.templateCount, count: auto.count)]
            var track = GridTrack(size)
            track.resolvePercentagesOfIndefiniteSize()
            return track.isFlexible || track.hasIntrinsicMin || track.hasIntrinsicMax
        }
        var crossing = Set<Int32>()
        for (i, child) in children.enumerated() {
            let span = placed.placements[i].column
            if span.end.value - span.start.value > 256
                || (span.start.value..<span.end.value).contains(where: isContentSized)
            {
                crossing.insert(child)
            }
        }
        return crossing
    }

    /// Whether the height of an item of style `style` aligned `align` in its row area
    /// follows that area: stretched (an auto height, `normal` or `stretch`, no auto block
    /// margin) or a percentage of it.
    func heightFollowsRow(_ style: StyleFacts, align: SelfAlignment.Position) -> Bool {
        style.heightFollowsArea
            || (style.height == .auto && !style.hasAutoBlockMargin && (align == .stretch || align == .normal))
    }

    /// An item's outer size contribution in `context.axis` when laid out in `space`.
    mutating func contribution(_ item: inout GridItem, _ space: AvailableSpace, _ context: ContributionContext) -> Double {
        // An empty box is its own size, whatever the space and the other axis.
        if let plain = plainContentContribution(item, context.axis) { return plain }
        if item.node < 0 { return subgridPlaceholder(item.node) }  // css-grid-2 §9 (Subgrid.swift)
        let style = facts(item.node)
        let axis = context.axis
        var parent = OptionalSize.none
        var known = OptionalSize.none
        var available = AvailableSize(width: .maxContent, height: .maxContent)
        if axis == .horizontal {
            // css-sizing-3 §5.2: `width: min-content` / `max-content` fix the constraint.
            // An item whose inline-axis baseline group sits at the grid's right edge (last
            // baselines in ltr, first ones in rtl: the synthesized baseline is the left edge)
            // contributes its min-content width under either constraint in Chromium
            // (Firefox: as any other item); Chromium is followed. Not in a row subgrid (its
            // columns its own): there it contributes under the constraint given (Chromium 156).
            let minContentOnly = baselineGroupAtRight(item) && !isRowSubgridItem(item.node)
            available.width = style.width.intrinsicSpace ?? (minContentOnly ? .minContent : space)
            // css-grid-1 §11.1 steps 1 and 3: the width of an item with a ratio depends on
            // its row area (infinite: a row not known yet).
            // A subgrid's item sizing this grid's columns has its subgrid's rows (css-grid-2 §9).
            if let rows = context.otherTracks, widthFollowsRows(item.node, style, align: item.align) {
                let h =
                    isSubgridColumnParticipant(item.node)
                    ? subgridParticipantRowArea(item.node) ?? .infinity : spannedSize(rows, item.rowTracks)
                if h.isFinite {
                    parent.height = h
                    available.height = .definite(h)
                    let box = self.box(item.node, parent)
                    known.height = ratioStretchedHeight(item, style: style, box: box, areaHeight: h)
                }
            }
        } else {
            available.height = space
            if let columns = context.otherTracks {
                let w = subgridParticipantArea(item.node) ?? spannedSize(columns, item.columnTracks)
                parent.width = w
                available.width = .definite(w)
                if item.knownWidth == nil {
                    let box = self.box(item.node, parent)
                    // A row subgrid's item has the width its subgrid's columns gave (Subgrid.swift).
                    item.knownWidth = subgridParticipantWidth(item.node) ?? itemWidth(item, area: w, style: style, box: box)
                }
                known.width = item.knownWidth
            }
        }
        let box = self.box(item.node, OptionalSize(width: parent.width, height: nil))
        // A width contribution needs no row sizing inside the item (nor its cache entry).
        let out = layoutNode(
            item.node,
            LayoutInput(
                knownSize: known, parentSize: parent, available: available, mode: .computeSize,
                widthOnly: axis == .horizontal))
        let margin = box.marginOrZero
        // css-grid-2 §9: a subgrid's item sizing an ancestor's tracks carries the extra margin.
        let m = (axis == .horizontal ? margin.horizontal : margin.vertical) + subgridExtraMargin(item.node, axis)
        var size = out.size.along(axis)
        if axis == .horizontal, let cap = emptyRowSubgridWidthCap(item.node, box) { size = min(size, cap) }
        return size + m + item.shim(axis)
    }

    /// Chromium 156: a row subgrid with no item in flow, a ratio and a content-keyword
    /// max-width contributes no more than its padding and border across (its content's
    /// size, the keyword's), whatever width its ratio gives its box (2.5px of bottom
    /// padding at `aspect-ratio: 2 / 1` make it 5px wide in its area, 0 in its column's
    /// size; with any item in it, the ratio's width counts). Nil otherwise.
    func emptyRowSubgridWidthCap(_ node: Int32, _ box: ResolvedBox) -> Double? {
        guard hasSubgridStyles, facts(node).aspectRatio != nil else { return nil }
        let style = styleAt(node)
        guard style.gridTemplateRows.isSubgrid, !style.gridTemplateColumns.isSubgrid, style.maxWidth.isContentKeyword,
            style.display == .grid, !hasInFlowChild(node)
        else { return nil }
        return box.paddingBorder.width + box.scrollbar.width
    }

    /// Whether `node`'s grid is a subgrid in its rows only (its columns its own).
    func isRowSubgridItem(_ node: Int32) -> Bool {
        guard hasSubgridStyles, node >= 0, parent[Int(node)] >= 0 else { return false }
        let context = subgrids.contexts[parent[Int(node)]]
        return context?.rows != nil && context?.columns == nil
    }

    /// Whether `item` aligns by baseline in the inline axis in a group at its grid's right
    /// edge: `last baseline` in a left-to-right grid, `first baseline` in a right-to-left one.
    func baselineGroupAtRight(_ item: GridItem) -> Bool {
        guard item.justify == .baseline || item.justify == .lastBaseline else { return false }
        let p = item.node >= 0 ? parent[Int(item.node)] : -1
        let rtl = p >= 0 && facts(p).direction == .rightToLeft
        return (item.justify == .lastBaseline) != rtl
    }

    /// §11.5 min-content contribution, measured once per axis.
    mutating func minContentContribution(_ item: inout GridItem, _ context: ContributionContext) -> Double {
        if item.minContent.isNaN { item.minContent = contribution(&item, .minContent, context) }
        return item.minContent
    }

    /// §11.5 max-content contribution, measured once per axis.
    mutating func maxContentContribution(_ item: inout GridItem, _ context: ContributionContext) -> Double {
        if item.maxContent.isNaN { item.maxContent = contribution(&item, .maxContent, context) }
        return item.maxContent
    }

    /// css-grid-1 §11.5 "minimum contribution", with §6.6's automatic minimum size.
    mutating func minimumContribution(_ item: inout GridItem, _ tracks: [GridTrack], _ context: ContributionContext) -> Double {
        if !item.minimum.isNaN { return item.minimum }
        let axis = context.axis
        if let minimum = plainMinimumContribution(item, axis) {
            item.minimum = minimum
            return minimum
        }
        if item.node < 0 { return subgridPlaceholder(item.node) }  // css-grid-2 §9 (Subgrid.swift)
        let style = facts(item.node)
        let parentWidth =
            axis == .vertical
            ? context.otherTracks.map { subgridParticipantArea(item.node) ?? spannedSize($0, item.columnTracks) } : nil
        let box = self.box(item.node, OptionalSize(width: parentWidth, height: nil))
        let margin = box.marginOrZero
        // §11.5 step 1: a baseline shim counts as margin, in every contribution.
        let m = (axis == .horizontal ? margin.horizontal : margin.vertical) + item.shim(axis)
            + subgridExtraMargin(item.node, axis)
        let pb = box.paddingBorder.along(axis)
        let result: Double
        // A definite preferred size: the min-content contribution (which is that size).
        let preferred = style.size(axis)
        let preferredIsDefinite: Bool =
            switch preferred {
            case .px: true
            case .percent: false  // depends on the containing block: behaves as auto here
            // A min-content or max-content size does not (css-sizing-3 §3.2; fit-content
            // does): a scroll container with `width: max-content` contributes its content
            // and scrollbar, not its zero automatic minimum; a `height: max-content` item
            // its content height, whatever its min-height (Chromium).
            case .minContent, .maxContent: true
            default: false
            }
        if preferredIsDefinite {
            result = minContentContribution(&item, context)
        } else if !style.minSize(axis).isAuto && !style.minSize(axis).isContentKeyword {
            // css-sizing-3 §5.2.1: a cyclic percentage min size resolves against zero here.
            // The own minimum replaces one the ratio transfers from the other axis (as in
            // Chromium: the transfer bounds the size, not this contribution).
            let minimum = box.ownMinSize.along(axis)
            result = max(minimum ?? 0, pb) + m
        } else {
            switch style.minSize(axis) {
            case .minContent, .maxContent, .fitContent:
                // A content-keyword min-height limits the item's box, not its minimum
                // contribution: that is its padding and border (Chromium resolves the
                // keyword against an indefinite block size here, to none), with a ratio too.
                let indefinite = axis == .vertical
                result = indefinite ? pb + m : minContentContribution(&item, context)
            default:
                // `min-*: auto`: the automatic minimum, at least a minimum transferred
                // through a ratio (css-sizing-4 §5.2), which does not replace it.
                let transferred = box.minSize.along(axis) ?? 0
                result = automaticMinimum(&item, style, box, tracks, context, atLeast: transferred) + m
            }
        }
        let cap = axis == .horizontal ? emptyRowSubgridWidthCap(item.node, box).map { $0 + m } : nil
        item.minimum = cap.map { min(result, $0) } ?? result
        return item.minimum
    }

    /// css-grid-1 §6.6: the content-based minimum for items that are not scroll
    /// containers and span an auto-minimum track (and no flexible one when spanning
    /// several); zero otherwise. Returns a border-box size; a content-based minimum is
    /// at least `transferred` (a minimum a ratio transfers from the other axis), taken in
    /// before the spanned fixed maximums clamp it (as Chromium does); a zero one is not.
    mutating func automaticMinimum(
        _ item: inout GridItem, _ style: StyleFacts, _ box: ResolvedBox, _ tracks: [GridTrack],
        _ context: ContributionContext, atLeast transferred: Double = 0
    ) -> Double {
        let axis = context.axis
        let pb = box.paddingBorder.along(axis)
        let range = item.tracks(axis)
        var spansAutoMin = false
        var spansFlexible = false
        var allFixedMax = true
        var fixedMaxSum = 0.0
        for i in range {
            let t = tracks[i]
            if t.isGutter {
                fixedMaxSum += t.extent
                continue
            }
            if t.hasAutoMin { spansAutoMin = true }
            if t.isFlexible { spansFlexible = true }
            if let v = t.fixedMaximum(context.innerSize) {
                fixedMaxSum += v * t.weight
            } else {
                allFixedMax = false
            }
        }
        // A scroll container's automatic minimum is zero, a transferred one included.
        if style.overflow(axis).isScrollContainer { return pb }
        // Zero: the item's own `auto` minimum, which no minimum transferred through a ratio
        // raises (Chromium resolves the own min size alone here: a 10px min-width of a
        // `1 / 2` item spanning a flexible row and another adds no 20px to them).
        guard spansAutoMin, item.span(axis) == 1 || !spansFlexible else { return pb }
        let margin = box.marginOrZero
        let m = (axis == .horizontal ? margin.horizontal : margin.vertical) + subgridExtraMargin(item.node, axis)
        let shim = item.shim(axis)
        var size = minContentContribution(&item, context) - m - shim
        // Its own max size caps it, not one a ratio transfers (Chromium: a ratio item's
        // content height past the max-height its max-width transfers counts in full).
        if let mx = box.ownMaxSize.along(axis) { size = min(size, mx) }
        size = max(size, transferred)
        // The fixed maxima cap the margin box, the baseline shim counting as margin (§11.5 step 1).
        if allFixedMax { size = min(size, max(0, fixedMaxSum - m - shim)) }
        return max(size, pb)
    }
}

extension LayoutTree {
    /// The grid's items in `items`, one per in-flow child, with their track ranges
    /// (from `placed`), their alignment (`auto` resolved against the container's
    /// `justify-items` / `align-items`) and the kinds of track they cross. Returns the
    /// items that need their own layout (the rest are plain), whether any aligns by
    /// baseline, and the grid's baseline item.
    ///
    /// - Complexity: one pass over raw buffers; what a style decides is worked out once
    ///   per run of items sharing it.
    func makeItems(
        _ items: inout GridItems, children: [Int32], placed: [ItemPlacement], columns: AxisTracks, rows: AxisTracks,
        justifyItems: SelfAlignment, alignItems: SelfAlignment, direction: Direction
    ) -> ItemSummary {
        items.clearSizes()
        items.cores.resizeForOverwrite(to: children.count, filler: GridItem.Core(node: -1))
        let firstColumn = Int32(truncatingIfNeeded: columns.firstLine)
        let firstRow = Int32(truncatingIfNeeded: rows.firstLine)
        let fastPaths = usesFastPaths
        var notPlain: [Int32] = []  // laid out one by one; the rest in one pass
        var anyBaseline = false
        var mayFollowRows = false  // some item's style (or a block's children) lets its width follow its row
        var baselineChoice = BaselineChoice()
        withBuffers(
            mutating: &items.cores, children, placed, styleIndex, childCount, measureIndex, columns.kindCounts.prefixCounts,
            rows.kindCounts.prefixCounts
        ) { item, child, placement, styleOf, childrenOf, measureOf, columnKinds, rowKinds in
            // Items of one style share their alignment: worked out again only when the
            // style changes from the last item's.
            var lastStyle = -1
            var template = GridItem.Core(node: -1)
            var plainStyle = false
            var throughChildren = false
            var styleRole = BaselineRole.none
            for i in 0..<item.count {
                let node = child[i]
                let si = Int(styleOf[Int(node)])
                if si != lastStyle {
                    lastStyle = si
                    (template, styleRole) = itemTemplate(
                        styleFacts[si], justifyItems, alignItems, direction: direction, own: styleFacts[si].direction)
                    if template.align == .baseline || template.align == .lastBaseline { anyBaseline = true }
                    if styleFacts[si].mayFollowRows { mayFollowRows = true }
                    throughChildren = styleFacts[si].mayFollowRowsThroughChildren
                    plainStyle = styleFacts[si].isPlainItemStyle && fastPaths
                }
                if throughChildren && childrenOf[Int(node)] > 0 { mayFollowRows = true }
                var g = template
                g.node = node
                let p = placement[i]
                (g.columnLower, g.columnUpper) = TrackIndex.range(p.columnStart - firstColumn, p.columnEnd - firstColumn)
                (g.rowLower, g.rowUpper) = TrackIndex.range(p.rowStart - firstRow, p.rowEnd - firstRow)
                g.isPlainLeaf = plainStyle && childrenOf[Int(node)] == 0 && measureOf[Int(node)] < 0
                if !g.isPlainLeaf { notPlain.append(Int32(i)) }
                baselineChoice.consider(
                    i, row: Int(g.rowLower), rowEnd: Int(g.rowUpper), column: Int(g.columnLower), role: styleRole)
                let c0 = columnKinds[Int(g.columnLower)]
                let c1 = columnKinds[Int(g.columnUpper)]
                let r0 = rowKinds[Int(g.rowLower)]
                let r1 = rowKinds[Int(g.rowUpper)]
                g.crossesFlexibleColumn = c1.flexible > c0.flexible
                g.crossesIntrinsicColumn = c1.intrinsic > c0.intrinsic
                g.crossesFlexibleRow = r1.flexible > r0.flexible
                g.crossesIntrinsicRow = r1.intrinsic > r0.intrinsic
                item[i] = g
            }
        }
        let widthFromRows =
            mayFollowRows
            && children.contains {
                widthFollowsRows($0, facts($0), align: facts($0).alignSelf.resolved(alignItems).position.inBlockAxis)
            }
        return ItemSummary(
            notPlain: notPlain, anyBaseline: anyBaseline, baseline: baselineChoice,
            rightToLeft: direction == .rightToLeft, widthFromRows: widthFromRows,
            anyInlineBaseline: someStyleJustifiesByBaseline)
    }

    /// What an item of style `facts` takes from it: its alignment (§10.3–10.4, `auto`
    /// as the container's `*-items`, as the container's start or end: see
    /// Box/SelfAlignment.swift), and whether it aligns by baseline (§10.6).
    @inline(__always)
    private func itemTemplate(
        _ facts: StyleFacts, _ justifyItems: SelfAlignment, _ alignItems: SelfAlignment, direction: Direction,
        own: Direction
    ) -> (GridItem.Core, baselineRole: BaselineRole) {
        var template = GridItem.Core(node: -1)
        let j = facts.justifySelf.resolved(justifyItems)
        let a = facts.alignSelf.resolved(alignItems)
        template.justify = j.position.inInlineAxis(container: direction, box: own)
        template.justifySafe = j.isSafe
        template.align = a.position.inBlockAxis
        template.alignSafe = a.isSafe
        guard !facts.hasAutoBlockMargin else { return (template, .none) }
        switch a.position {
        case .baseline: return (template, .first)
        case .lastBaseline: return (template, .lastInFirstRow)
        default: return (template, .none)
        }
    }
}

extension LayoutTree {
    /// Child `n`'s `justify-self` as written, `auto` taking its parent's `justify-items`
    /// (nil for the root).
    func writtenJustifySelf(_ n: Int32) -> SelfAlignment.Position? {
        let p = parent[Int(n)]
        guard p >= 0 else { return nil }
        return styleAt(n).justifySelf.resolved(styleAt(p).justifyItems).position
    }
}

extension SelfAlignmentOrAuto {
    /// `auto` takes the container's `*-items`.
    func resolved(_ items: SelfAlignment) -> SelfAlignment {
        if case .value(let v) = self { return v }
        return items
    }
}

/// What step 5 learns of the items for the later steps.
struct ItemSummary {
    /// The items that need their own layout call (the rest are plain, PlainItems.swift).
    var notPlain: [Int32]
    /// Whether some item aligns by baseline (§11.5 step 1 has work).
    var anyBaseline: Bool
    /// The grid's baseline item (§10.6).
    var baseline: BaselineChoice
    /// Whether the grid is right to left: its items' inline offsets are mirrored.
    var rightToLeft = false
    /// Whether some item's width may follow its row area (an auto width with an aspect
    /// ratio): the columns then see the rows (css-grid-1 §11.1 steps 1 and 3).
    var widthFromRows = false
    /// Whether some item may have `justify-self: [first | last] baseline` (§10.6 in the
    /// inline axis): some style of the tree asks for it.
    var anyInlineBaseline = false
    /// Whether §11.1 steps 3 and 4 sized the tracks again (Blink's additional pass): the
    /// items' baselines are then measured again at the final columns for placement.
    var tracksResized = false
}

extension LayoutTree {
    /// Step 5 of the driver: the items of `s.children` as placed in `s.placed`, into `s.items`.
    func makeItems(_ s: inout GridScratch, _ container: GridContainer) -> ItemSummary {
        makeItems(
            &s.items, children: s.children, placed: s.placed, columns: s.columns, rows: s.rows,
            justifyItems: container.style.justifyItems, alignItems: container.style.alignItems,
            direction: container.style.direction)
    }
}
