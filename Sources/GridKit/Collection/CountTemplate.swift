// Count templates: a nine-grid that chooses its shape from how many items it shows,
// as the WeChat Moments grid does (one image alone at its own aspect ratio within
// bounds, four as 2x2, any other count up to nine in 3 columns) and as a group chat's
// avatar stitches up to nine pictures into one square. The result's content size is
// the block the items occupy, so a caller can size its view to it directly.

/// How one item shown alone is fitted to its aspect ratio `X = width / height`:
/// within `minimumAspectRatio ... maximumAspectRatio` its longer side is `bound`;
/// narrower, it is cropped to `(bound * minimumAspectRatio) x bound`; wider, to
/// `panoramaWidth x panoramaHeight`.
public struct SingleItemFit: Hashable, Sendable, Codable {
    /// The longer side of an item whose aspect ratio is within bounds (WeChat's Y).
    public var bound: Double
    /// The narrowest aspect ratio shown whole (WeChat: 1/3).
    public var minimumAspectRatio: Double
    /// The widest aspect ratio shown whole (WeChat: 3).
    public var maximumAspectRatio: Double
    /// The width of a cropped item wider than `maximumAspectRatio`.
    public var panoramaWidth: Double
    /// The height of a cropped item wider than `maximumAspectRatio`.
    public var panoramaHeight: Double

    /// A fit with every bound given.
    public init(
        bound: Double, minimumAspectRatio: Double, maximumAspectRatio: Double, panoramaWidth: Double,
        panoramaHeight: Double
    ) {
        self.bound = bound
        self.minimumAspectRatio = minimumAspectRatio
        self.maximumAspectRatio = maximumAspectRatio
        self.panoramaWidth = panoramaWidth
        self.panoramaHeight = panoramaHeight
    }

    /// The size shown for aspect ratio `x`, and whether the item is cropped to it.
    public func size(forAspectRatio x: Double) -> (size: LayoutSize, cropped: Bool) {
        if x < minimumAspectRatio { return (LayoutSize(width: bound * minimumAspectRatio, height: bound), true) }
        if x <= 1 { return (LayoutSize(width: bound * x, height: bound), false) }
        if x <= maximumAspectRatio { return (LayoutSize(width: bound, height: bound / x), false) }
        return (LayoutSize(width: panoramaWidth, height: panoramaHeight), true)
    }
}

/// A grid whose shape depends on its item count: a list of rules, the first whose
/// counts contain the item count deciding.
public struct CountTemplate: Hashable, Sendable, Codable {
    /// How the items of one rule are arranged.
    public enum Arrangement: Hashable, Sendable, Codable {
        /// One item fitted to its aspect ratio.
        case single(SingleItemFit)
        /// Square cells of side `cellSide` in `columns` columns, `spacing` apart,
        /// filled row by row from the top left.
        case cells(columns: Int, cellSide: Double)
        /// A square of side `width`: `columns` columns of square cells with `spacing`
        /// between them and around them; the incomplete row goes first, every row is
        /// centred, and the rows are centred vertically (a group chat's avatar).
        case centeredRows(columns: Int)
    }

    /// One rule: the counts it applies to and the arrangement it gives.
    public struct Rule: Hashable, Sendable, Codable {
        /// The item counts this rule decides.
        public var counts: ClosedRange<Int>
        /// The arrangement for those counts.
        public var arrangement: Arrangement

        /// A rule for `counts`.
        public init(counts: ClosedRange<Int>, arrangement: Arrangement) {
            self.counts = counts
            self.arrangement = arrangement
        }
    }

    /// The rules, the first matching deciding.
    public var rules: [Rule]
    /// The width of the row (WeChat's W), or the side of a ``Arrangement/centeredRows(columns:)`` square.
    public var width: Double
    /// The gap between cells (WeChat's L).
    public var spacing: Double
    /// The most items shown; more throw ``CollectionLayoutError/capacityExceeded(itemCount:capacity:)``.
    public var maximumCount: Int

    /// A template from its rules.
    public init(rules: [Rule], width: Double, spacing: Double, maximumCount: Int) {
        self.rules = rules
        self.width = width
        self.spacing = spacing
        self.maximumCount = maximumCount
    }

