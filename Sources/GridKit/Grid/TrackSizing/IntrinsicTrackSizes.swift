// css-grid-1 §11.5 Resolve Intrinsic Track Sizes — https://www.w3.org/TR/css-grid-1/#algo-content
// css-grid-1 §11.5.1 Distributing Extra Space Across Spanned Tracks — https://www.w3.org/TR/css-grid-1/#extra-space
//
// Items not crossing a flexible track are handled in groups of increasing span; each
// group runs the same five sub-steps, named by `Contribution`, through one
// distribution function. Items crossing flexible tracks follow, all together,
// feeding only the flexible tracks (step 4).

/// The sub-steps of §11.5 step 3, each a kind of contribution and the sizes it feeds.
enum Contribution: CaseIterable {
    /// 3.1: minimum contributions (limited min-content under a min-content constraint)
    /// into base sizes of tracks with an intrinsic minimum.
    case intrinsicMinimums
    /// 3.2: min-content contributions into base sizes of min-/max-content minimums.
    case contentBasedMinimums
    /// 3.3: max-content contributions into base sizes of max-content minimums (and auto
    /// ones under a max-content constraint).
    case maxContentMinimums
    /// 3.5: min-content contributions into growth limits of intrinsic maximums.
    case intrinsicMaximums
    /// 3.6: max-content contributions into growth limits of max-content maximums.
    case maxContentMaximums

    var affectsGrowthLimits: Bool { self == .intrinsicMaximums || self == .maxContentMaximums }

    /// Whether `track`'s size is affected by this sub-step.
    func affects(_ track: GridTrack, underMaxContent: Bool) -> Bool {
        guard !track.isGutter else { return false }
        switch self {
        case .intrinsicMinimums: return track.hasIntrinsicMin
        case .contentBasedMinimums:
            return track.minSizing.isMinContent || track.minSizing.isMaxContent
        case .maxContentMinimums:
            return track.minSizing.isMaxContent || (track.minSizing.isAuto && underMaxContent)
        case .intrinsicMaximums: return track.hasIntrinsicMax
        case .maxContentMaximums:
            switch track.maxSizing {
            case .maxContent, .auto, .fitContent: return true
            default: return false
            }
        }
    }
}

extension LayoutTree {
    mutating func resolveIntrinsicTrackSizes(
        _ tracks: inout [GridTrack], _ items: inout [GridItem], _ input: AxisSizingInput,
        _ context: ContributionContext
    ) {
        let axis = input.axis
        // Items by span, those crossing flexible tracks last (steps 2–3, then 4).
        var order: [Int32] = []
        var flexible: [Int32] = []
        var maxSpan = 1
        for i in items.indices where items[i].crossesIntrinsic(axis) || items[i].crossesFlexible(axis) {
            items[i].resetContributions()  // those of the other axis are stale
            if items[i].crossesFlexible(axis) {
                flexible.append(Int32(i))
            } else {
                order.append(Int32(i))
                maxSpan = max(maxSpan, items[i].span(axis))
            }
        }
        // A counting sort by span keeps this linear.
        if maxSpan > 1 {
            var buckets = [[Int32]](repeating: [], count: maxSpan + 1)
            for i in order { buckets[min(maxSpan, items[Int(i)].span(axis))].append(i) }
            order = buckets.flatMap { $0 }
        }
        // Step 2: items spanning one track size it directly.
        var start = 0
        while start < order.count && items[Int(order[start])].span(axis) == 1 {
            sizeForSingleSpan(&tracks, &items[Int(order[start])], input, context)
            start += 1
        }
        for i in tracks.indices where tracks[i].growthLimit < tracks[i].baseSize { tracks[i].growthLimit = tracks[i].baseSize }
        // Step 3: larger spans, a group per span.
        while start < order.count {
            let span = items[Int(order[start])].span(axis)
            var end = start
            while end < order.count && items[Int(order[end])].span(axis) == span { end += 1 }
            let group = Array(order[start..<end])
            for step in Contribution.allCases {
                distribute(step, group, &tracks, &items, input, context, flexibleOnly: false)
                if step == .maxContentMinimums {
                    for i in tracks.indices where tracks[i].growthLimit < tracks[i].baseSize {
                        tracks[i].growthLimit = tracks[i].baseSize
                    }
                }
            }
            start = end
        }
        // Step 4: items crossing flexible tracks feed only the flexible tracks' base sizes.
        if !flexible.isEmpty {
            for step in [Contribution.intrinsicMinimums, .contentBasedMinimums, .maxContentMinimums] {
                distribute(step, flexible, &tracks, &items, input, context, flexibleOnly: true)
            }
        }
        // Step 5: growth limits still infinite become base sizes.
        for i in tracks.indices {
            if tracks[i].growthLimit.isInfinite { tracks[i].growthLimit = tracks[i].baseSize }
            if tracks[i].growthLimit < tracks[i].baseSize { tracks[i].growthLimit = tracks[i].baseSize }
        }
    }

