// css-grid-1 §10 Alignment and Spacing — https://www.w3.org/TR/css-grid-1/#alignment
// §10.5 content distribution (track offsets), §10.3–10.4 self alignment of items in
// their areas, §10.2 auto margins, §10.6 / §11.5 step 1 baselines.

extension ContentAlignment.Position {
    /// The offset of the first track and the extra space after each but the last,
    /// for `free` space over `count` tracks (none: one line). Distributions with no room fall back to
    /// the start (css-align-3 §5.3: their fallback is `safe`). Each share of the free
    /// space is whole 1/64 px truncated toward zero, as Chromium divides a LayoutUnit
    /// (26px over nine `space-evenly` spaces is 2.875px each, not 2.8889px).
    func distribute(_ free: Double, count: Int, safe: Bool) -> (offset: Double, gap: Double) {
        if free < 0 && safe { return (0, 0) }
        switch self {
        case .normal, .stretch, .start, .flexStart, .left: return (0, 0)
        case .end, .flexEnd, .right: return (free, 0)
        case .center: return (inLayoutUnits(free / 2), 0)
        case .spaceBetween:
            return free > 0 && count > 1 ? (0, inLayoutUnits(free / Double(count - 1))) : (0, 0)
        case .spaceAround:
            guard free > 0 else { return (0, 0) }
            // No track: the one line at the centre (css-align-3 §5.3's fallback; Chromium).
            guard count > 0 else { return (inLayoutUnits(free / 2), 0) }
            let share = inLayoutUnits(free / Double(count))
            return (inLayoutUnits(share / 2), share)
        case .spaceEvenly:
            guard free > 0 else { return (0, 0) }
            // No track: the free space's one share before the line (Chromium 156; the
            // spec's fallback would centre it).
            let share = inLayoutUnits(free / Double(count + 1))
            return (share, count > 0 ? share : 0)
        }
    }
}

extension ContentAlignment.Position {
    /// Whether the tracks start at the content edge with no space between, as
    /// ``distribute(_:count:safe:)`` gives for any free space.
    var placesTracksAtStart: Bool {
        switch self {
        case .normal, .stretch, .start, .flexStart, .left: true
        default: false
        }
    }
}

/// §10.5: sets each track's offset from the container's border edge (an entry standing
/// for a run of tracks, ``TrackRuns``, takes its count of them). Returns the space
/// added after each open track but the last. `twice`: the free space is distributed
/// again over the tracks as the first distribution spaced them (Chromium's second
/// pass, ``LayoutTree/distributesRowsTwice(_:_:)``).
/// `secondShare` of the result: the part of that space the second distribution added.
@discardableResult
func alignTracks(
    _ tracks: inout [GridTrack], size: Double, alignment: ContentAlignment, start: Double, reversed: Bool,
    twice: Bool = false
) -> (gap: Double, secondShare: Double) {
    if !reversed, alignment.position.placesTracksAtStart {
        // No space before or between the tracks, whatever the free space: one pass,
        // with neither the total nor the count of tracks.
        tracks.withUnsafeMutableBufferPointer { t in
            var cursor = start
            for i in 0..<t.count {
                t[i].offset = cursor
                cursor += t[i].baseSize
            }
        }
        if tracks.isStoredAsRuns {
            // A run's tracks lie side by side: the next entry starts after all of them.
            var cursor = start
            for i in tracks.indices {
                tracks[i].offset = cursor
                cursor += tracks[i].extent
            }
        }
        return (0, 0)
    }
    var open = 0
    var total = 0.0
    for t in tracks {  // one pass for both: a million-row grid has two million entries
        total += t.extent
        if !t.isGutter && !t.isCollapsed { open += Int(t.count) }
    }
    let free = size - total
    // `left` / `right` are physical: in a reversed (rtl) axis `left` is its end.
    var position = alignment.position
    if reversed { position = position == .left ? .end : position == .right ? .start : position }
    var (offset, gap) = position.distribute(free, count: open, safe: alignment.isSafe)
    var secondShare = 0.0
    if twice {
        let again = position.distribute(free - Double(max(0, open - 1)) * gap, count: open, safe: alignment.isSafe)
        (offset, gap) = (again.offset, gap + again.gap)
        secondShare = again.gap
    }
    var cursor = start + offset
    var seen = 0
    for i in tracks.indices {
        tracks[i].offset = cursor
        cursor += tracks[i].extent
        if !tracks[i].isGutter && !tracks[i].isCollapsed {
            // One gap after each of the entry's tracks that is not the last open one.
            let gaps = max(0, min(seen + Int(tracks[i].count), open - 1) - seen)
            seen += Int(tracks[i].count)
            if gaps > 0 { cursor += gaps == 1 ? gap : gap * Double(gaps) }
        }
    }
    if reversed {
        // Right to left: columns run from the right edge (mirror within the content box).
        let end = start + size
        for i in tracks.indices { tracks[i].offset = start + (end - (tracks[i].offset + tracks[i].baseSize)) }
    }
    return (gap, secondShare)
}

/// How an item takes part in its grid's baseline choice (``BaselineChoice``): not at
/// all, in its first row's first-baseline group, or in the last-baseline group of its
/// last row, which is its first row when it spans one row.
enum BaselineRole: UInt8 {
    case none, first, lastInFirstRow
}

/// An inline baseline-sharing group (§10.6 in the inline axis): its members' indices, the
/// largest left margin (the group's baseline from its left) and the largest border-box
/// width plus right margin (``LayoutTree/inlineBaselineGroups(_:columns:)``).
struct InlineBaselineGroup {
    var members: [Int] = []
    var margin = 0.0
    var widest = 0.0
}

