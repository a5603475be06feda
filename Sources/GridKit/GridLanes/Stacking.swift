// css-grid-3 §2.4 Grid Lanes Placement — https://www.w3.org/TR/css-grid-3/#grid-lanes-layout-algorithm
// Items are stacked in order: an auto-placed item goes to the lane (or span of
// lanes) whose running position is smallest, ties within `flow-tolerance` going to
// the first from the auto-placement cursor (`RunningPositions`, shared with the
// waterfall grid); an item with named lanes goes to its lanes' running position and
// leaves the cursor where it was. Each item is measured in the lanes it takes, and
// its lanes then run on to its end plus the stacking-axis gap.

extension LayoutTree {
    /// Step 6: every item of `plan` stacked into `lanes` (already sized and aligned).
    mutating func stackItems(_ plan: LanePlan, _ lanes: AxisTracks) -> LaidLanes {
        let (container, lane) = (plan.container, plan.lane)
        let count = plan.requests.count
        var running = RunningPositions(laneCount: lanes.trackCount, start: 0)
        let rule = RunningPositions.Rule.shortest(tolerance: container.flowToleranceLength, fromCursor: true)
        let gap = lane == .horizontal ? container.rowGap : container.columnGap
        var laid = LaidLanes(
            lane: lane, lanes: lanes, items: GridItems(), starts: [], positions: [], lengths: [], stackLength: 0,
            size: .zero)
        laid.items.cores.reserveCapacity(count)
        for (i, r) in plan.requests.enumerated() {
            let start: Int
            let position: Double
            if let named = r.start {
                start = named - lanes.firstLine
                position = running.position(start: start, span: r.span)
            } else {
                (start, position) = running.choose(span: r.span, rule: rule)
            }
            var item = GridItem(core: laneItemCore(plan, index: i, start: start, span: r.span), sizes: .unknown)
            let length = stackingLength(&item, plan, lanes)
            laid.items.cores.append(item.core)
            laid.starts.append(start)
            laid.positions.append(position)
            laid.lengths.append(length)
            laid.stackLength = max(laid.stackLength, position + length)
            let cursor = running.cursor
            running.advance(start: start, span: r.span, to: position + length + gap)
            if r.start != nil { running.cursor = cursor }
        }
        return laid
    }

    /// Item `i` of `plan` in lanes `start ..< start + span` and in its own track of the
    /// stacking axis (track `i`), aligned in the lane axis by its `*-self` (`auto` as
    /// the container's `*-items`) and at the start of its own length in the other.
    func laneItemCore(_ plan: LanePlan, index i: Int, start: Int, span: Int) -> GridItem.Core {
        let node = plan.children[i]
        let style = facts(node)
        var core = GridItem.Core(node: node)
        let lanes = TrackIndex.range(Int32(start), Int32(start + span))
        let own = TrackIndex.range(Int32(i), Int32(i + 1))
        if plan.lane == .horizontal {
            let j = style.justifySelf.resolved(plan.container.style.justifyItems)
            (core.columnLower, core.columnUpper, core.rowLower, core.rowUpper) = (lanes.lower, lanes.upper, own.lower, own.upper)
            (core.justify, core.justifySafe, core.align) = (j.position, j.isSafe, .start)
        } else {
            let a = style.alignSelf.resolved(plan.container.style.alignItems)
            (core.columnLower, core.columnUpper, core.rowLower, core.rowUpper) = (own.lower, own.upper, lanes.lower, lanes.upper)
            (core.align, core.alignSafe, core.justify) = (a.position == .baseline ? .start : a.position, a.isSafe, .start)
        }
        return core
    }

    /// An item's margin-box length along the stacking axis, laid out in its lanes:
    /// its height in column lanes; in row lanes its fit-content width within the
    /// container's content width.
    mutating func stackingLength(_ item: inout GridItem, _ plan: LanePlan, _ lanes: AxisTracks) -> Double {
        let container = plan.container
        if plan.lane == .horizontal {
            let context = ContributionContext(axis: .vertical, otherTracks: lanes.tracks, innerSize: container.inner.height)
            return contribution(&item, .maxContent, context)
        }
        let area = container.inner.width ?? Self.unboundedStackLength
        let laneHeight = spannedSize(lanes.tracks, item.rowTracks)
        let box = self.box(item.node, OptionalSize(width: container.inner.width, height: laneHeight))
        if let width = itemWidth(item, area: area, style: facts(item.node), box: box) {
            return width + box.marginOrZero.horizontal
        }
        let context = ContributionContext(axis: .horizontal, otherTracks: lanes.tracks, innerSize: container.inner.width)
        return contribution(&item, .maxContent, context)
    }

    /// Step 7: the stack placed within the content box by the stacking axis' content
    /// alignment (as one block), and every item laid out in its area.
    mutating func placeStackedItems(_ plan: LanePlan, _ laid: LaidLanes) {
        let (container, stack) = (plan.container, plan.container.stackAxis)
        let box = container.box
        let alignment = stack == .vertical ? container.style.alignContent : container.style.justifyContent
        let free = laid.size.along(stack) - container.inset.along(stack) - laid.stackLength
        let offset = alignment.position.distribute(free, count: 1, safe: alignment.isSafe).offset
        let start = (stack == .vertical ? box.border.top + box.padding.top : box.border.left + box.padding.left) + offset
        var own = [GridTrack](repeating: .gutter(0), count: TrackIndex.arrayCount(tracks: laid.starts.count))
        for i in laid.starts.indices {
            own[TrackIndex.ofTrack(i)].offset = start + laid.positions[i]
            own[TrackIndex.ofTrack(i)].baseSize = laid.lengths[i]
        }
        let (columns, rows) = plan.lane == .horizontal ? (laid.lanes.tracks, own) : (own, laid.lanes.tracks)
        for i in laid.starts.indices { _ = layoutItem(i, of: laid.items, columns: columns, rows: rows) }
    }
}
