// css-grid-3 §2.2 Grid Axis Track Sizing — https://www.w3.org/TR/css-grid-3/#track-sizing
// The lanes are sized by css-grid-1 §11's track sizing algorithm, in the lane axis
// only, over the virtual grid of LanePlacement.swift: every item in one track of the
// stacking axis, auto-placed items at every position they could take. Row lanes
// need the items' widths first: an item's width along the stacking axis is
// fit-content within the container's content width (max-content when that is not
// definite), as Chromium 156 gives it.

extension LayoutTree {
    /// Step 4: the lanes of `plan`, sized (empty auto-fit lanes collapsed where
    /// `occupied` says so), with the virtual grid's items left in `s`.
    mutating func sizeLanes(_ plan: LanePlan, occupied: [Bool]?, _ s: inout GridScratch) -> AxisTracks {
        let (container, lane) = (plan.container, plan.lane)
        let explicitLanes = lane == .horizontal ? plan.explicit.columns : plan.explicit.rows
        let everyPosition = container.lanesNeedContributions(explicitLanes)
        placeVirtualItems(
            plan.requests, children: plan.children, extent: plan.extent, autoFit: explicitLanes.autoFitTracks, lane: lane,
            everyPosition: everyPosition, represented: everyPosition ? laneSizingRepresentatives(plan) : nil, &s)
        let across = 0..<1
        _ = buildTracks(
            container, plan.explicit,
            covering: lane == .horizontal ? (plan.extent, across) : (across, plan.extent), &s)
        if let occupied {
            var rebuilt = AxisTracks(
                explicit: explicitLanes,
                autoTracks: lane == .horizontal ? container.style.gridAutoColumns : container.style.gridAutoRows,
                extent: plan.extent, gap: lane == .horizontal ? container.columnGap : container.rowGap, occupied: occupied)
            if container.hasPercentageTracks(lane) { rebuilt.resolvePercentages(innerSize: container.inner.along(lane)) }
            if lane == .horizontal { s.columns = rebuilt } else { s.rows = rebuilt }
        }
        _ = makeItems(&s, container)
        if lane == .horizontal {
            sizeTracks(&s.columns.tracks, &s.items, container.sizingInput(.horizontal), otherTracks: nil)
            return s.columns
        }
        // Row lanes: one column as wide as the content box; items take fit-content widths in it.
        for i in s.items.indices { s.items.cores[i].justify = .start }
        // Without a definite width, items are measured at max-content, their percentages of
        // an indefinite size (no column stands for it).
        let width = container.inner.width
        if let width, s.columns.tracks.count > TrackIndex.ofTrack(0) { s.columns.tracks[TrackIndex.ofTrack(0)].baseSize = width }
        sizeTracks(
            &s.rows.tracks, &s.items, container.sizingInput(.vertical), otherTracks: width == nil ? nil : s.columns.tracks)
        return s.rows
    }

    /// Steps 4–6: lanes sized and aligned, items stacked; nil when only the width of a
    /// column-lanes container is asked (its lanes give it: read `s.columns`).
    mutating func layLanes(_ plan: LanePlan, _ input: LayoutInput, occupied: [Bool]?, _ s: inout GridScratch) -> LaidLanes? {
        let (container, lane) = (plan.container, plan.lane)
        var lanes = sizeLanes(plan, occupied: occupied, &s)
        if lane == .horizontal && container.measuresWidthOnly { return nil }
        var laneLength = container.known.along(lane) ?? container.lengthOfTracks(lanes.tracks, lane)
        // css-sizing-4 §5.1: a size the aspect ratio gave is at least the content's.
        if container.ratioDependentAxis == lane { laneLength = max(laneLength, container.lengthOfTracks(lanes.tracks, lane)) }
        // Step 5 (§10.5): the lanes within the content box.
        let box = container.box
        alignTracks(
            &lanes.tracks, size: max(0, laneLength - container.inset.along(lane)),
            alignment: lane == .horizontal ? container.style.justifyContent : container.style.alignContent,
            start: lane == .horizontal ? box.border.left + box.padding.left : box.border.top + box.padding.top,
            reversed: lane == .horizontal && container.style.direction == .rightToLeft)
        // Step 6.
        var laid = stackItems(plan, lanes, collapsed: occupied)
        let contentLength = box.borderBoxLength(content: laid.stackLength, container.stackAxis)
        var stackLength = container.known.along(container.stackAxis) ?? contentLength
        if container.ratioDependentAxis == container.stackAxis { stackLength = max(stackLength, contentLength) }
        if lane == .horizontal, container.known.width == nil, container.known.height == nil, let ratio = box.ratio {
            // css-sizing-4 §5.1: the width came from the lanes (a measurement, no width
            // given): the ratio gives the height, at least the content's.
            stackLength = max(contentLength, box.clamp(ratio.height(fromWidth: laneLength), .vertical))
        }
        laid.size =
            lane == .horizontal
            ? LayoutSize(width: laneLength, height: stackLength) : LayoutSize(width: stackLength, height: laneLength)
        return laid
    }
}
