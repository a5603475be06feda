// The queries of a resolved uniform grid: frames, positions, hit testing, visible
// ranges and content size, all O(1) or O(answer).

/// A cell in cross/main terms: page (block of `rowsPerPage` lines), index across,
/// index along within the page.
struct Cell: Hashable {
    var block: Int
    var across: Int
    var along: Int
}

extension UniformGridLayout {
    var paginates: Bool { rowsPerPage != nil && grid.overflow == .paginate }

    /// The cell of index `i` (`i >= 0`).
    @inline(__always)
    func cell(of i: Int) -> Cell {
        let n = columnCount
        guard let m = rowsPerPage else { return Cell(block: 0, across: i % n, along: i / n) }
        let capacity = m * n  // at most 10^12: no overflow
        let block = i / capacity
        let local = i - block * capacity
        return crossFirst
            ? Cell(block: block, across: local % n, along: local / n)
            : Cell(block: block, across: local / m, along: local % m)
    }

    /// The index in a cell, or nil when the cell is outside the grid or holds no item
    /// of the first `count`.
    func index(of cell: Cell, count: Int) -> Int? {
        let n = columnCount
        guard cell.block >= 0, cell.across >= 0, cell.across < n, cell.along >= 0 else { return nil }
        var base = 0
        var local: Int
        if let m = rowsPerPage {
            guard cell.along < m else { return nil }
            let (b, overflow) = cell.block.multipliedReportingOverflow(by: m * n)
            guard !overflow else { return nil }
            base = b
            local = crossFirst ? cell.along * n + cell.across : cell.across * m + cell.along
        } else {
            guard cell.block == 0 else { return nil }
            let (l, overflow) = cell.along.multipliedReportingOverflow(by: n)
            guard !overflow else { return nil }
            local = l + cell.across
        }
        let (i, overflow) = base.addingReportingOverflow(local)
        return !overflow && i < count ? i : nil
    }

    /// How many columns the incomplete last line of the first `count` items moves
    /// across, for the line that holds `cell`: a whole or half number, exact in a
    /// Double, so a moved item's edges come from the same arithmetic as a column's
    /// (`crossLead + (across + shift) * crossPitch`). Trailing, the items sit exactly
    /// in the last columns' snapped frames; centred, exactly centred before snapping.
    @inline(__always)
    func shift(of cell: Cell, count: Int) -> Double {
        guard lastLineFactor != 0, crossFirst, count > 0 else { return 0 }
        let last = self.cell(of: count - 1)
        guard last.block == cell.block, last.along == cell.along, last.across < columnCount - 1 else { return 0 }
        return Double(columnCount - 1 - last.across) * lastLineFactor
    }

    /// `v` rounded to the pixel grid, half a pixel rounding up. An edge computed as
    /// `lead + k * pitch` lands on a half pixel often (a lead of 70.8333 pt at 3x is
    /// 212.5 px) and carries an ulp of noise either way; rounding the two edges of
    /// one item apart would make it a pixel too wide or too narrow, so anything
    /// within `tieTolerance` of a half pixel counts as the half. Monotonic, and the
    /// same width wherever an item sits (no rounding away from zero).
    @inline(__always)
    func snap(_ v: Double) -> Double {
        scale > 0 ? (v * scale + (0.5 + Self.tieTolerance)).rounded(.down) / scale : v
    }

    /// How close to a half pixel (in pixels) a value rounds as the half: far above
    /// the arithmetic's error for any on-screen length, far below anything visible.
    static let tieTolerance = 1e-7

    /// Where the line `along` of page `block` starts along the scroll axis.
    @inline(__always)
    func mainStart(block: Int, along: Int) -> Double {
        Double(block) * blockLength + mainLead + Double(along) * mainPitch
    }

    /// Where the line after `along` of page `block` starts (the next page's first
    /// line after a page's last), by the same arithmetic as that line's own frame.
    @inline(__always)
    func nextMainStart(block: Int, along: Int) -> Double {
        if let m = rowsPerPage, along + 1 >= m { return mainStart(block: block + 1, along: 0) }
        return mainStart(block: block, along: along + 1)
    }

