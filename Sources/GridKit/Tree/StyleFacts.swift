// What layout's hot loops need of a style, computed once when the style is interned.
// Reading these plain values never copies a `BoxStyle`, whose arrays and strings would
// be retained and released on every copy.

/// Per interned style, the plain values layout's hot loops read.
struct StyleFacts {
    var display: Display
    var position: Position
    var boxSizing: BoxSizing
    var aspectRatio: Double?
    var width: SizeValue
    var height: SizeValue
    var minWidth: SizeValue
    var minHeight: SizeValue
    /// Computed `overflow-x` / `overflow-y` (css-overflow-3 §3.1).
    var overflowX: Overflow
    var overflowY: Overflow
    /// Whether an axis has `overflow: auto`: a scrollbar shown only when the content
    /// overflows (Tree/AutoScrollbars.swift).
    var hasAutoOverflow: Bool
    var justifySelf: SelfAlignmentOrAuto
    var alignSelf: SelfAlignmentOrAuto
    /// The box's own `direction` (`self-start` / `self-end` of a grid item follow it).
    var direction: Direction
    /// The spans of an item placed with no definite line (auto or `span n` at both
    /// ends), or 0 when a line is given and placement must resolve it.
    var autoRowSpan: Int32
    var autoColumnSpan: Int32
    /// `order` (css-display-3 §5.1), clamped to 32 bits.
    var order: Int32
    /// Whether a box of this style is a grid item taking one auto-placed cell: in
    /// flow, `grid-row` and `grid-column` both auto.
    var takesOneAutoCell: Bool
    /// Whether `position: relative` insets move the box.
    var hasRelativeOffset: Bool
    /// Whether a top or bottom margin is `auto` (such an item takes no part in baseline alignment).
    var hasAutoBlockMargin: Bool
    /// The resolved box when nothing in it depends on the containing block.
    var fixedBox: ResolvedBox?
    /// Whether the style has a ``PlainBox`` (kept in `LayoutTree.plainBoxes`, apart
    /// from the facts, so reading one number of it copies nothing else).
    var hasPlainBox: Bool
    /// Whether the plain box has no auto margin and no relative offset and is not a grid
    /// or grid-lanes container (a childless one still has tracks): a grid item with this style and no content
    /// takes every fast path.
    var isPlainItemStyle: Bool
    /// Whether `min-width` / `max-width` (`min-height` / `max-height`) is a content
    /// keyword (css-sizing-3 §3.2), which only a measurement resolves (Box/SizeKeywords.swift).
    var hasContentKeywordWidthLimits: Bool
    var hasContentKeywordHeightLimits: Bool
    /// Whether the width (height), min-width (min-height) or max-width (max-height) is a
    /// percentage or `stretch`: the size in that axis depends on the grid area's.
    var widthFollowsArea: Bool
    var heightFollowsArea: Bool
    /// Whether a grid item of this style may have a width that follows its row (an
    /// auto, percentage or content-keyword width with a ratio, or a grid of an auto or
    /// percentage width whose items may): see
    /// `widthFollowsRows`.
    var mayFollowRows: Bool
    /// Whether a grid item of this style, a block of an auto width, may have a width
    /// that follows its row through its children (`blockChildFollowsHeight`): only
    /// one with children is looked at.
    var mayFollowRowsThroughChildren: Bool

