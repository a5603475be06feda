// css-grid-1 §11.8 Stretch auto Tracks — https://www.w3.org/TR/css-grid-1/#algo-stretch
// With `normal` or `stretch` content alignment, definite positive free space goes
// equally to the tracks whose max sizing function is auto.

/// §11.8: shares definite positive free space equally among the auto-maximum tracks.
func stretchAutoTracks(_ tracks: inout [GridTrack], _ input: AxisSizingInput) {
    guard input.contentAlignment == .normal || input.contentAlignment == .stretch else { return }
    let space: Double
    if let v = input.available.value { space = v } else if let mn = input.minInnerSize { space = mn } else { return }
    let free = space - totalBaseSize(tracks)
    guard free > 1e-9 else { return }
    var autoTracks = 0
    for t in tracks where !t.isGutter && t.hasAutoMax { autoTracks += Int(t.count) }
    guard autoTracks > 0 else { return }
    let share = free / Double(autoTracks)
    for i in tracks.indices where !tracks[i].isGutter && tracks[i].hasAutoMax { tracks[i].baseSize += share }
}
