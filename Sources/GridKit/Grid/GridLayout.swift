// css-grid-1 §11.1 Grid Sizing Algorithm — https://www.w3.org/TR/css-grid-1/#algo-grid-sizing
// The grid layout driver: each numbered step is one call into the file that
// implements that section (see README.md's table). Invariants: placement comes
// before sizing; columns are sized before rows (§11.1), so row contributions see
// their items' final widths. Caches and scratch live in GridCaches.swift, the
// shrink-to-fit shortcuts in ShrinkToFit.swift, the plain-item fast path in
// PlainItems.swift.

extension LayoutTree {
    /// Lays out grid container `node`: its size, and with `.performLayout` the frames
    /// of its children.
    mutating func layoutGrid(_ node: Int32, _ input: LayoutInput) -> LayoutOutput {
        // Scratch arrays are reused from layout to layout (a million-item grid then
        // costs no fresh pages on every layout); nested grids take their own.
        var scratch = gridCaches.takeScratch()
        scratch.childrenTakeOneCellEach = false  // set by placement, when it runs
        // A grid that is no subgrid sizes its subgrids' tracks afresh (Chromium's sizing tree).
        if !subgrids.rowPassColumns.isEmpty && subgrids.contexts[node] == nil { forgetRowPassColumns(under: node) }
        let out = layoutGrid(node, input, &scratch)
        gridCaches.returnScratch(scratch)
        return out
    }

