// The engine's own geometry: plain Double value types, so the algorithm needs nothing
// beyond the standard library. `CoreGraphicsBridge.swift` converts to CGRect & co.

/// A point in layout coordinates (points, y grows downward).
public struct Point: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)
}

/// A width and a height.
public struct Size: Hashable, Sendable {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
    /// Zero by zero.
    public static let zero = Size(width: 0, height: 0)
}

/// An axis-aligned rectangle: an origin (its top-left corner) and a size.
///
///     let r = Rect(x: 20, y: 20, width: 80, height: 100)
///     r.maxX  // 100
public struct Rect: Hashable, Sendable {
    public var origin: Point
    public var size: Size
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }
    public init(x: Double, y: Double, width: Double, height: Double) {
        origin = Point(x: x, y: y)
        size = Size(width: width, height: height)
    }
    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    @inlinable public var x: Double { origin.x }
    @inlinable public var y: Double { origin.y }
    @inlinable public var width: Double { size.width }
    @inlinable public var height: Double { size.height }
    @inlinable public var minX: Double { origin.x }
    @inlinable public var minY: Double { origin.y }
    @inlinable public var maxX: Double { origin.x + size.width }
    @inlinable public var maxY: Double { origin.y + size.height }
    @inlinable public var midX: Double { origin.x + size.width / 2 }
    @inlinable public var midY: Double { origin.y + size.height / 2 }

    /// Whether `point` lies inside; the maximum edges are outside, so tiled
    /// rectangles never both contain a point on their shared edge.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// Whether the two rectangles share an area of more than zero.
    public func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}

/// Distances inside the edges of a rectangle.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
    /// The same inset on all four edges.
    public init(all value: Double) { self.init(top: value, left: value, bottom: value, right: value) }
    /// No insets.
    public static let zero = EdgeInsets()
}

/// One of the two axes of a layout.
public enum Axis: Hashable, Sendable {
    /// Left to right.
    case horizontal
    /// Top to bottom.
    case vertical
}
