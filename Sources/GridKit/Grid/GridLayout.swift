// css-grid-1 — https://www.w3.org/TR/css-grid-1/
// The grid layout driver: each numbered step is a call into the file that implements
// that section. Invariants: placement comes before sizing; columns are sized before
// rows (§11.1), so row contributions see their items' final widths.

extension LayoutTree {
    mutating func layoutGrid(_ node: Int32, _ input: LayoutInput) -> LayoutOutput {
        // Scratch arrays are reused from layout to layout (a stack: nested grids take
        // the next): a million-item grid then costs no fresh pages on every layout.
        var scratch = gridScratch.popLast() ?? GridScratch()
        let out = layoutGrid(node, input, &scratch)
        gridScratch.append(scratch)
        return out
    }

    private mutating func layoutGrid(_ node: Int32, _ input: LayoutInput, _ scratch: inout GridScratch) -> LayoutOutput {
        let style = styleAt(node)
        let box = style.resolveBox(parent: input.parentSize)
        let margin = box.marginOrZero

        // The container's own size where it is known (§6.1 / css-sizing), and its content box.
        var known = OptionalSize(
            width: input.knownSize.width ?? box.size.width.map { box.clamp($0, .horizontal) },
            height: input.knownSize.height ?? box.size.height.map { box.clamp($0, .vertical) })
        known = box.applyingAspectRatio(known, contentBox: style.boxSizing == .contentBox)
        if known.width == nil, case .definite(let a) = input.available.width {
            // A block-level box fills the line.
            known.width = max(box.paddingBorder.width, box.clamp(a - margin.horizontal, .horizontal))
        }
        let inset = LayoutSize(
            width: box.paddingBorder.width + box.scrollbar.width, height: box.paddingBorder.height + box.scrollbar.height)
        let inner = OptionalSize(
            width: known.width.map { max(0, $0 - inset.width) }, height: known.height.map { max(0, $0 - inset.height) })
        let minInner = OptionalSize(
            width: box.minSize.width.map { max(0, $0 - inset.width) },
            height: box.minSize.height.map { max(0, $0 - inset.height) })
        let maxInner = OptionalSize(
            width: box.maxSize.width.map { max(0, $0 - inset.width) },
            height: box.maxSize.height.map { max(0, $0 - inset.height) })
        let columnGap = style.columnGap.resolve(inner.width) ?? 0
        let rowGap = style.rowGap.resolve(inner.height) ?? 0

        let columnInput = AxisSizingInput(
            axis: .horizontal,
            available: inner.width.map { .definite($0) }
                ?? (input.available.width == .minContent ? .minContent : .maxContent),
            innerSize: inner.width, minInnerSize: minInner.width, maxInnerSize: maxInner.width,
            contentAlignment: style.justifyContent.position)
        // A shrink-to-fit measurement (only the width asked for, none known): when no
        // column is sized by content, the width is the columns' and needs no item.
        let widthAlone = input.widthOnly && input.mode == .computeSize && known.width == nil
        func widthOfFixedColumns(_ tracks: inout [GridTrack]) -> Double? {
            guard tracks.allSatisfy({ $0.isGutter || !($0.isFlexible || $0.hasIntrinsicMin || $0.hasIntrinsicMax) })
            else { return nil }
            var noItems = GridItems()
            sizeTracks(&tracks, &noItems, columnInput, otherTracks: nil)
            return max(box.paddingBorder.width, box.clamp(totalBaseSize(tracks) + inset.width, .horizontal))
        }

        // 1. The explicit grid (§7.1–7.3), with the auto-fill / auto-fit count.
        let explicitColumns = ExplicitTracks(
            style.gridTemplateColumns, areas: style.gridTemplateAreas, axis: .horizontal,
            innerSize: inner.width, minInnerSize: minInner.width, maxInnerSize: maxInner.width, gap: columnGap)
        let explicitRows = ExplicitTracks(
            style.gridTemplateRows, areas: style.gridTemplateAreas, axis: .vertical,
            innerSize: inner.height, minInnerSize: minInner.height, maxInnerSize: maxInner.height, gap: rowGap)

        // Items that cannot add a column (row flow, no line named, no span wider than the
        // explicit grid) leave the columns as the template has them: a width measurement
        // needs no placement (nor even a list of the items) when those are all fixed.
        if widthAlone && !style.gridAutoFlow.isColumn && explicitColumns.autoFitTracks == nil
            && childrenKeepTemplateColumns(node, explicitColumns.count)
        {
            var columns = AxisTracks(
                explicit: explicitColumns, autoTracks: style.gridAutoColumns, extent: 0..<explicitColumns.count,
                gap: columnGap, occupied: [])
            if style.gridTemplateColumns.hasPercentages || style.gridAutoColumns.contains(where: \.hasPercentage) {
                columns.resolvePercentages(innerSize: inner.width)
            }
            if let width = widthOfFixedColumns(&columns.tracks) {
                return LayoutOutput(size: LayoutSize(width: width, height: 0), firstBaseline: nil)
            }
        }

        // 2. Placement (§8.3, §8.5) of the in-flow children.
        var children = recycle(&scratch.children)
        defer { scratch.children = children }
        var absolute: [Int32] = []
        let placed: [ItemPlacement]
        let outcome: PlacedItems
        do {
            var placements = recycle(&scratch.placementInputs)
            defer { scratch.placementInputs = placements }
            let (lines, hidden) = gatherChildren(of: node, into: &children, &placements, absolute: &absolute)
            if input.mode == .performLayout {
                for c in hidden {
                    frames[Int(c)] = .zero
                    hideSubtree(c)
                }
            }
            // A grid is often placed twice in a pass (measured, then laid out): the placement
            // depends only on the explicit grid, so it is kept for the pass.
            if let cached = placementCache[node], cached.columns == explicitColumns.count, cached.rows == explicitRows.count,
                cached.placed.placements.count == placements.count
            {
                outcome = cached.placed
                if input.mode == .performLayout { placementCache[node] = nil }  // laid out once a pass
            } else {
                outcome = placeItems(
                    placements, lines: lines, columns: explicitColumns, rows: explicitRows, flow: style.gridAutoFlow,
                    reusing: recycle(&scratch.placed))
                placementCache[node] = (explicitColumns.count, explicitRows.count, outcome)
            }
            placed = outcome.placements
        }

        defer { scratch.placed = placed }

        // 3. The implicit grid (§7.5) and its tracks, gutters included (§10.1).
        var columnExtent = 0..<explicitColumns.count
        var rowExtent = 0..<explicitRows.count
        if !placed.isEmpty {
            columnExtent = columnExtent.covering(outcome.columns)
            rowExtent = rowExtent.covering(outcome.rows)
        }
        let columnsUsed = explicitColumns.autoFitTracks == nil ? [] : occupiedTracks(placed.map(\.column), extent: columnExtent)
        let rowsUsed = explicitRows.autoFitTracks == nil ? [] : occupiedTracks(placed.map(\.row), extent: rowExtent)
        var columns = AxisTracks(
            explicit: explicitColumns, autoTracks: style.gridAutoColumns, extent: columnExtent,
            gap: columnGap, occupied: columnsUsed, reusing: recycle(&scratch.columnTracks))
        defer { scratch.columnTracks = columns.tracks }
        var rows = AxisTracks(
            explicit: explicitRows, autoTracks: style.gridAutoRows, extent: rowExtent, gap: rowGap, occupied: rowsUsed,
            reusing: recycle(&scratch.rowTracks))
        defer { scratch.rowTracks = rows.tracks }
        // Percentages of an indefinite size behave as auto (only a style with some needs the pass).
        if style.gridTemplateColumns.hasPercentages || style.gridAutoColumns.contains(where: \.hasPercentage) {
            columns.resolvePercentages(innerSize: inner.width)
        }
        if style.gridTemplateRows.hasPercentages || style.gridAutoRows.contains(where: \.hasPercentage) {
            rows.resolvePercentages(innerSize: inner.height)
        }

        // 4. The items, with their track ranges, alignment and the kinds of track they cross.
        if widthAlone, let width = widthOfFixedColumns(&columns.tracks) {
            return LayoutOutput(size: LayoutSize(width: width, height: 0), firstBaseline: nil)
        }
        var items = GridItems()
        swap(&items, &scratch.items)
        defer { scratch.items = items }
        let (notPlain, anyBaseline, baselineChoice) = makeItems(
            &items, children: children, placed: placed, columns: columns, rows: rows,
            justifyItems: style.justifyItems, alignItems: style.alignItems)

        // 5. Track sizing (§11.3–11.8): columns, then rows knowing the columns.
        let rowSpace: AvailableSpace =
            inner.height.map { .definite($0) }
            ?? (input.available.height == .minContent ? .minContent : .maxContent)
        sizeTracks(&columns.tracks, &items, columnInput, otherTracks: nil)
        if input.widthOnly && input.mode == .computeSize && known.width == nil {
            let width = max(box.paddingBorder.width, box.clamp(totalBaseSize(columns.tracks) + inset.width, .horizontal))
            return LayoutOutput(size: LayoutSize(width: width, height: 0), firstBaseline: nil)
        }
        if anyBaseline { resolveBaselineShims(&items, columns: columns.tracks) }  // §11.5 step 1, for the rows
        sizeTracks(
            &rows.tracks, &items,
            AxisSizingInput(
                axis: .vertical, available: rowSpace, innerSize: inner.height,
                minInnerSize: minInner.height, maxInnerSize: maxInner.height,
                contentAlignment: style.alignContent.position), otherTracks: columns.tracks)

        // 6. The container's size: known, or its tracks' (§11.1), within min and max.
        let width =
            known.width ?? max(box.paddingBorder.width, box.clamp(totalBaseSize(columns.tracks) + inset.width, .horizontal))
        let height =
            known.height ?? max(box.paddingBorder.height, box.clamp(totalBaseSize(rows.tracks) + inset.height, .vertical))
        if known.width == nil && (style.gridTemplateColumns.hasPercentages || style.columnGap.isPercent) {
            // Percentage columns of an intrinsic width resolve against the width just found (§7.2.1).
            var again = input
            again.knownSize.width = width
            return layoutGrid(node, again)
        }
        let innerWidth = max(0, width - inset.width)
        let innerHeight = max(0, height - inset.height)
        if inner.height == nil && input.mode == .performLayout && style.gridTemplateRows.hasPercentages {
            // Percentage rows of an auto height resolve against the height just found (§7.2.1).
            rows = AxisTracks(
                explicit: explicitRows, autoTracks: style.gridAutoRows, extent: rowExtent,
                gap: style.rowGap.resolve(innerHeight) ?? 0, occupied: rowsUsed)
            sizeTracks(
                &rows.tracks, &items,
                AxisSizingInput(
                    axis: .vertical, available: .definite(innerHeight), innerSize: innerHeight,
                    minInnerSize: minInner.height, maxInnerSize: maxInner.height,
                    contentAlignment: style.alignContent.position), otherTracks: columns.tracks)
        }

        // 7. Content alignment (§10.5): track offsets within the content box.
        alignTracks(
            &columns.tracks, size: innerWidth, alignment: style.justifyContent,
            start: box.border.left + box.padding.left, reversed: style.direction == .rightToLeft)
        alignTracks(
            &rows.tracks, size: innerHeight, alignment: style.alignContent, start: box.border.top + box.padding.top,
            reversed: false)

        var baseline: Double? = nil
        if input.mode == .performLayout {
            // 8. Items in their areas (§10.3–10.4), then absolutely positioned children (§9).
            let baselineIndex = baselineChoice.index
            baseline = placePlainItems(items, columns: columns.tracks, rows: rows.tracks, baselineIndex: baselineIndex)
            for i in notPlain {
                let b = layoutItem(Int(i), of: items, columns: columns.tracks, rows: rows.tracks)
                if Int(i) == baselineIndex { baseline = b }
            }
            let containerSize = LayoutSize(width: width, height: height)
            if recordsGridGeometry { gridGeometries[node] = GridGeometry(columns: columns.geometry, rows: rows.geometry) }
            for child in absolute {
                layoutGridAbsoluteChild(
                    child, columns: columns, rows: rows, explicitColumns: explicitColumns,
                    explicitRows: explicitRows, containerSize: containerSize, box: box)
            }
        } else if input.needsBaseline {
            baseline = estimatedBaseline(items, baselineChoice.index, columns: columns.tracks, rows: rows.tracks)
        }
        // A scroll container's baseline stays within its box.
        if style.overflowY.isScrollContainer, let b = baseline { baseline = min(b, height) }
        return LayoutOutput(size: LayoutSize(width: width, height: height), firstBaseline: baseline)
    }

