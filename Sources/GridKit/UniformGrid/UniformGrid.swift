/// The classic "nine-grid": items of one size in equal columns, with the spacing
/// computed so that it stays equal whatever the container or item size.
///
/// A `UniformGrid` is a description; resolving it against a container size with
/// ``layout(in:itemCount:)-(LayoutSize,_)`` gives a ``UniformGridLayout`` whose every query is O(1)
/// (or O(answer) for ranges), so a grid of ten million thumbnails can say which items
/// are visible without laying out any other.
///
/// The two formulas in everyday use are presets:
///
///     // Outer margins equal to the gaps: margin = (W - n*w) / (n + 1)
///     let evenly = UniformGrid(columns: .count(3), itemSize: .fixed(LayoutSize(width: 80, height: 100)),
///                              spacing: .distributed(.spaceEvenly), rowSpacing: .matchingColumns)
///     let layout = try evenly.layout(in: LayoutSize(width: 320, height: 480), itemCount: 13)
///     try layout.frame(at: 4)   // (120, 140, 80, 100)
///
///     // Flush edges: spacing = (W - n*w) / (n - 1), rows likewise over a fixed row count
///     let flush = UniformGrid(columns: .count(3), itemSize: .fixed(LayoutSize(width: 80, height: 80)),
///                             spacing: .distributed(.spaceBetween), rowSpacing: .distributed(.spaceBetween),
///                             rowCount: 3)
///
/// The description is written along the two axes of scrolling: *columns* and
/// *spacing* run across the axis that does not scroll, *rows* along the one that
/// does. With `scrollAxis = .vertical` (the default) these are the usual columns and
/// rows; with `.horizontal` the same description is laid out transposed, so
/// `columns` counts the lines from top to bottom and `spacing` distributes the
/// container's height. Item sizes, insets and results are always in real
/// (unrotated) coordinates.
public struct UniformGrid: Hashable, Sendable, Codable {
    /// How many columns there are.
    public enum Columns: Hashable, Sendable, Codable {
        /// A fixed count, at least 1.
        case count(Int)
        /// As many as fit with items at least `minimumItemWidth` wide (SwiftUI's
        /// `.adaptive(minimum:)`, CSS `repeat(auto-fill, minmax(w, 1fr))`), at least 1 and
        /// at most `maximumCount` when given.
        case adaptive(minimumItemWidth: Double, maximumCount: Int? = nil)
    }

    /// The size of every item.
    public enum ItemSize: Hashable, Sendable, Codable {
        /// A fixed width and height.
        case fixed(LayoutSize)
        /// The columns share the container's width (less the gaps the spacing asks
        /// for); every item has this height.
        case flexible(height: Double)
        /// The columns share the width; the height follows from `width / height = ratio`.
        case flexibleAspectRatio(Double)
    }

    /// How free space is shared out between and around the items of a line.
    public enum Distribution: String, Hashable, Sendable, Codable {
        /// Flush edges: the first and last item touch the container, gaps equal
        /// (`(W - n*w) / (n - 1)`). One item sits at the leading edge.
        case spaceBetween
        /// Outer margins equal to the gaps (`(W - n*w) / (n + 1)`).
        case spaceEvenly
        /// Every item has equal space on both sides, so the outer margins are half a gap.
        case spaceAround
    }

    /// Where a line of items sits when the spacing between them is fixed.
    public enum Alignment: String, Hashable, Sendable, Codable {
        /// Against the leading edge (the left, or the right in a right-to-left grid).
        case leading
        /// Centred.
        case center
        /// Against the trailing edge.
        case trailing
    }

    /// The spacing between the items of a row (between columns).
    public enum Spacing: Hashable, Sendable, Codable {
        /// A fixed gap; the row is placed by `alignment` in the free space.
        case fixed(Double, alignment: Alignment = .leading)
        /// The free space is distributed.
        case distributed(Distribution)
    }

    /// The spacing between rows.
    public enum RowSpacing: Hashable, Sendable, Codable {
        /// A fixed gap below the top inset.
        case fixed(Double)
        /// The gap of the columns, and a top margin equal to the leading margin (with
        /// `.distributed(.spaceEvenly)` columns this is the "margins equal to the gaps" grid).
        case matchingColumns
        /// The free height distributed over `rowCount` rows (which must be set).
        case distributed(Distribution)
    }

