// css-grid-3 §2.2.1 Optimized Track Sizing — https://drafts.csswg.org/css-grid-3/#track-sizing-performance
// Lane sizing places every auto-placed item at every line it could start at
// (LanePlacement.swift), O(items × lanes) virtual items. The spec lets items of the
// same span and placement be grouped into one virtual item carrying the largest of
// their contributions, as Chromium 156 does. Track sizing reads an item only through
// its min-content, max-content and minimum contributions, each taken as the largest
// over the items at a position, so a group of auto-placed items of one span is
// represented by the member with the largest min-content contribution and the one
// with the largest max-content contribution (a minimum contribution never exceeds
// the min-content one of an item without percentages). Items whose box has
// percentages (their contributions depend on the lanes) stay as they are.
//
// Bound: with S distinct spans among auto-placed items and L lanes, lane sizing
// holds at most items + 2·S·L virtual items (S ≤ min(items, L)), and each item is
// measured once at each of min- and max-content (the layout cache keeps the answers).
// Row lanes (whose contributions are heights at the container's width) keep every
// item: O(items × L) there.

extension LayoutTree {
    /// Which auto-placed items of `plan` stand for their span group in lane sizing
    /// (all true for named items and for row lanes).
    ///
    /// - Complexity: O(items) contributions, measured once each.
    mutating func laneSizingRepresentatives(_ plan: LanePlan) -> [Bool] {
        var keep = [Bool](repeating: true, count: plan.requests.count)
        guard plan.lane == .horizontal else { return keep }
        // Per span: (members, the best min-content and max-content member so far).
        var best: [Int: (count: Int, min: (Int, Double), max: (Int, Double))] = [:]
        let context = ContributionContext(axis: .horizontal, otherTracks: nil, innerSize: plan.container.inner.width)
        for (i, r) in plan.requests.enumerated() where r.start == nil {
            let node = plan.children[i]
            if facts(node).fixedBox == nil { continue }  // percentages: kept
            var item = GridItem(core: laneItemCore(plan, index: i, start: 0, span: r.span), sizes: .unknown)
            let lo = contribution(&item, .minContent, context)
            let hi = contribution(&item, .maxContent, context)
            guard var g = best[r.span] else {
                best[r.span] = (1, (i, lo), (i, hi))
                continue
            }
            g.count += 1
            if lo > g.min.1 { g.min = (i, lo) }
            if hi > g.max.1 { g.max = (i, hi) }
            best[r.span] = g
        }
        for (i, r) in plan.requests.enumerated() where r.start == nil && facts(plan.children[i]).fixedBox != nil {
            guard let g = best[r.span], g.count > 2 else { continue }
            keep[i] = i == g.min.0 || i == g.max.0
        }
        return keep
    }
}
