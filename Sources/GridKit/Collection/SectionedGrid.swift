// Sections of nine-grids stacked along a vertical scroll, as a collection view shows
// a photo library or a shop: for each section a header as wide as the container, the
// section's own uniform grid or waterfall (its own columns, item size and insets),
// then a footer.
// Sections follow each other with `sectionSpacing` between them, so the blocks never
// overlap and every query first finds its sections by binary search over their
// starts, then asks each section's O(1) grid.

/// One section of a ``SectionedGrid``: a uniform grid (or a waterfall) of items with
/// a header above it and a footer below it, both as wide as the container (as a flow
/// layout's section headers are). The grid's insets are the section's insets around
/// its items.
public struct GridSection: Hashable, Sendable {
    /// The items and their grid, which must scroll vertically (and, uniform, not paginate).
    public var content: Content
    /// The header's height; 0 for no header.
    public var headerHeight: Double
    /// The footer's height; 0 for no footer.
    public var footerHeight: Double

    /// A section of `itemCount` items laid out by `grid`, with an optional header and footer.
    public init(grid: UniformGrid, itemCount: Int, headerHeight: Double = 0, footerHeight: Double = 0) {
        content = .uniform(grid, itemCount: itemCount)
        self.headerHeight = headerHeight
        self.footerHeight = footerHeight
    }

    /// A section of waterfall items, with an optional header and footer.
    public init(waterfall: WaterfallGrid, items: [WaterfallItem], headerHeight: Double = 0, footerHeight: Double = 0) {
        content = .waterfall(waterfall, items: items)
        self.headerHeight = headerHeight
        self.footerHeight = footerHeight
    }

    /// How many items the section holds.
    public var itemCount: Int {
        switch content {
        case .uniform(_, let count): count
        case .waterfall(_, let items): items.count
        }
    }
}

/// Sections of nine-grids stacked top to bottom: the description of a sectioned
/// collection view.
///
///     let photos = UniformGrid(columns: .count(3), itemSize: .flexibleAspectRatio(1), spacing: .fixed(2),
///                              rowSpacing: .fixed(2))
///     let library = SectionedGrid(sections: [12, 30, 7].map {
///         GridSection(grid: photos, itemCount: $0, headerHeight: 44, footerHeight: 20)
///     })
///     let layout = try library.layout(in: LayoutSize(width: 390, height: 844))
///     layout.elements(in: visibleRect, pinningHeadersAt: scrollOffset)
public struct SectionedGrid: Hashable, Sendable {
    /// The sections, top to bottom.
    public var sections: [GridSection]
    /// The space between one section's footer and the next section's header.
    public var sectionSpacing: Double

    /// Sections top to bottom, `sectionSpacing` apart.
    public init(sections: [GridSection], sectionSpacing: Double = 0) {
        self.sections = sections
        self.sectionSpacing = sectionSpacing
    }

    /// Resolves every section in a container.
    ///
    /// - Throws: ``CollectionLayoutError`` for bad lengths, a section grid that
    ///   scrolls horizontally or paginates, or whose own layout fails (wrapped with the
    ///   section's index), and for items that would stick out of their section.
    /// - Complexity: O(sections).
    public func layout(in container: LayoutSize) throws(CollectionLayoutError) -> SectionedGridLayout {
        try SectionedGridLayout(sectioned: self, container: container)
    }
}

/// What a sectioned grid shows: an item, or a section's header or footer.
public enum SectionedGridElementKind: Hashable, Sendable {
    /// The item at a path.
    case item(ItemPath)
    /// The header of a section.
    case header(section: Int)
    /// The footer of a section.
    case footer(section: Int)
}

/// An element of a sectioned grid and its frame.
public struct SectionedGridElement: Hashable, Sendable {
    /// What the element is.
    public var kind: SectionedGridElementKind
    /// Where it is, in the content's coordinates.
    public var frame: LayoutRect

    /// An element of `kind` at `frame`.
    public init(kind: SectionedGridElementKind, frame: LayoutRect) {
        self.kind = kind
        self.frame = frame
    }
}

/// The visible items of one section, as ranges of consecutive indices.
public struct SectionItemRanges: Hashable, Sendable {
    /// The section.
    public var section: Int
    /// The items' indices within the section, in increasing order.
    public var items: [Range<Int>]

    /// The ranges `items` of section `section`.
    public init(section: Int, items: [Range<Int>]) {
        self.section = section
        self.items = items
    }
}

