// CSS 2 §9.4.1 Block formatting contexts, §10.3.3 block widths — https://www.w3.org/TR/CSS2/visuren.html#block-formatting
// Normal flow for block containers: children stacked top to bottom, each as wide as
// the container's content box unless it says otherwise (CSS 2 §9.4.1, §10.3.3).
// Adjacent vertical margins of siblings collapse; margins of parent and child do not.

extension LayoutTree {
    /// Lays out block container `node`: its children stacked in normal flow, then its
    /// absolutely positioned children against its padding box.
    mutating func layoutBlock(_ node: Int32, _ input: LayoutInput) -> LayoutOutput {
        let style = styleAt(node)
        let box = self.box(node, input)
        let known = blockKnownSize(node, input, box)
        let innerWidth = blockContentWidth(node, input, box, known: known.width)
        let innerHeight = known.height.map { max(0, $0 - box.inset.height) }
        let childParent = OptionalSize(width: innerWidth, height: innerHeight)
        let rightToLeft = style.direction == .rightToLeft
        let contentLeft = box.contentLeft(style.direction, boxWidth: known.width ?? innerWidth + box.inset.width)
        var y = box.border.top + box.padding.top
        var margins = MarginRun()
        var (baseline, lastBaseline): (Double?, Double?) = (nil, nil)
        var staticY: [Double] = []
        var c = firstChild[Int(node)]
        while c >= 0 {
            defer { c = nextSibling[Int(c)] }
            let cs = styleAt(c)
            if cs.display == .none {
                if input.mode == .performLayout {
                    setFrame(c, .zero)
                    hideSubtree(c)
                }
                continue
            }
            // CSS 2 §10.3.7, §8.3.1: a static position is after the margin run so far.
            if cs.position == .absolute {
                staticY.append(y)
                continue
            }
            let cbox = cs.resolveBox(parent: childParent)
            let cm = cbox.marginOrZero
            // An auto width fills the line (less margins); a definite one is the child's own
            // (or its definite height's through its ratio: the resolved box has both then).
            // A box with a ratio fills the line too, the ratio giving its height (css-sizing-4 §5.1).
            var stretched: Double? =
                cbox.size.width == nil ? max(cbox.paddingBorder.width, cbox.clamp(innerWidth - cm.horizontal, .horizontal)) : nil
            if cs.width.isContentKeyword || facts(c).hasContentKeywordWidthLimits {
                stretched = contentKeywordWidth(c, cs, cbox, parent: childParent, available: innerWidth - cm.horizontal)
            }
            let out = layoutNode(
                c,
                LayoutInput(
                    knownSize: OptionalSize(width: stretched, height: nil), parentSize: childParent,
                    available: AvailableSize(
                        width: .definite(innerWidth - cm.horizontal),
                        height: innerHeight.map { .definite($0) } ?? .maxContent),
                    mode: input.mode, needsBaseline: input.needsBaseline))
            // Sibling margins collapse: the larger positive and the most negative add.
            y += margins.join(cm.top)
            let x = childLeft(cbox, width: out.size.width, line: innerWidth, contentLeft: contentLeft, rightToLeft)
            if baseline == nil, let b = out.firstBaseline { baseline = y + b }
            // css-align-3 §9.1: the last baseline is the last in-flow child's that has one.
            if out.firstBaseline != nil || out.lastBaseline != nil {
                lastBaseline = y + lastBaselineFromTop(out, facts(c), cbox)
            }
            if input.mode == .performLayout {
                let offset = relativeOffset(cs, OptionalSize(width: innerWidth, height: innerHeight), direction: style.direction)
                setFrame(c, LayoutRect(x: x + offset.x, y: y + offset.y, width: out.size.width, height: out.size.height))
            }
            // CSS 2 §8.3.1: an empty block's own top and bottom margins adjoin, so its
            // bottom margin joins the run its top margin is in.
            if !collapsesThrough(c, out.size.height, cbox) {
                y += out.size.height
                margins = MarginRun()
            }
            y += margins.join(cm.bottom)
        }
        let contentHeight = y - box.border.top - box.padding.top
        let (width, height) = blockSize(node, input, box, known: known, content: LayoutSize(width: innerWidth, height: contentHeight))
        if input.mode == .performLayout {
            let cb = absoluteContainerSize(node, LayoutSize(width: width, height: height))
            layoutAbsoluteChildren(node, containerSize: cb, box: box, staticY: staticY)
            noteScrollableOverflow(
                node, size: LayoutSize(width: width, height: height), box: box, content: nil,
                heightIsKnown: known.height != nil, input: input)
        }
        return LayoutOutput(
            size: LayoutSize(width: width, height: height), firstBaseline: style.baselineWithinBox(baseline, height: height),
            lastBaseline: input.needsBaseline ? style.baselineWithinBox(lastBaseline, height: height) : nil)
    }

