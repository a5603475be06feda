// Resolution of a UniformGrid against a container, and its O(1) queries.
//
// Everything is computed along two abstract axes: "cross", across which the column
// count is fixed, and "main", along which the grid scrolls. A vertical grid has
// cross = x, main = y; a horizontal one is the transpose. Right-to-left mirrors the
// finished frame across the content's width, so the arithmetic below is written once.

/// Where an item sits: its page, row and column (in reading order, so column 0 is
/// the rightmost one in a right-to-left grid).
public struct UniformGridPosition: Hashable, Sendable {
    /// The page, counted from 0; always 0 unless the grid paginates.
    public var page: Int
    /// The row within the page, counted from 0 at the top.
    public var row: Int
    /// The column, counted from 0 at the leading edge.
    public var column: Int
    /// A position on `page` at `row` and `column`.
    public init(page: Int, row: Int, column: Int) {
        self.page = page
        self.row = row
        self.column = column
    }
}

/// A ``UniformGrid`` resolved against a container size and an item count. Every query
/// is O(1), except those returning ranges, which are O(answer).
public struct UniformGridLayout: Hashable, Sendable {
    /// The description this layout was resolved from.
    public let grid: UniformGrid
    /// The container size it was resolved in.
    public let containerSize: LayoutSize
    /// How many items there are; ``appendItem()`` adds one.
    public internal(set) var itemCount: Int

    /// The number of columns (lines across the non-scrolling axis).
    public let columnCount: Int
    /// Rows per page, or `nil` when rows are unbounded.
    public let rowsPerPage: Int?
    /// The size of every item (before pixel snapping).
    public let itemSize: LayoutSize
    /// The gap between neighbouring items across the non-scrolling axis.
    public let spacing: Double
    /// The gap between neighbouring lines along the scroll axis.
    public let lineSpacing: Double

    // Cross/main geometry.
    let crossLead: Double, crossItem: Double, crossPitch: Double, containerCross: Double
    let mainLead: Double, mainItem: Double, mainPitch: Double, containerMain: Double
    let mainTrailing: Double  // from the last line's end to the content's end
    let mainInsets: Double  // top + bottom insets (the content length of an empty grid)
    let blockLength: Double  // main distance between consecutive pages
    let crossFirst: Bool  // indices fill a line across before moving along the scroll axis
    let transposed: Bool
    let mirrored: Bool
    let lastLineFactor: Double  // 0 keeps columns, 0.5 centres, 1 trails the last line
    let scale: Double  // 0: no snapping

    /// The most items the grid holds in `rowCount` rows (per page), or `nil` when unbounded.
    public var capacity: Int? { rowsPerPage.map { $0 * columnCount } }
}

extension UniformGrid {
    /// Resolves the grid in a container.
    ///
    /// - Throws: ``UniformGridError`` for NaN, infinite, negative or absurdly large
    ///   lengths, counts out of range, options that cannot go together, and more
    ///   items than the capacity under ``OverflowPolicy/refuse``.
    /// - Complexity: O(1).
    public func layout(in container: LayoutSize, itemCount: Int = 0) throws(UniformGridError) -> UniformGridLayout {
        try UniformGridLayout(grid: self, container: container, itemCount: itemCount)
    }
}

/// Shares `free` space among `count` items: the offset of the first and the gap.
/// Negative free space falls back to the start with no gaps, as the browser does
/// for `justify-content: space-*` (css-align-3 §5.3: their fallback is `safe`).
func distribute(_ free: Double, count: Int, _ mode: UniformGrid.Distribution) -> (lead: Double, gap: Double) {
    guard free > 0 else { return (0, 0) }
    let n = Double(count)
    switch mode {
    case .spaceBetween: return count > 1 ? (0, free / (n - 1)) : (0, 0)
    case .spaceEvenly: return (free / (n + 1), free / (n + 1))
    case .spaceAround: return (free / n / 2, free / n)
    }
}

