// css-grid-3 §2 (css-grid-1 §9 Absolute Positioning) — https://www.w3.org/TR/css-grid-1/#abspos
// A grid-lanes container's absolutely positioned children: the grid's §9 (their
// lanes in the lane axis, the padding box along the stacking axis, where no line
// exists), then, as Chromium 156 does, a child whose insets in an axis are both
// `auto` and whose `*-self` is `auto` aligns in its containing block by the
// container's `*-items`.

extension LayoutTree {
    /// Step 8: the absolutely positioned children of `plan`'s container of `size`,
    /// with `lanes` (sized and aligned) and the stacking axis unplaced.
    mutating func layoutLaneAbsoluteChildren(_ plan: LanePlan, lanes: AxisTracks, size: LayoutSize, _ s: inout GridScratch) {
        var unplaced = AxisTracks.empty
        unplaced.firstLine = 4 * OriginZeroLine.limit  // no line of the stacking axis exists
        unplaced.tracks = [.gutter(0)]
        (s.columns, s.rows) = plan.lane == .horizontal ? (lanes, unplaced) : (unplaced, lanes)
        let padding = plan.container.box.paddingBox(of: size)
        let (explicit, container) = (plan.explicit, plan.container)
        for child in s.absolute {
            let cb = layoutGridAbsoluteChild(
                child, columns: s.columns, rows: s.rows, explicitColumns: explicit.columns,
                explicitRows: explicit.rows, containerSize: size, box: container.box, container: container.style)
            alignByContainerItems(child, plan, padding: padding, basis: cb.width)
        }
    }

    /// Moves `child` to its `*-items` position in an axis where it has no insets, no
    /// own `*-self`, and (in the lane axis) no lines: its containing block there is
    /// the padding box. Its percentage margins are of `basis`, its containing block's
    /// width (the lanes it names, else the padding box).
    private mutating func alignByContainerItems(_ child: Int32, _ plan: LanePlan, padding: LayoutRect, basis: Double) {
        let style = styleAt(child)
        let container = plan.container.style
        let box = style.resolveBox(parent: OptionalSize(width: basis, height: padding.height))
        let margin = box.marginOrZero
        var frame = frames[Int(child)]
        let noColumnLines = plan.lane != .horizontal || style.gridColumn == .auto
        if noColumnLines, style.inset.left == .auto, style.inset.right == .auto, style.justifySelf == .auto,
            box.margin.left != nil, box.margin.right != nil
        {
            let free = padding.width - frame.width - margin.horizontal
            frame.origin.x =
                padding.minX + margin.left + container.justifyItems.position.offset(free, safe: container.justifyItems.isSafe)
        }
        let noRowLines = plan.lane != .vertical || style.gridRow == .auto
        if noRowLines, style.inset.top == .auto, style.inset.bottom == .auto, style.alignSelf == .auto,
            box.margin.top != nil, box.margin.bottom != nil
        {
            let free = padding.height - frame.height - margin.vertical
            frame.origin.y =
                padding.minY + margin.top + container.alignItems.position.offset(free, safe: container.alignItems.isSafe)
        }
        setFrame(child, frame)
    }
}
