// css-grid-1 §7.5 The Implicit Grid, §5.4 Grid Size Limits — https://www.w3.org/TR/css-grid-1/#implicit-grids
// Tracks stored as runs of lines, so that the cost of a grid follows its document and
// not its line numbers or spans (as Blink's GridRangeBuilder does): the axis is cut at
// every line where something changes (an item's edge, the explicit grid's edges and
// the lines where its track changes, the auto-fit repetition, an absolutely positioned
// child's lines). Between two such lines, every track is spanned by the same items,
// so tracks with one sizing function are sized alike by every step of §11 (they take
// equal shares of every distribution): a range of N tracks becomes one entry per
// sizing function of the grid-auto-* pattern, each with a `count`, and the steps
// weight entries by their counts.
//
// A range from line `a` of N tracks whose pattern has q members in it (q = 1 for
// explicit tracks, min(N, p) for a pattern of p sizes) is laid out in the track array
// as `T0(c0) G(c0) T1(c1) G(c1) … Tq-1(cq-1 - 1) G(cq-1 - 1) Tq-1(1)`: tracks and
// gutters still alternate, the range's last entry is one track, and `T(c) G(c)` stands
// for c tracks each followed by its inner gutter. Member i is the track at line a + i
// and the tracks q, 2q, … lines after it. An item never starts or ends inside a range,
// so only the ranges' own edges need positions; the order of the members within a
// range matters only to the per-track geometry (`AxisTracks.geometry`).

/// Where the ranges of an axis stored as runs are, in one array (an axis is copied
/// from step to step: one reference to retain).
struct TrackRuns {
    /// A line where a range starts or ends, the track-array index of the gutter (or
    /// edge) at it, and how many members the range starting there has (0 at the last).
    struct Cut {
        var line: Int
        var entry: Int32
        var members: Int32
    }
    /// The cuts, by line, from the axis' first line to its last.
    var cuts: [Cut] = []
    /// The tracks of the axis, all runs counted.
    var trackTotal = 0
    /// The free space §10.5 added after each open track (the per-track geometry needs it).
    var distributedGap = 0.0
    /// Whether the axis runs backwards (right to left columns).
    var reversed = false
    /// The sum `start + end` of the content box the offsets were mirrored in, when reversed.
    var mirrorSum = 0.0

    /// Records how §10.5 placed the entries: the space after each open track, and for a
    /// reversed axis the sum of its content box's edges (offsets were mirrored in it).
    mutating func noteAlignment(gap: Double, mirrorSum: Double?) {
        distributedGap = gap
        reversed = mirrorSum != nil
        self.mirrorSum = mirrorSum ?? 0
    }

    /// The index of the cut at `line`, or of the last one before it.
    /// - Complexity: O(log r) for r ranges.
    func cutIndex(ofLine line: Int) -> Int {
        var (lo, hi) = (0, cuts.count)
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if cuts[mid].line <= line { lo = mid } else { hi = mid }
        }
        return lo
    }

    /// Per track entry, which size of its source's list it has (``AxisTracks/setClasses``):
    /// member i of a range from line c stands for the tracks from line c + i on, the
    /// range's last single track for its last member's.
    func setClasses(_ sources: [TrackSource], entries: Int) -> [Int32] {
        var classes = [Int32](repeating: 0, count: entries)
        var s = 0
        for k in 0..<(cuts.count - 1) {
            let (c, q) = (cuts[k].line, Int(cuts[k].members))
            while s < sources.count && sources[s].lines.upperBound <= c { s += 1 }
            guard s < sources.count, sources[s].lines.contains(c), sources[s].period > 1 else { continue }
            var member = 0
            for e in stride(from: Int(cuts[k].entry) + 1, to: Int(cuts[k + 1].entry), by: 2) {
                classes[e] = Int32((c + min(member, q - 1) - sources[s].lines.lowerBound) % sources[s].period)
                member += 1
            }
        }
        return classes
    }

    /// The track-array index of the gutter at `line` (a line where a range starts or
    /// ends: every item's and absolutely positioned child's line is one).
    func entry(ofLine line: Int) -> Int { Int(cuts[cutIndex(ofLine: line)].entry) }
}

