// Self-sizing rows: items in equal columns whose heights come from their content.
// Each row is as tall as its tallest item; items sit in their row by the row
// alignment. Heights not yet measured are estimated and refined as they are; the
// offsets of the rows below follow through a prefix tree (RowOffsets), so one
// refinement costs O(columns + log rows) and every later offset stays exactly what a
// layout computed from scratch with the same heights gives.

/// Items in equal columns, each with its own height, each row as tall as its
/// tallest item (self-sizing cells).
///
///     var feed = try SelfSizingGrid(columns: .count(2), spacing: 8, lineSpacing: 8, estimatedItemHeight: 200)
///         .layout(width: 390, itemCount: 10_000)
///     try feed.measure(visible) { index, width in cellHeight(index, width) }
///     feed.indices(in: visibleRect)
public struct SelfSizingGrid: Hashable, Sendable {
    /// Where an item shorter than its row sits in it.
    public enum RowAlignment: Hashable, Sendable, Codable {
        /// At the row's top.
        case top
        /// Centred in the row.
        case center
        /// At the row's bottom.
        case bottom
        /// Stretched to the row's height.
        case fill
    }

    /// The columns: a fixed count, or as many as fit items at least so wide.
    public var columns: UniformGrid.Columns
    /// The gap between columns.
    public var spacing: Double
    /// The gap between rows.
    public var lineSpacing: Double
    /// Space around the items.
    public var insets: Edges<Double>
    /// Where an item shorter than its row sits.
    public var rowAlignment: RowAlignment
    /// The height assumed for an item until it is measured.
    public var estimatedItemHeight: Double
    /// The reading direction of a row.
    public var layoutDirection: Direction

    /// A self-sizing grid; every parameter but the columns has a default.
    public init(
        columns: UniformGrid.Columns, spacing: Double = 0, lineSpacing: Double = 0, insets: Edges<Double> = .zero,
        rowAlignment: RowAlignment = .top, estimatedItemHeight: Double = 44, layoutDirection: Direction = .leftToRight
    ) {
        self.columns = columns
        self.spacing = spacing
        self.lineSpacing = lineSpacing
        self.insets = insets
        self.rowAlignment = rowAlignment
        self.estimatedItemHeight = estimatedItemHeight
        self.layoutDirection = layoutDirection
    }

    /// The most items a self-sizing grid holds: it keeps every height.
    public static let maximumItemCount = 10_000_000

    /// Lays out `itemCount` items of the estimated height, none measured yet.
    ///
    /// - Throws: ``CollectionLayoutError`` for bad lengths or counts.
    /// - Complexity: O(itemCount).
    public func layout(width: Double, itemCount: Int) throws(CollectionLayoutError) -> SelfSizingGridLayout {
        try checkCollectionCount("item count", itemCount, 0...Self.maximumItemCount)
        try checkCollectionLength("estimated item height", estimatedItemHeight)
        return try SelfSizingGridLayout(
            grid: self, width: width, heights: [Double](repeating: estimatedItemHeight, count: itemCount), measured: false)
    }

    /// Lays out items of the given heights, all counted as measured.
    ///
    /// - Throws: ``CollectionLayoutError`` for bad lengths (naming the item) or counts.
    /// - Complexity: O(items).
    public func layout(width: Double, heights: [Double]) throws(CollectionLayoutError) -> SelfSizingGridLayout {
        try checkCollectionCount("item count", heights.count, 0...Self.maximumItemCount)
        for (i, h) in heights.enumerated() where !UniformGrid.isValidLength(h) {
            throw .invalidLength(name: "height of item \(i)", value: h)
        }
        return try SelfSizingGridLayout(grid: self, width: width, heights: heights, measured: true)
    }
}

/// One item's height and whether it was measured.
struct ItemHeight: Hashable, Sendable {
    var height: Double
    var isMeasured: Bool
}

/// A ``SelfSizingGrid`` resolved at a width: frames, hit testing and visible ranges
/// in O(log rows) (plus the answer), a height refinement in O(columns + log rows).
public struct SelfSizingGridLayout: Hashable, Sendable {
    /// The description.
    public let grid: SelfSizingGrid
    /// The width it was resolved at.
    public let width: Double
    /// How many columns there are.
    public let columnCount: Int
    /// Every item's width.
    public let itemWidth: Double
    /// Each column's leading x and width, mirrored for right-to-left.
    let columnX: [Double]
    /// The items' heights (measured, or estimated until they are), side by side with
    /// whether they were measured so that an update touches one cache line.
    private(set) var items: [ItemHeight]
    /// The rows' heights and their prefix sums.
    private(set) var rows: RowOffsets

    /// How many items there are.
    public var itemCount: Int { items.count }
    /// How many rows there are.
    public var rowCount: Int { rows.rowCount }
}