    /// Step 2 for one item in one track.
    private mutating func sizeForSingleSpan(
        _ tracks: inout [GridTrack], _ item: inout GridItem, _ input: AxisSizingInput,
        _ context: ContributionContext
    ) {
        let index = item.tracks(input.axis).lowerBound
        var t = tracks[index]
        switch t.minSizing {
        case .minContent: t.baseSize = max(t.baseSize, minContentContribution(&item, context))
        case .maxContent: t.baseSize = max(t.baseSize, maxContentContribution(&item, context))
        case .auto:
            let v =
                input.available.isMinContent
                ? limitedMinContentContribution(&item, tracks, context) : minimumContribution(&item, tracks, context)
            t.baseSize = max(t.baseSize, v)
        case .fixed: break
        }
        func raise(_ v: Double) { t.growthLimit = t.growthLimit.isInfinite ? v : max(t.growthLimit, v) }
        switch t.maxSizing {
        case .minContent: raise(minContentContribution(&item, context))
        case .maxContent, .auto: raise(maxContentContribution(&item, context))
        case .fitContent:
            let limit = t.fitContentLimit(input.innerSize) ?? .infinity
            raise(min(maxContentContribution(&item, context), max(limit, t.baseSize)))
        case .fixed, .fr: break
        }
        tracks[index] = t
    }

    /// The min-content contribution limited by fixed (or fit-content) maximums of the
    /// spanned tracks, floored at the minimum contribution.
    mutating func limitedMinContentContribution(_ item: inout GridItem, _ tracks: [GridTrack], _ context: ContributionContext)
        -> Double
    {
        let minContent = minContentContribution(&item, context)
        var limit = 0.0
        var limited = true
        for i in item.tracks(context.axis) {
            let t = tracks[i]
            if t.isGutter {
                limit += t.baseSize
                continue
            }
            switch t.maxSizing {
            case .fixed(let l): if let v = l.resolve(context.innerSize) { limit += max(v, t.baseSize) } else { limited = false }
            case .fitContent(let l):
                if let v = l.resolve(context.innerSize) { limit += max(v, t.baseSize) } else { limited = false }
            default: limited = false
            }
        }
        let minimum = minimumContribution(&item, tracks, context)
        return max(limited ? min(minContent, limit) : minContent, minimum)
    }

    private mutating func contribution(
        for step: Contribution, _ item: inout GridItem, _ tracks: [GridTrack],
        _ input: AxisSizingInput, _ context: ContributionContext
    ) -> Double {
        switch step {
        case .intrinsicMinimums:
            return input.available.isMinContent
                ? limitedMinContentContribution(&item, tracks, context) : minimumContribution(&item, tracks, context)
        case .contentBasedMinimums, .intrinsicMaximums: return minContentContribution(&item, context)
        case .maxContentMinimums, .maxContentMaximums: return maxContentContribution(&item, context)
        }
    }

