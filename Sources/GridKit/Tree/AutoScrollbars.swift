// css-overflow-3 §3 `overflow: auto`, §2.2 scrollable overflow — https://www.w3.org/TR/css-overflow-3/#valdef-overflow-auto
// A scroll container with `overflow: auto` in an axis shows a scrollbar there only when
// its scrollable overflow passes its padding box in that axis: its in-flow bounds (a
// block's in-flow children's margin boxes, a grid's tracks, a text's lines) plus the end
// padding, united with what overflows without it (each child's border box and what
// overflows that: a text's lines past its box, a grid item past the tracks; Blink
// `ScrollableOverflowCalculator::Result`). As in a
// browser, the first layout shows none; after a layout, the boxes whose need changed
// are laid out again with their new scrollbars, and so are their ancestors (a shown
// scrollbar is part of the box's intrinsic sizes from then on, as Chromium reserves it:
// an auto-height grid item whose content overflows is 15px wider than its content),
// except a vertical one in a box of given width whose ancestors keep their widths
// (given theirs, or keeping the one their content gave, up to one of definite width or
// a root whose width does not move) and were not measured
// before (a grid item of auto height in content-sized rows, nor such an item whose
// content overflows in that measure), which Chromium lays out again alone (see
// settleAutoScrollbars); so is such a measured item whose horizontal one appears only
// in its final layout, its measure having left it no room.
// At most three more passes; after the first of them scrollbars are only added, so the
// passes cannot oscillate.

/// The `overflow: auto` scrollbars shown, per node, and those the last layout pass found
/// needed.
struct AutoScrollbars {
    /// Per node with an `auto` axis: the room its shown auto scrollbars take (the width
    /// of a vertical one, the height of a horizontal one). Absent: none shown.
    var shown: [Int32: LayoutSize] = [:]
    /// The nodes laid out (with `.performLayout`) in this pass, the auto scrollbars their
    /// content needs there, and the question they were laid out for.
    var needed: [(node: Int32, bars: LayoutSize, input: LayoutInput)] = []
    /// The nodes whose shown scrollbars the last update changed, with those they showed
    /// before it, while they are laid out again alone for that change: such a node
    /// measures its overflow against its client size without a scrollbar that has just
    /// appeared (see ``clientGrowth(_:bar:)``). When the tree is laid out again, only
    /// the boxes whose vertical scrollbar showed in their measure stay.
    var before: [Int32: LayoutSize] = [:]
    /// The subgrids laid out again alone for a vertical auto scrollbar in this layout:
    /// their parents' tracks (and a row subgrid's own columns), sized before it showed,
    /// keep it out from then on, as Chromium lays out only the subgrid again for it and
    /// for a horizontal one that follows (see ``LayoutTree/settleAutoScrollbars(root:_:)``).
    var aloneSubgrids: Set<Int32> = []
    /// The root's space, containing block and width, kept for the rest of the settling
    /// once it is laid out again without a scrollbar that its new width made needless
    /// (see ``LayoutTree/dropRootBarsItsWidthMadeNeedless(_:_:widthBefore:)``).
    var keptRoot: (space: AvailableSize, parent: OptionalSize, width: Double)? = nil

    /// The width of `node`'s vertical auto scrollbar its parent's tracks (a row
    /// subgrid's own columns too) leave out (0: none, or they count it).
    @inline(__always)
    func keptOutOfTracks(_ node: Int32) -> Double {
        aloneSubgrids.isEmpty || !aloneSubgrids.contains(node) ? 0 : shown[node]?.width ?? 0
    }

    /// `fixed` (the `scroll` scrollbars) with `node`'s shown auto scrollbars.
    @inline(__always)
    func shown(_ node: Int32, over fixed: LayoutSize) -> LayoutSize {
        guard let s = shown[node] else { return fixed }
        return LayoutSize(width: max(fixed.width, s.width), height: max(fixed.height, s.height))
    }

    /// Takes this pass's needs: the nodes whose shown scrollbars change (with
    /// `removing`, a scrollbar no longer needed goes; otherwise they are only added),
    /// whether only their vertical one changed, and the question they were laid out for.
    mutating func update(removing: Bool) -> [(node: Int32, verticalOnly: Bool, input: LayoutInput)] {
        var changed: [(node: Int32, verticalOnly: Bool, input: LayoutInput)] = []
        before.removeAll(keepingCapacity: true)
        for (node, bars, input) in needed {
            let old = shown[node] ?? LayoutSize.zero
            let new =
                removing ? bars : LayoutSize(width: max(old.width, bars.width), height: max(old.height, bars.height))
            guard new != old else { continue }
            shown[node] = new == .zero ? nil : new
            before[node] = old
            changed.append((node, new.height == old.height, input))
        }
        needed.removeAll(keepingCapacity: true)
        return changed
    }

    /// How much wider than its client box `node` (showing a vertical auto scrollbar
    /// `bar` wide) counts its room for horizontal overflow: a vertical scrollbar the
    /// last update added does not count while the node is laid out again alone for it,
    /// so a horizontal scrollbar never appears only because the vertical one took room.
    /// Chromium's `HasHorizontalOverflow` adds it back to the client width in that
    /// in-place relayout (crbug.com/625300). Where Chromium lays the box's ancestors out
    /// again (its width follows its content, or theirs does), the box is laid out
    /// afresh without the rule: an rtl root of `max-content` width with `overflow-x:
    /// auto` and a `max-height` shows both scrollbars; but a grid item whose vertical
    /// scrollbar showed in its measuring layout keeps it, as Blink's relayout inside
    /// that measure applied it (`fidelity-fix10a-*`). The vertical axis has no such rule.
    func clientGrowth(_ node: Int32, bar: Double) -> Double {
        guard let old = before[node], old.width == 0 else { return 0 }
        return bar
    }
}

