// Resolution of a WaterfallGrid against a container, and the placement of items.
//
// As in UniformGridLayout, everything is computed along two abstract axes: "cross",
// which the lanes share, and "main", along which they run and the grid scrolls. A
// vertical waterfall has cross = x, main = y; a horizontal one is the transpose.
// Right-to-left mirrors the finished frame, so the arithmetic is written once.

/// Where one item is kept: its entry in the list of its first lane, which holds its
/// extent along the scroll axis (8 bytes an item, so a million items stay compact).
struct WaterfallPlacement: Hashable, Sendable {
    /// The item's index in `laneIndex[lane].entries`.
    var entry: Int32
    /// The first lane it covers, in reading order.
    var lane: Int16
    /// How many lanes it covers.
    var span: Int16
}

/// One item in one lane's list: the lists let a query find the items of a band
/// along the scroll axis by binary search, since within a lane items never overlap
/// and come in order. An entry carries all a frame needs, so a query reads nothing
/// else.
struct LaneEntry: Hashable, Sendable {
    var start: Double
    var end: Double
    var item: Int32
    var lane: Int16  // the item's first lane
    var span: Int16
}

/// The items of one lane, in order, with two levels of sampled ends above them
/// (ends never decrease within a lane): every 8th entry's end, and every 64th. A
/// search goes down the small top level (it stays in cache), then scans one cache
/// line of the middle level, then at most 8 neighbouring entries, so a query on a
/// million items touches a few cache lines per lane, like a two-level B-tree.
struct LaneIndex: Hashable, Sendable {
    var entries: [LaneEntry] = []
    var everyEighthEnd: [Double] = []
    var every64thEnd: [Double] = []

    @inline(__always)
    mutating func append(_ entry: LaneEntry) {
        if entries.count % 8 == 0 {
            if entries.count % 64 == 0 { every64thEnd.append(entry.end) }
            everyEighthEnd.append(entry.end)
        }
        entries.append(entry)
    }

    mutating func reserveCapacity(more: Int) {
        entries.reserveCapacity(entries.count + more)
        everyEighthEnd.reserveCapacity(everyEighthEnd.count + more / 8 + 1)
        every64thEnd.reserveCapacity(every64thEnd.count + more / 64 + 1)
    }

    /// The first entry whose end is after `position`.
    ///
    /// - Complexity: O(log n).
    func firstEnding(after position: Double) -> Int {
        firstEntry(from: entriesStart(from: middleStart(after: position), after: position), after: position)
    }

    /// Step 1: where to start scanning the middle level (every 8th end).
    @inline(__always)
    func middleStart(after position: Double) -> Int {
        var lo = 0
        var hi = every64thEnd.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if every64thEnd[mid] > position { hi = mid } else { lo = mid + 1 }
        }
        // Sample lo - 1 ends at or before `position`, sample lo after it, so the answer
        // is among the 8 samples of the level below between them (and so on below).
        return lo == 0 ? 0 : (lo - 1) * 8 + 1
    }

    /// Step 2: scan the middle level from `s`; where to start scanning the entries.
    @inline(__always)
    func entriesStart(from s: Int, after position: Double) -> Int {
        var s = s
        let sEnd = min(everyEighthEnd.count, (s + 7) / 8 * 8)
        while s < sEnd && everyEighthEnd[s] <= position { s += 1 }
        return s == 0 ? 0 : (s - 1) * 8 + 1
    }

    /// Step 3: scan at most 8 entries from `a`: the first ending after `position`.
    @inline(__always)
    func firstEntry(from a: Int, after position: Double) -> Int {
        var a = a
        let b = min(entries.count, (a + 7) / 8 * 8)
        while a < b && entries[a].end <= position { a += 1 }
        return a
    }
}

/// A ``WaterfallGrid`` resolved against a container, with its items placed.
///
/// Items are placed once, in order, when they are added; queries read the
/// placements. Frames are O(1); ``indices(in:)-(LayoutRect)`` is O(lanes · log n + answer).
public struct WaterfallLayout: Hashable, Sendable {
    /// The description this layout was resolved from.
    public let grid: WaterfallGrid
    /// The container size it was resolved in.
    public let containerSize: LayoutSize
    /// The number of lanes.
    public let laneCount: Int
    /// Every lane's extent across the scroll axis (its width when scrolling vertically).
    public let laneWidth: Double