    /// The frame of a cell among `count` items, snapped, transposed and mirrored:
    /// the same spans as ``writeFrames(in:to:)`` stores.
    @inline(__always)
    func frame(of cell: Cell, count: Int, shift: Double, mirrorWidth: Double) -> LayoutRect {
        let c = crossSpan(across: cell.across, shift: shift, mirrorWidth: mirrorWidth)
        let m = mainSpan(block: cell.block, along: cell.along, mirrorWidth: mirrorWidth)
        return transposed
            ? LayoutRect(x: m.start, y: c.start, width: m.length, height: c.length)
            : LayoutRect(x: c.start, y: m.start, width: c.length, height: m.length)
    }

    /// The end of a span starting at `start`; snapped, never past the snapped start
    /// of the next one (`next`, computed as that span computes it, and only when
    /// snapping). Where the gap is zero the two are one point reached by two
    /// roundings of the arithmetic, which could land either side of a pixel boundary
    /// and overlap by a pixel.
    @inline(__always)
    func snappedEnd(_ start: Double, _ length: Double, next: () -> Double) -> Double {
        scale > 0 ? min(snap(start + length), snap(next())) : start + length
    }

    /// The width that right-to-left mirrors across.
    func mirrorWidth(count: Int) -> Double {
        transposed ? snap(contentMainLength(count: count)) : snap(containerCross)
    }

    func contentMainLength(count: Int) -> Double {
        guard count > 0 else { return paginates ? blockLength : mainInsets }
        let n = columnCount
        if let m = rowsPerPage {
            let capacity = m * n
            let fullBlocks = (count - 1) / capacity
            if paginates { return Double(fullBlocks + 1) * blockLength }
            let local = count - fullBlocks * capacity
            let lastLines = crossFirst ? (local - 1) / n + 1 : min(local, m)
            return lineSpan(Double(fullBlocks) * Double(m) + Double(lastLines))
        }
        return lineSpan(Double((count - 1) / n + 1))
    }

    private func lineSpan(_ lines: Double) -> Double {
        mainLead + lines * mainItem + (lines - 1) * lineSpacing + mainTrailing
    }

    // MARK: Public queries

    /// The frame of item `index`.
    ///
    /// - Throws: ``UniformGridError/indexOutOfRange(index:itemCount:)`` unless
    ///   `0 <= index < itemCount`.
    /// - Complexity: O(1).
    public func frame(at index: Int) throws(UniformGridError) -> LayoutRect {
        guard index >= 0, index < itemCount else { throw .indexOutOfRange(index: index, itemCount: itemCount) }
        return unsafeFrame(at: index, count: itemCount)
    }

    /// The frame of item `index`, or nil unless `0 <= index < itemCount`: the
    /// non-throwing lookup for an index the caller knows is valid (a collection
    /// view's `layoutAttributesForItem(at:)`), which never traps. The same name as
    /// ``WaterfallLayout/frameIfPresent(at:)``.
    ///
    ///     let layout = try grid.layout(in: container, itemCount: 13)
    ///     layout.frameIfPresent(at: 4)    // LayoutRect(x: 120, y: 140, width: 80, height: 100)
    ///     layout.frameIfPresent(at: 13)   // nil
    ///
    /// - Complexity: O(1).
    public func frameIfPresent(at index: Int) -> LayoutRect? {
        guard index >= 0, index < itemCount else { return nil }
        return unsafeFrame(at: index, count: itemCount)
    }

    func unsafeFrame(at index: Int, count: Int) -> LayoutRect {
        let cell = cell(of: index)
        return frame(of: cell, count: count, shift: shift(of: cell, count: count), mirrorWidth: mirrorWidth(count: count))
    }

    /// The page, row and column of item `index`. Pages count only when the grid
    /// paginates; otherwise rows go on from page 0.
    ///
    /// - Complexity: O(1).
    public func position(of index: Int) throws(UniformGridError) -> UniformGridPosition {
        guard index >= 0, index < itemCount else { throw .indexOutOfRange(index: index, itemCount: itemCount) }
        let cell = cell(of: index)
        var page = cell.block
        var along = cell.along
        if !paginates, let m = rowsPerPage {
            along += cell.block * m
            page = 0
        }
        return transposed
            ? UniformGridPosition(page: page, row: cell.across, column: along)
            : UniformGridPosition(page: page, row: along, column: cell.across)
    }