/// The index in the grid-auto-* pattern of `count` sizes (at least 1) of the implicit
/// track at origin-zero line `o` of an axis with `templateCount` template tracks: the
/// pattern repeats outward from the explicit grid, after it from its first size, before
/// it backwards from its last (css-grid-1 §7.6).
@inline(__always)
func autoPatternIndex(line o: Int, templateCount: Int, count p: Int) -> Int {
    o >= templateCount ? (o - templateCount) % p : ((o % p) + p) % p
}

/// Where an axis is cut into ranges, and what its tracks are: the input of ``TrackRuns``.
struct RunPlan {
    var lo: Int
    var hi: Int
    /// The explicit tracks (unrolled, at most ``ExplicitTracks/trackLimit``).
    var explicit: [GridTrack]
    var templateCount: Int
    var autoPattern: [GridTrack]
    var gap: Double
    /// The lines to cut at, in any order and with repeats (those outside lo...hi are ignored).
    var cuts: [Int]
    /// The lines of the items, to find which auto-fit ranges are empty.
    var spans: [(Int, Int)]
    var autoFit: Range<Int>?
    /// The explicit grid's `repeat()`s of two tracks or more: their edges are cuts, so
    /// that the axis' track sets (TrackSets.swift) are those of its tracks.
    var repeats: [TrackSource] = []

    /// The track at origin-zero line `o` (the grid-auto-* pattern repeats outward from
    /// the explicit grid: after it from its first size, before it backwards from its last).
    func track(at o: Int) -> GridTrack {
        if o >= 0 && o < templateCount { return explicit[o] }
        return autoPattern[autoPatternIndex(line: o, templateCount: templateCount, count: autoPattern.count)]
    }

    /// The sorted lines where ranges start and end, `lo` and `hi` included.
    func sortedCuts() -> [Int] {
        var all = cuts.filter { $0 > lo && $0 < hi }
        all.append(contentsOf: [lo, hi])
        for l in [0, templateCount, explicit.count] where l > lo && l < hi { all.append(l) }
        if let f = autoFit { all.append(contentsOf: [f.lowerBound, f.upperBound].filter { $0 > lo && $0 < hi }) }
        for r in repeats { all.append(contentsOf: [r.lines.lowerBound, r.lines.upperBound].filter { $0 > lo && $0 < hi }) }
        // Explicit tracks differ from one line to the next only where their sizes do; but
        // outside a repetition of one size each explicit track is a track set of its own
        // (TrackSets.swift).
        let explicitLines = max(1, lo)..<max(max(1, lo), min(hi, templateCount))
        var repeated = [Bool](repeating: false, count: repeats.isEmpty ? 0 : explicitLines.upperBound + 1)
        for r in repeats where r.period == 1 {  // one of several sizes: each line its own range
            let (a, b) = (max(r.lines.lowerBound + 1, 0), min(r.lines.upperBound, repeated.count))
            if a < b { for o in a..<b { repeated[o] = true } }
        }
        for o in explicitLines where !explicit[o].sizesLike(explicit[o - 1]) || !(o < repeated.count && repeated[o]) {
            all.append(o)
        }
        // A range is at most 2^30 tracks, so that its counts fit the entries' 32 bits.
        if hi - lo > 1 << 30 { all.append(contentsOf: stride(from: lo + (1 << 30), to: hi, by: 1 << 30)) }
        all.sort()
        var unique: [Int] = []
        unique.reserveCapacity(all.count)
        for l in all where unique.last != l { unique.append(l) }
        return unique
    }

