// CSS 2 §10.3.7 shrink-to-fit (the root), §9.2 box generation — https://www.w3.org/TR/CSS2/visudet.html
// The entry point and the per-node dispatch: grid containers, block containers and
// leaves. Each layout function is a mutating method of the tree, which holds the
// frames it writes; nothing else is shared.

extension LayoutTree {
    /// Lays out the tree under `root` in the space `available` and stores every
    /// node's frame (read them with ``frame(of:)``).
    ///
    /// The root is laid out as the layout document's browser recipe places it, in a
    /// wrapper as wide (and tall) as `available`. With a definite width or height the
    /// root is absolutely positioned in that wrapper: an auto width shrinks to fit, and
    /// percentages resolve against the wrapper (an axis that is not definite is 0 there,
    /// the wrapper having no content in flow). With `min-content` / `max-content` in
    /// both axes the root is in flow in a wrapper as wide as its own contribution
    /// (percentages of its sizes, margins and paddings taken as auto or 0), then fills
    /// it, its percentages resolved against that width (css-sizing-3 §5.2.1).
    ///
    /// A layout after changes re-enters only the changed nodes and their ancestors,
    /// and keeps every subtree asked the same question as before; a layout with
    /// nothing changed returns at once. ``changedNodes`` then lists the frames it changed.
    ///
    /// - Complexity: linear in the number of nodes for grids whose items are leaves;
    ///   O(1) when nothing changed.
    public mutating func computeLayout(root: NodeID, available: AvailableSize = .maxContent) {
        guard let slot = slotIfValid(root) else { return }
        let r = Int32(slot)
        if beginPass(root: r, available: available) { return }
        defer {
            gridCaches.endPass()
            subgrids = SubgridState()
            endPass(root: r, available: available)
        }
        layoutRoot(r, available)
        // css-overflow-3 §3: `overflow: auto` scrollbars the content turned out to need.
        settleAutoScrollbars(root: r, available)
        if !subgrids.placedAtLimit.isEmpty { readFramesAtLayoutLimit(root: r, pageOrigin: rootPageOrigin(r, available)) }
    }

    /// Where root `r`'s border box sits in the browser recipe's page: at its margins.
    mutating func rootPageOrigin(_ r: Int32, _ available: AvailableSize) -> LayoutPoint {
        let margin = styleAt(r).resolveBox(parent: rootSpaceAndWidth(r, available).parent).marginOrZero
        return LayoutPoint(x: margin.left, y: margin.top)
    }

    /// One layout pass of the tree under root `r` (see ``computeLayout(root:available:)``).
    mutating func layoutRoot(_ r: Int32, _ available: AvailableSize) {
        let style = styleAt(r)
        let (space, parentSize, width) = rootSpaceAndWidth(r, available)
        let box = style.resolveBox(parent: parentSize)
        // Content-keyword min and max heights apply in layoutNode, to a height left open.
        var height = facts(r).hasContentKeywordHeightLimits ? nil : box.size.height.map { box.clamp($0, .vertical) }
        // A height the ratio gives follows the width used, once content-keyword limits or
        // a transferred min-width moved it from the box's own (css-sizing-4 §5.1, as Chromium):
        // left open, the ratio gives it from that width with the content as its minimum.
        if box.ratioGivenAxis == .vertical, let h = height, let ratio = box.ratio,
            abs(box.clamp(ratio.height(fromWidth: width), .vertical) - h) > 1e-9
        {
            height = nil
        }
        let out = layoutNode(
            r,
            LayoutInput(
                knownSize: OptionalSize(width: width, height: height), parentSize: parentSize, available: space,
                mode: .performLayout))
        // The root's border box is the origin of the layout's coordinates (the layout
        // document's "root at 0,0"); its margins take their room only in its sizing.
        setFrame(r, LayoutRect(x: 0, y: 0, width: out.size.width, height: out.size.height))
    }

