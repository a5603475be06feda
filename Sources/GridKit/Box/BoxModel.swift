// css-box-3, css-sizing-3 §5 (box-sizing), css-sizing-4 §5 (aspect-ratio) — https://www.w3.org/TR/css-sizing-3/
// The box model every layout mode shares: a box's own sizes resolved against its
// containing block (padding, border, margins, preferred / min / max sizes in
// border-box terms, aspect ratio, scrollbar gutters), and the size preamble each
// layout mode starts from (the sizes known before layout, the content box's inset).
// Layers point one way: Grid/ and Block/ use this folder; it uses neither.

/// Box-model constants shared by every layout mode.
public enum BoxModel {
    /// Scrollbars are 15px thick (the layout document's choice, as Chromium draws them).
    public static let scrollbarThickness = 15.0
}

/// A box's sizes resolved against its containing block.
struct ResolvedBox {
    var padding: Edges<Double>
    var border: Edges<Double>
    var margin: Edges<Double?>  // nil: auto
    var size: OptionalSize  // border box
    var minSize: OptionalSize
    var maxSize: OptionalSize
    /// The box's own max sizes, before any transfer through the ratio: the only ones
    /// that cap a size found from content (css-sizing-4 §5.2, as Chromium reads it).
    var ownMaxSize: OptionalSize
    /// The box's own min sizes, before any transfer through the ratio.
    var ownMinSize: OptionalSize
    var aspectRatio: Double?
    /// Room the box's scrollbars take: width of a vertical one, height of a horizontal one.
    var scrollbar: LayoutSize
    /// `box-sizing: content-box`: sizes and the aspect ratio apply to the content box.
    var isContentBox = false
    /// The axis whose length in `size` the aspect ratio gave from the other (not the
    /// box's own), when it did.
    var ratioGivenAxis: LayoutAxis? = nil

    /// Padding plus border in each axis.
    var paddingBorder: LayoutSize {
        LayoutSize(width: padding.horizontal + border.horizontal, height: padding.vertical + border.vertical)
    }

    /// Margins with `auto` as zero.
    var marginOrZero: Edges<Double> {
        Edges(top: margin.top ?? 0, right: margin.right ?? 0, bottom: margin.bottom ?? 0, left: margin.left ?? 0)
    }

    /// `v` clamped by the min and max sizes in `axis` (min wins, as in CSS).
    @inline(__always)
    func clamp(_ v: Double, _ axis: LayoutAxis) -> Double {
        Self.clamped(v, max: maxSize.along(axis), min: minSize.along(axis))
    }

    /// `v` at most `mx` and then at least `mn` (the min wins, as in CSS).
    @inline(__always)
    private static func clamped(_ v: Double, max mx: Double?, min mn: Double?) -> Double {
        var r = v
        if let mx, r > mx { r = mx }
        if let mn, r < mn { r = mn }
        return r
    }

    /// `v`, a size found from the box's content, within the min sizes and the box's own
    /// max sizes: a max size transferred through the ratio caps only sizes the ratio or
    /// stretching give (css-sizing-4 §5.2; Chromium: a content-sized box with a ratio
    /// and a max-width is as tall as its content, past the transferred max-height).
    @inline(__always)
    func clampContent(_ v: Double, _ axis: LayoutAxis) -> Double {
        Self.clamped(v, max: ownMaxSize.along(axis), min: minSize.along(axis))
    }

    /// `v`, a stretched block size, within the box's own min and max sizes only: a
    /// ratio's transferred limits bound the size the ratio gives, not a stretched
    /// height (css-sizing-4 §5.2; as Chromium).
    @inline(__always)
    func clampOwn(_ v: Double, _ axis: LayoutAxis) -> Double {
        Self.clamped(v, max: ownMaxSize.along(axis), min: ownMinSize.along(axis))
    }

    /// Both axes clamped; a size never below padding + border.
    func clamp(_ s: OptionalSize) -> OptionalSize {
        let pb = paddingBorder
        return OptionalSize(
            width: s.width.map { max(clamp($0, .horizontal), pb.width) },
            height: s.height.map { max(clamp($0, .vertical), pb.height) })
    }
}