    /// Per range between `lines`, whether it is an empty auto-fit range (collapsed, §7.2.3.2).
    func collapsedRanges(_ lines: [Int]) -> [Bool] {
        var collapsed = [Bool](repeating: false, count: max(0, lines.count - 1))
        guard let fit = autoFit else { return collapsed }
        func index(_ line: Int) -> Int {
            var (lo, hi) = (0, lines.count)
            while hi - lo > 1 {
                let mid = (lo + hi) / 2
                if lines[mid] <= line { lo = mid } else { hi = mid }
            }
            return lo
        }
        var starts = [Int32](repeating: 0, count: lines.count + 1)
        for (a, b) in spans where a < b {
            starts[index(a)] += 1
            starts[index(b)] -= 1
        }
        var open: Int32 = 0
        for k in 0..<collapsed.count {
            open += starts[k]
            collapsed[k] = open == 0 && fit.contains(lines[k])
        }
        return collapsed
    }
}

extension Array where Element == GridTrack {
    /// Whether the array is an axis stored as runs (its start edge has count 0), so
    /// that loops over an axis of single tracks skip the counts.
    var isStoredAsRuns: Bool { first?.count == 0 }
}

extension AxisTracks {
    /// The axis of `plan` as runs: one entry per member of each range (see the file's
    /// header), gutters between them, the kinds' prefix counts over the entries.
    /// - Complexity: O(r log r + p·r) for r cuts and a pattern of p sizes.
    init(runs plan: RunPlan, reusing buffer: consuming [GridTrack] = []) {
        var runs = TrackRuns()
        let lines = plan.sortedCuts()
        runs.trackTotal = plan.hi - plan.lo
        let collapsed = plan.collapsedRanges(lines)
        var tracks = consume buffer
        tracks.removeAll(keepingCapacity: true)
        var start = GridTrack.gutter(0)
        start.count = 0  // the mark of an axis stored as runs (`isStoredAsRuns`)
        tracks.append(start)
        runs.cuts.reserveCapacity(lines.count)
        // Whether a range from k on has an open track.
        var openFrom = [Bool](repeating: false, count: lines.count)
        for k in stride(from: lines.count - 2, through: 0, by: -1) { openFrom[k] = !collapsed[k] || openFrom[k + 1] }
        for k in 0..<(lines.count - 1) {
            let (a, n) = (lines[k], lines[k + 1] - lines[k])
            if k > 0 {
                // A gutter stays only between two tracks that are not collapsed (§7.2.3.2):
                // right after an open track with another after it, as ImplicitGrid.swift.
                tracks.append(.gutter(collapsed[k - 1] || !openFrom[k] ? 0 : plan.gap))
            }
            let q = a >= 0 && a < plan.templateCount ? 1 : min(n, plan.autoPattern.count)
            runs.cuts.append(TrackRuns.Cut(line: a, entry: Int32(tracks.count - 1), members: Int32(q)))
            var inner = GridTrack.gutter(collapsed[k] ? 0 : plan.gap)
            for i in 0..<q {
                var t = plan.track(at: a + i)
                if collapsed[k] { t.collapse() }
                let c = Int32((n - i + q - 1) / q)
                let ownRun = i < q - 1 ? c : c - 1  // the range ends on one track alone
                if ownRun > 0 {
                    (t.count, inner.count) = (ownRun, ownRun)
                    tracks.append(t)
                    tracks.append(inner)
                }
                if i == q - 1 {
                    t.count = 1
                    tracks.append(t)
                }
            }
        }
        tracks.append(.gutter(0))
        runs.cuts.append(TrackRuns.Cut(line: plan.hi, entry: Int32(tracks.count - 1), members: 0))
        self.tracks = tracks
        firstLine = plan.lo
        kindCounts = TrackKindCounts(tracks)
        let sourceLines = Self.sourceLines(
            explicitCount: plan.explicit.count, templateCount: plan.templateCount, repeats: plan.repeats,
            pattern: plan.autoPattern.count, lo: plan.lo, hi: plan.hi)
        sources = sourceLines.map {
            TrackSource(lines: runs.entry(ofLine: $0.lines.lowerBound) + 1..<runs.entry(ofLine: $0.lines.upperBound), period: $0.period)
        }
        if sourceLines.contains(where: { $0.period > 1 }) {
            setClasses = runs.setClasses(sourceLines, entries: tracks.count)
        }
        self.runs = runs
    }

