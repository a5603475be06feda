/// A waterfall (masonry) grid for apps: items of their own heights stacked in equal
/// lanes, each item going to the lane whose stack is shortest so far, as in a
/// Pinterest feed or a photo wall.
///
/// A `WaterfallGrid` is a description; resolving it with ``layout(in:items:)-(LayoutSize,_)`` gives
/// a ``WaterfallLayout`` that answers frames in O(1), the items in a rectangle in
/// O(lanes · log n + answer), and takes more items with ``WaterfallLayout/append(_:)``
/// in O(lanes) each, so an endless feed never lays out again what it already has.
///
///     let grid = WaterfallGrid(lanes: .count(3), laneSpacing: 10, itemSpacing: 10,
///                              insets: Edges(all: 10))
///     var layout = try grid.layout(in: LayoutSize(width: 320, height: 480),
///                                  items: [.length(120), .length(80), .length(200), .length(60)])
///     try layout.frame(at: 3)      // (113.333, 100, 93.333, 60): under the 80-high item
///     try layout.append(.length(90, span: 2))
///     layout.indices(in: visibleRect)
///
/// Placement follows css-grid-3's grid-lanes ("Grid Lanes Layout Algorithm",
/// https://www.w3.org/TR/css-grid-3/): every lane keeps a *running position*; an
/// item spanning `k` lanes could start at any of the `n - k + 1` lines, and at each
/// its position would be the largest running position of the lanes it covers; it
/// goes to the first line whose position is within a tolerance of the smallest
/// (`flow-tolerance`), and the lanes it covers move on to its end plus the item
/// spacing. See ``PlacementPolicy`` and ``TieBreaking``.
///
/// Like ``UniformGrid`` the description is written along the axes of scrolling:
/// lanes run along the scroll axis and share the other one. With `scrollAxis =
/// .vertical` (the default) lanes are columns and an item's length is its height;
/// with `.horizontal` lanes are rows and an item's length is its width. Insets and
/// results are always in real (unrotated) coordinates.
public struct WaterfallGrid: Hashable, Sendable {
    /// How many lanes there are.
    public enum Lanes: Hashable, Sendable {
        /// A fixed count, from 1 to ``WaterfallGrid/maximumLaneCount``.
        case count(Int)
        /// As many as fit lanes at least `minimumLaneWidth` wide with the lane spacing
        /// between them (CSS `repeat(auto-fill, minmax(w, 1fr))`), at least 1 and at
        /// most `maximumCount` when given.
        case adaptive(minimumLaneWidth: Double, maximumCount: Int? = nil)
    }

    /// Which lane an item goes to.
    public enum PlacementPolicy: Hashable, Sendable {
        /// The lane (or run of `span` lanes) whose running position is smallest;
        /// ties are broken by ``TieBreaking``. This is `flow-tolerance: 0`.
        case shortestLane
        /// Any lane within `tolerance` points of the shortest counts as tied, so items
        /// stay closer to reading order when lanes are nearly even (CSS
        /// `flow-tolerance: <length>`; the browser's default `normal` is 1em).
        case shortestLaneWithin(tolerance: Double)
        /// Lanes in turn, whatever their lengths: item `i` of single-lane items goes to
        /// lane `i % laneCount` (an item that does not fit before the last lane starts
        /// again at the first). With equal lengths this is a ``UniformGrid``.
        case roundRobin
    }

    /// Which of the tied lanes an item takes.
    public enum TieBreaking: Hashable, Sendable {
        /// The first tied lane in reading order: the smallest running position always
        /// wins and, among equals, the leftmost lane (rightmost right-to-left).
        case firstLane
        /// The first tied lane at or after the end of the previously placed item,
        /// wrapping to the first lane: css-grid-3's *auto-placement cursor*, as
        /// Chromium implements it, so items move forward across the lanes.
        case afterPreviousItem
    }

    /// How many lanes share the width (the height when scrolling horizontally).
    public var lanes: Lanes
    /// The gap between neighbouring lanes.
    public var laneSpacing: Double
    /// The gap between consecutive items in a lane.
    public var itemSpacing: Double
    /// Space between the container's edges and the lanes (and the first and last items).
    public var insets: Edges<Double>
    /// Which lane each item goes to.
    public var placement: PlacementPolicy
    /// Which lane wins when several are (within the tolerance of) the shortest.
    public var tieBreaking: TieBreaking
    /// `.rightToLeft` mirrors the finished frames: lane 0 is the rightmost one (with
    /// horizontal scrolling, items start at the right edge).
    public var layoutDirection: Direction
    /// The axis the lanes run along and the content grows along.
    public var scrollAxis: LayoutAxis