extension BoxStyle {
    /// The box resolved against the containing block `parent` (percentages of padding,
    /// border and margins resolve against its width, in both axes, as CSS says).
    func resolveBox(parent: OptionalSize) -> ResolvedBox {
        let w = parent.width
        let padding = Edges(
            top: self.padding.top.resolveOrZero(w), right: self.padding.right.resolveOrZero(w),
            bottom: self.padding.bottom.resolveOrZero(w), left: self.padding.left.resolveOrZero(w))
        // css-values-4 "snap as a border width", one device pixel per px as in the
        // reference browser: 3.5px draws (and takes) 3px, 0.5px takes 1px.
        func snapped(_ v: LengthPercentage) -> Double {
            let px = v.resolveOrZero(w)
            return px >= 1 ? px.rounded(.down) : (px > 0 ? 1 : 0)
        }
        let border = Edges(
            top: snapped(self.border.top), right: snapped(self.border.right),
            bottom: snapped(self.border.bottom), left: snapped(self.border.left))
        func m(_ v: LengthPercentageAuto) -> Double? { v.isAuto ? nil : (v.resolve(w) ?? 0) }
        let margin = Edges(
            top: m(self.margin.top), right: m(self.margin.right), bottom: m(self.margin.bottom), left: m(self.margin.left))
        let pbW = padding.horizontal + border.horizontal
        let pbH = padding.vertical + border.vertical
        let contentBox = boxSizing == .contentBox
        func borderBox(_ d: SizeValue, _ ref: Double?, _ pb: Double) -> Double? {
            guard let v = d.resolve(ref) else { return nil }
            return contentBox ? v + pb : v
        }
        var size = OptionalSize(width: borderBox(width, parent.width, pbW), height: borderBox(height, parent.height, pbH))
        var minSize = OptionalSize(
            width: borderBox(minWidth, parent.width, pbW), height: borderBox(minHeight, parent.height, pbH))
        var maxSize = OptionalSize(
            width: borderBox(maxWidth, parent.width, pbW), height: borderBox(maxHeight, parent.height, pbH))
        // Aspect ratio: a known width gives the height and the other way round
        // (ratio of border boxes with border-box sizing, of content boxes otherwise).
        let ratio = aspectRatio.map {
            RatioTransfer(ratio: $0, isContentBox: contentBox, paddingBorder: LayoutSize(width: pbW, height: pbH))
        }
        let own = size  // before the ratio: nil where auto or a percentage of an unknown size
        if let ratio { size = ratio.completing(size, min: minSize, max: maxSize) }
        // A border box is never smaller than its padding and border.
        size.width = size.width.map { max($0, pbW) }
        size.height = size.height.map { max($0, pbH) }
        maxSize.width = maxSize.width.map { max($0, pbW) }
        maxSize.height = maxSize.height.map { max($0, pbH) }
        let ownMaxSize = maxSize
        let ownMinSize = minSize
        if let ratio {
            (minSize, maxSize) = transferredLimits(
                ratio, min: minSize, max: maxSize, autoWidth: own.width == nil, autoHeight: own.height == nil)
        }
        // `scroll` always reserves its scrollbar; `auto` only once the content overflows
        // (LayoutTree.box adds those, Tree/AutoScrollbars.swift).
        let overflow = computedOverflow
        let scrollbar = LayoutSize(
            width: overflow.y == .scroll ? BoxModel.scrollbarThickness : 0,
            height: overflow.x == .scroll ? BoxModel.scrollbarThickness : 0)
        // The side the ratio filled in from the other (nil without a ratio or when both were given).
        var ratioGiven: LayoutAxis? = nil
        if ratio != nil, own.height == nil, size.height != nil { ratioGiven = .vertical }
        if ratio != nil, own.width == nil, size.width != nil { ratioGiven = ratioGiven ?? .horizontal }
        return ResolvedBox(
            padding: padding, border: border, margin: margin, size: size, minSize: minSize,
            maxSize: maxSize, ownMaxSize: ownMaxSize, ownMinSize: ownMinSize,
            aspectRatio: aspectRatio, scrollbar: scrollbar, isContentBox: contentBox, ratioGivenAxis: ratioGiven)
    }
}