    /// The space root `r` is laid out in, its containing block and its border-box
    /// width (see ``computeLayout(root:available:)``); those the scrollbars' settling
    /// keeps, while it keeps them (``AutoScrollbars/keptRoot``).
    mutating func rootSpaceAndWidth(
        _ r: Int32, _ available: AvailableSize
    ) -> (space: AvailableSize, parent: OptionalSize, width: Double) {
        if let kept = scrollbars.keptRoot { return kept }
        let style = styleAt(r)
        let inFlow = available.width.value == nil && available.height.value == nil
        var space = available
        // The browser recipe gives the wrapper no height for an intrinsic available
        // height: the root's height is its auto height, `min-content` as `max-content`
        // (rows are not sized under a min-content constraint; css-sizing-3 §5.1: a
        // box's min-content block size is its max-content block size).
        if case .minContent = space.height { space.height = .maxContent }
        var parentSize = OptionalSize(width: available.width.value ?? 0, height: available.height.value ?? 0)
        if inFlow {
            // The wrapper's width: the root's contribution with its percentages cyclic.
            let wrapper = max(0, rootWidth(r, style, parent: OptionalSize(width: nil, height: nil), space, fills: nil))
            parentSize = OptionalSize(width: wrapper, height: nil)
        } else if available.width.value == nil {
            space.width = .definite(0)  // the absolutely positioned root's containing block
        }
        let width = rootWidth(r, style, parent: parentSize, space, fills: inFlow ? parentSize.width : nil)
        return (space, parentSize, width)
    }

    /// The root's border-box width against containing block `parent` in `space`: its
    /// own, else filling `fills` (in flow), else shrink-to-fit in a definite space and
    /// its min- or max-content width otherwise. With `fills` nil and an intrinsic space,
    /// the margin-box width (the root's contribution to a wrapper that fits it).
    private mutating func rootWidth(
        _ r: Int32, _ style: BoxStyle, parent: OptionalSize, _ space: AvailableSize, fills: Double?
    ) -> Double {
        let box = style.resolveBox(parent: parent)
        let margin = box.marginOrZero.horizontal
        let contribution = fills == nil && space.width.value == nil ? margin : 0
        if style.display == .none { return 0 }
        // Within the min and max sizes, content keywords among them (css-sizing-3 §5.2).
        func limited(_ w: Double) -> Double {
            let w = max(box.clamp(w, .horizontal), box.paddingBorder.width)
            guard facts(r).hasContentKeywordWidthLimits else { return w }
            // `fit-content` fits the wrapper in flow, else the containing block (shrink-to-fit).
            let room = (fills ?? space.width.value).map { $0 - margin }
            return clampedByContentKeywords(
                w, r, .horizontal, parent: parent, available: room, constraint: space.width)
        }
        // A width the ratio gives has the content's min-content width as its automatic
        // minimum (css-sizing-4 §5.2), in the wrapper's measure too (Blink
        // ComputeMinAndMaxContentContribution, a percentage width auto there). Chromium's
        // out-of-flow sizing (Blink ComputeOofInlineDimensions) floors a positioned root
        // whose ratio applies so even when its width is its own (deviation, Grid/README.md).
        let positioned = fills == nil && space.width.value != nil
        // That minimum wins over the max-width the ratio transfers from the max-height (Blink
        // ComputeMinMaxInlineSizes: the transferred max only caps, then the min wins), so it
        // is not limited again here (it is within the box's own max-width already).
        let floor = positioned || box.ratioGivenAxis == .horizontal ? rootRatioMinimumWidth(r, box, parent: parent) : 0
        if let w = box.size.width { return max(limited(w), floor) + contribution }
        let height = box.size.height.map { box.clamp($0, .vertical) }
        func measure(_ s: AvailableSpace) -> Double {
            layoutNode(
                r,
                LayoutInput(
                    knownSize: OptionalSize(width: nil, height: height), parentSize: parent,
                    available: AvailableSize(width: s, height: space.height), mode: .computeSize, widthOnly: true)
            ).size.width
        }
        let width: Double
        // css-sizing-3 §3.2: `width: min-content` / `max-content` is that content size
        // whatever the space; `fit-content` fits the wrapper in flow and is shrink-to-fit
        // (as `auto` is) for an absolutely positioned root.
        switch (style.width, fills) {
        case (.minContent, _): width = measure(.minContent)
        case (.maxContent, _): width = measure(.maxContent)
        case (.fitContent(let limit), let f?):
            let room = limit?.resolve(parent.width) ?? (f - margin)
            width = min(measure(.maxContent), max(measure(.minContent), room))
        case (_, let f?): width = f - margin
        case (_, nil):
            // Shrink to fit: min(max-content, max(min-content, space)), as a browser
            // sizes an absolutely positioned box.
            switch space.width {
            case .definite(let a): width = min(measure(.maxContent), max(measure(.minContent), a - margin))
            case .minContent: width = measure(.minContent)
            case .maxContent: width = measure(.maxContent)
            }
        }
        return max(limited(width), floor) + contribution
    }

