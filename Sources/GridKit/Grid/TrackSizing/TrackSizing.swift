// css-grid-1 §11.3 Track Sizing Algorithm — https://www.w3.org/TR/css-grid-1/#algo-track-sizing
// The steps, in order, for one axis: initialize (§11.4), resolve intrinsic sizes
// (§11.5), maximize (§11.6), expand flexible tracks (§11.7), stretch auto tracks (§11.8).

/// What the track sizing of one axis needs to know of the container.
struct AxisSizingInput {
    var axis: LayoutAxis
    /// The available grid space: definite, or the constraint the grid is sized under.
    var available: AvailableSpace
    /// The container's inner size when definite (percentages of tracks resolve against it).
    var innerSize: Double?
    var minInnerSize: Double?
    var maxInnerSize: Double?
    var contentAlignment: ContentAlignment.Position
    /// §11.7 sizes an indefinite fr again against `minInnerSize` unless this is set (a
    /// column subgrid's own rows: Chromium 156 does not, css-grid-2 §9, SubgridSizing.swift).
    var flexIgnoresMinSize = false
    /// The axis' repetitions and implicit tracks, which Blink shares free space among as
    /// sets (TrackSets.swift); empty: every track a set of its own.
    var sources: [TrackSource] = []
    /// Which size of its list each track entry of a source has (``AxisTracks/setClasses``).
    var setClasses: [Int32] = []

    /// Takes the sources and set classes of the axis `tracks` stores.
    mutating func takeSets(of tracks: AxisTracks) {
        sources = tracks.sources
        setClasses = tracks.setClasses
    }
}

extension LayoutTree {
    /// §11.3: sizes the tracks of one axis, in the spec's order of steps. `otherTracks`
    /// are the other axis' sized tracks (the columns, when sizing rows), or nil. Returns
    /// whether §11.7 sized flexible rows again at the max-height (``expandFlexibleTracks``).
    @discardableResult
    mutating func sizeTracks(
        _ tracks: inout [GridTrack], _ items: inout GridItems, _ input: AxisSizingInput,
        otherTracks: [GridTrack]?
    ) -> Bool {
        let context = ContributionContext(axis: input.axis, otherTracks: otherTracks, innerSize: input.innerSize)
        let kinds = initializeTrackSizes(&tracks, input)  // §11.4
        if kinds.sizedByContent || kinds.flexible {
            resolveIntrinsicTrackSizes(&tracks, &items, input, context, runs: kinds.runs)  // §11.5
        }
        maximizeTracks(&tracks, input, flexible: kinds.flexible, items: items)  // §11.6
        let passedMax = kinds.flexible && expandFlexibleTracks(&tracks, &items, input, context)  // §11.7
        stretchAutoTracks(&tracks, input, items: items)  // §11.8
        return passedMax
    }
}

/// What §11.4 learns of an axis in its pass over the tracks, so that later steps
/// with no track to act on visit no item and make no pass of their own.
struct TrackKinds {
    /// Some track has an intrinsic minimum or maximum.
    var sizedByContent = false
    /// Some track is flexible (an `fr` maximum).
    var flexible = false
    /// Some entry stands for several tracks (an axis stored as runs, ``TrackRuns``).
    var runs = false
}

/// css-grid-1 §11.4 Initialize Track Sizes — https://www.w3.org/TR/css-grid-1/#algo-init
/// Base sizes from fixed minimums (0 for intrinsic ones), growth limits from fixed
/// maximums (infinity otherwise); percentages of an indefinite size behave as auto.
@discardableResult
func initializeTrackSizes(_ tracks: inout [GridTrack], _ input: AxisSizingInput) -> TrackKinds {
    var kinds = TrackKinds()
    kinds.runs = tracks.isStoredAsRuns
    let innerSize = input.innerSize
    tracks.withUnsafeMutableBufferPointer { track in
        for i in 0..<track.count {
            var t = track[i]
            t.baseSize = t.fixedMinimum(innerSize) ?? 0
            t.growthLimit = t.fixedMaximum(innerSize) ?? .infinity
            if t.growthLimit < t.baseSize { t.growthLimit = t.baseSize }
            t.isInfinitelyGrowable = false
            if !t.isGutter {
                if t.hasIntrinsicMin || t.hasIntrinsicMax { kinds.sizedByContent = true }
                if t.isFlexible { kinds.flexible = true }
            }
            track[i] = t
        }
    }
    return kinds
}

/// The equal share of §11.5.1 ("distribute space equally… freezing each once it
/// reaches its limit"), the one home of that loop (§11.6 and §11.8 share free space
/// as Blink does, among its track sets: TrackSets.swift): `space` goes in equal shares to the
/// members with room left, no member taking more than its room, until the space is
/// gone or every member is frozen. `room(m)` is what member `m` can still take;
/// `give(m, share)` hands it a share. A member that stands for `weight(m)` identical
/// tracks (a run, ``TrackRuns``) takes that many shares: its tracks are frozen together.
/// Leaves in `space` what no member could take.
///
/// - Complexity: O(members x rounds); each round freezes at least one member or
///   spends the space, and rounds stop at 64 against rounding drift.
@inline(__always)
func shareEqually<Members: Collection>(
    _ space: inout Double, among members: Members, room: (Members.Element) -> Double,
    give: (Members.Element, Double) -> Void, weight: (Members.Element) -> Double
) {
    var rounds = 0
    while space > 1e-9 && rounds < 64 {
        rounds += 1
        var open = 0.0
        var smallest = Double.infinity
        for m in members {
            let r = room(m)
            if r > 1e-9 {
                open += weight(m)
                smallest = min(smallest, r)
            }
        }
        guard open > 0 else { break }
        let share = min(space / open, smallest)
        for m in members where room(m) > 1e-9 {
            give(m, share)
            let w = weight(m)
            space -= w == 1 ? share : share * w
        }
    }
}

/// The sum of base sizes (tracks and gutters), each entry's times its count.
func totalBaseSize(_ tracks: [GridTrack]) -> Double {
    var s = 0.0
    if tracks.isStoredAsRuns {
        for t in tracks { s += t.extent }
    } else {
        for t in tracks { s += t.baseSize }
    }
    return s
}

/// Percentages of an indefinite size behave as `auto` (§7.2.1); run before items
/// note which tracks they cross.
func resolvePercentages(_ tracks: inout [GridTrack], innerSize: Double?) {
    guard innerSize == nil else { return }
    for i in tracks.indices where !tracks[i].isGutter { tracks[i].resolvePercentagesOfIndefiniteSize() }
}
