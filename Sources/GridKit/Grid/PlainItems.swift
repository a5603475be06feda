// css-grid-1 §11.5 step 2, §10.3–10.4 for plain items — https://www.w3.org/TR/css-grid-1/#algo-content
// The plain-item fast path, behind one seam: every shortcut the engine takes for a
// plain item (an empty leaf whose sizes are plain px or auto, no percentage, ratio,
// scrollbar, auto margin or relative offset; `PlainBox` in Tree/StyleFacts.swift)
// lives in this file. Each one is the general path's arithmetic for a box whose
// size is known without laying it out:
//
// - its contributions (css-grid-1 §11.5) are its style's, whatever the space;
// - §11.5 step 2 takes maxima, so plain items spanning one track feed it directly
//   in one pass, with their style's numbers looked up once per run of items;
// - §10.3–10.4: placing it in its area needs no layout call.
//
// `LayoutTree.usesFastPaths` (test-only) turns the path off: items are then never
// marked plain, and tests require the same frames both ways (FastPathAgreementTests,
// FastPathSweepTests).

extension LayoutTree {
    /// The contribution of plain item `item` in `axis` (min-content, max-content and
    /// the minimum are all its outer size, plus any baseline shim): nil when the item
    /// is not plain.
    @inline(__always)
    func plainContentContribution(_ item: GridItem, _ axis: LayoutAxis) -> Double? {
        guard item.isPlainLeaf else { return nil }
        let p = plainBoxes[Int(styleIndex[Int(item.node)])]
        return p.contribution(axis) + item.shim(axis)
    }

    /// The minimum contribution (§11.5, §6.6) of plain item `item`: its own size, or
    /// padding and border (its automatic minimum, whether or not §6.6 applies), or its
    /// px min size. Nil when the item is not plain or a keyword min size needs the
    /// general path.
    @inline(__always)
    func plainMinimumContribution(_ item: GridItem, _ axis: LayoutAxis) -> Double? {
        guard let content = plainContentContribution(item, axis) else { return nil }
        let p = plainBoxes[Int(styleIndex[Int(item.node)])]
        if p.hasOwnSize(axis) { return content }  // the shim is in it
        let minimum = p.autoSizeMinimum(axis)
        // §11.5 step 1: the baseline shim counts as margin, in the minimum too.
        return minimum.isNaN ? nil : minimum + item.shim(axis)
    }

    /// A §11.5 sub-step's contribution of item `i` when it is plain (nil when it is
    /// not, or when its minimum needs the general path: a keyword min size).
    func plainContribution(for step: Contribution, _ items: GridItems, _ i: Int, _ input: AxisSizingInput) -> Double? {
        guard items.cores[i].isPlainLeaf else { return nil }
        let item = items[i]
        switch step {
        case .intrinsicMinimums:
            return plainMinimumContribution(item, input.axis)
        case .contentBasedMinimums, .intrinsicMaximums, .maxContentMinimums, .maxContentMaximums:
            return plainContentContribution(item, input.axis)
        }
    }

    /// Places every plain item in one pass over raw buffers (the hot loop of big
    /// grids); returns the baseline when `baselineIndex` is one of them. The
    /// arithmetic of ``layoutItem(_:of:columns:rows:rightToLeft:lastBaseline:)`` for a box whose sizes are known
    /// without laying it out. A frame that changes is noted as ``setFrame(_:_:)`` notes it.
    ///
    /// - Complexity: O(items).
    mutating func placePlainItems(
        _ items: GridItems, columns: [GridTrack], rows: [GridTrack], baselineIndex: Int?, rightToLeft: Bool
    ) -> Double? {
        var notes = takeIncrementalState()
        withBuffers(mutating: &frames, items.sizes, items.cores, columns, rows, styleIndex, plainBoxes) {
            frame, sizes, item, column, row, style, box in
            for i in 0..<item.count where item[i].isPlainLeaf {
                let c = item[i]
                let node = Int(c.node)
                // Read in place: a copy carried from item to item costs more than the loads.
                let p = box[Int(style[node])]
                let shim = sizes.isEmpty ? 0 : sizes[i].baselineShim
                let f = p.frame(
                    in: spanArea(column, Int(c.columnLower), Int(c.columnUpper)),
                    spanArea(row, Int(c.rowLower), Int(c.rowUpper)), c, shim: shim, rightToLeft: rightToLeft)
                let old = frame[node]
                frame[node] = f
                if old != f { notes.noteChange(c.node, from: old) }
            }
        }
        incremental = notes
        guard let b = baselineIndex, b < items.cores.count, items.cores[b].isPlainLeaf else { return nil }
        return frames[Int(items.cores[b].node)].maxY
    }
}

extension PlainBox {
    /// §10.3–10.4: the frame of a plain item aligned in its area (`column` and `row`
    /// give the area's start and size), with its baseline shim; in a right-to-left grid
    /// the inline offset runs from the area's right edge.
    @inline(__always)
    func frame(
        in column: (start: Double, size: Double), _ row: (start: Double, size: Double), _ c: GridItem.Core, shim: Double,
        rightToLeft: Bool
    ) -> LayoutRect {
        let justify = c.justify
        let align = c.align
        let w =
            !ownWidth.isNaN
            ? ownWidth
            : (justify == .stretch || justify == .normal ? clamp(column.size - marginWidth, .horizontal) : emptyWidth)
        let h =
            !ownHeight.isNaN
            ? ownHeight
            : (align == .stretch || align == .normal ? clamp(row.size - marginHeight - shim, .vertical) : emptyHeight)
        let x =
            column.start + marginLeft
            + justify.offset(column.size - w - marginWidth, safe: c.justifySafe, fromRight: rightToLeft)
        let y =
            row.start + marginTop
            + (align == .baseline
                ? shim
                : align == .lastBaseline
                    ? row.size - h - marginHeight - shim : align.offset(row.size - h - marginHeight, safe: c.alignSafe))
        return LayoutRect(x: x, y: y, width: w, height: h)
    }
}

/// §11.5 step 2 for plain items spanning one track, fed one by one during the pass
/// that sorts the items: a plain item's contributions are its style's (looked up
/// again only when the style changes), plus any baseline shim.
struct PlainSingleSpanFeeder {
    let axis: LayoutAxis
    let innerSize: Double?
    private var lastStyle: Int32 = -1
    private var styleContent = 0.0
    private var styleMinimum = 0.0
    private var minimumIsContent = false

    /// A feeder for the tracks of `axis`, in a container of content size `innerSize`.
    init(axis: LayoutAxis, innerSize: Double?) {
        self.axis = axis
        self.innerSize = innerSize
    }

    /// Sizes `track` for plain item `i` (`core`) of style `style`; false when the
    /// item's minimum needs the general path (it is then left to the caller).
    @inline(__always)
    mutating func feed(
        _ track: inout GridTrack, _ core: GridItem.Core, style: Int32, _ boxes: UnsafeBufferPointer<PlainBox>,
        shim: Double
    ) -> Bool {
        if style != lastStyle {
            lastStyle = style
            let p = boxes[Int(style)]
            styleContent = p.contribution(axis)
            minimumIsContent = p.hasOwnSize(axis)
            styleMinimum = p.autoSizeMinimum(axis)
        }
        let content = styleContent + shim
        let minimum = minimumIsContent ? content : styleMinimum + shim  // the shim counts as margin (§11.5 step 1)
        guard !minimum.isNaN else { return false }
        track.sizeForSingleSpanItem(minContent: content, maxContent: content, minimum: minimum, innerSize: innerSize)
        return true
    }
}