    /// The automatic minimum width of root `r` (box `box`) with an aspect ratio that
    /// applies: its own height resolved (Blink ComputeOofInlineDimensions); 0 otherwise.
    private mutating func rootRatioMinimumWidth(_ r: Int32, _ box: ResolvedBox, parent: OptionalSize) -> Double {
        box.heightOfItsOwn.map { ratioAutomaticMinimumWidth(r, box, parent: parent, height: $0) } ?? 0
    }

    /// css-sizing-4 §5.2: the automatic minimum width of `node` (box `box`, containing
    /// block `parent`) with an aspect ratio, `min-width: auto` and not a scroll container:
    /// its content's min-content width, the ratio's width aside (Blink's
    /// MinMaxSizesType::kIntrinsic), within its own max-width; 0 otherwise.
    /// `height`: the height the ratio gives the width from (keyword max-widths follow it).
    mutating func ratioAutomaticMinimumWidth(_ node: Int32, _ box: ResolvedBox, parent: OptionalSize, height: Double?)
        -> Double
    {
        let f = facts(node)
        guard box.aspectRatio != nil, f.minWidth.isAuto, !f.overflowX.isScrollContainer else { return 0 }
        let question = LayoutInput(
            knownSize: .none, parentSize: parent, available: AvailableSize(width: .minContent, height: .maxContent),
            mode: .computeSize)
        let content = contentMinContentWidth(node, question)
        let own = box.ownMaxSize.width.map { min(content, $0) } ?? content
        return ratioMinimumWithinKeywordMax(own, node, box, height: height)
    }

    /// An automatic minimum width `minimum` of `node` (box `box`) whose ratio gives its
    /// width from `height`, within a content-keyword `max-width`: that keyword's width is
    /// the ratio's width of the height (the box's min- and max-content widths, css-sizing-4
    /// §5.1, as `contentKeywordLength` finds it), and Blink clamps the automatic minimum
    /// by the max size (ComputeMinMaxInlineSizes): a 25px-tall `aspect-ratio: 1` grid with
    /// `max-width: min-content` is 25px wide over a 40px child. `minimum` otherwise.
    func ratioMinimumWithinKeywordMax(_ minimum: Double, _ node: Int32, _ box: ResolvedBox, height: Double?) -> Double {
        guard facts(node).hasContentKeywordWidthLimits, styleAt(node).maxWidth.isContentKeyword, let h = height,
            let ratio = box.ratio
        else { return minimum }
        return min(minimum, ratio.width(fromHeight: h))  // at least the padding and border already
    }

    /// The min-content width of `node`'s content asked as `question` asks otherwise: no
    /// width known, the aspect ratio and the limits it transfers set aside (Blink's
    /// MinMaxSizesType::kIntrinsic, `LayoutInput.ratioAside`), a width-only measure.
    mutating func contentMinContentWidth(_ node: Int32, _ question: LayoutInput) -> Double {
        var measure = question
        measure.knownSize.width = nil
        measure.available.width = .minContent
        measure.mode = .computeSize
        measure.widthOnly = true
        measure.needsBaseline = false
        measure.contentSizeAxis = .horizontal
        measure.ratioAside = true
        return layoutNode(node, measure).size.width
    }