/// How far a box's scrollable overflow reaches (border-box coordinates).
struct OverflowExtent {
    var minX: Double
    var maxX: Double
    var maxY: Double

    /// No rectangle yet.
    static let none = OverflowExtent(minX: .infinity, maxX: -.infinity, maxY: -.infinity)

    /// Widens this extent by `o`.
    mutating func unite(_ o: OverflowExtent) {
        (minX, maxX, maxY) = (min(minX, o.minX), max(maxX, o.maxX), max(maxY, o.maxY))
    }

    /// Widens this extent by rectangle `r`, even without area.
    mutating func uniteEvenIfEmpty(_ r: LayoutRect) {
        unite(OverflowExtent(minX: r.minX, maxX: r.maxX, maxY: r.maxY))
    }

    /// Widens this extent by the rectangle at (`x`, `y`) of `width` x `height` when it has area.
    mutating func unite(x: Double, y: Double, width: Double, height: Double) {
        guard width > 0 && height > 0 else { return }
        (minX, maxX, maxY) = (min(minX, x), max(maxX, x + width), max(maxY, y + height))
    }
}

/// The part of a scroll container's coordinates that scrolling can reach: below the
/// top of its padding box and past its start edge (`start`, the right one in rtl).
/// Chromium (`ScrollableOverflowCalculator::AddOverflow` with
/// `AdjustOverflowForScrollOrigin`) clamps each child's overflow rectangle (its border
/// box united with what overflows it) to this part and adds it only when something is
/// left: a child wholly above the padding box or before its start edge adds nothing,
/// not even its extent in the other axis (css-overflow-3 §2.2 clips the union instead).
struct ScrollReach {
    var top: Double
    var start: Double
    var rightToLeft: Bool
    /// Whether boxes without area count: the in-flow children of a block scroll
    /// container (not what is below them, nor a grid's items).
    var unitesEmpty = false
    /// The content-box width the in-flow children's percentage margins resolve against.
    var childrenWidth: Double? = nil

    /// Whether scrollable overflow `extent` long (from the padding box's scrollable
    /// start) passes a client box `client` long: Chromium compares both snapped to
    /// whole pixels (`HasHorizontalOverflow` / `HasVerticalOverflow` with
    /// `SnapSizeToPixel`), so content 0.125px past the padding box shows no scrollbar.
    /// The box's own position is taken as whole (GridKit lays a box out before its
    /// parent places it).
    static func passes(_ extent: Double, _ client: Double) -> Bool {
        snapped(extent) > snapped(client)
    }

    /// Whether a padding box (its scrollbars included) `length` across has room for an
    /// auto scrollbar along it: Chromium's `ComputeScrollbarExistence` adds one only
    /// when its `VisibleContentRect` has some size across, that rectangle's size
    /// rounded to whole pixels (half up, at a whole position) without
    /// `SnapSizeToPixel`'s floor of 1px: a box 0.4375px (or 6/64 px) tall shows no
    /// horizontal auto scrollbar, one 0.5px tall does.
    static func showsRoom(_ length: Double) -> Bool {
        (inLayoutUnits(length) + 0.5).rounded(.down) > 0
    }

    /// A length in whole pixels as Chromium's `SnapSizeToPixel` gives it at a whole
    /// position: rounded half up, but a length past 4/64 px never to 0.
    private static func snapped(_ length: Double) -> Double {
        let units = inLayoutUnits(length)
        let whole = (units + 0.5).rounded(.down)
        guard whole == 0, abs(units) > 4.0 / 64 else { return whole }
        return units > 0 ? 1 : -1
    }

    /// Whether the union `u` of rectangles with area keeps area once clamped to the reach.
    func reaches(_ u: OverflowExtent) -> Bool {
        u.maxY > top && u.minX < u.maxX && (rightToLeft ? u.minX < start : u.maxX > start)
    }

    /// `u` clamped to the reach across (Chromium's `AdjustOverflowForScrollOrigin`).
    func clamped(_ u: OverflowExtent) -> OverflowExtent {
        guard u.minX <= u.maxX else { return u }
        return rightToLeft
            ? OverflowExtent(minX: min(u.minX, start), maxX: min(u.maxX, start), maxY: u.maxY)
            : OverflowExtent(minX: max(u.minX, start), maxX: max(u.maxX, start), maxY: u.maxY)
    }
}

