// What the grid engine keeps between layouts, behind one field of the tree
// (`LayoutTree.gridCaches`): the placements of the current pass, and scratch arrays
// whose pages a next layout reuses. Nothing here changes a result; each piece only
// saves work. Sizes of any container asked twice in a pass are the tree's own
// cache (`LayoutTree.layoutCache`), shared by every layout mode.

/// The grid engine's caches and scratch, opaque to the rest of the tree.
struct GridCaches {
    /// A grid's placement in the current pass, with the explicit grid it assumed.
    private struct KeptPlacement {
        var columns: PlacementAxisKey
        var rows: PlacementAxisKey
        var placed: PlacedItems
    }

    /// Placements of the current pass, by container: a grid is often placed twice in
    /// a pass (measured, then laid out), and its placement depends only on its
    /// explicit grid's lines (``PlacementAxisKey``) and its children.
    private var placements: [Int32: KeptPlacement] = [:]
    /// Scratch kept between layouts: a stack, so nested grids each take their own.
    private var scratch: [GridScratch] = []
    /// Per grid container, what its last full layout leaves for the append path.
    var appends: [Int32: AppendState] = [:]
    /// Test-only switch: every axis stored as runs (``TrackRuns``), however few its
    /// lines, so tests can require the same frames both ways.
    var storesEveryAxisAsRuns = false
    /// Operation counts since the tree was made (the complexity tests read them, not a clock).
    var work = GridWork()

    /// The placement kept for `node` when it assumed the same explicit lines and items;
    /// a layout pass (`performLayout`) takes it for good (a grid is laid out once a pass).
    mutating func placement(of node: Int32, _ explicit: ExplicitGrid, itemCount: Int, forLayout: Bool) -> PlacedItems? {
        guard let kept = placements[node], kept.placed.placements.count == itemCount,
            kept.columns.matches(explicit.columns), kept.rows.matches(explicit.rows)
        else { return nil }
        if forLayout { placements[node] = nil }
        return kept.placed
    }

    /// Keeps `placed` for the rest of the pass.
    mutating func keep(_ placed: PlacedItems, of node: Int32, _ explicit: ExplicitGrid) {
        placements[node] = KeptPlacement(
            columns: PlacementAxisKey(explicit.columns), rows: PlacementAxisKey(explicit.rows), placed: placed)
    }

    /// Forgets the pass's placements (the tree may change before the next pass).
    mutating func endPass() { placements.removeAll() }

    /// Scratch for one grid layout: kept storage when there is some.
    mutating func takeScratch() -> GridScratch { scratch.popLast() ?? GridScratch() }

    /// Returns scratch for the next layout to reuse.
    mutating func returnScratch(_ s: consuming GridScratch) { scratch.append(s) }
}

/// What placement (§8.3, §8.5; `ExplicitTracks.resolveLine`, `spanEnd`) reads of one
/// axis of the explicit grid: its track count and the lines its names fall on. A count
/// alone is not enough: an auto repetition that repeats more moves the names after it
/// while template areas can keep the count (`repeat(auto-fit, …) [x-end]` under three
/// area columns has 3 tracks at one repetition and at three, x-end on line 1 or 3).
struct PlacementAxisKey {
    var count: Int
    var lineNames: [String: [Int]]
    var firstLines: [String: Int]
    var subgridSpan: Int?

    init(_ tracks: ExplicitTracks) {
        count = tracks.count
        lineNames = tracks.lineNames
        firstLines = tracks.firstLines
        subgridSpan = tracks.subgridSpan
    }

    /// Whether `tracks` resolves every line as the axis kept did.
    func matches(_ tracks: ExplicitTracks) -> Bool {
        count == tracks.count && subgridSpan == tracks.subgridSpan && lineNames == tracks.lineNames
            && firstLines == tracks.firstLines
    }
}

/// What grid layouts did, counted: entries of track arrays made (tracks, runs and
/// gutters) and entries visited by §11.5's distributions over items' spans.
struct GridWork {
    /// Grid layouts that built tracks.
    var layouts = 0
    var trackEntries = 0
    var spanVisits = 0
}

/// Arrays a grid layout needs, kept between layouts so their pages are reused. The
/// driver works in them directly: each step refills the arrays it owns.
struct GridScratch {
    var children: [Int32] = []
    var placementInputs: [PlacementInput] = []
    var placed: [ItemPlacement] = []
    var absolute: [Int32] = []
    /// Whether every child took one auto-placed cell in tree order (in flow, no line,
    /// no span, no `order`): what the append path needs of the items laid out.
    var childrenTakeOneCellEach = false
    /// How far the driver goes (a subgrid's parent asks for less than a layout).
    var pass = GridPass.full
    var items = GridItems()
    var columns = AxisTracks.empty
    var rows = AxisTracks.empty
}

