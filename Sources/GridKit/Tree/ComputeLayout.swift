// CSS 2 §10.3.7 shrink-to-fit (the root), §9.2 box generation — https://www.w3.org/TR/CSS2/visudet.html
// The entry point and the per-node dispatch: grid containers, block containers and
// leaves. Each layout function is a mutating method of the tree, which holds the
// frames it writes; nothing else is shared.

extension LayoutTree {
    /// Lays out the tree under `root` in the space `available` and stores every
    /// node's frame (read them with ``frame(of:)``).
    ///
    /// The root is laid out as an absolutely positioned box would be: an auto width
    /// shrinks to fit a definite available width; percentages resolve against a
    /// definite available size.
    ///
    /// - Complexity: linear in the number of nodes for grids whose items are leaves.
    public mutating func computeLayout(root: NodeID, available: AvailableSize = .maxContent) {
        let r = root.index
        guard Int(r) < nodeCount, r >= 0 else { return }
        layoutCache.removeAll(keepingCapacity: true)
        gridGeometries.removeAll()
        defer { gridCaches.endPass() }
        let style = styleAt(r)
        let parentSize = OptionalSize(width: available.width.value, height: available.height.value)
        let box = style.resolveBox(parent: parentSize)
        let margin = box.marginOrZero
        var width = box.size.width.map { box.clamp($0, .horizontal) }
        let height = box.size.height.map { box.clamp($0, .vertical) }
        if style.display != .none, width == nil {
            func measure(_ space: AvailableSpace) -> Double {
                layoutNode(
                    r,
                    LayoutInput(
                        knownSize: OptionalSize(width: nil, height: height), parentSize: parentSize,
                        available: AvailableSize(width: space, height: available.height),
                        mode: .computeSize, widthOnly: true)
                ).size.width
            }
            // Shrink to fit: min(max-content, max(min-content, space)); then a layout with
            // that width, as a browser lays out an absolutely positioned box.
            switch available.width {
            case .definite(let a):
                let minContent = measure(.minContent)
                let maxContent = measure(.maxContent)
                width = min(maxContent, max(minContent, a - margin.horizontal))
            case .minContent: width = measure(.minContent)
            case .maxContent: width = measure(.maxContent)
            }
            width = width.map { max(box.clamp($0, .horizontal), box.paddingBorder.width) }
        }
        let out = layoutNode(
            r,
            LayoutInput(
                knownSize: OptionalSize(width: width, height: height), parentSize: parentSize,
                available: available, mode: .performLayout))
        // The root's border box is the origin of the layout's coordinates (the layout
        // document's "root at 0,0"); its margins take their room only in its sizing.
        frames[Int(r)] = LayoutRect(x: 0, y: 0, width: out.size.width, height: out.size.height)
    }

    /// Lays out one node: its size, and with `.performLayout` its descendants' frames.
    mutating func layoutNode(_ node: Int32, _ input: LayoutInput) -> LayoutOutput {
        let display = styleFacts[Int(styleIndex[Int(node)])].display
        if display == .none {
            if input.mode == .performLayout { hideSubtree(node) }
            return .zero
        }
        let isContainer = childCount[Int(node)] > 0
        if display == .grid || display == .gridLanes || (isContainer && display == .block) {
            // Containers are worth caching: intrinsic sizing asks them the same question more
            // than once. Only sizes are answered from the cache: a full layout always runs,
            // so the frames below are those of the last layout.
            let key = LayoutCacheKey(input)
            if input.mode == .computeSize, let hit = layoutCache[node]?.lookup(key) { return hit }
            let out =
                display == .grid
                ? layoutGrid(node, input) : display == .gridLanes ? layoutGridLanes(node, input) : layoutBlock(node, input)
            layoutCache[node, default: LayoutCacheEntry()].store(key, out)
            return out
        }
        return layoutLeaf(node, input)
    }

    /// Zero frames for a `display: none` subtree.
    mutating func hideSubtree(_ node: Int32) {
        var c = firstChild[Int(node)]
        while c >= 0 {
            frames[Int(c)] = .zero
            hideSubtree(c)
            c = nextSibling[Int(c)]
        }
    }

