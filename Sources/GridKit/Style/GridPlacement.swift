// css-grid-1 §8.3: grid-placement properties.

/// One end of an item's placement: `grid-row-start`, `grid-column-end`…
public enum GridPlacement: Hashable, Sendable, Codable {
    /// `auto`: placed by auto-placement, or a span of 1.
    case auto
    /// A line number, 1-based; negative counts from the end of the explicit grid.
    case line(Int)
    /// The `n`th line named `name` (`name 2`); a negative `n` counts from the end.
    case named(String, Int)
    /// `span n`.
    case span(Int)
    /// `span name n`.
    case namedSpan(String, Int)

    /// Whether this is `auto`.
    @inlinable public var isAuto: Bool { if case .auto = self { true } else { false } }
    /// Whether this is a span, named or not.
    @inlinable public var isSpan: Bool {
        switch self {
        case .span, .namedSpan: true
        default: false
        }
    }
    /// Whether this end is a definite line (not auto, not a span).
    @inlinable public var isDefinite: Bool { !isAuto && !isSpan }
}

/// An item's placement in one axis: `grid-column: 1 / span 2`.
public struct GridLine: Hashable, Sendable, Codable {
    /// `grid-*-start`.
    public var start: GridPlacement
    /// `grid-*-end`.
    public var end: GridPlacement
    /// A placement from its two ends.
    public init(start: GridPlacement = .auto, end: GridPlacement = .auto) {
        self.start = start
        self.end = end
    }
    /// `auto / auto`, the initial value.
    public static let auto = GridLine()

    /// The largest line number, span or repeat count kept: ±10,000,000, as Chromium 156
    /// (css-grid-1 §5.4 lets implementations limit the grid; older Chrome clamped at
    /// 10,000). Larger ones are clamped, and the implicit grid holds at most this many
    /// tracks from its first line. Tracks far from every item are stored as runs, so
    /// `grid-row: 9999999` costs what `grid-row: 3` does. The explicit grid alone stops
    /// at 100,000 tracks (a `repeat()` past it is cut short; see the engine's README).
    public static let maximumLine = OriginZeroLine.limit
}

/// `grid-auto-flow`.
public struct GridAutoFlow: Hashable, Sendable, Codable {
    /// Auto-placement fills rows (`row`) or columns (`column`).
    public var isColumn: Bool
    /// `dense`: fill holes left earlier.
    public var isDense: Bool
    /// A flow: `row` (the default), `column`, with `dense` when `isDense`.
    public init(isColumn: Bool = false, isDense: Bool = false) {
        self.isColumn = isColumn
        self.isDense = isDense
    }
    /// `row`, the initial value.
    public static let row = GridAutoFlow()
    /// `column`.
    public static let column = GridAutoFlow(isColumn: true)
}

/// `grid-template-areas`: a rectangle of names, `nil` for `.` cells.
public struct GridTemplateAreas: Hashable, Sendable, Codable {
    /// The strings of the value, one array per row, one name (or `nil`) per cell.
    public var rows: [[String?]]
    /// Areas from their rows of cell names; the CSS parser checks the rows are
    /// equally long and every name makes a rectangle.
    public init(rows: [[String?]]) { self.rows = rows }

    /// A named area's lines, zero-based from the explicit grid's start.
    public struct Area: Hashable, Sendable, Codable {
        /// The area's name; it also names the lines `name-start` and `name-end`.
        public var name: String
        /// The first row line, zero-based.
        public var rowStart: Int
        /// The row line after the last row.
        public var rowEnd: Int
        /// The first column line, zero-based.
        public var columnStart: Int
        /// The column line after the last column.
        public var columnEnd: Int
    }

    /// The rectangles the names make, in order of first appearance.
    public var areas: [Area] {
        var result: [Area] = []
        for (r, row) in rows.enumerated() {
            for (c, name) in row.enumerated() {
                guard let name else { continue }
                if let i = result.firstIndex(where: { $0.name == name }) {
                    result[i].rowEnd = max(result[i].rowEnd, r + 1)
                    result[i].columnEnd = max(result[i].columnEnd, c + 1)
                    result[i].rowStart = min(result[i].rowStart, r)
                    result[i].columnStart = min(result[i].columnStart, c)
                } else {
                    result.append(Area(name: name, rowStart: r, rowEnd: r + 1, columnStart: c, columnEnd: c + 1))
                }
            }
        }
        return result
    }
}