    /// Whether no in-flow child of `node` names a line or spans more than `columns`
    /// columns: auto-placed in rows, such children add no column to the explicit grid.
    private func childrenKeepTemplateColumns(_ node: Int32, _ columns: Int) -> Bool {
        nextSibling.withUnsafeBufferPointer { next in
            styleIndex.withUnsafeBufferPointer { styleOf in
                styleFacts.withUnsafeBufferPointer { facts in
                    var lastStyle = -1
                    var c = firstChild[Int(node)]
                    while c >= 0 {
                        let si = Int(styleOf[Int(c)])
                        if si != lastStyle {
                            lastStyle = si
                            let f = facts[si]
                            if f.isInFlow && (f.autoRowSpan == 0 || f.autoColumnSpan == 0 || Int(f.autoColumnSpan) > columns) {
                                return false
                            }
                        }
                        c = next[Int(c)]
                    }
                    return true
                }
            }
        }
    }

    /// Which tracks of an extent hold an item (for collapsing empty auto-fit tracks).
    private func occupiedTracks(_ spans: [LineSpan], extent: Range<Int>) -> [Bool] {
        var used = [Bool](repeating: false, count: min(extent.count, 2 * GridLine.maximumLine + 1))
        for s in spans {
            for l in s.start.value..<s.end.value where l - extent.lowerBound < used.count { used[l - extent.lowerBound] = true }
        }
        return used
    }
}

