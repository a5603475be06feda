// css-grid-1 §8.3 Line-based Placement, §5.4 Grid Size Limits — https://www.w3.org/TR/css-grid-1/#line-placement
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

    /// css-grid-1 §5.4 Grid Size Limits: the largest line number, span or repeat count
    /// the engine keeps (public as ``GridLine/maximumLine``, which the parser clamps to):
    /// ±10,000,000, as Chromium 156 (older Chrome clamped at 10,000). Tracks far from
    /// every item are stored as runs (``TrackRuns``), so a line there costs no more than
    /// a line near the start; the explicit grid alone stops sooner
    /// (``ExplicitTracks/trackLimit``).
    static let limit = 10_000_000

    /// css-grid-1 §5.4: lines far beyond any real grid are clamped, as browsers do.
    func clamped() -> Self { Self(max(-Self.limit, min(Self.limit, value))) }

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

/// Index arithmetic of the track array, its one home: tracks and gutters interleaved
/// (`[edge, track, gutter, track, …, edge]`), so that gutters size like fixed tracks
/// and an item's span is one contiguous index range. Track `t` is at `2t + 1`, line
/// `l` at `2l` (the gutter or edge at that line).
enum TrackIndex {
    /// The index of track `t` (0-based from the first track of the array).
    @inline(__always) static func ofTrack(_ t: Int) -> Int { 2 * t + 1 }
    /// The index of the gutter (or edge) at line `l` (0-based from the array's first line).
    @inline(__always) static func ofLine(_ l: Int) -> Int { 2 * l }
    /// How long the array of `tracks` tracks is (with the gutters and both edges).
    @inline(__always) static func arrayCount(tracks: Int) -> Int { 2 * tracks + 1 }
    /// How many tracks an array of `arrayCount` entries holds.
    @inline(__always) static func trackCount(arrayCount: Int) -> Int { arrayCount / 2 }
    /// The indices an item between lines `start` and `end` covers, its tracks and the
    /// gutters between them (`lower..<upper`), in 32-bit arithmetic for the item records.
    @inline(__always)
    static func range(_ start: Int32, _ end: Int32) -> (lower: Int32, upper: Int32) { (2 * start + 1, 2 * end) }
    /// How many tracks the index range `lower..<upper` spans.
    @inline(__always) static func span(_ lower: Int32, _ upper: Int32) -> Int { Int(upper - lower + 1) / 2 }
}