/// The item whose baseline is the grid's first (css-grid-1 §10.8): among the items of
/// the first row, one taking part in a first-baseline group there (the first in grid
/// order: by column, then document order), else one in that row's last-baseline group
/// (whose shared last baseline is then the grid's first: Blink's
/// `GridBaselineAccumulator`, its first row's minor baseline; Firefox agrees), else the
/// first item in grid order. Fed item by item.
struct BaselineChoice {
    private var row = Int.max
    private var first: Int? = nil
    private var firstColumn = Int.max
    private var aligned: Int? = nil
    private var alignedColumn = Int.max
    private var lastAligned: Int? = nil
    private var lastAlignedColumn = Int.max

    /// Feeds item `index`, whose first row track is `r` (its row tracks `r..<rowEnd`)
    /// and first column track `c`. Items past the first row seen so far (nearly all of
    /// a big grid) cost one comparison.
    @inline(__always)
    mutating func consider(_ index: Int, row r: Int, rowEnd: Int, column c: Int, role: BaselineRole) {
        if r > row { return }
        considerInFirstRow(index, row: r, rowEnd: rowEnd, column: c, role: role)
    }

    @inline(never)
    private mutating func considerInFirstRow(_ index: Int, row r: Int, rowEnd: Int, column c: Int, role: BaselineRole) {
        if r < row {
            row = r
            (first, firstColumn, aligned, alignedColumn) = (nil, .max, nil, .max)
            (lastAligned, lastAlignedColumn) = (nil, .max)
        }
        guard r == row else { return }
        if c < firstColumn { (first, firstColumn) = (index, c) }
        switch role {
        case .first where c < alignedColumn: (aligned, alignedColumn) = (index, c)
        // A last-baseline item spanning rows is in its last row's group.
        case .lastInFirstRow where c < lastAlignedColumn && TrackIndex.span(Int32(r), Int32(rowEnd)) == 1:
            (lastAligned, lastAlignedColumn) = (index, c)
        default: break
        }
    }

    /// The chosen item.
    var index: Int? { aligned ?? lastAligned ?? first }
    /// Whether the chosen item gives its last baseline (its row's last-baseline group).
    var takesLastBaseline: Bool { aligned == nil && lastAligned != nil }
}

/// The area a range of tracks makes (track-array indices `lower..<upper`): its start
/// and size, in either order of offsets (right to left runs backwards), never below 0
/// (a subgrid's track can be: Subgrid.swift, `subgridTracks`). Forward (the first
/// track ends before the last starts) it starts where its first track does, though
/// a subgrid's edge track below 0 starts past the next one (Chromium 156: an item
/// over both rows of a subgrid whose border passes them sits at its content top), and
/// ends where its last track does, though that one is below 0 (an item over a 20px and
/// a 0px column of a subgrid with 5px borders is 10px wide, its content box).
/// In a right-to-left grid (`fromRight`) an area runs from its first track's right edge
/// to its last track's left one, and one track below 0 is an empty area at its right edge
/// (Chromium 156 works from the start edge: the parent's line less the inset there).
@inline(__always)
func spanArea(_ tracks: UnsafeBufferPointer<GridTrack>, _ lower: Int, _ upper: Int, fromRight: Bool = false)
    -> (start: Double, size: Double)
{
    guard lower < upper else { return (0, 0) }
    let first = tracks[lower]
    if upper - lower == 1 {  // one track
        if fromRight && first.baseSize < 0 { return (first.offset + first.baseSize, 0) }
        return (first.offset, max(0, first.baseSize))
    }
    let last = tracks[upper - 1]
    if fromRight {  // from the first track's right edge to the last's left one
        let right = first.offset + first.baseSize
        let size = max(0, right - last.offset)
        return (right - size, size)
    }
    let forward = first.offset + first.baseSize <= last.offset
    let a = forward ? first.offset : min(first.offset, last.offset)
    let b = forward ? last.offset + last.baseSize : max(first.offset + first.baseSize, last.offset + last.baseSize)
    return (a, max(0, b - a))
}

extension LayoutTree {
    /// The area an item's tracks make: its start and size.
    @inline(__always)
    func area(_ tracks: [GridTrack], _ range: Range<Int>, fromRight: Bool = false) -> (start: Double, size: Double) {
        tracks.withUnsafeBufferPointer { spanArea($0, range.lowerBound, range.upperBound, fromRight: fromRight) }
    }

    /// Lays out one item in its area and writes its frame (§10.3–10.4, §10.2); plain
    /// items go through ``placePlainItems(_:columns:rows:baselineIndex:)`` instead.
    /// In a right-to-left grid (`rightToLeft`) the inline offsets run from the area's right edge.
    /// Returns the item's first baseline in the grid (its last with `lastBaseline`).
    mutating func layoutItem(
        _ index: Int, of items: GridItems, columns: [GridTrack], rows: [GridTrack], rightToLeft: Bool,
        lastBaseline: Bool = false
    ) -> Double {
        let item = items[index]
        let style = facts(item.node)
        let (x0, areaWidth) = area(columns, item.columnTracks, fromRight: rightToLeft)
        let (y0, areaHeight) = area(rows, item.rowTracks)
        let (out, box) = layoutInArea(item, width: areaWidth, height: areaHeight, mode: .performLayout)
        let margin = box.marginOrZero
        let size = out.size
        let x =
            x0 + margin.left
            + (autoMarginOffset(
                box.margin.left, box.margin.right, areaWidth - size.width - margin.horizontal, fromRight: rightToLeft)
                ?? item.justify.offset(
                    areaWidth - size.width - margin.horizontal, safe: item.justifySafe, fromRight: rightToLeft))
        let y = itemTop(item, box, areaTop: y0, areaHeight: areaHeight, height: size.height)
        let direction: Direction = rightToLeft ? .rightToLeft : .leftToRight
        let parent = OptionalSize(width: areaWidth, height: areaHeight)
        let shift = style.hasRelativeOffset ? relativeOffset(styleAt(item.node), parent, direction: direction) : .zero
        setFrame(item.node, LayoutRect(x: x + shift.x, y: y + shift.y, width: size.width, height: size.height))
        if lastBaseline { return y + lastBaselineFromTop(out, style, box) }
        return y + (out.firstBaseline ?? size.height)
    }

