// CSS 2 §10.3.7 / §10.6.4 Absolutely positioned, non-replaced elements — https://www.w3.org/TR/CSS2/visudet.html#abs-non-replaced-width
// Absolute positioning as every layout mode uses it: a box laid out against a
// containing block its parent chose (a block container's padding box, a grid area
// per css-grid-1 §9), sized by its insets or shrink-to-fit, placed by its insets,
// else at its static position (or, for grid children, by its self alignment,
// css-align-3 §6.1).

extension LayoutTree {
    /// Lays out `child` against `containingBlock` (in the parent's border-box
    /// coordinates); `staticPosition` is where it would sit with no insets. With
    /// `aligned`, an axis whose insets are both auto is placed by the child's
    /// justify-self / align-self within the containing block instead (css-align-3 §6.1).
    mutating func layoutAbsolute(
        _ child: Int32, containingBlock cb: LayoutRect, staticPosition: LayoutPoint, aligned: Bool = false
    ) {
        let style = styleAt(child)
        let parent = OptionalSize(width: cb.width, height: cb.height)
        let box = style.resolveBox(parent: parent)
        let left = style.inset.left.resolve(cb.width)
        let right = style.inset.right.resolve(cb.width)
        let top = style.inset.top.resolve(cb.height)
        let bottom = style.inset.bottom.resolve(cb.height)
        let margin = box.marginOrZero
        var width = box.size.width.map { box.clamp($0, .horizontal) }
        var height = box.size.height.map { box.clamp($0, .vertical) }
        if width == nil, let l = left, let r = right {
            width = max(box.paddingBorder.width, box.clamp(cb.width - l - r - margin.horizontal, .horizontal))
        }
        // With a ratio, a width the insets give decides the height too.
        if height == nil, let t = top, let b = bottom, !(style.aspectRatio != nil && width != nil) {
            height = max(box.paddingBorder.height, box.clamp(cb.height - t - b - margin.vertical, .vertical))
        }
        let sized = box.applyingAspectRatio(OptionalSize(width: width, height: height))
        width = sized.width.map { box.clamp($0, .horizontal) }
        height = sized.height.map { box.clamp($0, .vertical) }
        if width == nil {
            // Shrink to fit the space the insets leave.
            let space = cb.width - (left ?? 0) - (right ?? 0) - margin.horizontal
            let minC = layoutNode(
                child,
                LayoutInput(
                    knownSize: OptionalSize(width: nil, height: height), parentSize: parent,
                    available: AvailableSize(width: .minContent, height: .maxContent), mode: .computeSize))
            let maxC = layoutNode(
                child,
                LayoutInput(
                    knownSize: OptionalSize(width: nil, height: height), parentSize: parent,
                    available: AvailableSize(width: .maxContent, height: .maxContent), mode: .computeSize))
            width = max(box.paddingBorder.width, box.clamp(max(minC.size.width, min(maxC.size.width, space)), .horizontal))
            if height == nil, let w = width, style.aspectRatio != nil {
                height = box.applyingAspectRatio(OptionalSize(width: w, height: nil)).height.map {
                    box.clamp($0, .vertical)
                }
            }
        }
        let out = layoutNode(
            child,
            LayoutInput(
                knownSize: OptionalSize(width: width, height: height), parentSize: parent,
                available: AvailableSize(width: .definite(cb.width), height: .definite(cb.height)),
                mode: .performLayout))
        let size = out.size
        func place(
            _ start: Double?, _ end: Double?, _ mStart: Double?, _ mEnd: Double?, _ origin: Double, _ length: Double,
            _ extent: Double, _ staticPos: Double
        ) -> Double {
            switch (start, end) {
            case (let s?, let e?):
                let free = length - s - e - extent - (mStart ?? 0) - (mEnd ?? 0)
                switch (mStart, mEnd) {
                case (nil, nil): return origin + s + free / 2
                case (nil, _): return origin + s + free
                default: return origin + s + (mStart ?? 0)
                }
            case (let s?, nil): return origin + s + (mStart ?? 0)
            case (nil, let e?): return origin + length - e - (mEnd ?? 0) - extent
            case (nil, nil): return staticPos + (mStart ?? 0)
            }
        }
        var x = place(left, right, box.margin.left, box.margin.right, cb.minX, cb.width, size.width, staticPosition.x)
        var y = place(top, bottom, box.margin.top, box.margin.bottom, cb.minY, cb.height, size.height, staticPosition.y)
        if aligned {
            if left == nil && right == nil, case .value(let j) = style.justifySelf {
                x = cb.minX + margin.left + j.position.offset(cb.width - size.width - margin.horizontal, safe: j.isSafe)
            }
            if top == nil && bottom == nil, case .value(let a) = style.alignSelf {
                y = cb.minY + margin.top + a.position.offset(cb.height - size.height - margin.vertical, safe: a.isSafe)
            }
        }
        frames[Int(child)] = LayoutRect(x: x, y: y, width: size.width, height: size.height)
    }

    /// A block container's absolutely positioned children: the padding box contains them.
    mutating func layoutAbsoluteChildren(_ node: Int32, containerSize: LayoutSize, box: ResolvedBox) {
        let cb = box.paddingBox(of: containerSize)
        let contentStart = box.contentOrigin
        var c = firstChild[Int(node)]
        while c >= 0 {
            let cs = styleAt(c)
            if cs.position == .absolute && cs.display != .none {
                layoutAbsolute(c, containingBlock: cb, staticPosition: contentStart)
            }
            c = nextSibling[Int(c)]
        }
    }

}