extension BoxStyle {
    /// The min and max sizes `min` and `max` with those a ratio transfers to an auto
    /// axis (css-sizing-4 §5.1); a transferred minimum never passes the axis's own
    /// maximum, nor a transferred maximum its own minimum (as Chromium and Firefox clamp them).
    fileprivate func transferredLimits(
        _ ratio: RatioTransfer, min minSize: OptionalSize, max maxSize: OptionalSize, autoWidth: Bool, autoHeight: Bool
    ) -> (OptionalSize, OptionalSize) {
        var (minSize, maxSize) = (minSize, maxSize)
        let (pbW, pbH) = (ratio.paddingBorder.width, ratio.paddingBorder.height)
        let toWidth = ratio.width(fromHeight:)
        let toHeight = ratio.height(fromWidth:)
        let (minW, maxW, minH, maxH) = (minSize.width, maxSize.width, minSize.height, maxSize.height)
        // The other axis's padding and border are a minimum too: a border-box ratio
        // never makes a side shorter than them (an empty padded box is as wide as its
        // padded height gives, as in Chromium).
        // Content keywords are automatic sizes here too (as in Chromium), and so is a
        // percentage of an unknown size (it behaves as auto).
        if autoWidth || self.width.isContentKeyword {
            if let h = maxH { maxSize.width = min(maxW ?? .infinity, max(toWidth(h), minW ?? 0)) }
            let h = max(minH ?? 0, pbH)
            if h > 0 { minSize.width = max(minW ?? 0, min(toWidth(h), maxW ?? .infinity)) }
        }
        if autoHeight || self.height.isContentKeyword {
            // A content-keyword min-width (its content's width) may pass the max-width
            // (the min wins) by a length the box cannot know here: no maximum transfers
            // then (as Chromium). A keyword min-height of a ratio box is the ratio's
            // height of its width, which never passes the transfer: that one does.
            if let w = maxW, !minWidth.isContentKeyword {
                maxSize.height = min(maxH ?? .infinity, max(toHeight(w), minH ?? 0))
            }
            let w = max(minW ?? 0, pbW)
            if w > 0 { minSize.height = max(minH ?? 0, min(toHeight(w), maxH ?? .infinity)) }
        }
        return (minSize, maxSize)
    }
}

/// css-sizing-4 §5.1: an aspect ratio turns a width into a height and back, between
/// border boxes (`box-sizing: border-box`) or content boxes (`content-box`). The one
/// home of that arithmetic.
struct RatioTransfer {
    var ratio: Double
    var isContentBox: Bool
    var paddingBorder: LayoutSize

    /// The border-box height a border-box width gives, never below the padding and
    /// border (css-sizing-3 §3.1: a content box is never negative; Chromium floors the
    /// size a ratio transfers there).
    @inline(__always)
    func height(fromWidth w: Double) -> Double {
        Swift.max(paddingBorder.height, isContentBox ? (w - paddingBorder.width) / ratio + paddingBorder.height : w / ratio)
    }

    /// The border-box width a border-box height gives, never below the padding and border.
    @inline(__always)
    func width(fromHeight h: Double) -> Double {
        Swift.max(paddingBorder.width, isContentBox ? (h - paddingBorder.height) * ratio + paddingBorder.width : h * ratio)
    }

    /// `s` with its missing side from the known one taken within its own `min` and `max`
    /// (Chromium: a 100px width capped at 60px gives a 60px height at ratio 1); the
    /// known side itself stays as given.
    func completing(_ s: OptionalSize, min lo: OptionalSize, max hi: OptionalSize) -> OptionalSize {
        func within(_ v: Double?, _ l: Double?, _ h: Double?) -> Double? {
            v.map { Swift.max(Swift.min($0, h ?? .infinity), l ?? 0) }
        }
        let completed = completing(
            OptionalSize(width: within(s.width, lo.width, hi.width), height: within(s.height, lo.height, hi.height)))
        return OptionalSize(width: s.width ?? completed.width, height: s.height ?? completed.height)
    }

    /// `s` with its missing side from the known one (unchanged when both or neither are known).
    func completing(_ s: OptionalSize) -> OptionalSize {
        var out = s
        if let w = s.width, s.height == nil {
            out.height = height(fromWidth: w)
        } else if let h = s.height, s.width == nil {
            out.width = width(fromHeight: h)
        }
        return out
    }
}