    /// The frames of the items in `range` (clamped to `0 ..< itemCount`), written to
    /// the start of `buffer`; returns how many were written (at most `buffer.count`).
    ///
    /// This is the fast path for laying out many items: the columns' edges are
    /// snapped once, each line's once, and the loop over a line only stores.
    ///
    /// - Complexity: O(n) in the number written, plus O(columnCount).
    @discardableResult
    public func writeFrames(in range: Range<Int>, to buffer: UnsafeMutableBufferPointer<LayoutRect>) -> Int {
        let lower = max(0, range.lowerBound)
        let upper = min(itemCount, range.upperBound)
        guard lower < upper, let base = buffer.baseAddress else { return 0 }
        let total = min(upper - lower, buffer.count)
        let count = itemCount
        let width = mirrorWidth(count: count)
        let n = columnCount
        let m = rowsPerPage ?? Int.max
        // Every column's snapped extent, once; only an incomplete last line that is
        // moved (incompleteRowAlignment) computes its own.
        let columns = UnsafeMutableBufferPointer<(start: Double, length: Double)>.allocate(capacity: n)
        defer { columns.deallocate() }
        for c in 0..<n { columns[c] = crossSpan(across: c, shift: 0, mirrorWidth: width) }
        let lastCell = cell(of: count - 1)
        var cell = cell(of: lower)
        var k = 0
        while k < total {
            if crossFirst {
                // The rest of one line.
                let line = mainSpan(block: cell.block, along: cell.along, mirrorWidth: width)
                let end = min(n, cell.across + (total - k))
                let moved = lastLineFactor != 0 && cell.along == lastCell.along && cell.block == lastCell.block
                if !moved && !transposed {
                    for c in cell.across..<end {
                        base[k] = LayoutRect(x: columns[c].start, y: line.start, width: columns[c].length, height: line.length)
                        k += 1
                    }
                } else {
                    let shift = moved ? self.shift(of: cell, count: count) : 0
                    for c in cell.across..<end {
                        let col = moved ? movedSpan(across: c, shift: shift, mirrorWidth: width) : columns[c]
                        base[k] =
                            transposed
                            ? LayoutRect(x: line.start, y: col.start, width: line.length, height: col.length)
                            : LayoutRect(x: col.start, y: line.start, width: col.length, height: line.length)
                        k += 1
                    }
                }
                cell.across = 0
                cell.along += 1
                if cell.along == m {
                    cell.along = 0
                    cell.block += 1
                }
            } else {
                // The rest of one column of a page.
                let col = columns[cell.across]
                let end = cell.along + min(m - cell.along, total - k)
                for along in cell.along..<end {
                    let line = mainSpan(block: cell.block, along: along, mirrorWidth: width)
                    base[k] =
                        transposed
                        ? LayoutRect(x: line.start, y: col.start, width: line.length, height: col.length)
                        : LayoutRect(x: col.start, y: line.start, width: col.length, height: line.length)
                    k += 1
                }
                cell.along = 0
                cell.across += 1
                if cell.across == n {
                    cell.across = 0
                    cell.block += 1
                }
            }
        }
        return total
    }

    /// A snapped extent across of column `across` moved by `shift` columns, mirrored
    /// when it is horizontal and the grid is right-to-left.
    @inline(__always)
    func crossSpan(across: Int, shift: Double, mirrorWidth: Double) -> (start: Double, length: Double) {
        let c = crossLead + (Double(across) + shift) * crossPitch
        let c0 = snap(c)
        let c1 = snappedEnd(c, crossItem) { crossLead + (Double(across + 1) + shift) * crossPitch }
        return mirrored && !transposed ? (mirrorWidth - c1, c1 - c0) : (c0, c1 - c0)
    }

    /// ``crossSpan(across:shift:mirrorWidth:)`` for the one moved line of
    /// ``writeFrames(in:to:)``, kept out of line so the stores of full lines stay tight.
    @inline(never)
    private func movedSpan(across: Int, shift: Double, mirrorWidth: Double) -> (start: Double, length: Double) {
        crossSpan(across: across, shift: shift, mirrorWidth: mirrorWidth)
    }

