// css-grid-1 §11.7 Expand Flexible Tracks — https://www.w3.org/TR/css-grid-1/#algo-flex-tracks
// css-grid-1 §11.7.1 Find the LayoutSize of an fr — https://www.w3.org/TR/css-grid-1/#algo-find-fr-size

extension LayoutTree {
    /// §11.7: flexible tracks take their share of the free space, by flex factor (the
    /// size of 1fr found by §11.7.1 in definite space, from the items when indefinite).
    /// Returns whether flexible rows of an indefinite height were sized again at the
    /// max-height because their natural total passed it (the height is then the
    /// max-height, not their sum: ``GridContainer/size(columns:rows:)``).
    @discardableResult
    mutating func expandFlexibleTracks(
        _ tracks: inout [GridTrack], _ items: inout GridItems, _ input: AxisSizingInput,
        _ context: ContributionContext
    ) -> Bool {
        guard tracks.contains(where: { $0.isFlexible }) else { return false }
        var passedMax = false
        let all = Array(tracks.indices)
        var flexFraction: Double
        switch input.available {
        case .minContent:
            flexFraction = 0
        case .definite(let space):
            flexFraction = findFrSize(tracks, all, spaceToFill: space)
        case .maxContent:
            // Indefinite: the largest of each flexible track's base size per fr and, for
            // items crossing flexible tracks, the fr size that fits their max-content.
            // A subgrid's edge placeholder (`node < 0`, css-grid-2 §9) is no item here:
            // Chromium 156 sizes flexible tracks over the subgrid's items alone.
            flexFraction = 0
            for t in tracks where t.isFlexible {
                flexFraction = max(flexFraction, rawQuotient(t.baseSize, max(t.flexFactor, 1)))
            }
            for i in items.indices where items[i].crossesFlexible(input.axis) && items[i].node >= 0 {
                let range = Array(items[i].tracks(input.axis))
                let size = maxContentContribution(&items[i], context)
                flexFraction = max(flexFraction, findFrSize(tracks, range, spaceToFill: size))
            }
            // Within the container's min and max sizes, redo against the one hit; columns
            // only against a min-width (Chromium finds a grid's intrinsic widths without
            // its max-width, which then only clamps them: `max-width: 60px` over 69px of
            // fr columns is 60px wide, not the 53px a redo would leave).
            // A ratio's transferred max-width still caps the columns in MaximizeTracks.
            var total = 0.0
            for t in tracks {
                total += t.weight * (t.isFlexible ? max(t.baseSize, t.flexFactor * flexFraction) : t.baseSize)
            }
            if let mn = input.minInnerSize, total < mn, !input.flexIgnoresMinSize {
                flexFraction = findFrSize(tracks, all, spaceToFill: mn)
            } else if let mx = input.maxInnerSize, total > mx, input.axis == .vertical {
                // A max-height below the min-height is the min-height (the min wins,
                // `gridContainer`: 45px of 2fr rows under `min-height: 40px; max-height:
                // 7.25px` fill 40px, as in Chromium).
                flexFraction = findFrSize(tracks, all, spaceToFill: mx)
                passedMax = true
            }
        }
        if input.sources.isEmpty {
            growToShares(&tracks, flexFraction: flexFraction)
        } else {
            var sets = trackSets(tracks, input.sources, input.setClasses, items, input.axis)
            sets.keep { tracks[$0].isFlexible }
            growToShares(&tracks, sets, flexFraction: flexFraction)
        }
        return passedMax
    }
}

