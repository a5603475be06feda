import Foundation
import Testing

@testable import GridKit

/// No sequence of public tree calls traps, and incremental layout is never wrong: a
/// seeded run of random edits (insert, remove, move, replace, restyle, content
/// changes, stale and foreign handles, would-be cycles), laid out every 100 edits,
/// must give the frames of a freshly built copy of the same tree, bit for bit, and
/// list as changed exactly the nodes whose frames changed. A refused edit must leave
/// the tree as it was.
///
/// `swift test` runs 10,000 edits per seed (a debug build); set GRIDKIT_LIVE_EDITS
/// (e.g. `GRIDKIT_LIVE_EDITS=100000 swift test -c release --filter RandomEditTests`)
/// for the full 100,000.
@Suite struct RandomEditTests {
    static var editCount: Int { ProcessInfo.processInfo.environment["GRIDKIT_LIVE_EDITS"].flatMap(Int.init) ?? 10_000 }

    /// The measure of context leaves: a box of area 20·c that narrows to c/2.
    static func measure(_ r: MeasureRequest, _ c: Double, _ node: NodeID) -> MeasureResult {
        let width: Double
        switch r.available.width {
        case _ where r.knownWidth != nil: width = r.knownWidth ?? 0
        case .minContent: width = c / 2
        case .maxContent: width = c
        case .definite(let a): width = min(c, max(c / 2, a))
        }
        let height = r.knownHeight ?? (20 * c / max(width, 1)).rounded()
        return MeasureResult(size: LayoutSize(width: width, height: height), baseline: 7)
    }

    struct Run {
        var g: FastPathSweepTests.Generator
        var tree = LayoutTree()
        var foreign: NodeID
        var root: NodeID
        var live: [NodeID] = []
        var stale: [NodeID] = []
        var refused = 0
        var cycles = 0

        init(seed: UInt64) throws {
            g = FastPathSweepTests.Generator(rng: SplitMix64(seed: seed))
            var other = LayoutTree()
            foreign = other.addNode()
            // Even seeds: fixed columns and an auto height, so appends take the append path.
            let rootCSS =
                seed % 2 == 0
                ? "display: grid; grid-template-columns: 60px 80px 50px; gap: 4px; padding: 2px"
                : "display: grid; width: 400px; grid-template-columns: repeat(3, 1fr); gap: 4px"
            root = tree.addNode(style: try BoxStyle(css: rootCSS))
            simpleItems = seed % 2 == 0
            live = [root]
        }

        mutating func index(_ n: Int) -> Int { Int.random(in: 0..<max(n, 1), using: &g.rng) }

        /// Even seeds: most new items take one auto-placed cell (so the root's append path
        /// is open until a restyle closes it).
        var simpleItems = false

        mutating func item() -> String {
            let css = g.item()
            guard simpleItems && index(10) != 0 else { return css }
            let placing = ["grid-column", "grid-row", "position: absolute", "display: none"]
            return css.components(separatedBy: "; ").filter { p in !placing.contains { p.contains($0) } }
                .joined(separator: "; ")
        }

        mutating func newNode() throws -> NodeID {
            switch index(6) {
            case 0: return tree.addText(g.pick(["HH", "H\u{200B}HHH", "HHHH\u{200B}H"]), style: try BoxStyle(css: item()))
            case 1: return tree.addLeaf(context: Double(10 * (1 + index(8))), style: try BoxStyle(css: item()))
            case 2: return tree.addNode(style: try BoxStyle(css: g.container()))
            default: return tree.addNode(style: try BoxStyle(css: item()))
            }
        }

        /// The structure and styles, to check that a refused edit changed nothing.
        func snapshot() -> [[Int32]] {
            [
                tree.parent, tree.firstChild, tree.nextSibling, tree.previousSibling, tree.childCount, tree.styleIndex,
                tree.generations.map { Int32(bitPattern: $0) },
            ]
        }

