// css-sizing-3 §3.2 Sizing Values, §5.2 min/max — https://www.w3.org/TR/css-sizing-3/#sizing-values
// `min-content`, `max-content` and `fit-content` as min and max sizes: the box's own
// content sizes, measured by its layout mode. One home for every mode (grid items,
// block children, leaves); a box without such a keyword never comes here (its style
// facts say so).

extension SizeValue {
    /// Whether this is `min-content`, `max-content` or `fit-content`.
    var isContentKeyword: Bool {
        switch self {
        case .minContent, .maxContent, .fitContent: true
        default: false
        }
    }

    /// The constraint `min-content` or `max-content` as a preferred size lays the box
    /// out under, whatever the space offered (css-sizing-3 §3.2, §5.2: such a box's
    /// min- and max-content contributions are both that size); nil for other values.
    var intrinsicSpace: AvailableSpace? {
        switch self {
        case .minContent: .minContent
        case .maxContent: .maxContent
        default: nil
        }
    }
}

extension LayoutTree {
    /// Lays `node` out with `layout` (a `.performLayout` of it at the height asked), its
    /// box then `boxHeight` tall: as Chromium, its in-flow content keeps the height
    /// asked, its absolutely positioned children are in the box it takes (css-sizing-3
    /// §5.2 with css-position-3 §3: the containing block is the padding box, limited).
    mutating func layoutWithBoxHeight(
        _ node: Int32, _ boxHeight: Double?, _ layout: (inout LayoutTree) -> LayoutOutput
    ) -> LayoutOutput {
        guard let h = boxHeight else { return layout(&self) }
        // Restored after, not cleared: a call nested in `layout` for the same node
        // (a grid item whose own layout limits its height again) keeps the outer one.
        let outer = keywordLimitedHeights[node]
        keywordLimitedHeights[node] = h
        var out = layout(&self)
        keywordLimitedHeights[node] = outer
        out.size.height = h
        return out
    }

    /// The border-box size that `node`, laid out at `size`, gives its absolutely
    /// positioned children (see ``layoutWithBoxHeight(_:_:_:)``).
    @inline(__always)
    func absoluteContainerSize(_ node: Int32, _ size: LayoutSize) -> LayoutSize {
        if keywordLimitedHeights.isEmpty { return size }
        return LayoutSize(width: size.width, height: keywordLimitedHeights[node] ?? size.height)
    }