    /// A box with no children: its size from its style, else from its measure function.
    mutating func layoutLeaf(_ node: Int32, _ input: LayoutInput) -> LayoutOutput {
        // An empty box with plain sizes needs no measuring: known, own or empty size.
        let si = Int(styleIndex[Int(node)])
        if measureIndex[Int(node)] < 0, styleFacts[si].hasPlainBox, usesFastPaths {
            let p = plainBoxes[si]
            return LayoutOutput(
                size: LayoutSize(
                    width: input.knownSize.width ?? p.width ?? p.emptyWidth,
                    height: input.knownSize.height ?? p.height ?? p.emptyHeight), firstBaseline: nil)
        }
        let box = self.box(node, input.parentSize)
        let known = box.knownSize(given: input.knownSize)
        let pb = box.paddingBorder
        let inset = box.inset
        let mIndex = measureIndex[Int(node)]
        var baseline: Double? = nil
        var content = LayoutSize.zero
        if mIndex >= 0 && (known.width == nil || known.height == nil || input.mode == .performLayout) {
            let margin = box.marginOrZero
            func avail(_ a: AvailableSpace, _ m: Double, _ p: Double) -> AvailableSpace { a.shrunk(by: m + p) }
            let knownContent = box.innerSize(known)
            let request = MeasureRequest(
                knownWidth: knownContent.width, knownHeight: knownContent.height,
                available: AvailableSize(
                    width: avail(input.available.width, margin.horizontal, inset.width),
                    height: avail(input.available.height, margin.vertical, inset.height)))
            switch measures[Int(mIndex)] {
            case .text(let text):
                content = text.measure(request)
                if !text.runs.isEmpty { baseline = box.border.top + box.padding.top + AhemText.baseline }
            case .custom(let f):
                content = f(request)
            }
        }
        var width = known.width ?? box.clamp(content.width + inset.width, .horizontal)
        width = max(width, pb.width)
        var height: Double
        if let h = known.height {
            height = h
        } else if let ratio = box.ratio, known.width == nil {
            // The width came from content: the ratio gives the height.
            height = box.clamp(ratio.height(fromWidth: width), .vertical)
        } else {
            height = box.clamp(content.height + inset.height, .vertical)
        }
        height = max(height, pb.height)
        width = max(width, 0)
        return LayoutOutput(size: LayoutSize(width: width, height: height), firstBaseline: baseline)
    }
}

/// The question a layout call asks, for the cache.
struct LayoutCacheKey: Hashable {
    var knownWidth: Double, knownHeight: Double  // NaN: unknown
    var availableWidth: Double, availableHeight: Double  // -inf: min-content, +inf: max-content
    var parentWidth: Double, parentHeight: Double
    var widthOnly: Bool
    var needsBaseline: Bool

    /// The key of `input`: unknown sizes as NaN, constraints as infinities.
    init(_ input: LayoutInput) {
        func encode(_ a: AvailableSpace) -> Double {
            switch a {
            case .definite(let v): v
            case .minContent: -.infinity
            case .maxContent: .infinity
            }
        }
        knownWidth = input.knownSize.width ?? .nan
        knownHeight = input.knownSize.height ?? .nan
        availableWidth = encode(input.available.width)
        availableHeight = encode(input.available.height)
        parentWidth = input.parentSize.width ?? .nan
        parentHeight = input.parentSize.height ?? .nan
        widthOnly = input.widthOnly
        needsBaseline = input.needsBaseline
    }

    /// Bitwise equality, so NaN (unknown) matches NaN.
    func same(_ o: LayoutCacheKey) -> Bool {
        knownWidth.bitPattern == o.knownWidth.bitPattern && knownHeight.bitPattern == o.knownHeight.bitPattern
            && availableWidth.bitPattern == o.availableWidth.bitPattern
            && availableHeight.bitPattern == o.availableHeight.bitPattern
            && parentWidth.bitPattern == o.parentWidth.bitPattern && parentHeight.bitPattern == o.parentHeight.bitPattern
            && widthOnly == o.widthOnly && needsBaseline == o.needsBaseline
    }
}

/// A few remembered answers for one container node, within one layout pass.
struct LayoutCacheEntry {
    private var keys: [LayoutCacheKey] = []
    private var outputs: [LayoutOutput] = []
    static let capacity = 8

    /// The answer stored for `key`, if any.
    func lookup(_ key: LayoutCacheKey) -> LayoutOutput? {
        for i in keys.indices where keys[i].same(key) { return outputs[i] }
        return nil
    }

    /// Keeps `out` for `key`, forgetting the oldest answer past the capacity.
    mutating func store(_ key: LayoutCacheKey, _ out: LayoutOutput) {
        if lookup(key) != nil { return }
        if keys.count >= Self.capacity {
            keys.removeFirst()
            outputs.removeFirst()
        }
        keys.append(key)
        outputs.append(out)
    }
}