    /// Lays out one node: its size, and with `.performLayout` its descendants' frames.
    mutating func layoutNode(_ node: Int32, _ input: LayoutInput) -> LayoutOutput {
        let f = styleFacts[Int(styleIndex[Int(node)])]
        guard f.hasContentKeywordWidthLimits || f.hasContentKeywordHeightLimits, f.display != .none else {
            return layoutNodeProper(node, input)
        }
        var input = input
        if f.hasContentKeywordWidthLimits && input.knownSize.width == nil && input.contentSizeAxis != .horizontal,
            let width = widthWithinKeywordLimits(node, input)
        {
            input.knownSize.width = width
        }
        if f.hasContentKeywordHeightLimits && input.knownSize.height == nil && input.contentSizeAxis != .vertical
            && !input.widthOnly
        {
            return layoutWithinKeywordHeights(node, input)
        }
        return layoutNodeProper(node, input)
    }

    /// The width of a node whose min or max width is a content keyword, when its width
    /// as laid out (its own, or found by its layout) passes those limits (css-sizing-3
    /// §5.2; `fit-content` fits the space offered); nil when within them.
    private mutating func widthWithinKeywordLimits(_ node: Int32, _ input: LayoutInput) -> Double? {
        var probe = input
        probe.mode = .computeSize
        probe.widthOnly = true
        let first = layoutNodeProper(node, probe).size.width
        let own = box(node, input.parentSize)
        let room = input.available.width.value.map { $0 - own.marginOrZero.horizontal }
        let width = clampedByContentKeywords(
            first, node, .horizontal, parent: input.parentSize, available: room, constraint: input.available.width,
            definiteHeight: input.knownSize.height)
        return abs(width - first) < 1e-9 ? nil : max(own.paddingBorder.width, width)
    }

    /// A node whose min or max height is a content keyword and whose height its parent
    /// left open: laid out as asked, then its box held within those limits (css-sizing-3
    /// §5.2). As in Chromium, only the box takes the limited height: its rows, their
    /// alignment and its children's percentages keep the height before those limits.
    /// Every mode comes here (block children, items, the root's content).
    private mutating func layoutWithinKeywordHeights(_ node: Int32, _ input: LayoutInput) -> LayoutOutput {
        if let height = ratioKeywordLimitedHeight(node, input) {
            var known = input
            known.knownSize.height = height
            return layoutNodeProper(node, known)
        }
        var probe = input
        probe.mode = .computeSize
        let first = layoutNodeProper(node, probe)
        let own = box(node, input.parentSize)
        let height = clampedByContentKeywords(
            first.size.height, node, .vertical, width: first.size.width, parent: input.parentSize,
            available: input.available.height.value, definiteHeight: own.size.height == nil ? nil : first.size.height)
        // Laid out as asked either way (a height left open stays open for the node's own
        // rows: auto-repeat counts, fr and percentage rows).
        let limited = abs(height - first.size.height) >= 1e-9 ? max(own.paddingBorder.height, height) : nil
        if input.mode == .computeSize {
            var out = first
            if let limited { out.size.height = limited }
            return out
        }
        return layoutWithBoxHeight(node, limited) { $0.layoutNodeProper(node, input) }
    }

    /// The height of a node with an aspect ratio and a known width, its own height or the
    /// one the ratio gives from the width, within its content-keyword min and max heights:
    /// those keywords are the ratio's heights of the width (css-sizing-4 §5.1), known
    /// before layout, so the node is laid out in that height, its content included, as
    /// Chromium's initial block size is (its rows sized and aligned in it; a keyword
    /// max-height caps the automatic minimum there, `ResolvedBox.ratioDependentAxis`);
    /// nil for any other node.
    private mutating func ratioKeywordLimitedHeight(_ node: Int32, _ input: LayoutInput) -> Double? {
        let own = box(node, input.parentSize)
        guard let ratio = own.ratio, var width = input.knownSize.width else { return nil }
        guard let height = own.heightOfItsOwn else {
            // The ratio gives the height from the width (an auto or content-keyword height,
            // or a percentage of an indefinite one: Blink's BlockSizeFunc is the ratio's).
            let fromRatio = own.clamp(ratio.height(fromWidth: width), .vertical)
            let limited = clampedByContentKeywords(
                fromRatio, node, .vertical, width: width, parent: input.parentSize,
                available: input.available.height.value, definiteHeight: fromRatio)
            return max(own.paddingBorder.height, limited)
        }
        // A width the ratio gave from that height is at least the automatic minimum (§5.2).
        if own.ratioDependentAxis(facts(node), given: input.knownSize) == .horizontal {
            width = max(width, ratioAutomaticMinimumWidth(node, own, parent: input.parentSize, height: height))
        }
        let limited = clampedByContentKeywords(
            height, node, .vertical, width: width, parent: input.parentSize, available: input.available.height.value,
            definiteHeight: height)
        return max(own.paddingBorder.height, limited)
    }