    // Cross/main geometry.
    let crossLead: Double, crossPitch: Double, laneGap: Double, contentCross: Double
    let mainStart: Double, mainEnd: Double
    let spacing: Double  // between items of a lane
    let rule: RunningPositions.Rule
    let transposed: Bool
    let mirrored: Bool

    // Placement state.
    var placements: [WaterfallPlacement] = []
    var laneIndex: [LaneIndex]
    var running: RunningPositions
    var mainExtent: Double  // the largest end of any item, or mainStart

    /// How many items have been placed.
    public var itemCount: Int { placements.count }
}

private func checkLength(_ name: String, _ value: Double) throws(WaterfallError) {
    guard UniformGrid.isValidLength(value) else {
        throw .invalidLength(name: name, value: value)
    }
}

private func checkCount(_ name: String, _ value: Int, _ range: ClosedRange<Int>) throws(WaterfallError) {
    guard range.contains(value) else { throw .invalidCount(name: name, value: value, range: range) }
}

extension WaterfallLayout {
    init(grid: WaterfallGrid, container: LayoutSize) throws(WaterfallError) {
        try checkLength("container width", container.width)
        try checkLength("container height", container.height)
        for (name, v) in [
            ("top inset", grid.insets.top), ("left inset", grid.insets.left),
            ("bottom inset", grid.insets.bottom), ("right inset", grid.insets.right),
            ("lane spacing", grid.laneSpacing), ("item spacing", grid.itemSpacing),
        ] {
            try checkLength(name, v)
        }
        let vertical = grid.scrollAxis == .vertical
        let rtl = grid.layoutDirection == .rightToLeft
        // Right-to-left mirrors the finished frames, so the insets are mirrored first.
        let (leading, trailing) = rtl ? (grid.insets.right, grid.insets.left) : (grid.insets.left, grid.insets.right)
        let crossStart = vertical ? leading : grid.insets.top
        let crossEnd = vertical ? trailing : grid.insets.bottom
        let cross = vertical ? container.width : container.height
        let available = max(0, cross - crossStart - crossEnd)
        let gap = grid.laneSpacing
        let n = try Self.laneCount(grid.lanes, available: available, gap: gap)
        // The lanes share the width left after the gaps, as `repeat(n, 1fr)` with a column gap.
        let width = max(0, (available - Double(n - 1) * gap) / Double(n))

        self.grid = grid
        containerSize = container
        laneCount = n
        laneWidth = width
        crossLead = crossStart
        crossPitch = width + gap
        laneGap = gap
        // The container's width, unless the insets and gaps alone overflow it.
        let gaps = Double(n - 1) * gap
        contentCross = cross - crossStart - crossEnd - gaps >= 0 ? cross : crossStart + gaps + crossEnd
        mainStart = vertical ? grid.insets.top : leading
        mainEnd = vertical ? grid.insets.bottom : trailing
        spacing = grid.itemSpacing
        switch grid.placement {
        case .shortestLane:
            rule = .shortest(tolerance: 0, fromCursor: grid.tieBreaking == .afterPreviousItem)
        case .shortestLaneWithin(let tolerance):
            try checkLength("tolerance", tolerance)
            rule = .shortest(tolerance: tolerance, fromCursor: grid.tieBreaking == .afterPreviousItem)
        case .roundRobin:
            rule = .inTurn
        }
        transposed = !vertical
        mirrored = rtl
        laneIndex = [LaneIndex](repeating: LaneIndex(), count: n)
        running = RunningPositions(laneCount: n, start: mainStart)
        mainExtent = mainStart
    }

    /// The lane count a description asks for in `available` points.
    private static func laneCount(_ lanes: WaterfallGrid.Lanes, available: Double, gap: Double) throws(WaterfallError) -> Int {
        let limit = WaterfallGrid.maximumLaneCount
        switch lanes {
        case .count(let c):
            try checkCount("lane count", c, 1...limit)
            return c
        case .adaptive(let minimum, let maximumCount):
            try checkLength("minimum lane width", minimum)
            if let m = maximumCount { try checkCount("maximum lane count", m, 1...limit) }
            let cap = min(limit, maximumCount ?? limit)
            let pitch = minimum + gap
            guard pitch > 0 else { return cap }
            // n lanes need n * minimum + (n - 1) * gap <= available.
            let fit = ((available + gap) / pitch).rounded(.down)
            return max(1, min(cap, fit < Double(cap) ? Int(fit) : cap))
        }
    }