    /// The border-box left of a block child `width` wide (box `cbox`) in a line
    /// `line` wide starting at `contentLeft`. CSS 2 §10.3.3: over-constrained, the end
    /// margin gives way (the left one in rtl); auto margins take only positive free space
    /// (Chromium's ResolveInlineAutoMargins), so a child wider than its line starts at
    /// the start edge, the right one in rtl, whatever its auto margins.
    private func childLeft(
        _ cbox: ResolvedBox, width: Double, line: Double, contentLeft: Double, _ rightToLeft: Bool
    ) -> Double {
        let cm = cbox.marginOrZero
        let free = line - width - cm.horizontal
        let x = contentLeft + cm.left
        if free < 0 { return rightToLeft ? x + free : x }
        if cbox.margin.left == nil && cbox.margin.right == nil { return x + free / 2 }
        if cbox.margin.left == nil || (cbox.margin.right != nil && rightToLeft) { return x + free }
        return x
    }

    /// The border-box size of block `node` whose content box holds `content`: the sizes
    /// known, else the content's. With a ratio (css-sizing-4 §5.1): a side the ratio
    /// gives is at least the content's; with neither side known the content gives the
    /// width and the ratio the height (again at least the content's).
    private mutating func blockSize(
        _ node: Int32, _ input: LayoutInput, _ box: ResolvedBox, known: OptionalSize, content: LayoutSize
    ) -> (Double, Double) {
        var known = known
        // Measured for a content keyword at a definite height (Box/SizeKeywords.swift):
        // the content's height, the box's own set aside (css-sizing-3 §5.1).
        if input.contentSizeAxis == .vertical && input.knownSize.height != nil { known.height = nil }
        let width = box.borderBoxLength(content: content.width, .horizontal)
        let height = box.borderBoxLength(content: content.height, .vertical)
        guard let ratio = box.ratio else { return (known.width ?? width, known.height ?? height) }
        switch (known.width, known.height) {
        case (let w?, let h?):
            let axis = box.ratioDependentAxis(facts(node), given: input.knownSize)
            return (axis == .horizontal ? max(w, width) : w, axis == .vertical ? max(h, height) : h)
        case (nil, nil):
            // The width from content: the ratio gives the height, at least the content's.
            // No height known, the content width is within the max-width the ratio transfers
            // (css-sizing-4 §5.2; Blink's ComputeMinMaxInlineSizes caps a contribution whose
            // ratio was not applied), as a ratio grid's (`GridContainer.lengthOfTracks`).
            let width = box.cappedByTransferredMaxWidth(width)
            let fromRatio = box.clamp(ratio.height(fromWidth: width), .vertical)
            let axis = box.ratioDependentAxis(facts(node), given: OptionalSize(width: width, height: nil))
            return (width, axis == .vertical ? max(fromRatio, height) : fromRatio)
        default:
            return (known.width ?? width, known.height ?? height)
        }
    }

    /// The block's known border-box size: a width the ratio gives a known height is at
    /// least the content's min-content width (css-sizing-4 §5.2: the automatic minimum
    /// size of a box with a ratio is its min-content size; the line it could fill is not).
    private mutating func blockKnownSize(_ node: Int32, _ input: LayoutInput, _ box: ResolvedBox) -> OptionalSize {
        var known = box.knownSize(given: input.knownSize)
        if box.aspectRatio != nil, let w = known.width,
            box.ratioDependentAxis(facts(node), given: input.knownSize) == .horizontal
        {
            var minContent = input
            minContent.available.width = .minContent
            let content = blockContentWidth(node, minContent, box, known: nil) + box.inset.width
            var minimum = box.clampContent(content, .horizontal)
            // Capped by a content-keyword max-width too (Chromium: `max-width: min-content`
            // at a 10px height and ratio 2 is 20px wide, past 40px of content).
            if facts(node).hasContentKeywordWidthLimits {
                minimum = clampedByContentKeywords(minimum, node, .horizontal, parent: input.parentSize, available: nil)
            }
            known.width = max(w, minimum)
        }
        return known
    }