extension ResolvedBox {
    /// The box's aspect ratio as a transfer between its sizes, when it has one.
    var ratio: RatioTransfer? {
        aspectRatio.map { RatioTransfer(ratio: $0, isContentBox: isContentBox, paddingBorder: paddingBorder) }
    }

    /// With one side known and an aspect ratio, the other.
    func applyingAspectRatio(_ s: OptionalSize) -> OptionalSize { ratio?.completing(s) ?? s }

    /// What lies between the border box and the content box: padding, border and
    /// scrollbar gutters.
    var inset: LayoutSize {
        LayoutSize(width: paddingBorder.width + scrollbar.width, height: paddingBorder.height + scrollbar.height)
    }

    /// The size preamble of every layout mode (grid, block, leaf): the border-box
    /// sizes known before layout. The parent's where it fixed one, else the box's own
    /// (within its min and max), the other side completed by the aspect ratio.
    func knownSize(given: OptionalSize) -> OptionalSize {
        var known = OptionalSize(
            width: given.width ?? size.width.map { clamp($0, .horizontal) },
            height: given.height ?? size.height.map { clamp($0, .vertical) })
        // A side the ratio gave from the box's own other side follows the side the parent
        // gave instead (css-sizing-4 §5.1: the ratio transfers the used size).
        switch ratioGivenAxis {
        case .vertical? where given.width != nil && given.height == nil: known.height = nil
        case .horizontal? where given.height != nil && given.width == nil: known.width = nil
        default: break
        }
        guard let ratio, (known.width == nil) != (known.height == nil) else { return known }
        // The side the ratio gives stays within its own min and max sizes (css-sizing-4
        // §5.1). The limits the other side's transfer cannot bind a size the ratio gives
        // from a side within them; a side held by a content-keyword min or max, which the
        // box resolves as none, may pass them (Chromium: `min-width: min-content` past a
        // `max-width` gives the height of the min-content width).
        // A border box is never smaller than its padding and border (a 0 wide box with a
        // ratio and padding is as tall as its padding).
        let completed = ratio.completing(known)
        return OptionalSize(
            width: known.width ?? completed.width.map { max(clampOwn($0, .horizontal), paddingBorder.width) },
            height: known.height ?? completed.height.map { max(clampOwn($0, .vertical), paddingBorder.height) })
    }

    /// The box's own height within its min and max sizes; nil when `auto` or when the
    /// ratio gave it from the width (it then follows the width used, css-sizing-4 §5.1).
    var heightOfItsOwn: Double? {
        ratioGivenAxis == .vertical ? nil : size.height.map { clamp($0, .vertical) }
    }

    /// The content-box size of a border-box size (never negative).
    func innerSize(_ outer: OptionalSize) -> OptionalSize {
        OptionalSize(
            width: outer.width.map { max(0, $0 - inset.width) }, height: outer.height.map { max(0, $0 - inset.height) })
    }

    /// The border-box length in `axis` of content `content` long: within the min and
    /// own max sizes (``clampContent(_:_:)``), never below padding and border. Content
    /// of negative length (a block whose children's negative margins end above its
    /// start) counts as 0 before the scrollbar is added (CSS 2 §10.6.3: the content
    /// height is not negative; as Chromium, a block of 2px bottom padding with a
    /// horizontal scrollbar whose child ends 2px above its top is 17px tall).
    @inline(__always)
    func borderBoxLength(content: Double, _ axis: LayoutAxis) -> Double {
        axis == .horizontal
            ? max(paddingBorder.width, clampContent(max(0, content) + inset.width, .horizontal))
            : max(paddingBorder.height, clampContent(max(0, content) + inset.height, .vertical))
    }

    /// A border-box width `length` found from the content of a box with a ratio and no
    /// height known, within the max-width the ratio transfers from its max-height
    /// (css-sizing-4 §5.2: Blink's ComputeMinMaxInlineSizes caps the content sizes of a box
    /// whose ratio was not applied); the min wins. `length` itself otherwise.
    func cappedByTransferredMaxWidth(_ length: Double) -> Double {
        guard aspectRatio != nil, let transferred = maxSize.width, length > transferred else { return length }
        return max(paddingBorder.width, clamp(length, .horizontal))
    }

