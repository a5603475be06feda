// The tracks a grid container ended up with, for drawing and debugging overlays.

/// The final tracks of a grid container: each track's start and size along its axis,
/// from the container's border-box edge. Gutters are the space between tracks.
public struct GridGeometry: Hashable, Sendable {
    /// One track of the grid.
    public struct Track: Hashable, Sendable {
        /// Where the track starts, from the container's border-box edge.
        public var start: Double
        /// The track's size along its axis (its base size after §11).
        public var size: Double
        /// Where the track ends.
        public var end: Double { start + size }
    }
    /// Columns, left to right (in line order); at most ``maximumTracks``, the first ones.
    public var columns: [Track]
    /// Rows, top to bottom; at most ``maximumTracks``, the first ones.
    public var rows: [Track]

    /// The most tracks recorded per axis: a grid may have lines to ±10,000,000
    /// (``GridLine/maximumLine``), held as runs at the cost of a few, and a drawing
    /// of one track per line would cost what the grid does not.
    public static let maximumTracks = 100_000
    /// Whether the columns are the parent grid's (`grid-template-columns: subgrid`,
    /// css-grid-2 §9): lines shared with the parent, not sized by this grid.
    public var sharesColumns = false
    /// Whether the rows are the parent grid's (`grid-template-rows: subgrid`).
    public var sharesRows = false
}

extension LayoutTree {
    /// The tracks of grid container `node` from the last ``computeLayout(root:available:)``,
    /// when ``recordsGridGeometry`` was on; nil for other nodes.
    public func gridGeometry(of node: NodeID) -> GridGeometry? { gridGeometries[node.index] }
}

extension AxisTracks {
    /// The tracks without the gutters (every track of a run, in line order).
    var geometry: [GridGeometry.Track] {
        guard let runs else {
            return (0..<trackCount).map {
                let t = tracks[TrackIndex.ofTrack($0)]
                return GridGeometry.Track(start: t.offset, size: t.baseSize)
            }
        }
        var out: [GridGeometry.Track] = []
        out.reserveCapacity(min(runs.trackTotal, GridGeometry.maximumTracks))
        for k in 0..<(runs.cuts.count - 1) {
            // Member j % q of the range is its track j (TrackRuns.swift); positions are
            // worked out left to right, then mirrored as §10.5 mirrored the entries.
            let first = Int(runs.cuts[k].entry) + 1
            let q = Int(runs.cuts[k].members)
            let n = runs.cuts[k + 1].line - runs.cuts[k].line
            let head = tracks[first]
            var position = runs.reversed ? runs.mirrorSum - head.offset - head.baseSize : head.offset
            let step = (n > 1 ? tracks[first + 1].baseSize : 0) + (head.isCollapsed ? 0 : runs.distributedGap)
            for j in 0..<min(n, GridGeometry.maximumTracks - out.count) {
                let size = tracks[first + 2 * (j % q)].baseSize
                let start = runs.reversed ? runs.mirrorSum - position - size : position
                out.append(GridGeometry.Track(start: start, size: size))
                position += size + step
            }
        }
        return out
    }
}
