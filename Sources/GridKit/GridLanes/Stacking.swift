// css-grid-3 §2.4 Grid Lanes Placement — https://www.w3.org/TR/css-grid-3/#grid-lanes-layout-algorithm
// Items are stacked in order: an auto-placed item goes to the lane (or span of
// lanes) whose running position is smallest, ties within `flow-tolerance` going to
// the first from the auto-placement cursor (`RunningPositions`, shared with the
// waterfall grid); an item with named lanes goes to its lanes' running position and
// leaves the cursor where it was. Each item is measured in the lanes it takes, and
// its lanes then run on to its end plus the stacking-axis gap.

extension LayoutTree {
    /// Step 6: every item of `plan` stacked into `lanes` (already sized and aligned),
    /// none auto-placed into a lane `occupied` says is collapsed.
    mutating func stackItems(_ plan: LanePlan, _ lanes: AxisTracks, collapsed occupied: [Bool]?) -> LaidLanes {
        let (container, lane) = (plan.container, plan.lane)
        let count = plan.requests.count
        var running = RunningPositions(laneCount: lanes.trackCount, start: 0)
        // A collapsed lane never ends: no auto-placed item's span may cover it.
        for (l, used) in (occupied ?? []).enumerated() where !used && l < running.positions.count {
            running.positions[l] = .infinity
        }
        let laneLength = container.lengthOfTracks(lanes.tracks, lane) - container.inset.along(lane)
        let rule = RunningPositions.Rule.shortest(tolerance: container.flowToleranceLength(lanes: laneLength), fromCursor: true)
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
            let core = laneItemCore(plan, index: i, start: start, span: r.span)
            // Measured at the start of the stacking axis: its own length, not stretched.
            var measured = GridItem(core: core, sizes: .unknown)
            if lane == .horizontal { measured.core.align = .start } else { measured.core.justify = .start }
            let length = stackingLength(&measured, plan, lanes)
            laid.items.cores.append(core)
            laid.starts.append(start)
            laid.positions.append(position)
            laid.lengths.append(length)
            // Its lanes run on by its margin box and the gap, never backwards (Chromium 156:
            // negative margins take room from the gap first).
            let next = position + max(0, length + gap)
            laid.stackLength = max(laid.stackLength, next - gap)
            let cursor = running.cursor
            running.advance(start: start, span: r.span, to: next)
            if r.start != nil { running.cursor = cursor }
        }
        return laid
    }

    /// Item `i` of `plan` in lanes `start ..< start + span` and in its own track of the
    /// stacking axis (track `i`), aligned by its `*-self` (`auto` as the container's
    /// `*-items`); along the stacking axis `normal` and baselines align as `start`.
    func laneItemCore(_ plan: LanePlan, index i: Int, start: Int, span: Int) -> GridItem.Core {
        let node = plan.children[i]
        let style = facts(node)
        var core = GridItem.Core(node: node)
        let lanes = TrackIndex.range(Int32(start), Int32(start + span))
        let own = TrackIndex.range(Int32(i), Int32(i + 1))
        let j = style.justifySelf.resolved(plan.container.style.justifyItems)
        let a = style.alignSelf.resolved(plan.container.style.alignItems)
        (core.justify, core.justifySafe, core.align, core.alignSafe) = (j.position, j.isSafe, a.position, a.isSafe)
        if plan.lane == .horizontal {
            (core.columnLower, core.columnUpper, core.rowLower, core.rowUpper) = (lanes.lower, lanes.upper, own.lower, own.upper)
            core.justify = core.justify.inInlineAxis(container: plan.container.style.direction, box: style.direction)
            core.align = core.align.alongStack
        } else {
            (core.columnLower, core.columnUpper, core.rowLower, core.rowUpper) = (own.lower, own.upper, lanes.lower, lanes.upper)
            core.justify = core.justify.alongStack
            if core.align == .baseline || core.align == .lastBaseline { core.align = .start }
        }
        return core
    }

    /// Step 7: the stack placed in the content box by the stacking axis' content
    /// alignment (as one block), and every item laid out in its area: its own length,
    /// or for the last item of its lanes, up to the end of a track as long as the
    /// definite content box (the stack when there is none), from where the stack
    /// starts (Chromium 156: a stack longer than a definite box does not lengthen
    /// the last areas, and an area may pass the content box's end).
    mutating func placeStackedItems(_ plan: LanePlan, _ laid: LaidLanes) {
        let (container, stack) = (plan.container, plan.container.stackAxis)
        let box = container.box
        let alignment = stack == .vertical ? container.style.alignContent : container.style.justifyContent
        let space = container.inner.along(stack) ?? laid.stackLength
        let trackLength = space
        // A stack that overflows centres for space-around / space-evenly (their fallback, as Chromium).
        let free = space - laid.stackLength
        let overflows = free < 0 && (alignment.position == .spaceAround || alignment.position == .spaceEvenly)
        let offset = (overflows ? .center : alignment.position).distribute(free, count: 1, safe: alignment.isSafe).offset
        let start = (stack == .vertical ? box.border.top + box.padding.top : box.border.left + box.padding.left) + offset
        let ends = areaEnds(laid, trackLength: trackLength, gap: stack == .vertical ? container.rowGap : container.columnGap)
        let autoMargins = stackingAlignmentIsSet(plan)
        for i in laid.starts.indices {
            layoutLaneItem(i, plan, laid, stackStart: start, areaEnd: ends[i], autoMargins: autoMargins)
        }
    }

    /// Whether some item of `plan` aligns itself along the stacking axis by other than
    /// `normal` (its `*-self`, `auto` as the container's `*-items`). Only then does
    /// Chromium 156 honour `auto` margins along that axis (for items not stretched);
    /// otherwise they are 0 (css-grid-3 §2.4 leaves stacking-axis alignment open:
    /// https://github.com/w3c/csswg-drafts/issues/10275).
    func stackingAlignmentIsSet(_ plan: LanePlan) -> Bool {
        let container = plan.container.style
        return plan.children.contains { node in
            let style = facts(node)
            let own =
                plan.lane == .horizontal
                ? style.alignSelf.resolved(container.alignItems) : style.justifySelf.resolved(container.justifyItems)
            return own.position != .normal
        }
    }

    /// Where each item's area ends along the stacking axis: at the next item of its
    /// lanes (less the gap), or at the end of the stacking track for the last ones.
    func areaEnds(_ laid: LaidLanes, trackLength: Double, gap: Double) -> [Double] {
        var next = [Double](repeating: .infinity, count: laid.lanes.trackCount)
        var ends = [Double](repeating: 0, count: laid.starts.count)
        for i in laid.starts.indices.reversed() {
            let lanes = laid.starts[i]..<(laid.starts[i] + laid.items[i].span(laid.lane))
            var end = Double.infinity
            for l in lanes { end = min(end, next[l] - gap) }
            ends[i] = end.isFinite ? end : trackLength
            for l in lanes { next[l] = laid.positions[i] }
        }
        return ends
    }
}

extension SelfAlignment.Position {
    /// Alignment along the stacking axis: `normal` and baselines align as `start`.
    var alongStack: Self {
        switch self {
        case .normal, .baseline, .lastBaseline: .start
        default: self
        }
    }
}