    /// The border-box size an item takes in its grid area of `width` by `height` (§10.3–10.4:
    /// stretched, its own, or nil where its content decides), before its layout, and the
    /// height its content-keyword min and max heights limit its box to (nil: none apply).
    /// The item is laid out at `size` and only its box takes `limitedHeight` (css-sizing-3
    /// §5.2, as Chromium: its rows, their alignment and its children's percentages see the
    /// height before those limits).
    mutating func itemSizeInArea(
        _ item: GridItem, _ style: StyleFacts, _ box: ResolvedBox, width areaWidth: Double, height areaHeight: Double
    ) -> (size: OptionalSize, limitedHeight: Double?) {
        let parent = OptionalSize(width: areaWidth, height: areaHeight)
        let margin = box.marginOrZero
        var width = itemWidth(item, area: areaWidth, style: style, box: box, inFinalArea: true, areaHeight: areaHeight)
        // A height the ratio gives is not the item's own: it stretches, or follows the
        // used width (css-sizing-4 §5.1; Chromium: `width: 0` with a ratio and an
        // explicit `align-self: stretch` fills its row).
        var height: Double? = box.heightOfItsOwn
        let alignStretches =
            (item.align == .stretch || (item.align == .normal && style.aspectRatio == nil))
            && box.margin.top != nil && box.margin.bottom != nil
        let keyword: Bool =
            switch style.height {
            case .minContent, .maxContent, .fitContent: true
            default: false
            }
        // An explicit `stretch` stretches even an item with a ratio (both axes stretched:
        // the ratio gives way); `normal` leaves such an item to its ratio.
        if height == nil && (style.height == .stretch || (alignStretches && !keyword))
            && !(style.aspectRatio != nil && width != nil && item.align != .stretch)
        {
            // Min and max heights the ratio transfers from the width do not bound a
            // stretched height (as in Chromium: only the block size the ratio gives).
            height = max(
                box.paddingBorder.height, box.clampOwn(areaHeight - margin.vertical - item.baselineShim, .vertical))
        }
        // The width a ratio gives from height `h`, at least the automatic minimum (§5.2)
        // and the padding and border.
        func ratioWidth(_ h: Double, _ ratio: RatioTransfer) -> Double {
            let w = max(box.clamp(ratio.width(fromHeight: h), .horizontal), box.paddingBorder.width)
            return max(w, ratioMinimumWidth(item.node, style, box, parent, height: h))
        }
        var limitedHeight: Double? = nil
        if style.hasContentKeywordHeightLimits, let h = height {  // css-sizing-3 §5.2 (Box/SizeKeywords.swift)
            // A width the ratio gives from the item's own height is at least its automatic
            // minimum (css-sizing-4 §5.2), and the keywords are the ratio's heights of it.
            if box.ratioGivenAxis == .horizontal, let w = width {
                width = max(w, ratioMinimumWidth(item.node, style, box, parent, height: h))
            }
            // So is the width a ratio gives from a stretched height: the keywords are the
            // ratio's heights of that definite width (css-sizing-4 §5: a box with a ratio and
            // a definite inline size has the ratio's block size as its min- and max-content
            // block sizes; Chromium: `min-height: max-content` with `max-height: 0` stretched
            // is the ratio's height of its padding-wide width).
            if width == nil, let ratio = box.ratio { width = ratioWidth(h, ratio) }
            let limited = max(
                box.paddingBorder.height,
                clampedByContentKeywords(
                    h, item.node, .vertical, width: width, parent: parent, available: areaHeight - margin.vertical,
                    definiteHeight: h))
            // With a ratio and a width those keywords are known before layout (the ratio's
            // heights of the width, css-sizing-4 §5.1): the item's content is laid out in
            // the limited height too (Chromium), not only its box.
            if box.ratio != nil && width != nil { height = limited } else { limitedHeight = limited }
        }
        if width == nil, let h = limitedHeight ?? height, let ratio = box.ratio { width = ratioWidth(h, ratio) }
        return (OptionalSize(width: width, height: height), limitedHeight)
    }

    /// css-sizing-4 §5.2: the automatic minimum width of an item whose width its ratio
    /// gives (`min-width: auto`, not a scroll container): its min-content width, within
    /// its own max-width (as Chromium; an empty grid's is its tracks'); 0 otherwise.
    /// A content-keyword max-width caps it at the ratio's width of `height`
    /// (``ratioMinimumWithinKeywordMax(_:_:_:height:)``).
    mutating func ratioMinimumWidth(
        _ node: Int32, _ style: StyleFacts, _ box: ResolvedBox, _ parent: OptionalSize, height: Double
    ) -> Double {
        // An empty leaf's min-content width is its padding and border (the ratio's width
        // floors at that already); an empty grid's is its tracks' too.
        let measured = childCount[Int(node)] > 0 || measureIndex[Int(node)] >= 0 || style.display == .grid
            || style.display == .gridLanes
        guard style.minWidth.isAuto, !style.overflowX.isScrollContainer, measured else { return 0 }
        // The content's min-content width, the ratio and the limits it transfers aside
        // (Blink's MinMaxSizesType::kIntrinsic: a ratio grid's tracks past the max-width
        // its max-height transfers count).
        let content = contentMinContentWidth(
            node,
            LayoutInput(
                knownSize: .none, parentSize: parent, available: AvailableSize(width: .minContent, height: .maxContent),
                mode: .computeSize))
        return ratioMinimumWithinKeywordMax(box.clampContent(content, .horizontal), node, box, height: height)
    }

