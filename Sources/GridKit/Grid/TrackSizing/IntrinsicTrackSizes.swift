// css-grid-1 §11.5 Resolve Intrinsic Track Sizes — https://www.w3.org/TR/css-grid-1/#algo-content
// css-grid-1 §11.5.1 Distributing Extra Space Across Spanned Tracks — https://www.w3.org/TR/css-grid-1/#extra-space
//
// Items not crossing a flexible track are handled in groups of increasing span; each
// group runs the same five sub-steps, named by `Contribution`, through one
// distribution function. Items crossing flexible tracks follow, all together,
// feeding only the flexible tracks (step 4).

/// The sub-steps of §11.5 step 3, each a kind of contribution and the sizes it feeds.
enum Contribution: CaseIterable {
    /// 3.1: minimum contributions into base sizes of tracks with an intrinsic minimum
    /// (under a min-content constraint too: see `contribution(for:...)`).
    case intrinsicMinimums
    /// 3.2: min-content contributions into base sizes of min-/max-content minimums.
    case contentBasedMinimums
    /// 3.3: max-content contributions into base sizes of max-content minimums. Not of
    /// `auto` minimums under a max-content constraint, which the spec adds: Chromium
    /// sizes those from minimum contributions in every step (as step 2 here does), so
    /// `0.5fr` or `minmax(auto, min-content)` spanned by text stays at its min-content.
    case maxContentMinimums
    /// 3.5: min-content contributions into growth limits of intrinsic maximums.
    case intrinsicMaximums
    /// 3.6: max-content contributions into growth limits of max-content maximums.
    case maxContentMaximums

    var affectsGrowthLimits: Bool { self == .intrinsicMaximums || self == .maxContentMaximums }

    /// Whether `track`'s size is affected by this sub-step.
    @inline(__always)
    func affects(_ track: GridTrack) -> Bool {
        guard !track.isGutter else { return false }
        switch self {
        case .intrinsicMinimums: return track.hasIntrinsicMin
        case .contentBasedMinimums: return track.hasContentMin
        case .maxContentMinimums: return track.hasMaxContentMin
        case .intrinsicMaximums: return track.hasIntrinsicMax
        case .maxContentMaximums: return track.hasMaxContentMax
        }
    }
}

/// The items §11.5 steps 2–4 visit in one axis, sorted by one pass over them.
struct IntrinsicItemGroups {
    /// Items spanning one track that the plain fast path did not size (step 2).
    var single: [Int32] = []
    /// Items spanning several tracks, none flexible (step 3), sorted by span.
    var bySpan: [Int32] = []
    /// Items crossing a flexible track (step 4).
    var flexible: [Int32] = []
    var maxSpan = 1

    /// Whether steps 3 and 4 have no item (so step 2's pass can finish step 5 too).
    var onlySingleSpans: Bool { bySpan.isEmpty && flexible.isEmpty }
}

extension LayoutTree {
    /// css-grid-1 §11.5 for one axis: base sizes and growth limits of intrinsic
    /// tracks from the items' contributions (step 1, baseline shims, runs before,
    /// in the driver).
    ///
    /// - Complexity: O(T + the tracks each item spans, summed) for T tracks (a counting
    ///   sort orders spans); an item is measured at most once per contribution kind.
    mutating func resolveIntrinsicTrackSizes(
        _ tracks: inout [GridTrack], _ items: inout GridItems, _ input: AxisSizingInput,
        _ context: ContributionContext, runs: Bool = false
    ) {
        var groups = sortItems(&tracks, items, input)
        // Contributions found for the other axis are stale.
        for list in [groups.single, groups.bySpan, groups.flexible] { items.resetContributions(list) }
        sizeSingleSpanItems(groups.single, &tracks, &items, input, context)  // step 2
        // No growth limit below its base size (and, when no larger span or flexible
        // track follows, step 5 in the same pass).
        floorGrowthLimits(&tracks, finishing: groups.onlySingleSpans)
        guard !groups.onlySingleSpans else { return }
        // Spans counted in tracks: an entry of a run stands for its count of them.
        var runSpans: [Int] = []
        if runs {
            (groups.bySpan, runSpans) = sortedByTrackSpan(groups.bySpan, items, tracks, input.axis)
        } else {
            groups.bySpan = sortedBySpan(groups.bySpan, items, input.axis, maxSpan: groups.maxSpan)
        }
        func spanAt(_ k: Int) -> Int { runs ? runSpans[k] : items[Int(groups.bySpan[k])].span(input.axis) }
        var increases = TrackIncreases(count: tracks.count)
        // The sub-steps some track takes (track kinds do not change in §11.5): the
        // others visit no item, and none makes a pass over every track per group.
        let steps = Contribution.allCases.map { step in tracks.contains { isAffected($0, step, input, false) } }
        // Step 3: larger spans, a group per span.
        var start = 0
        let order = groups.bySpan
        while start < order.count {
            let span = spanAt(start)
            var end = start
            while end < order.count && spanAt(end) == span { end += 1 }
            let group = Array(order[start..<end])
            for (n, step) in Contribution.allCases.enumerated() {
                if steps[n] { distribute(step, group, &tracks, &increases, &items, input, context, flexibleOnly: false) }
                if step == .maxContentMinimums { floorGrowthLimits(&tracks, of: &increases.grownBases) }
            }
            increases.endInfiniteGrowth(&tracks)
            start = end
        }
        // Step 4: items crossing flexible tracks feed only the flexible tracks' base sizes.
        if !groups.flexible.isEmpty {
            for step in [Contribution.intrinsicMinimums, .contentBasedMinimums, .maxContentMinimums]
            where tracks.contains(where: { isAffected($0, step, input, true) }) {
                distribute(step, groups.flexible, &tracks, &increases, &items, input, context, flexibleOnly: true)
            }
        }
        // Step 5: growth limits still infinite become base sizes.
        floorGrowthLimits(&tracks, finishing: true)
    }

