// css-grid-1 §11.6 and §11.8 as Chromium shares free space: among track "sets" (Blink
// GridSizingTrackCollection::BuildSets, GridTrackSizingAlgorithm's
// DistributeExtraSpaceToSets), in whole layout units (1/64 px).
//
// Blink cuts an axis into ranges at every placed item's edge and at the edges of each
// track definition list (a `repeat()`, the implicit tracks on one side of the explicit
// grid); the tracks of a range that share a definition of the list are one set, sized
// as one record of `count` tracks (its base size and growth limit the sums of theirs).
// Free space then goes to the sets in the order of their whole room (not their
// tracks'), each taking `space × count / tracks left` truncated to 1/64 px, at most its
// room, the last one the rest: a set of two tracks with 15px of room is served after a
// track with 10px, and may leave that track short of its limit (see README, deviations).

/// The tracks of one definition list Blink keeps in sets: a `repeat()` of two or more
/// tracks, or the implicit tracks on one side of the explicit grid (and those
/// grid-template-areas adds). In an ``ExplicitTracks`` its `lines` are origin-zero lines;
/// in an ``AxisTracks``, array indices: its first track entry up to the gutter after its
/// last (an axis stored as runs is cut at each source's edges).
struct TrackSource: Hashable {
    var lines: Range<Int>
    /// How many sizes the list has: a set takes the tracks of one of them (every
    /// `period`-th track of a range).
    var period = 1
}

/// Blink's sets of an axis, in its order (by range, then by first track within a
/// range): `members` lists the track-array entries of each set in turn, `sets` each
/// set's end in `members` and its weight (its tracks, an entry of runs counting its
/// count). Every track of a set is sized alike.
struct TrackSets {
    var members: [Int] = []
    var sets: [(end: Int, weight: Int)] = []

    /// The entries of set `k`.
    func entries(_ k: Int) -> ArraySlice<Int> { members[(k == 0 ? 0 : sets[k - 1].end)..<sets[k].end] }

    /// Keeps the sets whose tracks are `wanted` (judged by each set's first entry).
    mutating func keep(_ wanted: (Int) -> Bool) {
        var kept = TrackSets()
        for k in sets.indices where wanted(members[entries(k).startIndex]) {
            kept.members += entries(k)
            kept.sets.append((kept.members.count, sets[k].weight))
        }
        self = kept
    }
}

extension AxisTracks {
    /// The sources of an axis in origin-zero lines, from the explicit grid's repetitions
    /// and its implicit tracks before and after it, each within `lo..<hi` and of two
    /// tracks or more.
    static func sourceLines(
        explicitCount: Int, templateCount: Int, repeats: [TrackSource], pattern: Int, lo: Int, hi: Int
    ) -> [TrackSource] {
        var lines: [TrackSource] = []
        if explicitCount == 0 {
            lines.append(TrackSource(lines: lo..<hi, period: pattern))
        } else {
            lines.append(TrackSource(lines: lo..<0, period: pattern))
            lines += repeats
            lines.append(TrackSource(lines: templateCount..<explicitCount, period: pattern))
            lines.append(TrackSource(lines: explicitCount..<hi, period: pattern))
        }
        return lines.compactMap { l in
            let (a, b) = (max(l.lines.lowerBound, lo), min(l.lines.upperBound, hi))
            return b - a >= 2 ? TrackSource(lines: a..<b, period: max(1, l.period)) : nil
        }
    }

    /// The sources of an axis of one entry per track, in array indices, and when some
    /// list has several sizes, the size of each track entry within its source (its
    /// ``AxisTracks/setClasses``).
    static func sources(explicit: ExplicitTracks, pattern: Int, lo: Int, hi: Int) -> ([TrackSource], [Int32]) {
        let lines = sourceLines(
            explicitCount: explicit.count, templateCount: explicit.templateCount, repeats: explicit.repeats,
            pattern: pattern, lo: lo, hi: hi)
        let sources = lines.map {
            TrackSource(lines: TrackIndex.ofTrack($0.lines.lowerBound - lo)..<TrackIndex.ofLine($0.lines.upperBound - lo), period: $0.period)
        }
        guard sources.contains(where: { $0.period > 1 }) else { return (sources, []) }
        var classes = [Int32](repeating: 0, count: TrackIndex.arrayCount(tracks: hi - lo))
        for source in sources where source.period > 1 {
            for i in stride(from: source.lines.lowerBound, to: source.lines.upperBound, by: 2) {
                classes[i] = Int32(((i - source.lines.lowerBound) / 2) % source.period)
            }
        }
        return (sources, classes)
    }
}