extension LayoutTree {
    /// After a layout pass from root `r` in `available`: lays the tree out again while
    /// some box's auto scrollbars change.
    ///
    /// Chromium lays a box whose scrollbars change out again at once, alone, inside its
    /// parent's layout (Blink `BlockNode::Layout`), and an ancestor again only where its
    /// own width follows that change: a vertical scrollbar that appears in a box whose
    /// width is given (stretched, or a length) takes room from the box's content but not
    /// from its column, which was sized before it showed, when the ancestors' widths stay
    /// (each is given its width or keeps the one its content gave, up to one with a width
    /// of its own or a root whose shrink-to-fit width does not move: a `min-width: 100px`
    /// root with an `auto` column 20px wide; see ``ancestorsKeepWidths(_:_:_:)``). Such
    /// boxes are laid out
    /// again alone, with the question they were laid out for. A box under a grid item
    /// its grid measures before laying it out (an `auto` height in content-sized rows)
    /// showed its scrollbar in that measuring layout already, so the item's own tracks
    /// count it, and so does such an item whose own content overflows in that measure
    /// (``showedInMeasure(_:_:)``). A measured item whose horizontal auto scrollbar
    /// appears in its final layout only is laid out again alone too
    /// (``horizontalAfterMeasure(_:_:)``); any other change lays the tree out again.
    mutating func settleAutoScrollbars(root r: Int32, _ available: AvailableSize) {
        defer {
            scrollbars.aloneSubgrids.removeAll()
            scrollbars.keptRoot = nil
        }
        for pass in 0..<3 {
            let changed = scrollbars.update(removing: pass == 0)
            guard !changed.isEmpty else { return }
            let followUp = changed.allSatisfy { scrollbars.aloneSubgrids.contains($0.node) }
            let alone =
                !followUp
                && changed.allSatisfy({
                    $0.verticalOnly && widthIsGiven($0.node, ownMinimum: false) && !isUnderMeasuredItem($0.node)
                })
            let inMeasure = alone ? changed.filter({ showedInMeasure($0.node, $0.input) }).map(\.node) : []
            if followUp
                || alone && inMeasure.isEmpty && ancestorsKeepWidths(r, available, changed)
                || changed.allSatisfy({ horizontalAfterMeasure($0.node, $0.input) })
            {
                if hasSubgridStyles {
                    for c in changed where subgrids.contexts[c.node] != nil { scrollbars.aloneSubgrids.insert(c.node) }
                }
                // Alone, unless that changes a box's size (its parent then flows again).
                if changed.allSatisfy({ layAloneAgain($0.node, $0.input) }) { continue }
            }
            // A vertical scrollbar that showed in its box's measure came there with the
            // client-width rule (Blink's relayout inside that measuring layout): the tree's
            // relayout keeps the rule for those boxes (``AutoScrollbars/clientGrowth(_:bar:)``).
            scrollbars.before = scrollbars.before.filter { inMeasure.contains($0.key) }
            for c in changed { forgetAnswers(from: c.node) }
            let widthBefore = frames[Int(r)].width
            layoutRoot(r, available)
            if pass == 0 && changed.contains(where: { $0.node == r }) {
                dropRootBarsItsWidthMadeNeedless(r, available, widthBefore: widthBefore)
            }
        }
        // Out of passes: nothing is being laid out again alone any more.
        scrollbars.before.removeAll(keepingCapacity: true)
        scrollbars.needed.removeAll(keepingCapacity: true)
    }

    /// Chromium lays a root in flow of `auto` width out once more when the scrollbars it
    /// just showed widen its wrapper (Blink: the wrapper's `BlockNode::Layout`), and that
    /// layout at the new width asks its scrollbars afresh: one no longer needed there
    /// goes, and the root, laid out again in place, keeps the width (an `aspect-ratio:
    /// 1.5` root with `overflow-x: auto` over a 10px-tall "H" is 25px wide, its column
    /// too). A content-keyword width took the new width in the relayout that showed them,
    /// and a positioned root is sized again in that relayout (Blink reuses it: the
    /// scrollbars stay).
    private mutating func dropRootBarsItsWidthMadeNeedless(_ r: Int32, _ available: AvailableSize, widthBefore: Double) {
        guard case .auto = styleAt(r).width, available.width.value == nil, available.height.value == nil,
            frames[Int(r)].width != widthBefore, let shown = scrollbars.shown[r],
            let need = scrollbars.needed.last(where: { $0.node == r })?.bars
        else { return }
        let bars = LayoutSize(width: min(shown.width, need.width), height: min(shown.height, need.height))
        guard bars != shown else { return }
        scrollbars.keptRoot = rootSpaceAndWidth(r, available)
        scrollbars.shown[r] = bars == .zero ? nil : bars
        scrollbars.needed.removeAll { $0.node == r }
        forgetAnswers(from: r)
        layoutRoot(r, available)
    }

    /// Whether every ancestor of the boxes of `changed` keeps its width with their
    /// scrollbars shown, so that Chromium lays none of them out again (Blink
    /// `BlockNode::Layout` compares the inline size a box's intrinsic widths give before
    /// and after): up to the first with a width of its own (a length or a percentage,
    /// which its content does not move), each is given its width (stretched, filling a
    /// line) or keeps the one its content gave (``keepsContentWidth(_:)``), and the
    /// root, when reached, keeps its width.
    private mutating func ancestorsKeepWidths(
        _ r: Int32, _ available: AvailableSize, _ changed: [(node: Int32, verticalOnly: Bool, input: LayoutInput)]
    ) -> Bool {
        // The measures size the subgrids' parents' tracks again: the boxes keep theirs.
        let kept = subgrids
        defer { subgrids = kept }
        var forgot = false
        var reachesRoot = false
        for c in changed {
            var a = parent[Int(c.node)]
            while a >= 0 {
                if case .px = styleAt(a).width { break }
                if case .percent = styleAt(a).width { break }
                if a == r {
                    reachesRoot = true
                    break
                }
                if !widthIsGiven(a) {
                    if !forgot { for c in changed { forgetAnswers(from: c.node) } }
                    forgot = true
                    guard keepsContentWidth(a, changed) else { return false }
                }
                a = parent[Int(a)]
            }
            guard a >= 0 else { return false }
        }
        guard reachesRoot else { return true }
        if !forgot { for c in changed { forgetAnswers(from: c.node) } }
        return abs(rootSpaceAndWidth(r, available).width - frames[Int(r)].width) < 1e-9
    }

