// Stand-ins for top-level types of SwiftUI and MacTypes (which Linux does not have),
// so that importing this module next to GridKit reproduces what an app that imports
// SwiftUI sees. Only the names matter.

public struct EdgeInsets { public init() {} }
public enum Axis { case horizontal, vertical }
public struct Alignment { public init() {} }
public enum Edge { case top, leading, bottom, trailing }
public protocol Layout {}
public struct GridItem { public init() {} }
public struct Grid { public init() {} }
public struct GridRow { public init() {} }
public enum LayoutDirection { case leftToRight, rightToLeft }
public struct HorizontalAlignment { public init() {} }
public struct VerticalAlignment { public init() {} }
public struct ProposedViewSize { public init() {} }
public struct UnitPoint { public init() {} }
public struct Color { public init() {} }
public struct Text { public init() {} }
public struct Image { public init() {} }
public struct Font { public init() {} }
public struct Path { public init() {} }
public struct Angle { public init() {} }
public protocol View {}
public protocol Shape {}
public struct Spacer { public init() {} }
public enum ContentMode { case fit, fill }
public enum Visibility { case automatic, visible, hidden }
// MacTypes.h
public struct Point { public init() {} }
public typealias Size = Int
public struct Rect { public init() {} }
public typealias Style = UInt8
public typealias Duration = Int32
public typealias ItemCount = UInt
public typealias Fixed = Int32