    /// A block child's width with a content keyword as its width or min/max width
    /// (css-sizing-3 §3.2, §5.2): the keyword's, else filling `available`, in its limits.
    private mutating func contentKeywordWidth(
        _ c: Int32, _ cs: BoxStyle, _ cbox: ResolvedBox, parent: OptionalSize, available: Double
    ) -> Double? {
        var w = cbox.clamp(cbox.size.width ?? available, .horizontal)
        if let k = contentKeywordLength(cs.width, c, .horizontal, width: nil, parent: parent, available: available) {
            w = cbox.clamp(k, .horizontal)
        }
        w = clampedByContentKeywords(w, c, .horizontal, parent: parent, available: available)
        return max(cbox.paddingBorder.width, w)
    }

    /// CSS 2 §10.3.3: the content width of a block container: known, stretched into
    /// definite space (less margins), or its widest child's (shrink-to-fit).
    private mutating func blockContentWidth(_ node: Int32, _ input: LayoutInput, _ box: ResolvedBox, known: Double?) -> Double {
        let insetW = box.inset.width
        if let w = known { return max(0, w - insetW) }
        if case .definite(let a) = input.available.width {
            return max(0, box.clamp(a - box.marginOrZero.horizontal, .horizontal) - insetW)
        }
        var widest = 0.0
        // Only the children's widths are read: a width-only measurement (a grid child's
        // intrinsic width is then found without its max-width, GridContainer.sizingInput).
        // The children's percentage heights resolve against a definite content height
        // (CSS 2 §10.5; Chromium: a 50% min-height of a ratio child gives its width).
        let height = box.knownSize(given: input.knownSize).height.map { max(0, $0 - box.inset.height) }
        var c = firstChild[Int(node)]
        while c >= 0 {
            let cs = styleAt(c)
            if cs.display != .none && cs.position != .absolute {
                let cbox = cs.resolveBox(parent: OptionalSize(width: nil, height: nil))
                // A `min-content` / `max-content` width is that size whatever the constraint
                // (css-sizing-3 §3.2): a max-content child widens a min-content parent.
                let space = cs.width.intrinsicSpace ?? input.available.width
                let out = layoutNode(
                    c,
                    LayoutInput(
                        knownSize: .none, parentSize: OptionalSize(width: nil, height: height),
                        available: AvailableSize(width: space, height: .maxContent), mode: .computeSize, widthOnly: true))
                widest = max(widest, out.size.width + cbox.marginOrZero.horizontal)
            }
            c = nextSibling[Int(c)]
        }
        return max(0, box.clampContent(widest + insetW, .horizontal) - insetW)
    }
}

/// CSS 2 §8.3.1: a run of adjoining vertical margins, collapsed into one (the largest
/// positive plus the most negative), and how much of it layout has advanced by.
struct MarginRun {
    var positive = 0.0
    var negative = 0.0
    var added = 0.0

    /// Margin `m` joins the run: returns how much further layout advances.
    mutating func join(_ m: Double) -> Double {
        if m >= 0 { positive = max(positive, m) } else { negative = min(negative, m) }
        let total = positive + negative
        defer { added = total }
        return total - added
    }
}

extension LayoutTree {
    /// CSS 2 §8.3.1: whether block child `c`, laid out `height` tall, has adjoining top
    /// and bottom margins: an empty block (no content, no in-flow children) with no
    /// vertical padding or border, 0 tall, establishing no formatting context of its own.
    func collapsesThrough(_ c: Int32, _ height: Double, _ box: ResolvedBox) -> Bool {
        let f = facts(c)
        return height == 0 && box.paddingBorder.height == 0 && f.display == .block && childCount[Int(c)] == 0
            && measureIndex[Int(c)] < 0 && !f.overflowX.isScrollContainer && !f.overflowY.isScrollContainer
    }
}