    /// The border-box top of an item `height` tall in its row area (§10.4, §10.2 auto
    /// margins, §10.6 baseline shims).
    func itemTop(_ item: GridItem, _ box: ResolvedBox, areaTop y0: Double, areaHeight: Double, height: Double) -> Double {
        let margin = box.marginOrZero
        if item.align == .baseline, box.margin.top != nil { return y0 + margin.top + item.baselineShim }
        if item.align == .lastBaseline, box.margin.bottom != nil {
            return y0 + areaHeight - margin.bottom - item.baselineShim - height
        }
        let free = areaHeight - height - margin.vertical
        return y0 + margin.top
            + (autoMarginOffset(box.margin.top, box.margin.bottom, free) ?? item.align.offset(free, safe: item.alignSafe))
    }

    /// §10.2: auto margins take the free space before alignment does; nil when neither is
    /// auto. With no free space they are 0 and the box sits at the start edge, whatever
    /// its alignment (Chromium): the right one when the axis runs `fromRight`.
    func autoMarginOffset(_ start: Double?, _ end: Double?, _ free: Double, fromRight: Bool = false) -> Double? {
        if fromRight && free < 0 && (start == nil || end == nil) { return free }
        switch (start, end) {
        case (nil, nil): return max(0, free) / 2
        case (nil, _): return max(0, free)
        case (_, nil): return 0
        default: return nil
        }
    }

    /// §11.5 step 1: items aligned to the first baseline of a shared row get a shim
    /// above them so their baselines meet; items aligned to the last baseline get one
    /// below them (css-align-3 §9.3: the group sits at the end). The shim counts in
    /// their row contribution. Last baselines are known for text leaves (the last line's)
    /// and boxes whose baseline is synthesized from the border box. An item spanning
    /// rows shares the group of its first row (first baseline) or of its last (last
    /// baseline), as §10.6 groups them (Chromium and Firefox agree). Returns whether
    /// some item fell back from baseline alignment (see ``fallsBackFromBaseline(_:_:_:)``).
    /// A percentage height resolves against rows of fixed size (`container`'s `rows`
    /// as step 1 estimates them); across other rows it is cyclic (auto while measured).
    mutating func resolveBaselineShims(
        _ items: inout GridItems, columns: [GridTrack], rows: [GridTrack], _ container: GridContainer,
        finalRows: Bool = false
    ) -> Bool {
        var groups: [Int: (maxBaseline: Double, members: [(index: Int, baseline: Double)])] = [:]
        var fellBack = false
        var fixedRows: [GridTrack]? = nil
        for i in items.indices {
            let last = items[i].align == .lastBaseline
            guard items[i].align == .baseline || last else { continue }
            // A column subgrid joins its group once the rows are final (`isColumnOnlySubgrid`).
            if !finalRows && isColumnOnlySubgrid(items[i].node) { continue }
            let style = facts(items[i].node)
            let areaWidth = spannedSize(columns, items[i].columnTracks)
            let box = self.box(items[i].node, OptionalSize(width: areaWidth, height: nil))
            // An auto margin on either side takes the item out of baseline alignment
            // (Chromium: `margin-top: auto` under `last baseline` sits at the bottom).
            guard box.margin.top != nil && box.margin.bottom != nil else { continue }
            // A grid-lanes container has a last baseline the engine does not track: it
            // takes no part in a last-baseline group (alone, the fallback).
            if last && firstChild[Int(items[i].node)] >= 0 && style.display == .gridLanes { continue }
            let width = itemWidth(items[i], area: areaWidth, style: style, box: box)
            var areaHeight: Double? = nil
            if style.heightFollowsArea && finalRows {
                areaHeight = spannedSize(rows, items[i].rowTracks)
            } else if style.heightFollowsArea && !items[i].core.crossesIntrinsicRow && !items[i].core.crossesFlexibleRow {
                if fixedRows == nil { fixedRows = estimatedRows(container, rows) }
                areaHeight = fixedRows.map { spannedSize($0, items[i].rowTracks) }
            }
            let out = layoutNode(
                items[i].node,
                LayoutInput(
                    knownSize: OptionalSize(width: width, height: nil),
                    parentSize: OptionalSize(width: areaWidth, height: areaHeight),
                    available: AvailableSize(width: .definite(areaWidth), height: .maxContent),
                    mode: .computeSize, needsBaseline: true))
            var fallsBack = fallsBackFromBaseline(items[i].core, style, out, rows: rows)
            if hasSubgridStyles { fallsBack = noteBaselineFallback(items[i].node, last: last, fellBack: fallsBack) }
            if fallsBack {
                items[i].core.align = last ? .end : .start
                items[i].core.alignSafe = true
                fellBack = true
                continue
            }
            let fromTop = last ? lastBaselineFromTop(out, style, box) : (out.firstBaseline ?? out.size.height)
            // First baseline: from the margin-box top; last: from the margin-box bottom.
            let b = last ? box.marginOrZero.bottom + out.size.height - fromTop : box.marginOrZero.top + fromTop
            let key = blockGroupKey(items[i], last: last)
            var g = groups[key] ?? (-.infinity, [])
            g.maxBaseline = max(g.maxBaseline, b)
            g.members.append((i, b))
            groups[key] = g
            if hasSubgridStyles { subgrids.itemBaselines[items[i].node] = (last, b) }
        }
        if hasSubgridStyles && !subgrids.baselineFallbacks.isEmpty {
            noteFallbackGroups(items, groups.mapValues(\.maxBaseline))
        }
        for (_, g) in groups {
            for m in g.members {
                // A row subgrid's item may share its group with its parent's items.
                let shared = hasSubgridStyles ? subgrids.sharedBaselines[items[m.index].node] : nil
                guard g.members.count > 1 || shared != nil else { continue }
                items[m.index].baselineShim = max(g.maxBaseline, shared ?? -.infinity) - m.baseline
            }
        }
        return fellBack
    }

