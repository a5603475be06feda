// css-grid-3 §2.4 Grid Lanes Placement, item layout — https://www.w3.org/TR/css-grid-3/#grid-lanes-layout-algorithm
// A grid-lanes item in its lanes, as Chromium 156 lays it out: in the lane axis as a
// grid item in its area (css-grid-1 §10.3–10.4: stretched, its own size, or
// fit-content, aligned by its *-self, auto margins first); along the stacking axis
// at its running position, percentages of that axis against the container's content
// box (not the item's own area), its area reaching the next item of its lanes (or
// the stack's end) for auto margins, `*-self` alignment and `stretch`.

extension LayoutTree {
    /// The percentage basis of an item of `plan` whose lanes are `laneSize` across.
    func laneItemParent(_ plan: LanePlan, laneSize: Double) -> OptionalSize {
        let inner = plan.container.inner
        return plan.lane == .horizontal
            ? OptionalSize(width: laneSize, height: inner.height) : OptionalSize(width: inner.width, height: laneSize)
    }

    /// An item's margin-box length along the stacking axis, laid out in its lanes (its
    /// `*-self` along that axis taken as `start`): its height in column lanes; in row
    /// lanes its fit-content width within the container's content width (max-content
    /// when that is not definite), or the width its ratio gives.
    mutating func stackingLength(_ item: inout GridItem, _ plan: LanePlan, _ lanes: AxisTracks) -> Double {
        let container = plan.container
        // Its area across the lanes, with the room content alignment put between them.
        let laneSize = area(lanes.tracks, item.tracks(plan.lane)).size
        let parent = laneItemParent(plan, laneSize: laneSize)
        let box = self.box(item.node, parent)
        let margin = box.marginOrZero
        if plan.lane == .vertical {
            if box.size.width == nil, let ratio = box.ratio, let h = stretchedRowLaneHeight(item, box, laneSize: laneSize) {
                // Stretched across its lanes, a ratio gives the width (as Chromium does for `normal`).
                return box.clamp(ratio.width(fromHeight: h), .horizontal) + margin.horizontal
            }
            return rowLaneItemWidth(item.node, box, parent: parent, space: container.inner.width) + margin.horizontal
        }
        let width = itemWidth(item, area: laneSize, style: facts(item.node), box: box)
        let out = layoutNode(
            item.node,
            LayoutInput(
                knownSize: OptionalSize(width: width, height: nil), parentSize: parent,
                available: AvailableSize(width: .definite(laneSize - margin.horizontal), height: .maxContent),
                mode: .computeSize))
        return out.size.height + margin.vertical
    }

    /// Lays out item `i` of `laid` and writes its frame: its lanes from `laid.lanes`,
    /// its stacking-axis area from `stackStart` (where the stack starts) and `areaEnd`;
    /// its `auto` margins along the stacking axis are 0 unless `autoMargins` and it is
    /// not stretched (Chromium 156 stretches it then, whatever its margins).
    mutating func layoutLaneItem(
        _ i: Int, _ plan: LanePlan, _ laid: LaidLanes, stackStart: Double, areaEnd: Double, autoMargins: Bool
    ) {
        let item = laid.items[i]
        let lane = plan.lane
        let (laneStart, laneSize) = area(laid.lanes.tracks, item.tracks(lane))
        let parent = laneItemParent(plan, laneSize: laneSize)
        let box = self.box(item.node, parent)
        let margin = box.marginOrZero
        let (m0, m1) = lane == .horizontal ? (box.margin.left, box.margin.right) : (box.margin.top, box.margin.bottom)
        let stackMargins = lane == .horizontal ? (margin.top, margin.vertical) : (margin.left, margin.horizontal)
        // Along the stacking axis: the item's own length, or its area (to the next item
        // of its lanes) for auto margins, `*-self` alignment and `stretch`.
        let own = laid.lengths[i] - stackMargins.1
        let reach = areaEnd - laid.positions[i]
        let stackSelf = lane == .horizontal ? item.align : item.justify
        // Chromium 156: an item whose margin box is negative along the stacking axis is
        // centred in its area as it is, not lengthened by those margins.
        let asItIs = laid.lengths[i] < 0 && stackSelf == .center
        let areaLength =
            reach > max(0, laid.lengths[i])
            ? reach - (asItIs ? 0 : stackMargins.1) : laid.lengths[i] - stackMargins.1
        let stackSafe = lane == .horizontal ? item.alignSafe : item.justifySafe
        let stackStyle = lane == .horizontal ? box.size.height : box.size.width
        // Only an `auto` size stretches: a percentage of an indefinite box does not (Chromium 156).
        let stretched = stackSelf == .stretch && facts(item.node).size(lane.other) == .auto
        let stackLength = stretched ? max(own, areaLength) : own
        let laneLength = laneItemLength(item, plan, box, laneSize: laneSize, stackLength: stackLength)
        // The stacking-axis size is given when stretched or set; an auto height stays
        // indefinite for the item's own children (their percentages), as in Chromium,
        // while a row-lane item's width is the one it was stacked with (fit-content, as
        // a block box's).
        let knownStack =
            stretched ? stackLength : stackStyle.map { box.clamp($0, lane.other) } ?? (lane == .vertical ? own : nil)
        let known =
            lane == .horizontal
            ? OptionalSize(width: laneLength, height: knownStack) : OptionalSize(width: knownStack, height: laneLength)
        let out = layoutNode(
            item.node,
            LayoutInput(
                knownSize: known, parentSize: parent,
                available: AvailableSize(
                    width: .definite(lane == .horizontal ? laneSize - margin.horizontal : stackLength),
                    height: .definite(lane == .horizontal ? stackLength : laneSize - margin.vertical)),
                mode: .performLayout))
        let size = out.size
        let laneFree = laneSize - size.along(lane) - (lane == .horizontal ? margin.horizontal : margin.vertical)
        let laneSelf = lane == .horizontal ? item.justify : item.align
        let laneSafe = lane == .horizontal ? item.justifySafe : item.alignSafe
        // Column lanes of an rtl container start at their right edge (as grid columns do).
        let fromRight = lane == .horizontal && plan.container.style.direction == .rightToLeft
        let a =
            laneStart + (m0 ?? 0)
            + (autoMarginOffset(m0, m1, laneFree, fromRight: fromRight)
                ?? laneSelf.offset(laneFree, safe: laneSafe, fromRight: fromRight))
        let (s0, s1) = lane == .horizontal ? (box.margin.top, box.margin.bottom) : (box.margin.left, box.margin.right)
        let stackFree = areaLength - size.along(lane.other)
        let b =
            stackStart + laid.positions[i] + stackMargins.0
            + ((autoMargins && stackSelf != .stretch ? autoMarginOffset(s0, s1, stackFree) : nil)
                ?? stackSelf.offset(stackFree, safe: stackSafe))
        let style = facts(item.node)
        // Relative offsets: percentages of the container's content box (its final width,
        // its height only when definite), not of the item's lanes (Chromium 156).
        let content = OptionalSize(
            width: laid.size.width - plan.container.inset.width, height: plan.container.inner.height)
        let shift = style.hasRelativeOffset ? relativeOffset(styleAt(item.node), content) : .zero
        setFrame(
            item.node,
            lane == .horizontal
                ? LayoutRect(x: a + shift.x, y: b + shift.y, width: size.width, height: size.height)
                : LayoutRect(x: b + shift.x, y: a + shift.y, width: size.width, height: size.height))
    }