extension SelfSizingGridLayout {
    init(grid: SelfSizingGrid, width: Double, heights: [Double], measured: Bool) throws(CollectionLayoutError) {
        try checkCollectionLength("width", width)
        try checkCollectionLength("spacing", grid.spacing)
        try checkCollectionLength("line spacing", grid.lineSpacing)
        for (name, v) in [
            ("top inset", grid.insets.top), ("left inset", grid.insets.left), ("bottom inset", grid.insets.bottom),
            ("right inset", grid.insets.right),
        ] {
            try checkCollectionLength(name, v)
        }
        // The columns are the nine-grid's: flexible items sharing the width.
        let columns = UniformGrid(
            columns: grid.columns, itemSize: .flexible(height: 1), spacing: .fixed(grid.spacing), rowSpacing: .fixed(0),
            insets: Edges<Double>(top: 0, right: grid.insets.right, bottom: 0, left: grid.insets.left),
            layoutDirection: grid.layoutDirection)
        let probe: UniformGridLayout
        do { probe = try columns.layout(in: LayoutSize(width: width, height: 1)) } catch { throw CollectionLayoutError(error) }
        let n = probe.columnCount
        let finder: UniformGridLayout
        do { finder = try columns.layout(in: LayoutSize(width: width, height: 1), itemCount: n) } catch {
            throw CollectionLayoutError(error)
        }
        self.grid = grid
        self.width = width
        columnCount = n
        itemWidth = probe.itemSize.width
        columnX = finder.frames.map(\.minX)
        items = heights.map { ItemHeight(height: $0, isMeasured: measured) }
        let rowCount = (heights.count + n - 1) / n
        let items = self.items
        rows = RowOffsets(heights: (0..<rowCount).map { r in Self.tallest(items, row: r, columns: n) })
    }

    /// The tallest of the heights in row `r`.
    @inline(__always)
    static func tallest(_ items: [ItemHeight], row r: Int, columns n: Int) -> Double {
        var tallest = 0.0
        for i in (r * n)..<min(items.count, (r + 1) * n) where items[i].height > tallest { tallest = items[i].height }
        return tallest
    }

    // MARK: Heights

    /// Sets item `index`'s measured height; the rows below move accordingly.
    ///
    /// - Throws: for an index out of range or a bad height.
    /// - Complexity: O(columns + log rows).
    public mutating func setHeight(_ height: Double, forItem index: Int) throws(CollectionLayoutError) {
        try checkIndex(index)
        // Checked without building the error's name, which costs more than the update.
        guard UniformGrid.isValidLength(height) else { throw .invalidLength(name: "height of item \(index)", value: height) }
        items[index] = ItemHeight(height: height, isMeasured: true)
        let r = index / columnCount
        rows.setHeight(Self.tallest(items, row: r, columns: columnCount), row: r)
    }

    /// Measures the items of `range` not measured yet by calling `measure(index, itemWidth)`,
    /// and sets their heights.
    ///
    /// - Throws: for a range outside the items or a measured height that is not a
    ///   valid length (the heights measured before it are kept).
    /// - Complexity: O(range · (columns + log rows)).
    public mutating func measure(_ range: Range<Int>, _ measure: (Int, Double) -> Double) throws(CollectionLayoutError) {
        guard range.lowerBound >= 0, range.upperBound <= itemCount else {
            throw .itemOutOfRange(
                ItemPath(section: 0, item: range.lowerBound < 0 ? range.lowerBound : range.upperBound - 1), itemCount: itemCount)
        }
        for i in range where !items[i].isMeasured { try setHeight(measure(i, itemWidth), forItem: i) }
    }

    /// Whether item `index` has been measured (false outside the items).
    public func isMeasured(_ index: Int) -> Bool { index >= 0 && index < itemCount && items[index].isMeasured }

    /// Item `index`'s height, measured or estimated.
    public func height(ofItem index: Int) throws(CollectionLayoutError) -> Double {
        try checkIndex(index)
        return items[index].height
    }

    private func checkIndex(_ index: Int) throws(CollectionLayoutError) {
        guard index >= 0, index < itemCount else {
            throw .itemOutOfRange(ItemPath(section: 0, item: index), itemCount: itemCount)
        }
    }

    // MARK: Geometry

    /// The top of row `r` given the sum of the heights above it.
    @inline(__always)
    func rowTop(prefix: Double, row r: Int) -> Double {
        grid.insets.top + prefix + Double(r) * grid.lineSpacing
    }

    /// The top of row `r`.
    ///
    /// - Complexity: O(log rows).
    @inline(__always)
    func rowTop(_ r: Int) -> Double { rowTop(prefix: rows.prefix(r), row: r) }