    /// The shims again once the rows are final, when a baseline-aligned item's height
    /// follows its area (a percentage height, min or max): Chromium aligns the items by
    /// their baselines as laid out in their final areas (a `height: 20%` item in a 20%
    /// row of an auto-height grid meets the others' baseline with the height it gets),
    /// while the rows keep the sizes the first shims gave them. Likewise after §11.1's
    /// steps 3 and 4 sized the columns again (`tracksResized`): Blink measures the
    /// baselines again at the final columns (`CompleteTrackSizingAlgorithm`) and places
    /// the items by them, the height staying the first pass's.
    mutating func refineBaselineShims(
        _ items: inout GridItems, columns: [GridTrack], rows: [GridTrack], _ container: GridContainer,
        tracksResized: Bool
    ) {
        let follows = tracksResized || items.indices.contains {
            items[$0].hasBaselineAlignment && (facts(items[$0].node).heightFollowsArea || isColumnOnlySubgrid(items[$0].node))
        }
        guard follows else { return }
        _ = resolveBaselineShims(&items, columns: columns, rows: rows, container, finalRows: true)
    }

    /// css-grid-1 §10.6 (css-grid-2 "row-align"): an item whose height follows its area
    /// (a percentage or `stretch` height, min or max) and spans an intrinsic or flexible
    /// row would size that row by its own alignment, a cycle; with a baseline synthesized
    /// from its box (none of its content's) it takes no part in baseline alignment and
    /// uses the fallback, safe `start` (`end` for last baselines). Chromium checks the
    /// same (`GridItemData::SetAlignmentFallback`); an item with a baseline of its own stays.
    func fallsBackFromBaseline(_ core: GridItem.Core, _ style: StyleFacts, _ out: LayoutOutput, rows: [GridTrack]) -> Bool {
        guard style.heightFollowsArea && out.firstBaseline == nil && out.lastBaseline == nil else { return false }
        if core.crossesFlexibleRow { return true }
        // A percentage row of an indefinite height sizes as auto but is no cycle here
        // (Chromium): only rows intrinsic as written count.
        return core.crossesIntrinsicRow && rows[core.rowTracks].contains { !$0.isGutter && $0.isIntrinsicAsWritten }
    }

    /// §10.6's cycle rule in the inline axis: an item whose width follows its area (a
    /// percentage or `stretch` width, min or max) spanning an intrinsic or flexible column
    /// takes no part in baseline alignment (a horizontal box's inline baseline is always
    /// synthesized). A column subgrid's columns are its parent's, as intrinsic or flexible
    /// as those.
    func fallsBackFromInlineBaseline(_ core: GridItem.Core) -> Bool {
        guard core.node >= 0, facts(core.node).widthFollowsArea else { return false }
        if core.crossesIntrinsicColumn || core.crossesFlexibleColumn { return true }
        return hasSubgridStyles && Self.spansContentSizedColumn(subgrids.contexts[parent[Int(core.node)]], core.columnTracks)
    }

    /// The grid's baseline item (§10.6) chosen again after items fell back from baseline alignment.
    func baselineChoice(_ items: GridItems) -> BaselineChoice {
        var choice = BaselineChoice()
        for i in items.indices {
            let item = items[i]
            var role = BaselineRole.none
            if !facts(item.node).hasAutoBlockMargin {
                if item.align == .baseline { role = .first }
                if item.align == .lastBaseline { role = .lastInFirstRow }
            }
            choice.consider(
                i, row: item.firstRowTrack, rowEnd: Int(item.core.rowUpper), column: Int(item.core.columnLower), role: role)
        }
        return choice
    }

    /// The grid's last baseline when only its size is computed (css-grid-1 §10.8): that
    /// of the last item in grid order (by column, then document order) in its last row,
    /// one of that row's last-baseline group first, then one of its first-baseline group,
    /// as Chromium prefers them (Blink's `GridBaselineAccumulator`: the row's minor
    /// baseline, then its major); placed in its area as layout will place it. An item
    /// spanning rows takes part in its start-most row's first-baseline group and its
    /// end-most row's last-baseline group (css-align-3 §9.3): a first-baseline item
    /// spanning into the last row does not.
    mutating func estimatedLastBaseline(_ items: GridItems, columns: [GridTrack], rows: [GridTrack]) -> Double? {
        // 2: in the last row's last-baseline group; 1: in its first-baseline group; 0: neither.
        func rank(_ i: Int) -> Int {
            let item = items[i]
            guard item.hasBaselineAlignment, !facts(item.node).hasAutoBlockMargin else { return 0 }
            if item.align == .lastBaseline { return 2 }
            return item.core.span(.vertical) == 1 ? 1 : 0
        }
        var chosen: Int? = nil
        for i in items.indices {
            guard let c = chosen else {
                chosen = i
                continue
            }
            let (end, chosenEnd) = (items[i].rowTracks.upperBound, items[c].rowTracks.upperBound)
            let (r, chosenRank) = (rank(i), rank(c))
            let later = items[i].core.columnLower >= items[c].core.columnLower
            if end > chosenEnd || (end == chosenEnd && (r > chosenRank || (r == chosenRank && later))) {
                chosen = i
            }
        }
        guard let i = chosen else { return nil }
        let (top, out, box) = estimatedPlacement(items[i], columns: columns, rows: rows)
        // The shared baseline of its group (§10.8): a first-baseline item gives its first.
        if rank(i) == 1 { return top + (out.firstBaseline ?? out.size.height) }
        return top + lastBaselineFromTop(out, facts(items[i].node), box)
    }