private func checkLength(_ name: String, _ value: Double) throws(UniformGridError) {
    guard UniformGrid.isValidLength(value) else {
        throw .invalidLength(name: name, value: value)
    }
}

private func checkCount(_ name: String, _ value: Int, _ range: ClosedRange<Int>) throws(UniformGridError) {
    guard range.contains(value) else { throw .invalidCount(name: name, value: value, range: range) }
}

/// The container in scroll-relative terms: across the scroll axis (cross) and along
/// it (main), with the insets on each side (mirrored first for right-to-left).
private struct ScrollFrame {
    var vertical: Bool
    var cross: Double, main: Double
    var crossStart: Double, crossEnd: Double
    var mainStart: Double, mainEnd: Double
    var availableCross: Double { max(0, cross - crossStart - crossEnd) }
    var availableMain: Double { max(0, main - mainStart - mainEnd) }

    init(_ grid: UniformGrid, _ container: LayoutSize) {
        vertical = grid.scrollAxis == .vertical
        cross = vertical ? container.width : container.height
        main = vertical ? container.height : container.width
        // Right-to-left mirrors the finished frames, so the insets are mirrored first.
        let rtl = grid.layoutDirection == .rightToLeft
        let (leading, trailing) = rtl ? (grid.insets.right, grid.insets.left) : (grid.insets.left, grid.insets.right)
        crossStart = vertical ? leading : grid.insets.top
        crossEnd = vertical ? trailing : grid.insets.bottom
        mainStart = vertical ? grid.insets.top : leading
        mainEnd = vertical ? grid.insets.bottom : trailing
    }
}

extension UniformGridLayout {
    init(grid: UniformGrid, container: LayoutSize, itemCount: Int) throws(UniformGridError) {
        try Self.validate(grid, container, itemCount)
        let frame = ScrollFrame(grid, container)
        let vertical = frame.vertical
        let (fixedGap, fixedCrossItem, n) = try Self.columns(grid, frame)
        let (crossItem, mainItem) = Self.itemSize(grid, frame, columns: n, fixedGap: fixedGap, fixedCrossItem: fixedCrossItem)
        let (crossLead, crossGap) = Self.across(
            grid, frame, columns: n, crossItem: crossItem, fixedGap: fixedGap, fixedCrossItem: fixedCrossItem)
        let (mainLead, mainGap) = try Self.along(grid, frame, crossLead: crossLead, crossGap: crossGap, mainItem: mainItem)

        let crossFirst = (grid.fillOrder == .rowMajor) == vertical
        if !crossFirst && grid.rowCount == nil {
            throw .unsupported(
                vertical
                    ? "column-major fill order needs a row count"
                    : "row-major fill order with horizontal scrolling needs a row count (columns per page)")
        }
        let pitch = mainItem + mainGap
        if let rows = grid.rowCount, grid.overflow == .refuse, itemCount > rows * n {
            throw .capacityExceeded(itemCount: itemCount, capacity: rows * n)
        }

        self.grid = grid
        containerSize = container
        self.itemCount = itemCount
        columnCount = n
        rowsPerPage = grid.rowCount
        itemSize = vertical ? LayoutSize(width: crossItem, height: mainItem) : LayoutSize(width: mainItem, height: crossItem)
        spacing = crossGap
        lineSpacing = mainGap
        self.crossLead = crossLead
        self.crossItem = crossItem
        crossPitch = crossItem + crossGap
        containerCross = frame.cross
        self.mainLead = mainLead
        self.mainItem = mainItem
        mainPitch = pitch
        containerMain = frame.main
        mainTrailing = (mainLead - frame.mainStart) + frame.mainEnd
        mainInsets = frame.mainStart + frame.mainEnd
        // A page is one container long, or longer when its rows and margins do not fit
        // in one; never shorter than its rows, even when they overflow the container
        // and the margins are negative (a fixed gap aligned trailing or centred, matched
        // by the rows), so one page's lines never overlap the next's.
        let rowsLength = Double(grid.rowCount ?? 0) * pitch
        let rowsExtent = rowsLength - mainGap
        blockLength =
            grid.overflow == .paginate
            ? max(frame.main, mainLead + rowsExtent + (mainLead - frame.mainStart) + frame.mainEnd, rowsExtent)
            : rowsLength
        self.crossFirst = crossFirst
        transposed = !vertical
        mirrored = grid.layoutDirection == .rightToLeft
        lastLineFactor =
            switch grid.incompleteRowAlignment {
            case .columns: 0
            case .center: 0.5
            case .trailing: 1
            }
        scale = grid.displayScale ?? 0
    }