/// Arrays a grid layout needs, kept between layouts so their pages are reused.
struct GridScratch {
    var children: [Int32] = []
    var placed: [ItemPlacement] = []
    var placementInputs: [PlacementInput] = []
    var items = GridItems()
    var columnTracks: [GridTrack] = []
    var rowTracks: [GridTrack] = []
}

/// Takes an array's storage, contents and all, for reuse, leaving an empty array
/// behind: the taker clears it or overwrites every element (``Array/refill(count:with:_:)``).
func recycle<T>(_ array: inout [T]) -> [T] {
    var out: [T] = []
    swap(&out, &array)
    return out
}

extension Array {
    /// Gives the array `count` elements, keeping its storage, for `body` to overwrite
    /// through a pointer: a hot loop then writes with no uniqueness or capacity check
    /// per element. `body` must write every element: those already there are stale,
    /// and only new ones are first set to `filler` (a million-item grid laid out again
    /// writes its records once).
    @inline(__always)
    mutating func refill(count: Int, with filler: Element, _ body: (UnsafeMutableBufferPointer<Element>) -> Void) {
        if self.count > count {
            removeLast(self.count - count)
        } else if self.count < count {
            append(contentsOf: repeatElement(filler, count: count - self.count))
        }
        withUnsafeMutableBufferPointer { body($0) }
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
    private var before: [Before]

    init(_ tracks: [GridTrack]) {
        var before: [Before] = [.none]
        before.reserveCapacity(tracks.count + 1)
        var running = Before.none
        for t in tracks {
            running.count(t)
            before.append(running)
        }
        self.before = before
    }

    /// Counts made by the caller: entry `k` counts the tracks before index `k`.
    init(prefixCounts: [Before]) { before = prefixCounts }

    /// The counts by track-array index (one more entry than tracks), for a hot loop.
    func withPrefixCounts<R>(_ body: (UnsafeBufferPointer<Before>) -> R) -> R { before.withUnsafeBufferPointer(body) }
}

extension SelfAlignmentOrAuto {
    /// `auto` takes the container's `*-items`.
    func resolved(_ items: SelfAlignment) -> SelfAlignment {
        if case .value(let v) = self { return v }
        return items
    }
}