    /// The grid's first baseline when only its size is computed: the baseline item's
    /// (its last baseline when `choice` takes it), placed in its area as layout will place it.
    mutating func estimatedBaseline(
        _ items: GridItems, _ choice: BaselineChoice, columns: [GridTrack], rows: [GridTrack]
    ) -> Double? {
        guard let i = choice.index else { return nil }
        let (top, out, box) = estimatedPlacement(items[i], columns: columns, rows: rows)
        if choice.takesLastBaseline { return top + lastBaselineFromTop(out, facts(items[i].node), box) }
        return top + (out.firstBaseline ?? out.size.height)
    }

    /// An item's border-box top and its measured layout (with baselines) in its area, as
    /// ``layoutItem(_:of:columns:rows:rightToLeft:lastBaseline:)`` sizes and aligns it (a stretched item's
    /// synthesized baseline is its stretched bottom edge), no frame written.
    private mutating func estimatedPlacement(_ item: GridItem, columns: [GridTrack], rows: [GridTrack]) -> (
        top: Double, out: LayoutOutput, box: ResolvedBox
    ) {
        let areaWidth = spannedSize(columns, item.columnTracks)
        let (y0, areaHeight) = area(rows, item.rowTracks)
        let (out, box) = layoutInArea(item, width: areaWidth, height: areaHeight, mode: .computeSize, needsBaseline: true)
        return (itemTop(item, box, areaTop: y0, areaHeight: areaHeight, height: out.size.height), out, box)
    }

    /// `item` laid out (`mode`) in its area of `areaWidth` by `areaHeight`, at the size
    /// ``itemSizeInArea(_:_:_:width:height:)`` gives; its output's height is the one its
    /// content-keyword limits leave its box (its content saw the height before them).
    private mutating func layoutInArea(
        _ item: GridItem, width areaWidth: Double, height areaHeight: Double, mode: LayoutMode,
        needsBaseline: Bool = false
    ) -> (out: LayoutOutput, box: ResolvedBox) {
        let parent = OptionalSize(width: areaWidth, height: areaHeight)
        let box = self.box(item.node, parent)
        let margin = box.marginOrZero
        let (known, limitedHeight) = itemSizeInArea(item, facts(item.node), box, width: areaWidth, height: areaHeight)
        let input = LayoutInput(
            knownSize: known, parentSize: parent,
            available: AvailableSize(
                width: .definite(areaWidth - margin.horizontal), height: .definite(areaHeight - margin.vertical)),
            mode: mode, needsBaseline: needsBaseline)
        var out = layoutWithBoxHeight(item.node, limitedHeight) { $0.layoutNode(item.node, input) }
        // A row subgrid with a ratio is laid out in the width its content gives its
        // content-keyword limits (Chromium 156 sizes its columns in its sizing tree,
        // before its rows are known); its box then takes the width those limits give
        // through its ratio from its area's height.
        if let width = rowSubgridBoxWidth(item, box, area: (areaWidth, areaHeight), laidOut: out.size.width) {
            out.size.width = width
        }
        return (out, box)
    }
}

/// The columns as the rows' sizing sees them (§11.1 step 2): when the container's width
/// is known, `justify-content` has already put its distributed space between them
/// (§10.5; css-align-3 §5.3 widens the gutters an item spans), so an item spanning
/// columns has that space in its area, for its width and its percentage margins and
/// padding (Chromium finalizes the columns' geometry, alignment included, before it
/// sizes the rows; Firefox too). Nil when nothing is distributed: the columns as sized.
/// A column subgrid's columns are its parent's. Stored as runs (TrackRuns.swift), a
/// gutter entry after open tracks stands for one gutter after each: each takes the space.
func columnsWithDistributedSpace(_ columns: [GridTrack], _ container: GridContainer, ownColumns: Bool) -> [GridTrack]? {
    let alignment = container.style.justifyContent
    guard ownColumns, !alignment.position.placesTracksAtStart, let width = container.inner.width else { return nil }
    var open = 0
    var total = 0.0
    for t in columns {
        total += t.extent
        if !t.isGutter && !t.isCollapsed { open += Int(t.count) }
    }
    let gap = alignment.position.distribute(width - total, count: open, safe: alignment.isSafe).gap
    guard gap > 0 else { return nil }
    var widened = columns
    var seen = 0
    var owed = false  // an open track before, its gap not yet given to a gutter
    for i in widened.indices {
        if widened[i].isGutter {
            if owed && seen < open {
                widened[i].baseSize += gap
                owed = false
            }
        } else if !widened[i].isCollapsed {
            seen += Int(widened[i].count)
            owed = true
        }
    }
    return widened
}