    /// Refuses a container, insets, spacing bounds, scale or counts out of range.
    private static func validate(_ grid: UniformGrid, _ container: LayoutSize, _ itemCount: Int) throws(UniformGridError) {
        try checkLength("container width", container.width)
        try checkLength("container height", container.height)
        for (name, v) in [
            ("top inset", grid.insets.top), ("left inset", grid.insets.left),
            ("bottom inset", grid.insets.bottom), ("right inset", grid.insets.right),
        ] {
            try checkLength(name, v)
        }
        if let v = grid.minimumSpacing { try checkLength("minimum spacing", v) }
        if let v = grid.maximumSpacing { try checkLength("maximum spacing", v) }
        if let lo = grid.minimumSpacing, let hi = grid.maximumSpacing, lo > hi {
            throw .unsupported("minimum spacing \(lo) is larger than maximum spacing \(hi)")
        }
        if let s = grid.displayScale {
            guard s.isFinite, s > 0, s <= 1000 else { throw .invalidLength(name: "display scale", value: s) }
        }
        if let r = grid.rowCount { try checkCount("row count", r, 1...UniformGrid.maximumLineCount) }
        try checkCount("item count", itemCount, 0...Int.max)
    }

    /// The gap the column count assumes, the item's fixed cross size (if any), and
    /// the column count: given, or as many minimum-width items as fit.
    private static func columns(_ grid: UniformGrid, _ frame: ScrollFrame) throws(UniformGridError)
        -> (fixedGap: Double, fixedCrossItem: Double?, count: Int)
    {
        let lines = 1...UniformGrid.maximumLineCount
        let fixedGap: Double
        switch grid.spacing {
        case .fixed(let g, _):
            try checkLength("spacing", g)
            fixedGap = g
        case .distributed: fixedGap = grid.minimumSpacing ?? 0
        }
        var fixedCrossItem: Double? = nil
        switch grid.itemSize {
        case .fixed(let s):
            try checkLength("item width", s.width)
            try checkLength("item height", s.height)
            fixedCrossItem = frame.vertical ? s.width : s.height
        case .flexible(let h): try checkLength("item height", h)
        case .flexibleAspectRatio(let r):
            guard r.isFinite, r > 0, r <= UniformGrid.maximumLength else {
                throw .invalidLength(name: "aspect ratio", value: r)
            }
        }
        switch grid.columns {
        case .count(let c):
            try checkCount("column count", c, lines)
            return (fixedGap, fixedCrossItem, c)
        case .adaptive(let minimum, let maximumCount):
            try checkLength("minimum item width", minimum)
            if let m = maximumCount { try checkCount("maximum column count", m, lines) }
            let width = max(minimum, fixedCrossItem ?? 0)
            // Gaps inside the row: n - 1 between, n + 1 evenly, n around.
            let (extraGaps, gapsPerItem): (Double, Double) =
                switch grid.spacing {
                case .fixed, .distributed(.spaceBetween): (-1, 1)
                case .distributed(.spaceEvenly): (1, 1)
                case .distributed(.spaceAround): (0, 1)
                }
            let pitch = width + fixedGap * gapsPerItem
            let fit =
                pitch > 0 ? (frame.availableCross - fixedGap * extraGaps) / pitch : Double(UniformGrid.maximumLineCount)
            let n = max(1, min(maximumCount ?? UniformGrid.maximumLineCount, Int(max(0, min(fit.rounded(.down), 1e9)))))
            return (fixedGap, fixedCrossItem, n)
        }
    }

