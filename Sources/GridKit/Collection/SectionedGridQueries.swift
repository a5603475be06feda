// The queries of a sectioned grid that look at a region or a point: a binary search
// over the sections' starts finds the few sections concerned, then each section's
// O(1) nine-grid answers in its own coordinates. Moving a rectangle into a section's
// coordinates rounds, so each section is asked with a margin of a few ulps and its
// answers are kept only if their frames, in content coordinates, really meet the
// rectangle: the answers are exactly those a scan of every frame would give.

/// The first index in `lo ..< hi` where `isAfter` holds (it must hold on a suffix),
/// or `hi`: the binary search of the app-side grids.
///
/// - Complexity: O(log(hi - lo)) calls of `isAfter`.
@inline(__always)
func partition(_ lo: Int, _ hi: Int, _ isAfter: (Int) -> Bool) -> Int {
    var lo = lo
    var hi = hi
    while lo < hi {
        let mid = lo + (hi - lo) / 2
        if isAfter(mid) { hi = mid } else { lo = mid + 1 }
    }
    return lo
}

extension SectionedGridLayout {
    /// The sections whose blocks meet the band `minY ..< maxY`.
    ///
    /// - Complexity: O(log sections).
    func sectionWindow(_ minY: Double, _ maxY: Double) -> Range<Int> {
        let lo = partition(0, spans.count) { spans[$0].end > minY }
        let hi = partition(lo, spans.count) { spans[$0].start >= maxY }
        return lo..<hi
    }

    /// The sections whose blocks (header to footer) meet `rect`.
    ///
    /// - Complexity: O(log sections).
    public func sections(in rect: LayoutRect) -> Range<Int> {
        guard rect.isQueryable else { return 0..<0 }
        return sectionWindow(rect.minY, rect.maxY)
    }

    /// The sections that may hold an element meeting `rect`, with a margin for the
    /// rounding of frames moved into content coordinates.
    @inline(__always)
    private func window(_ rect: LayoutRect) -> Range<Int> {
        let margin = roundingMargin(0, rect.minY, rect.maxY)
        return sectionWindow(rect.minY - margin, rect.maxY + margin)
    }

    /// Every element whose frame meets `rect`: for each section in order its header,
    /// its items in increasing order, its footer. Headers and footers of height 0 are
    /// not elements. With `pinningHeadersAt`, headers are where
    /// ``pinnedHeaderFrame(ofSection:offset:)`` puts them for that scroll offset.
    ///
    /// - Complexity: O(log sections + answer).
    public func elements(in rect: LayoutRect, pinningHeadersAt offset: Double? = nil) -> [SectionedGridElement] {
        guard rect.isQueryable else { return [] }
        if let offset, !offset.isFinite { return [] }
        var result: [SectionedGridElement] = []
        for s in window(rect) {
            let span = spans[s]
            if span.headerHeight > 0 {
                var header = LayoutRect(x: 0, y: span.start, width: containerSize.width, height: span.headerHeight)
                if let offset { header.origin.y = pinnedTop(span, offset) }
                if header.intersects(rect) { result.append(SectionedGridElement(kind: .header(section: s), frame: header)) }
            }
            forEachItem(inSection: s, meeting: rect) { item, frame in
                result.append(SectionedGridElement(kind: .item(ItemPath(section: s, item: item)), frame: frame))
            }
            if span.footerHeight > 0 {
                let footer = LayoutRect(x: 0, y: span.footerStart, width: containerSize.width, height: span.footerHeight)
                if footer.intersects(rect) { result.append(SectionedGridElement(kind: .footer(section: s), frame: footer)) }
            }
        }
        return result
    }

    /// The items whose frames meet `rect`, per section, as ranges of consecutive
    /// indices: what a virtualized collection asks for on every scroll. Sections
    /// with no such item are left out.
    ///
    /// - Complexity: O(log sections + answer).
    public func itemRanges(in rect: LayoutRect) -> [SectionItemRanges] {
        guard rect.isQueryable else { return [] }
        var result: [SectionItemRanges] = []
        for s in window(rect) {
            let ranges = itemRanges(inSection: s, meeting: rect)
            if !ranges.isEmpty { result.append(SectionItemRanges(section: s, items: ranges)) }
        }
        return result
    }

    /// The ranges of section `s`'s items whose frames meet `rect`. Filling rows first,
    /// a range's items go down the content as their indices grow, so the items the
    /// margin let in are at its two ends: trimming them is enough. Filling columns
    /// first, or in a waterfall, every item is checked.
    private func itemRanges(inSection s: Int, meeting rect: LayoutRect) -> [Range<Int>] {
        let layout = sectionLayouts[s]
        guard layout.isMonotone else {
            var ranges: [Range<Int>] = []
            forEachItem(inSection: s, meeting: rect) { item, _ in
                if let last = ranges.last, last.upperBound == item {
                    ranges[ranges.count - 1] = last.lowerBound..<(item + 1)
                } else {
                    ranges.append(item..<(item + 1))
                }
            }
            return ranges
        }
        guard layout.itemCount > 0 else { return [] }
        let span = spans[s]
        if case .uniform(let grid) = layout, let ranges = fewColumnRanges(grid, span, rect) { return ranges }
        let local = localRect(rect, span)
        var ranges = layout.indices(in: local)
        func meets(_ item: Int) -> Bool { localFrame(layout, item).movedDown(by: span.itemsStart).intersects(rect) }
        var k = 0
        for var range in ranges {
            while !range.isEmpty && !meets(range.lowerBound) { range = (range.lowerBound + 1)..<range.upperBound }
            while !range.isEmpty && !meets(range.upperBound - 1) { range = range.lowerBound..<(range.upperBound - 1) }
            if !range.isEmpty {
                ranges[k] = range
                k += 1
            }
        }
        ranges.removeLast(ranges.count - k)
        return ranges
    }

