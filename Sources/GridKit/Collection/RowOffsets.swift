// The prefix structure behind self-sizing rows: a complete binary tree over the row
// heights, each node the sum of its two children. Changing one row re-adds only its
// ancestors, O(log rows), and every node is a fixed function of the leaves, so after
// any sequence of updates the offsets are bit for bit those of a tree built from
// scratch over the same heights (adding deltas, as a Fenwick tree does, would drift).

/// Row heights and the offsets of their prefixes.
struct RowOffsets: Hashable, Sendable {
    /// Nodes 1 ..< 2 * leafCount; the leaves (rows) start at `leafCount`.
    private(set) var nodes: [Double]
    /// A power of two, at least `rowCount`.
    let leafCount: Int
    /// The number of rows.
    let rowCount: Int

    /// A tree over `heights`.
    init(heights: [Double]) {
        rowCount = heights.count
        var leaves = 1
        while leaves < heights.count { leaves *= 2 }
        leafCount = leaves
        var nodes = [Double](repeating: 0, count: 2 * leaves)
        for (r, h) in heights.enumerated() { nodes[leaves + r] = h }
        var i = leaves - 1
        while i >= 1 {
            nodes[i] = nodes[2 * i] + nodes[2 * i + 1]
            i -= 1
        }
        self.nodes = nodes
    }

    /// The height of row `r` (`0 <= r < rowCount`).
    @inline(__always)
    func height(_ r: Int) -> Double { nodes[leafCount + r] }

    /// Sets row `r`'s height and re-adds its ancestors.
    ///
    /// - Complexity: O(log rows).
    mutating func setHeight(_ h: Double, row r: Int) {
        var i = leafCount + r
        guard nodes[i] != h else { return }
        nodes[i] = h
        i /= 2
        while i >= 1 {
            nodes[i] = nodes[2 * i] + nodes[2 * i + 1]
            i /= 2
        }
    }

    /// The sum of the heights of rows `0 ..< r`.
    ///
    /// - Complexity: O(log rows).
    func prefix(_ r: Int) -> Double {
        guard r > 0 else { return 0 }
        guard r < leafCount else { return nodes[1] }
        var node = 1
        var lo = 0
        var half = leafCount / 2
        var sum = 0.0
        while half >= 1 {
            if r >= lo + half {
                sum += nodes[2 * node]
                node = 2 * node + 1
                lo += half
            } else {
                node = 2 * node
            }
            half /= 2
        }
        return sum
    }

    /// The last row whose start, `start(prefix, row)`, is at most `y`; 0 when none
    /// is. `start` must grow with its arguments; it is called with exactly the
    /// arguments ``prefix(_:)`` would give, so the answer agrees with it bit for bit.
    ///
    /// - Complexity: O(log rows).
    func lastRow(startingAtOrBefore y: Double, _ start: (Double, Int) -> Double) -> Int {
        var node = 1
        var lo = 0
        var half = leafCount / 2
        var sum = 0.0
        while half >= 1 {
            let mid = lo + half
            let left = nodes[2 * node]
            if mid < rowCount && start(sum + left, mid) <= y {
                sum += left
                node = 2 * node + 1
                lo = mid
            } else {
                node = 2 * node
            }
            half /= 2
        }
        return lo
    }
}
