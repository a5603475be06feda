// css-grid-1 §11.1 Grid Sizing Algorithm, step 0 — https://www.w3.org/TR/css-grid-1/#algo-grid-sizing
// The grid container's own box before its tracks are sized: its known border-box
// size (the size preamble every layout mode shares, Box/BoxModel.swift), a
// block-level box filling a definite line, its content box, and its gutters
// (css-align-3 §8, percentages of the content box).

/// The grid container as the driver's first step finds it.
struct GridContainer {
    var style: BoxStyle
    var box: ResolvedBox
    /// The border-box sizes known before the tracks are sized.
    var known: OptionalSize
    /// Padding, border and scrollbar gutters (border box less content box).
    var inset: LayoutSize
    /// The content box where known, and the content-box min and max sizes (the max at
    /// least the min: the min wins).
    var inner: OptionalSize
    var minInner: OptionalSize
    var maxInner: OptionalSize
    /// The content-box min and max sizes of the style, kept when a content size is asked
    /// (which sets the box's own aside): auto repetitions are counted in them (§7.2.3.2;
    /// Chromium counts them so when it measures the content too).
    var repetitionMinInner: OptionalSize
    var repetitionMaxInner: OptionalSize
    var columnGap: Double
    var rowGap: Double
    /// A shrink-to-fit measurement: only the width asked for, none known (so the rows
    /// need no sizing, and fixed columns need no item).
    var measuresWidthOnly: Bool
    /// The space the container was offered, for the constraint its tracks are sized under.
    var available: AvailableSize
    /// The axis whose known size came from the aspect ratio and is still at least the
    /// content's (css-sizing-4 §5.1 automatic minimum: `min-*: auto`, not a scroll
    /// container); nil when none.
    var ratioDependentAxis: LayoutAxis?
    /// The height is known but its content height is asked (a content keyword measured
    /// at a definite height, Box/SizeKeywords.swift): the answer is the rows' sum.
    var reportsRowsHeight = false
    /// A column subgrid of auto height (its rows its own): rows that overflow the height
    /// its max-height clamps are aligned in their own length, no free space below 0
    /// (Chromium 156; Subgrid.swift).
    var alignsOverflowingRowsInTheirLength = false
    /// A column subgrid of auto height with a ratio: the content height its own rows
    /// are distributed in (§10.5), its ratio's of its width (Chromium 156; Subgrid.swift).
    var rowSpaceFromRatio: Double? = nil
    /// The auto scrollbar a subgrid's own tracks leave out (its width in `width`, for a
    /// row subgrid's columns; its height in `height`, for a column subgrid's rows): they
    /// are sized and aligned as before it showed (Chromium 156; Subgrid.swift).
    var barsOutsideOwnTracks = LayoutSize.zero
    /// A subgrid in its columns: its width is its area's, even below its padding and border.
    var isColumnSubgrid = false
    /// A subgrid's content box as its §10.5 distribution sees it in each axis of its own
    /// (`SubgridAlignmentSpace`, Subgrid.swift); nil: its content box.
    var columnAlignmentSpace: SubgridAlignmentSpace? = nil
    var rowAlignmentSpace: SubgridAlignmentSpace? = nil
    /// A column subgrid whose own rows are all fixed: how much its top padding as laid
    /// out passes the one its rows were placed with, a percentage of its area's width
    /// when its parent's sizing tree was made, 0 where a spanned column has no fixed
    /// maximum (Chromium 156 places such rows once, then: `notePaddingSinceSizing`).
    var ownRowsPaddingSinceSizing = 0.0
    /// A row subgrid whose own columns are all fixed, over a column area that is not:
    /// how much its left and right paddings as laid out pass those its columns were
    /// placed with (percentages of no width then; `notePaddingSinceSizing`).
    var ownColumnsPaddingSinceSizing = (left: 0.0, right: 0.0)
    /// Likewise, how much its top and bottom paddings as laid out pass those its own
    /// rows, all fixed, were sized with: their percentages (of its content height)
    /// resolve against its content height then (`sizingInput`).
    var ownRowsHeightSinceSizing = 0.0

    /// Whether its height is known only through its ratio (an aspect ratio and no height
    /// of its own in px; Chromium 156 treats a percentage one so too): found after its
    /// columns.
    var heightFromRatio: Bool {
        guard style.aspectRatio != nil else { return false }
        if case .px = style.height { return false }
        return true
    }

    /// The content box of a container of border-box `size` as §10.5 distributes its own
    /// tracks in: with the auto scrollbars they leave out (`barsOutsideOwnTracks`).
    func spaceForOwnTracks(_ size: LayoutSize) -> LayoutSize {
        LayoutSize(
            width: max(0, size.width - inset.width + barsOutsideOwnTracks.width),
            height: max(0, size.height - inset.height + barsOutsideOwnTracks.height))
    }