    /// The facts of style `s`.
    init(_ s: BoxStyle) {
        display = s.display
        position = s.position
        boxSizing = s.boxSizing
        aspectRatio = s.aspectRatio
        width = s.width
        height = s.height
        minWidth = s.minWidth
        minHeight = s.minHeight
        (overflowX, overflowY) = s.computedOverflow
        hasAutoOverflow = overflowX == .auto || overflowY == .auto
        justifySelf = s.justifySelf
        direction = s.direction
        alignSelf = s.alignSelf
        func autoSpan(_ line: GridLine) -> Int32 {
            switch (line.start, line.end) {
            case (.auto, .auto): 1
            case (.span(let n), .auto), (.auto, .span(let n)), (.span(let n), .span): Int32(min(n, GridLine.maximumLine))
            default: 0
            }
        }
        autoRowSpan = autoSpan(s.gridRow)
        autoColumnSpan = autoSpan(s.gridColumn)
        hasAutoBlockMargin = s.margin.top.isAuto || s.margin.bottom.isAuto
        order = Int32(clamping: s.order)
        takesOneAutoCell =
            s.display != .none && s.position != .absolute && s.gridRow == GridLine() && s.gridColumn == GridLine()
        hasRelativeOffset =
            s.position == .relative
            && (!s.inset.top.isAuto || !s.inset.right.isAuto || !s.inset.bottom.isAuto || !s.inset.left.isAuto)
        hasContentKeywordWidthLimits = s.minWidth.isContentKeyword || s.maxWidth.isContentKeyword
        hasContentKeywordHeightLimits = s.minHeight.isContentKeyword || s.maxHeight.isContentKeyword
        func followsArea(_ values: SizeValue...) -> Bool {
            values.contains { v in
                switch v {
                case .percent, .stretch: true
                default: false
                }
            }
        }
        widthFollowsArea = followsArea(s.width, s.minWidth, s.maxWidth)
        heightFollowsArea = followsArea(s.height, s.minHeight, s.maxHeight)
        // A column subgrid's width is its area's, whatever it says (Grid/Subgrid.swift).
        mayFollowRows =
            ((s.width == .auto || s.width.isPercent) && (s.aspectRatio != nil || s.display == .grid))
            || (s.width.isContentKeyword && s.aspectRatio != nil) || (s.display == .grid && s.gridTemplateColumns.isSubgrid)
        mayFollowRowsThroughChildren = s.width == .auto && s.display == .block && s.aspectRatio == nil
        fixedBox = s.dependsOnContainingBlock ? nil : s.resolveBox(parent: .none)
        let plain = PlainBox(style: s, box: fixedBox)
        hasPlainBox = plain != nil && !hasAutoOverflow
        isPlainItemStyle =
            hasPlainBox && plain?.hasAutoMargin == false && !hasRelativeOffset && s.display != .grid
            && s.display != .gridLanes
    }

    /// Whether a box of this style is laid out in flow (not `display: none`, not absolutely positioned).
    var isInFlow: Bool { display != .none && position != .absolute }

    @inline(__always) func size(_ axis: LayoutAxis) -> SizeValue { axis == .horizontal ? width : height }
    @inline(__always) func minSize(_ axis: LayoutAxis) -> SizeValue { axis == .horizontal ? minWidth : minHeight }
    @inline(__always) func overflow(_ axis: LayoutAxis) -> Overflow { axis == .horizontal ? overflowX : overflowY }
}

/// The layout of an empty leaf, precomputed: its own sizes (nil when auto), its size
/// when empty, and its margins.
struct PlainBox {
    /// A stand-in for styles that have no plain box (never read for them).
    static let none = PlainBox(
        ownWidth: .nan, ownHeight: .nan, emptyWidth: 0, emptyHeight: 0, marginLeft: 0, marginTop: 0, marginWidth: 0,
        marginHeight: 0, hasAutoMargin: true, minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity,
        paddingBorder: .zero, autoSizeMinimumWidth: .nan, autoSizeMinimumHeight: .nan)

    /// The box's own border-box size, NaN when auto (not optional: hot loops copy
    /// these boxes, and plain numbers move in registers).
    var ownWidth: Double
    var ownHeight: Double
    var emptyWidth: Double
    var emptyHeight: Double
    var marginLeft: Double
    var marginTop: Double
    var marginWidth: Double
    var marginHeight: Double
    var hasAutoMargin: Bool
    var minWidth: Double
    var maxWidth: Double
    var minHeight: Double
    var maxHeight: Double
    var paddingBorder: LayoutSize
    /// The minimum contribution (css-grid-1 §11.5) when the size in that axis is auto:
    /// padding and border (an empty box's automatic minimum, §6.6) or the px min size,
    /// plus margins. NaN when a keyword min size needs the general path.
    var autoSizeMinimumWidth: Double
    var autoSizeMinimumHeight: Double

    /// The box's own width and height (nil when auto).
    var width: Double? { ownWidth.isNaN ? nil : ownWidth }
    var height: Double? { ownHeight.isNaN ? nil : ownHeight }

