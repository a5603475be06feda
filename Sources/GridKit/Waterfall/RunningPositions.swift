// css-grid-3 Grid Lanes Layout Algorithm — https://www.w3.org/TR/css-grid-3/#grid-lanes-layout-algorithm
//
// The placement of one auto-placed item among lanes, written once so that the
// waterfall grid and, later, the CSS engine's `display: grid-lanes` use (or are
// checked against) the same steps:
//
//   1. For every line an item spanning k lanes could start at (0 ... n - k), its
//      position would be the largest running position of the k lanes it covers.
//   2. The eligible lines are those whose position is within the tie threshold
//      (`flow-tolerance`) of the smallest such position.
//   3. Take the first eligible line — from the auto-placement cursor onward when ties
//      follow the previous item (as Chromium does), else from the first line.
//   4. The item sits at that line's position; the lanes it covers move on to its end
//      plus the gap, and the cursor to the line after it (back to 0 at the last line).

/// The state of grid-lanes placement: one running position per lane, plus the
/// auto-placement cursor.
struct RunningPositions: Hashable, Sendable {
    /// Where the next item of each lane may start, along the stacking axis.
    var positions: [Double]
    /// The line after the previously placed item (0 after the last line).
    var cursor = 0

    init(laneCount: Int, start: Double) {
        positions = [Double](repeating: start, count: laneCount)
    }

    /// How an item chooses among the candidate lines.
    enum Rule: Hashable, Sendable {
        /// Smallest position within `tolerance`; ties from the cursor on when `fromCursor`.
        case shortest(tolerance: Double, fromCursor: Bool)
        /// The cursor's line (or line 0 when the item does not fit there), whatever the positions.
        case inTurn
    }

    /// The largest running position of the `span` lanes from `start`.
    @inline(__always)
    func position(start: Int, span: Int) -> Double {
        var m = positions[start]
        var l = start + 1
        while l < start + span {
            m = max(m, positions[l])
            l += 1
        }
        return m
    }

    /// Steps 1-3: the line an item of `span` lanes (1 ... laneCount) starts at, and
    /// its position there.
    ///
    /// - Complexity: O(lanes): the spans' maxima come from one sliding-window pass.
    func choose(span: Int, rule: Rule) -> (start: Int, position: Double) {
        let n = positions.count
        let candidates = n - span + 1
        guard case .shortest(let tolerance, let fromCursor) = rule else {
            let start = cursor < candidates ? cursor : 0
            return (start, position(start: start, span: span))
        }
        if span == 1 {
            return positions.withUnsafeBufferPointer { p in
                pick(p, tolerance: tolerance, fromCursor: fromCursor)
            }
        }
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: candidates) { maxima in
            windowMaxima(span: span, into: maxima)
            return pick(UnsafeBufferPointer(maxima), tolerance: tolerance, fromCursor: fromCursor)
        }
    }

    /// Steps 2-3 over the candidates' positions.
    @inline(__always)
    private func pick(
        _ candidate: UnsafeBufferPointer<Double>, tolerance: Double, fromCursor: Bool
    ) -> (start: Int, position: Double) {
        var smallest = candidate[0]
        for v in candidate.dropFirst() where v < smallest { smallest = v }
        // Finite: a lane that never ends (a collapsed grid-lanes lane) is never eligible.
        let limit = min(smallest + tolerance, .greatestFiniteMagnitude)
        if fromCursor && cursor < candidate.count {
            for s in cursor..<candidate.count where candidate[s] <= limit { return (s, candidate[s]) }
        }
        for s in candidate.indices where candidate[s] <= limit { return (s, candidate[s]) }
        return (0, candidate[0])  // unreachable: the smallest is within its own limit
    }

    /// The maximum of every `span` consecutive positions, by a monotone queue of lanes.
    private func windowMaxima(span: Int, into out: UnsafeMutableBufferPointer<Double>) {
        let n = positions.count
        withUnsafeTemporaryAllocation(of: Int.self, capacity: n) { queue in
            var head = 0
            var tail = 0
            for l in 0..<n {
                let v = positions[l]
                while tail > head && positions[queue[tail - 1]] <= v { tail -= 1 }
                queue[tail] = l
                tail += 1
                if queue[head] <= l - span { head += 1 }
                if l >= span - 1 { out[l - span + 1] = positions[queue[head]] }
            }
        }
    }

    /// Step 4: the lanes `start ..< start + span` now end at `end`.
    @inline(__always)
    mutating func advance(start: Int, span: Int, to end: Double) {
        for l in start..<(start + span) { positions[l] = end }
        cursor = start + span == positions.count ? 0 : start + span
    }
}