    /// What the track sizing of `axis` knows of the container (§11.3). Only the inline
    /// axis is ever sized under a min-content constraint: a box's min-content block size
    /// is its max-content block size (css-sizing-3 §5.1), so rows of an indefinite
    /// height grow as for an auto height, whatever the height offered (as Chromium).
    /// A grid's intrinsic width is found without its max-width, which then only clamps
    /// it (Blink's ComputeMinMaxSizes): a width-only measurement sizes its columns, and
    /// its rows when its items' widths follow them, as if it had none (a ratio item's
    /// percentage max-height does not apply then, `fidelity-fix10q-*max-width*`).
    func sizingInput(_ axis: LayoutAxis) -> AxisSizingInput {
        let inner = axis == .horizontal ? self.inner.width : self.inner.height.map { $0 + ownRowsHeightSinceSizing }
        let offered = available.along(axis)
        let underMinContent = axis == .horizontal && offered == .minContent
        let maxInnerSize = axis == .horizontal && measuresWidthOnly ? nil : maxInner.along(axis)
        return AxisSizingInput(
            axis: axis, available: inner.map { .definite($0) } ?? (underMinContent ? .minContent : .maxContent),
            innerSize: inner, minInnerSize: minInner.along(axis), maxInnerSize: maxInnerSize,
            contentAlignment: axis == .horizontal ? style.justifyContent.position : style.alignContent.position)
    }

    /// The input of `axis` with the track sets of `tracks` (TrackSets.swift), for a
    /// step called outside ``LayoutTree/sizeGridAxis``.
    func sizingInput(_ axis: LayoutAxis, _ tracks: AxisTracks) -> AxisSizingInput {
        var input = sizingInput(axis)
        input.takeSets(of: tracks)
        return input
    }

    /// §11.1: the border-box length of `tracks` (their base sizes), within the min and max sizes.
    /// A content width of a box with a ratio whose width its ratio does not give (no
    /// height known) is within the max-width the ratio transfers too (css-sizing-4 §5.2;
    /// Blink's ComputeMinMaxInlineSizes clamps the content sizes so when the ratio was not applied).
    func lengthOfTracks(_ tracks: [GridTrack], _ axis: LayoutAxis) -> Double {
        let length = box.borderBoxLength(content: totalBaseSize(tracks), axis)
        guard axis == .horizontal, known.width == nil else { return length }
        // A row subgrid's box has no ratio (`subgridBoxStyle`), but the max-width its ratio
        // transfers from a max-height of a length (`rowSubgridRatioLimits`) caps its content
        // width all the same, its rows known or not (Chromium 156: its contribution to its
        // parent's columns; a percentage one does not, `subgrid-fix7c-*`).
        if box.aspectRatio == nil && style.aspectRatio != nil, case .px = style.maxHeight,
            let transferred = box.maxSize.width, length > transferred
        {
            return max(box.paddingBorder.width, transferred)
        }
        guard known.height == nil else { return length }
        return box.cappedByTransferredMaxWidth(length)
    }

    /// Whether the track list of `axis` has percentages (only those need §7.2.1's pass).
    func hasPercentageTracks(_ axis: LayoutAxis) -> Bool {
        axis == .horizontal
            ? style.gridTemplateColumns.hasPercentages || style.gridAutoColumns.contains(where: \.hasPercentage)
            : style.gridTemplateRows.hasPercentages || style.gridAutoRows.contains(where: \.hasPercentage)
    }
}

extension LayoutTree {
    /// Step 1 of the driver: the container's box, known size and content box, and its gutters.
    func gridContainer(_ node: Int32, _ input: LayoutInput) -> GridContainer {
        let style = styleAt(node)
        let box = self.box(node, input)
        var known = box.knownSize(given: input.knownSize)
        if known.width == nil, case .definite(let a) = input.available.width {
            // A block-level box fills the line.
            known.width = max(box.paddingBorder.width, box.clamp(a - box.marginOrZero.horizontal, .horizontal))
        }
        let inner = box.innerSize(known)
        let ratioAxis = box.ratioDependentAxis(facts(node), given: input.knownSize)
        let own = input.contentSizeAxis == nil ? box : self.box(node, input.parentSize)
        // The rows of a height the ratio does not give (the width unknown) grow against the
        // box's own min and max heights only, not those its min and max widths transfer
        // (Blink's grid sizes its rows within ComputeMinMaxBlockSizes, which transfers none).
        let minSize = OptionalSize(width: box.minSize.width, height: box.ownMinSize.height)
        // A max size below the min size is the min size (CSS 2 §10.4 / §10.7: the min
        // wins), wherever the tracks are sized in it (Chromium: an auto-height grid with
        // `min-height: 100px; max-height: 10px` sizes its rows in 100).
        var maxSize = OptionalSize(width: box.maxSize.width, height: box.ownMaxSize.height)
        if let mx = maxSize.width, let mn = minSize.width { maxSize.width = max(mx, mn) }
        if let mx = maxSize.height, let mn = minSize.height { maxSize.height = max(mx, mn) }
        return GridContainer(
            style: style, box: box, known: known, inset: box.inset, inner: inner,
            minInner: box.innerSize(minSize), maxInner: box.innerSize(maxSize),
            repetitionMinInner: own.innerSize(own.minSize), repetitionMaxInner: own.innerSize(own.maxSize),
            columnGap: style.columnGap.resolve(inner.width) ?? 0, rowGap: style.rowGap.resolve(inner.height) ?? 0,
            measuresWidthOnly: input.widthOnly && input.mode == .computeSize && known.width == nil,
            available: input.available, ratioDependentAxis: ratioAxis,
            reportsRowsHeight: input.contentSizeAxis == .vertical && input.knownSize.height != nil)
    }
}

extension LayoutOutput {
    /// The answer to a width-only measurement (the height is not asked for).
    static func width(_ width: Double) -> LayoutOutput {
        LayoutOutput(size: LayoutSize(width: width, height: 0), firstBaseline: nil)
    }
}