extension LayoutTree {
    /// Step 8 of the driver (§10.5): track offsets within the content box of a
    /// container of border-box `size`; columns run right to left in `direction: rtl`.
    /// `twice`: the rows may take Chromium's second distribution (the driver's grid is
    /// no subgrid, and no additional pass sized its rows again: ``distributesRowsTwice(_:_:)``).
    func distributeContent(_ container: GridContainer, _ size: LayoutSize, twice mayTwice: Bool, _ s: inout GridScratch) {
        let box = container.box
        let style = container.style
        let width = max(0, size.width - container.inset.width)
        let left = box.contentLeft(style.direction, boxWidth: size.width)
        let ownSpace = container.spaceForOwnTracks(size)
        let columnSpace = container.columnAlignmentSpace?.length(tracks: s.columns.tracks) ?? ownSpace.width
        let rtl = style.direction == .rightToLeft
        // A row subgrid's own fixed columns start at the paddings they were placed with.
        var shift = container.ownColumnsPaddingSinceSizing
        if shift != (0, 0) && !Self.fixedSizes(s.columns.tracks, s.columns.tracks.indices) { shift = (0, 0) }
        // Right to left, the tracks are mirrored within the box's own width all the same:
        // a narrower space starts that much further right.
        let columnGap = alignTracks(
            &s.columns.tracks, size: columnSpace, alignment: style.justifyContent,
            start: rtl ? left + width + shift.right - columnSpace : left - shift.left, reversed: rtl
        ).gap
        var rowSpace = ownSpace.height
        if container.alignsOverflowingRowsInTheirLength { rowSpace = max(rowSpace, totalBaseSize(s.rows.tracks)) }
        if let space = container.rowAlignmentSpace?.length(tracks: s.rows.tracks) { rowSpace = space }
        if let space = container.rowSpaceFromRatio { rowSpace = space }
        // A column subgrid's own fixed rows start at the top padding they were placed with.
        let since = container.ownRowsPaddingSinceSizing
        let placedAt = since != 0 && Self.fixedSizes(s.rows.tracks, s.rows.tracks.indices) ? since : 0
        let (rowGap, secondShare) = alignTracks(
            &s.rows.tracks, size: rowSpace, alignment: style.alignContent,
            start: box.border.top + box.padding.top - placedAt, reversed: false,
            twice: mayTwice && distributesRowsTwice(container, s.rows.tracks))
        s.rows.secondShare = secondShare
        s.columns.spaceAfterOpenTrack = container.columnGap + columnGap
        s.rows.spaceAfterOpenTrack = container.rowGap + rowGap
        s.columns.runs?.noteAlignment(gap: columnGap, mirrorSum: rtl ? 2 * left + width : nil)
        s.rows.runs?.noteAlignment(gap: rowGap, mirrorSum: nil)
    }

    /// Whether the rows of `container` take Chromium's second `align-content`
    /// distribution (Blink's ComputeGridGeometry): a grid that is not a subgrid and
    /// whose rows no additional pass sized again (the driver's part), with a
    /// ratio, visible or clipped overflow and an automatic minimum height, finds its
    /// height again once its rows are sized, and where no row is a percentage or
    /// flexible and the row gap is no percentage (nothing to size again in it), it
    /// distributes that height's free space over the rows as the first distribution
    /// spaced them: the space between two rows is the first share and a share of what
    /// that left (`space-around` over two 2px rows in 20px: 2px, 12px and 2px, not 4px,
    /// 8px and 4px). css-align-3 §5.3 distributes once, as Firefox does; Chromium is
    /// followed (Grid/README.md).
    func distributesRowsTwice(_ container: GridContainer, _ rows: [GridTrack]) -> Bool {
        let style = container.style
        guard style.aspectRatio != nil, style.minHeight == .auto, style.alignContent.position != .normal
        else { return false }
        let (x, y) = style.computedOverflow
        guard (x == .visible || x == .clip) && (y == .visible || y == .clip) else { return false }
        if style.rowGap.isPercent || container.hasPercentageTracks(.vertical) { return false }
        return !rows.contains { !$0.isGutter && $0.isFlexible }
    }

    /// Step 9 of the driver (§10.3–10.4, §10.2): every item in its area, plain ones in
    /// one pass (PlainItems.swift), the others one by one. Returns the grid's first
    /// baseline (§10.6).
    mutating func layoutItems(_ summary: ItemSummary, _ s: inout GridScratch, _ container: GridContainer) -> Double? {
        if summary.anyBaseline {
            refineBaselineShims(
                &s.items, columns: s.columns.tracks, rows: s.rows.tracks, container, tracksResized: summary.tracksResized)
        }
        let baselineIndex = summary.baseline.index
        let last = summary.baseline.takesLastBaseline
        let rtl = summary.rightToLeft
        // An rtl subgrid's column below 0 puts its items at its right edge (`spanArea`):
        // every item then goes one by one (the plain pass reads areas from the left).
        if rtl && s.columns.tracks.contains(where: { !$0.isGutter && $0.baseSize < 0 }) {
            var baseline: Double? = nil
            for i in s.items.indices {
                let b = layoutItem(
                    i, of: s.items, columns: s.columns.tracks, rows: s.rows.tracks, rightToLeft: true,
                    lastBaseline: last && i == baselineIndex)
                if i == baselineIndex { baseline = b }
            }
            alignAfterPlacement(summary, s, container, rtl)
            return baseline
        }
        var baseline = placePlainItems(
            s.items, columns: s.columns.tracks, rows: s.rows.tracks, baselineIndex: baselineIndex, rightToLeft: rtl)
        for i in summary.notPlain {
            let b = layoutItem(
                Int(i), of: s.items, columns: s.columns.tracks, rows: s.rows.tracks, rightToLeft: rtl,
                lastBaseline: last && Int(i) == baselineIndex)
            if Int(i) == baselineIndex { baseline = b }
        }
        alignAfterPlacement(summary, s, container, rtl)
        return baseline
    }

    /// The alignments that move items once all are placed: inline baseline groups, and in
    /// a subgrid the items whose baseline alignment fell back (SubgridBaselineFallback.swift).
    private mutating func alignAfterPlacement(
        _ summary: ItemSummary, _ s: borrowing GridScratch, _ container: GridContainer, _ rtl: Bool
    ) {
        if summary.anyInlineBaseline {
            let (fallbacks, groups) = inlineBaselineGroups(s.items, columns: s.columns.tracks)
            alignInlineBaselineGroups(s.items, s.columns.tracks, groups, rtl)
            if hasSubgridStyles {
                let width = container.known.width ?? 0
                placeInlineFallbacks(
                    s.items, columns: s.columns.tracks, rows: s.rows.tracks, (fallbacks, groups), width: width, rtl)
            }
        }
        guard hasSubgridStyles else { return }
        if !subgrids.baselineFallbacks.isEmpty {
            placeFallenBackSubgridItems(s.items, columns: s.columns.tracks, rows: s.rows.tracks)
        }
    }