    /// The driver proper: §11.1 in ten named steps, working in `s` (as far as `s.pass`
    /// says: a parent sizing a subgrid's items asks for its placement, or its columns).
    mutating func layoutGrid(_ node: Int32, _ input: LayoutInput, _ s: inout GridScratch) -> LayoutOutput {
        // 1. The container's box: known size, content box, gutters (§11.1, css-sizing-3);
        // a subgrid's subgridded axes and gaps come from its parent (css-grid-2 §9, Subgrid.swift).
        var container = gridContainer(node, input)
        let sub = hasSubgridStyles ? subgridContext(node, input, &container) : nil
        // 2. The explicit grid (§7.1–7.3), with the auto-fill / auto-fit count.
        var explicit = ExplicitGrid(container)
        if let sub { explicit.adopt(sub, container) }
        if let width = widthFromTemplateColumns(node, container, explicit) { return .width(width) }
        // 3. Placement (§8.3, §8.5) of the in-flow children.
        var covered = placeChildren(node, container, explicit, input.mode, &s)
        if let sub { clampToSubgrid(node, sub, explicit, &container, &s, &covered) }
        // 4. The implicit grid (§7.5) and its tracks, gutters included (§10.1).
        let extent = buildTracks(container, explicit, covering: covered, &s)
        let rowsKnown = sub.map { injectSubgridTracksBeforeSizing(node, $0, container, &s) } ?? true
        if let width = widthFromFixedColumns(container, &s.columns.tracks) { return .width(width) }
        // 5. The items: track ranges, alignment, kinds of track crossed (§6, §10.3–10.4),
        // and the subgrids among them (css-grid-2 §9).
        var summary = makeItems(&s, container)
        let subgridChildren = hasSubgridStyles ? registerSubgrids(container, explicit, sub, &s, &summary) : []
        if s.pass == .throughItems { return .zero }
        // 6. Track sizing (§11.3–11.8): columns, then rows knowing the columns (both again when an item's width
        // follows its rows, §11.1 step 3, from a row subgrid's unsized rows only where fixed); a subgridded axis is the
        // parent's, a subgrid child's items size this grid's (css-grid-2 §9).
        let rowEstimate = summary.widthFromRows && rowsKnown ? estimatedRows(container, s.rows.tracks) : nil
        if summary.anyInlineBaseline { resolveInlineBaselineShims(&s.items) }  // §11.5 step 1, inline axis
        sizeGridAxis(.horizontal, container, sub, subgridChildren, &s, otherTracks: rowEstimate)
        if (container.measuresWidthOnly && rowEstimate == nil) || s.pass == .throughColumns {
            return .width(container.lengthOfTracks(s.columns.tracks, .horizontal))
        }
        if summary.anyBaseline && resolveBaselineShims(&s.items, columns: s.columns.tracks, rows: s.rows.tracks, container) {  // §11.5 step 1
            summary.baseline = baselineChoice(s.items)
        }
        sizeFirstRows(container, reseesColumns: rowEstimate != nil, sub, subgridChildren, &s)
        // The rows of this first pass give an auto height (Chromium: its block size is
        // found before steps 3-4 size the tracks again).
        let firstRows = rowEstimate == nil ? nil : s.rows
        if let rowEstimate {
            let height = container.size(columns: s.columns.tracks, rows: s.rows).height
            summary.tracksResized = resizeForRows(container, estimate: rowEstimate, height: height, (sub, subgridChildren), &s)
        }
        if container.measuresWidthOnly {
            return .width(atLeastMinContent(node, input, container.lengthOfTracks(s.columns.tracks, .horizontal)))
        }
        // 7. The container's size (§11.1), and percentages re-resolved against it (§7.2.1).
        var size = containerSize(node, input, container, sub, columns: s.columns.tracks, rows: firstRows ?? s.rows)
        if let again = container.relayoutForPercentageColumns(input, width: size.width) { return layoutGrid(node, again) }
        if let again = container.relayoutForContentWidth(input, width: size.width) { return layoutGrid(node, again) }
        if input.mode == .performLayout || input.needsBaseline {  // a measure's baselines are layout's
            resizePercentageRows(node, container, explicit, extent, size: &size, (sub, subgridChildren), &s)
        }
        // 8. Content distribution (§10.5): track offsets within the content box.
        distributeContent(container, size, twice: sub == nil && !summary.tracksResized, &s)
        if let sub { injectSubgridTracks(node, sub, container, &s) }
        guard input.mode == .performLayout else {
            let baseline = input.needsBaseline ? estimatedBaseline(s, summary.baseline) : nil
            let last = input.needsBaseline ? estimatedLastBaseline(s.items, columns: s.columns.tracks, rows: s.rows.tracks) : nil
            return LayoutOutput(
                size: size, firstBaseline: container.style.baselineWithinBox(baseline, height: size.height),
                lastBaseline: container.style.baselineWithinBox(last, height: size.height))
        }
        // 9. Items in their areas (§10.3–10.4, §10.2 auto margins, §10.6 baselines).
        handDown(.horizontal, subgridChildren, s, final: true)
        handDown(.vertical, subgridChildren, s, final: true)
        let baseline = layoutItems(summary, &s, container)
        if recordsGridGeometry {
            gridGeometries[node] = GridGeometry(
                columns: s.columns.geometry, rows: s.rows.geometry, sharesColumns: sub?.columns?.isSized == true,
                sharesRows: sub?.rows?.isSized == true)
        }
        // 10. Absolutely positioned children (§9).
        layoutGridAbsoluteChildren(s, explicit, containerSize: absoluteContainerSize(node, size), container: container)
        // css-overflow-3 §2.2: the grid's tracks are part of its scrollable overflow.
        if facts(node).hasAutoOverflow {
            noteScrollableOverflow(
                node, size: size, box: container.box, content: s.tracksExtent(origin: container.box.contentOrigin),
                heightIsKnown: container.known.height != nil, input: input)
        }
        return LayoutOutput(size: size, firstBaseline: container.style.baselineWithinBox(baseline, height: size.height))
    }

    /// Runs the driver on `node` as far as `pass` into `s` (for a parent sizing a
    /// subgrid's items), and returns the container as step 1 found it.
    mutating func runGridPass(_ node: Int32, _ input: LayoutInput, _ pass: GridPass, _ s: inout GridScratch)
        -> GridContainer
    {
        s.pass = pass
        s.childrenTakeOneCellEach = false
        _ = layoutGrid(node, input, &s)
        s.pass = .full
        var container = gridContainer(node, input)
        _ = subgridContext(node, input, &container)
        return container
    }
}

extension LayoutTree {
    /// css-grid-1 §11.1 step 1: for the column pass, each row with a definite maximum
    /// has that size and every other row is infinite (an item's row area is then not known).
    func estimatedRows(_ container: GridContainer, _ rows: [GridTrack]) -> [GridTrack] {
        var estimate = rows
        initializeTrackSizes(&estimate, container.sizingInput(.vertical))
        for i in estimate.indices where !estimate[i].isGutter { estimate[i].baseSize = estimate[i].growthLimit }
        return estimate
    }