    /// A waterfall grid; every parameter but the first has a default.
    public init(
        lanes: Lanes, laneSpacing: Double = 0, itemSpacing: Double = 0, insets: Edges<Double> = .zero,
        placement: PlacementPolicy = .shortestLane, tieBreaking: TieBreaking = .firstLane,
        layoutDirection: Direction = .leftToRight, scrollAxis: LayoutAxis = .vertical
    ) {
        self.lanes = lanes
        self.laneSpacing = laneSpacing
        self.itemSpacing = itemSpacing
        self.insets = insets
        self.placement = placement
        self.tieBreaking = tieBreaking
        self.layoutDirection = layoutDirection
        self.scrollAxis = scrollAxis
    }

    /// The most lanes a grid may have; an adaptive count is clamped to it.
    public static let maximumLaneCount = 10_000
    /// The most items a layout holds (item indices are stored in 32 bits).
    public static let maximumItemCount = Int(Int32.max)
    /// The largest magnitude accepted for any length, in points (the nine-grid's).
    public static let maximumLength = UniformGrid.maximumLength
}

/// One item of a waterfall grid: its length along the scroll axis and how many lanes
/// it covers.
public struct WaterfallItem: Hashable, Sendable {
    /// How long an item is along the scroll axis.
    public enum Length: Hashable, Sendable {
        /// A fixed length: the height in a vertical waterfall, the width in a horizontal one.
        case fixed(Double)
        /// The item keeps `width / height = ratio`; the lanes it covers give the other side.
        case aspectRatio(Double)
    }

    /// The item's length along the scroll axis.
    public var length: Length
    /// How many neighbouring lanes the item covers, at least 1. A span larger than
    /// the lane count covers every lane (an adaptive grid may have fewer lanes than
    /// the span was written for).
    public var span: Int

    /// An item of `length` covering `span` lanes.
    public init(length: Length, span: Int = 1) {
        self.length = length
        self.span = span
    }

    /// An item `length` long along the scroll axis (its height when scrolling vertically).
    public static func length(_ length: Double, span: Int = 1) -> WaterfallItem {
        WaterfallItem(length: .fixed(length), span: span)
    }

    /// An item with `width / height = ratio`, as wide (high) as the lanes it covers.
    public static func aspectRatio(_ ratio: Double, span: Int = 1) -> WaterfallItem {
        WaterfallItem(length: .aspectRatio(ratio), span: span)
    }
}

/// Why a waterfall grid cannot be laid out, extended or queried.
public enum WaterfallError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A length is NaN, infinite, negative or larger than ``WaterfallGrid/maximumLength``.
    case invalidLength(name: String, value: Double)
    /// A count is out of its range.
    case invalidCount(name: String, value: Int, range: ClosedRange<Int>)
    /// Item `index` cannot be placed; `reason` says why.
    case invalidItem(index: Int, reason: String)
    /// An index outside `0 ..< itemCount`.
    case indexOutOfRange(index: Int, itemCount: Int)

    /// The error in one line, saying what and where.
    public var description: String {
        switch self {
        case .invalidLength(let name, let value):
            return "\(name) \(lengthProblem(value))"
        case .invalidCount(let name, let value, let range):
            return "\(name) must be from \(range.lowerBound) to \(range.upperBound), not \(value)"
        case .invalidItem(let index, let reason):
            return "item \(index): \(reason)"
        case .indexOutOfRange(let index, let count):
            return "index \(index) is outside 0..<\(count)"
        }
    }
}

extension WaterfallGrid {
    /// Resolves the grid in a container and places `items` in order.
    ///
    /// - Throws: ``WaterfallError`` for NaN, infinite, negative or absurdly large
    ///   lengths, counts out of range, and items with a bad length, aspect ratio or span
    ///   (naming the first bad item).
    /// - Complexity: O(n · lanes) for n items (O(n · (lanes + span)) with spans).
    public func layout(in container: LayoutSize, items: [WaterfallItem] = []) throws(WaterfallError) -> WaterfallLayout {
        var layout = try WaterfallLayout(grid: self, container: container)
        try layout.append(contentsOf: items)
        return layout
    }
}