    /// ``layoutNode(_:_:)`` once content-keyword heights are settled.
    private mutating func layoutNodeProper(_ node: Int32, _ input: LayoutInput) -> LayoutOutput {
        let display = styleFacts[Int(styleIndex[Int(node)])].display
        if display == .none {
            if input.mode == .performLayout { hideSubtree(node) }
            return .zero
        }
        let isContainer = childCount[Int(node)] > 0
        if display == .grid || display == .gridLanes || (isContainer && display == .block) {
            // Containers are worth caching: intrinsic sizing asks them the same question more
            // than once, and answers are kept across layouts until the node is marked. A
            // layout asked again with the question it last laid out for keeps the frames
            // below as they are (nothing under a kept answer changed).
            let key = LayoutCacheKey(input)
            // A subgrid's answers also depend on its parent's tracks (css-grid-2 §9): never kept.
            if hasSubgridStyles && subgrids.contexts[node] != nil {
                if input.mode == .performLayout { incremental.relaid.append((node, -1)) }
                return display == .grid ? layoutGrid(node, input) : layoutBlock(node, input)
            }
            if let entry = layoutCache[node] {
                if input.mode == .computeSize, let hit = entry.lookup(key) { return hit }
                if input.mode == .performLayout, let hit = entry.laidOut(key) { return hit }
            }
            let laysOut = input.mode == .performLayout
            if laysOut && display == .grid, let out = layoutAppendedRows(node, input, key) {
                layoutCache[node, default: LayoutCacheEntry()].store(key, out, laidOut: true)
                return out
            }
            if laysOut { incremental.relaid.append((node, -1)) }
            let out =
                display == .grid
                ? layoutGrid(node, input) : display == .gridLanes ? layoutGridLanes(node, input) : layoutBlock(node, input)
            if laysOut && display == .grid { keepAppendState(node, input, key, out) }
            layoutCache[node, default: LayoutCacheEntry()].store(key, out, laidOut: laysOut)
            return out
        }
        return layoutLeaf(node, input)
    }

    /// Zero frames for a `display: none` subtree; its kept layouts are forgotten (their
    /// frames are no longer there).
    mutating func hideSubtree(_ node: Int32) {
        var c = firstChild[Int(node)]
        if c >= 0 { incremental.relaid.append((node, -1)) }
        while c >= 0 {
            setFrame(c, .zero)
            layoutCache[c] = nil
            hideSubtree(c)
            c = nextSibling[Int(c)]
        }
    }