/// Where one section lies along the scroll axis.
struct SectionSpan: Hashable, Sendable {
    var start: Double  // the header's top
    var itemsStart: Double  // the header's bottom: the items' content starts here
    var footerStart: Double  // the items' content ends here
    var end: Double  // the footer's bottom
    var headerHeight: Double
    var footerHeight: Double
}

/// A ``SectionedGrid`` resolved in a container. Queries find their sections in
/// O(log sections) and ask each section's ``UniformGridLayout``.
public struct SectionedGridLayout: Hashable, Sendable {
    /// The description this layout was resolved from.
    public let sectioned: SectionedGrid
    /// The container size it was resolved in.
    public let containerSize: LayoutSize
    /// Each section's own grid, in the section's coordinates (its items' content
    /// starts at y = 0).
    public let sectionLayouts: [SectionContentLayout]
    let spans: [SectionSpan]

    /// How many sections there are.
    public var sectionCount: Int { spans.count }
}

extension SectionedGridLayout {
    init(sectioned: SectionedGrid, container: LayoutSize) throws(CollectionLayoutError) {
        try checkCollectionLength("container width", container.width)
        try checkCollectionLength("container height", container.height)
        try checkCollectionLength("section spacing", sectioned.sectionSpacing)
        var layouts: [SectionContentLayout] = []
        var spans: [SectionSpan] = []
        layouts.reserveCapacity(sectioned.sections.count)
        spans.reserveCapacity(sectioned.sections.count)
        var y = 0.0
        for (s, section) in sectioned.sections.enumerated() {
            let layout = try Self.sectionLayout(s, section, container)
            if s > 0 { y += sectioned.sectionSpacing }
            let itemsStart = y + section.headerHeight
            let footerStart = itemsStart + layout.contentSize.height
            let end = footerStart + section.footerHeight
            spans.append(
                SectionSpan(
                    start: y, itemsStart: itemsStart, footerStart: footerStart, end: end,
                    headerHeight: section.headerHeight, footerHeight: section.footerHeight))
            layouts.append(layout)
            y = end
        }
        guard y <= UniformGrid.maximumLength else { throw .invalidLength(name: "content height", value: y) }
        self.sectioned = sectioned
        containerSize = container
        sectionLayouts = layouts
        self.spans = spans
    }

    /// One section's grid, checked: vertical, not paginated, items inside its content.
    private static func sectionLayout(
        _ s: Int, _ section: GridSection, _ container: LayoutSize
    ) throws(CollectionLayoutError) -> SectionContentLayout {
        try checkCollectionLength("section \(s) header height", section.headerHeight)
        try checkCollectionLength("section \(s) footer height", section.footerHeight)
        switch section.content {
        case .uniform(let grid, let count):
            return .uniform(try uniformLayout(s, grid, count, container))
        case .waterfall(let grid, let items):
            guard grid.scrollAxis == .vertical else {
                throw .unsupported("section \(s): sections stack vertically, so their grids must scroll vertically")
            }
            let layout: WaterfallLayout
            do { layout = try grid.layout(in: container, items: items) } catch {
                throw .unsupported("section \(s): \(error)")
            }
            let height = layout.contentSize.height
            for f in layout.frames where f.minY < 0 || f.maxY > height {
                throw .unsupported("section \(s): an item sticks out of the section")
            }
            return .waterfall(layout)
        }
    }

    private static func uniformLayout(
        _ s: Int, _ grid: UniformGrid, _ itemCount: Int, _ container: LayoutSize
    ) throws(CollectionLayoutError) -> UniformGridLayout {
        guard grid.scrollAxis == .vertical else {
            throw .unsupported("section \(s): sections stack vertically, so their grids must scroll vertically")
        }
        guard grid.overflow != .paginate else {
            throw .unsupported("section \(s): a section's grid grows, it cannot paginate")
        }
        let layout: UniformGridLayout
        do {
            layout = try grid.layout(in: container, itemCount: itemCount)
        } catch {
            throw .section(s, error)
        }
        guard itemCount > 0 else { return layout }
        // The first item is the highest; the lowest is the last, or, filling columns
        // first, the bottom of the first column of the last page.
        var lowest = itemCount - 1
        if grid.fillOrder == .columnMajor, let m = layout.rowsPerPage {
            let capacity = m * layout.columnCount
            lowest = min(lowest, lowest / capacity * capacity + m - 1)
        }
        let top = (try? layout.frame(at: 0).minY) ?? 0
        let bottom = max((try? layout.frame(at: lowest).maxY) ?? 0, (try? layout.frame(at: itemCount - 1).maxY) ?? 0)
        guard top >= 0, bottom <= layout.contentSize.height else {
            throw .unsupported(
                "section \(s): its rows are wider than the container and would stick out of the section; "
                    + "use a fixed row spacing or leading alignment")
        }
        return layout
    }

