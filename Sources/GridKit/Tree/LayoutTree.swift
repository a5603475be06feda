// The layout tree: contiguous arrays indexed by node handle, no class instances.
// Styles are interned, so a million items that share a style store it once.

/// A handle to a node of a ``LayoutTree``.
@frozen public struct NodeID: Hashable, Sendable, Comparable {
    /// The node's index in the tree's arrays (nodes are numbered in the order added).
    public let index: Int32
    @inlinable init(_ index: Int32) { self.index = index }
    @inlinable init(_ index: Int) { self.index = Int32(truncatingIfNeeded: index) }
    /// Nodes order as they were added.
    public static func < (a: NodeID, b: NodeID) -> Bool { a.index < b.index }
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
}

/// How a leaf's content is sized.
public enum Measure: Sendable {
    /// Text in the Ahem test font at 10px (the layout document's text metric).
    case text(AhemText)
    /// A closure the caller supplies; it returns the content-box size.
    case custom(@Sendable (MeasureRequest) -> LayoutSize)
}

/// A tree of boxes to lay out.
///
///     var tree = LayoutTree()
///     let grid = tree.addNode(style: try BoxStyle(css: "display: grid; grid-template-columns: 1fr 2fr; width: 300px"))
///     tree.appendChild(tree.addNode(), to: grid)
///     tree.appendChild(tree.addText("Hello"), to: grid)
///     tree.computeLayout(root: grid)
///     tree.frame(of: grid)   // (0, 0, 300, 10)
///
/// Storage is a set of parallel arrays indexed by ``NodeID``: adding a node
/// appends to each, and layout walks them with indices.
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
    var lastChild: [Int32] = []
    var nextSibling: [Int32] = []
    var childCount: [Int32] = []
    var measureIndex: [Int32] = []
    var measures: [Measure] = []
    /// The border box of every node, relative to its parent's border box.
    var frames: [LayoutRect] = []
    /// Answers already computed for container nodes in the current layout pass.
    var layoutCache: [Int32: LayoutCacheEntry] = [:]
    /// The grid engine's caches and scratch (Grid/GridCaches.swift), opaque here.
    var gridCaches = GridCaches()
    /// Each grid container's final tracks, when ``recordsGridGeometry`` is on.
    var gridGeometries: [Int32: GridGeometry] = [:]
    /// Test-only switch: with it off, layout takes no fast path (plain items and
    /// leaves, shrink-to-fit shortcuts) and every box goes the general way. Tests lay
    /// out every fixture both ways and require the same frames.
    var usesFastPaths = true

    /// Whether layout keeps each grid container's final tracks for ``gridGeometry(of:)``
    /// (off by default: a million-row grid would keep a million tracks).
    public var recordsGridGeometry = false
    private var styleLookup: [BoxStyle: Int32] = [:]

    /// An empty tree.
    public init() {}

    /// How many nodes the tree holds.
    public var nodeCount: Int { styleIndex.count }

    /// Reserves room for `count` nodes.
    public mutating func reserveCapacity(_ count: Int) {
        forEachIndexArray { $0.reserveCapacity(count) }
        frames.reserveCapacity(count)
    }

    private mutating func forEachIndexArray(_ body: (inout [Int32]) -> Void) {
        body(&styleIndex)
        body(&parent)
        body(&firstChild)
        body(&lastChild)
        body(&nextSibling)
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
        plainBoxes.append(PlainBox(style: style, box: facts.fixedBox) ?? .none)
        styleLookup[style] = i
        return i
    }

    /// Registers a style with the tree, so that many nodes can share it without it
    /// being compared or hashed again for each (as a stylesheet class would be).
    ///
    ///     let card = tree.register(try BoxStyle(css: "height: 100px"))
    ///     for _ in 0..<100_000 { tree.appendChild(tree.addNode(style: card), to: grid) }
    public mutating func register(_ style: BoxStyle) -> StyleID { StyleID(index: intern(style)) }

    /// Adds a node with no parent yet.
    @discardableResult
    public mutating func addNode(style: BoxStyle = BoxStyle(), measure: Measure? = nil) -> NodeID {
        addNode(style: register(style), measure: measure)
    }

    /// Adds a node with a registered style.
    @discardableResult
    public mutating func addNode(style: StyleID, measure: Measure? = nil) -> NodeID {
        let id = NodeID(nodeCount)
        styleIndex.append(style.index < Int32(styles.count) && style.index >= 0 ? style.index : intern(BoxStyle()))
        parent.append(-1)
        firstChild.append(-1)
        lastChild.append(-1)
        nextSibling.append(-1)
        childCount.append(0)
        if let measure {
            measureIndex.append(Int32(measures.count))
            measures.append(measure)
        } else {
            measureIndex.append(-1)
        }
        frames.append(.zero)
        return id
    }

    /// Adds a leaf whose content is `text`, measured in the Ahem font at 10px.
    @discardableResult
    public mutating func addText(_ text: String, style: BoxStyle = BoxStyle()) -> NodeID {
        addNode(style: style, measure: .text(AhemText(text)))
    }

    /// Appends `child` to the children of `parent`. A node that already has a parent
    /// is left where it is (returns false).
    @discardableResult
    public mutating func appendChild(_ child: NodeID, to parent: NodeID) -> Bool {
        let c = Int(child.index)
        let p = Int(parent.index)
        guard c >= 0, c < nodeCount, p >= 0, p < nodeCount, c != p, self.parent[c] == -1 else { return false }
        self.parent[c] = parent.index
        if lastChild[p] >= 0 { nextSibling[Int(lastChild[p])] = child.index } else { firstChild[p] = child.index }
        lastChild[p] = child.index
        childCount[p] += 1
        return true
    }

    /// The style of `node`.
    public func style(of node: NodeID) -> BoxStyle { styles[Int(styleIndex[Int(node.index)])] }

    /// Replaces the style of `node`.
    public mutating func setStyle(_ style: BoxStyle, of node: NodeID) {
        styleIndex[Int(node.index)] = intern(style)
    }

    /// The children of `node`, in order.
    public func children(of node: NodeID) -> [NodeID] {
        var result: [NodeID] = []
        result.reserveCapacity(Int(childCount[Int(node.index)]))
        var c = firstChild[Int(node.index)]
        while c >= 0 {
            result.append(NodeID(c))
            c = nextSibling[Int(c)]
        }
        return result
    }

    /// The border box of `node` after ``computeLayout(root:available:)``: its origin is
    /// relative to the parent's border box (the root's is 0, 0).
    public func frame(of node: NodeID) -> LayoutRect { frames[Int(node.index)] }

    /// The full style of `node` (hot loops read `StyleFacts` instead).
    @inline(__always) func styleAt(_ node: Int32) -> BoxStyle { styles[Int(styleIndex[Int(node)])] }
}