    /// A box with no children: its size from its style, else from its measure function.
    mutating func layoutLeaf(_ node: Int32, _ input: LayoutInput) -> LayoutOutput {
        // An empty box with plain sizes needs no measuring: known, own or empty size.
        let si = Int(styleIndex[Int(node)])
        if measureIndex[Int(node)] < 0, styleFacts[si].hasPlainBox, usesFastPaths, input.contentSizeAxis == nil {
            let p = plainBoxes[si]
            return LayoutOutput(
                size: LayoutSize(
                    width: input.knownSize.width ?? p.width ?? p.emptyWidth,
                    height: input.knownSize.height ?? p.height ?? p.emptyHeight), firstBaseline: nil)
        }
        let box = self.box(node, input)
        let known = box.knownSize(given: input.knownSize)
        let pb = box.paddingBorder
        let inset = box.inset
        let mIndex = measureIndex[Int(node)]
        var baseline: Double? = nil
        var content = LayoutSize.zero
        // A side the ratio gives is at least the content's (css-sizing-4 §5.1).
        let ratioAxis = box.aspectRatio == nil ? nil : box.ratioDependentAxis(facts(node), given: input.knownSize)
        if mIndex >= 0
            && (known.width == nil || known.height == nil || input.mode == .performLayout || ratioAxis != nil
                || input.needsBaseline)
        {
            let margin = box.marginOrZero
            func avail(_ a: AvailableSpace, _ m: Double, _ p: Double) -> AvailableSpace { a.shrunk(by: m + p) }
            var knownContent = box.innerSize(known)
            if ratioAxis == .vertical { knownContent.height = nil }
            if ratioAxis == .horizontal { knownContent.width = nil }
            // css-sizing-3 §5.1: a box's min-content block size is its max-content block
            // size, so a height asked for a known width is asked one way (one answer).
            var blockSpace = input.available.height
            if knownContent.width != nil && knownContent.height == nil && blockSpace == .minContent {
                blockSpace = .maxContent
            }
            // A width the ratio gives is at least the min-content width (css-sizing-4
            // §5.2: the automatic minimum size of a box with a ratio), whatever the space.
            let widthSpace = ratioAxis == .horizontal ? .minContent : input.available.width
            let request = MeasureRequest(
                knownWidth: knownContent.width, knownHeight: knownContent.height,
                available: AvailableSize(
                    width: avail(widthSpace, margin.horizontal, inset.width),
                    height: avail(blockSpace, margin.vertical, inset.height)))
            let result = measureContent(node, Int(mIndex), request, box)
            content = result.size
            baseline = result.baseline.map { box.border.top + box.padding.top + $0 }
        }
        let contentBox = LayoutSize(width: content.width + inset.width, height: content.height + inset.height)
        var width = known.width ?? box.clampContent(contentBox.width, .horizontal)
        width = max(width, pb.width)
        var height: Double
        if let h = known.height {
            height = h
        } else if let ratio = box.ratio, known.width == nil {
            // The width came from content: the ratio gives the height, at least the content's.
            height = box.clamp(ratio.height(fromWidth: width), .vertical)
            if mIndex >= 0 && facts(node).minHeight.isAuto && !facts(node).overflowY.isScrollContainer {
                height = max(height, box.clampContent(contentBox.height, .vertical))
            }
        } else {
            height = box.clampContent(contentBox.height, .vertical)
        }
        if mIndex >= 0, let axis = ratioAxis {
            if axis == .vertical { height = max(height, box.clampContent(contentBox.height, .vertical)) }
            if axis == .horizontal { width = max(width, box.clampContent(contentBox.width, .horizontal)) }
        }
        if mIndex < 0 { (width, height) = emptyLeafWithinKeywordLimits(node, width, height, input) }
        height = max(height, pb.height)
        width = max(width, 0)
        if input.mode == .performLayout && facts(node).hasAutoOverflow {
            noteLeafOverflow(
                node, LayoutSize(width: width, height: height), box, measured: content, heightIsKnown: known.height != nil,
                input: input)
        }
        let out = LayoutOutput(size: LayoutSize(width: width, height: height), firstBaseline: baseline)
        return input.needsBaseline ? withTextLastBaseline(out, node, box) : out
    }

    /// `out` with a text leaf's last baseline (css-align-3 §9.1): its last line's, one
    /// line height per line below the first, however tall its box is stretched
    /// (Chromium: a one-line text stretched to 25px has its last baseline at 8px, not 23px).
    private func withTextLastBaseline(_ out: LayoutOutput, _ node: Int32, _ box: ResolvedBox) -> LayoutOutput {
        guard let b = out.firstBaseline, let lines = textLines(node, out.size, box) else { return out }
        var out = out
        out.lastBaseline = b + max(0, lines.height - AhemText.em)
        return out
    }
}

