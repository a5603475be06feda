// The layout tree: contiguous arrays indexed by node slot, no class instances.
// Styles are interned, so a million items that share a style store it once. Editing
// (Tree/TreeEditing.swift) checks every handle; incremental layout
// (Tree/Incremental.swift) keeps answers across layouts; measuring with a caller's
// context (Tree/Measuring.swift).

/// A handle to a node of a ``LayoutTree``.
///
/// A handle names one node of one tree: it carries the tree's identity and the
/// generation of its slot, so a handle to a removed node, or to a node of another
/// tree, is refused (``LayoutTreeError``) rather than taken for another node. A copy
/// of a tree accepts the handles of the tree it was copied from.
public struct NodeID: Hashable, Sendable, Comparable {
    /// The node's slot in the tree's arrays (a removed node's slot is reused).
    public let index: Int32
    /// The slot's generation when the node was added.
    let generation: UInt32
    /// The identity of the tree that made the handle.
    let tree: UInt32
    init(_ index: Int32, generation: UInt32, tree: UInt32) {
        self.index = index
        self.generation = generation
        self.tree = tree
    }
    /// Handles order by slot, then generation.
    public static func < (a: NodeID, b: NodeID) -> Bool {
        (a.index, a.generation) < (b.index, b.generation)
    }
}

/// A style registered with a ``LayoutTree`` (``LayoutTree/register(_:)``).
public struct StyleID: Hashable, Sendable {
    let index: Int32
}

/// What a leaf asks of its measure function: the sizes the layout already fixed,
/// and the space it may fill, for its content box.
public struct MeasureRequest: Hashable, Sendable {
    /// The content-box width layout has fixed (stretched, or the leaf's own), if any.
    public var knownWidth: Double?
    /// The content-box height layout has fixed, if any.
    public var knownHeight: Double?
    /// The space the content may fill: definite, or a min-/max-content constraint.
    public var available: AvailableSize

    /// A request, as layout makes one (for testing a measure function).
    public init(knownWidth: Double? = nil, knownHeight: Double? = nil, available: AvailableSize) {
        self.knownWidth = knownWidth
        self.knownHeight = knownHeight
        self.available = available
    }
}

/// What a measure function answers: the content-box size, and the first baseline
/// from the top of the content box when the content has one.
public struct MeasureResult: Hashable, Sendable {
    /// The content-box size.
    public var size: LayoutSize
    /// The first baseline, from the top of the content box (nil: none; the box's
    /// bottom edge stands in, as CSS says).
    public var baseline: Double?

    /// An answer of `size`, with a baseline if the content has one.
    public init(size: LayoutSize, baseline: Double? = nil) {
        self.size = size
        self.baseline = baseline
    }
}

/// How a leaf's content is sized.
public enum Measure: Sendable {
    /// Text in the Ahem test font at 10px (the layout document's text metric).
    case text(AhemText)
    /// A closure the caller supplies; it returns the content-box size.
    case custom(@Sendable (MeasureRequest) -> LayoutSize)
}

/// What a leaf holds to be measured: a built-in measure, or the caller's context
/// value, measured by the function passed to
/// ``LayoutTree/computeLayout(root:available:measure:)``.
enum LeafContent: Sendable {
    case measure(Measure)
    case context(any Sendable)
}

