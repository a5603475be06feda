import GridKit

/// The three grids of the speed issue, as layout trees.
enum CSSCase: String, CaseIterable {
    /// `repeat(3, 80px)`, gap 10px, items 80x100.
    case a
    /// `repeat(auto-fill, minmax(80px, 1fr))`, gap 10px, 1000px wide, items 100px high.
    case b
    /// Twelve mixed tracks in 1400px, items spanning 1,2,1,3,1,1,2,4,1,2,1 columns, every fifth 40px wide.
    case c

    func build(items n: Int) -> (LayoutTree, NodeID) {
        var tree = LayoutTree()
        tree.reserveCapacity(n + 1)
        let rootCSS: String =
            switch self {
            case .a: "display: grid; grid-template-columns: repeat(3, 80px); gap: 10px"
            case .b: "display: grid; grid-template-columns: repeat(auto-fill, minmax(80px, 1fr)); gap: 10px; width: 1000px"
            case .c:
                "display: grid; gap: 10px; width: 1400px; grid-template-columns: 100px 1fr auto minmax(50px, 2fr) 80px 1fr auto minmax(60px, 1fr) 120px 2fr auto minmax(40px, 1fr)"
            }
        let root = tree.addNode(style: (try? BoxStyle(css: rootCSS)) ?? BoxStyle())
        let spans = [1, 2, 1, 3, 1, 1, 2, 4, 1, 2, 1]
        // Styles registered once, as a stylesheet's classes: building costs no parsing
        // or hashing per item.
        var styles: [StyleID] = []
        switch self {
        case .a: styles = [tree.register((try? BoxStyle(css: "width: 80px; height: 100px")) ?? BoxStyle())]
        case .b: styles = [tree.register((try? BoxStyle(css: "height: 100px")) ?? BoxStyle())]
        case .c:
            for narrow in [false, true] {
                for s in 1...4 {
                    styles.append(
                        tree.register(
                            (try? BoxStyle(css: "height: 100px; grid-column: span \(s)" + (narrow ? "; width: 40px" : "")))
                                ?? BoxStyle()))
                }
            }
        }
        for i in 0..<n {
            let style: StyleID =
                switch self {
                case .a, .b: styles[0]
                case .c: styles[(i % 5 == 4 ? 4 : 0) + spans[i % spans.count] - 1]
                }
            try? tree.appendChild(tree.addNode(style: style), to: root)
        }
        return (tree, root)
    }
}

/// Lays every case out at each size; prints ns per item, build time and memory per node.
///
/// The sizes of a case are timed in rounds, each round timing every size once (a
/// median of a few layouts for the small ones): this shared machine's speed drifts
/// by tens of percent from one second to the next, and interleaving makes the
/// drift fall on every size alike, so the ratio between sizes means something. The
/// figure is the median over the rounds.
func cssGridBenchmarks(sizes: [Int], rounds: Int = 9) {
    for c in CSSCase.allCases {
        var trees: [(n: Int, tree: LayoutTree, root: NodeID)] = []
        let clock = ContinuousClock()
        for n in sizes {
            var built: (LayoutTree, NodeID)? = nil
            let buildTime = clock.measure { built = c.build(items: n) }
            guard let (tree, root) = built else { continue }
            trees.append((n, tree, root))
            report("\(c.rawValue)/\(n)/build", nanoseconds(buildTime) / Double(n), "ns/item")
        }
        var samples = [[Double]](repeating: [], count: trees.count)
        for _ in 0..<rounds {
            for k in trees.indices {
                let n = trees[k].n
                // About a millisecond or more of layouts per sample.
                let runs = max(1, min(101, 2_000_000 / (n * 20) | 1))
                // A full layout each time: the tree would otherwise answer from its kept layout.
                let t = medianNanoseconds(runs: runs) {
                    trees[k].tree.invalidateLayout()
                    trees[k].tree.computeLayout(root: trees[k].root)
                }
                samples[k].append(t / Double(n))
            }
        }
        for k in trees.indices {
            let n = trees[k].n
            if c == .a && !checkClosedForm(trees[k].tree, trees[k].root, n) {
                print("\(c.rawValue)/\(n): WRONG LAYOUT")
                continue
            }
            report("\(c.rawValue)/\(n)", samples[k].sorted()[samples[k].count / 2], "ns/item")
        }
        trees.removeAll()
    }
}

/// Case (a) against the closed form: item i at ((i % 3) * 90, (i / 3) * 110), 80x100.
func checkClosedForm(_ tree: LayoutTree, _ root: NodeID, _ n: Int) -> Bool {
    let children = tree.children(of: root)
    guard children.count == n else { return false }
    for (i, child) in children.enumerated() {
        let f = tree.frame(of: child)
        if f != LayoutRect(x: Double(i % 3) * 90, y: Double(i / 3) * 110, width: 80, height: 100) { return false }
    }
    return tree.frame(of: root).size == LayoutSize(width: 260, height: Double((n + 2) / 3) * 110 - 10)
}

/// Prints the root's frame and then every item's, `x y width height` a line, for one
/// layout of `c` with `n` items: what `tools/bench/peers.py` checks a peer against.
func printFrames(_ c: CSSCase, _ n: Int) {
    var (tree, root) = c.build(items: n)
    tree.computeLayout(root: root)
    var out = ""
    out.reserveCapacity(32 * (n + 1))
    for node in [root] + tree.children(of: root) {
        let f = tree.frame(of: node)
        out += "\(f.x) \(f.y) \(f.width) \(f.height)\n"
    }
    print(out, terminator: "")
}