/// Blink's sets of an axis (GridSizingTrackCollection::BuildSets over the ranges of
/// GridRangeBuilder): the tracks of a source are cut into ranges at the edges of
/// `items`, and within a range the tracks of one size of the list (one of `classes`,
/// all of one class when empty) are one set; every other track is a set of its own.
/// Collapsed tracks belong to no set. An axis stored as runs gives the same sets, its
/// entries weighted by their counts.
func trackSets(
    _ tracks: [GridTrack], _ sources: [TrackSource], _ classes: [Int32], _ items: GridItems, _ axis: LayoutAxis
) -> TrackSets {
    var out = TrackSets()
    out.members.reserveCapacity(tracks.count / 2)
    out.sets.reserveCapacity(tracks.count / 2)
    func single(_ i: Int) {
        guard !tracks[i].isGutter, !tracks[i].isCollapsed else { return }
        out.members.append(i)
        out.sets.append((out.members.count, Int(tracks[i].count)))
    }
    let sources = sources.filter { $0.lines.upperBound <= tracks.count && $0.lines.lowerBound % 2 == 1 }
    guard !sources.isEmpty else {
        for i in stride(from: 1, to: tracks.count, by: 2) { single(i) }
        return out
    }
    var edge = [Bool](repeating: false, count: tracks.count + 1)
    // Item edges fall on lines (even indices); once every line is one, the rest of the
    // items can add none (a full grid of single-track items stops after its first row).
    var (marked, lines) = (0, tracks.count / 2 + 1)
    for line in items.subgridLines where line >= 0 && line < edge.count && !edge[line] {
        (edge[line], marked) = (true, marked + 1)
    }
    for k in items.indices {
        if marked == lines { break }
        if items.cores[k].node < 0 { continue }  // a subgrid's edge placeholder
        let r = items.cores[k].tracks(axis)
        guard r.lowerBound >= 1 && r.upperBound <= tracks.count else { continue }
        if !edge[r.lowerBound - 1] { (edge[r.lowerBound - 1], marked) = (true, marked + 1) }
        if !edge[r.upperBound] { (edge[r.upperBound], marked) = (true, marked + 1) }
    }
    var (i, s) = (1, 0)
    while i < tracks.count {
        while s < sources.count && sources[s].lines.upperBound <= i { s += 1 }
        guard s < sources.count, sources[s].lines.lowerBound == i else {
            single(i)
            i += 2
            continue
        }
        var a = i
        while a < sources[s].lines.upperBound {
            var b = a + 2
            while b < sources[s].lines.upperBound && !edge[b - 1] { b += 2 }
            addRange(stride(from: a, to: b, by: 2), tracks, classes, &out)
            a = b
        }
        i = sources[s].lines.upperBound + 1
    }
    return out
}

/// Per track entry, the entries of its set as one range (`first..<last + 1`) where the
/// set's tracks are one stretch; nil where they are not (a set of every other size of a
/// list) or the entry is in no set.
func setStretches(_ tracks: [GridTrack], _ sets: TrackSets) -> [Range<Int>?] {
    var stretch = [Range<Int>?](repeating: nil, count: tracks.count)
    for k in sets.sets.indices {
        let entries = sets.entries(k)
        guard let first = entries.first, let last = entries.last, last - first == 2 * (entries.count - 1) else { continue }
        for i in entries where i < stretch.count { stretch[i] = first..<(last + 1) }
    }
    return stretch
}

/// The sets of one range: its open tracks grouped by class, in the order of their first.
private func addRange(_ range: StrideTo<Int>, _ tracks: [GridTrack], _ classes: [Int32], _ out: inout TrackSets) {
    func kind(_ i: Int) -> Int32 { i < classes.count ? classes[i] : 0 }
    var firsts: [Int] = []
    for i in range where !tracks[i].isCollapsed && !firsts.contains(where: { kind($0) == kind(i) }) {
        firsts.append(i)
    }
    for f in firsts {
        var weight = 0
        for i in range where !tracks[i].isCollapsed && kind(i) == kind(f) {
            out.members.append(i)
            weight += Int(tracks[i].count)
        }
        out.sets.append((out.members.count, weight))
    }
}

/// A length in whole layout units (1/64 px), as Blink's LayoutUnit keeps it.
@inline(__always)
private func rawUnits(_ length: Double) -> Int64 {
    guard length.isFinite else { return Int64.max }
    return Int64(inLayoutUnits(max(length, 0)) * 64)
}

/// Blink's DistributeExtraSpaceToSetsEqually for free space (§11.6 maximize, §11.8
/// stretch): `space` goes to `sets` up to their growth limits, sorted by their whole
/// room when some set has room, each taking its weight's share of what is left in
/// whole 1/64 px; then, when `beyondLimits` (§11.8), what is left goes to every set the
/// same way, in that order. Each set's tracks grow alike.
func distributeFreeSpace(_ tracks: inout [GridTrack], _ sets: TrackSets, space: Double, beyondLimits: Bool) {
    var extra = rawUnits(space)
    let count = sets.sets.count
    guard extra > 0, count > 0 else { return }
    var order = Array(0..<count)
    var room = [Int64](repeating: 0, count: count)
    var growable = 0
    for k in 0..<count {
        let t = tracks[sets.members[sets.entries(k).startIndex]]
        room[k] = rawUnits((t.growthLimit - t.baseSize) * Double(sets.sets[k].weight))
        if room[k] > 0 { growable += sets.sets[k].weight }
    }
    if growable > 0 { order.sort { room[$0] < room[$1] || (room[$0] == room[$1] && $0 < $1) } }
    var given = [Int64](repeating: 0, count: count)
    func share(_ k: Int, limit: Int64) {
        guard growable > 0, limit > 0 else { return }
        let weight = sets.sets[k].weight
        var part = weight >= growable ? extra : extra * Int64(weight) / Int64(growable)
        part = min(part, limit)
        growable = weight >= growable ? 0 : growable - weight
        extra -= part
        given[k] += part
    }
    for k in order { share(k, limit: room[k]) }
    if beyondLimits && extra > 0 {
        growable = sets.sets.reduce(0) { $0 + $1.weight }
        for k in order { share(k, limit: Int64.max) }
    }
    for k in 0..<count where given[k] > 0 {
        let perTrack = Double(given[k]) / 64 / Double(sets.sets[k].weight)
        for i in sets.entries(k) {
            let capped = given[k] == room[k] && tracks[i].growthLimit.isFinite
            tracks[i].baseSize = capped ? tracks[i].growthLimit : tracks[i].baseSize + perTrack
        }
    }
}