    /// Whether `a`, an in-flow box of `auto` width that its content sizes (a grid item
    /// not stretched: fit-content in its area), keeps its width now that the scrollbars
    /// of `changed` show: its max-content width (within its min and max widths) is no
    /// wider than it, or its min-content width is not and its area held it below its
    /// max-content width before they showed. Chromium lays such a box out again only
    /// when its width changes: a `justify-self: start` grid with a 60px column, or
    /// `max-width: 60px`, or 50px wide in a 50px area, keeps its rows when the item in
    /// it shows a vertical scrollbar; one 60px wide from its content grows to 75px and
    /// is laid out again (`fidelity-fix7w-shrink-to-fit-*`).
    private mutating func keepsContentWidth(
        _ a: Int32, _ changed: [(node: Int32, verticalOnly: Bool, input: LayoutInput)]
    ) -> Bool {
        let f = facts(a)
        guard case .auto = styleAt(a).width, f.position != .absolute, !f.hasContentKeywordWidthLimits else {
            return false
        }
        let box = self.box(a, .none)
        guard box.ratio == nil else { return false }
        let width = frames[Int(a)].width + 1e-9
        func content(_ space: AvailableSpace) -> Double {
            let input = LayoutInput(
                knownSize: .none, parentSize: .none, available: AvailableSize(width: space, height: .maxContent),
                mode: .computeSize, widthOnly: true, contentSizeAxis: .horizontal)
            return max(box.clamp(layoutNode(a, input).size.width, .horizontal), box.paddingBorder.width)
        }
        if content(.maxContent) <= width { return true }
        guard content(.minContent) <= width else { return false }
        // Measured again without the new scrollbars.
        let shown = changed.map { scrollbars.shown[$0.node] }
        for c in changed {
            let old = scrollbars.before[c.node] ?? .zero
            scrollbars.shown[c.node] = old == .zero ? nil : old
            forgetAnswers(from: c.node)
        }
        let before = content(.maxContent)
        for (c, s) in zip(changed, shown) {
            scrollbars.shown[c.node] = s
            forgetAnswers(from: c.node)
        }
        return before > width
    }

    /// Whether some ancestor of `n` is a grid item its grid measures before laying it
    /// out (see ``isMeasuredItem(_:)``): `n` was laid out, and found its scrollbars, in
    /// that measure.
    private func isUnderMeasuredItem(_ n: Int32) -> Bool {
        var a = parent[Int(n)]
        while a >= 0 {
            if isMeasuredItem(a) { return true }
            a = parent[Int(a)]
        }
        return false
    }

    /// Whether `a` is a grid item its grid lays out to measure before laying it out
    /// (Blink's row sizing: an in-flow item whose height is not a length, not a row
    /// subgrid, in a grid with a content-sized row).
    private func isMeasuredItem(_ a: Int32) -> Bool {
        let p = parent[Int(a)]
        guard p >= 0 else { return false }
        let style = styleAt(a)
        let grid = styleAt(p)
        guard grid.display == .grid, style.position != .absolute, style.display != .none,
            !(style.display == .grid && style.gridTemplateRows.isSubgrid)
        else { return false }
        if case .px = style.height { return false }
        return grid.hasContentSizedRow
    }

    /// Whether `n`, a grid item its grid measures (``isMeasuredItem(_:)``), whose
    /// vertical auto scrollbar the last update added after it was laid out for `input`,
    /// needed that scrollbar already in the measuring layout: laid out as measured (its
    /// width, no height), without it, its content overflows (a grid whose percentage
    /// rows, resolved against the height its content gave, pass that height). Blink's
    /// measuring layout is a layout: the scrollbar appears there and stays, frozen, in
    /// the box's layout again at once, so its grid sizes the row from the box with the
    /// scrollbar (a nested grid with `1fr 20%` rows whose text wraps to 3 lines beside
    /// the scrollbar and to 2 without makes its `auto` row 30px, not 20px); a box whose
    /// content fits then shows it only in its final layout, and its row stays.
    private mutating func showedInMeasure(_ n: Int32, _ input: LayoutInput) -> Bool {
        // A subgrid is laid out in its parent's tracks (css-grid-2 §9), never measured
        // alone: its scrollbar keeps to the rule for boxes laid out again alone (Chromium).
        let own = styleAt(n)
        guard let old = scrollbars.before[n], old.width == 0, isMeasuredItem(n),
            !own.gridTemplateColumns.isSubgrid, !own.gridTemplateRows.isSubgrid
        else { return false }
        return barsInMeasure(n, input, showing: old).width > 0
    }

    /// Whether `n`'s width is given to it rather than found from its content: a length
    /// or percentage, or `auto` filling a block's line or stretched in a grid area (a
    /// column subgrid always is, css-grid-2 §9), and, with `ownMinimum`, no content
    /// keyword as its min-width (`min-width: max-content` grows with the scrollbar: an
    /// ancestor with it finds a new width). Without `ownMinimum` (the box whose
    /// scrollbar appeared), such a min-width is left to its layout alone, which grows
    /// the box in its area (see ``keepsPlaceInGridArea(_:from:to:)``).
    private func widthIsGiven(_ n: Int32, ownMinimum: Bool = true) -> Bool {
        let style = styleAt(n)
        if hasSubgridStyles, subgrids.contexts[n]?.columns != nil { return true }
        if ownMinimum && style.minWidth.isContentKeyword { return false }
        switch style.width {
        case .px, .percent: return true
        case .auto: break
        default: return false
        }
        let p = parent[Int(n)]
        guard p >= 0, style.position != .absolute else { return false }
        let container = styleAt(p)
        if container.display == .block { return true }
        guard container.display == .grid else { return false }
        let own = style.justifySelf.resolved(container.justifyItems).position
        return own == .normal || own == .stretch
    }