    /// A snapped extent along, mirrored when it is horizontal and the grid is right-to-left.
    @inline(__always)
    func mainSpan(block: Int, along: Int, mirrorWidth: Double) -> (start: Double, length: Double) {
        let m = mainStart(block: block, along: along)
        let m0 = snap(m)
        var m1 = snap(m + mainItem)
        if scale > 0 { m1 = min(m1, snap(nextMainStart(block: block, along: along))) }  // see snappedEnd
        return mirrored && transposed ? (mirrorWidth - m1, m1 - m0) : (m0, m1 - m0)
    }

    /// The frames of the items in `range`, clamped to `0 ..< itemCount`.
    ///
    /// - Complexity: O(n) in the number of frames.
    public func frames(in range: Range<Int>) -> [LayoutRect] {
        let n = max(0, min(itemCount, range.upperBound) - max(0, range.lowerBound))
        return [LayoutRect](unsafeUninitializedCapacity: n) { buffer, initialized in
            initialized = writeFrames(in: range, to: buffer)
        }
    }

    /// The frames of all items.
    public var frames: [LayoutRect] { frames(in: 0..<itemCount) }

    /// The size of the content that holds the items: the container's width (height
    /// when scrolling horizontally) by the extent of the rows, margins included;
    /// whole pages when paginating.
    ///
    /// - Complexity: O(1).
    public func contentSize(forItemCount count: Int) -> LayoutSize {
        let main = snap(contentMainLength(count: max(0, count)))
        let cross = snap(containerCross)
        return transposed ? LayoutSize(width: main, height: cross) : LayoutSize(width: cross, height: main)
    }

    /// The content size for ``itemCount`` items.
    public var contentSize: LayoutSize { contentSize(forItemCount: itemCount) }

    /// The frame the next appended item will have (the original tutorial's "add"
    /// button). With an incomplete-row alignment other than `.columns`, appending
    /// also moves the items already in the last row.
    ///
    /// - Throws: ``UniformGridError/capacityExceeded(itemCount:capacity:)`` when the
    ///   grid is full and refuses more; ``UniformGridError/invalidCount(name:value:range:)`` at `Int.max` items.
    public func frameForNextItem() throws(UniformGridError) -> LayoutRect {
        try checkRoomForOneMore()
        return unsafeFrame(at: itemCount, count: itemCount + 1)
    }

    /// Appends an item and returns its frame.
    @discardableResult
    public mutating func appendItem() throws(UniformGridError) -> LayoutRect {
        let frame = try frameForNextItem()
        itemCount += 1
        return frame
    }

    /// Removes the last item, if any.
    public mutating func removeLastItem() {
        if itemCount > 0 { itemCount -= 1 }
    }

    /// Sets the item count.
    ///
    /// - Throws: for a negative count, or more than the capacity when the grid refuses.
    public mutating func setItemCount(_ count: Int) throws(UniformGridError) {
        guard count >= 0 else { throw .invalidCount(name: "item count", value: count, range: 0...Int.max) }
        if grid.overflow == .refuse, let c = capacity, count > c { throw .capacityExceeded(itemCount: count, capacity: c) }
        itemCount = count
    }

    private func checkRoomForOneMore() throws(UniformGridError) {
        guard itemCount < Int.max else { throw .invalidCount(name: "item count", value: itemCount, range: 0...Int.max - 1) }
        if grid.overflow == .refuse, let c = capacity, itemCount >= c {
            throw .capacityExceeded(itemCount: itemCount + 1, capacity: c)
        }
    }

    /// The index of the item under `point`, or nil in a gap, a margin or outside.
    ///
    /// - Complexity: O(1).
    public func index(at point: LayoutPoint) -> Int? {
        guard point.x.isFinite, point.y.isFinite, itemCount > 0 else { return nil }
        let width = mirrorWidth(count: itemCount)
        let x = mirrored ? width - point.x : point.x
        let (across, along) = transposed ? (point.y, x) : (x, point.y)
        guard let line = lineCandidate(along) else { return nil }
        // Snapping moves edges by under a pixel: check the neighbours too.
        for dl in -1...1 {
            guard let base = cellOfLine(line.block, line.along + dl) else { continue }
            let shift = shift(of: base, count: itemCount)
            guard let c = floorIndex((across - crossLead) / crossPitch - shift) else { continue }
            for dc in -1...1 {
                var cell = base
                cell.across = c + dc
                guard let i = index(of: cell, count: itemCount) else { continue }
                if frame(of: cell, count: itemCount, shift: shift, mirrorWidth: width).contains(point) { return i }
            }
        }
        return nil
    }

