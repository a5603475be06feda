// CSS 2 §9.4.3 Relative positioning — https://www.w3.org/TR/CSS2/visuren.html#relative-positioning
// A relatively positioned box is laid out where it would be, then moved by its
// insets; every layout mode applies the same offset to the frame it writes.

extension LayoutTree {
    /// `position: relative` insets: top wins over bottom, and left over right unless
    /// the containing block runs right to left (`direction`), where right wins.
    func relativeOffset(_ style: BoxStyle, _ containing: OptionalSize, direction: Direction = .leftToRight)
        -> LayoutPoint
    {
        guard style.position == .relative else { return .zero }
        let left = style.inset.left.resolve(containing.width)
        let right = style.inset.right.resolve(containing.width).map { -$0 }
        let x = (direction == .rightToLeft ? right ?? left : left ?? right) ?? 0
        let y = style.inset.top.resolve(containing.height) ?? style.inset.bottom.resolve(containing.height).map { -$0 } ?? 0
        return LayoutPoint(x: x, y: y)
    }
}
