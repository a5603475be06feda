// The one file of the engine that imports Foundation: conversions to the CoreGraphics
// value types, so results drop into UIKit, AppKit and SwiftUI (and Foundation on Linux).
#if canImport(Foundation)
    import Foundation

    extension LayoutPoint {
        /// This point as a `CGPoint`.
        public var cgPoint: CGPoint { CGPoint(x: CGFloat(x), y: CGFloat(y)) }
        /// A point from a `CGPoint`.
        public init(_ point: CGPoint) { self.init(x: Double(point.x), y: Double(point.y)) }
    }

    extension LayoutSize {
        /// This size as a `CGSize`.
        public var cgSize: CGSize { CGSize(width: CGFloat(width), height: CGFloat(height)) }
        /// A size from a `CGSize`.
        public init(_ size: CGSize) { self.init(width: Double(size.width), height: Double(size.height)) }
    }

    extension LayoutRect {
        /// This rectangle as a `CGRect`, ready for `UIView.frame` or SwiftUI's `.frame`.
        public var cgRect: CGRect { CGRect(origin: origin.cgPoint, size: size.cgSize) }
        /// A rectangle from a `CGRect`.
        public init(_ rect: CGRect) { self.init(origin: LayoutPoint(rect.origin), size: LayoutSize(rect.size)) }
    }

    // The uniform grid's entry points in CoreGraphics types, so UIKit and SwiftUI code
    // passes `bounds.size` or a tap location as it has them. Each is disfavoured, so a
    // bare `.zero` or `.init(...)` still means the GridKit type, as it did before.

    extension UniformGrid {
        /// Resolves the grid in a container given as a `CGSize` (a view's `bounds.size`).
        ///
        ///     let layout = try grid.layout(in: collectionView.bounds.size, itemCount: photos.count)
        ///
        /// - Throws: ``UniformGridError``, as the `LayoutSize` overload does.
        /// - Complexity: O(1).
        @_disfavoredOverload
        public func layout(in container: CGSize, itemCount: Int = 0) throws(UniformGridError) -> UniformGridLayout {
            try layout(in: LayoutSize(container), itemCount: itemCount)
        }
    }

    extension UniformGridLayout {
        /// The index of the item under a `CGPoint`, or nil in a gap, a margin or outside.
        ///
        /// - Complexity: O(1).
        @_disfavoredOverload
        public func index(at point: CGPoint) -> Int? { index(at: LayoutPoint(point)) }

        /// The indices of the items whose frames intersect a `CGRect` (a scroll view's
        /// visible bounds), as ranges of consecutive indices in increasing order.
        ///
        /// - Complexity: O(answer).
        @_disfavoredOverload
        public func indices(in rect: CGRect) -> [Range<Int>] { indices(in: LayoutRect(rect)) }

        /// The frame of item `index` as a `CGRect`, or nil unless `0 <= index < itemCount`:
        /// what a collection view's non-throwing `layoutAttributesForItem(at:)` needs.
        ///
        /// - Complexity: O(1).
        public func cgFrame(at index: Int) -> CGRect? { frameIfPresent(at: index)?.cgRect }

        /// The frames of the items in `range` (clamped to `0 ..< itemCount`) as `CGRect`s.
        ///
        /// - Complexity: O(n) in the number of frames.
        public func cgFrames(in range: Range<Int>) -> [CGRect] { frames(in: range).map(\.cgRect) }

        /// The size of the content that holds the items, as a `CGSize` (a scroll view's
        /// `contentSize`, a collection view layout's `collectionViewContentSize`).
        public var cgContentSize: CGSize { contentSize.cgSize }
    }

    extension WaterfallGrid {
        /// Places `items` in a container given as a `CGSize` (a view's `bounds.size`).
        ///
        /// - Throws: ``WaterfallError``, as the `LayoutSize` overload does.
        @_disfavoredOverload
        public func layout(in container: CGSize, items: [WaterfallItem] = []) throws(WaterfallError) -> WaterfallLayout {
            try layout(in: LayoutSize(container), items: items)
        }
    }

    extension WaterfallLayout {
        /// The index of the item under a `CGPoint`, or nil between items or outside.
        @_disfavoredOverload
        public func index(at point: CGPoint) -> Int? { index(at: LayoutPoint(point)) }

        /// The indices of the items whose frames intersect a `CGRect`, as ranges of
        /// consecutive indices in increasing order.
        @_disfavoredOverload
        public func indices(in rect: CGRect) -> [Range<Int>] { indices(in: LayoutRect(rect)) }

        /// The frame of item `index` as a `CGRect`, or nil unless `0 <= index < itemCount`.
        public func cgFrame(at index: Int) -> CGRect? { frameIfPresent(at: index)?.cgRect }

        /// The size of the content that holds the items, as a `CGSize`.
        public var cgContentSize: CGSize { contentSize.cgSize }
    }
#endif