        /// Runs `edit`, which must throw `expected` (any error when nil) and change nothing.
        mutating func refused(_ expected: LayoutTreeError?, _ edit: (inout LayoutTree) throws(LayoutTreeError) -> Void) {
            let before = snapshot()
            do {
                try edit(&tree)
                Issue.record("an edit that should fail succeeded")
            } catch {
                if let expected { #expect(error == expected) }
            }
            #expect(snapshot() == before, "a refused edit changed the tree")
            refused += 1
        }

        mutating func subtree(_ n: NodeID) -> [NodeID] {
            var out = [n]
            var i = 0
            while i < out.count {
                out += tree.children(of: out[i])
                i += 1
            }
            return out
        }

        mutating func edit() throws {
            let any = live[index(live.count)]
            let other = live[index(live.count)]
            switch index(11) {
            case 0, 1:
                let n = try newNode()
                if any == root || index(3) == 0 {  // appends to the root, which may take the append path
                    try tree.appendChild(n, to: root)
                    live.append(n)
                    return
                }
                let count = tree.children(of: any).count
                let at = index(count + 3) - 1
                if at < 0 || at > count {
                    refused(.indexOutOfRange(index: at, count: count)) { t throws(LayoutTreeError) in try t.insertChild(n, at: at, of: any) }
                    try tree.appendChild(n, to: any)
                } else {
                    try tree.insertChild(n, at: at, of: any)
                }
                live.append(n)
            case 2:
                guard any != root else { return }
                let gone = subtree(any)
                try tree.removeNode(any)
                let set = Set(gone)
                live.removeAll { set.contains($0) }
                stale += gone
            case 3:
                guard any != root else { return }
                if subtree(any).contains(other) {
                    refused(.cycle(child: any, parent: other)) { t throws(LayoutTreeError) in try t.moveChild(any, to: other) }
                    cycles += 1
                } else {
                    let count = tree.children(of: other).count - (try tree.parent(of: any) == other ? 1 : 0)
                    try tree.moveChild(any, to: other, at: index(count + 1))
                }
            case 4: try tree.setStyle(try BoxStyle(css: index(4) == 0 ? g.container() : item()), of: any)
            case 5:
                if tree.context(of: any, as: Double.self) != nil {
                    try tree.setContext(Double(10 * (1 + index(8))), of: any)
                } else {
                    try tree.markDirty(any)
                }
            case 6:
                let bad = stale.isEmpty || index(3) == 0 ? foreign : stale[index(stale.count)]
                let why: LayoutTreeError = bad == foreign ? .nodeOfAnotherTree(bad) : .removedNode(bad)
                switch index(6) {
                case 0: refused(why) { t throws(LayoutTreeError) in try t.appendChild(bad, to: any) }
                case 1:
                    let moved = any == root ? bad : any
                    refused(why) { t throws(LayoutTreeError) in try t.moveChild(moved, to: bad) }
                case 2: refused(why) { t throws(LayoutTreeError) in try t.removeNode(bad) }
                case 3: refused(why) { t throws(LayoutTreeError) in try t.setStyle(BoxStyle(), of: bad) }
                case 4: refused(why) { t throws(LayoutTreeError) in try t.replaceChildren(of: any, with: [bad]) }
                default: refused(why) { t throws(LayoutTreeError) in _ = try t.parent(of: bad) }
                }
                #expect(tree.frame(of: bad) == .zero && tree.children(of: bad).isEmpty)
            case 7:
                // A would-be cycle made by appending an ancestor (detached first) or by
                // replacing a node's children with one of its ancestors.
                let chain = ancestors(of: any)
                guard let top = chain.last, top != any else { return }
                refused(.cycle(child: top, parent: any)) { t throws(LayoutTreeError) in try t.replaceChildren(of: any, with: [top]) }
                cycles += 1
            case 8:
                var kids = tree.children(of: any).filter { _ in index(4) != 0 }
                kids.shuffle(using: &g.rng)
                if let loose = live.first(where: { $0 != root && (try? tree.parent(of: $0)) == nil }),
                    !subtree(loose).contains(any)
                {
                    kids.append(loose)
                }
                try tree.replaceChildren(of: any, with: kids)
            case 9:
                if let p = try tree.parent(of: other) {
                    refused(.alreadyHasParent(other)) { t throws(LayoutTreeError) in try t.appendChild(other, to: p) }
                } else if other != root, !subtree(other).contains(any) {
                    try tree.appendChild(other, to: any)
                }
            default:
                refused(nil) { t throws(LayoutTreeError) in try t.replaceChildren(of: other, with: [any, any]) }
            }
        }

        func ancestors(of n: NodeID) -> [NodeID] {
            var out: [NodeID] = [n]
            while let p = try? tree.parent(of: out[out.count - 1]) { out.append(p) }
            return out
        }
    }