    /// The outer size contribution in `axis`, whatever the space: an empty box is its
    /// own size (baseline shims aside).
    @inline(__always)
    func contribution(_ axis: LayoutAxis) -> Double {
        axis == .horizontal
            ? (ownWidth.isNaN ? emptyWidth : ownWidth) + marginWidth
            : (ownHeight.isNaN ? emptyHeight : ownHeight) + marginHeight
    }

    /// The minimum contribution (css-grid-1 §11.5) given the min-content one,
    /// `content`: that when the box has its own size in `axis`, else its auto-size
    /// minimum; NaN when a keyword min size needs the general path.
    @inline(__always)
    func minimumContribution(_ axis: LayoutAxis, content: Double) -> Double {
        hasOwnSize(axis) ? content : autoSizeMinimum(axis)
    }

    /// Whether the box has its own (px) size in `axis`.
    @inline(__always) func hasOwnSize(_ axis: LayoutAxis) -> Bool { !(axis == .horizontal ? ownWidth : ownHeight).isNaN }
    /// The minimum contribution when the size in `axis` is auto (NaN: the general path).
    @inline(__always)
    func autoSizeMinimum(_ axis: LayoutAxis) -> Double { axis == .horizontal ? autoSizeMinimumWidth : autoSizeMinimumHeight }

    /// A border-box length clamped by the min and max sizes and floored at padding + border.
    @inline(__always)
    func clamp(_ v: Double, _ axis: LayoutAxis) -> Double {
        axis == .horizontal
            ? max(paddingBorder.width, max(minWidth, min(maxWidth, v)))
            : max(paddingBorder.height, max(minHeight, min(maxHeight, v)))
    }
}

extension PlainBox {
    /// The plain box of a style with no percentage, no ratio, no scrollbar and a px or
    /// auto size; nil for others. `box` is the style's box resolved without a parent.
    init?(style s: BoxStyle, box: ResolvedBox?) {
        guard let b = box, s.aspectRatio == nil, b.scrollbar == .zero, s.width.isAutoOrPx, s.height.isAutoOrPx,
            !s.maxWidth.isContentKeyword, !s.maxHeight.isContentKeyword, !s.minWidth.isContentKeyword,
            !s.minHeight.isContentKeyword
        else {
            return nil
        }
        let pb = b.paddingBorder
        let m = b.marginOrZero
        self.init(
            ownWidth: b.size.width.map { max(b.clamp($0, .horizontal), pb.width) } ?? .nan,
            ownHeight: b.size.height.map { max(b.clamp($0, .vertical), pb.height) } ?? .nan,
            emptyWidth: max(b.clamp(pb.width, .horizontal), pb.width),
            emptyHeight: max(b.clamp(pb.height, .vertical), pb.height),
            marginLeft: m.left, marginTop: m.top, marginWidth: m.horizontal, marginHeight: m.vertical,
            hasAutoMargin: b.margin.left == nil || b.margin.right == nil || b.margin.top == nil || b.margin.bottom == nil,
            minWidth: b.minSize.width ?? 0, maxWidth: b.maxSize.width ?? .infinity,
            minHeight: b.minSize.height ?? 0, maxHeight: b.maxSize.height ?? .infinity,
            paddingBorder: pb,
            autoSizeMinimumWidth: Self.autoSizeMinimum(s.minWidth, b.minSize.width, pb.width) + m.horizontal,
            autoSizeMinimumHeight: Self.autoSizeMinimum(s.minHeight, b.minSize.height, pb.height) + m.vertical)
    }

    private static func autoSizeMinimum(_ style: SizeValue, _ resolved: Double?, _ paddingBorder: Double) -> Double {
        if style.isAuto { return paddingBorder }
        if let v = resolved { return max(v, paddingBorder) }
        return .nan
    }
}

extension SizeValue {
    var isAutoOrPx: Bool {
        switch self {
        case .auto, .px: true
        default: false
        }
    }
}