    /// The padding box of a border box of `size`, less its scrollbars, in the box's
    /// own coordinates: the containing block of its absolutely positioned children
    /// (CSS 2 §10.1). A right-to-left box has its vertical scrollbar at the left, as
    /// the browsers put it, and its padding box hangs from its right (start) border
    /// edge: a box narrower than its scrollbar has an empty one there (Chromium). It
    /// holds the padding at least, as a box sized before its percentage padding
    /// resolved may be too small for it (Chromium: 10% padding of a 15px root that is
    /// all scrollbar makes a padding box 1.5px wide). A column subgrid, whose width is
    /// its area's even below its padding and border, has only what its border box leaves
    /// (`narrowerThanPadding`; Chromium 156), and so has the height of a box whose
    /// horizontal scrollbar leaves less than its padding (Chromium; Firefox keeps the padding).
    func paddingBox(of size: LayoutSize, direction: Direction = .leftToRight, narrowerThanPadding: Bool = false)
        -> LayoutRect
    {
        let inside = size.width - border.horizontal - scrollbar.width
        let width = narrowerThanPadding ? max(0, inside) : max(padding.horizontal, inside)
        let leastHeight = scrollbar.height > 0 ? 0 : padding.vertical
        return LayoutRect(
            x: direction == .rightToLeft ? size.width - border.right - width : border.left, y: border.top,
            width: width, height: max(leastHeight, size.height - border.vertical - scrollbar.height))
    }

    /// The top-left corner of the content box, from the border edge.
    var contentOrigin: LayoutPoint { LayoutPoint(x: border.left + padding.left, y: border.top + padding.top) }

    /// css-sizing-4 §5.1: the axis of a box with a ratio whose size the ratio gives (an
    /// auto size, the other axis known; a parent passing on that same size, as grid
    /// items' own sizes are, counts as the ratio's), when its automatic minimum is its
    /// content size (`min-*: auto`, not a scroll container).
    func ratioDependentAxis(_ style: StyleFacts, given: OptionalSize) -> LayoutAxis? {
        guard aspectRatio != nil else { return nil }
        func fromRatio(_ axis: LayoutAxis) -> Bool {
            // A content keyword is an automatic size here too (as Chromium: `height:
            // min-content` on a box with a ratio is the ratio's height, at least the content's).
            // A percentage width of an unknown size is `auto` too, whether the ratio replaced
            // it from the box's own height or a parent gave the height (Chromium's
            // ComputeMinAndMaxContentContribution: its min-content floor applies); a
            // percentage height is not (Chromium's block size applies the automatic minimum
            // to an auto or content-keyword height only).
            let preferred = style.size(axis)
            let percentAsAuto =
                axis == .horizontal && preferred.isPercent && (ratioGivenAxis == .horizontal || size.width == nil)
            let auto = preferred.isAuto || preferred.isContentKeyword || percentAsAuto
            guard auto, style.minSize(axis).isAuto, !style.overflow(axis).isScrollContainer else {
                return false
            }
            // A content-keyword max-height (min-height auto: the keyword is the max) of a
            // height the ratio gives is the ratio's height (§5.1), and the automatic minimum
            // is capped by the max size (Blink's ComputeMinMaxBlockSizes): the content never
            // raises that height.
            if axis == .vertical && style.hasContentKeywordHeightLimits { return false }
            let other = axis == .horizontal ? LayoutAxis.vertical : .horizontal
            guard let g = given.along(axis) else { return (given.along(other) ?? size.along(other)) != nil }
            return size.along(axis).map { clamp($0, axis) } == g
        }
        if fromRatio(.vertical) { return .vertical }
        if fromRatio(.horizontal) { return .horizontal }
        return nil
    }

    /// The content box's left edge from the border edge in a box of `direction` and
    /// border-box width `boxWidth`: after the vertical scrollbar when that stands at the
    /// left (right to left). A right-to-left content box hangs from the box's right
    /// (start) edge: narrower than its padding, border and scrollbar, the box has an
    /// empty content box there (Chromium), not past its left edge.
    func contentLeft(_ direction: Direction, boxWidth: Double) -> Double {
        guard direction == .rightToLeft else { return border.left + padding.left }
        let width = max(0, boxWidth - paddingBorder.width - scrollbar.width)
        return boxWidth - border.right - padding.right - width
    }
}
