import AppleNamesStandIn
import Foundation
import GridKit

/// What the new user wrote: a photo grid driven by CoreGraphics values, with
/// the names SwiftUI also uses (`EdgeInsets`, `Axis`, `Alignment`) in the same file.
public struct PhotoGrid {
    public var grid: UniformGrid
    public var swiftUIInsets = EdgeInsets()
    public var swiftUIAxis = Axis.vertical
    public var swiftUIAlignment = Alignment()

    public init(columns: Int) {
        grid = UniformGrid(
            columns: .count(columns), itemSize: .flexibleAspectRatio(1),
            spacing: .distributed(.spaceBetween), minimumSpacing: 2, rowSpacing: .fixed(2),
            insets: Edges(all: 4), scrollAxis: .vertical, layoutDirection: .leftToRight)
    }

    /// The frames of the photos visible in `bounds`, with no `try` per item.
    public func visibleFrames(in bounds: CGRect, photoCount: Int) throws(UniformGridError) -> [CGRect] {
        let layout = try grid.layout(in: bounds.size, itemCount: photoCount)
        return layout.indices(in: bounds).joined().compactMap { layout.cgFrame(at: $0) }
    }

    /// The photo under a tap.
    public func photo(at point: CGPoint, in bounds: CGRect, photoCount: Int) -> Int? {
        (try? grid.layout(in: bounds.size, itemCount: photoCount))?.index(at: point)
    }

    /// The description, stored as JSON.
    public func stored() throws -> Data { try JSONEncoder().encode(grid) }
}
