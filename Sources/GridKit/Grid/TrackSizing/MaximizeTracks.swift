// css-grid-1 §11.6 Maximize Tracks — https://www.w3.org/TR/css-grid-1/#algo-grow-tracks
// Positive free space grows base sizes equally up to growth limits; under a
// max-content constraint the free space is infinite, so every track reaches its limit.

/// §11.6: grows base sizes equally up to their growth limits with the free space.
/// `flexible`: the axis has a flexible track. Definite free space goes to Blink's track
/// sets (TrackSets.swift), whose `items` cut the axis.
func maximizeTracks(
    _ tracks: inout [GridTrack], _ input: AxisSizingInput, flexible: Bool = false, items: GridItems
) {
    var space: Double
    switch input.available {
    case .maxContent:
        // An indefinite width may still be capped by a max size (redo as if sized to it).
        // Rows only with a flexible row (Chromium: otherwise an auto-height grid's rows
        // reach their growth limits past its max-height, which only clamps the
        // container; with one, §11.7's redo at the max-height sizes every row again in
        // that definite space; see README deviations).
        if input.axis == .horizontal || flexible, let cap = input.maxInnerSize {
            space = cap - totalBaseSize(tracks)
        } else {
            for i in tracks.indices where !tracks[i].isGutter { tracks[i].baseSize = tracks[i].growthLimit }
            return
        }
    case .minContent: return
    case .definite(let v): space = v - totalBaseSize(tracks)
    }
    // No track with room takes nothing: the sets (a pass over the items) are not needed.
    guard space > 0, tracks.contains(where: { !$0.isGutter && $0.growthLimit > $0.baseSize }) else { return }
    distributeFreeSpace(&tracks, trackSets(tracks, input.sources, input.setClasses, items, input.axis), space: space, beyondLimits: false)
}