    /// The common phone grid (a few columns, rows filled in order, no pages, no
    /// snapping) answered without the grid's range query: the rows a band crosses
    /// follow from the first row's top and the row pitch (one row more on each side for
    /// rounding), and each of their few items is checked against its exact frame
    /// (``UniformGridLayout/writeFrames(in:to:)`` gives the same frames as
    /// ``UniformGridLayout/frame(at:)``, faster).
    /// Nil when the grid is not of that kind.
    private func fewColumnRanges(_ grid: UniformGridLayout, _ span: SectionSpan, _ rect: LayoutRect) -> [Range<Int>]? {
        let n = grid.columnCount
        let pitch = grid.itemSize.height + grid.lineSpacing
        guard n <= 8, grid.rowsPerPage == nil, grid.grid.fillOrder == .rowMajor, grid.grid.displayScale == nil,
            pitch > 0, let first = try? grid.frame(at: 0)
        else { return nil }
        let count = grid.itemCount
        let rows = (count - 1) / n + 1
        func row(_ y: Double) -> Int {
            let r = ((y - span.itemsStart - first.minY) / pitch).rounded(.down)
            return r.isFinite ? Int(max(-2, min(r, Double(rows + 1)))) : 0
        }
        let r0 = max(0, row(rect.minY) - 1)
        let r1 = min(rows - 1, row(rect.maxY) + 1)
        guard r0 <= r1 else { return [] }
        // The rows' frames in one call, which computes each column and row edge once.
        let lower = r0 * n
        let upper = min(count, (r1 + 1) * n)
        return withUnsafeTemporaryAllocation(of: LayoutRect.self, capacity: upper - lower) { buffer in
            let written = grid.writeFrames(in: lower..<upper, to: buffer)
            var ranges: [Range<Int>] = []
            for k in 0..<written where buffer[k].movedDown(by: span.itemsStart).intersects(rect) {
                let i = lower + k
                if let last = ranges.last, last.upperBound == i {
                    ranges[ranges.count - 1] = last.lowerBound..<(i + 1)
                } else {
                    ranges.append(i..<(i + 1))
                }
            }
            return ranges
        }
    }

    /// `rect` in section coordinates, grown by the margin for rounding.
    @inline(__always)
    private func localRect(_ rect: LayoutRect, _ span: SectionSpan) -> LayoutRect {
        let margin = roundingMargin(span.itemsStart, rect.minY, rect.maxY)
        return LayoutRect(
            x: rect.minX, y: rect.minY - span.itemsStart - margin, width: rect.width, height: rect.height + 2 * margin)
    }

    /// Calls `body` with every item of section `s` whose frame (in content
    /// coordinates) meets `rect`, in increasing order.
    @inline(__always)
    private func forEachItem(inSection s: Int, meeting rect: LayoutRect, _ body: (Int, LayoutRect) -> Void) {
        let span = spans[s]
        let layout = sectionLayouts[s]
        guard layout.itemCount > 0 else { return }
        for range in layout.indices(in: localRect(rect, span)) {
            for item in range {
                let frame = localFrame(layout, item).movedDown(by: span.itemsStart)
                if frame.intersects(rect) { body(item, frame) }
            }
        }
    }

    /// A margin larger than the rounding of moving `a` between coordinates near `b` and `c`.
    @inline(__always)
    private func roundingMargin(_ a: Double, _ b: Double, _ c: Double) -> Double {
        (1 + abs(a) + abs(b) + abs(c)) * 1e-12
    }

    /// The path of the item under `point`, or nil over a header, footer, gap or
    /// margin, or outside the content.
    ///
    /// - Complexity: O(log sections).
    public func itemPath(at point: LayoutPoint) -> ItemPath? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        let edge = roundingMargin(0, point.y, 0)
        let window = sectionWindow(point.y - edge, point.y + edge)
        for s in window {
            if let path = itemPath(at: point, inSection: s) { return path }
        }
        return nil
    }

    private func itemPath(at point: LayoutPoint, inSection s: Int) -> ItemPath? {
        let span = spans[s]
        let layout = sectionLayouts[s]
        let margin = roundingMargin(span.itemsStart, point.y, point.x)
        let probe = LayoutRect(
            x: point.x - margin, y: point.y - span.itemsStart - margin, width: 2 * margin, height: 2 * margin)
        for range in layout.indices(in: probe) {
            for item in range where localFrame(layout, item).movedDown(by: span.itemsStart).contains(point) {
                return ItemPath(section: s, item: item)
            }
        }
        return nil
    }
}
