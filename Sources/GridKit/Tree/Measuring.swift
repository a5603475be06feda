// Measuring leaves: the built-in measures (Ahem text, a stored closure) and leaves
// that carry a context value of the caller's type, measured by a function passed to
// `computeLayout` (non-escaping, not `@Sendable`: it runs on the caller's actor). Each
// leaf keeps the answers it was given, keyed by the request, until its content is
// marked changed, so no question is asked twice, in one layout or across layouts.

/// A few answers a leaf's measure gave, by request.
struct MeasureAnswers: Sendable {
    private var requests: [MeasureRequest] = []
    private var results: [MeasureResult] = []
    static let capacity = 6

    /// The answer to `request`: one given for it, or one it implies, by Taffy's cache
    /// rule (taffy src/tree/cache.rs): each size is the one asked, or is known now and
    /// equals the size that answer gave; the space matters only for a size not known.
    /// (A measure is taken to be consistent: asked again with the width it gave,
    /// it gives the same height.) With both sizes known, an answer at that width.
    func answer(_ request: MeasureRequest) -> MeasureResult? {
        for i in requests.indices {
            let (r, size) = (requests[i], results[i].size)
            // Both sizes known: only the baseline is wanted, and a box made taller (stretched)
            // keeps its content's first baseline, so any answer at that width will do.
            let heightKnownAnyway = request.knownWidth != nil && request.knownHeight != nil
            guard request.knownWidth == r.knownWidth || request.knownWidth == size.width,
                heightKnownAnyway || request.knownHeight == r.knownHeight || request.knownHeight == size.height,
                request.knownWidth != nil || request.available.width == r.available.width,
                request.knownHeight != nil || request.available.height == r.available.height
            else { continue }
            return MeasureResult(
                size: LayoutSize(width: request.knownWidth ?? size.width, height: request.knownHeight ?? size.height),
                baseline: results[i].baseline)
        }
        return nil
    }

    /// Keeps `result` for `request`, forgetting the oldest past the capacity.
    mutating func keep(_ result: MeasureResult, for request: MeasureRequest) {
        if requests.count >= Self.capacity {
            requests.removeFirst()
            results.removeFirst()
        }
        requests.append(request)
        results.append(result)
    }
}

/// The caller's measure function for one layout, type-erased. It is set only for
/// the length of a `computeLayout` call (which holds the tree exclusively) and
/// cleared before it returns, so the tree is never shared while it holds it.
struct ErasedMeasure: @unchecked Sendable {
    let call: (MeasureRequest, NodeID, any Sendable) -> MeasureResult
}

extension LayoutTree {
    /// Adds a leaf carrying `context`, measured by the function given to
    /// ``computeLayout(root:available:measure:)`` (a layout without one gives it no
    /// content).
    ///
    ///     let title = tree.addLeaf(context: "Revenue", style: titleStyle)
    ///     tree.computeLayout(root: root, available: space) { request, text, node in
    ///         MeasureResult(size: font.size(of: text, in: request), baseline: font.ascent)
    ///     }
    @discardableResult
    public mutating func addLeaf<Context: Sendable>(context: Context, style: StyleID) -> NodeID {
        addNode(style: style, content: .context(context))
    }

    /// Adds a leaf carrying `context` with a style given in full.
    @discardableResult
    public mutating func addLeaf<Context: Sendable>(context: Context, style: BoxStyle = BoxStyle()) -> NodeID {
        addNode(style: register(style), content: .context(context))
    }

    /// The context of leaf `node`, if it carries one of type `Context`.
    public func context<Context>(of node: NodeID, as type: Context.Type = Context.self) -> Context? {
        guard let i = slotIfValid(node), measureIndex[i] >= 0,
            case .context(let value) = contents[Int(measureIndex[i])]
        else { return nil }
        return value as? Context
    }

    /// Gives leaf `node` a new context; it is measured again by the next layout.
    ///
    /// - Throws: ``LayoutTreeError`` for a handle this tree does not hold.
    public mutating func setContext<Context: Sendable>(_ context: Context, of node: NodeID) throws(LayoutTreeError) {
        let i = try slot(node)
        if measureIndex[i] >= 0 {
            contents[Int(measureIndex[i])] = .context(context)
        } else {
            measureIndex[i] = Int32(contents.count)
            contents.append(.context(context))
            measureAnswers.append(MeasureAnswers())
        }
        try markDirty(node)
    }

    /// Lays out the tree under `root` as ``computeLayout(root:available:)`` does,
    /// measuring leaves that carry a context of type `Context` with `measure`; text
    /// leaves keep the built-in metric.
    ///
    /// `measure` is called on the caller's actor, during this call only; it is asked
    /// each distinct question about a leaf once: answers are kept until the leaf is
    /// marked (``markDirty(_:)``, ``setContext(_:of:)``) or ``invalidateLayout()``.
    ///
    /// - Parameters:
    ///   - root: the node laid out as the root (its border box at 0,0).
    ///   - available: the space offered to the root in each axis.
    ///   - measure: the content-box size (and baseline) of a leaf, given the request,
    ///     the leaf's context and its handle.
    public mutating func computeLayout<Context>(
        root: NodeID, available: AvailableSize = .maxContent,
        measure: (MeasureRequest, Context, NodeID) -> MeasureResult
    ) {
        let erased: (MeasureRequest, NodeID, any Sendable) -> MeasureResult = { request, node, value in
            guard let context = value as? Context else { return MeasureResult(size: .zero) }
            return measure(request, context, node)
        }
        withoutActuallyEscaping(erased) { escapable in
            measureFunction = ErasedMeasure(call: escapable)
            computeLayout(root: root, available: available)
            measureFunction = nil
        }
    }

    /// The content of leaf `node` for `request`: a kept answer, or its measure's.
    mutating func measureContent(_ node: Int32, _ m: Int, _ request: MeasureRequest, _ box: ResolvedBox) -> MeasureResult {
        if let kept = measureAnswers[m].answer(request) { return kept }
        var result: MeasureResult
        switch contents[m] {
        case .measure(.text(let text)):
            result = MeasureResult(size: text.measure(request), baseline: text.runs.isEmpty ? nil : AhemText.baseline)
        case .measure(.custom(let f)):
            result = MeasureResult(size: f(request))
        case .context(let value):
            guard let f = measureFunction else { return MeasureResult(size: .zero) }
            result = f.call(request, handle(node), value)
        }
        measureAnswers[m].keep(result, for: request)
        return result
    }
}