    /// One pass over the items: plain items spanning one track size it at once
    /// (step 2, PlainItems.swift); other single-span items, larger spans (step 3) and
    /// items crossing flexible tracks (step 4) are listed for the steps that take them.
    /// Plain items keep no contributions (none goes stale).
    private func sortItems(_ tracks: inout [GridTrack], _ items: GridItems, _ input: AxisSizingInput)
        -> IntrinsicItemGroups
    {
        let axis = input.axis
        var groups = IntrinsicItemGroups()
        var feeder = PlainSingleSpanFeeder(axis: axis, innerSize: input.innerSize)
        withBuffers(mutating: &tracks, items.sizes, items.cores, plainBoxes, styleIndex) { track, sizes, item, box, style in
            for i in 0..<item.count where item[i].crossesIntrinsic(axis) || item[i].crossesFlexible(axis) {
                let core = item[i]
                if core.crossesFlexible(axis) {
                    groups.flexible.append(Int32(i))
                    continue
                }
                let span = core.span(axis)
                if span == 1 && core.isPlainLeaf {
                    let shim =
                        sizes.isEmpty ? 0 : axis == .vertical ? sizes[i].baselineShim : sizes[i].inlineBaselineShim
                    let k = core.tracks(axis).lowerBound
                    if feeder.feed(&track[k], core, style: style[Int(core.node)], box, shim: shim) { continue }
                }
                if span == 1 {
                    groups.single.append(Int32(i))
                } else {
                    groups.bySpan.append(Int32(i))
                    groups.maxSpan = max(groups.maxSpan, span)
                }
            }
        }
        return groups
    }

    /// Step 2 for the items the fast path left: each through the contributions its
    /// track asks for (measured on demand).
    private mutating func sizeSingleSpanItems(
        _ single: [Int32], _ tracks: inout [GridTrack], _ items: inout GridItems, _ input: AxisSizingInput,
        _ context: ContributionContext
    ) {
        for i in single {
            let k = items[Int(i)].tracks(input.axis).lowerBound
            // A subgrid's edge: a base size only (css-grid-2 §9 as Chromium 156, Blink's
            // `AccomodateExtraMargin`: the edge track's growth limit is left to the items,
            // those at the edge carrying the edge as extra margin; a 3px end margin does not
            // cap a last column that only a spanning item crosses).
            let node = items[Int(i)].node
            if node < 0 {
                if tracks[k].hasIntrinsicMin { tracks[k].baseSize.raise(to: subgridPlaceholder(node)) }
                continue
            }
            let asks = tracks[k].singleSpanContributions
            let minContent = asks.minContent ? minContentContribution(&items[Int(i)], context) : .nan
            let maxContent = asks.maxContent ? maxContentContribution(&items[Int(i)], context) : .nan
            let minimum = asks.minimum ? minimumContribution(&items[Int(i)], tracks, context) : .nan
            tracks[k].sizeForSingleSpanItem(
                minContent: minContent, maxContent: maxContent, minimum: minimum, innerSize: input.innerSize)
        }
    }