    /// The frame of row `r`: the content's width less the insets, by its tallest item.
    ///
    /// - Complexity: O(log rows).
    public func rowFrame(_ r: Int) throws(CollectionLayoutError) -> LayoutRect {
        guard r >= 0, r < rowCount else { throw .invalidCount(name: "row", value: r, range: 0...max(0, rowCount - 1)) }
        let inner = max(0, width - grid.insets.left - grid.insets.right)
        return LayoutRect(x: grid.insets.left, y: rowTop(r), width: inner, height: rows.height(r))
    }

    /// The frame of item `index`.
    ///
    /// - Complexity: O(log rows).
    public func frame(at index: Int) throws(CollectionLayoutError) -> LayoutRect {
        try checkIndex(index)
        let r = index / columnCount
        return frame(index, rowTop: rowTop(r), rowHeight: rows.height(r))
    }

    @inline(__always)
    func frame(_ index: Int, rowTop top: Double, rowHeight: Double) -> LayoutRect {
        let h = items[index].height
        let x = columnX[index % columnCount]
        switch grid.rowAlignment {
        case .top: return LayoutRect(x: x, y: top, width: itemWidth, height: h)
        case .center: return LayoutRect(x: x, y: top + (rowHeight - h) / 2, width: itemWidth, height: h)
        case .bottom: return LayoutRect(x: x, y: top + (rowHeight - h), width: itemWidth, height: h)
        case .fill: return LayoutRect(x: x, y: top, width: itemWidth, height: rowHeight)
        }
    }

    /// The content's size: the width by the rows, their gaps and the insets.
    ///
    /// - Complexity: O(1).
    public var contentSize: LayoutSize {
        guard rowCount > 0 else { return LayoutSize(width: width, height: grid.insets.top + grid.insets.bottom) }
        let last = rowCount - 1
        let bottom = rowTop(prefix: rows.prefix(last), row: last) + rows.height(last)
        return LayoutSize(width: width, height: bottom + grid.insets.bottom)
    }

    /// The first row that may meet a band starting at `y`: the one starting at or
    /// before it, less one for the rounding where a row ends exactly where the next starts.
    private func firstRow(near y: Double) -> Int {
        max(0, rows.lastRow(startingAtOrBefore: y) { rowTop(prefix: $0, row: $1) } - 1)
    }

    /// The indices of the items whose frames meet `rect`, as ranges of consecutive indices.
    ///
    /// - Complexity: O(log rows + rows crossed · columns).
    public func indices(in rect: LayoutRect) -> [Range<Int>] {
        guard rect.isQueryable, itemCount > 0 else { return [] }
        var result: [Range<Int>] = []
        var r = firstRow(near: rect.minY)
        var top = rowTop(r)
        var beyond = 0  // rows checked past the rect's bottom, for rounding
        while r < rowCount && beyond < 2 {
            if top >= rect.maxY { beyond += 1 }
            let h = rows.height(r)
            for i in (r * columnCount)..<min(itemCount, (r + 1) * columnCount)
            where frame(i, rowTop: top, rowHeight: h).intersects(rect) {
                if let last = result.last, last.upperBound == i {
                    result[result.count - 1] = last.lowerBound..<(i + 1)
                } else {
                    result.append(i..<(i + 1))
                }
            }
            r += 1
            if r < rowCount { top = rowTop(r) }
        }
        return result
    }

    /// The item under `point`, or nil in a gap, a margin, or the part of a row its
    /// item does not fill.
    ///
    /// - Complexity: O(log rows).
    public func index(at point: LayoutPoint) -> Int? {
        guard point.x.isFinite, point.y.isFinite, itemCount > 0 else { return nil }
        let v = visualColumn(atOrBefore: point.x)
        let rtl = grid.layoutDirection == .rightToLeft
        let r0 = firstRow(near: point.y)
        for r in r0...min(rowCount - 1, r0 + 2) {
            let top = rowTop(r)
            // In index order, so that of two frames touching within an ulp the first wins, as in a scan.
            let c0 = rtl ? columnCount - 2 - v : v - 1
            for c in max(0, c0)...min(columnCount - 1, c0 + 2) {
                let i = r * columnCount + c
                if i < itemCount && frame(i, rowTop: top, rowHeight: rows.height(r)).contains(point) { return i }
            }
        }
        return nil
    }

    /// The last column, counted from the left, whose leading x is at most `x` (0 when none is).
    ///
    /// - Complexity: O(log columns).
    private func visualColumn(atOrBefore x: Double) -> Int {
        let rtl = grid.layoutDirection == .rightToLeft
        // The column before the first visual column starting after x.
        let after = partition(0, columnCount) { columnX[rtl ? columnCount - 1 - $0 : $0] > x }
        return max(0, after - 1)
    }
}
