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
#endif
