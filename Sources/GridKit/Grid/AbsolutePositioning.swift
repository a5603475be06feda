// css-grid-1 §9 Absolute Positioning — https://www.w3.org/TR/css-grid-1/#abspos
// An absolutely positioned child of a grid has the grid area its placement names as
// containing block; an `auto` line (or one outside the grid) stands for the padding
// edge. Its insets and sizes then follow CSS 2 §10.3.7 / §10.6.4, in
// Box/AbsolutePositioning.swift, which every layout mode shares.

extension LayoutTree {
    /// §9.1: a grid's absolutely positioned child, in the area its lines name.
    /// Returns that area (its containing block).
    @discardableResult
    mutating func layoutGridAbsoluteChild(
        _ child: Int32, columns: AxisTracks, rows: AxisTracks, explicitColumns: ExplicitTracks,
        explicitRows: ExplicitTracks, containerSize: LayoutSize, box: ResolvedBox, container: BoxStyle,
        columnSubgrid: Bool = false
    ) -> LayoutRect {
        let style = styleAt(child)
        let padding = box.paddingBox(of: containerSize, direction: container.direction, narrowerThanPadding: columnSubgrid)
        // In a right-to-left grid a column line's start side is its right: the area runs
        // from the end line (or the padding box's left edge) to the start line.
        let reversed = container.direction == .rightToLeft
        func edges(
            _ line: GridLine, _ explicit: ExplicitTracks, _ axis: AxisTracks, _ lo: Double, _ hi: Double, _ rtl: Bool
        ) -> (Double, Double) {
            var start = explicit.resolveLine(line.start, side: .start)
            var end = explicit.resolveLine(line.end, side: .end)
            if let s = start, end == nil, line.end.isSpan { end = explicit.spanEnd(line.end, from: s, forward: true) }
            if let e = end, start == nil, line.start.isSpan { start = explicit.spanEnd(line.start, from: e, forward: false) }
            // §8.3.1: lines given in the wrong order are swapped; the same line twice spans one track.
            if let s = start, let e = end, e.value <= s.value {
                (start, end) = e.value < s.value ? (e, s) : (s, s + 1)
            }
            let lastLine = axis.lastLine
            // Lines outside the grid are auto (§9.1).
            if let s = start, s.value < axis.firstLine || s.value > lastLine { start = nil }
            if let e = end, e.value < axis.firstLine || e.value > lastLine { end = nil }
            // An area starts past the gutter at its start line and ends where the last open
            // track before its end line does, short of the space §10.5 put after it
            // (Chromium: `2 / 2` under `align-content: space-between` is one track tall).
            if rtl {
                let a = end.map { axis.areaEnd(atLine: $0.value, rightToLeft: true) } ?? lo
                let b = start.map { axis.areaStart(atLine: $0.value, rightToLeft: true) } ?? hi
                // An area whose end edge lies past its start line is empty at its start
                // line, as in left to right (Chromium).
                return (min(a, b), b)
            }
            let a = start.map { axis.areaStart(atLine: $0.value, rightToLeft: false) } ?? lo
            let b = end.map { axis.areaEnd(atLine: $0.value, rightToLeft: false) } ?? hi
            return (a, max(a, b))
        }
        let (x0, x1) = edges(style.gridColumn, explicitColumns, columns, padding.minX, padding.maxX, reversed)
        let (y0, y1) = edges(style.gridRow, explicitRows, rows, padding.minY, padding.maxY, false)
        let cb = LayoutRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        // §9.2: with auto insets the box is aligned in its area by its self alignment.
        let context = AbsoluteContext(
            direction: container.direction, justifyItems: container.justifyItems.position,
            alignItems: container.alignItems.position, staticRect: cb, overflowLimit: padding,
            scrolls: container.scrollsInAxes)
        layoutAbsolute(child, containingBlock: cb, context: context)
        return cb
    }
}

extension LayoutTree {
    /// Step 10 of the driver (§9): the grid's absolutely positioned children, each in
    /// the area its lines name.
    mutating func layoutGridAbsoluteChildren(
        _ s: borrowing GridScratch, _ explicit: ExplicitGrid, containerSize: LayoutSize, container: GridContainer
    ) {
        for child in s.absolute {
            layoutGridAbsoluteChild(
                child, columns: s.columns, rows: s.rows, explicitColumns: explicit.columns,
                explicitRows: explicit.rows, containerSize: containerSize, box: container.box,
                container: container.style, columnSubgrid: container.isColumnSubgrid)
        }
    }
}