    /// Lays `n` out again with `input` (its last question), in place; returns whether
    /// its size stayed the same, or changed only where its parent's layout does not
    /// follow (``keepsPlaceInGridArea(_:from:to:)``), its frame then taking the new size.
    private mutating func layAloneAgain(_ n: Int32, _ input: LayoutInput) -> Bool {
        layoutCache[n] = nil
        gridCaches.appends[n] = nil
        let frame = frames[Int(n)]
        let size = layoutNode(n, withOwnMinimumWidth(n, input)).size
        if size == frame.size { return true }
        guard keepsPlaceInGridArea(n, from: frame.size, to: size) else { return false }
        setFrame(n, LayoutRect(origin: frame.origin, size: size))
        return true
    }

    /// `input` for grid item `n` laid out again alone, its width within its
    /// content-keyword min-width as its scrollbars now give it (css-sizing-3 §5.2: a
    /// `fit-content` min-width counts a vertical scrollbar that has appeared).
    private mutating func withOwnMinimumWidth(_ n: Int32, _ input: LayoutInput) -> LayoutInput {
        let p = parent[Int(n)]
        guard styleAt(n).minWidth.isContentKeyword, let w = input.knownSize.width, p >= 0, styleAt(p).display == .grid
        else { return input }
        let margins = box(n, input.parentSize).marginOrZero.horizontal
        var out = input
        out.knownSize.width = clampedByContentKeywords(
            w, n, .horizontal, parent: input.parentSize, available: input.parentSize.width.map { $0 - margins })
        return out
    }

    /// Whether grid item `n`, laid out again alone for its new vertical scrollbar, grew
    /// from `old` to `new` in width only, by its content-keyword min-width, where its
    /// grid's layout stays: Chromium lays the item out again inside that layout, which
    /// places the wider box at its area's start in the columns it sized before the
    /// scrollbar showed (a `min-width: fit-content` item 10px wide in a `max-width:
    /// 3.5px` root grows to 25px, its column stays 10px:
    /// `fidelity-fix10w-fit-content-min-width-column-stays`). Not where the box's place
    /// follows its width (rtl, not start-aligned) nor under an auto scroll container,
    /// whose scrollbars would follow its overflow.
    private func keepsPlaceInGridArea(_ n: Int32, from old: LayoutSize, to new: LayoutSize) -> Bool {
        let style = styleAt(n)
        let p = parent[Int(n)]
        guard new.height == old.height, style.minWidth.isContentKeyword, p >= 0, style.position != .absolute else {
            return false
        }
        guard styleAt(p).display == .grid, facts(p).direction == .leftToRight else { return false }
        switch writtenJustifySelf(n) {
        case .normal, .stretch, .start, .flexStart, .left: break
        default: return false
        }
        var a = p
        while a >= 0 {
            if facts(a).hasAutoOverflow { return false }
            a = parent[Int(a)]
        }
        return true
    }

    /// Whether `n`, a grid item its grid measures (``isMeasuredItem(_:)``) and nothing
    /// above it is, whose horizontal auto scrollbar alone the last update added, did not
    /// need it in that measuring layout (laid out as measured: its width, no height),
    /// so Chromium shows it only in its final layout and lays the item out again alone
    /// there: its row, sized from the measure, stays. Chromium's row-sizing layout shows
    /// the scrollbar only where the item's padding box has height there
    /// (``ScrollReach/showsRoom(_:)``): an item 0 tall in its measure, overflowing across
    /// only in its final height, adds nothing to its `auto` row
    /// (`fidelity-fix10s-*`); with 1px of min-height its row counts the scrollbar.
    private mutating func horizontalAfterMeasure(_ n: Int32, _ input: LayoutInput) -> Bool {
        let own = styleAt(n)
        guard let old = scrollbars.before[n], old.height == 0, let now = scrollbars.shown[n], now.width == old.width,
            isMeasuredItem(n), !isUnderMeasuredItem(n), !own.gridTemplateColumns.isSubgrid,
            !own.gridTemplateRows.isSubgrid
        else { return false }
        return barsInMeasure(n, input, showing: old).height == 0
    }

    /// The auto scrollbars grid item `n` needs laid out as its grid measures it (its
    /// width from `input`, no height), showing `old`; its frame and answers stay.
    private mutating func barsInMeasure(_ n: Int32, _ input: LayoutInput, showing old: LayoutSize) -> LayoutSize {
        var measure = input
        measure.knownSize.height = nil
        measure.parentSize.height = nil
        measure.available.height = .maxContent
        let shown = scrollbars.shown[n]
        let (count, frame) = (scrollbars.needed.count, frames[Int(n)])
        scrollbars.shown[n] = old == .zero ? nil : old
        defer {
            scrollbars.shown[n] = shown
            scrollbars.needed.removeSubrange(count...)
            frames[Int(n)] = frame
            layoutCache[n] = nil
        }
        layoutCache[n] = nil
        _ = layoutNode(n, measure)
        return scrollbars.needed.last { $0.node == n }?.bars ?? .zero
    }

    /// Forgets the kept answers of `n` and its ancestors (their sizes may change with
    /// `n`'s scrollbars), whether or not they are marked already.
    private mutating func forgetAnswers(from n: Int32) {
        var n = n
        while n >= 0 {
            layoutCache[n] = nil
            gridCaches.appends[n] = nil
            n = parent[Int(n)]
        }
    }