    /// The order in which indices fill the cells.
    public enum FillOrder: String, Hashable, Sendable, Codable {
        /// Left to right, then top to bottom (`column = i % n`, `row = i / n`).
        case rowMajor
        /// Top to bottom, then left to right.
        case columnMajor
    }

    /// What happens to items beyond the capacity of `rowCount` rows.
    public enum OverflowPolicy: String, Hashable, Sendable, Codable {
        /// Rows go on past the container, with the same spacing.
        case grow
        /// Further pages, each one container long, laid side by side along the scroll axis.
        case paginate
        /// ``layout(in:itemCount:)-(LayoutSize,_)`` and ``UniformGridLayout/appendItem()`` throw.
        case refuse
    }

    /// Where the items of an incomplete last row go.
    public enum IncompleteRowAlignment: String, Hashable, Sendable, Codable {
        /// In their columns, as if the row were full.
        case columns
        /// Centred as a group, with the row's spacing.
        case center
        /// Against the trailing edge, with the row's spacing.
        case trailing
    }

    /// How many columns: a count, or as many as fit.
    public var columns: Columns
    /// The size every item has, fixed or shared out of the container.
    public var itemSize: ItemSize
    /// The spacing between the items of a row: fixed and aligned, or distributed.
    public var spacing: Spacing
    /// Bounds on a distributed gap. When the maximum is hit, the rest of the free
    /// space goes to the outer margins equally; when the minimum is not met, the row
    /// is laid at its leading edge with the minimum gap. With flexible item sizes the
    /// minimum is the gap the columns keep between them.
    public var minimumSpacing: Double?
    /// The largest distributed gap; see ``minimumSpacing``.
    public var maximumSpacing: Double?
    /// The spacing between rows.
    public var rowSpacing: RowSpacing
    /// Rows per container (or per page); `nil` for as many as the items need.
    public var rowCount: Int?
    /// Space kept free inside the container's edges, in real (unrotated) coordinates.
    public var insets: Edges<Double>
    /// The order in which indices fill the cells.
    public var fillOrder: FillOrder
    /// The axis along which the grid grows and scrolls; `.horizontal` transposes the description.
    public var scrollAxis: LayoutAxis
    /// What happens to items beyond `rowCount` rows.
    public var overflow: OverflowPolicy
    /// The reading direction of rows: `.rightToLeft` mirrors every frame across the content.
    public var layoutDirection: Direction
    /// Where the items of an incomplete last row go.
    public var incompleteRowAlignment: IncompleteRowAlignment
    /// With fixed spacing, keep the leading edge in view when the row is wider than
    /// the container (CSS `safe`), instead of overflowing as the alignment says.
    public var safeAlignment: Bool
    /// Snap every frame edge to `1 / displayScale` points (2 for a Retina screen);
    /// `nil` leaves frames unrounded.
    public var displayScale: Double?

    /// A uniform grid; every parameter but the first two has a default.
    public init(
        columns: Columns, itemSize: ItemSize,
        spacing: Spacing = .fixed(0), minimumSpacing: Double? = nil, maximumSpacing: Double? = nil,
        rowSpacing: RowSpacing = .matchingColumns, rowCount: Int? = nil,
        insets: Edges<Double> = .zero, fillOrder: FillOrder = .rowMajor, scrollAxis: LayoutAxis = .vertical,
        overflow: OverflowPolicy = .grow, layoutDirection: Direction = .leftToRight,
        incompleteRowAlignment: IncompleteRowAlignment = .columns, safeAlignment: Bool = false,
        displayScale: Double? = nil
    ) {
        self.columns = columns
        self.itemSize = itemSize
        self.spacing = spacing
        self.minimumSpacing = minimumSpacing
        self.maximumSpacing = maximumSpacing
        self.rowSpacing = rowSpacing
        self.rowCount = rowCount
        self.insets = insets
        self.fillOrder = fillOrder
        self.scrollAxis = scrollAxis
        self.overflow = overflow
        self.layoutDirection = layoutDirection
        self.incompleteRowAlignment = incompleteRowAlignment
        self.safeAlignment = safeAlignment
        self.displayScale = displayScale
    }