    /// The WeChat Moments grid: row width `width` (W), gap `spacing` (L), a single
    /// image bounded by `singleImageBound` (Y). 2-9 images in square cells of side
    /// `(W - 2L) / 3`, 3 columns, except 4 as 2x2; one image at its aspect ratio X:
    /// X < 1/3 → (Y/3) x Y cropped; 1/3 ≤ X ≤ 1 → (Y·X) x Y; 1 < X ≤ 3 → Y x (Y/X);
    /// X > 3 → W x (W − 2L)/3 cropped. At most 9.
    public static func weChatMoments(width: Double = 250, spacing: Double = 6, singleImageBound: Double = 180)
        -> CountTemplate
    {
        let side = (width - 2 * spacing) / 3
        let single = SingleItemFit(
            bound: singleImageBound, minimumAspectRatio: 1.0 / 3, maximumAspectRatio: 3, panoramaWidth: width,
            panoramaHeight: side)
        return CountTemplate(
            rules: [
                Rule(counts: 1...1, arrangement: .single(single)),
                Rule(counts: 4...4, arrangement: .cells(columns: 2, cellSide: side)),
                Rule(counts: 2...9, arrangement: .cells(columns: 3, cellSide: side)),
            ], width: width, spacing: spacing, maximumCount: 9)
    }

    /// The WeChat Moments grid with its published measurements: W = 250, L = 6, Y = 180.
    public static let weChatMoments = weChatMoments()

    /// A group chat's avatar: up to 9 pictures stitched into a square of side `side`
    /// with `spacing` between and around them; 1 picture fills it, 2-4 go in 2
    /// columns, 5-9 in 3, the incomplete row on top, every row centred.
    public static func groupAvatar(side: Double = 100, spacing: Double = 2) -> CountTemplate {
        CountTemplate(
            rules: [
                Rule(counts: 1...1, arrangement: .centeredRows(columns: 1)),
                Rule(counts: 2...4, arrangement: .centeredRows(columns: 2)),
                Rule(counts: 5...9, arrangement: .centeredRows(columns: 3)),
            ], width: side, spacing: spacing, maximumCount: 9)
    }

    /// Lays out `itemCount` items; `aspectRatio` (width / height) is the single
    /// item's, used by a ``Arrangement/single(_:)`` rule (nil: a square placeholder,
    /// as apps show before the image has loaded).
    ///
    /// - Throws: ``CollectionLayoutError`` for bad lengths or ratios, a count below 0
    ///   or above ``maximumCount``, or a count no rule covers.
    /// - Complexity: O(itemCount + rules).
    public func layout(itemCount: Int, aspectRatio: Double? = nil) throws(CollectionLayoutError) -> CountTemplateLayout {
        try checkCollectionLength("template width", width)
        try checkCollectionLength("template spacing", spacing)
        try checkCollectionCount("maximum count", maximumCount, 0...UniformGrid.maximumLineCount)
        guard itemCount >= 0 else { throw .invalidCount(name: "item count", value: itemCount, range: 0...maximumCount) }
        guard itemCount <= maximumCount else { throw .capacityExceeded(itemCount: itemCount, capacity: maximumCount) }
        if let x = aspectRatio, !(x.isFinite && x > 0 && x <= UniformGrid.maximumLength) {
            throw .invalidLength(name: "aspect ratio", value: x)
        }
        guard itemCount > 0 else { return CountTemplateLayout(frames: [], contentSize: .zero, isCropped: false, rule: nil) }
        guard let r = rules.firstIndex(where: { $0.counts.contains(itemCount) }) else {
            throw .unsupported("no rule of the template covers \(itemCount) items")
        }
        switch rules[r].arrangement {
        case .single(let fit):
            for (name, v) in [
                ("bound", fit.bound), ("panorama width", fit.panoramaWidth), ("panorama height", fit.panoramaHeight),
                ("minimum aspect ratio", fit.minimumAspectRatio), ("maximum aspect ratio", fit.maximumAspectRatio),
            ] {
                try checkCollectionLength("single item \(name)", v)
            }
            guard itemCount == 1 else { throw .unsupported("rule \(r) fits a single item, not \(itemCount)") }
            let (size, cropped) = fit.size(forAspectRatio: aspectRatio ?? 1)
            let frame = LayoutRect(x: 0, y: 0, width: size.width, height: size.height)
            return CountTemplateLayout(frames: [frame], contentSize: size, isCropped: cropped, rule: r)
        case .cells(let columns, let side):
            try checkCollectionCount("template columns", columns, 1...UniformGrid.maximumLineCount)
            try checkCollectionLength("cell side", side)
            return CountTemplateLayout(frames: cellFrames(itemCount, columns, side), rule: r)
        case .centeredRows(let columns):
            try checkCollectionCount("template columns", columns, 1...UniformGrid.maximumLineCount)
            let frames = centeredFrames(itemCount, columns)
            return CountTemplateLayout(
                frames: frames, contentSize: LayoutSize(width: width, height: width), isCropped: false, rule: r)
        }
    }