    // MARK: Adding items

    /// The span and length an item takes in this grid, or nil when the item is invalid.
    @inline(__always)
    func resolved(_ item: WaterfallItem) -> (span: Int, length: Double)? {
        guard item.span >= 1 else { return nil }
        let span = min(item.span, laneCount)
        let length: Double
        switch item.length {
        case .fixed(let l):
            length = l
        case .aspectRatio(let r):
            guard r.isFinite, r > 0 else { return nil }
            let across = Double(span) * laneWidth + Double(span - 1) * laneGap
            length = transposed ? across * r : across / r
        }
        guard UniformGrid.isValidLength(length) else { return nil }
        return (span, length)
    }

    /// The span and length an item takes in this grid.
    ///
    /// - Throws: ``WaterfallError/invalidItem(index:reason:)`` for a bad length,
    ///   aspect ratio or span.
    func resolve(_ item: WaterfallItem, index: Int) throws(WaterfallError) -> (span: Int, length: Double) {
        if let r = resolved(item) { return r }
        guard item.span >= 1 else { throw .invalidItem(index: index, reason: "span must be at least 1, not \(item.span)") }
        switch item.length {
        case .fixed(let l):
            throw .invalidItem(index: index, reason: "length \(lengthProblem(l))")
        case .aspectRatio(let r):
            guard r.isFinite, r > 0 else {
                throw .invalidItem(index: index, reason: "aspect ratio must be a number above 0, not \(r)")
            }
            throw .invalidItem(index: index, reason: "aspect ratio \(r) makes it longer than \(WaterfallGrid.maximumLength)")
        }
    }

    /// Places a checked item: css-grid-3's steps 1-4 (see RunningPositions.swift).
    @inline(__always)
    mutating func place(span: Int, length: Double) {
        let (lane, start) = running.choose(span: span, rule: rule)
        let end = start + length
        running.advance(start: lane, span: span, to: end + spacing)
        let index = Int32(truncatingIfNeeded: placements.count)
        let entryIndex = Int32(truncatingIfNeeded: laneIndex[lane].entries.count)
        placements.append(WaterfallPlacement(entry: entryIndex, lane: Int16(lane), span: Int16(span)))
        let entry = LaneEntry(start: start, end: end, item: index, lane: Int16(lane), span: Int16(span))
        for l in lane..<(lane + span) { laneIndex[l].append(entry) }
        if end > mainExtent { mainExtent = end }
    }

    /// Places one more item after the others and returns its frame. With
    /// right-to-left horizontal scrolling every frame is mirrored across the content's
    /// width, which the new item may lengthen.
    ///
    /// - Throws: ``WaterfallError/invalidItem(index:reason:)`` for a bad item (the
    ///   layout is unchanged); ``WaterfallError/invalidCount(name:value:range:)`` at
    ///   ``WaterfallGrid/maximumItemCount`` items.
    /// - Complexity: O(lanes) (O(lanes + span) for an item spanning lanes), amortized.
    @discardableResult
    public mutating func append(_ item: WaterfallItem) throws(WaterfallError) -> LayoutRect {
        try checkRoom(for: 1)
        let (span, length) = try resolve(item, index: itemCount)
        place(span: span, length: length)
        return unsafeFrame(at: itemCount - 1)
    }

    /// Places `items` in order after the others. Every item is checked before any is
    /// placed, so on an error the layout is unchanged.
    ///
    /// - Complexity: O(k · lanes) for k items (plus their spans).
    public mutating func append(contentsOf items: [WaterfallItem]) throws(WaterfallError) {
        try checkRoom(for: items.count)
        let first = itemCount
        for (k, item) in items.enumerated() { _ = try resolve(item, index: first + k) }
        placements.reserveCapacity(first + items.count)
        let perLane = items.count / laneCount + 1
        for l in 0..<laneCount { laneIndex[l].reserveCapacity(more: perLane) }
        for item in items {
            guard let (span, length) = resolved(item) else { continue }  // checked above
            place(span: span, length: length)
        }
    }

    private func checkRoom(for count: Int) throws(WaterfallError) {
        let limit = WaterfallGrid.maximumItemCount
        guard count <= limit - itemCount else {
            throw .invalidCount(name: "item count", value: itemCount &+ count, range: 0...limit)
        }
    }
}