/// Takes an array's storage, contents and all, for reuse, leaving an empty array
/// behind: the taker clears it or overwrites every element (``Array/refill(count:with:_:)``).
func recycle<T>(_ array: inout [T]) -> [T] {
    var out: [T] = []
    swap(&out, &array)
    return out
}

extension Array {
    /// Gives the array `count` elements, keeping its storage, for `body` to overwrite
    /// through a pointer: a hot loop then writes with no uniqueness or capacity check
    /// per element. `body` must write every element: those already there are stale,
    /// and only new ones are first set to `filler` (a million-item grid laid out again
    /// writes its records once).
    @inline(__always)
    mutating func refill(count: Int, with filler: Element, _ body: (UnsafeMutableBufferPointer<Element>) -> Void) {
        resizeForOverwrite(to: count, filler: filler)
        withUnsafeMutableBufferPointer { body($0) }
    }

    /// Gives the array `count` elements, keeping its storage, for a hot loop to
    /// overwrite every one (through ``withBuffers(mutating:_:_:_:_:)`` and its kin):
    /// elements already there are stale, new ones are `filler`.
    @inline(__always)
    mutating func resizeForOverwrite(to count: Int, filler: Element) {
        if self.count > count {
            removeLast(self.count - count)
        } else if self.count < count {
            append(contentsOf: repeatElement(filler, count: count - self.count))
        }
    }
}

// Appending to a long grid: css-grid-1 §8.5 (auto-placement) and §11.5–11.6 (track
// sizing) — https://www.w3.org/TR/css-grid-1/#auto-placement-algo
// When every column is fixed, every item is auto-placed into one cell (sparse row
// flow), the rows are auto and the container's height is its content's, each row is
// sized by its own items alone (§11.5: single-span items feed only their track; with
// an indefinite height §11.6 takes every auto row to its growth limit, and §11.7–11.8
// have nothing to do), and item k sits in row k / columns. Items appended to such a
// grid then leave every earlier row as it was, except a partial last row they fill.
// So the grid keeps, from its last full layout, its item count, the top of its last
// row and of the row after it; a layout after appends only (any other change of the
// grid or below it forgets this) lays out the last partial row and the new ones as a
// grid of their own, and moves them down to where that row starts. The guards: the
// question (layout input) is the one of the last full layout; the container's style
// and every item's style are checked when the state is kept, every appended item's when
// used; RandomEditTests and LiveTreeTests compare with a layout from scratch.

/// What a grid keeps from its last full layout for the append path.
struct AppendState {
    var key: LayoutCacheKey
    var output: LayoutOutput
    var itemCount: Int
    var columns: Int
    var lastChild: Int32
    /// The first child of the last row, and that row's top (border-box y).
    var lastRowFirstChild: Int32
    var lastRowTop: Double
    /// Where a row after the last one would start (its top, the gap included).
    var nextRowTop: Double
}

extension GridCaches {
    /// The rows and columns of the grid laid out last (its scratch, returned last).
    func lastLaidOut<R>(_ body: (AxisTracks, AxisTracks) -> R?) -> R? {
        guard let s = scratch.last else { return nil }
        return body(s.columns, s.rows)
    }

    /// Whether every child of the grid laid out last took one auto-placed cell.
    var lastChildrenTakeOneCellEach: Bool { scratch.last?.childrenTakeOneCellEach ?? false }
}

extension LayoutTree {
    /// Whether child `c` takes one auto-placed cell of the grid's flow (its style's
    /// ``StyleFacts/takesOneAutoCell``, worked out once when the style was interned).
    @inline(__always) func takesOneAutoCell(_ c: Int32) -> Bool {
        styleFacts[Int(styleIndex[Int(c)])].takesOneAutoCell
    }

    /// Whether container style `s` lays out its rows one by one (see above).
    func isAppendableGridStyle(_ s: Int32) -> Bool {
        let style = styles[Int(s)]
        return style.gridAutoFlow == .row && style.gridTemplateRows.isEmpty && style.gridTemplateAreas == nil
            && (style.gridAutoRows.isEmpty || style.gridAutoRows == [.auto]) && style.height == .auto
            && style.minHeight == .auto && style.maxHeight == .auto && style.aspectRatio == nil
            && style.rowGap.resolve(nil) != nil && style.alignContent.position.placesTracksAtStart
            && !style.gridTemplateColumns.hasPercentages && !style.columnGap.isPercent
    }