    /// Square cells filled row by row. Every cell is exactly `side` wide and high (a
    /// frame's width is not recomputed from its two edges, which would round).
    private func cellFrames(_ count: Int, _ columns: Int, _ side: Double) -> [LayoutRect] {
        let pitch = side + spacing
        return (0..<count).map { i in
            LayoutRect(x: Double(i % columns) * pitch, y: Double(i / columns) * pitch, width: side, height: side)
        }
    }

    /// The avatar's rows: the incomplete row first, each centred, the block centred.
    private func centeredFrames(_ count: Int, _ columns: Int) -> [LayoutRect] {
        let side = max(0, (width - Double(columns + 1) * spacing) / Double(columns))
        let rows = (count + columns - 1) / columns
        let first = count - (rows - 1) * columns
        let pitch = side + spacing
        let blockHeight = Double(rows) * side + Double(rows - 1) * spacing
        let top = (width - blockHeight) / 2
        var frames: [LayoutRect] = []
        frames.reserveCapacity(count)
        for row in 0..<rows {
            let k = row == 0 ? first : columns
            let left = (width - (Double(k) * side + Double(k - 1) * spacing)) / 2
            for j in 0..<k {
                frames.append(LayoutRect(x: left + Double(j) * pitch, y: top + Double(row) * pitch, width: side, height: side))
            }
        }
        return frames
    }
}

/// A ``CountTemplate`` laid out for one item count.
public struct CountTemplateLayout: Hashable, Sendable {
    /// Every item's frame, in the block's coordinates (its top left is the origin).
    public let frames: [LayoutRect]
    /// The block the items actually occupy: for WeChat's 2x2 the 2x2 block's width,
    /// not the row's; for an avatar, its square.
    public let contentSize: LayoutSize
    /// Whether the single item is cropped to its frame (its aspect ratio was out of bounds).
    public let isCropped: Bool
    /// The index of the rule that decided, or nil for no items.
    public let rule: Int?

    init(frames: [LayoutRect], contentSize: LayoutSize, isCropped: Bool, rule: Int?) {
        self.frames = frames
        self.contentSize = contentSize
        self.isCropped = isCropped
        self.rule = rule
    }

    /// Cells: the content is the union of the frames.
    init(frames: [LayoutRect], rule: Int) {
        var size = LayoutSize.zero
        for f in frames {
            size.width = max(size.width, f.maxX)
            size.height = max(size.height, f.maxY)
        }
        self.init(frames: frames, contentSize: size, isCropped: false, rule: rule)
    }

    /// The frame of item `index`.
    ///
    /// - Throws: ``CollectionLayoutError/itemOutOfRange(_:itemCount:)`` outside `0 ..< frames.count`.
    public func frame(at index: Int) throws(CollectionLayoutError) -> LayoutRect {
        guard index >= 0, index < frames.count else {
            throw .itemOutOfRange(ItemPath(section: 0, item: index), itemCount: frames.count)
        }
        return frames[index]
    }

    /// The item under `point`, or nil.
    ///
    /// - Complexity: O(items): a template shows a handful.
    public func index(at point: LayoutPoint) -> Int? {
        frames.firstIndex { $0.contains(point) }
    }
}
