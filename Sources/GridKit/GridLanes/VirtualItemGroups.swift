// css-grid-3 §2.2.1 Optimized Track Sizing — https://drafts.csswg.org/css-grid-3/#track-sizing-performance
// Lane sizing places every auto-placed item at every line it could start at
// (LanePlacement.swift), O(items × lanes) virtual items. The spec lets items of the
// same span and placement be grouped into one virtual item carrying the largest of
// their contributions, as Chromium 156 does. Track sizing reads an item only through
// its min-content, max-content and minimum contributions, each taken as the largest
// over the items at a position, so a group of auto-placed items of one span is
// represented by at most four members: the one with the largest min-content
// contribution, the one with the largest max-content contribution, and for the
// minimum contribution (css-grid-1 §11.5, §6.6) the largest of its two parts. An
// item's minimum contribution is either the same at every position (its own size,
// an explicit or keyword minimum size, or a scroll container's padding and border)
// or, for an automatic minimum, max(floor, min(its min-content contribution, F))
// with its floor (padding, border and margins) fixed and F depending only on the
// position's tracks: so the member with the largest fixed part or floor, and the
// member with an automatic minimum and the largest min-content contribution, give
// the group's largest minimum contribution at every position. Items whose box has
// percentages (their contributions depend on the lanes) stay as they are.
//
// Column lanes take widths; row lanes take heights at the width the items have in
// the container's content box (fit-content, `justify-self: start`), which no lane
// changes: the same grouping holds for both.
//
// Bound: with S distinct spans among auto-placed items and L lanes, lane sizing
// holds at most items + 4·S·L virtual items (S ≤ min(items, L)), and each item is
// measured once at each of min- and max-content (the layout cache keeps the answers).

/// The members of one span group that stand for it: the largest of each quantity.
struct SpanGroup {
    /// The index of a member and its value, the largest so far.
    struct Best {
        var index = -1
        var value = -Double.infinity
        mutating func consider(_ i: Int, _ v: Double) { if v > value { (index, value) = (i, v) } }
    }
    var minContent = Best()
    var maxContent = Best()
    /// Among members with an automatic minimum size: the largest min-content contribution.
    var automaticMinimum = Best()
    /// The largest minimum contribution that is the same at every position (or floor).
    var fixedMinimum = Best()
    var representatives: [Int] { [minContent.index, maxContent.index, automaticMinimum.index, fixedMinimum.index] }
}

extension LayoutTree {
    /// Which auto-placed items of `plan` stand for their span group in lane sizing
    /// (all true for named items and for items whose box has percentages).
    ///
    /// - Complexity: O(items) contributions, measured once each.
    mutating func laneSizingRepresentatives(_ plan: LanePlan) -> [Bool] {
        var keep = [Bool](repeating: true, count: plan.requests.count)
        var groups: [Int: SpanGroup] = [:]
        let axis = plan.lane
        let inner = plan.container.inner
        // Row lanes: the one column as wide as the content box (none when not definite).
        let columns = inner.width.map { width -> [GridTrack] in
            var column = GridTrack(.px(width))
            column.baseSize = width
            return [GridTrack.gutter(0), column, GridTrack.gutter(0)]
        }
        let context = ContributionContext(
            axis: axis, otherTracks: axis == .vertical ? columns : nil, innerSize: inner.along(axis))
        for (i, r) in plan.requests.enumerated() where r.start == nil {
            guard let box = facts(plan.children[i]).fixedBox else { continue }  // percentages: kept
            var core = laneItemCore(plan, index: i, start: 0, span: r.span)
            if axis == .vertical {
                (core.columnLower, core.columnUpper) = TrackIndex.range(0, 1)
                core.justify = .start
            }
            var item = GridItem(core: core, sizes: .unknown)
            let lo = minContentContribution(&item, context)
            let hi = maxContentContribution(&item, context)
            let (floor, automatic) = positionFreeMinimum(item.node, box, axis, minContent: lo)
            var g = groups[r.span] ?? SpanGroup()
            g.minContent.consider(i, lo)
            g.maxContent.consider(i, hi)
            g.fixedMinimum.consider(i, floor)
            if automatic { g.automaticMinimum.consider(i, lo) }
            groups[r.span] = g
            keep[i] = false
        }
        for g in groups.values { for i in g.representatives where i >= 0 { keep[i] = true } }
        return keep
    }

    /// The part of a minimum contribution (css-grid-1 §11.5) of `node` along `axis`
    /// that is the same at every position: all of it for an own size, an explicit or
    /// keyword minimum size, or a scroll container; the floor (padding, border and
    /// margins) of an automatic minimum, which then follows the min-content
    /// contribution (`automatic` true).
    func positionFreeMinimum(_ node: Int32, _ box: ResolvedBox, _ axis: LayoutAxis, minContent: Double)
        -> (value: Double, automatic: Bool)
    {
        let style = facts(node)
        let margin = box.marginOrZero
        let m = axis == .horizontal ? margin.horizontal : margin.vertical
        let pb = box.paddingBorder.along(axis)
        if case .px = style.size(axis) { return (minContent, false) }
        if let minSize = box.minSize.along(axis) { return (max(minSize, pb) + m, false) }
        switch style.minSize(axis) {
        case .minContent, .maxContent, .fitContent: return (minContent, false)
        default: return (pb + m, !style.overflow(axis).isScrollContainer)
        }
    }
}
