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
    /// Columns, left to right (in line order).
    public var columns: [Track]
    /// Rows, top to bottom.
    public var rows: [Track]
}

extension LayoutTree {
    /// The tracks of grid container `node` from the last ``computeLayout(root:available:)``,
    /// when ``recordsGridGeometry`` was on; nil for other nodes.
    public func gridGeometry(of node: NodeID) -> GridGeometry? { gridGeometries[node.index] }
}

extension AxisTracks {
    /// The tracks without the gutters.
    var geometry: [GridGeometry.Track] {
        (0..<trackCount).map {
            let t = tracks[TrackIndex.ofTrack($0)]
            return GridGeometry.Track(start: t.offset, size: t.baseSize)
        }
    }
}
