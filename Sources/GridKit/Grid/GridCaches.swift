// What the grid engine keeps between layouts, behind one field of the tree
// (`LayoutTree.gridCaches`): the placements of the current pass, and scratch arrays
// whose pages a next layout reuses. Nothing here changes a result; each piece only
// saves work. Sizes of any container asked twice in a pass are the tree's own
// cache (`LayoutTree.layoutCache`), shared by every layout mode.

/// The grid engine's caches and scratch, opaque to the rest of the tree.
struct GridCaches {
    /// A grid's placement in the current pass, with the explicit grid it assumed.
    private struct KeptPlacement {
        var columns: Int
        var rows: Int
        var placed: PlacedItems
    }

    /// Placements of the current pass, by container: a grid is often placed twice in
    /// a pass (measured, then laid out), and its placement depends only on its
    /// explicit grid and its children.
    private var placements: [Int32: KeptPlacement] = [:]
    /// Scratch kept between layouts: a stack, so nested grids each take their own.
    private var scratch: [GridScratch] = []

    /// The placement kept for `node` when it assumed the same explicit grid and items;
    /// a layout pass (`performLayout`) takes it for good (a grid is laid out once a pass).
    mutating func placement(of node: Int32, columns: Int, rows: Int, itemCount: Int, forLayout: Bool) -> PlacedItems? {
        guard let kept = placements[node], kept.columns == columns, kept.rows == rows,
            kept.placed.placements.count == itemCount
        else { return nil }
        if forLayout { placements[node] = nil }
        return kept.placed
    }

    /// Keeps `placed` for the rest of the pass.
    mutating func keep(_ placed: PlacedItems, of node: Int32, columns: Int, rows: Int) {
        placements[node] = KeptPlacement(columns: columns, rows: rows, placed: placed)
    }

    /// Forgets the pass's placements (the tree may change before the next pass).
    mutating func endPass() { placements.removeAll() }

    /// Scratch for one grid layout: kept storage when there is some.
    mutating func takeScratch() -> GridScratch { scratch.popLast() ?? GridScratch() }

    /// Returns scratch for the next layout to reuse.
    mutating func returnScratch(_ s: consuming GridScratch) { scratch.append(s) }
}

/// Arrays a grid layout needs, kept between layouts so their pages are reused. The
/// driver works in them directly: each step refills the arrays it owns.
struct GridScratch {
    var children: [Int32] = []
    var placementInputs: [PlacementInput] = []
    var placed: [ItemPlacement] = []
    var absolute: [Int32] = []
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