    /// Items by span in tracks for step 3, in an axis stored as runs (spans there reach
    /// ten million, too many for a counting sort's buckets), with their spans.
    /// - Complexity: O(s + m log m) for m items spanning s entries in all.
    private func sortedByTrackSpan(_ order: [Int32], _ items: GridItems, _ tracks: [GridTrack], _ axis: LayoutAxis)
        -> ([Int32], [Int])
    {
        let keyed = order.enumerated().map { (k, i) in
            var span = 0
            for t in items[Int(i)].tracks(axis) where !tracks[t].isGutter { span += Int(tracks[t].count) }
            return (span: span, k: k, item: i)
        }.sorted { ($0.span, $0.k) < ($1.span, $1.k) }
        return (keyed.map(\.item), keyed.map(\.span))
    }

    /// Items by span for step 3: a counting sort keeps this linear.
    private func sortedBySpan(_ order: [Int32], _ items: GridItems, _ axis: LayoutAxis, maxSpan: Int) -> [Int32] {
        guard maxSpan > 1 else { return order }
        var buckets = [[Int32]](repeating: [], count: maxSpan + 1)
        for i in order { buckets[min(maxSpan, items[Int(i)].span(axis))].append(i) }
        return buckets.flatMap { $0 }
    }
}

/// No growth limit below its base size; with `finishing` (step 5), infinite growth
/// limits become base sizes too.
func floorGrowthLimits(_ tracks: inout [GridTrack], finishing: Bool) {
    tracks.withUnsafeMutableBufferPointer { track in
        for k in 0..<track.count where !track[k].isGutter {
            if track[k].growthLimit < track[k].baseSize { track[k].growthLimit = track[k].baseSize }
            if finishing && track[k].growthLimit.isInfinite { track[k].growthLimit = track[k].baseSize }
        }
    }
}

/// §11.5 step 3.4 for the tracks whose base size grew (`tracks`, emptied): no growth
/// limit below its base size. The others were floored before and their limits only grew.
func floorGrowthLimits(_ tracks: inout [GridTrack], of grown: inout [Int32]) {
    for k in grown where tracks[Int(k)].growthLimit < tracks[Int(k)].baseSize {
        tracks[Int(k)].growthLimit = tracks[Int(k)].baseSize
    }
    grown.removeAll(keepingCapacity: true)
}

extension LayoutTree {
    /// The contribution a §11.5 sub-step reads for `item` (the general path).
    private mutating func contribution(
        for step: Contribution, _ item: inout GridItem, _ tracks: [GridTrack],
        _ input: AxisSizingInput, _ context: ContributionContext
    ) -> Double {
        switch step {
        case .intrinsicMinimums:
            // An auto minimum takes the item's minimum contribution under a min-content
            // constraint too, not §11.5's "limited min-content contribution": Chromium
            // and Firefox both do (a scroll container, or an item with `min-width: 0`,
            // then adds nothing to a min-content grid; Firefox keeps the limited one for
            // items spanning several tracks, Chromium does not).
            return minimumContribution(&item, tracks, context)
        case .contentBasedMinimums, .intrinsicMaximums: return minContentContribution(&item, context)
        case .maxContentMinimums, .maxContentMaximums: return maxContentContribution(&item, context)
        }
    }

    /// §11.5.1 for one sub-step over a group of items (the caller checks that some
    /// track takes the sub-step).
    ///
    /// - Complexity: O(the tracks the items span), never the axis' tracks.
    mutating func distribute(
        _ step: Contribution, _ group: [Int32], _ tracks: inout [GridTrack], _ increases: inout TrackIncreases,
        _ items: inout GridItems, _ input: AxisSizingInput, _ context: ContributionContext, flexibleOnly: Bool
    ) {
        let axis = input.axis
        let growth = step.affectsGrowthLimits
        var affectedStorage: [Int] = []  // reused from item to item, its first `count` in use
        let runs = tracks.isStoredAsRuns
        var visits = 0
        for i in group {
            let range = items[Int(i)].tracks(axis)
            var count = 0
            var current = 0.0
            for k in range {
                let t = tracks[k]
                current += growth ? (t.growthLimit.isInfinite ? t.baseSize : t.growthLimit) : t.baseSize
                if isAffected(t, step, input, flexibleOnly) {
                    if count < affectedStorage.count { affectedStorage[count] = k } else { affectedStorage.append(k) }
                    count += 1
                }
            }
            guard count > 0 else { continue }
            if runs {
                current += runExcess(tracks, range, growth: growth)
                visits += range.count  // counted where spans can be long (an operation count for tests)
            }
            let affected = affectedStorage[0..<count]
            for k in affected where !increases.affected[k] {
                increases.affected[k] = true
                increases.touched.append(Int32(truncatingIfNeeded: k))
            }
            // A plain item's contributions are its style's: worked out, not stored.
            let size =
                plainContribution(for: step, items, Int(i), input)
                ?? contribution(for: step, &items[Int(i)], tracks, input, context)
            var space = max(0, size - current)
            guard space > 0 else { continue }
            for k in affected { increases.incurred[k] = 0 }
            if flexibleOnly {
                distributeByFlexFactor(&space, affected, tracks, &increases)
            } else {
                // Up to limits, then beyond them to the tracks the step names.
                distributeEqually(&space, affected, tracks, &increases, growth: growth, input, beyondLimits: false, runs: runs)
                if space > 1e-9 {
                    var beyond = affected.filter { k in
                        switch step {
                        case .intrinsicMinimums, .contentBasedMinimums: return tracks[k].hasIntrinsicMax
                        case .maxContentMinimums: return tracks[k].hasMaxContentMax
                        case .intrinsicMaximums, .maxContentMaximums: return true
                        }
                    }
                    if beyond.isEmpty { beyond = Array(affected) }
                    distributeEqually(
                        &space, beyond[...], tracks, &increases, growth: growth, input, beyondLimits: true,
                        capsFitContent: growth || step == .maxContentMinimums, runs: runs)
                }
            }
            for k in affected where increases.incurred[k] > increases.planned[k] {
                increases.planned[k] = increases.incurred[k]
            }
        }
        applyPlannedIncreases(step, &tracks, &increases)
        gridCaches.work.spanVisits += visits
    }