    /// A copy of the tree under `root`, built fresh: (copy, its root, original → copy).
    static func freshCopy(_ tree: LayoutTree, _ root: NodeID) throws -> (LayoutTree, NodeID, [(NodeID, NodeID)]) {
        var copy = LayoutTree()
        var pairs: [(NodeID, NodeID)] = []
        func add(_ n: NodeID) throws -> NodeID {
            let m = Int(tree.measureIndex[Int(n.index)])
            let c: NodeID
            if m < 0 {
                c = copy.addNode(style: tree.style(of: n))
            } else if case .context(let v) = tree.contents[m], let d = v as? Double {
                c = copy.addLeaf(context: d, style: tree.style(of: n))
            } else if case .measure(let measure) = tree.contents[m] {
                c = copy.addNode(style: tree.style(of: n), measure: measure)
            } else {
                c = copy.addNode(style: tree.style(of: n))
            }
            pairs.append((n, c))
            for child in tree.children(of: n) { try copy.appendChild(try add(child), to: c) }
            return c
        }
        let r = try add(root)
        return (copy, r, pairs)
    }

    /// Whether every node's children, walked forward, agree with their parent links,
    /// their count and the backward links (each child's previous sibling, and the
    /// first child's previous sibling being the last child).
    static func linksAreConsistent(_ tree: LayoutTree) -> Bool {
        for p in tree.parent.indices {
            var c = tree.firstChild[p]
            var previous: Int32 = -1
            var count: Int32 = 0
            while c >= 0 && count <= tree.childCount[p] {
                if tree.parent[Int(c)] != Int32(p) { return false }
                if previous >= 0 && tree.previousSibling[Int(c)] != previous { return false }
                previous = c
                count += 1
                c = tree.nextSibling[Int(c)]
            }
            if count != tree.childCount[p] || tree.lastChild(of: Int32(p)) != previous { return false }
        }
        return true
    }

    @Test(arguments: [UInt64(1), 2, 3, 4])
    func randomEditsLayOutAsAFreshTree(seed: UInt64) throws {
        var run = try Run(seed: seed)
        var available = AvailableSize(width: .definite(500), height: .maxContent)
        var frames: [NodeID: LayoutRect] = [:]
        var checks = 0
        for step in 1...Self.editCount {
            try run.edit()
            if seed % 2 == 0 && step % 5 == 0 && step % 100 != 0 {
                // Layouts between the checks, so that runs of appends meet the append path.
                run.tree.computeLayout(root: run.root, available: available, measure: Self.measure)
                for n in run.tree.changedNodes { frames[n] = run.tree.frame(of: n) }
            }
            guard step % 100 == 0 else { continue }
            if step % 700 == 0 { available.width = .definite(Double(300 + run.index(400))) }
            run.tree.computeLayout(root: run.root, available: available, measure: Self.measure)
            let (copy0, copyRoot, pairs) = try Self.freshCopy(run.tree, run.root)
            var copy = copy0
            copy.computeLayout(root: copyRoot, available: available, measure: Self.measure)
            // Changed: a frame other than the node's at the last layout that placed it
            // (a subtree detached and attached again may keep its frames).
            var expectedChanged = Set<NodeID>()
            for (n, c) in pairs {
                let f = run.tree.frame(of: n)
                #expect(f == copy.frame(of: c), "seed \(seed) step \(step): node \(n.index)")
                if frames[n] != f { expectedChanged.insert(n) }
                frames[n] = f
            }
            #expect(Self.linksAreConsistent(run.tree), "seed \(seed) step \(step): sibling links")
            let changed = run.tree.changedNodes
            #expect(
                Set(changed) == expectedChanged && changed.count == expectedChanged.count,
                "seed \(seed) step \(step): listed only \(Set(changed).subtracting(expectedChanged).map(\.index)), missing \(expectedChanged.subtracting(changed).map(\.index))")
            // Nothing changed since: the layout returns at once, asking nothing.
            var calls = 0
            run.tree.computeLayout(root: run.root, available: available) { (r, c: Double, n) in
                calls += 1
                return Self.measure(r, c, n)
            }
            #expect(calls == 0 && run.tree.changedNodes.isEmpty)
            checks += 1
        }
        #expect(checks == Self.editCount / 100)
        #expect(run.refused > Self.editCount / 20 && run.cycles > Self.editCount / 100 && !run.stale.isEmpty)
        if seed == 4 { #expect(run.tree.incremental.appendLayouts > 0, "the append path was taken") }
    }
}
