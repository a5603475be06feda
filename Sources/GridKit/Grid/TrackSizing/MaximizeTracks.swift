// css-grid-1 §11.6 Maximize Tracks — https://www.w3.org/TR/css-grid-1/#algo-grow-tracks
// Positive free space grows base sizes equally up to growth limits; under a
// max-content constraint the free space is infinite, so every track reaches its limit.

func maximizeTracks(_ tracks: inout [GridTrack], _ input: AxisSizingInput) {
    var space: Double
    switch input.available {
    case .maxContent:
        // An indefinite size may still be capped by a max size (redo as if sized to it).
        if let cap = input.maxInnerSize {
            space = cap - totalBaseSize(tracks)
        } else {
            for i in tracks.indices where !tracks[i].isGutter { tracks[i].baseSize = tracks[i].growthLimit }
            return
        }
    case .minContent: return
    case .definite(let v): space = v - totalBaseSize(tracks)
    }
    var rounds = 0
    while space > 1e-9 && rounds < 64 {
        rounds += 1
        var open = 0
        var smallest = Double.infinity
        for t in tracks where !t.isGutter {
            let room = t.growthLimit - t.baseSize
            if room > 1e-9 {
                open += 1
                smallest = min(smallest, room)
            }
        }
        guard open > 0 else { break }
        let share = min(space / Double(open), smallest)
        for i in tracks.indices where !tracks[i].isGutter && tracks[i].growthLimit - tracks[i].baseSize > 1e-9 {
            tracks[i].baseSize += share
            space -= share
        }
    }
}
