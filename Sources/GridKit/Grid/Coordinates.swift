// The two coordinate systems of grid lines (css-grid-1 §8.3).
//
// CSS line numbers are 1-based with negatives counting from the end; the engine
// resolves them once, here, to `OriginZeroLine`s (0 is the explicit grid's first
// line, negative lines are implicit ones before it) and, after placement, to
// indices into the track array.

/// A grid line counted from the explicit grid's start line (CSS line 1 is 0).
struct OriginZeroLine: Hashable, Comparable {
    var value: Int
    init(_ value: Int) { self.value = value }
    static func < (a: Self, b: Self) -> Bool { a.value < b.value }
    static func + (a: Self, b: Int) -> Self { Self(a.value + b) }
    static func - (a: Self, b: Int) -> Self { Self(a.value - b) }
    static func - (a: Self, b: Self) -> Int { a.value - b.value }

    /// css-grid-1 §5.4: lines far beyond any real grid are clamped, as browsers do.
    func clamped() -> Self { Self(max(-GridLine.maximumLine, min(GridLine.maximumLine, value))) }

    /// The origin-zero line of a CSS line number (never 0) in a grid of `explicitCount` tracks.
    static func fromCSS(_ n: Int, explicitCount: Int) -> Self {
        n > 0 ? Self(n - 1) : Self(explicitCount + 1 + n)
    }
}

/// An item's extent in one axis, as origin-zero lines.
struct LineSpan: Hashable {
    var start: OriginZeroLine
    var end: OriginZeroLine
    var span: Int { end - start }
}

/// Index arithmetic of the track array: tracks and gutters interleaved, so that
/// gutters size like fixed tracks (track `t` at `2t + 1`, line `l` at `2l`).
enum TrackIndex {
    @inline(__always) static func ofTrack(_ t: Int) -> Int { 2 * t + 1 }
    @inline(__always) static func ofLine(_ l: Int) -> Int { 2 * l }
}