    // MARK: Frames

    /// The size of the whole content: the container's width by the sections' extent.
    ///
    /// - Complexity: O(1).
    public var contentSize: LayoutSize {
        LayoutSize(width: containerSize.width, height: spans.last?.end ?? 0)
    }

    /// The frame of an item.
    ///
    /// - Throws: ``CollectionLayoutError/sectionOutOfRange(section:sectionCount:)`` or
    ///   ``CollectionLayoutError/itemOutOfRange(_:itemCount:)``.
    /// - Complexity: O(1).
    public func frame(of path: ItemPath) throws(CollectionLayoutError) -> LayoutRect {
        try checkSection(path.section)
        let layout = sectionLayouts[path.section]
        guard path.item >= 0, path.item < layout.itemCount else {
            throw .itemOutOfRange(path, itemCount: layout.itemCount)
        }
        return localFrame(layout, path.item).movedDown(by: spans[path.section].itemsStart)
    }

    /// The frame of a section's header: the container's width by the header height,
    /// at the top of the section.
    ///
    /// - Complexity: O(1).
    public func headerFrame(ofSection section: Int) throws(CollectionLayoutError) -> LayoutRect {
        try checkSection(section)
        let span = spans[section]
        return LayoutRect(x: 0, y: span.start, width: containerSize.width, height: span.headerHeight)
    }

    /// The frame of a section's footer, below its items.
    ///
    /// - Complexity: O(1).
    public func footerFrame(ofSection section: Int) throws(CollectionLayoutError) -> LayoutRect {
        try checkSection(section)
        let span = spans[section]
        return LayoutRect(x: 0, y: span.footerStart, width: containerSize.width, height: span.footerHeight)
    }

    /// The frame of a section's header pinned to the top of the visible bounds when
    /// the content is scrolled to `offset`, as a collection view pins headers: at its
    /// own place while that is below the offset, at the offset while its section
    /// scrolls under it, and pushed up by the section's end so that it never leaves
    /// its section (header, items and footer).
    ///
    /// - Throws: for a section out of range or an offset that is not finite.
    /// - Complexity: O(1).
    public func pinnedHeaderFrame(ofSection section: Int, offset: Double) throws(CollectionLayoutError) -> LayoutRect {
        guard offset.isFinite else { throw .invalidLength(name: "scroll offset", value: offset) }
        var frame = try headerFrame(ofSection: section)
        frame.origin.y = pinnedTop(spans[section], offset)
        return frame
    }

    /// The pinned header's top: the offset, kept between the section's start and its
    /// end less the header (stepped down an ulp where `end - height + height` rounds
    /// past the end, so the header never leaves its section).
    @inline(__always)
    func pinnedTop(_ span: SectionSpan, _ offset: Double) -> Double {
        var top = max(span.start, offset)
        guard top + span.headerHeight > span.end else { return top }
        top = max(span.start, span.end - span.headerHeight)
        while top > span.start && top + span.headerHeight > span.end { top = max(span.start, top.nextDown) }
        return top
    }

    /// The frame of a section's whole block, from its header's top to its footer's
    /// bottom (its height is their difference, so its `maxY` may round by an ulp; the
    /// footer's `maxY` is the section's end exactly).
    public func sectionFrame(_ section: Int) throws(CollectionLayoutError) -> LayoutRect {
        try checkSection(section)
        let span = spans[section]
        return LayoutRect(x: 0, y: span.start, width: containerSize.width, height: span.end - span.start)
    }

    /// An item's frame in its section's coordinates; callers have checked the index.
    @inline(__always)
    func localFrame(_ layout: SectionContentLayout, _ item: Int) -> LayoutRect {
        layout.frame(at: item) ?? .zero
    }

    private func checkSection(_ section: Int) throws(CollectionLayoutError) {
        guard section >= 0, section < spans.count else {
            throw .sectionOutOfRange(section: section, sectionCount: spans.count)
        }
    }
}
