// The queries of a waterfall layout: frames, lanes, hit testing, the items in a
// rectangle and the content size.
//
// Why the rectangle query is O(lanes · log n + answer): items are placed in order
// and a lane's running position only grows, so within one lane the items never
// overlap and their starts and ends both increase with their index. Each lane keeps
// its items in that order (an item spanning k lanes is listed in each), so the items
// of a lane that meet a band [lo, hi) along the scroll axis are one run of that list,
// found by a binary search for the first end after lo and a scan while starts are
// before hi. Across the whole grid, starts are NOT monotonic (a short lane fills in
// below a tall item placed earlier), which is why no single search over item order
// would do. The tests check this against a brute-force scan.

extension WaterfallLayout {
    /// The frame of an item from `start` to `end` along the scroll axis over `span`
    /// lanes from `lane`, transposed and mirrored; its edges across are the lanes' own
    /// edges, so neighbours share them exactly.
    @inline(__always)
    func frame(start m0: Double, end m1: Double, lane: Int, span: Int, mirrorWidth: Double) -> LayoutRect {
        let c0 = crossLead + Double(lane) * crossPitch
        let c1 = crossLead + Double(lane + span - 1) * crossPitch + laneWidth
        var r =
            transposed
            ? LayoutRect(x: m0, y: c0, width: m1 - m0, height: c1 - c0)
            : LayoutRect(x: c0, y: m0, width: c1 - c0, height: m1 - m0)
        if mirrored { r.origin.x = mirrorWidth - r.maxX }
        return r
    }

    @inline(__always)
    func frame(of e: LaneEntry, mirrorWidth: Double) -> LayoutRect {
        frame(start: e.start, end: e.end, lane: Int(e.lane), span: Int(e.span), mirrorWidth: mirrorWidth)
    }

    /// The width that right-to-left mirrors across: the content's width.
    var mirrorWidth: Double { transposed ? contentMainLength : contentCross }

    var contentMainLength: Double { mainExtent + mainEnd }

    /// The lane entry of item `index` (which must exist).
    @inline(__always)
    func entry(at index: Int) -> LaneEntry {
        let p = placements[index]
        return laneIndex[Int(p.lane)].entries[Int(p.entry)]
    }

    func unsafeFrame(at index: Int) -> LayoutRect { frame(of: entry(at: index), mirrorWidth: mirrorWidth) }

    /// The frame of item `index`.
    ///
    /// - Throws: ``WaterfallError/indexOutOfRange(index:itemCount:)`` unless
    ///   `0 <= index < itemCount`.
    /// - Complexity: O(1).
    public func frame(at index: Int) throws(WaterfallError) -> LayoutRect {
        guard index >= 0, index < itemCount else { throw .indexOutOfRange(index: index, itemCount: itemCount) }
        return unsafeFrame(at: index)
    }

    /// The frame of item `index`, or nil when there is no such item.
    ///
    /// - Complexity: O(1).
    public func frameIfPresent(at index: Int) -> LayoutRect? {
        index >= 0 && index < itemCount ? unsafeFrame(at: index) : nil
    }

    /// The lanes item `index` covers, in reading order (lane 0 is the leading one).
    ///
    /// - Complexity: O(1).
    public func lanes(of index: Int) throws(WaterfallError) -> Range<Int> {
        guard index >= 0, index < itemCount else { throw .indexOutOfRange(index: index, itemCount: itemCount) }
        let p = placements[index]
        return Int(p.lane)..<(Int(p.lane) + Int(p.span))
    }

    /// The rectangle of lane `lane` (in reading order) over the content's whole length,
    /// insets excluded: what an app draws behind a lane, or ``laneWidth`` wide at
    /// the lane's place.
    ///
    /// - Throws: ``WaterfallError/indexOutOfRange(index:itemCount:)`` unless
    ///   `0 <= lane < laneCount`.
    /// - Complexity: O(1).
    public func laneFrame(at lane: Int) throws(WaterfallError) -> LayoutRect {
        guard lane >= 0, lane < laneCount else { throw .indexOutOfRange(index: lane, itemCount: laneCount) }
        return frame(start: mainStart, end: max(mainStart, mainExtent), lane: lane, span: 1, mirrorWidth: mirrorWidth)
    }

    /// Where the next item of each lane would start along the scroll axis (in content
    /// coordinates, before any right-to-left mirroring): css-grid-3's running
    /// positions, the item spacing included.
    public var runningPositions: [Double] { running.positions }

    /// The frames of the items in `range` (clamped to `0 ..< itemCount`), written to
    /// the start of `buffer`; returns how many were written (at most `buffer.count`).
    ///
    /// - Complexity: O(n) in the number written.
    @discardableResult
    public func writeFrames(in range: Range<Int>, to buffer: UnsafeMutableBufferPointer<LayoutRect>) -> Int {
        let lower = max(0, range.lowerBound)
        let upper = min(itemCount, range.upperBound)
        guard lower < upper, let base = buffer.baseAddress else { return 0 }
        let total = min(upper - lower, buffer.count)
        let width = mirrorWidth
        for k in 0..<total { base[k] = frame(of: entry(at: lower + k), mirrorWidth: width) }
        return total
    }

    /// The frames of the items in `range`, clamped to `0 ..< itemCount`.
    ///
    /// - Complexity: O(n) in the number of frames.
    public func frames(in range: Range<Int>) -> [LayoutRect] {
        let n = max(0, min(itemCount, range.upperBound) - max(0, range.lowerBound))
        return [LayoutRect](unsafeUninitializedCapacity: n) { buffer, initialized in
            initialized = writeFrames(in: range, to: buffer)
        }
    }

    /// The frames of all items.
    public var frames: [LayoutRect] { frames(in: 0..<itemCount) }