    /// css-grid-1 §11.1 step 2, the rows knowing the columns. When the columns will be
    /// sized again from these rows (step 3), the rows are those of the container's
    /// intrinsic height, found before its min and max heights apply (as Chromium, which
    /// clamps that height afterwards): flexible rows (§11.7) and the free space of
    /// §11.6 do not see them; auto rows still stretch to a definite min-height (§11.8).
    mutating func sizeFirstRows(
        _ container: GridContainer, reseesColumns: Bool, _ sub: SubgridContext?, _ children: [SubgridChild],
        _ s: inout GridScratch
    ) {
        let input = container.sizingInput(.vertical, s.rows)
        guard reseesColumns, sub == nil, input.innerSize == nil, input.minInnerSize != nil || input.maxInnerSize != nil
        else {
            sizeGridAxis(.vertical, container, sub, children, &s, otherTracks: s.columns.tracks)
            return
        }
        var unclamped = input
        unclamped.minInnerSize = nil
        unclamped.maxInnerSize = nil
        sizeGridAxis(.vertical, container, sub, children, &s, otherTracks: s.columns.tracks, input: unclamped)
        stretchAutoTracks(&s.rows.tracks, input, items: s.items)
        // A row subgrid child's items see the rows stretched (its ratio items' widths follow them).
        handDown(.vertical, children, s, final: false)
    }

    /// css-grid-1 §11.1 steps 3 and 4: when the rows came out other than the estimate the
    /// columns were sized with, the columns are sized again knowing the rows (an item's
    /// width may follow its row area through its ratio), then the rows again (once only),
    /// in the container's `height` the first rows gave (as Chromium: its block size is
    /// found first, and the rows of step 4 fill that definite height, §11.7.1 and §11.8),
    /// a height its ratio gave that the content raised included (`grewPastRatio`). Both go
    /// through `sizeGridAxis`: an axis the grid shares with subgrid children is sized
    /// over their items, and handed down again (css-grid-2 §9). Where only a column
    /// subgrid's own rows were not known to the first columns (`ownRowsPending`), the
    /// columns alone are sized again, and the subgrid keeps the rows it had (Chromium 156's
    /// pass for a subgrid with an indefinite standalone axis, ComputeGridGeometry); so
    /// too over a row subgrid child's items (`rowSubgridChildPending`), the rows staying.
    /// Returns whether they ran.
    mutating func resizeForRows(
        _ container: GridContainer, estimate: [GridTrack], height: Double,
        _ subgrids: (SubgridContext?, [SubgridChild]), _ s: inout GridScratch
    ) -> Bool {
        let rowsChanged = needsSecondPass(container, estimate: estimate, subgrids, s)
        let ownRows = ownRowsPending(subgrids.1)
        guard rowsChanged || ownRows else { return false }
        // Chromium's own additional pass (its subgrids' items never counting) sizes both
        // axes again over the rows its participants were handed; without it, the columns
        // alone over a column subgrid's own rows, which it keeps.
        let additional =
            !subgrids.1.isEmpty && needsSecondPass(container, estimate: estimate, (nil, []), s, layout: !container.measuresWidthOnly)
        let rowSubgridPending = rowSubgridChildPending(subgrids)
        let columnsOnly = (ownRows || rowSubgridPending) && !additional
        if columnsOnly { keepColumnsForOwnRows(subgrids.1) }
        sizeGridAxis(
            .horizontal, container, subgrids.0, subgrids.1, &s, otherTracks: s.rows.tracks,
            areasKnown: ownRows || additional || rowSubgridPending)
        if container.measuresWidthOnly || columnsOnly { return true }
        var input = container.sizingInput(.vertical)
        if input.innerSize == nil || container.grewPastRatio(height) {
            let inner = max(0, height - container.inset.height)
            input.available = .definite(inner)
            input.innerSize = inner
        }
        // Blink's additional pass for an item of the grid's own (not a subgrid: a row
        // subgrid's own ratio does not bring it) sizes the rows over its subgrids' items
        // with the columns known: a row subgrid's percentage edges resolve against its area.
        let areasKnown =
            additional && needsSecondPass(container, estimate: estimate, (nil, []), s, ownItemsOnly: true)
        sizeGridAxis(
            .vertical, container, subgrids.0, subgrids.1, &s, otherTracks: s.columns.tracks, input: input,
            areasKnown: areasKnown)
        return true
    }
}

