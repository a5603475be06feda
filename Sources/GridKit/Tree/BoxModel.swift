// Resolving a box's own sizes: padding, border, margins, preferred / min / max sizes
// in border-box terms, aspect ratio and scrollbar gutters.

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
    var aspectRatio: Double?
    /// Room the box's scrollbars take: width of a vertical one, height of a horizontal one.
    var scrollbar: LayoutSize

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
        var r = v
        if let mx = maxSize.along(axis), r > mx { r = mx }
        if let mn = minSize.along(axis), r < mn { r = mn }
        return r
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
        if let r = aspectRatio {
            if let wv = size.width, size.height == nil {
                size.height = contentBox ? (wv - pbW) / r + pbH : wv / r
            } else if let hv = size.height, size.width == nil {
                size.width = contentBox ? (hv - pbH) * r + pbW : hv * r
            }
        }
        // A border box is never smaller than its padding and border.
        size.width = size.width.map { max($0, pbW) }
        size.height = size.height.map { max($0, pbH) }
        maxSize.width = maxSize.width.map { max($0, pbW) }
        maxSize.height = maxSize.height.map { max($0, pbH) }
        // With a ratio, min and max sizes transfer to an auto axis (css-sizing-4 §5.1).
        if let r = aspectRatio {
            let toWidth = { (h: Double) in contentBox ? (h - pbH) * r + pbW : h * r }
            let toHeight = { (w: Double) in contentBox ? (w - pbW) / r + pbH : w / r }
            let (minW, maxW, minH, maxH) = (minSize.width, maxSize.width, minSize.height, maxSize.height)
            if self.width.isAuto {
                if let h = maxH { maxSize.width = min(maxW ?? .infinity, toWidth(h)) }
                if let h = minH { minSize.width = max(minW ?? 0, toWidth(h)) }
            }
            if self.height.isAuto {
                if let w = maxW { maxSize.height = min(maxH ?? .infinity, toHeight(w)) }
                if let w = minW { minSize.height = max(minH ?? 0, toHeight(w)) }
            }
        }
        let scrollbar = LayoutSize(
            width: overflowY == .scroll ? BoxModel.scrollbarThickness : 0,
            height: overflowX == .scroll ? BoxModel.scrollbarThickness : 0)
        return ResolvedBox(
            padding: padding, border: border, margin: margin, size: size, minSize: minSize,
            maxSize: maxSize, aspectRatio: aspectRatio, scrollbar: scrollbar)
    }
}

extension ResolvedBox {
    /// With one side known and an aspect ratio, the other.
    func applyingAspectRatio(_ s: OptionalSize, contentBox: Bool) -> OptionalSize {
        guard let r = aspectRatio else { return s }
        var out = s
        let pb = paddingBorder
        if let w = s.width, s.height == nil {
            out.height = contentBox ? (w - pb.width) / r + pb.height : w / r
        } else if let h = s.height, s.width == nil {
            out.width = contentBox ? (h - pb.height) * r + pb.width : h * r
        }
        return out
    }
}