    /// The indices of the items whose frames intersect `rect`, as ranges of
    /// consecutive indices (one per visible row, merged where rows are full), in
    /// increasing order: what a virtualized list asks for on every scroll.
    ///
    /// - Complexity: O(answer): O(1) per range returned.
    public func indices(in rect: LayoutRect) -> [Range<Int>] {
        guard itemCount > 0, rect.isQueryable else { return [] }
        let width = mirrorWidth(count: itemCount)
        let x0 = mirrored ? width - rect.maxX : rect.minX
        let x1 = mirrored ? width - rect.minX : rect.maxX
        let (cLo, cHi, mLo, mHi) = transposed ? (rect.minY, rect.maxY, x0, x1) : (x0, x1, rect.minY, rect.maxY)
        guard let first = lineCandidate(mLo), let last = lineCandidate(mHi) else { return [] }
        let lastItem = cell(of: itemCount - 1)
        var result: [Range<Int>] = []
        func add(_ r: Range<Int>) {
            guard !r.isEmpty else { return }
            if let l = result.last, l.upperBound == r.lowerBound {
                result[result.count - 1] = l.lowerBound..<r.upperBound
            } else {
                result.append(r)
            }
        }
        // Blocks (pages) from first to last, lines within each.
        for (block, alongs) in linesToVisit(first: first, last: last, lastItem: lastItem) {
            if crossFirst {
                for along in alongs { add(visibleRun(block: block, along: along, cLo, cHi, rect, width)) }
            } else {
                addColumns(block: block, alongs: alongs, cLo, cHi, rect, width, add)
            }
        }
        return result
    }

    /// The lines that may meet a rect whose edges fall on lines `first` and `last`,
    /// page by page: one line more on each side, since snapping can move an edge
    /// across its neighbour's. A grid that grows past `rowCount` rows has contiguous
    /// pages, so the neighbours of a page's last line include the next page's first.
    private func linesToVisit(
        first: (block: Int, along: Int), last: (block: Int, along: Int), lastItem: Cell
    ) -> [(block: Int, alongs: ClosedRange<Int>)] {
        let m = rowsPerPage ?? Int.max
        var visits: [(block: Int, alongs: ClosedRange<Int>)] = []
        if let m = rowsPerPage, !paginates {
            let lo = max(0, first.block * m + first.along - 1)
            let end = crossFirst ? lastItem.block * m + lastItem.along : lastItem.block * m + m - 1
            let hi = min(last.block * m + last.along + 1, end)
            guard lo <= hi else { return [] }
            for block in (lo / m)...(hi / m) {
                visits.append((block, (max(lo, block * m) - block * m)...(min(hi, block * m + m - 1) - block * m)))
            }
            return visits
        }
        // Pages laid out one after another: a line's snapped edge can also cross into
        // the page before or after, so the neighbours reach across page boundaries.
        func visit(_ block: Int, _ lo: Int, _ hi: Int) {
            guard block >= 0, block <= lastItem.block else { return }
            let hi = block == lastItem.block && crossFirst ? min(hi, lastItem.along) : hi
            if lo <= hi { visits.append((block, lo...hi)) }
        }
        if first.along == 0 && m < Int.max { visit(first.block - 1, m - 1, m - 1) }
        for block in first.block...max(first.block, last.block) {
            let lo = max(0, block == first.block ? first.along - 1 : 0)
            visit(block, lo, min(block == last.block ? last.along + 1 : m - 1, m - 1))
        }
        if last.along + 1 >= m && m < Int.max { visit(last.block + 1, 0, 0) }
        return visits
    }