/// ``growToShares(_:flexFraction:)`` over Blink's track sets (TrackSets.swift), as
/// Chromium 156 expands them: a set of flexible tracks that no item edge separates
/// takes `fr × its flex factors summed` as one share in whole 1/64 px, split equally
/// over its tracks, so that three `minmax(10px, 1fr)` columns under one 40px item
/// fill 40px, not 3 × 13.328125 (`fidelity-fix9b-flex-set-*`).
func growToShares(_ tracks: inout [GridTrack], _ sets: TrackSets, flexFraction: Double) {
    let fr = Float(flexFraction * 64)
    var carried: Float = 0
    for k in sets.sets.indices {
        var (flex, extent): (Float, Double) = (0, 0)
        for i in sets.entries(k) {
            flex += Float(tracks[i].flexFactor * tracks[i].weight)
            extent += tracks[i].extent
        }
        guard let share = flexShare(fr, flex: flex, carried: &carried, atLeast: extent) else { continue }
        let perTrack = share / Double(sets.sets[k].weight)
        for i in sets.entries(k) { tracks[i].baseSize = perTrack }
    }
}

/// Each flexible track's base size becomes its share of `flexFraction` (the size of
/// 1fr) where that is no less than its base size, in whole 1/64 px as Chromium 156
/// does (`GridTrackSizingAlgorithm::ExpandFlexibleTracks`): a share in 1/64 px is
/// `fr × flex factor` plus the fraction earlier tracks lost, plus float epsilon,
/// truncated; the fraction it loses passes on to the next flexible track, so that
/// the tracks together still take the whole of the space.
func growToShares(_ tracks: inout [GridTrack], flexFraction: Double) {
    let fr = Float(flexFraction * 64)
    var carried: Float = 0
    for i in tracks.indices where tracks[i].isFlexible {
        let flex = Float(tracks[i].flexFactor * tracks[i].weight)
        guard let share = flexShare(fr, flex: flex, carried: &carried, atLeast: tracks[i].extent) else { continue }
        tracks[i].baseSize = share / tracks[i].weight
    }
}

/// One share of Blink's `ExpandFlexibleTracks` for tracks of flex factors summing to
/// `flex`: `fr` (the size of 1fr in 1/64 px) × `flex`, plus the fraction `carried` that
/// earlier shares lost, plus float epsilon, truncated to whole 1/64 px; nil (the tracks
/// keep their base sizes, `carried` unchanged) where that is below their `extent`.
/// `carried` takes the fraction this share loses. Returns the share in px.
@inline(__always)
func flexShare(_ fr: Float, flex: Float, carried: inout Float, atLeast extent: Double) -> Double? {
    let share = fr * flex + carried
    let units = (share + Float.ulpOfOne).rounded(.towardZero)
    guard units.isFinite, Double(units) / 64 >= extent else { return nil }
    carried = max(share - units, 0)
    return Double(units) / 64
}

/// `length / divisor` as Chromium 156 finds the size of an fr: in 1/64 px, divided
/// in single precision (the result back in px).
func rawQuotient(_ length: Double, _ divisor: Double) -> Double {
    Double(Float(length * 64) / Float(divisor)) / 64
}

/// §11.7.1: the size of 1fr when `indices` share `spaceToFill`; tracks whose base size
/// exceeds their share are treated as inflexible, and the search restarts. An entry
/// standing for a run of tracks counts as its count of tracks (its flex factors and
/// base sizes summed). A base size counts in whole 1/64 px, as Chromium 156 holds it
/// (a LayoutUnit): 100px spread over three 0.5fr rows leaves each a base of 33.328125,
/// below its share of the 66.67px fr, so none turns inflexible.
func findFrSize(_ tracks: [GridTrack], _ indices: [Int], spaceToFill: Double) -> Double {
    var inflexible = Set<Int>()
    while true {
        var leftover = spaceToFill
        var flexSum = 0.0
        for k in indices {
            let t = tracks[k]
            if t.isFlexible && !inflexible.contains(k) { flexSum += t.flexFactor * t.weight } else { leftover -= t.extent }
        }
        if flexSum < 1 { flexSum = flexSum > 0 ? 1 : 0 }
        guard flexSum > 0, leftover > 0 else { return 0 }
        let fr = rawQuotient(leftover, flexSum)
        var changed = false
        for k in indices where tracks[k].isFlexible && !inflexible.contains(k) && fr * tracks[k].flexFactor < inLayoutUnits(tracks[k].baseSize) {
            inflexible.insert(k)
            changed = true
        }
        if !changed { return fr }
    }
}