extension LayoutTree {
    /// An empty leaf's own sizes within its content-keyword min and max sizes (css-sizing-3
    /// §5.2: its content sizes are its padding and border); sizes its parent fixed stay.
    private mutating func emptyLeafWithinKeywordLimits(
        _ node: Int32, _ width: Double, _ height: Double, _ input: LayoutInput
    ) -> (Double, Double) {
        let f = facts(node)
        var (w, h) = (width, height)
        if f.hasContentKeywordWidthLimits && input.knownSize.width == nil {
            w = clampedByContentKeywords(
                w, node, .horizontal, parent: input.parentSize, available: nil, constraint: input.available.width,
                definiteHeight: input.knownSize.height)
        }
        if f.hasContentKeywordHeightLimits && input.knownSize.height == nil {
            h = clampedByContentKeywords(h, node, .vertical, width: w, parent: input.parentSize, available: nil)
        }
        return (w, h)
    }
}

/// The question a layout call asks, for the cache.
struct LayoutCacheKey: Hashable {
    var knownWidth: Double, knownHeight: Double  // NaN: unknown
    var availableWidth: Double, availableHeight: Double  // -inf: min-content, +inf: max-content
    var parentWidth: Double, parentHeight: Double
    var widthOnly: Bool
    var needsBaseline: Bool
    var contentSizeAxis: LayoutAxis?
    var ratioAside: Bool

    /// The key of `input`: unknown sizes as NaN, constraints as infinities.
    init(_ input: LayoutInput) {
        func encode(_ a: AvailableSpace) -> Double {
            switch a {
            case .definite(let v): v
            case .minContent: -.infinity
            case .maxContent: .infinity
            }
        }
        knownWidth = input.knownSize.width ?? .nan
        knownHeight = input.knownSize.height ?? .nan
        availableWidth = encode(input.available.width)
        availableHeight = encode(input.available.height)
        parentWidth = input.parentSize.width ?? .nan
        parentHeight = input.parentSize.height ?? .nan
        widthOnly = input.widthOnly
        needsBaseline = input.needsBaseline
        contentSizeAxis = input.contentSizeAxis
        ratioAside = input.ratioAside
    }

    /// Bitwise equality, so NaN (unknown) matches NaN.
    func same(_ o: LayoutCacheKey) -> Bool {
        knownWidth.bitPattern == o.knownWidth.bitPattern && knownHeight.bitPattern == o.knownHeight.bitPattern
            && availableWidth.bitPattern == o.availableWidth.bitPattern
            && availableHeight.bitPattern == o.availableHeight.bitPattern
            && parentWidth.bitPattern == o.parentWidth.bitPattern && parentHeight.bitPattern == o.parentHeight.bitPattern
            && widthOnly == o.widthOnly && needsBaseline == o.needsBaseline && contentSizeAxis == o.contentSizeAxis
            && ratioAside == o.ratioAside
    }
}

/// A few remembered answers for one container node, kept across layouts until the
/// node is marked; and the question it was last laid out for.
struct LayoutCacheEntry {
    private var keys: [LayoutCacheKey] = []
    private var outputs: [LayoutOutput] = []
    private var laidOutKey: LayoutCacheKey? = nil
    private var laidOutOutput = LayoutOutput.zero
    static let capacity = 8

    /// The answer stored for `key`, if any.
    func lookup(_ key: LayoutCacheKey) -> LayoutOutput? {
        for i in keys.indices where keys[i].same(key) { return outputs[i] }
        return nil
    }

    /// The answer of the last full layout, when it was for `key` (its frames below
    /// are then still those of that layout).
    func laidOut(_ key: LayoutCacheKey) -> LayoutOutput? {
        guard let k = laidOutKey, k.same(key) else { return nil }
        return laidOutOutput
    }

    /// The width-only answers alone (for a grid whose width its items cannot change).
    func widthOnlyAnswers() -> LayoutCacheEntry {
        var e = LayoutCacheEntry()
        for i in keys.indices where keys[i].widthOnly { e.store(keys[i], outputs[i], laidOut: false) }
        return e
    }

    /// Keeps `out` for `key`, forgetting the oldest answer past the capacity; with
    /// `laidOut`, as the last full layout's.
    mutating func store(_ key: LayoutCacheKey, _ out: LayoutOutput, laidOut: Bool) {
        if laidOut {
            laidOutKey = key
            laidOutOutput = out
        }
        if lookup(key) != nil { return }
        if keys.count >= Self.capacity {
            keys.removeFirst()
            outputs.removeFirst()
        }
        keys.append(key)
        outputs.append(out)
    }
}
