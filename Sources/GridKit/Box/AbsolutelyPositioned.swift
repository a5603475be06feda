// CSS 2 §10.3.7 / §10.6.4 Absolutely positioned, non-replaced elements — https://www.w3.org/TR/CSS2/visudet.html#abs-non-replaced-width
// css-position-3 §4 Positioning Coordinates — https://www.w3.org/TR/css-position-3/#abspos-insets
// Absolute positioning as every layout mode uses it: a box laid out against a
// containing block its parent chose (a block container's padding box, a grid area
// per css-grid-1 §9). In each axis the insets make the inset-modified containing
// block (IMCB; an auto inset stands for the static position when both are auto,
// else for 0), the box is sized in it (filled when both insets are given and its
// size is auto with `normal` / `stretch` alignment, else shrink-to-fit), and placed
// in it by its auto margins or its self alignment (css-align-3 §6.1): a box with one
// auto inset sits against the other.

/// How an absolutely positioned box's parent places it: the direction of its
/// containing block and the parent's `justify-items` / `align-items`.
struct AbsoluteContext {
    /// The containing block's direction: in `rightToLeft` the inline start is the right edge.
    var direction: Direction
    /// The parent's `justify-items`, which `justify-self: auto` takes (without its
    /// `safe` / `unsafe`, as Chromium does for absolutely positioned boxes).
    var justifyItems: SelfAlignment.Position
    /// The parent's `align-items`, likewise.
    var alignItems: SelfAlignment.Position
    /// The static position rectangle (css-position-3 §4.1) in the parent's border-box
    /// coordinates: where the box would sit with auto insets before alignment.
    var staticRect: LayoutRect
    /// What the default overflow alignment keeps an overflowing box within besides its
    /// IMCB, when not the containing block: a grid area's grid's padding box (Chromium's
    /// overflow limit; a 0 tall area on the grid's last line lets a box with 10px
    /// margins and both insets center on it rather than start there).
    var overflowLimit: LayoutRect? = nil
    /// Whether the containing block's box is a scroll container in x / y (its computed
    /// overflow): the default overflow alignment then only keeps a box out of the
    /// unscrollable start side (css-position-3 §4.4).
    var scrolls: (x: Bool, y: Bool) = (false, false)
}

/// One axis of an absolutely positioned box: its IMCB and how it sits in it.
struct AbsoluteAxisPlan {
    /// The IMCB's start and size.
    var start: Double, size: Double
    /// The alignment in the IMCB, from its start (`fromEnd`: from its far edge).
    var alignment: SelfAlignment.Position
    var safe: Bool
    var fromEnd: Bool
    /// Whether an auto size fills the IMCB.
    var fills: Bool
    /// Whether an inset is auto: auto margins are then 0 (CSS 2 §10.3.7, §10.6.4).
    var autoMarginsAreZero = true
    /// Whether both margins auto and overflowing put the start margin to 0 (inline axis, CSS 2 §10.3.7).
    var isInline: Bool
    /// The containing block before the insets: with both insets, a self alignment other
    /// than `normal` and neither `safe` nor `unsafe`, a box overflowing its IMCB is kept
    /// within this and the IMCB together (css-align-3 §4.4 default overflow alignment,
    /// css-position-3 §4.4; as Chromium).
    var containing: (start: Double, end: Double)
    var keepsInside = false
    /// Whether the containing block is a scroll container in this axis: an overflowing
    /// box is then kept only out of the unscrollable side (the start: the right in rtl),
    /// its overflow past the end scrolls (css-position-3 §4.4, WPT
    /// css-align/abspos/default-overflow-with-scroll.html; as Chromium).
    var scrolls = false

