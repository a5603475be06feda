// The engine's own geometry: plain Double value types, so the algorithm needs nothing
// beyond the standard library. `CoreGraphicsBridge.swift` converts to CGRect & co.

/// A point in layout coordinates (points, y grows downward).
public struct LayoutPoint: Hashable, Sendable, Codable {
    /// The horizontal coordinate, growing to the right.
    public var x: Double
    /// The vertical coordinate, growing downward.
    public var y: Double
    /// A point at `x`, `y`.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
    /// The origin, (0, 0).
    public static let zero = LayoutPoint(x: 0, y: 0)
}

/// A width and a height.
public struct LayoutSize: Hashable, Sendable, Codable {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double
    /// A size of `width` by `height`.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
    /// Zero by zero.
    public static let zero = LayoutSize(width: 0, height: 0)
}

/// An axis-aligned rectangle: an origin (its top-left corner) and a size.
///
///     let r = LayoutRect(x: 20, y: 20, width: 80, height: 100)
///     r.maxX  // 100
public struct LayoutRect: Hashable, Sendable, Codable {
    /// The top-left corner.
    public var origin: LayoutPoint
    /// The width and height.
    public var size: LayoutSize
    /// A rectangle with its top-left corner at `origin`.
    public init(origin: LayoutPoint, size: LayoutSize) {
        self.origin = origin
        self.size = size
    }
    /// A rectangle with its top-left corner at (`x`, `y`).
    public init(x: Double, y: Double, width: Double, height: Double) {
        origin = LayoutPoint(x: x, y: y)
        size = LayoutSize(width: width, height: height)
    }
    /// The empty rectangle at the origin.
    public static let zero = LayoutRect(x: 0, y: 0, width: 0, height: 0)

    /// The left edge, `origin.x`.
    @inlinable public var x: Double { origin.x }
    /// The top edge, `origin.y`.
    @inlinable public var y: Double { origin.y }
    /// `size.width`.
    @inlinable public var width: Double { size.width }
    /// `size.height`.
    @inlinable public var height: Double { size.height }
    /// The left edge.
    @inlinable public var minX: Double { origin.x }
    /// The top edge.
    @inlinable public var minY: Double { origin.y }
    /// The right edge, `x + width`.
    @inlinable public var maxX: Double { origin.x + size.width }
    /// The bottom edge, `y + height`.
    @inlinable public var maxY: Double { origin.y + size.height }
    /// The horizontal centre.
    @inlinable public var midX: Double { origin.x + size.width / 2 }
    /// The vertical centre.
    @inlinable public var midY: Double { origin.y + size.height / 2 }

    /// Whether `point` lies inside; the maximum edges are outside, so tiled
    /// rectangles never both contain a point on their shared edge.
    public func contains(_ point: LayoutPoint) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// Whether the two rectangles share an area of more than zero.
    public func intersects(_ other: LayoutRect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// Whether a range query can meet anything in it: an area of more than zero and
    /// finite edges (what every grid's `indices(in:)` asks first).
    @inline(__always)
    var isQueryable: Bool {
        width > 0 && height > 0 && minX.isFinite && minY.isFinite && maxX.isFinite && maxY.isFinite
    }
}

/// One of the two axes of a layout: the one type for every axis in GridKit (a CSS
/// grid's columns run along `.horizontal`, a scroll view scrolls along one of them).
public enum LayoutAxis: String, Hashable, Sendable, Codable {
    /// Left to right: widths, columns.
    case horizontal
    /// Top to bottom: heights, rows.
    case vertical
    /// The other axis.
    @inlinable public var other: LayoutAxis { self == .horizontal ? .vertical : .horizontal }
}
