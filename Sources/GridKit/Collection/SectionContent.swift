// What a section holds: a nine-grid of equal items or a waterfall of items of their
// own lengths, behind one set of queries so that sections need not care which.

extension GridSection {
    /// A section's items and how they are laid out.
    public enum Content: Hashable, Sendable {
        /// `itemCount` equal items in a uniform grid.
        case uniform(UniformGrid, itemCount: Int)
        /// Items of their own lengths in the shortest lanes of a waterfall.
        case waterfall(WaterfallGrid, items: [WaterfallItem])
    }
}

/// A section's items resolved in the container, in the section's coordinates (its
/// items' content starts at y = 0).
public enum SectionContentLayout: Hashable, Sendable {
    /// A uniform grid's layout.
    case uniform(UniformGridLayout)
    /// A waterfall's layout.
    case waterfall(WaterfallLayout)

    /// How many items the section holds.
    public var itemCount: Int {
        switch self {
        case .uniform(let l): l.itemCount
        case .waterfall(let l): l.itemCount
        }
    }

    /// The size of the items' content, insets included.
    public var contentSize: LayoutSize {
        switch self {
        case .uniform(let l): l.contentSize
        case .waterfall(let l): l.contentSize
        }
    }

    /// The frame of item `index`, or nil outside `0 ..< itemCount`.
    ///
    /// - Complexity: O(1).
    public func frame(at index: Int) -> LayoutRect? {
        switch self {
        case .uniform(let l): try? l.frame(at: index)
        case .waterfall(let l): l.frameIfPresent(at: index)
        }
    }

    /// The items whose frames meet `rect`, as ranges of consecutive indices.
    public func indices(in rect: LayoutRect) -> [Range<Int>] {
        switch self {
        case .uniform(let l): l.indices(in: rect)
        case .waterfall(let l): l.indices(in: rect)
        }
    }

    /// The uniform grid's layout, or nil for a waterfall.
    public var uniform: UniformGridLayout? {
        if case .uniform(let l) = self { l } else { nil }
    }

    /// Whether items' frames go down the content as their indices grow.
    var isMonotone: Bool { uniform?.grid.fillOrder == .rowMajor }
}