    /// What the entries of runs in `range` add to its current size beyond their first
    /// track each (an axis stored as runs; kept out of `distribute`'s loop).
    @inline(never)
    private func runExcess(_ tracks: [GridTrack], _ range: Range<Int>, growth: Bool) -> Double {
        var excess = 0.0
        for k in range where tracks[k].count > 1 {
            let t = tracks[k]
            excess += (growth ? (t.growthLimit.isInfinite ? t.baseSize : t.growthLimit) : t.baseSize) * (t.weight - 1)
        }
        return excess
    }

    /// §11.5.1 step 3: the affected sizes grow by their planned increases (an infinite
    /// growth limit becomes the base size plus it; step 3.5 marks it infinitely growable).
    private func applyPlannedIncreases(_ step: Contribution, _ tracks: inout [GridTrack], _ increases: inout TrackIncreases) {
        let growth = step.affectsGrowthLimits
        for touched in increases.touched {
            let k = Int(touched)
            var t = tracks[k]
            if growth {
                if t.growthLimit.isInfinite {
                    if increases.planned[k] > 0 || step == .intrinsicMaximums {
                        t.growthLimit = t.baseSize + increases.planned[k]
                        if step == .intrinsicMaximums {
                            t.isInfinitelyGrowable = true
                            increases.infinitelyGrowable.append(touched)
                        }
                    }
                } else {
                    t.growthLimit += increases.planned[k]
                }
            } else {
                t.baseSize += increases.planned[k]
                if increases.planned[k] != 0 { increases.grownBases.append(touched) }
            }
            increases.planned[k] = 0
            increases.affected[k] = false
            tracks[k] = t
        }
        increases.touched.removeAll(keepingCapacity: true)
    }

    /// Whether `t` is one of the tracks a sub-step sizes (step 4: flexible ones only).
    @inline(__always)
    private func isAffected(_ t: GridTrack, _ step: Contribution, _ input: AxisSizingInput, _ flexibleOnly: Bool) -> Bool {
        if flexibleOnly && !t.isFlexible { return false }
        return step.affects(t)
    }

    /// Shares `space` equally among `indices`, each frozen at its limit (none when
    /// `beyondLimits`, except fit-content arguments).
    private func distributeEqually(
        _ space: inout Double, _ indices: ArraySlice<Int>, _ tracks: [GridTrack], _ increases: inout TrackIncreases,
        growth: Bool,
        _ input: AxisSizingInput, beyondLimits: Bool, capsFitContent: Bool = false, runs: Bool
    ) {
        func affectedSize(_ t: GridTrack) -> Double {
            growth ? (t.growthLimit.isInfinite ? t.baseSize : t.growthLimit) : t.baseSize
        }
        func limit(_ t: GridTrack) -> Double {
            if beyondLimits {
                // A fit-content() maximum stops growth limits and max-content minimums at
                // its argument; other base sizes grow past it (as Chromium does).
                if capsFitContent, let f = t.fitContentLimit(input.innerSize) { return max(f, affectedSize(t)) }
                return .infinity
            }
            if growth {
                if !t.growthLimit.isInfinite && !t.isInfinitelyGrowable { return t.growthLimit }
                return t.fitContentLimit(input.innerSize) ?? .infinity
            }
            return t.growthLimit
        }
        if runs {
            shareEqually(
                &space, among: indices, room: { limit(tracks[$0]) - affectedSize(tracks[$0]) - increases.incurred[$0] },
                give: { increases.incurred[$0] += $1 }, weight: { tracks[$0].weight })
        } else {
            shareEqually(
                &space, among: indices, room: { limit(tracks[$0]) - affectedSize(tracks[$0]) - increases.incurred[$0] },
                give: { increases.incurred[$0] += $1 }, weight: { _ in 1 })
        }
    }

