// The style of one box: the subset of CSS the layout document speaks
// (shared/spec/layout-document.md), as typed values.

/// `display`.
public enum Display: String, Hashable, Sendable, Codable {
    /// A block container: children in normal flow, one below the other.
    case block
    /// A grid container: children placed and sized by the CSS Grid algorithm.
    case grid
    /// No box: the node and its children take no space.
    case none
    /// A grid-lanes (masonry) container, css-grid-3: children stacked into lanes
    /// (`display: grid-lanes`).
    case gridLanes
}

/// `grid-lanes-direction`: which axis holds the lanes of a grid-lanes container.
public enum GridLanesDirection: String, Hashable, Sendable, Codable {
    /// `normal`: row lanes when only `grid-template-rows` is given, else column lanes.
    case normal
    /// `column`: lanes are columns; items stack downwards.
    case column
    /// `row`: lanes are rows; items stack rightwards.
    case row
}

/// `flow-tolerance`: how close two lanes' running positions must be to count as
/// tied, so an item takes the earlier one in placement order (css-grid-3).
public enum FlowTolerance: Hashable, Sendable, Codable {
    /// `normal`: 1em (10px at the layout document's font).
    case normal
    /// `infinite`: every lane ties, so items go strictly in turn.
    case infinite
    /// A length, or a percentage of the container's content box in the stacking axis.
    case length(LengthPercentage)
}

/// `position`.
public enum Position: String, Hashable, Sendable, Codable {
    /// In flow (offsets by `inset` are not applied).
    case relative
    /// Out of flow: placed by `inset` against the containing block (a grid area when
    /// the parent is a grid and the item has a placement).
    case absolute
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
    /// `border-box`: `width` and `height` include padding and border.
    case borderBox
    /// `content-box`: `width` and `height` are the content's alone.
    case contentBox
}

/// `overflow-x` / `overflow-y`.
public enum Overflow: String, Hashable, Sendable, Codable {
    /// `visible`: content may overflow.
    case visible
    /// `hidden`: a scroll container with no scrollbar.
    case hidden
    /// `clip`: clipped, and not a scroll container.
    case clip
    /// `scroll`: a scroll container that always reserves a scrollbar.
    case scroll
    /// `auto`: a scroll container.
    case auto

    /// Whether the box is a scroll container in this axis (`clip` is not).
    @inlinable public var isScrollContainer: Bool {
        switch self {
        case .hidden, .scroll, .auto: true
        case .visible, .clip: false
        }
    }
}

extension BoxStyle {
    /// css-overflow-3 §3.1 (computed values): `visible` in one axis computes to `auto`
    /// when the other axis is a scroll container, so `overflow-y: hidden` alone makes a
    /// scroll container in both axes, with an `auto` scrollbar in x. The spec computes
    /// `clip` to `hidden` the same way; Chromium keeps `clip` (an `overflow-x: clip`
    /// item beside `overflow-y: scroll` keeps its content-based minimum width there,
    /// Firefox gives it 0): Chromium's reading is kept.
    var computedOverflow: (x: Overflow, y: Overflow) {
        func computed(_ o: Overflow, _ other: Overflow) -> Overflow {
            o == .visible && other.isScrollContainer ? .auto : o
        }
        return (computed(overflowX, overflowY), computed(overflowY, overflowX))
    }

    /// Whether the box is a scroll container in x and in y (by its computed overflow).
    var scrollsInAxes: (x: Bool, y: Bool) {
        let o = computedOverflow
        return (o.x.isScrollContainer, o.y.isScrollContainer)
    }

