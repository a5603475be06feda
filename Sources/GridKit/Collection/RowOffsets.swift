// The prefix structure behind self-sizing rows. Rows are grouped in blocks of 32
// (four cache lines of heights, read in order); a complete binary tree sums the blocks, each node the
// sum of its two children, each block the sum of its rows in order. Changing one row
// re-adds its block and the block's ancestors, O(log rows), and every sum is a fixed
// function of the heights, so after any sequence of updates the offsets are bit for
// bit those of a structure built from scratch (adding deltas, as a Fenwick tree
// does, would drift). Blocks keep the tree small enough to stay in cache: a million
// items in 3 columns make a tree of 16,384 blocks, 256 KB.

/// Row heights and the offsets of their prefixes.
struct RowOffsets: Hashable, Sendable {
    /// Rows per block.
    static let blockRows = 32
    /// Every row's height, padded with zeros to whole blocks.
    private(set) var heights: [Double]
    /// Nodes 1 ..< 2 * leafCount; the leaves (blocks) start at `leafCount`.
    private(set) var nodes: [Double]
    /// A power of two, at least the number of blocks.
    let leafCount: Int
    /// The number of rows.
    let rowCount: Int

    /// The structure over `heights`.
    init(heights rows: [Double]) {
        rowCount = rows.count
        let blocks = (rows.count + Self.blockRows - 1) / Self.blockRows
        var leaves = 1
        while leaves < blocks { leaves *= 2 }
        leafCount = leaves
        heights = rows + [Double](repeating: 0, count: blocks * Self.blockRows - rows.count)
        nodes = [Double](repeating: 0, count: 2 * leaves)
        for b in 0..<blocks { nodes[leaves + b] = blockSum(b) }
        var i = leaves - 1
        while i >= 1 {
            nodes[i] = nodes[2 * i] + nodes[2 * i + 1]
            i -= 1
        }
    }

    /// The sum of block `b`'s rows, in order.
    @inline(__always)
    private func blockSum(_ b: Int) -> Double {
        var sum = 0.0
        for r in (b * Self.blockRows)..<((b + 1) * Self.blockRows) { sum += heights[r] }
        return sum
    }

    /// The height of row `r` (`0 <= r < rowCount`).
    @inline(__always)
    func height(_ r: Int) -> Double { heights[r] }

    /// Sets row `r`'s height and re-adds its block and the block's ancestors.
    ///
    /// - Complexity: O(log rows).
    mutating func setHeight(_ h: Double, row r: Int) {
        guard heights[r] != h else { return }
        heights[r] = h
        let b = r / Self.blockRows
        var i = leafCount + b
        nodes[i] = blockSum(b)
        i /= 2
        while i >= 1 {
            nodes[i] = nodes[2 * i] + nodes[2 * i + 1]
            i /= 2
        }
    }

    /// The sum of the blocks before block `b` (`0 <= b < leafCount`).
    @inline(__always)
    private func blocksBefore(_ b: Int) -> Double {
        var node = 1
        var lo = 0
        var half = leafCount / 2
        var sum = 0.0
        while half >= 1 {
            if b >= lo + half {
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

    /// The sum of the heights of rows `0 ..< r` (`0 <= r < rowCount`): the blocks
    /// before its block, then its block's rows before it, in order.
    ///
    /// - Complexity: O(log rows).
    func prefix(_ r: Int) -> Double {
        let b = r / Self.blockRows
        var sum = blocksBefore(b)
        for k in (b * Self.blockRows)..<r { sum += heights[k] }
        return sum
    }

    /// The last row whose start, `start(prefix, row)`, is at most `y`; 0 when none
    /// is. `start` must grow with its arguments; it is called with exactly the
    /// prefixes ``prefix(_:)`` gives, so the answer agrees with it bit for bit.
    ///
    /// - Complexity: O(log rows).
    func lastRow(startingAtOrBefore y: Double, _ start: (Double, Int) -> Double) -> Int {
        let blocks = (rowCount + Self.blockRows - 1) / Self.blockRows
        var node = 1
        var lo = 0
        var half = leafCount / 2
        var sum = 0.0
        while half >= 1 {
            let mid = lo + half
            let left = nodes[2 * node]
            if mid < blocks && start(sum + left, mid * Self.blockRows) <= y {
                sum += left
                node = 2 * node + 1
                lo = mid
            } else {
                node = 2 * node
            }
            half /= 2
        }
        var r = lo * Self.blockRows
        while r + 1 < min(rowCount, (lo + 1) * Self.blockRows) {
            let next = sum + heights[r]
            guard start(next, r + 1) <= y else { break }
            sum = next
            r += 1
        }
        return r
    }
}