    /// Notes which auto scrollbars `node` needs, after laying it out at border-box
    /// `size` (box `box`) with its children's frames written: its in-flow bounds reach
    /// `content` (border-box coordinates: a grid's tracks, a text's lines; nil: a block's
    /// in-flow children's margin boxes alone) and its end padding after them, its
    /// children's overflow without it; `heightIsKnown`: its height was
    /// given, not found from its content; `input`: the question it was laid out for.
    mutating func noteScrollableOverflow(
        _ node: Int32, size: LayoutSize, box: ResolvedBox, content: LayoutRect?, heightIsKnown: Bool,
        input: LayoutInput
    ) {
        let f = facts(node)
        guard f.hasAutoOverflow else { return }
        // The padding box, unclamped: a box shorter than its horizontal scrollbar has a
        // negative one.
        let bar = box.scrollbar
        let rightToLeft = f.direction == .rightToLeft
        let paddingLeft = box.border.left + (rightToLeft ? bar.width : 0)
        let paddingRight = size.width - box.border.right - (rightToLeft ? 0 : bar.width)
        let paddingBottom = size.height - box.border.bottom - bar.height
        // Empty content stands at the content box's start corner (top right in rtl).
        let startX = rightToLeft ? paddingRight - box.padding.right : paddingLeft + box.padding.left
        var e = OverflowExtent(
            minX: content?.minX ?? startX, maxX: content?.maxX ?? startX, maxY: content?.maxY ?? box.contentOrigin.y)
        // The end padding goes after the in-flow bounds `e` only (Chromium's
        // `InflowBounds`); the children's overflow rectangles `out` go without it: a
        // block 10px wide with 0.5px of right padding whose 9.5px wide text child
        // holds a 10px line shows no scrollbar.
        var out = OverflowExtent.none
        var reach = ScrollReach(top: box.border.top, start: rightToLeft ? paddingRight : paddingLeft, rightToLeft: rightToLeft)
        reach.unitesEmpty = f.display == .block
        reach.childrenWidth = max(0, paddingRight - paddingLeft - box.padding.horizontal)
        childrenExtent(node, reach, &e, &out)
        let (minX, maxX, maxY) = (e.minX, e.maxX, e.maxY)
        // The content with the padding around it; without area, it is "empty" below.
        let extentWidth =
            rightToLeft ? paddingRight - (minX - box.padding.left) : maxX + box.padding.right - paddingLeft
        let empty = extentWidth <= 0 || maxY + box.padding.bottom - box.border.top <= 0
        // Nothing in flow (no child, track or text; ``hasInFlowChild(_:)``) overflows in the
        // block axis only a negative padding box: Chromium puts no end padding below nothing
        // (a box 20px tall of 10px paddings with a horizontal scrollbar shows no vertical
        // one), while across the paddings around an empty content box still count (one 20px
        // wide of 10px paddings with a vertical scrollbar shows the horizontal one).
        let noContent = content == nil && maxX - minX <= 0 && !hasInFlowChild(node)
        // The scrollable side is the end side: the right in ltr, the left in rtl. Both
        // sides of each comparison are whole pixels (see ``ScrollReach/passes``).
        // Across, against the client box without a vertical scrollbar that has just
        // appeared (Chromium's client-width rule, see AutoScrollbars.clientGrowth).
        let grow = clientGrowth(node)
        let clientWidth = paddingRight - paddingLeft + grow
        let clientHeight = paddingBottom - box.border.top
        var overflowsX = ScrollReach.passes(extentWidth, clientWidth)
        var overflowsY = ScrollReach.passes(
            (noContent ? box.border.top : maxY + box.padding.bottom) - box.border.top, clientHeight)
        if empty {
            // Chromium: empty content overflows a padding box made negative by the
            // horizontal scrollbar only when that box has some width (a grid with a
            // 100px column, 0 tall, with a horizontal scrollbar shows the vertical
            // one; one 0 wide does not), nor the box (a 0 wide grid with a 10px column
            // and no rows); and the same across: a padding box made negative by the
            // vertical scrollbar only when it has some height (a 10px wide
            // `overflow-y: scroll` block with `min-height: 10px` or 10px of top
            // padding shows the horizontal one; one 0 tall, or with 10px of top border
            // and no padding, does not).
            overflowsY = overflowsY && paddingRight - paddingLeft > 0
            overflowsX =
                heightCanTakeBar(node, heightIsKnown, box) && paddingRight < paddingLeft - 0.01
                && paddingBottom - box.border.top > 0
        }
        overflowsX =
            overflowsX
            || ScrollReach.passes(rightToLeft ? paddingRight - out.minX : out.maxX - paddingLeft, clientWidth)
        overflowsY = overflowsY || ScrollReach.passes(out.maxY - box.border.top, clientHeight)
        // Chromium: an auto scrollbar takes no room in a box with no room inside its
        // borders across it (a horizontal one in a box 0 tall within its borders): a
        // 40px wide block of no height with a 100x30 absolutely positioned child stays
        // 0 tall (with 1px of bottom padding it is 16), a grid item 0 wide with a
        // 30x100 one stays 0 wide. That room is counted in whole pixels (see
        // ``ScrollReach/showsRoom(_:)``): a 13px wide box 0.4375px tall with a 26px
        // wide child shows no horizontal scrollbar, one 0.5px tall does.
        overflowsX = overflowsX && ScrollReach.showsRoom(size.height - box.border.top - box.border.bottom)
        overflowsY = overflowsY && ScrollReach.showsRoom(size.width - box.border.left - box.border.right)
        let bars = LayoutSize(
            width: f.overflowY == .auto && overflowsY ? BoxModel.scrollbarThickness : 0,
            height: f.overflowX == .auto && overflowsX ? BoxModel.scrollbarThickness : 0)
        scrollbars.needed.append((node, bars, input))
    }