    /// The border-box length `keyword` gives `node` in `axis` (nil: not a content
    /// keyword, or `fit-content` with no space to fit in). Widths are measured under
    /// min- and max-content constraints; heights at `width` (the node's content height).
    /// Either is the content's, the node's own sizes set aside (css-sizing-3 §4-5); a
    /// grid with a definite height is at least that tall (its stretched rows fill it, as
    /// Chromium measures it).
    mutating func contentKeywordLength(
        _ keyword: SizeValue, _ node: Int32, _ axis: LayoutAxis, width: Double?, parent: OptionalSize, available: Double?,
        constraint: AvailableSpace? = nil, definiteHeight: Double? = nil, ratioAside: RatioTransfer? = nil
    ) -> Double? {
        func measure(_ space: AvailableSpace) -> Double {
            let own = box(node, parent)
            // A width a ratio gives from a definite height is the box's content width
            // (css-sizing-4 §5.1: its min- and max-content inline sizes, as Chromium).
            // Its own definite height counts too (Chromium: `width: max-content; height: 10px`
            // at ratio 3/2 is 15px wide).
            if axis == .horizontal, let h = definiteHeight ?? own.heightOfItsOwn, let ratio = own.ratio {
                return ratio.width(fromHeight: h)
            }
            // A ratio the box does not hold (a row subgrid's) gives them all the same.
            if axis == .horizontal, let h = definiteHeight, let ratio = ratioAside { return ratio.width(fromHeight: h) }
            // A height a ratio gives from the width is the box's content height too
            // (css-sizing-4 §5.1: its min- and max-content block sizes), whatever its
            // content (Chromium: a grid's rows, a block's children, text alike), scrollbars
            // inside it.
            if axis == .vertical, let w = width, let ratio = own.ratio {
                return max(ratio.height(fromWidth: w), own.paddingBorder.height)
            }
            // An empty box's content sizes are its padding, border and scrollbars (its own
            // size aside), within the widths a ratio transfers from its heights (§5.1).
            if childCount[Int(node)] == 0 && measureIndex[Int(node)] < 0 && facts(node).display != .grid
                && facts(node).display != .gridLanes
            {
                let content = box(
                    node,
                    LayoutInput(
                        knownSize: .none, parentSize: parent, available: .maxContent, mode: .computeSize,
                        contentSizeAxis: axis))
                return content.clamp(own.inset.along(axis), axis)
            }
            // A grid with a definite height (own or stretched) sizes its rows in it, and
            // its content height is their sum (its stretched auto and fr rows fill that
            // height, as in Chromium); a block container without a ratio lays its children
            // out in it (their percentages resolve against it) and its content height is
            // theirs (with a ratio, the ratio's). Any other box is measured with its height open.
            let display = facts(node).display
            let inHeight = display == .grid || (display == .block && childCount[Int(node)] > 0 && own.ratio == nil)
            let heightToMeasureAt = axis == .vertical && inHeight ? definiteHeight : nil
            let out = layoutNode(
                node,
                LayoutInput(
                    knownSize: OptionalSize(width: axis == .vertical ? width : nil, height: heightToMeasureAt),
                    parentSize: parent,
                    available: AvailableSize(
                        width: axis == .vertical ? width.map { .definite($0) } ?? space : space, height: .maxContent),
                    mode: .computeSize, contentSizeAxis: axis))
            return out.size.along(axis)
        }
        switch keyword {
        case .minContent: return measure(.minContent)
        case .maxContent: return measure(.maxContent)
        case .fitContent(let limit):
            // A block size has one content size (§5.1: min-content is max-content), so
            // fitting it needs no space.
            if axis == .vertical { return measure(.maxContent) }
            guard let space = limit?.resolve(parent.along(axis)) ?? available else {
                // No space to fit in: under an intrinsic constraint, that content size (§5.1).
                switch constraint {
                case .minContent?: return measure(.minContent)
                case .maxContent?: return measure(.maxContent)
                case .definite(let a)?: return max(measure(.minContent), min(measure(.maxContent), a))
                case nil: return nil
                }
            }
            return max(measure(.minContent), min(measure(.maxContent), space))
        default: return nil
        }
    }

    /// `length` within `node`'s content-keyword min and max sizes in `axis` (the min
    /// wins, as in CSS); unchanged when they are not keywords. `constraint`: the space
    /// the box is laid out in, which a `fit-content` without `available` room follows;
    /// `definiteHeight`: the box's own or stretched height, at which a grid's content
    /// height is measured; `ratioAside`: a ratio the box's layout sets aside that still
    /// gives its content widths from that height (a row subgrid's, Grid/GridItem.swift).
    mutating func clampedByContentKeywords(
        _ length: Double, _ node: Int32, _ axis: LayoutAxis, width: Double? = nil, parent: OptionalSize,
        available: Double?, constraint: AvailableSpace? = nil, definiteHeight: Double? = nil,
        ratioAside: RatioTransfer? = nil
    ) -> Double {
        let style = styleAt(node)
        let (minSize, maxSize) = axis == .horizontal ? (style.minWidth, style.maxWidth) : (style.minHeight, style.maxHeight)
        var r = length
        if maxSize.isContentKeyword,
            let mx = contentKeywordLength(
                maxSize, node, axis, width: width, parent: parent, available: available, constraint: constraint,
                definiteHeight: definiteHeight, ratioAside: ratioAside)
        {
            r = min(r, mx)
            if let mn = box(node, parent).minSize.along(axis) { r = max(r, mn) }  // a min wins
        }
        if minSize.isContentKeyword,
            let mn = contentKeywordLength(
                minSize, node, axis, width: width, parent: parent, available: available, constraint: constraint,
                definiteHeight: definiteHeight, ratioAside: ratioAside)
        {
            r = max(r, mn)
        }
        return r
    }
}
