// The style of one box: the subset of CSS the layout document speaks
// (shared/spec/layout-document.md), as typed values.

/// `display`.
public enum Display: String, Hashable, Sendable, Codable {
    case block, grid, none
}

/// `position`.
public enum Position: String, Hashable, Sendable, Codable {
    case relative, absolute
}

/// The inline base direction: CSS `direction`, and the reading direction of a
/// uniform grid's rows. The one direction type of GridKit.
public enum Direction: String, Hashable, Sendable, Codable {
    /// Left to right (CSS `ltr`).
    case leftToRight
    /// Right to left (CSS `rtl`): columns and start/end alignment mirror.
    case rightToLeft
}

/// `box-sizing`.
public enum BoxSizing: String, Hashable, Sendable, Codable {
    case borderBox, contentBox
}

/// `overflow-x` / `overflow-y`.
public enum Overflow: String, Hashable, Sendable, Codable {
    case visible, hidden, clip, scroll, auto

    /// Whether the box is a scroll container in this axis (`clip` is not).
    @inlinable public var isScrollContainer: Bool {
        switch self {
        case .hidden, .scroll, .auto: true
        case .visible, .clip: false
        }
    }
}

/// The style of one box. Initial values are those of the layout document: a
/// `display: block`, `position: relative`, `box-sizing: border-box` box.
///
///     var style = BoxStyle()
///     style.display = .grid
///     style.gridTemplateColumns = TrackList(tracks: [.px(200), .fr(1), .auto])
///     // or, from CSS text:
///     let same = try BoxStyle(css: "display: grid; grid-template-columns: 200px 1fr auto")
public struct BoxStyle: Hashable, Sendable, Codable {
    public var display: Display = .block
    public var position: Position = .relative
    public var direction: Direction = .leftToRight
    public var boxSizing: BoxSizing = .borderBox
    public var overflowX: Overflow = .visible
    public var overflowY: Overflow = .visible

    public var inset = Edges<LengthPercentageAuto>(all: .auto)
    public var width: SizeValue = .auto
    public var height: SizeValue = .auto
    public var minWidth: SizeValue = .auto
    public var minHeight: SizeValue = .auto
    /// `none` is `.auto`.
    public var maxWidth: SizeValue = .auto
    public var maxHeight: SizeValue = .auto
    /// width / height, or nil for `auto`.
    public var aspectRatio: Double? = nil

    public var margin = Edges<LengthPercentageAuto>(all: .zero)
    public var padding = Edges<LengthPercentage>(all: .zero)
    public var border = Edges<LengthPercentage>(all: .zero)

    public var gridTemplateColumns = TrackList.none
    public var gridTemplateRows = TrackList.none
    public var gridTemplateAreas: GridTemplateAreas? = nil
    public var gridAutoColumns: [TrackSize] = [.auto]
    public var gridAutoRows: [TrackSize] = [.auto]
    public var gridAutoFlow = GridAutoFlow.row
    public var gridRow = GridLine.auto
    public var gridColumn = GridLine.auto
    public var rowGap = LengthPercentage.zero
    public var columnGap = LengthPercentage.zero

    public var alignItems = SelfAlignment.normal
    public var justifyItems = SelfAlignment.normal
    public var alignSelf = SelfAlignmentOrAuto.auto
    public var justifySelf = SelfAlignmentOrAuto.auto
    public var alignContent = ContentAlignment.normal
    public var justifyContent = ContentAlignment.normal

    /// The initial style.
    public init() {}
}

/// A layout axis: horizontal is CSS's inline (column) axis, vertical the block (row) axis.
extension LayoutSize {
    @inlinable func along(_ axis: LayoutAxis) -> Double { axis == .horizontal ? width : height }
    @inlinable mutating func set(_ axis: LayoutAxis, _ v: Double) {
        if axis == .horizontal { width = v } else { height = v }
    }
}

/// A width and height where either may be unknown.
public struct OptionalSize: Hashable, Sendable, Codable {
    public var width: Double?
    public var height: Double?
    public init(width: Double? = nil, height: Double? = nil) {
        self.width = width
        self.height = height
    }
    public static let none = OptionalSize()
    @inlinable func along(_ axis: LayoutAxis) -> Double? { axis == .horizontal ? width : height }
    @inlinable mutating func set(_ axis: LayoutAxis, _ v: Double?) {
        if axis == .horizontal { width = v } else { height = v }
    }
}

/// Available space in both axes.
public struct AvailableSize: Hashable, Sendable, Codable {
    public var width: AvailableSpace
    public var height: AvailableSpace
    public init(width: AvailableSpace, height: AvailableSpace) {
        self.width = width
        self.height = height
    }
    public static let maxContent = AvailableSize(width: .maxContent, height: .maxContent)
    @inlinable func along(_ axis: LayoutAxis) -> AvailableSpace { axis == .horizontal ? width : height }
    @inlinable mutating func set(_ axis: LayoutAxis, _ v: AvailableSpace) {
        if axis == .horizontal { width = v } else { height = v }
    }
}