extension LayoutTree {
    /// Whether §11.1 steps 3 and 4 run (Blink's additional pass, ComputeGridGeometry):
    /// when the rows of some item whose width follows them (its height following its row
    /// area too, stretched or a percentage, as Blink marks only such an item: a `height:
    /// 40px` nested grid with a ratio item does not count,
    /// `fidelity-fix7w-fixed-height-nested-grid-no-second-row-pass`), and whose content
    /// widths the columns measured (`columnContentMeasured`), came out
    /// other than the estimate (MayChangeBlockSizeDependentGridItemContributions), or
    /// when the height was unknown and the rows depend on it (an fr or percentage row, a
    /// percentage row gap: NeedsAdditionalLayoutPass). Otherwise the first rows stay,
    /// auto rows past the grid's max-height included. With subgrids, whenever a row
    /// changed. `layout`: the height's rule counts (not in an intrinsic width, as Blink's
    /// ComputeMinMaxSizes); a column subgrid child is never such an item itself, a row
    /// subgrid child in layout only through its own ratio (its items' widths following
    /// the rows size its columns alone again: `rowSubgridChildPending`). `ownItemsOnly`:
    /// no subgrid child counts, through its ratio either.
    func needsSecondPass(
        _ container: GridContainer, estimate: [GridTrack], _ subgrids: (SubgridContext?, [SubgridChild]),
        _ s: borrowing GridScratch, layout: Bool = true, ownItemsOnly: Bool = false
    ) -> Bool {
        let rows = s.rows.tracks
        guard subgrids.0 == nil && subgrids.1.isEmpty else {
            return estimate.indices.contains(where: { estimate[$0].baseSize != rows[$0].baseSize })
        }
        if container.inner.height == nil && layout {
            if container.hasPercentageTracks(.vertical) || container.style.rowGap.isPercent { return true }
            if rows.contains(where: { !$0.isGutter && $0.isFlexible }) { return true }
        }
        let columns = s.columns.tracks
        for k in s.items.indices {
            let item = s.items.cores[k]
            guard item.node >= 0, item.crossesIntrinsicColumn || item.crossesFlexibleColumn else { continue }
            if hasSubgridStyles, let c = self.subgrids.contexts[item.node],
                ownItemsOnly || c.columns != nil || (layout && facts(item.node).aspectRatio == nil)
            {
                continue
            }
            let style = facts(item.node)
            // Columns sized in an unknown width measure every item an fr size takes in.
            let measured = container.inner.width == nil || columnContentMeasured(item, style, columns)
            guard measured, widthFollowsRows(item.node, style, align: item.align) else { continue }
            var (before, after) = (0.0, 0.0)
            for r in item.rowTracks {
                (before, after) = (before + estimate[r].baseSize, after + rows[r].baseSize)
            }
            if before != after { return true }
        }
        return false
    }

    /// Whether sizing the columns in a known width measures the content widths of `item`
    /// (Blink's MinOrMaxContentSize, which marks an item whose width follows its rows): a
    /// content minimum (min-content, max-content) does, an intrinsic maximum unless the item
    /// crosses a flexible column (the fr size of a known width measures nothing), an `auto`
    /// minimum only for a content-based automatic minimum (css-grid-1 §6.6) or a length or
    /// content-keyword width, and of an item crossing a flexible column only when it spans
    /// that column alone.
    func columnContentMeasured(_ item: GridItem.Core, _ style: StyleFacts, _ columns: [GridTrack]) -> Bool {
        var autoMin = false
        var intrinsicMax = false
        for i in item.columnTracks where !columns[i].isGutter {
            if columns[i].hasContentMin { return true }
            if columns[i].hasAutoMin { autoMin = true }
            if columns[i].hasIntrinsicMax { intrinsicMax = true }
        }
        if item.crossesFlexibleColumn {
            guard item.span(.horizontal) == 1 else { return false }
        } else if intrinsicMax {
            return true
        }
        guard autoMin else { return false }
        switch style.width {
        case .px, .minContent, .maxContent: return true
        default: return style.minWidth == .auto && !style.overflowX.isScrollContainer
        }
    }

