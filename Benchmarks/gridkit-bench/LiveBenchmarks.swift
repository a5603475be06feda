import GridKit

/// The dashboard of issue 11: cards in a four-column grid as wide as the space, each
/// card a small grid (an icon beside a title and a value) of three text leaves. With
/// `fixedLeaves`, the leaves are boxes of fixed size instead (the tree peers.py lays
/// out in Taffy, whose leaves it cannot measure with a Swift closure).
struct Dashboard {
    var tree = LayoutTree()
    var root: NodeID
    var leaves: [NodeID] = []

    static let rootCSS = "display: grid; width: 100%; grid-template-columns: repeat(4, 1fr); gap: 8px"
    static let cardCSS = "display: grid; grid-template-columns: auto 1fr; gap: 4px 8px; padding: 8px"

    init(cards: Int, fixedLeaves: Bool = false) {
        root = tree.addNode(style: (try? BoxStyle(css: Self.rootCSS)) ?? BoxStyle())
        tree.reserveCapacity(cards * 4 + 1)
        let card = tree.register((try? BoxStyle(css: Self.cardCSS)) ?? BoxStyle())
        let icon = tree.register((try? BoxStyle(css: "grid-row: span 2")) ?? BoxStyle())
        let text = tree.register(BoxStyle())
        let fixed = Self.fixedLeafStyles.map { tree.register((try? BoxStyle(css: $0)) ?? BoxStyle()) }
        for i in 0..<cards {
            let c = tree.addNode(style: card)
            try? tree.appendChild(c, to: root)
            for (k, words) in Self.texts(i).enumerated() {
                let leaf =
                    fixedLeaves
                    ? tree.addNode(style: fixed[k]) : tree.addLeaf(context: words, style: k == 0 ? icon : text)
                try? tree.appendChild(leaf, to: c)
                leaves.append(leaf)
            }
        }
    }

    /// The fixed-size leaves (peers.py builds the same).
    static let fixedLeafStyles = ["grid-row: span 2; width: 24px; height: 24px", "width: 120px; height: 16px", "width: 60px; height: 16px"]

    /// The words of card `i`'s icon, title and value.
    static func texts(_ i: Int) -> [String] {
        ["●", ["Revenue", "Active users", "Churn this month", "Open tickets"][i % 4], "\(i * 37 % 1000).\(i % 10) k"]
    }

    /// A text metric: 7px a character, 16px lines, breaks at spaces.
    static func measure(_ r: MeasureRequest, _ text: String, _ node: NodeID) -> MeasureResult {
        let words = text.split(separator: " ").map { Double($0.count) * 7 }
        let maxContent = words.reduce(0, +) + Double(max(words.count - 1, 0)) * 7
        let minContent = words.max() ?? 0
        var width: Double
        switch r.available.width {
        case .minContent: width = minContent
        case .maxContent: width = maxContent
        case .definite(let a): width = min(maxContent, max(minContent, a))
        }
        width = r.knownWidth ?? width
        var lines = 1.0
        var line = 0.0
        for w in words {
            if line > 0 && line + 7 + w > width + 1e-9 {
                lines += 1
                line = w
            } else {
                line += (line > 0 ? 7 : 0) + w
            }
        }
        return MeasureResult(size: LayoutSize(width: width, height: r.knownHeight ?? lines * 16), baseline: 12)
    }

    mutating func layout(width: Double) {
        tree.computeLayout(
            root: root, available: AvailableSize(width: .definite(width), height: .maxContent), measure: Self.measure)
    }
}

/// The lines of issue 11: relayouts after no change, one changed leaf and a new
/// width; appending to a million-item grid; measure calls per leaf.
func liveBenchmarks() {
    // An unchanged relayout of 100,000 nodes (case b's grid): it returns at once.
    var (tree, root) = CSSCase.b.build(items: 99_999)
    tree.computeLayout(root: root)
    report("relayout/unchanged/100000", medianNanoseconds(runs: 1001) { tree.computeLayout(root: root) }, "ns")

    var d = Dashboard(cards: 10_000)
    let full = medianNanoseconds(runs: 9) {
        d.tree.invalidateLayout()
        d.layout(width: 1000)
    }
    report("layout/dashboard-10000", full / 1000, "µs")
    var flip = false
    let leaf = d.leaves[3 * 5_000 + 1]
    let oneLeaf = medianNanoseconds(runs: 51) {
        flip.toggle()
        try? d.tree.setContext(flip ? "Revenue this quarter" : "Revenue", of: leaf)
        d.layout(width: 1000)
    }
    report("relayout/one-leaf/dashboard-10000", oneLeaf / 1000, "µs")
    report("relayout/one-leaf/dashboard-10000/of-full", oneLeaf / full * 100, "%")
    let width = medianNanoseconds(runs: 9) {
        flip.toggle()
        d.layout(width: flip ? 1200 : 1000)
    }
    report("relayout/width/dashboard-10000", width / 1000, "µs")
    fixedLeafDashboard()
    appendToMillionItemGrid()
    measureCalls()
}