    /// The plan for insets `lo` / `hi` (nil: auto) against containing block `[origin, origin + length]`,
    /// static position rectangle `[staticLo, staticHi]`, alignment `a` with `safe`, and whether the
    /// axis's start is its far (right) edge.
    init(
        lo: Double?, hi: Double?, origin: Double, length: Double, staticLo: Double, staticHi: Double,
        alignment a: SelfAlignment.Position, safe: Bool, reversed: Bool, isInline: Bool, unsafe: Bool = false
    ) {
        self.isInline = isInline
        self.safe = safe
        containing = (origin, origin + length)
        fromEnd = reversed
        fills = false
        alignment = a
        switch (lo, hi) {
        case (let l?, let h?):
            (start, size) = (origin + l, length - l - h)
            // css-position-3 §4.1: insets past each other make a negative IMCB; Chromium
            // makes it 0 at its start edge (the right inset's in rtl) and aligns the box
            // and its auto margins in that (Firefox keeps auto margins at 0).
            if size < 0 { (start, size) = (reversed ? origin + length - h : start, 0) }
            fills = a == .normal || a == .stretch
            autoMarginsAreZero = false
            keepsInside = a != .normal && !safe && !unsafe
        case (let l?, nil):
            (start, size, alignment, fromEnd) = (origin + l, length - l, .start, false)
        case (nil, let h?):
            (start, size, alignment, fromEnd) = (origin, length - h, .start, true)
        case (nil, nil):
            // css-position-3 §4.1: the static position rectangle's start (or end) edge
            // stands for the auto inset on the side the box aligns to.
            let logicalEnd: Bool
            switch a {
            case .end, .flexEnd, .lastBaseline: logicalEnd = true
            case .center:
                (start, size) = (staticLo, staticHi - staticLo)
                return
            default: logicalEnd = false
            }
            if logicalEnd != reversed {  // the box hangs from the rectangle's right / bottom edge
                (start, size) = (origin, staticHi - origin)
            } else {
                (start, size) = (staticLo, origin + length - staticLo)
            }
        }
    }

    /// Where a box of margin-box-less `extent` with margins `mLo` / `mHi` (nil: auto) starts;
    /// `filled` when its size came from the IMCB (auto margins are then 0).
    func position(extent: Double, mLo: Double?, mHi: Double?, filled: Bool) -> Double {
        let p = alignedPosition(extent: extent, mLo: mLo, mHi: mHi, filled: filled)
        guard keepsInside, let l = mLo, let h = mHi, extent + l + h > size else { return p }
        // Overflowing the IMCB: shifted into it and the containing block together, at
        // their start edge when too big for them.
        let (lo, hi) = (min(start, containing.start), max(start + size, containing.end))
        let outer = extent + l + h
        if scrolls { return (fromEnd ? min(p - l, hi - outer) : max(p - l, lo)) + l }
        if outer > hi - lo { return (fromEnd ? hi - outer : lo) + l }
        return min(max(p - l, lo), hi - outer) + l
    }

    private func alignedPosition(extent: Double, mLo: Double?, mHi: Double?, filled: Bool) -> Double {
        if filled || autoMarginsAreZero {
            // A filled size leaves no room for auto margins (what a maximum leaves goes
            // by the alignment, from the start); with an auto inset they are 0 too.
            let free = size - extent - (mLo ?? 0) - (mHi ?? 0)
            // A filled size that a maximum cut short, `normal` alignment: the auto margins
            // take what it leaves (CSS 2 §10.3.7 / §10.6.4 solved again with the maximum, as Chromium).
            if filled && !autoMarginsAreZero && alignment == .normal && free > 0 && (mLo == nil || mHi == nil) {
                switch (mLo, mHi) {
                case (nil, nil): return start + free / 2
                case (nil, _): return start + free
                default: return start + (mLo ?? 0)
                }
            }
            // A filled box overflowing its (empty) IMCB: an auto start margin takes the
            // overflow; two auto margins leave the start one 0 in the inline axis (CSS 2
            // §10.3.7) and share it equally, negative, in the block axis (§10.6.4; Chromium).
            if filled && free < 0 && !autoMarginsAreZero {
                switch (mLo, mHi) {
                case (nil, _?): return start + free
                case (nil, nil) where !isInline: return start + free / 2
                case (nil, nil): return fromEnd ? start + free : start
                default: break
                }
            }
            return start + (mLo ?? 0) + alignment.offset(free, safe: safe, fromRight: fromEnd)
        }
        let free = size - extent - (mLo ?? 0) - (mHi ?? 0)
        switch (mLo, mHi) {
        case (nil, nil):
            if free < 0 && isInline { return fromEnd ? start + free : start }
            return start + free / 2
        case (nil, let h?): return start + size - h - extent
        case (let l?, nil): return start + l
        case (let l?, _?): return start + l + alignment.offset(free, safe: safe, fromRight: fromEnd)
        }
    }
}