    /// css-sizing-3 §5.1: a max-content width is never below the min-content width. A
    /// width that follows the rows through a ratio can break that (narrower columns,
    /// taller rows, wider items), so a max-content measurement of such a grid takes
    /// the larger of the two, as Chromium's min/max sizes do.
    mutating func atLeastMinContent(_ node: Int32, _ input: LayoutInput, _ width: Double) -> Double {
        guard input.available.width == .maxContent else { return width }
        var again = input
        again.available.width = .minContent
        return max(width, layoutNode(node, again).size.width)
    }
}

extension LayoutTree {
    /// Step 7 (§11.1): the border-box size of grid `node` (``GridContainer/size(columns:rows:)``),
    /// a width its ratio gave at least its content's (``ratioContentWidth(_:_:height:)``); a row
    /// subgrid whose width is its content's, in its area, as wide as its columns
    /// (`SubgridContext.widthFromColumns`: css-grid-2 §9 as Chromium 156).
    mutating func containerSize(
        _ node: Int32, _ input: LayoutInput, _ container: GridContainer, _ sub: SubgridContext?,
        columns: [GridTrack], rows: AxisTracks
    ) -> LayoutSize {
        var size = container.size(columns: columns, rows: rows)
        if container.ratioDependentAxis == .horizontal {
            size.width = max(size.width, ratioContentWidth(node, input, height: container.known.height))
        }
        if sub?.widthFromColumns == true && input.mode == .performLayout {
            let box = container.box
            var length = max(0, totalBaseSize(columns)) + box.inset.width
            // With a ratio, its width of the height (its area's), within the limits its min
            // and max heights transfer (an auto width's only: `rowSubgridRatioLimits`); at
            // least the columns' for an auto width under a height other than auto (Chromium
            // 156: a content keyword's is the ratio's width alone, even below its columns).
            // The ratio is the style's: a row subgrid's box has none (`subgridBoxStyle`).
            let style = styleAt(node)
            if let ratio = style.aspectRatio, let h = container.known.height {
                let transfer = RatioTransfer(ratio: ratio, isContentBox: box.isContentBox, paddingBorder: box.paddingBorder)
                let width = box.clamp(transfer.width(fromHeight: h), .horizontal)
                length = style.height.isAuto || style.width.isContentKeyword ? width : max(length, width)
            }
            size.width = max(box.paddingBorder.width, Self.rowSubgridWidth(length, box, style))
        }
        return size
    }

    /// The width of a row subgrid whose width is its content's: its columns' `length`
    /// (border box) within its min and max widths, a content keyword among them that length too
    /// (Chromium 156: a grid laid out from its parent's sizing tree has its columns' span
    /// as its min- and max-content widths, so `min-width: min-content` keeps it that wide).
    static func rowSubgridWidth(_ length: Double, _ box: ResolvedBox, _ style: BoxStyle) -> Double {
        var r = length
        // Its own limits: those its ratio transfers bound the ratio's width alone (`containerSize`).
        if !style.maxWidth.isContentKeyword, let mx = box.ownMaxSize.width, r > mx { r = mx }
        if !style.minWidth.isContentKeyword, let mn = box.ownMinSize.width, r < mn { r = mn }
        return style.minWidth.isContentKeyword ? max(r, length) : r
    }

    /// css-sizing-4 §5.2: the automatic minimum width of grid `node` whose width its
    /// ratio gives: its content's min-content width, found with no width known (its
    /// percentage columns and gaps then behave as auto; Blink's MinMaxSizesType::kIntrinsic,
    /// the ratio set aside), not its tracks sized in the ratio's width.
    /// `height`: the height its ratio gives the width from.
    mutating func ratioContentWidth(_ node: Int32, _ input: LayoutInput, height: Double?) -> Double {
        // Within its own max-width, a content keyword's too (Blink clamps the automatic
        // minimum by the max size).
        let own = box(node, input.parentSize)
        let minimum = own.clampContent(contentMinContentWidth(node, input), .horizontal)
        return ratioMinimumWithinKeywordMax(minimum, node, own, height: height)
    }
}