    /// The line an item's edge at `line` has in the track array: the gutter index over
    /// two, from `firstLine` (for ``TrackIndex``, which items' ranges are made with).
    @inline(__always)
    func arrayLine(_ line: Int32) -> Int32 {
        guard let runs else { return line }
        return Int32(truncatingIfNeeded: firstLine + runs.entry(ofLine: Int(line)) / 2)
    }

    /// The gutter (or edge) at origin-zero `line`, which must lie in the axis.
    func gutter(atLine line: Int) -> GridTrack { tracks[entry(ofLine: line)] }

    /// Where an area from origin-zero `line` starts (§9 of css-grid-1): past the gutter
    /// at the line, or after the last open track when only collapsed tracks follow
    /// (``startPastLastOpenTrack(_:rightToLeft:)``). In a right-to-left axis, its right edge.
    func areaStart(atLine line: Int, rightToLeft: Bool) -> Double {
        if let past = startPastLastOpenTrack(line, rightToLeft: rightToLeft) { return past }
        let g = gutter(atLine: line)
        return rightToLeft ? g.offset : g.offset + g.baseSize
    }

    /// Where an area ending at origin-zero `line` ends: where the last open track before
    /// the line ends (``openTrack(before:)``), else at the gutter. In a right-to-left
    /// axis, its left edge.
    func areaEnd(atLine line: Int, rightToLeft: Bool) -> Double {
        if let t = openTrack(before: line) { return rightToLeft ? t.offset : t.offset + t.baseSize }
        let g = gutter(atLine: line)
        return rightToLeft ? g.offset + g.baseSize : g.offset
    }

    /// The last track before origin-zero `line` that is not collapsed (nil: none): its
    /// end is where an area ending at `line` ends (Chromium: short of the space §10.5
    /// put after it, and of the collapsed tracks between).
    /// - Complexity: O(k) for the k collapsed entries before `line`.
    func openTrack(before line: Int) -> GridTrack? {
        var entry = self.entry(ofLine: line) - 1
        while entry > 0 && tracks[entry].isCollapsed { entry -= 2 }
        return entry > 0 ? tracks[entry] : nil
    }

    /// Where an area starting at origin-zero `line` starts when only collapsed tracks
    /// follow the line (nil otherwise, or at the last line): after the last open
    /// track and the space Chromium puts after it (``spaceAfterOpenTrack``), which
    /// the grid's size does not count. Mirrored in a right-to-left axis.
    /// - Complexity: O(k) for the k collapsed entries at the axis' end.
    func startPastLastOpenTrack(_ line: Int, rightToLeft: Bool) -> Double? {
        guard line < lastLine else { return nil }
        var last = tracks.count - 2
        while last > 0 && tracks[last].isCollapsed { last -= 2 }
        guard last > 0, entry(ofLine: line) > last else { return nil }
        let t = tracks[last]
        return rightToLeft ? t.offset - spaceAfterOpenTrack : t.offset + t.baseSize + spaceAfterOpenTrack
    }

    /// The track-array index of the gutter (or edge) at origin-zero `line`.
    func entry(ofLine line: Int) -> Int { runs?.entry(ofLine: line) ?? TrackIndex.ofLine(line - firstLine) }

    /// The axis' last line (origin-zero).
    var lastLine: Int { firstLine + (runs?.trackTotal ?? trackCount) }

    /// Placements with their lines made array lines (``arrayLine(_:)``), for an axis
    /// stored as runs; `placed` itself otherwise.
    static func arrayPlacements(_ placed: [ItemPlacement], columns: AxisTracks, rows: AxisTracks) -> [ItemPlacement] {
        guard columns.runs != nil || rows.runs != nil else { return placed }
        return placed.map { p in
            ItemPlacement(
                column: (columns.arrayLine(p.columnStart), columns.arrayLine(p.columnEnd)),
                row: (rows.arrayLine(p.rowStart), rows.arrayLine(p.rowEnd)))
        }
    }
}