extension LayoutTree {
    /// Lays out `child` against `containingBlock` (in the parent's border-box
    /// coordinates), placed as its parent's `context` says.
    mutating func layoutAbsolute(_ child: Int32, containingBlock cb: LayoutRect, context: AbsoluteContext) {
        let style = styleAt(child)
        let parent = OptionalSize(width: cb.width, height: cb.height)
        let box = style.resolveBox(parent: parent)
        let margin = box.marginOrZero
        let (xPlan, yPlan) = absolutePlans(style, cb, context)
        // Sizes within the limits, never below padding and border (css-sizing-3 §3.1: the
        // content box is never negative, not even under a max size the ratio transferred).
        let own = ownSizes(style, box, xPlan, yPlan)
        var (width, height) = (own.width, own.height)
        // Chromium: an explicit `stretch` in the block axis makes a ratio box's height fill
        // its IMCB and the ratio give its width (past the IMCB if need be); with `stretch`
        // in the inline axis too, both fill it and the ratio is dropped. css-position-3
        // §5.1 keeps the block axis the ratio-dependent one (a deviation, Grid/README.md).
        let stretchesHeight = style.aspectRatio != nil && height == nil && yPlan.fills
            && yPlan.alignment == .stretch && style.height == .auto
        // css-sizing-3 §3.2: a content keyword as the size is content-sized, never filled.
        let fillsWidth = width == nil && xPlan.fills && !style.width.isContentKeyword
            && (!stretchesHeight || xPlan.alignment == .stretch)
        if fillsWidth {
            width = max(box.paddingBorder.width, box.clamp(xPlan.size - margin.horizontal, .horizontal))
        }
        // With a ratio, a width the insets give decides the height too.
        var fillsHeight = false
        if height == nil, yPlan.fills, !style.height.isContentKeyword,
            stretchesHeight || !(style.aspectRatio != nil && width != nil)
        {
            height = max(box.paddingBorder.height, box.clamp(yPlan.size - margin.vertical, .vertical))
            fillsHeight = true
        }
        let sized = box.clamp(box.applyingAspectRatio(OptionalSize(width: width, height: height)))
        (width, height) = (sized.width, sized.height)
        // The height its own or its insets give: the one its content-keyword widths see
        // through its ratio (css-sizing-4 §5.1; Blink: the block size of its constraint space).
        let insetHeight = max(box.paddingBorder.height, box.clamp(yPlan.size - margin.vertical, .vertical))
        let definiteHeight = box.heightOfItsOwn ?? (yPlan.fills && style.height == .auto ? insetHeight : nil)
        // Blink ComputeOofInlineDimensions: with a ratio that applies (such a height), a
        // width not stretched between insets is at least the content's min-content width,
        // even when it is the box's own (deviation, Grid/README.md); not a height the
        // ratio gives from such a width (`normal` between insets: an 8px wide ratio box
        // over 20px of unbreakable text stays 8px wide).
        if !fillsWidth, let w = width, let definiteHeight, fillsHeight || box.heightOfItsOwn != nil {
            width = max(w, ratioAutomaticMinimumWidth(child, box, parent: parent, height: definiteHeight))
        }
        // With `min-height: auto` (not a scroll container) the box's own layout gives
        // the ratio's height, at least its content's (css-sizing-4 §5.2 automatic minimum);
        // so does a height its insets give when the ratio gives the width from it
        // (Chromium: a grid 0px tall between its insets keeps its 30px row).
        let autoMinimum = facts(child).minHeight.isAuto && !facts(child).overflowY.isScrollContainer
        if autoMinimum, style.aspectRatio != nil, style.height == .auto, width != nil, !stretchesHeight { height = nil }
        if width == nil {
            width = shrinkToFitWidth(
                child, box, space: xPlan.size - margin.horizontal, height: height, parent: parent, keyword: style.width)
            if height == nil, let w = width, style.aspectRatio != nil, !autoMinimum {
                height = box.clamp(box.applyingAspectRatio(OptionalSize(width: w, height: nil))).height
            }
        }
        // A height its content-keyword limits change is the box's only: its content is
        // laid out at the height found before them (as Chromium, Box/SizeKeywords.swift).
        // A height the ratio gives from the width follows the width those limits give.
        let followsWidth = style.aspectRatio != nil && !fillsHeight && box.heightOfItsOwn == nil
        let limited = withinKeywordLimits(
            child, box, width, height, parent: parent, xPlan, yPlan, definiteHeight: definiteHeight,
            heightFollowsWidth: followsWidth)
        (width, height) = (limited.width, limited.height)
        let found = limited.laidOutHeight
        let boxHeight = height == found ? nil : height
        let input = LayoutInput(
            knownSize: OptionalSize(width: width, height: found), parentSize: parent,
            available: AvailableSize(width: .definite(cb.width), height: .definite(cb.height)), mode: .performLayout)
        let out = layoutWithBoxHeight(child, boxHeight) { $0.layoutNode(child, input) }
        let size = out.size
        let x = xPlan.position(extent: size.width, mLo: box.margin.left, mHi: box.margin.right, filled: fillsWidth)
        let y = yPlan.position(extent: size.height, mLo: box.margin.top, mHi: box.margin.bottom, filled: fillsHeight)
        setFrame(child, LayoutRect(x: x, y: y, width: size.width, height: size.height))
    }