    /// The item's size across and along the scroll axis: fixed, or flexible items
    /// sharing the row (their height given, or from the aspect ratio).
    private static func itemSize(
        _ grid: UniformGrid, _ frame: ScrollFrame, columns n: Int, fixedGap: Double, fixedCrossItem: Double?
    ) -> (cross: Double, main: Double) {
        if let c = fixedCrossItem, case .fixed(let s) = grid.itemSize {
            return (c, frame.vertical ? s.height : s.width)
        }
        let gaps: Double =
            switch grid.spacing {
            case .fixed, .distributed(.spaceBetween): Double(n - 1)
            case .distributed(.spaceEvenly): Double(n + 1)
            case .distributed(.spaceAround): Double(n)
            }
        let crossItem = max(0, (frame.availableCross - gaps * fixedGap) / Double(n))
        switch grid.itemSize {
        case .flexible(let h): return (crossItem, h)
        case .flexibleAspectRatio(let r): return (crossItem, frame.vertical ? crossItem / r : crossItem * r)
        case .fixed: return (crossItem, 0)  // unreachable: handled above
        }
    }

    /// Across the scroll axis: the first item's offset (from the container's edge)
    /// and the gap between items.
    private static func across(
        _ grid: UniformGrid, _ frame: ScrollFrame, columns n: Int, crossItem: Double, fixedGap: Double,
        fixedCrossItem: Double?
    ) -> (lead: Double, gap: Double) {
        let availableCross = frame.availableCross
        let rowLength = Double(n) * crossItem
        var crossLead: Double
        var crossGap: Double
        switch grid.spacing {
        case .fixed(let g, let alignment):
            crossGap = g
            let free = availableCross - rowLength - Double(n - 1) * g
            let factor: Double =
                switch alignment {
                case .leading: 0
                case .center: 0.5
                case .trailing: 1
                }
            crossLead = (free < 0 && grid.safeAlignment) ? 0 : free * factor
        case .distributed(let mode):
            if fixedCrossItem == nil {  // flexible items: the gaps are the minimum spacing
                crossGap = fixedGap
                crossLead =
                    switch mode {
                    case .spaceBetween: 0
                    case .spaceEvenly: fixedGap
                    case .spaceAround: fixedGap / 2
                    }
            } else {
                (crossLead, crossGap) = distribute(availableCross - rowLength, count: n, mode)
                if let hi = grid.maximumSpacing, crossGap > hi, n > 1 {
                    crossGap = hi  // the rest of the free space goes to the margins
                    crossLead = (availableCross - rowLength - Double(n - 1) * hi) / 2
                } else if let lo = grid.minimumSpacing, crossGap < lo, n > 1 {
                    crossGap = lo  // the row no longer fits: leading edge, minimum gaps
                    crossLead = 0
                }
            }
        }
        return (crossLead + frame.crossStart, crossGap)
    }

    /// Along the scroll axis: the first row's offset and the gap between rows.
    private static func along(
        _ grid: UniformGrid, _ frame: ScrollFrame, crossLead: Double, crossGap: Double, mainItem: Double
    ) throws(UniformGridError) -> (lead: Double, gap: Double) {
        switch grid.rowSpacing {
        case .fixed(let g):
            try checkLength("row spacing", g)
            return (frame.mainStart, g)
        case .matchingColumns:
            return (frame.mainStart + (crossLead - frame.crossStart), crossGap)
        case .distributed(let mode):
            guard let rows = grid.rowCount else {
                throw .unsupported("distributed row spacing needs a row count")
            }
            let (lead, gap) = distribute(frame.availableMain - Double(rows) * mainItem, count: rows, mode)
            return (frame.mainStart + lead, gap)
        }
    }
}