    /// ``AutoScrollbars/clientGrowth(_:bar:)`` for `node`; none for a column subgrid,
    /// whose tracks stay its parent's and pass a new vertical scrollbar (Chromium shows
    /// the horizontal one then: `subgrid-fix6a-row-subgrid-both-auto-scrollbars`), nor
    /// for a row subgrid laid out alone for it, whose own columns keep their widths
    /// (Grid/Subgrid.swift, `subgridContext`).
    private func clientGrowth(_ node: Int32) -> Double {
        if hasSubgridStyles, subgrids.contexts[node]?.columns != nil || scrollbars.aloneSubgrids.contains(node) {
            return 0
        }
        return scrollbars.clientGrowth(node, bar: scrollbars.shown[node]?.width ?? 0)
    }

    /// Whether an empty box `n` (box `box`) can show a horizontal auto scrollbar its
    /// negative padding box across calls for. Chromium lays such a box out again at
    /// once, alone: a height it was given (stretched, fixed) stays, and its parent,
    /// which measured it without the scrollbar, is not laid out again (a stretched grid
    /// item 3.5px tall keeps its row); so only a height that follows the content takes
    /// it, and a stretched grid item's whose own padding box had height when its row
    /// measured it (Chromium's row-sizing layout showed it then: a 5px wide item with
    /// 2.5px of bottom padding makes its `auto` row 17.5px).
    private func heightCanTakeBar(_ n: Int32, _ heightIsKnown: Bool, _ box: ResolvedBox) -> Bool {
        guard heightIsKnown else { return true }
        // A row subgrid is its rows plus its scrollbars tall (Grid/Subgrid.swift, `subgridContext`).
        if hasSubgridStyles, subgrids.contexts[n]?.rows != nil { return true }
        let p = parent[Int(n)]
        let f = facts(n)
        guard p >= 0, facts(p).display == .grid, f.position != .absolute, f.height == .auto else { return false }
        return box.borderBoxLength(content: 0, .vertical) - box.border.vertical - box.scrollbar.height > 0
    }

    /// Widens `e`, the in-flow bounds, by the margin boxes of block scroll container
    /// `node`'s in-flow children (when `reach` unites them) and `out` by every child's
    /// overflow: its rectangle, its border box united with what overflows it, counts
    /// clamped to `reach` when it keeps area there (see ``ScrollReach``), without the
    /// end padding (a grid's items and a block's grandchildren past the in-flow bounds
    /// show a scrollbar only when they pass the padding box themselves). An absolutely
    /// positioned child is united with its descendants before the clamp: a block under
    /// it wholly before the start edge still extends it downwards.
    private func childrenExtent(
        _ node: Int32, _ reach: ScrollReach, _ e: inout OverflowExtent, _ out: inout OverflowExtent
    ) {
        var c = firstChild[Int(node)]
        while c >= 0 {
            let f = facts(c)
            if f.display != .none {
                let absolute = f.position == .absolute
                if reach.unitesEmpty && !absolute { inFlowBounds(c, reach, &e) }
                var (ce, co) = (OverflowExtent.none, OverflowExtent.none)
                childExtent(c, f, at: .zero, &ce, &co)
                // The child's own border box counts even without area once something under
                // it does (Blink `UniteEvenIfEmpty`): a 0-tall item reaching past the start
                // edge keeps its grandchild's overflow there.
                if ce.minX < ce.maxX { ce.uniteEvenIfEmpty(frames[Int(c)]) }
                var u = co
                u.unite(ce)
                if reach.reaches(u) { out.unite(reach.clamped(u)) }
            }
            c = nextSibling[Int(c)]
        }
    }

    /// Widens `e` by in-flow child `c` of a block scroll container whole, by its margin
    /// box (Chromium's block layout unites it with its in-flow bounds, even when empty: a
    /// 100px wide, 0 tall child of a 10px wide, 1px tall block with `overflow: auto`
    /// shows the horizontal scrollbar, and so does a 0x0 one 50px to the right).
    private func inFlowBounds(_ c: Int32, _ reach: ScrollReach, _ e: inout OverflowExtent) {
        let r = frames[Int(c)]
        let cbox = box(c, OptionalSize(width: reach.childrenWidth, height: nil))
        let m = cbox.marginOrZero
        if r.width > 0 && r.height > 0 {
            // By its margin box, the start margins not below 0 and the end ones not
            // past its size (Blink `BoxFragmentBuilder::AddChild`): a 15px wide child
            // with an 8px right margin in a 20px block shows the horizontal scrollbar.
            let (start, end) = reach.rightToLeft ? (m.right, m.left) : (m.left, m.right)
            let (before, after) = (max(start, 0), max(end, -r.width))
            let (left, right) = reach.rightToLeft ? (after, before) : (before, after)
            e.minX = min(e.minX, r.minX - left)
            (e.maxX, e.maxY) = (max(e.maxX, r.maxX + right), max(e.maxY, r.maxY + max(m.bottom, -r.height)))
            return
        }
        // Without area, by its margin box: a 0 tall child 15px wide in an 8px block,
        // its right margin -7px, shows no scrollbar.
        let (x0, y0) = (r.minX - m.left, r.minY - m.top)
        e.minX = min(e.minX, x0)
        (e.maxX, e.maxY) = (max(e.maxX, x0, r.maxX + m.right), max(e.maxY, y0, r.maxY + bottomMargin(c, r, cbox)))
    }

