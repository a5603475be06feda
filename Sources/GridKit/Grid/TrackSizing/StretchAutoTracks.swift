// css-grid-1 §11.8 Stretch auto Tracks — https://www.w3.org/TR/css-grid-1/#algo-stretch
// With `normal` or `stretch` content alignment, definite positive free space goes
// equally to the tracks whose max sizing function is auto.

/// §11.8: shares definite positive free space equally among the auto-maximum tracks.
/// Blink shares it among its track sets (TrackSets.swift), whose `items` cut the axis:
/// up to their growth limits first, then beyond, in whole 1/64 px.
func stretchAutoTracks(_ tracks: inout [GridTrack], _ input: AxisSizingInput, items: GridItems) {
    guard input.contentAlignment == .normal || input.contentAlignment == .stretch else { return }
    let space: Double
    if let v = input.available.value { space = v } else if let mn = input.minInnerSize { space = mn } else { return }
    let free = space - totalBaseSize(tracks)
    guard free > 1e-9 else { return }
    guard tracks.contains(where: { !$0.isGutter && $0.hasAutoMax }) else { return }
    var sets = trackSets(tracks, input.sources, input.setClasses, items, input.axis)
    sets.keep { tracks[$0].hasAutoMax }
    distributeFreeSpace(&tracks, sets, space: free, beyondLimits: true)
}