    /// §11.5.1 for one sub-step over a group of items.
    private mutating func distribute(
        _ step: Contribution, _ group: [Int32], _ tracks: inout [GridTrack], _ items: inout [GridItem],
        _ input: AxisSizingInput, _ context: ContributionContext, flexibleOnly: Bool
    ) {
        let axis = input.axis
        let growth = step.affectsGrowthLimits
        // Only tracks this sub-step affects take part: when the axis has none, no item is visited.
        guard tracks.contains(where: { isAffected($0, step, input, flexibleOnly) }) else { return }
        for k in tracks.indices {
            tracks[k].plannedIncrease = 0
            tracks[k].wasAffected = false
        }
        var affected: [Int] = []
        for i in group {
            let range = items[Int(i)].tracks(axis)
            affected.removeAll(keepingCapacity: true)
            var current = 0.0
            for k in range {
                let t = tracks[k]
                current += growth ? (t.growthLimit.isInfinite ? t.baseSize : t.growthLimit) : t.baseSize
                if isAffected(t, step, input, flexibleOnly) { affected.append(k) }
            }
            guard !affected.isEmpty else { continue }
            for k in affected { tracks[k].wasAffected = true }
            let size = contribution(for: step, &items[Int(i)], tracks, input, context)
            var space = max(0, size - current)
            guard space > 0 else { continue }
            for k in affected { tracks[k].itemIncurredIncrease = 0 }
            if flexibleOnly {
                distributeByFlexFactor(&space, affected, &tracks)
            } else {
                // Up to limits, then beyond them to the tracks the step names.
                distributeEqually(&space, affected, &tracks, growth: growth, input, beyondLimits: false)
                if space > 1e-9 {
                    var beyond = affected.filter { k in
                        switch step {
                        case .intrinsicMinimums, .contentBasedMinimums: return tracks[k].hasIntrinsicMax
                        case .maxContentMinimums:
                            switch tracks[k].maxSizing {
                            case .maxContent, .auto, .fitContent: return true
                            default: return false
                            }
                        case .intrinsicMaximums, .maxContentMaximums: return true
                        }
                    }
                    if beyond.isEmpty { beyond = affected }
                    distributeEqually(
                        &space, beyond, &tracks, growth: growth, input, beyondLimits: true,
                        capsFitContent: growth || step == .maxContentMinimums)
                }
            }
            for k in affected where tracks[k].itemIncurredIncrease > tracks[k].plannedIncrease {
                tracks[k].plannedIncrease = tracks[k].itemIncurredIncrease
            }
        }
        // Apply the planned increases.
        for k in tracks.indices where tracks[k].wasAffected {
            var t = tracks[k]
            if growth {
                if t.growthLimit.isInfinite {
                    if t.plannedIncrease > 0 || step == .intrinsicMaximums {
                        t.growthLimit = t.baseSize + t.plannedIncrease
                        if step == .intrinsicMaximums { t.isInfinitelyGrowable = true }
                    }
                } else {
                    t.growthLimit += t.plannedIncrease
                }
            } else {
                t.baseSize += t.plannedIncrease
            }
            t.plannedIncrease = 0
            tracks[k] = t
        }
    }

    private func isAffected(_ t: GridTrack, _ step: Contribution, _ input: AxisSizingInput, _ flexibleOnly: Bool) -> Bool {
        if flexibleOnly && !t.isFlexible { return false }
        return step.affects(t, underMaxContent: input.isMaxContentConstraint)
    }

    /// Shares `space` equally among `indices`, each frozen at its limit (none when
    /// `beyondLimits`, except fit-content arguments).
    private func distributeEqually(
        _ space: inout Double, _ indices: [Int], _ tracks: inout [GridTrack], growth: Bool,
        _ input: AxisSizingInput, beyondLimits: Bool, capsFitContent: Bool = false
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
        var rounds = 0
        while space > 1e-9 && rounds < 64 {
            rounds += 1
            var open = 0
            var smallest = Double.infinity
            for k in indices {
                let room = limit(tracks[k]) - affectedSize(tracks[k]) - tracks[k].itemIncurredIncrease
                if room > 1e-9 {
                    open += 1
                    smallest = min(smallest, room)
                }
            }
            guard open > 0 else { break }
            let share = min(space / Double(open), smallest)
            for k in indices where limit(tracks[k]) - affectedSize(tracks[k]) - tracks[k].itemIncurredIncrease > 1e-9 {
                tracks[k].itemIncurredIncrease += share
                space -= share
            }
        }
    }

    /// Step 4's distribution: in proportion to the flex factors (equally when they are
    /// all zero). Chromium shares by ratio even when the factors sum below one.
    private func distributeByFlexFactor(_ space: inout Double, _ indices: [Int], _ tracks: inout [GridTrack]) {
        var sum = 0.0
        for k in indices { sum += tracks[k].flexFactor }
        for k in indices {
            tracks[k].itemIncurredIncrease += sum > 0 ? space * tracks[k].flexFactor / sum : space / Double(indices.count)
        }
        space = 0
    }
}