    /// §11.5 step 1 in the inline axis: the shims that make the items of an inline
    /// baseline-sharing group (see ``alignInlineBaselineGroups(_:_:_:_:)``) line up,
    /// counted as margin in their column contributions. A horizontal box's baseline is
    /// its left border edge: from the group's side, a group at the left measures it as
    /// the left margin, a group at the right (``baselineGroupAtRight(_:)``) as the
    /// min-content width (what such an item contributes) plus the right margin. Items
    /// falling back (a width that follows an intrinsic or flexible column, §10.6) take
    /// their fallback alignment, `safe` start or end (css-align-3 §4.2, as Chromium
    /// places them); items with an auto inline margin take no part.
    mutating func resolveInlineBaselineShims(_ items: inout GridItems) {
        var groups: [Int: (maxBaseline: Double, members: [(index: Int, baseline: Double)])] = [:]
        let context = ContributionContext(axis: .horizontal, otherTracks: nil, innerSize: nil)
        for i in items.indices where items[i].justify == .baseline || items[i].justify == .lastBaseline {
            let core = items[i].core
            if core.node < 0 { continue }
            if fallsBackFromInlineBaseline(core) {
                items[i].core.justifySafe = true
                continue
            }
            let box = self.box(core.node, .none)
            guard let left = box.margin.left, box.margin.right != nil else { continue }
            var item = items[i]
            let b = baselineGroupAtRight(item) ? contribution(&item, .minContent, context) - left : left
            let key = inlineGroupKey(item)
            var g = groups[key] ?? (-.infinity, [])
            g.maxBaseline = max(g.maxBaseline, b)
            g.members.append((i, b))
            groups[key] = g
        }
        for (_, g) in groups where g.members.count > 1 {
            for m in g.members { items[m.index].sizes.inlineBaselineShim = g.maxBaseline - m.baseline }
        }
    }

    /// §10.6 and css-align-3 §9.3 in the inline axis: items with `justify-self:
    /// [first | last] baseline` sharing their start (first) or end (last) column make
    /// a baseline-sharing group (`groups`, ``inlineBaselineGroups(_:columns:)``). A
    /// horizontal box has no baseline across that axis: its baseline is synthesized at its
    /// line-left border edge (the left, in rtl too, as Chromium and Firefox agree), so the
    /// members' left edges line up and the group, as one box, takes the start (first) or
    /// end (last) of the column. A member alone keeps the fallback it was given. Moves the
    /// frames the items were given.
    mutating func alignInlineBaselineGroups(
        _ items: GridItems, _ columns: [GridTrack], _ groups: [Int: InlineBaselineGroup], _ rtl: Bool
    ) {
        for (key, g) in groups where g.members.count > 1 {
            // The group's left: at the column's left for first baselines in ltr and
            // last ones in rtl, else at its right.
            let atLeft = (key < 0) == rtl
            for i in g.members {
                let (start, size) = area(columns, items[i].columnTracks)
                let x = (atLeft ? start : start + size - g.margin - g.widest) + g.margin
                var frame = frames[Int(items[i].node)]
                frame.origin.x = x + inlineRelativeShift(items[i].node, OptionalSize(width: size, height: nil), rtl)
                setFrame(items[i].node, frame)
            }
        }
    }

    /// The `justify-self` baseline items of `items` that fall back (§10.6,
    /// ``fallsBackFromInlineBaseline(_:)``), and the baseline-sharing groups of the others
    /// (by ``inlineGroupKey(_:)``; an item with an auto inline margin is in none).
    func inlineBaselineGroups(_ items: GridItems, columns: [GridTrack])
        -> (fallbacks: [Int], groups: [Int: InlineBaselineGroup])
    {
        var fallbacks: [Int] = []
        var groups: [Int: InlineBaselineGroup] = [:]
        for i in items.indices where items[i].node >= 0 && (items[i].justify == .baseline || items[i].justify == .lastBaseline) {
            // Its synthesized baseline would size the column it follows (§10.6): the fallback.
            if fallsBackFromInlineBaseline(items[i].core) {
                fallbacks.append(i)
                continue
            }
            let box = self.box(items[i].node, OptionalSize(width: area(columns, items[i].columnTracks).size, height: nil))
            guard box.margin.left != nil && box.margin.right != nil else { continue }
            let m = box.marginOrZero
            var g = groups[inlineGroupKey(items[i])] ?? InlineBaselineGroup()
            g.margin = max(g.margin, m.left)
            g.widest = max(g.widest, frames[Int(items[i].node)].width + m.right)
            g.members.append(i)
            groups[inlineGroupKey(items[i])] = g
        }
        return (fallbacks, groups)
    }

    /// An item's inline baseline-sharing group: its first column, or `-1 - its last`
    /// for last baselines.
    func inlineGroupKey(_ item: GridItem) -> Int {
        item.justify == .lastBaseline ? -1 - item.columnTracks.upperBound : item.columnTracks.lowerBound
    }

    /// An item's block baseline-sharing group: its first row track, or `-1 - its last`
    /// for last baselines (css-align-3 §9.3: a spanning item shares its start-most or
    /// end-most row's).
    func blockGroupKey(_ item: GridItem, last: Bool) -> Int {
        last ? -1 - (item.rowTracks.upperBound - 1) : item.firstRowTrack
    }

    /// Item `node`'s horizontal relative offset in its area `parent`.
    func inlineRelativeShift(_ node: Int32, _ parent: OptionalSize, _ rtl: Bool) -> Double {
        let style = styleAt(node)
        guard style.position == .relative else { return 0 }
        return relativeOffset(style, parent, direction: rtl ? .rightToLeft : .leftToRight).x
    }

    /// The grid's first baseline when only its size is computed (no frame written).
    mutating func estimatedBaseline(_ s: borrowing GridScratch, _ choice: BaselineChoice) -> Double? {
        estimatedBaseline(s.items, choice, columns: s.columns.tracks, rows: s.rows.tracks)
    }
}