/// The one-leaf relayout of the fixed-leaf dashboard, the tree peers.py gives Taffy.
func fixedLeafDashboard() {
    var d = Dashboard(cards: 10_000, fixedLeaves: true)
    let full = medianNanoseconds(runs: 9) {
        d.tree.invalidateLayout()
        d.layout(width: 1000)
    }
    report("layout/dashboard-10000/fixed-leaves", full / 1000, "µs")
    var wide = false
    let width = medianNanoseconds(runs: 9) {
        wide.toggle()
        d.layout(width: wide ? 1200 : 1000)
    }
    report("relayout/width/dashboard-10000/fixed-leaves", width / 1000, "µs")
    d.layout(width: 1000)
    let leaf = d.leaves[3 * 5_000 + 1]
    let styles = [(try? BoxStyle(css: "width: 120px; height: 16px")) ?? BoxStyle(), (try? BoxStyle(css: "width: 90px; height: 32px")) ?? BoxStyle()]
    var flip = false
    let t = medianNanoseconds(runs: 51) {
        flip.toggle()
        try? d.tree.setStyle(styles[flip ? 1 : 0], of: leaf)
        d.layout(width: 1000)
    }
    report("relayout/one-leaf/dashboard-10000/fixed-leaves", t / 1000, "µs")
}

/// Appending 100 items to a 1,000,000-item grid of fixed columns, and laying out again.
func appendToMillionItemGrid() {
    var (tree, root) = CSSCase.a.build(items: 1_000_000)
    tree.computeLayout(root: root)
    let item = tree.register((try? BoxStyle(css: "width: 80px; height: 100px")) ?? BoxStyle())
    let t = medianNanoseconds(runs: 21) {
        for _ in 0..<100 { try? tree.appendChild(tree.addNode(style: item), to: root) }
        tree.computeLayout(root: root)
    }
    report("append/100/grid-1000000", t / 1000, "µs")
}

/// Measure calls per leaf of the 1,000-card dashboard: its first layout, and a
/// relayout with nothing changed.
func measureCalls() {
    var d = Dashboard(cards: 1_000)
    var calls = 0
    func layout() {
        d.tree.computeLayout(root: d.root, available: AvailableSize(width: .definite(1000), height: .maxContent)) {
            (r: MeasureRequest, text: String, node: NodeID) in
            calls += 1
            return Dashboard.measure(r, text, node)
        }
    }
    layout()
    let leaves = Double(d.leaves.count)
    report("measure-calls/dashboard-1000/first", Double(calls) / leaves, "calls/leaf")
    calls = 0
    layout()
    report("measure-calls/dashboard-1000/relayout", Double(calls) / leaves, "calls/leaf")
}

/// Prints every node's frame of the fixed-leaf dashboard, in tree order (the root,
/// each card, then its leaves), `x y width height` a line, after a layout 1000 wide.
func printDashboardFrames(_ cards: Int) {
    var d = Dashboard(cards: cards, fixedLeaves: true)
    d.layout(width: 1000)
    var out = ""
    func visit(_ n: NodeID) {
        let f = d.tree.frame(of: n)
        out += "\(f.x) \(f.y) \(f.width) \(f.height)\n"
        for c in d.tree.children(of: n) { visit(c) }
    }
    visit(d.root)
    print(out, terminator: "")
}

/// Lays out a dashboard of `cards` cards, printing the measure requests of the first card.
func traceDashboard(_ cards: Int) {
    var d = Dashboard(cards: cards)
    let watched = Set(d.leaves.prefix(3))
    d.tree.computeLayout(root: d.root, available: AvailableSize(width: .definite(1000), height: .maxContent)) {
        (r: MeasureRequest, text: String, node: NodeID) in
        let out = Dashboard.measure(r, text, node)
        if watched.contains(node) { print(text, r, out.size) }
        return out
    }
    print("laid out \(cards) cards: root \(d.tree.frame(of: d.root))")
}

/// Full layouts of the fixed-leaf dashboard, `times` times (for perf).
func profileDashboard(_ cards: Int, _ times: Int) {
    var d = Dashboard(cards: cards, fixedLeaves: true)
    for _ in 0..<times {
        d.tree.invalidateLayout()
        d.layout(width: 1000)
    }
    print("laid out \(cards) cards \(times) times: root \(d.tree.frame(of: d.root))")
}

/// For callgrind: the 1,000-card dashboard laid out once, then `times` relayouts of
/// one kind (`one-leaf`: a leaf's text changed; `width`: the other width; `changes`:
/// as `width`, reading ``LayoutTree/changedNodes`` after each; `append`: 100 items
/// appended to case (a)'s grid of `cards` items). Instructions of `times` = k minus
/// those of `times` = 0, over k, are one relayout's.
func profileLive(_ kind: String, _ cards: Int, _ times: Int) {
    if kind == "append" {
        var (tree, root) = CSSCase.a.build(items: cards)
        tree.computeLayout(root: root)
        let item = tree.register((try? BoxStyle(css: "width: 80px; height: 100px")) ?? BoxStyle())
        for _ in 0..<times {
            for _ in 0..<100 { try? tree.appendChild(tree.addNode(style: item), to: root) }
            tree.computeLayout(root: root)
        }
        print("appended \(times) times: root \(tree.frame(of: root))")
        return
    }
    var d = Dashboard(cards: cards)
    d.layout(width: 1000)
    let leaf = d.leaves[3 * (cards / 2) + 1]
    var listed = 0
    for k in 0..<times {
        if kind == "one-leaf" {
            try? d.tree.setContext(k % 2 == 0 ? "Revenue this quarter" : "Revenue", of: leaf)
            d.layout(width: 1000)
        } else {
            d.layout(width: k % 2 == 0 ? 1200 : 1000)
        }
        if kind == "changes" { listed += d.tree.changedNodes.count }
    }
    print("\(kind) \(times) times: root \(d.tree.frame(of: d.root)), \(listed) listed")
}
