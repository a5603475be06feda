// css-align-3 §6 Self-Alignment — https://www.w3.org/TR/css-align-3/#self-alignment
// Where a box sits in the space its parent gives it, for every layout mode that
// aligns boxes on their own (grid items, absolutely positioned boxes).
// Keywords are first resolved to the container's start / end (§4.1: `left` / `right`
// by the container's direction in the inline axis and as `start` in the block axis;
// `self-start` / `self-end` by the box's own direction); the offset is then taken
// from the start edge and mirrored for a right-to-left container.

extension SelfAlignment.Position {
    /// Where a box with `free` leftover space sits, from the container's start edge:
    /// 0 at the start, `free` at the end; with `safe`, a box that overflows (negative
    /// `free`) sits at the start (css-align-3 §4.4). `last baseline` outside a
    /// baseline-sharing group takes its fallback, `end` (§9.3; Chromium does not make it safe).
    func offset(_ free: Double, safe: Bool) -> Double {
        if free < 0 && safe { return 0 }
        switch self {
        case .end, .flexEnd, .selfEnd, .right, .lastBaseline: return free
        case .center: return free / 2
        default: return 0
        }
    }

    /// The same offset measured from the physical left (or top) edge: mirrored when
    /// the container's start is its right edge.
    @inline(__always)
    func offset(_ free: Double, safe: Bool, fromRight: Bool) -> Double {
        let o = offset(free, safe: safe)
        return fromRight ? free - o : o
    }

    /// This keyword in a container's inline axis as the container's start or end
    /// (`left` / `right` by the container's direction, `self-*` by the box's own).
    func inInlineAxis(container: Direction, box: Direction) -> Self {
        switch self {
        case .selfStart: container == box ? .start : .end
        case .selfEnd: container == box ? .end : .start
        case .left: container == .leftToRight ? .start : .end
        case .right: container == .leftToRight ? .end : .start
        default: self
        }
    }

    /// This keyword in the block axis: `left` / `right` behave as `start` there, and
    /// `self-*` are `start` / `end` (horizontal writing mode only).
    var inBlockAxis: Self {
        switch self {
        case .left, .right, .selfStart: .start
        case .selfEnd: .end
        default: self
        }
    }
}

extension LayoutTree {
    /// A box's last baseline from its border-box top (css-align-3 §9.1): a grid's or a
    /// block's tracked one, a text leaf's last line (one line height per line below the
    /// first), else synthesized from the border-box bottom.
    func lastBaselineFromTop(_ out: LayoutOutput, _ style: StyleFacts, _ box: ResolvedBox) -> Double {
        if let b = out.lastBaseline { return b }
        guard let first = out.firstBaseline else { return out.size.height }
        if style.height != .auto { return first }
        return first + max(0, out.size.height - box.paddingBorder.height - AhemText.em)
    }
}