    /// The sizes of a positioned box of `style` (box `box`) that are its own, within its
    /// limits: an explicit `stretch` between two insets (plans `x`, `y`) leaves open one
    /// its ratio would give there from the other axis's own, as Chromium fills it (a
    /// 20%-wide `aspect-ratio: 1` box stretched between `inset: 0` in a 40 x 25 block is
    /// 8 x 25; a deviation, Grid/README.md).
    private func ownSizes(_ style: BoxStyle, _ box: ResolvedBox, _ x: AbsoluteAxisPlan, _ y: AbsoluteAxisPlan)
        -> OptionalSize
    {
        var own = box.clamp(box.size)
        guard style.aspectRatio != nil else { return own }
        if y.fills && y.alignment == .stretch && style.height == .auto && box.ratioGivenAxis == .vertical {
            own.height = nil
        }
        if x.fills && x.alignment == .stretch && style.width == .auto && box.ratioGivenAxis == .horizontal {
            own.width = nil
        }
        return own
    }

    /// Sizes found for `child` within its content-keyword min and max sizes (css-sizing-3
    /// §5.2; `fit-content` fits the inset-modified containing block). A height still
    /// open is held within them by ``layoutNode(_:_:)``. `definiteHeight`: the height its
    /// own or its insets give, from which a ratio gives its content widths.
    /// `heightFollowsWidth`: the height is the ratio's of the width, and so follows the
    /// width those limits give, before layout (css-sizing-4 §5.1: the block size is the
    /// ratio-dependent one; Chromium: a `min-width: max-content` raising an 8px inset
    /// width to 30px at ratio 3 / 2 makes the box 20px tall, past its 15px min-height),
    /// as a length min-width does (``ResolvedBox/clamp(_:)``). `laidOutHeight`: the height
    /// its content is laid out at, the one before its content-keyword height limits.
    private mutating func withinKeywordLimits(
        _ child: Int32, _ box: ResolvedBox, _ width: Double?, _ height: Double?, parent: OptionalSize,
        _ xPlan: AbsoluteAxisPlan, _ yPlan: AbsoluteAxisPlan, definiteHeight: Double?, heightFollowsWidth: Bool
    ) -> (width: Double?, height: Double?, laidOutHeight: Double?) {
        let f = facts(child)
        guard f.hasContentKeywordWidthLimits || f.hasContentKeywordHeightLimits else { return (width, height, height) }
        let margin = box.marginOrZero
        var (w, h) = (width, height)
        if f.hasContentKeywordWidthLimits, let v = w {
            let room = xPlan.size - margin.horizontal
            let limited = clampedByContentKeywords(
                v, child, .horizontal, parent: parent, available: room, definiteHeight: definiteHeight)
            w = max(box.paddingBorder.width, limited)
            if heightFollowsWidth, h != nil, let nw = w, nw != v, let ratio = box.ratio {
                h = max(box.paddingBorder.height, box.clamp(ratio.height(fromWidth: nw), .vertical))
            }
        }
        let laidOut = h
        if f.hasContentKeywordHeightLimits, let v = h {
            let limited = clampedByContentKeywords(
                v, child, .vertical, width: w, parent: parent, available: yPlan.size - margin.vertical, definiteHeight: v)
            h = max(box.paddingBorder.height, limited)
        }
        return (w, h, laidOut)
    }

