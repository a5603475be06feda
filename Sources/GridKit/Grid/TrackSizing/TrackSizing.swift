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

    /// Whether the container itself is being sized to its max-content size in this
    /// axis. Chromium treats only the inline axis so; an auto-height grid's rows are
    /// indefinite but not under a max-content constraint.
    var isMaxContentConstraint: Bool { axis == .horizontal && available.isMaxContent }
}

extension LayoutTree {
    mutating func sizeTracks(
        _ tracks: inout [GridTrack], _ items: inout GridItems, _ input: AxisSizingInput,
        otherTracks: [GridTrack]?
    ) {
        let context = ContributionContext(axis: input.axis, otherTracks: otherTracks, innerSize: input.innerSize)
        let kinds = initializeTrackSizes(&tracks, input)  // §11.4
        if kinds.sizedByContent || kinds.flexible {
            resolveIntrinsicTrackSizes(&tracks, &items, input, context)  // §11.5
        }
        maximizeTracks(&tracks, input)  // §11.6
        if kinds.flexible { expandFlexibleTracks(&tracks, &items, input, context) }  // §11.7
        stretchAutoTracks(&tracks, input)  // §11.8
    }
}

/// What §11.4 learns of an axis in its pass over the tracks, so that later steps
/// with no track to act on visit no item and make no pass of their own.
struct TrackKinds {
    /// Some track has an intrinsic minimum or maximum.
    var sizedByContent = false
    /// Some track is flexible (an `fr` maximum).
    var flexible = false
}

/// css-grid-1 §11.4 Initialize Track Sizes — https://www.w3.org/TR/css-grid-1/#algo-init
/// Base sizes from fixed minimums (0 for intrinsic ones), growth limits from fixed
/// maximums (infinity otherwise); percentages of an indefinite size behave as auto.
@discardableResult
func initializeTrackSizes(_ tracks: inout [GridTrack], _ input: AxisSizingInput) -> TrackKinds {
    var kinds = TrackKinds()
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

extension GridTrack {
    /// The fit-content() limit in px, if the track has one.
    func fitContentLimit(_ innerSize: Double?) -> Double? {
        switch maxKind {
        case .fitContentPx: maxValue
        case .fitContentPercent: innerSize.map { $0 * maxValue / 100 }
        default: nil
        }
    }
}

/// The sum of base sizes (tracks and gutters).
func totalBaseSize(_ tracks: [GridTrack]) -> Double {
    var s = 0.0
    for t in tracks { s += t.baseSize }
    return s
}

/// Percentages of an indefinite size behave as `auto` (§7.2.1); run before items
/// note which tracks they cross.
func resolvePercentages(_ tracks: inout [GridTrack], innerSize: Double?) {
    guard innerSize == nil else { return }
    for i in tracks.indices where !tracks[i].isGutter {
        if case .fixed(.percent) = tracks[i].minSizing { tracks[i].minSizing = .auto }
        if case .fixed(.percent) = tracks[i].maxSizing { tracks[i].maxSizing = .auto }
        if case .fitContent(.percent) = tracks[i].maxSizing { tracks[i].maxSizing = .maxContent }
    }
}