/// A tree of boxes to lay out.
///
///     var tree = LayoutTree()
///     let grid = tree.addNode(style: try BoxStyle(css: "display: grid; grid-template-columns: 1fr 2fr; width: 300px"))
///     try tree.appendChild(tree.addNode(), to: grid)
///     try tree.appendChild(tree.addText("Hello"), to: grid)
///     tree.computeLayout(root: grid)
///     tree.frame(of: grid)   // (0, 0, 300, 10)
///
/// Storage is a set of parallel arrays indexed by node slot: adding a node
/// appends to each, and layout walks them with indices. Every call that takes a
/// ``NodeID`` checks it: mutations throw ``LayoutTreeError`` and leave the tree as it
/// was; queries answer as for an empty node. The tree remembers its layout: a
/// change marks the node and its ancestors, and the next layout re-enters only them.
public struct LayoutTree: Sendable {
    var styles: [BoxStyle] = []
    /// Per interned style, the values layout reads in its hot loops.
    var styleFacts: [StyleFacts] = []
    /// Per interned style, its plain box (``PlainBox/none`` when it has none), apart
    /// so the fast paths read a few numbers without copying the facts.
    var plainBoxes: [PlainBox] = []
    var styleIndex: [Int32] = []
    var parent: [Int32] = []
    var firstChild: [Int32] = []
    var nextSibling: [Int32] = []
    /// Per slot, its previous sibling; the first child's is the last child (no array of
    /// last children: most nodes are leaves).
    var previousSibling: [Int32] = []
    var childCount: [Int32] = []
    var measureIndex: [Int32] = []
    /// Per slot, its generation: bumped when the node is removed.
    var generations: [UInt32] = []
    /// Per slot, whether the node changed since the last layout of a root above it
    /// (Tree/Incremental.swift).
    var dirty: [Bool] = []
    /// Slots of removed nodes, for reuse.
    var freeSlots: [Int32] = []
    /// This tree's identity, carried by its handles.
    let identity: UInt32 = UInt32.random(in: 1...UInt32.max)
    var contents: [LeafContent] = []
    /// Per content, the measure answers already given (Tree/Measuring.swift).
    var measureAnswers: [MeasureAnswers] = []
    /// The caller's measure function, for the length of one layout call.
    var measureFunction: ErasedMeasure? = nil
    /// The border box of every node, relative to its parent's border box
    /// (``LayoutRect/unknown`` until a layout places it). Layout writes them through
    /// `setFrame` (Tree/Incremental.swift), which notes the ones that change.
    var frames: [LayoutRect] = []
    /// What incremental layout keeps between layouts (Tree/Incremental.swift).
    var incremental = IncrementalState()
    /// Answers computed for container nodes, kept across layouts until the node changes.
    var layoutCache: [Int32: LayoutCacheEntry] = [:]
    /// The grid engine's caches and scratch (Grid/GridCaches.swift), opaque here.
    var gridCaches = GridCaches()
    /// The `overflow: auto` scrollbars shown (Tree/AutoScrollbars.swift).
    var scrollbars = AutoScrollbars()
    /// Boxes being laid out at one height whose box takes another, the one their
    /// content-keyword min or max height gives: their absolutely positioned children's
    /// containing block (Box/SizeKeywords.swift). Empty outside such a layout.
    var keywordLimitedHeights: [Int32: Double] = [:]
    /// Subgrid contexts and extra margins (Grid/Subgrid.swift), opaque here.
    var subgrids = SubgridState()
    /// Whether some style registered is a subgrid (css-grid-2): until one is, grids
    /// take no subgrid step at all.
    var hasSubgridStyles = false
    /// Each grid container's final tracks, when ``recordsGridGeometry`` is on.
    var gridGeometries: [Int32: GridGeometry] = [:]
    /// Test-only switch: with it off, layout takes no fast path (plain items and
    /// leaves, shrink-to-fit shortcuts) and every box goes the general way. Tests lay
    /// out every fixture both ways and require the same frames.
    var usesFastPaths = true {
        didSet { invalidateLayout() }
    }

    /// Whether layout keeps each grid container's final tracks for ``gridGeometry(of:)``
    /// (off by default: a million-row grid would keep a million tracks). Turning it on
    /// makes the next layout a full one.
    public var recordsGridGeometry = false {
        didSet { if recordsGridGeometry != oldValue { invalidateLayout() } }
    }
    private var styleLookup: [BoxStyle: Int32] = [:]
    /// Whether some interned style asks for baseline alignment in the inline axis
    /// (`justify-self` or `justify-items` of `[first | last] baseline`): only then does
    /// a grid look for inline-axis baseline groups (css-grid-1 §10.6).
    private(set) var someStyleJustifiesByBaseline = false

    /// An empty tree.
    public init() {}

    /// How many nodes the tree holds (removed ones not counted).
    public var nodeCount: Int { styleIndex.count - freeSlots.count }

    /// Reserves room for `count` nodes.
    public mutating func reserveCapacity(_ count: Int) {
        forEachIndexArray { $0.reserveCapacity(count) }
        generations.reserveCapacity(count)
        dirty.reserveCapacity(count)
        frames.reserveCapacity(count)
    }

    private mutating func forEachIndexArray(_ body: (inout [Int32]) -> Void) {
        body(&styleIndex)
        body(&parent)
        body(&firstChild)
        body(&nextSibling)
        body(&previousSibling)
        body(&childCount)
        body(&measureIndex)
    }

    /// The index of `style` among the interned styles, adding it (and its facts) if new.
    private mutating func intern(_ style: BoxStyle) -> Int32 {
        if let last = styles.last, last == style { return Int32(styles.count - 1) }
        if let i = styleLookup[style] { return i }
        let i = Int32(styles.count)
        styles.append(style)
        let facts = StyleFacts(style)
        styleFacts.append(facts)
        if style.subgrids(.horizontal) || style.subgrids(.vertical) { hasSubgridStyles = true }
        plainBoxes.append(PlainBox(style: style, box: facts.fixedBox) ?? .none)
        styleLookup[style] = i
        if case .value(let j) = style.justifySelf, j.position == .baseline || j.position == .lastBaseline {
            someStyleJustifiesByBaseline = true
        }
        if style.justifyItems.position == .baseline || style.justifyItems.position == .lastBaseline {
            someStyleJustifiesByBaseline = true
        }
        return i
    }

