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
    /// The border-box length `keyword` gives `node` in `axis` (nil: not a content
    /// keyword, or `fit-content` with no space to fit in). Widths are measured under
    /// min- and max-content constraints; heights at `width` (the node's content height).
    /// A width is the content's, the node's own widths set aside (css-sizing-3 §4-5); a
    /// height is the node's laid out with its own height, as Chromium measures it (a
    /// grid's stretched rows fill a definite height).
    mutating func contentKeywordLength(
        _ keyword: SizeValue, _ node: Int32, _ axis: LayoutAxis, width: Double?, parent: OptionalSize, available: Double?
    ) -> Double? {
        func measure(_ space: AvailableSpace) -> Double {
            // An empty box's content sizes are its padding, border and scrollbars (its own size aside).
            if childCount[Int(node)] == 0 && measureIndex[Int(node)] < 0 && facts(node).display != .grid
                && facts(node).display != .gridLanes
            {
                return box(node, parent).inset.along(axis)
            }
            let out = layoutNode(
                node,
                LayoutInput(
                    knownSize: OptionalSize(width: axis == .vertical ? width : nil, height: nil), parentSize: parent,
                    available: AvailableSize(
                        width: axis == .vertical ? width.map { .definite($0) } ?? space : space, height: .maxContent),
                    mode: .computeSize, contentSizeAxis: axis == .horizontal ? .horizontal : nil))
            return out.size.along(axis)
        }
        switch keyword {
        case .minContent: return measure(.minContent)
        case .maxContent: return measure(.maxContent)
        case .fitContent(let limit):
            guard let space = limit?.resolve(parent.along(axis)) ?? available else { return nil }
            return max(measure(.minContent), min(measure(.maxContent), space))
        default: return nil
        }
    }

    /// `length` within `node`'s content-keyword min and max sizes in `axis` (the min
    /// wins, as in CSS); unchanged when they are not keywords.
    mutating func clampedByContentKeywords(
        _ length: Double, _ node: Int32, _ axis: LayoutAxis, width: Double? = nil, parent: OptionalSize,
        available: Double?
    ) -> Double {
        let style = styleAt(node)
        let (minSize, maxSize) = axis == .horizontal ? (style.minWidth, style.maxWidth) : (style.minHeight, style.maxHeight)
        var r = length
        if maxSize.isContentKeyword,
            let mx = contentKeywordLength(maxSize, node, axis, width: width, parent: parent, available: available)
        {
            r = min(r, mx)
            if let mn = box(node, parent).minSize.along(axis) { r = max(r, mn) }  // a min wins
        }
        if minSize.isContentKeyword,
            let mn = contentKeywordLength(minSize, node, axis, width: width, parent: parent, available: available)
        {
            r = max(r, mn)
        }
        return r
    }
}