    /// The part of child `c`'s bottom margin that lies below its border box: all of it,
    /// unless its top and bottom margins collapse through it (CSS 2 §8.3.1), where the
    /// box sits after its top margin and the two are one margin: only what the bottom
    /// one adds to the top one (a `margin: 20px` empty block at y 20 ends the content at
    /// 20, as in Chromium and Firefox).
    private func bottomMargin(_ c: Int32, _ r: LayoutRect, _ cbox: ResolvedBox) -> Double {
        let m = cbox.marginOrZero
        guard collapsesThrough(c, r.height, cbox) else { return m.bottom }
        let both = max(0, m.top, m.bottom) + min(0, m.top, m.bottom)
        return both - m.top
    }

    /// Widens `e` by the border boxes under `node` (its border box at `origin`): its
    /// in-flow children's and, through children that are not scroll containers, their
    /// own scrollable overflow (css-overflow-3 §2.2); `out` by those of absolutely
    /// positioned children and what is under them. Boxes without area add nothing.
    private func descendantExtent(
        _ node: Int32, at origin: LayoutPoint, _ e: inout OverflowExtent, _ out: inout OverflowExtent
    ) {
        var c = firstChild[Int(node)]
        while c >= 0 {
            let f = facts(c)
            if f.display != .none && f.position == .absolute {
                var o = out
                childExtent(c, f, at: origin, &o, &out)
                out.unite(o)
            } else if f.display != .none {
                childExtent(c, f, at: origin, &e, &out)
            }
            c = nextSibling[Int(c)]
        }
    }

    /// Widens `e` by child `c`'s border box (its parent's at `origin`) and what overflows it.
    private func childExtent(
        _ c: Int32, _ f: StyleFacts, at origin: LayoutPoint, _ e: inout OverflowExtent,
        _ out: inout OverflowExtent
    ) {
        let r = frames[Int(c)]
        let (x, y) = (origin.x + r.minX, origin.y + r.minY)
        e.unite(x: x, y: y, width: r.width, height: r.height)
        // A scroll container keeps what is under it; `clip` clips its axis only.
        let (visibleX, visibleY) = (f.overflowX == .visible, f.overflowY == .visible)
        guard !f.overflowX.isScrollContainer, !f.overflowY.isScrollContainer, visibleX || visibleY else { return }
        var (inner, innerOut) = (OverflowExtent.none, OverflowExtent.none)
        descendantExtent(c, at: LayoutPoint(x: x, y: y), &inner, &innerOut)
        let cbox = box(c, .none)
        // A text's lines overflow its box where they are wider.
        if let t = textLines(c, r.size, cbox) {
            inner.unite(x: x + t.minX, y: y + t.minY, width: t.width, height: t.height)
        }
        // `overflow: clip` in one axis clips there only, at the padding box (css-overflow-3
        // §3; Chromium 156): what overflows in the other axis still counts above.
        func clipped(_ o: OverflowExtent) -> OverflowExtent {
            var o = o
            if !visibleX { (o.minX, o.maxX) = (max(o.minX, x + cbox.border.left), min(o.maxX, x + r.width - cbox.border.right)) }
            if !visibleY { o.maxY = min(o.maxY, y + r.height - cbox.border.bottom) }
            return o.minX <= o.maxX ? o : .none
        }
        e.unite(visibleX && visibleY ? inner : clipped(inner))
        out.unite(visibleX && visibleY ? innerOut : clipped(innerOut))
    }

    /// ``noteScrollableOverflow(_:size:box:content:)`` for a leaf of border-box `size`
    /// whose content measured `measured` (a text: its lines, see ``textLines(_:_:_:)``).
    mutating func noteLeafOverflow(
        _ node: Int32, _ size: LayoutSize, _ box: ResolvedBox, measured: LayoutSize, heightIsKnown: Bool,
        input: LayoutInput
    ) {
        guard measureIndex[Int(node)] >= 0 else {
            return noteScrollableOverflow(
                node, size: size, box: box, content: nil, heightIsKnown: heightIsKnown, input: input)
        }
        let o = box.contentOrigin
        let content =
            textLines(node, size, box)
            ?? LayoutRect(x: o.x, y: o.y, width: measured.width, height: measured.height)
        noteScrollableOverflow(
            node, size: size, box: box, content: content, heightIsKnown: heightIsKnown, input: input)
    }

    /// The rectangle a text leaf's lines take in its border box of `size` (nil when
    /// `node` holds no text): broken at its content width, they may be wider (a text
    /// box reports the width it is given) and start at its content box's start edge
    /// (the right one in rtl).
    func textLines(_ node: Int32, _ size: LayoutSize, _ box: ResolvedBox) -> LayoutRect? {
        let m = Int(measureIndex[Int(node)])
        guard m >= 0, case .measure(.text(let text)) = contents[m] else { return nil }
        let lines = text.size(width: max(0, size.width - box.inset.width))
        let rightToLeft = facts(node).direction == .rightToLeft
        let x = rightToLeft ? size.width - box.border.right - box.padding.right - lines.width : box.contentOrigin.x
        return LayoutRect(x: x, y: box.contentOrigin.y, width: lines.width, height: lines.height)
    }
}

extension BoxStyle {
    /// Whether some row of this grid may be sized by its items' contents: a row subgrid,
    /// or a row whose minimum or maximum is not a length or percentage.
    var hasContentSizedRow: Bool {
        func fixed(_ t: TrackSize) -> Bool {
            if case .fixed = t.min, case .fixed = t.max { return true }
            return false
        }
        if gridTemplateRows.isSubgrid { return true }
        // Implicit rows are counted only without explicit ones (where the items are
        // placed is not known here).
        let explicit = gridTemplateRows.allTracks
        return explicit.isEmpty ? !gridAutoRows.allSatisfy(fixed) : !explicit.allSatisfy(fixed)
    }
}