    /// After a full layout of grid `node` for `key`: keeps its append state when the
    /// append path may serve its next layout, else forgets it.
    mutating func keepAppendState(_ node: Int32, _ input: LayoutInput, _ key: LayoutCacheKey, _ out: LayoutOutput) {
        gridCaches.appends[node] = nil
        let count = Int(childCount[Int(node)])
        guard usesFastPaths, !recordsGridGeometry, input.knownSize.height == nil, count > 0,
            isAppendableGridStyle(styleIndex[Int(node)])
        else { return }
        let tracks: (columns: Int, top: Double, bottom: Double)? = gridCaches.lastLaidOut { columns, rows in
            guard rows.trackCount > 0, rows.runs == nil, columns.runs == nil,
                columns.tracks.allSatisfy({
                    $0.isGutter || !($0.isFlexible || $0.hasIntrinsicMin || $0.hasIntrinsicMax || $0.isCollapsed)
                })
            else { return nil }
            let last = rows.tracks[TrackIndex.ofTrack(rows.trackCount - 1)]
            return (columns.trackCount, last.offset, last.offset + last.baseSize)
        }
        guard let tracks, tracks.columns > 0, (count + tracks.columns - 1) / tracks.columns == rowCount(node) else { return }
        guard gridCaches.lastChildrenTakeOneCellEach else { return }
        gridCaches.appends[node] = AppendState(
            key: key, output: out, itemCount: count, columns: tracks.columns, lastChild: lastChild(of: node),
            lastRowFirstChild: firstOfLastRow(node, count: count, columns: tracks.columns), lastRowTop: tracks.top,
            nextRowTop: tracks.bottom + (styleAt(node).rowGap.resolve(nil) ?? 0))
    }

    /// The number of rows of the grid laid out last.
    private func rowCount(_ node: Int32) -> Int { gridCaches.lastLaidOut { _, rows in rows.trackCount } ?? -1 }

    /// The first child of the last row of `count` items in `columns` columns.
    private func firstOfLastRow(_ node: Int32, count: Int, columns: Int) -> Int32 {
        var c = lastChild(of: node)
        for _ in 0..<((count - 1) % columns) { c = previousSibling[Int(c)] }
        return c
    }

    /// Lays out grid `node` after appends only, when its append state allows: the last
    /// partial row and the new ones, as a grid of their own moved down into place.
    mutating func layoutAppendedRows(_ node: Int32, _ input: LayoutInput, _ key: LayoutCacheKey) -> LayoutOutput? {
        guard let state = gridCaches.appends[node], state.key.same(key), usesFastPaths, !recordsGridGeometry else {
            return nil
        }
        var added = 0
        var c = nextSibling[Int(state.lastChild)]
        let firstNew = c
        while c >= 0 {
            guard takesOneAutoCell(c) else { return nil }
            added += 1
            c = nextSibling[Int(c)]
        }
        guard added > 0 else { return nil }
        let partial = state.itemCount % state.columns
        let start = partial > 0 ? state.lastRowFirstChild : firstNew
        let top = partial > 0 ? state.lastRowTop : state.nextRowTop
        let saved = (firstChild[Int(node)], childCount[Int(node)])
        firstChild[Int(node)] = start
        childCount[Int(node)] = Int32(partial + added)
        gridCaches.endPass()  // no placement kept for the whole grid may serve the rows alone
        let sub = layoutGrid(node, input)
        (firstChild[Int(node)], childCount[Int(node)]) = saved
        let rows: (contentTop: Double, lastTop: Double, lastBottom: Double)? = gridCaches.lastLaidOut { _, rows in
            guard rows.trackCount > 0, rows.runs == nil else { return nil }
            let last = rows.tracks[TrackIndex.ofTrack(rows.trackCount - 1)]
            return (rows.tracks[TrackIndex.ofTrack(0)].offset, last.offset, last.offset + last.baseSize)
        }
        guard let rows else { return nil }
        let shift = top - rows.contentTop
        c = start
        while c >= 0 {
            var f = frames[Int(c)]
            f.origin.y += shift
            setFrame(c, f)
            c = nextSibling[Int(c)]
        }
        let baseline = start == firstChild[Int(node)] ? sub.firstBaseline : state.output.firstBaseline
        let out = LayoutOutput(size: LayoutSize(width: sub.size.width, height: sub.size.height + shift), firstBaseline: baseline)
        let count = state.itemCount + added
        gridCaches.appends[node] = AppendState(
            key: key, output: out, itemCount: count, columns: state.columns, lastChild: lastChild(of: node),
            lastRowFirstChild: firstOfLastRow(node, count: count, columns: state.columns),
            lastRowTop: rows.lastTop + shift,
            nextRowTop: rows.lastBottom + shift + (styleAt(node).rowGap.resolve(nil) ?? 0))
        incremental.relaid.append((node, start))
        incremental.appendLayouts += 1
        return out
    }
}