    /// Step 4's distribution: in proportion to the flex factors (equally when they are
    /// all zero). Chromium shares by ratio even when the factors sum below one.
    private func distributeByFlexFactor(
        _ space: inout Double, _ indices: ArraySlice<Int>, _ tracks: [GridTrack], _ increases: inout TrackIncreases
    ) {
        var sum = 0.0
        var tracksCount = 0.0
        for k in indices {
            sum += tracks[k].flexFactor * tracks[k].weight
            tracksCount += tracks[k].weight
        }
        for k in indices {
            increases.incurred[k] += sum > 0 ? space * tracks[k].flexFactor / sum : space / tracksCount
        }
        space = 0
    }
}

extension GridTrack {
    /// §11.5 step 2 for one item, given the contributions the track asks for: the base size of an
    /// intrinsic minimum grows to the contribution it asks for, the growth limit of an
    /// intrinsic maximum to its own (fit-content clamped to its limit). The order of
    /// items does not matter: every rule takes a maximum.
    @inline(__always)
    mutating func sizeForSingleSpanItem(minContent: Double, maxContent: Double, minimum: Double, innerSize: Double?) {
        // On the stored kinds: the hot loop of big grids builds no sizing enum.
        switch minKind {
        case .minContent: baseSize.raise(to: minContent)
        case .maxContent: baseSize.raise(to: maxContent)
        case .auto: baseSize.raise(to: minimum)
        default: break
        }
        switch maxKind {
        case .minContent: raiseGrowthLimit(to: minContent)
        case .maxContent, .auto: raiseGrowthLimit(to: maxContent)
        case .fitContentPx, .fitContentPercent:
            let limit = fitContentLimit(innerSize) ?? .infinity
            raiseGrowthLimit(to: min(maxContent, max(limit, baseSize)))
        default: break
        }
    }

    /// Which contributions step 2 reads for this track (those it does not read may be
    /// passed as NaN): measuring an item only for what its track asks.
    var singleSpanContributions: (minContent: Bool, maxContent: Bool, minimum: Bool) {
        (hasMinContentMin || hasMinContentMax, hasMaxContentMin || hasMaxContentMax, hasAutoMin)
    }

    /// An infinite growth limit becomes `v`; a finite one grows to it.
    @inline(__always)
    mutating func raiseGrowthLimit(to v: Double) { growthLimit = growthLimit.isInfinite ? v : max(growthLimit, v) }
}

/// §11.5.1's state per track, for the items of one distribution: kept apart from the
/// tracks (which every step passes over) and made only when some item spans several
/// tracks or a flexible one.
struct TrackIncreases {
    var planned: [Double]
    var incurred: [Double]
    var affected: [Bool]
    /// The tracks marked `affected` since the increases were last applied, so that
    /// applying them (and clearing the marks) visits those tracks only.
    var touched: [Int32] = []
    /// The tracks whose base size grew since growth limits were last floored: the
    /// only ones a base size can have passed.
    var grownBases: [Int32] = []
    /// The tracks step 3.5 marked infinitely growable in the current span group.
    var infinitelyGrowable: [Int32] = []

    /// State for `count` tracks, all zero.
    init(count: Int) {
        planned = [Double](repeating: 0, count: count)
        incurred = [Double](repeating: 0, count: count)
        affected = [Bool](repeating: false, count: count)
    }

    /// §11.5.1 step 3.5 marks a track infinitely growable "for the next step" only: once
    /// a span group is done, its growth limit is a limit again for larger spans (a track
    /// an empty 2-span item gave a 0 growth limit takes nothing from a 3-span item's
    /// sizes, as in Chromium).
    mutating func endInfiniteGrowth(_ tracks: inout [GridTrack]) {
        for k in infinitelyGrowable { tracks[Int(k)].isInfinitelyGrowable = false }
        infinitelyGrowable.removeAll(keepingCapacity: true)
    }
}

extension Double {
    @inline(__always) mutating func raise(to v: Double) { if v > self { self = v } }
}
