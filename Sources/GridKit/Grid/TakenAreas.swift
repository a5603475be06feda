// css-grid-1 §8.5 Grid Item Placement Algorithm — https://www.w3.org/TR/css-grid-1/#auto-placement-algo
// Occupancy for grids whose spans or lines are large: the placed areas themselves,
// not a cell per line pair, so the cost of placement follows the number of items and
// never a span or a line number (`grid-row: span 10000` is one record, not 10,000
// rows of cells). `CellOccupancy` switches to it when a bitmap would be large.

/// The areas taken so far, as rectangles in flow-relative lines (primary along the
/// flow, secondary across it).
struct TakenAreas {
    /// One placed area: `primary` lines along the flow, `secondary` across it.
    struct Area {
        var primaryStart: Int, primaryEnd: Int
        var secondaryStart: Int, secondaryEnd: Int
    }
    private(set) var areas: [Area] = []
    /// Areas looked at by probes so far: the operation count the complexity tests read.
    private(set) var inspected = 0
    /// The first line along the flow where a kept area ends.
    private var earliestEnd = Int.max

    /// Records an area as taken.
    mutating func add(primary: Range<Int>, secondary: Range<Int>) {
        guard !primary.isEmpty, !secondary.isEmpty else { return }
        earliestEnd = min(earliestEnd, primary.upperBound)
        areas.append(
            Area(
                primaryStart: primary.lowerBound, primaryEnd: primary.upperBound,
                secondaryStart: secondary.lowerBound, secondaryEnd: secondary.upperBound))
    }

    /// Drops the areas that end at or before `line` along the flow, for a search that
    /// will never look before it again (sparse packing's cursor only moves forward):
    /// probes then look only at areas still ahead. O(1) unless some area ends there.
    mutating func forget(endingBy line: Int) {
        guard line >= earliestEnd else { return }
        inspected += areas.count
        areas.removeAll { $0.primaryEnd <= line }
        earliestEnd = areas.reduce(Int.max) { min($0, $1.primaryEnd) }
    }

    /// The first taken area that overlaps `primary` x `secondary`, as the lines where
    /// it ends in each axis (a candidate position can jump past them), or nil when the
    /// area is free.
    /// - Complexity: O(a) for a areas taken.
    mutating func blocker(primary: Range<Int>, secondary: Range<Int>) -> (primaryEnd: Int, secondaryEnd: Int)? {
        for (k, a) in areas.enumerated()
        where a.primaryStart < primary.upperBound && primary.lowerBound < a.primaryEnd
            && a.secondaryStart < secondary.upperBound && secondary.lowerBound < a.secondaryEnd
        {
            inspected += k + 1
            return (a.primaryEnd, a.secondaryEnd)
        }
        inspected += areas.count
        return nil
    }
}