    /// Decodes a grid. `columns` and `itemSize` are required; a missing key takes the
    /// default of ``init(columns:itemSize:spacing:minimumSpacing:maximumSpacing:rowSpacing:rowCount:insets:fillOrder:scrollAxis:overflow:layoutDirection:incompleteRowAlignment:safeAlignment:displayScale:)``,
    /// so a description written with only what it sets, or stored before an option
    /// was added, decodes. Values are checked when the grid is laid out
    /// (``layout(in:itemCount:)-(LayoutSize,_)`` throws ``UniformGridError``), as for a grid made in code.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            columns: try c.decode(Columns.self, forKey: .columns), itemSize: try c.decode(ItemSize.self, forKey: .itemSize))
        func read<T: Decodable>(_ value: inout T, _ key: CodingKeys) throws {
            if let v = try c.decodeIfPresent(T.self, forKey: key) { value = v }
        }
        try read(&spacing, .spacing)
        minimumSpacing = try c.decodeIfPresent(Double.self, forKey: .minimumSpacing)
        maximumSpacing = try c.decodeIfPresent(Double.self, forKey: .maximumSpacing)
        try read(&rowSpacing, .rowSpacing)
        rowCount = try c.decodeIfPresent(Int.self, forKey: .rowCount)
        try read(&insets, .insets)
        try read(&fillOrder, .fillOrder)
        try read(&scrollAxis, .scrollAxis)
        try read(&overflow, .overflow)
        try read(&layoutDirection, .layoutDirection)
        try read(&incompleteRowAlignment, .incompleteRowAlignment)
        try read(&safeAlignment, .safeAlignment)
        displayScale = try c.decodeIfPresent(Double.self, forKey: .displayScale)
    }

    /// The most columns or rows a grid may have; an adaptive count is clamped to it.
    public static let maximumLineCount = 1_000_000
    /// The largest magnitude accepted for any length, in points. Beyond it a Double
    /// no longer resolves fractions of a pixel.
    public static let maximumLength = 1e12

    /// Whether `value` is a length every grid of GridKit accepts: finite, not
    /// negative, at most ``maximumLength``.
    @inline(__always)
    static func isValidLength(_ value: Double) -> Bool {
        value.isFinite && value >= 0 && value <= maximumLength
    }
}

/// What is wrong with a length that failed ``UniformGrid/isValidLength(_:)``, in words.
func lengthProblem(_ value: Double) -> String {
    let why =
        value.isNaN
        ? "is not a number"
        : value.isInfinite ? "is infinite" : value < 0 ? "is negative" : "is larger than \(UniformGrid.maximumLength)"
    return "\(why) (\(value))"
}

/// Why a uniform grid cannot be laid out or queried.
public enum UniformGridError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A length is NaN, infinite, negative or larger than ``UniformGrid/maximumLength``.
    case invalidLength(name: String, value: Double)
    /// A count is out of its range.
    case invalidCount(name: String, value: Int, range: ClosedRange<Int>)
    /// The options cannot go together.
    case unsupported(String)
    /// More items than `rowCount` rows hold, with ``UniformGrid/OverflowPolicy/refuse``.
    case capacityExceeded(itemCount: Int, capacity: Int)
    /// An index outside `0 ..< itemCount`.
    case indexOutOfRange(index: Int, itemCount: Int)

    public var description: String {
        switch self {
        case .invalidLength(let name, let value):
            return "\(name) \(lengthProblem(value))"
        case .invalidCount(let name, let value, let range):
            return "\(name) must be from \(range.lowerBound) to \(range.upperBound), not \(value)"
        case .unsupported(let why):
            return why
        case .capacityExceeded(let count, let capacity):
            return "\(count) items do not fit in the grid's \(capacity) cells"
        case .indexOutOfRange(let index, let count):
            return "index \(index) is outside 0..<\(count)"
        }
    }
}