    /// An item's length across its lanes: a column lane's width as a grid item's
    /// (`itemWidth`, a stretched height not definite for its ratio); in a row lane its height, stretched unless `align-self`, auto
    /// margins or a size keyword say otherwise, else from its ratio or its content.
    mutating func laneItemLength(_ item: GridItem, _ plan: LanePlan, _ box: ResolvedBox, laneSize: Double, stackLength: Double)
        -> Double?
    {
        if plan.lane == .horizontal {
            // A height stretched along the stacking axis gives a ratio no width (Chromium 156).
            return itemWidth(item, area: laneSize, style: facts(item.node), box: box, inFinalArea: false)
        }
        if let h = box.size.height { return box.clamp(h, .vertical) }
        if let h = stretchedRowLaneHeight(item, box, laneSize: laneSize) { return h }
        if let ratio = box.ratio { return box.clamp(ratio.height(fromWidth: stackLength), .vertical) }
        return nil
    }

    /// A row-lane item's border-box width: its own, or fit-content within `space`
    /// (less its margins; max-content when there is none), percentages of `parent`.
    mutating func rowLaneItemWidth(_ node: Int32, _ box: ResolvedBox, parent: OptionalSize, space: Double?) -> Double {
        func content(_ a: AvailableSpace) -> Double {
            layoutNode(
                node,
                LayoutInput(
                    knownSize: .none, parentSize: parent, available: AvailableSize(width: a, height: .maxContent),
                    mode: .computeSize)
            ).size.width
        }
        if let w = box.size.width {
            // css-sizing-4 §5.1: a width its ratio gives is at least the content's.
            guard box.ratioDependentAxis(facts(node), given: .none) == .horizontal else { return box.clamp(w, .horizontal) }
            return max(box.clamp(w, .horizontal), content(.minContent))
        }
        let maxContent = content(.maxContent)
        switch styleAt(node).width {
        case .minContent: return box.clamp(content(.minContent), .horizontal)
        case .maxContent: return box.clamp(maxContent, .horizontal)
        default: break
        }
        guard let space else { return box.clamp(maxContent, .horizontal) }
        let fit = max(content(.minContent), min(maxContent, space - box.marginOrZero.horizontal))
        return box.clamp(fit, .horizontal)
    }

    /// The height of a row-lane item stretched across its lanes (`normal` stretches
    /// even an item with a ratio in grid-lanes), or nil when it is not stretched.
    func stretchedRowLaneHeight(_ item: GridItem, _ box: ResolvedBox, laneSize: Double) -> Double? {
        let style = styleAt(item.node)
        let keyword: Bool =
            switch style.height {
            case .minContent, .maxContent, .fitContent: true
            default: false
            }
        guard box.size.height == nil, !keyword, item.align == .stretch || item.align == .normal,
            box.margin.top != nil, box.margin.bottom != nil
        else { return nil }
        return max(box.paddingBorder.height, box.clamp(laneSize - box.marginOrZero.vertical, .vertical))
    }
}