extension GridScratch {
    /// The rectangle the tracks cover after content distribution (border-box
    /// coordinates; an axis without tracks, empty at `origin`).
    func tracksExtent(origin: LayoutPoint) -> LayoutRect {
        func span(_ tracks: [GridTrack]) -> (Double, Double)? {
            guard let first = tracks.first, let last = tracks.last else { return nil }
            let a = min(first.offset, last.offset)
            return (a, max(first.offset + first.baseSize, last.offset + last.baseSize) - a)
        }
        let (x, w) = span(columns.tracks) ?? (origin.x, 0)
        let (y, h) = span(rows.tracks) ?? (origin.y, 0)
        return LayoutRect(x: x, y: y, width: w, height: h)
    }
}

extension GridContainer {
    /// Step 7 (§11.1): the container's border-box size, known or its tracks'.
    /// A height the aspect ratio gave is at least the content's (css-sizing-4 §5.1; a
    /// width the ratio gave: the driver, `ratioContentWidth`). Rows whose flexible tracks
    /// §11.7.1 sized again at the max-height, their natural total past it
    /// (``AxisTracks/flexPassedMax``), make it the max-height, as Blink clamps that
    /// total, even where the rows' shares, truncated to 1/64 px, sum to less (three
    /// `minmax(30px, 1fr)` rows over a 60px item under `max-height: 100px` are 33.328125
    /// each in a grid 100px tall, `fidelity-fix12a-max-height-*`).
    func size(columns: [GridTrack], rows axis: AxisTracks) -> LayoutSize {
        let rows = axis.tracks
        let width = known.width ?? lengthOfTracks(columns, .horizontal)
        var height = reportsRowsHeight ? rowsContentHeight(rows) : known.height ?? lengthOfTracks(rows, .vertical)
        if axis.flexPassedMax, known.height == nil, !reportsRowsHeight, let mx = maxInner.height {
            height = max(height, box.borderBoxLength(content: mx, .vertical))
        }
        if ratioDependentAxis == .vertical { height = max(height, lengthOfTracks(rows, .vertical)) }
        return LayoutSize(width: width, height: height)
    }

    /// The content height a content keyword measures at a known height: the rows, and
    /// the space §10.5 puts between them (Chromium counts a distributed gap as part of
    /// the gutters: two empty rows `space-evenly` in 100px are 33.33px of content).
    func rowsContentHeight(_ rows: [GridTrack]) -> Double {
        let length = lengthOfTracks(rows, .vertical)
        guard let inner = inner.height, !style.alignContent.position.placesTracksAtStart else { return length }
        var open = 0
        for t in rows where !t.isGutter && !t.isCollapsed { open += Int(t.count) }
        let free = inner - totalBaseSize(rows)
        let gap = style.alignContent.position.distribute(free, count: open, safe: style.alignContent.isSafe).gap
        return length + gap * Double(max(0, open - 1))
    }

    /// css-sizing-4 §5.1: whether `height`, a border-box height found from the rows, is
    /// taller than the height the ratio gave: the content (the automatic minimum) raised
    /// it, and it is the used height, definite, that rows are sized again in (Blink's
    /// `applies_auto_min_size` in ComputeGridGeometry).
    func grewPastRatio(_ height: Double) -> Bool {
        ratioDependentAxis == .vertical && height > (known.height ?? height)
    }

    /// §7.2.1: percentage columns (or column gaps) of a width found from the tracks
    /// resolve against that width: the grid is laid out again with it known (the
    /// input for that layout; nil when none is needed).
    func relayoutForPercentageColumns(_ input: LayoutInput, width: Double) -> LayoutInput? {
        guard known.width == nil && (hasPercentageTracks(.horizontal) || style.columnGap.isPercent) else {
            return nil
        }
        var again = input
        again.knownSize.width = width
        return again
    }

    /// css-sizing-4 §5.1: a width the ratio gave that the content made wider is the
    /// used width, definite: the grid is laid out again in it (as Chromium), so that
    /// auto-fill counts (§7.2.3.2), flexible columns and percentages see it. The input
    /// for that layout; nil when none is needed.
    func relayoutForContentWidth(_ input: LayoutInput, width: Double) -> LayoutInput? {
        guard ratioDependentAxis == .horizontal, let ratioWidth = known.width, width > ratioWidth + 1e-9,
            let height = known.height
        else { return nil }
        var again = input
        again.knownSize = OptionalSize(width: width, height: height)
        return again
    }
}