    /// Registers a style with the tree, so that many nodes can share it without it
    /// being compared or hashed again for each (as a stylesheet class would be).
    ///
    ///     let card = tree.register(try BoxStyle(css: "height: 100px"))
    ///     for _ in 0..<100_000 { try tree.appendChild(tree.addNode(style: card), to: grid) }
    public mutating func register(_ style: BoxStyle) -> StyleID { StyleID(index: intern(style)) }

    /// Adds a node with no parent yet.
    @discardableResult
    public mutating func addNode(style: BoxStyle = BoxStyle(), measure: Measure? = nil) -> NodeID {
        addNode(style: register(style), content: measure.map { .measure($0) })
    }

    /// Adds a node with a registered style.
    @discardableResult
    public mutating func addNode(style: StyleID, measure: Measure? = nil) -> NodeID {
        addNode(style: style, content: measure.map { .measure($0) })
    }

    /// Adds a leaf whose content is `text`, measured in the Ahem font at 10px.
    @discardableResult
    public mutating func addText(_ text: String, style: BoxStyle = BoxStyle()) -> NodeID {
        addNode(style: style, measure: .text(AhemText(text)))
    }

    /// Adds a node with `content`, in a free slot if there is one.
    mutating func addNode(style: StyleID, content: LeafContent?) -> NodeID {
        let s = style.index < Int32(styles.count) && style.index >= 0 ? style.index : intern(BoxStyle())
        var m: Int32 = -1
        if let content {
            m = Int32(contents.count)
            contents.append(content)
            measureAnswers.append(MeasureAnswers())
        }
        if let slot = freeSlots.popLast() {
            let i = Int(slot)
            styleIndex[i] = s
            measureIndex[i] = m
            frames[i] = .unknown
            return NodeID(slot, generation: generations[i], tree: identity)
        }
        let index = Int32(styleIndex.count)
        styleIndex.append(s)
        parent.append(-1)
        firstChild.append(-1)
        nextSibling.append(-1)
        previousSibling.append(-1)
        childCount.append(0)
        measureIndex.append(m)
        generations.append(0)
        dirty.append(false)
        frames.append(.unknown)
        return NodeID(index, generation: 0, tree: identity)
    }

    /// The style of `node` (the default style for a handle this tree does not hold).
    public func style(of node: NodeID) -> BoxStyle {
        guard let i = slotIfValid(node) else { return BoxStyle() }
        return styles[Int(styleIndex[i])]
    }

    /// Replaces the style of `node`; the node and its ancestors are laid out again.
    ///
    /// - Throws: ``LayoutTreeError`` for a handle this tree does not hold.
    public mutating func setStyle(_ style: BoxStyle, of node: NodeID) throws(LayoutTreeError) {
        let i = try slot(node)
        let s = intern(style)
        guard s != styleIndex[i] else { return }
        styleIndex[i] = s
        markDirty(Int32(i))
    }

    /// The children of `node`, in order (none for a handle this tree does not hold).
    public func children(of node: NodeID) -> [NodeID] {
        guard let i = slotIfValid(node) else { return [] }
        var result: [NodeID] = []
        result.reserveCapacity(Int(childCount[i]))
        var c = firstChild[i]
        while c >= 0 {
            result.append(handle(c))
            c = nextSibling[Int(c)]
        }
        return result
    }

    /// The border box of `node` after ``computeLayout(root:available:)``: its origin is
    /// relative to the parent's border box (the root's is 0, 0). A handle this tree
    /// does not hold has a zero frame.
    public func frame(of node: NodeID) -> LayoutRect {
        guard let i = slotIfValid(node) else { return .zero }
        return frames[i].laidOut
    }

    /// The full style of `node` (hot loops read `StyleFacts` instead).
    @inline(__always) func styleAt(_ node: Int32) -> BoxStyle { styles[Int(styleIndex[Int(node)])] }

    /// The last child of `node` (-1: none): the first child's previous sibling.
    @inline(__always) func lastChild(of node: Int32) -> Int32 {
        let first = firstChild[Int(node)]
        return first >= 0 ? previousSibling[Int(first)] : -1
    }

    /// The handle of the live node in `slot`.
    @inline(__always) func handle(_ slot: Int32) -> NodeID {
        NodeID(slot, generation: generations[Int(slot)], tree: identity)
    }
}