    /// A scroll container's baseline stays within its border box `height` tall, at
    /// neither side past it (Chromium 156: content a negative margin pulls above the box
    /// gives a baseline at its top edge); other boxes' baselines are as found.
    func baselineWithinBox(_ baseline: Double?, height: Double) -> Double? {
        guard computedOverflow.y.isScrollContainer, let b = baseline else { return baseline }
        return min(max(b, 0), height)
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
    /// `display`: block, grid or none.
    public var display: Display = .block
    /// `position`: relative (in flow) or absolute.
    public var position: Position = .relative
    /// `direction`: the inline base direction.
    public var direction: Direction = .leftToRight
    /// `box-sizing`.
    public var boxSizing: BoxSizing = .borderBox
    /// `overflow-x`.
    public var overflowX: Overflow = .visible
    /// `overflow-y`.
    public var overflowY: Overflow = .visible

    /// `top`, `right`, `bottom`, `left` (`inset`): offsets of an absolutely positioned box.
    public var inset = Edges<LengthPercentageAuto>(all: .auto)
    /// `width`.
    public var width: SizeValue = .auto
    /// `height`.
    public var height: SizeValue = .auto
    /// `min-width`; `auto` is the automatic minimum of a grid item.
    public var minWidth: SizeValue = .auto
    /// `min-height`.
    public var minHeight: SizeValue = .auto
    /// `max-width`; `none` is `.auto`.
    public var maxWidth: SizeValue = .auto
    /// `max-height`; `none` is `.auto`.
    public var maxHeight: SizeValue = .auto
    /// width / height, or nil for `auto`.
    public var aspectRatio: Double? = nil

    /// `margin`; percentages are of the containing block's width, in both axes.
    public var margin = Edges<LengthPercentageAuto>(all: .zero)
    /// `padding`; percentages are of the containing block's width, in both axes.
    public var padding = Edges<LengthPercentage>(all: .zero)
    /// `border-*-width`.
    public var border = Edges<LengthPercentage>(all: .zero)

    /// `grid-template-columns`: the explicit columns.
    public var gridTemplateColumns = TrackList.none
    /// `grid-template-rows`: the explicit rows.
    public var gridTemplateRows = TrackList.none
    /// `grid-template-areas`, or `nil` for `none`.
    public var gridTemplateAreas: GridTemplateAreas? = nil
    /// `grid-auto-columns`: the sizes of implicit columns, repeated in turn.
    public var gridAutoColumns: [TrackSize] = [.auto]
    /// `grid-auto-rows`: the sizes of implicit rows, repeated in turn.
    public var gridAutoRows: [TrackSize] = [.auto]
    /// `grid-auto-flow`.
    public var gridAutoFlow = GridAutoFlow.row
    /// `grid-row` (`grid-row-start` / `grid-row-end`): the item's rows.
    public var gridRow = GridLine.auto
    /// `grid-column`: the item's columns.
    public var gridColumn = GridLine.auto
    /// `row-gap` (setting it clears ``rowGapIsNormal``).
    public var rowGap = LengthPercentage.zero { didSet { rowGapIsNormal = false } }
    /// `column-gap` (setting it clears ``columnGapIsNormal``).
    public var columnGap = LengthPercentage.zero { didSet { columnGapIsNormal = false } }
    /// Whether `row-gap` is `normal`, its initial value: 0 in a grid, and a subgrid's
    /// rows then keep its parent's gap (css-grid-2 §9).
    public internal(set) var rowGapIsNormal = true
    /// Whether `column-gap` is `normal` (see ``rowGapIsNormal``).
    public internal(set) var columnGapIsNormal = true

    /// Sets both gaps; nil is `normal` (0, or the parent grid's gap in a subgrid).
    public mutating func setGaps(row: LengthPercentage?, column: LengthPercentage?) {
        rowGap = row ?? .zero
        columnGap = column ?? .zero
        rowGapIsNormal = row == nil
        columnGapIsNormal = column == nil
    }

    /// `align-items`: the default `align-self` of the children.
    public var alignItems = SelfAlignment.normal
    /// `justify-items`: the default `justify-self` of the children.
    public var justifyItems = SelfAlignment.normal
    /// `align-self`: the item's alignment in its area's block axis.
    public var alignSelf = SelfAlignmentOrAuto.auto
    /// `justify-self`: the item's alignment in its area's inline axis.
    public var justifySelf = SelfAlignmentOrAuto.auto
    /// `align-content`: the rows' distribution in the grid.
    public var alignContent = ContentAlignment.normal
    /// `justify-content`: the columns' distribution in the grid.
    public var justifyContent = ContentAlignment.normal
    /// `order`: a grid item is placed, and its baseline group read, in order of this
    /// number, then of the tree (css-grid-1 §8.5's "order-modified document order").
    /// Frames keep their nodes; only placement order changes.
    public var order = 0
    /// `grid-lanes-direction` of a grid-lanes container.
    public var gridLanesDirection = GridLanesDirection.normal
    /// `flow-tolerance` of a grid-lanes container.
    public var flowTolerance = FlowTolerance.normal

    /// The initial style.
    public init() {}

    /// Decodes a style. A missing key keeps the property's initial value, so a style
    /// written with only the properties it sets, or stored before a property was
    /// added, decodes.
    ///
    /// - Throws: `DecodingError.dataCorrupted` for a value the CSS parser could not
    ///   have produced (a NaN or negative length, line 0, a repeat count below 1, a
    ///   line beyond ±``GridLine/maximumLine``, areas that are not rectangles), so
    ///   decoded data never reaches the engine with a value CSS text could not give.
    public init(from decoder: any Decoder) throws {
        self.init()
        let c = try decoder.container(keyedBy: CodingKeys.self)
        func read<T: Decodable>(_ value: inout T, _ key: CodingKeys) throws {
            if let v = try c.decodeIfPresent(T.self, forKey: key) { value = v }
        }
        try read(&display, .display)
        try read(&position, .position)
        try read(&direction, .direction)
        try read(&boxSizing, .boxSizing)
        try read(&overflowX, .overflowX)
        try read(&overflowY, .overflowY)
        try read(&inset, .inset)
        try read(&width, .width)
        try read(&height, .height)
        try read(&minWidth, .minWidth)
        try read(&minHeight, .minHeight)
        try read(&maxWidth, .maxWidth)
        try read(&maxHeight, .maxHeight)
        aspectRatio = try c.decodeIfPresent(Double.self, forKey: .aspectRatio)
        try read(&margin, .margin)
        try read(&padding, .padding)
        try read(&border, .border)
        try read(&gridTemplateColumns, .gridTemplateColumns)
        try read(&gridTemplateRows, .gridTemplateRows)
        gridTemplateAreas = try c.decodeIfPresent(GridTemplateAreas.self, forKey: .gridTemplateAreas)
        try read(&gridAutoColumns, .gridAutoColumns)
        try read(&gridAutoRows, .gridAutoRows)
        try read(&gridAutoFlow, .gridAutoFlow)
        try read(&gridRow, .gridRow)
        try read(&gridColumn, .gridColumn)
        try read(&rowGap, .rowGap)
        try read(&columnGap, .columnGap)
        try read(&rowGapIsNormal, .rowGapIsNormal)
        try read(&columnGapIsNormal, .columnGapIsNormal)
        try read(&alignItems, .alignItems)
        try read(&justifyItems, .justifyItems)
        try read(&alignSelf, .alignSelf)
        try read(&justifySelf, .justifySelf)
        try read(&alignContent, .alignContent)
        try read(&justifyContent, .justifyContent)
        try read(&order, .order)
        try read(&gridLanesDirection, .gridLanesDirection)
        try read(&flowTolerance, .flowTolerance)
        if let problem = decodingProblem() {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: problem))
        }
    }
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
    /// The width, or `nil` when unknown.
    public var width: Double?
    /// The height, or `nil` when unknown.
    public var height: Double?
    /// A size where either side may be unknown.
    public init(width: Double? = nil, height: Double? = nil) {
        self.width = width
        self.height = height
    }
    /// Both sides unknown.
    public static let none = OptionalSize()
    @inlinable func along(_ axis: LayoutAxis) -> Double? { axis == .horizontal ? width : height }
    @inlinable mutating func set(_ axis: LayoutAxis, _ v: Double?) {
        if axis == .horizontal { width = v } else { height = v }
    }
}

/// Available space in both axes.
public struct AvailableSize: Hashable, Sendable, Codable {
    /// The space across.
    public var width: AvailableSpace
    /// The space down.
    public var height: AvailableSpace
    /// Available space in each axis.
    public init(width: AvailableSpace, height: AvailableSpace) {
        self.width = width
        self.height = height
    }
    /// Max-content in both axes: the size a box takes with no limit.
    public static let maxContent = AvailableSize(width: .maxContent, height: .maxContent)
    @inlinable func along(_ axis: LayoutAxis) -> AvailableSpace { axis == .horizontal ? width : height }
    @inlinable mutating func set(_ axis: LayoutAxis, _ v: AvailableSpace) {
        if axis == .horizontal { width = v } else { height = v }
    }
}