extension BoxStyle {
    /// Whether any length of the box is a percentage (so its resolved box depends on
    /// the containing block).
    var dependsOnContainingBlock: Bool {
        func lp(_ v: LengthPercentage) -> Bool { if case .percent = v { true } else { false } }
        func lpa(_ v: LengthPercentageAuto) -> Bool { if case .percent = v { true } else { false } }
        func dim(_ v: SizeValue) -> Bool {
            switch v {
            case .percent: true
            case .fitContent(let l?): lp(l)
            default: false
            }
        }
        return lp(padding.top) || lp(padding.right) || lp(padding.bottom) || lp(padding.left)
            || lp(border.top) || lp(border.right) || lp(border.bottom) || lp(border.left)
            || lpa(margin.top) || lpa(margin.right) || lpa(margin.bottom) || lpa(margin.left)
            || dim(width) || dim(height) || dim(minWidth) || dim(minHeight) || dim(maxWidth) || dim(maxHeight)
    }
}

extension LayoutTree {
    /// The facts of `node`'s style.
    @inline(__always) func facts(_ node: Int32) -> StyleFacts { styleFacts[Int(styleIndex[Int(node)])] }

    /// Whether `node` has a child in flow (displayed, not absolutely positioned), with or
    /// without area: Blink unites an empty child's rectangle with a scroll container's
    /// in-flow bounds (`fidelity-fix12a-zero-*`), and such a child brings back a row
    /// subgrid's ratio width (``emptyRowSubgridWidthCap(_:_:)``).
    func hasInFlowChild(_ node: Int32) -> Bool {
        var c = firstChild[Int(node)]
        while c >= 0 {
            if facts(c).isInFlow { return true }
            c = nextSibling[Int(c)]
        }
        return false
    }

    /// `node`'s box resolved against `parent`: from the facts when it does not depend on it.
    @inline(__always)
    func box(_ node: Int32, _ parent: OptionalSize) -> ResolvedBox {
        let i = Int(styleIndex[Int(node)])
        var b = styleFacts[i].fixedBox ?? styles[i].resolveBox(parent: parent)
        if hasSubgridStyles, let context = subgrids.contexts[node] {  // css-grid-2 §9 (Subgrid.swift)
            b = subgridBoxStyle(node, context).resolveBox(parent: parent)
            if context.rows != nil && context.columns == nil { rowSubgridRatioLimits(&b, node, parent) }
            if context.columns != nil && context.rows == nil { columnSubgridRatioLimits(&b) }
        }
        if styleFacts[i].hasAutoOverflow { b.scrollbar = scrollbars.shown(node, over: b.scrollbar) }
        return b
    }

    /// `node`'s box as layout question `input` sees it: its own preferred, min and max
    /// sizes gone in the axis whose content size is asked (css-sizing-3 §4-5).
    func box(_ node: Int32, _ input: LayoutInput) -> ResolvedBox {
        var b = box(node, input.parentSize)
        switch input.contentSizeAxis {
        case .horizontal?:
            (b.size.width, b.minSize.width, b.maxSize.width, b.ownMaxSize.width, b.ownMinSize.width) = (nil, nil, nil, nil, nil)
            if b.ratioGivenAxis == .vertical { b.size.height = nil }  // the ratio's of the width set aside
            // css-sizing-4 §5.1: a ratio box's content widths stay within the limits its
            // own min and max heights transfer, whatever its own widths say (Chromium:
            // `min-width: min-content` with `min-height: 20px` at ratio 1 is 20px wide,
            // past a `max-width: 3.5px`).
            if input.ratioAside {
                // The content's width, not the one the ratio gives from a height nor within
                // the limits it transfers (Blink: MinMaxSizesType::kIntrinsic).
                b.aspectRatio = nil
            } else if let ratio = b.ratio {
                let low = max(b.ownMinSize.height ?? 0, b.paddingBorder.height)
                if low > 0 { b.minSize.width = ratio.width(fromHeight: low) }
                b.maxSize.width = b.ownMaxSize.height.map { ratio.width(fromHeight: max($0, low)) }
                b.ownMaxSize.width = b.maxSize.width
            }
        case .vertical?:
            (b.size.height, b.minSize.height, b.maxSize.height, b.ownMaxSize.height, b.ownMinSize.height) = (
                nil, nil, nil, nil, nil
            )
            if b.ratioGivenAxis == .horizontal { b.size.width = nil }
        case nil: break
        }
        return b
    }
}