extension LayoutTree {
    /// css-sizing-3 §5.2: an auto height that content-keyword min or max heights changed
    /// (Box/SizeKeywords.swift) becomes `size`'s height, the one the rows are sized again
    /// and aligned in, as Chromium sizes them again in the block size it found (a
    /// definite height keeps its rows). Whether it did.
    func takeKeywordLimitedHeight(
        _ node: Int32, _ container: GridContainer, _ sub: SubgridContext?, _ size: inout LayoutSize
    ) -> Bool {
        guard !keywordLimitedHeights.isEmpty, container.known.height == nil, sub == nil,
            let height = keywordLimitedHeights[node]
        else { return false }
        size.height = height
        return true
    }

    /// §7.2.1 and css-align-3 §8.3: percentage rows (explicit or implicit) and row gaps
    /// of an auto height resolve against the height just found (step 7), where they
    /// were auto and 0: the rows are made and sized again, in a definite height.
    /// So are rows with a flex factor below 1: §11.7.1 counts such factors as summing
    /// to 1 only in a definite space, so `0.5fr` rows found in an indefinite height share
    /// the height they made differently (Chromium and Firefox both size them again).
    /// So are any rows when content-keyword limits set the height (`takeKeywordLimitedHeight`),
    /// and flexible rows sized again at the max-height (``AxisTracks/flexPassedMax``):
    /// in that height an auto row takes what their truncated shares leave (Chromium's
    /// additional pass: an implicit auto row below them is 1/64 px tall).
    mutating func resizePercentageRows(
        _ node: Int32, _ container: GridContainer, _ explicit: ExplicitGrid, _ extent: ImplicitExtent,
        size: inout LayoutSize, _ subgrids: (SubgridContext?, [SubgridChild]), _ s: inout GridScratch
    ) {
        let always = takeKeywordLimitedHeight(node, container, subgrids.0, &size)
        let height = size.height
        // A height the ratio gave that the content made taller is the one they resolve
        // against too (css-sizing-4 §5.1: the content's height is then the used height).
        let grewPastRatio = container.grewPastRatio(height)
        // A subgrid does not (Chromium 156, css-grid-2 §9): its rows of its own are sized
        // once, during its parent's sizing, and an auto height leaves their percentages auto.
        // Flexible rows of factors summing to 1 or more come out the same again, unless a
        // row subgrid's percentages change (Chromium sizes rows again over any fr).
        let rowSubgrid = subgrids.1.contains { $0.rows }
        guard subgrids.0 == nil, container.inner.height == nil || grewPastRatio,
            always || s.rows.flexPassedMax || container.hasPercentageTracks(.vertical) || container.style.rowGap.isPercent
                || (s.rows.kindCounts.prefixCounts.last?.flexible ?? 0 > 0
                    && s.rows.tracks.contains(where: { $0.isFlexible && ($0.flexFactor < 1 || rowSubgrid) }))
        else { return }
        let innerHeight = max(0, height - container.inset.height)
        let rowGap = container.style.rowGap.resolve(innerHeight) ?? 0
        s.rows = extent.rows(explicit: explicit.rows, autoTracks: container.style.gridAutoRows, gap: rowGap)
        var input = container.sizingInput(.vertical)
        input.available = .definite(innerHeight)
        input.innerSize = innerHeight
        // Row subgrids' heights are unknown again while their items size the rows (their
        // percentage row gaps resolve as in the first pass, Chromium 156); their items'
        // half gap differences (css-grid-2 §9) are taken against the row gap resolved now.
        for c in subgrids.1 {
            self.subgrids.contexts[c.node]?.sizedAgain = true
            guard c.rows else { continue }
            self.subgrids.contexts[c.node]?.rows?.starts = []
            self.subgrids.contexts[c.node]?.rows?.parentGap = rowGap
        }
        sizeGridAxis(
            .vertical, container, subgrids.0, subgrids.1, &s, otherTracks: s.columns.tracks, input: input, areasKnown: true)
    }
}