    /// The indices in one line (cross-first order) whose frames meet `rect`.
    private func visibleRun(
        block: Int, along: Int, _ cLo: Double, _ cHi: Double, _ rect: LayoutRect, _ width: Double
    ) -> Range<Int> {
        let base = Cell(block: block, across: 0, along: along)
        let shift = shift(of: base, count: itemCount)
        guard let start = index(of: base, count: itemCount) else { return 0..<0 }
        let lastAcross = min(columnCount - 1, itemCount - 1 - start)
        // The line's extent along the scroll axis decides for all of its cells.
        guard frame(of: base, count: itemCount, shift: shift, mirrorWidth: width).intersectsAlong(rect, transposed) else {
            return 0..<0
        }
        var lo = max(0, (floorIndex((cLo - crossLead) / crossPitch - shift) ?? 0) - 1)
        var hi = min(lastAcross, (floorIndex((cHi - crossLead) / crossPitch - shift) ?? lastAcross) + 1)
        func meets(_ c: Int) -> Bool {
            frame(of: Cell(block: block, across: c, along: along), count: itemCount, shift: shift, mirrorWidth: width).intersects(
                rect)
        }
        while lo <= hi && !meets(lo) { lo += 1 }
        while hi >= lo && !meets(hi) { hi -= 1 }
        return lo <= hi ? (start + lo)..<(start + hi + 1) : 0..<0
    }

    /// Column-major pages: one run per column, along the scroll axis.
    private func addColumns(
        block: Int, alongs: ClosedRange<Int>, _ cLo: Double, _ cHi: Double, _ rect: LayoutRect,
        _ width: Double, _ add: (Range<Int>) -> Void
    ) {
        let c0 = max(0, (floorIndex((cLo - crossLead) / crossPitch) ?? 0) - 1)
        let c1 = min(columnCount - 1, (floorIndex((cHi - crossLead) / crossPitch) ?? columnCount) + 1)
        guard c0 <= c1 else { return }
        for across in c0...c1 {
            var lo = alongs.lowerBound
            var hi = alongs.upperBound
            func meets(_ r: Int) -> Bool {
                let cell = Cell(block: block, across: across, along: r)
                return index(of: cell, count: itemCount) != nil
                    && frame(of: cell, count: itemCount, shift: 0, mirrorWidth: width).intersects(rect)
            }
            while lo <= hi && !meets(lo) { lo += 1 }
            while hi >= lo && !meets(hi) { hi -= 1 }
            guard lo <= hi, let a = index(of: Cell(block: block, across: across, along: lo), count: itemCount),
                let b = index(of: Cell(block: block, across: across, along: hi), count: itemCount)
            else { continue }
            add(a..<(b + 1))
        }
    }

    /// The page and line nearest a position along the scroll axis (unchecked).
    private func lineCandidate(_ along: Double) -> (block: Int, along: Int)? {
        if paginates, let m = rowsPerPage {
            // Pages are counted from their first line, not from their origin: rows that
            // overflow the container (a fixed gap aligned trailing or centred) start
            // before it, and a point in them belongs to that page.
            guard blockLength > 0, let b = floorIndex((along - mainLead) / blockLength) else { return nil }
            let block = max(0, b)
            let r = floorIndex((along - Double(block) * blockLength - mainLead) / max(mainPitch, .leastNormalMagnitude)) ?? 0
            return (block, min(max(r, 0), m - 1))
        }
        let line = max(0, floorIndex((along - mainLead) / max(mainPitch, .leastNormalMagnitude)) ?? 0)
        if let m = rowsPerPage { return (line / m, line % m) }
        return (0, line)
    }

    /// A line given as page and line, normalised across page boundaries (a page's
    /// neighbour lines include the next page's first and the previous page's last,
    /// whether pages are contiguous or laid one after another), or nil outside the grid.
    private func cellOfLine(_ block: Int, _ along: Int) -> Cell? {
        if let m = rowsPerPage {
            let global = block * m + along
            return global >= 0 ? Cell(block: global / m, across: 0, along: global % m) : nil
        }
        return along >= 0 ? Cell(block: block, across: 0, along: along) : nil
    }
}

/// `floor(v)` as an Int, or nil where it does not fit comfortably.
@inline(__always)
func floorIndex(_ v: Double) -> Int? {
    guard v.isFinite, abs(v) < 4e18 else { return nil }
    return Int(v.rounded(.down))
}

extension LayoutRect {
    /// Whether the two overlap along the scroll axis of the grid.
    fileprivate func intersectsAlong(_ other: LayoutRect, _ transposed: Bool) -> Bool {
        transposed ? (minX < other.maxX && other.minX < maxX) : (minY < other.maxY && other.minY < maxY)
    }
}