    /// The size of the content: the container's width (height when scrolling
    /// horizontally), or the lanes' when they do not fit, by the longest lane plus the
    /// insets.
    ///
    /// - Complexity: O(1).
    public var contentSize: LayoutSize {
        transposed
            ? LayoutSize(width: contentMainLength, height: contentCross)
            : LayoutSize(width: contentCross, height: contentMainLength)
    }

    // MARK: Hit testing and visible items

    /// A rectangle in unmirrored cross/main terms: (cross low, cross high, main low, main high).
    private func crossMain(_ rect: LayoutRect) -> (Double, Double, Double, Double) {
        let width = mirrorWidth
        let x0 = mirrored ? width - rect.maxX : rect.minX
        let x1 = mirrored ? width - rect.minX : rect.maxX
        return transposed ? (rect.minY, rect.maxY, x0, x1) : (x0, x1, rect.minY, rect.maxY)
    }

    /// The lanes whose column (with the gap after it) may meet `lo ..< hi` across,
    /// one lane wider on each side so rounding cannot lose one.
    private func laneRange(_ lo: Double, _ hi: Double) -> ClosedRange<Int> {
        guard crossPitch > 0 else { return 0...(laneCount - 1) }
        let a = floorLane((lo - crossLead) / crossPitch) - 1
        let b = floorLane((hi - crossLead) / crossPitch) + 1
        return max(0, a)...max(0, min(laneCount - 1, b))
    }

    private func floorLane(_ v: Double) -> Int {
        guard v.isFinite else { return v > 0 ? laneCount : -1 }
        return v >= Double(laneCount) ? laneCount : v <= -1 ? -1 : Int(v.rounded(.down))
    }

    /// The items of `lane` from entry `start` on (the first ending after `key`) that
    /// start before `until` and meet `rect`, each reported from its first lane at or
    /// after `firstLane`.
    @inline(__always)
    private func scan(
        lane l: Int, from start: Int, key: Double, until: Double, firstLane: Int, _ rect: LayoutRect, into found: inout [Int]
    ) {
        let index = laneIndex[l]
        let width = mirrorWidth
        var k = index.firstEntry(from: start, after: key)
        while k < index.entries.count && index.entries[k].start < until {
            let e = index.entries[k]
            if max(Int(e.lane), firstLane) == l && frame(of: e, mirrorWidth: width).intersects(rect) {
                found.append(Int(e.item))
            }
            k += 1
        }
    }

    /// The indices of the items whose frames intersect `rect` (share an area with it,
    /// as ``LayoutRect/intersects(_:)`` says), as ranges of consecutive indices in
    /// increasing order: what a virtualized feed asks for on every scroll.
    ///
    /// - Complexity: O(lanes · log n + answer · log answer) for n items; the lanes
    ///   are those the rectangle crosses (plus one on each side).
    public func indices(in rect: LayoutRect) -> [Range<Int>] {
        guard itemCount > 0, rect.isQueryable else { return [] }
        let (cLo, cHi, mLo, mHi) = crossMain(rect)
        // A little slack along the lanes: the exact test below decides, on the frames.
        let slack = (abs(mLo) + abs(mHi)) * 4 * Double.ulpOfOne + Double.leastNormalMagnitude
        let lanes = laneRange(cLo, cHi)
        var found: [Int] = []
        found.reserveCapacity(64)
        let key = mLo - slack
        // The search goes down the lanes' indexes one level at a time for all lanes, and
        // loads one value of each lane before the scans that need it, so that the cache
        // misses of different lanes overlap instead of following one another.
        withUnsafeTemporaryAllocation(of: Int.self, capacity: lanes.count) { starts in
            var touched = 0.0
            for (k, l) in lanes.enumerated() {
                starts[k] = laneIndex[l].middleStart(after: key)
                touched += laneIndex[l].everyEighthEnd.indices.contains(starts[k]) ? laneIndex[l].everyEighthEnd[starts[k]] : 0
            }
            for (k, l) in lanes.enumerated() {
                starts[k] = laneIndex[l].entriesStart(from: starts[k], after: key)
                touched += laneIndex[l].entries.indices.contains(starts[k]) ? laneIndex[l].entries[starts[k]].end : 0
            }
            if touched.isNaN { found.removeAll() }  // never: it only keeps the loads above
            for (k, l) in lanes.enumerated() {
                scan(lane: l, from: starts[k], key: key, until: mHi + slack, firstLane: lanes.lowerBound, rect, into: &found)
            }
        }
        if lanes.count > 1 { found.sort() }
        var result: [Range<Int>] = []
        result.reserveCapacity(16)
        for i in found {
            if let last = result.last, last.upperBound == i {
                result[result.count - 1] = last.lowerBound..<(i + 1)
            } else {
                result.append(i..<(i + 1))
            }
        }
        return result
    }

    /// The index of the item under `point`, or nil in a gap, an inset or outside.
    ///
    /// - Complexity: O(log n).
    public func index(at point: LayoutPoint) -> Int? {
        guard point.x.isFinite, point.y.isFinite, itemCount > 0 else { return nil }
        let probe = LayoutRect(origin: point, size: .zero)
        let (c, _, m, _) = crossMain(probe)
        let width = mirrorWidth
        for l in laneRange(c, c) {
            let index = laneIndex[l]
            var k = index.firstEnding(after: m - (abs(m) * 4 * Double.ulpOfOne + Double.leastNormalMagnitude))
            while k < index.entries.count && index.entries[k].start <= m {
                let e = index.entries[k]
                if frame(of: e, mirrorWidth: width).contains(point) { return Int(e.item) }
                k += 1
            }
        }
        return nil
    }
}