    /// The two axes' plans of an absolutely positioned box of `style` (css-position-3 §4).
    private func absolutePlans(_ style: BoxStyle, _ cb: LayoutRect, _ context: AbsoluteContext) -> (
        AbsoluteAxisPlan, AbsoluteAxisPlan
    ) {
        // `auto` takes the parent's `*-items` only for a box at its static position (both
        // insets auto); with an inset it is `normal` (as Chromium does).
        func resolved(_ own: SelfAlignmentOrAuto, _ items: SelfAlignment.Position, _ lo: Double?, _ hi: Double?)
            -> SelfAlignment
        {
            if case .value(let v) = own { return v }
            return SelfAlignment(lo == nil && hi == nil ? items : .normal)
        }
        let (left, right) = (style.inset.left.resolve(cb.width), style.inset.right.resolve(cb.width))
        let (top, bottom) = (style.inset.top.resolve(cb.height), style.inset.bottom.resolve(cb.height))
        let j = resolved(style.justifySelf, context.justifyItems, left, right)
        let a = resolved(style.alignSelf, context.alignItems, top, bottom)
        let s = context.staticRect
        var x = AbsoluteAxisPlan(
            lo: left, hi: right, origin: cb.minX,
            length: cb.width, staticLo: s.minX, staticHi: s.maxX,
            alignment: j.position.inInlineAxis(container: context.direction, box: style.direction), safe: j.isSafe,
            reversed: context.direction == .rightToLeft, isInline: true, unsafe: j.isUnsafe)
        var y = AbsoluteAxisPlan(
            lo: top, hi: bottom, origin: cb.minY,
            length: cb.height, staticLo: s.minY, staticHi: s.maxY, alignment: a.position.inBlockAxis,
            safe: a.isSafe, reversed: false, isInline: false, unsafe: a.isUnsafe)
        if let limit = context.overflowLimit {
            x.containing = (limit.minX, limit.maxX)
            y.containing = (limit.minY, limit.maxY)
        }
        (x.scrolls, y.scrolls) = context.scrolls
        return (x, y)
    }

    /// CSS 2 §10.3.7 shrink-to-fit: min(max(min-content, `space`), max-content), clamped;
    /// `min-content` / `max-content` as the `keyword` width take that size (css-sizing-3
    /// §3.2; `fit-content` is shrink-to-fit, with its limit as the space).
    private mutating func shrinkToFitWidth(
        _ child: Int32, _ box: ResolvedBox, space: Double, height: Double?, parent: OptionalSize, keyword: SizeValue
    ) -> Double {
        func measure(_ width: AvailableSpace) -> Double {
            layoutNode(
                child,
                LayoutInput(
                    knownSize: OptionalSize(width: nil, height: height), parentSize: parent,
                    available: AvailableSize(width: width, height: .maxContent), mode: .computeSize)
            ).size.width
        }
        var fit = space
        switch keyword {
        case .minContent: fit = -.infinity
        case .maxContent: fit = .infinity
        case .fitContent(let limit?): fit = limit.resolve(parent.width) ?? space
        default: break
        }
        let minC = measure(.minContent)
        let maxC = measure(.maxContent)
        return max(box.paddingBorder.width, box.clamp(max(minC, min(maxC, fit)), .horizontal))
    }

    /// A block container's absolutely positioned children: the padding box contains
    /// them; the static position is the content box's start edge, at `staticY` (one
    /// top each, in order: where in-flow layout was when it met them, css-position-3 §4.1).
    mutating func layoutAbsoluteChildren(_ node: Int32, containerSize: LayoutSize, box: ResolvedBox, staticY: [Double]) {
        let style = styleAt(node)
        let cb = box.paddingBox(of: containerSize, direction: style.direction)
        let content = LayoutRect(
            x: box.contentLeft(style.direction, boxWidth: containerSize.width), y: box.contentOrigin.y,
            width: max(0, containerSize.width - box.inset.width), height: 0)
        var context = AbsoluteContext(
            direction: style.direction, justifyItems: style.justifyItems.position, alignItems: .normal,
            staticRect: content)
        context.scrolls = style.scrollsInAxes
        var next = 0
        var c = firstChild[Int(node)]
        while c >= 0 {
            let cs = styleAt(c)
            if cs.position == .absolute && cs.display != .none, next < staticY.count {
                context.staticRect.origin.y = staticY[next]
                next += 1
                layoutAbsolute(c, containingBlock: cb, context: context)
            }
            c = nextSibling[Int(c)]
        }
    }
}
