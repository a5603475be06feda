// css-grid-3 §2 Grid Lanes Layout Algorithm — https://www.w3.org/TR/css-grid-3/#grid-lanes-layout-algorithm
// The driver of `display: grid-lanes` (masonry), as Chromium 156 lays it out. Each
// step is one call, reusing the grid engine where css-grid-3 defers to css-grid-1:
//
//   1. the container's box and gutters                 `gridContainer` (Grid/GridContainer.swift)
//   2. the explicit grid of the lane axis (§7)          `ExplicitGrid` (Grid/ExplicitGrid.swift)
//   3. the items' lanes, named or auto                  `gatherLaneItems` (LanePlacement.swift)
//   4. lane sizing over a virtual grid (§2.2, lane axis) `sizeLanes` → `sizeTracks` (Grid/TrackSizing/),
//      auto-placed items grouped by span (§2.2.1)        `laneSizingRepresentatives` (VirtualItemGroups.swift)
//   5. lane offsets (§10.5 justify/align-content)        `alignTracks` (Grid/Alignment.swift)
//   6. stacking: each item into the lane (span) whose running position is smallest
//      within flow-tolerance                            `stackItems` → `RunningPositions` (Waterfall/)
//   7. the stack's offset (content alignment of the stacking axis), items in their
//      areas (§10.3–10.4)                               `layoutItem` (Grid/Alignment.swift)
//   8. absolutely positioned children (§9, lanes only)   `layoutLaneAbsoluteChildren` (LaneAbsolute.swift)
//
// Cost: steps 3 and 5–8 are O(items + lanes) (O(items × span) stacking); step 4
// holds at most items + 4·S·L virtual items for intrinsic column or row lanes (S
// distinct spans of auto-placed items, L lanes, S ≤ min(items, L); items whose box
// has percentages are not grouped and stand L times), items alone when no lane is
// sized by its items; every item is measured once per constraint (the layout cache
// keeps the answers).
//
// Chromium departures followed: `normal` direction is row lanes only when just
// `grid-template-rows` is given; auto-placed items share lanes by the auto-placement
// cursor (`RunningPositions`' `fromCursor`), items with named lanes do not move it;
// auto-fit lanes past the sum of the auto-placed items' spans collapse before lanes
// are sized, and no item goes in them (`AutoFitLanes`); row lanes without in-flow
// items have no content height; `auto` margins along the stacking axis count only
// once some item aligns itself along it, and never for stretched items; a
// percentage `flow-tolerance` without a definite content box is of the lanes' length;
// relative offsets are of the container's content box.

extension LayoutTree {
    /// Lays out grid-lanes container `node`: its size, and with `.performLayout` the
    /// frames of its children.
    mutating func layoutGridLanes(_ node: Int32, _ input: LayoutInput) -> LayoutOutput {
        var scratch = gridCaches.takeScratch()
        scratch.childrenTakeOneCellEach = false  // lanes never take the grid's append path
        let out = layoutGridLanes(node, input, &scratch)
        gridCaches.returnScratch(scratch)
        return out
    }

    /// `rowLanes`: the explicit row lanes of a first pass, kept when percentage row
    /// lanes are resolved again against the height found (§7.2.1: the repeat count of
    /// `auto-fill` / `auto-fit` was fixed with the height indefinite, as in Chromium).
    private mutating func layoutGridLanes(
        _ node: Int32, _ input: LayoutInput, _ s: inout GridScratch, rowLanes: ExplicitTracks? = nil
    ) -> LayoutOutput {
        // 1–2. The container and the explicit grid of the lane axis (the other has none).
        let container = gridContainer(node, input)
        let lane = container.laneAxis
        var explicit = ExplicitGrid(container)
        if let rowLanes, lane == .vertical { explicit.rows = rowLanes }
        if lane == .horizontal { explicit.rows = ExplicitTracks() } else { explicit.columns = ExplicitTracks() }
        let laneExplicit = lane == .horizontal ? explicit.columns : explicit.rows
        // 3. The items' lanes.
        let (requests, extent) = gatherLaneItems(node, laneExplicit, lane: lane, input.mode, &s)
        let children = s.children
        let plan = LanePlan(container: container, explicit: explicit, requests: requests, children: children, extent: extent)
        // 4–6. Lanes sized and aligned (auto-fit lanes no item may take collapsed), items stacked.
        let occupied = AutoFitLanes(requests, explicit: laneExplicit.autoFitTracks, extent: extent)
            .occupied(requests, extent: extent)
        guard let laid = layLanes(plan, input, occupied: occupied, &s) else {
            return .width(container.lengthOfTracks(s.columns.tracks, .horizontal))
        }
        var size = laid.size
        if lane == .vertical, requests.isEmpty, container.known.height == nil {
            // Chromium 156: row lanes without in-flow items give no content height.
            size.height = container.box.borderBoxLength(content: 0, .vertical)
        }
        if lane == .horizontal, let again = container.relayoutForPercentageColumns(input, width: size.width) {
            return layoutGridLanes(node, again, &s)
        }
        if lane == .vertical, container.known.height == nil, input.mode == .performLayout || container.box.ratio == nil,
            container.hasPercentageTracks(.vertical) || container.style.rowGap.isPercent
        {
            // §7.2.1: percentage row lanes of an auto height resolve against the height found;
            // a measurement too, as the width (the stack) follows the lanes, unless a ratio
            // would take the height found as given.
            var again = input
            again.knownSize.height = size.height
            return layoutGridLanes(node, again, &s, rowLanes: explicit.rows)
        }
        guard input.mode == .performLayout else { return LayoutOutput(size: size, firstBaseline: nil) }
        // 7. The stack within the content box, and every item in its area.
        placeStackedItems(plan, laid)
        if recordsGridGeometry {
            let g = laid.lanes.geometry
            gridGeometries[node] = GridGeometry(columns: lane == .horizontal ? g : [], rows: lane == .vertical ? g : [])
        }
        // 8. Absolutely positioned children: lanes in the lane axis, the padding box in the other.
        layoutLaneAbsoluteChildren(plan, lanes: laid.lanes, size: size, &s)
        return LayoutOutput(size: size, firstBaseline: nil)
    }
}

/// What every step of one grid-lanes layout reads.
struct LanePlan {
    var container: GridContainer
    var explicit: ExplicitGrid
    var requests: [LaneRequest]
    var children: [Int32]
    /// The lines the lanes cover (origin-zero).
    var extent: Range<Int>
    var lane: LayoutAxis { container.laneAxis }
}

/// The outcome of steps 4–6: the lanes, where each item starts and how long it is
/// along the stacking axis, and the container's size.
struct LaidLanes {
    var lane: LayoutAxis
    var lanes: AxisTracks
    var items: GridItems
    /// Per item: its first lane (index from the first lane), its position from the
    /// stack's start, and its margin-box length along the stacking axis.
    var starts: [Int]
    var positions: [Double]
    var lengths: [Double]
    /// The stack's length: the furthest item end.
    var stackLength: Double
    var size: LayoutSize
}
