import Testing

@testable import GridKit

/// The fast paths (PlainItems.swift, ShrinkToFit.swift, the plain-leaf shortcut) are
/// shortcuts, never a second algorithm: seeded random grids, laid out with
/// `usesFastPaths` on and off, give the same frames bit for bit. The generator mixes
/// plain items with every reason an item is not plain (text, children, percentages,
/// ratios, auto margins, relative offsets, scrollbars), and every kind of track.
/// (Every browser fixture is laid out both ways in FastPathAgreementTests.)
@Suite struct FastPathSweepTests {
    struct Generator {
        var rng: SplitMix64

        mutating func pick<T>(_ options: [T]) -> T { options[Int.random(in: 0..<options.count, using: &rng)] }
        mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < p }
        mutating func px(_ range: ClosedRange<Int>) -> String { "\(Int.random(in: range, using: &rng))px" }

        mutating func track() -> String {
            pick([
                px(0...60), "auto", "1fr", "2fr", "min-content", "max-content", "minmax(\(px(0...30)), 1fr)",
                "minmax(auto, \(px(10...50)))", "fit-content(\(px(10...60)))", "\(Int.random(in: 5...40, using: &rng))%",
                "minmax(min-content, max-content)", "minmax(\(px(10...40)), auto)",
            ])
        }

        mutating func container() -> String {
            var css = "display: grid"
            let columns = (0..<Int.random(in: 1...5, using: &rng)).map { _ in track() }.joined(separator: " ")
            css += "; grid-template-columns: " + (chance(0.15) ? "repeat(auto-fill, \(px(20...60)))" : columns)
            if chance(0.5) {
                css +=
                    "; grid-template-rows: "
                    + (0..<Int.random(in: 1...3, using: &rng)).map { _ in track() }.joined(separator: " ")
            }
            if chance(0.5) { css += "; grid-auto-rows: \(track())" }
            if chance(0.3) { css += "; grid-auto-flow: \(pick(["row dense", "column", "column dense"]))" }
            if chance(0.5) { css += "; gap: \(px(0...12)) \(px(0...12))" }
            if chance(0.4) { css += "; width: \(pick([px(100...400), "auto"]))" }
            if chance(0.3) { css += "; height: \(px(80...300))" }
            if chance(0.3) { css += "; justify-content: \(pick(["center", "end", "space-between", "space-evenly", "stretch"]))" }
            if chance(0.3) { css += "; align-content: \(pick(["center", "end", "space-around", "stretch"]))" }
            if chance(0.3) { css += "; justify-items: \(pick(["start", "center", "end", "stretch"]))" }
            if chance(0.3) { css += "; align-items: \(pick(["start", "center", "end", "baseline", "stretch"]))" }
            if chance(0.3) { css += "; padding: \(px(0...10)); border: \(px(0...4)) solid" }
            if chance(0.1) { css += "; direction: rtl" }
            return css
        }

        mutating func item() -> String {
            var parts: [String] = []
            if chance(0.4) {
                parts.append("width: \(pick([px(0...80), "auto", "\(Int.random(in: 10...90, using: &rng))%", "min-content"]))")
            }
            if chance(0.4) { parts.append("height: \(pick([px(0...80), "auto", "fit-content"]))") }
            if chance(0.2) { parts.append("min-width: \(px(0...50))") }
            if chance(0.2) { parts.append("max-height: \(px(10...60))") }
            if chance(0.2) { parts.append("min-height: \(pick([px(0...40), "min-content"]))") }
            if chance(0.3) { parts.append("margin: \(px(0...8)) \(pick([px(0...8), "auto"]))") }
            if chance(0.3) { parts.append("padding: \(px(0...6))") }
            if chance(0.2) { parts.append("border: \(px(0...3)) solid") }
            if chance(0.3) { parts.append("grid-column: span \(Int.random(in: 1...3, using: &rng))") }
            if chance(0.2) {
                parts.append("grid-row: \(Int.random(in: 1...3, using: &rng)) / span \(Int.random(in: 1...2, using: &rng))")
            }
            if chance(0.2) { parts.append("justify-self: \(pick(["start", "center", "end", "stretch"]))") }
            if chance(0.2) { parts.append("align-self: \(pick(["start", "center", "end", "baseline", "stretch"]))") }
            if chance(0.1) { parts.append("aspect-ratio: \(Int.random(in: 1...3, using: &rng)) / 2") }
            if chance(0.1) { parts.append("position: relative; left: \(px(0...10))") }
            if chance(0.05) { parts.append("position: absolute; top: \(px(0...20)); grid-column: 1 / 3") }
            if chance(0.05) { parts.append("overflow: scroll") }
            if chance(0.05) { parts.append("display: none") }
            if chance(0.05) { parts.append("box-sizing: content-box") }
            return parts.joined(separator: "; ")
        }
    }

    /// A random grid of up to 40 items (some text, some nested grids); returns the tree and root.
    static func randomTree(seed: UInt64) throws -> (LayoutTree, NodeID, AvailableSize) {
        var g = Generator(rng: SplitMix64(seed: seed))
        var tree = LayoutTree()
        let root = tree.addNode(style: try BoxStyle(css: g.container()))
        for _ in 0..<Int.random(in: 0...40, using: &g.rng) {
            let style = try BoxStyle(css: g.item())
            let node: NodeID
            switch Int.random(in: 0..<10, using: &g.rng) {
            case 0: node = tree.addText(g.pick(["HH", "H HHH", "HHHH\u{200B}H", "H H H H"]), style: style)
            case 1:
                var nested = style
                nested.display = .grid
                nested.gridTemplateColumns = try BoxStyle(css: "grid-template-columns: \(g.track()) \(g.track())")
                    .gridTemplateColumns
                node = tree.addNode(style: nested)
                for _ in 0..<Int.random(in: 1...3, using: &g.rng) {
                    try tree.appendChild(tree.addNode(style: try BoxStyle(css: g.item())), to: node)
                }
            default: node = tree.addNode(style: style)
            }
            try tree.appendChild(node, to: root)
        }
        let available: AvailableSize =
            switch Int.random(in: 0..<4, using: &g.rng) {
            case 0: AvailableSize(width: .definite(Double(Int.random(in: 50...500, using: &g.rng))), height: .maxContent)
            case 1: AvailableSize(width: .minContent, height: .maxContent)
            case 2: AvailableSize(width: .definite(300), height: .definite(200))
            default: .maxContent
            }
        return (tree, root, available)
    }

    @Test(arguments: Array(UInt64(1)...300))
    func sameFramesWithoutFastPaths(seed: UInt64) throws {
        let (tree, root, available) = try Self.randomTree(seed: seed)
        var fast = tree
        fast.computeLayout(root: root, available: available)
        var general = tree
        general.usesFastPaths = false
        general.computeLayout(root: root, available: available)
        for i in 0..<tree.nodeCount {
            let node = tree.handle(Int32(i))
            #expect(fast.frame(of: node) == general.frame(of: node), "seed \(seed), node \(i)")
        }
    }

    /// The sweep reaches the fast path: some seeds have plain items, and the switch
    /// turns them into general ones (otherwise the comparison above proves nothing).
    @Test func sweepHasPlainItemsAndTheSwitchRemovesThem() throws {
        var plainOn = 0
        var plainOff = 0
        for seed in UInt64(1)...50 {
            let (tree, root, _) = try Self.randomTree(seed: seed)
            for on in [true, false] {
                var t = tree
                t.usesFastPaths = on
                var items = GridItems()
                let children = t.children(of: root).map(\.index)
                let placed = children.map { _ in
                    ItemPlacement(column: (0, 1), row: (0, 1))
                }
                var columns = AxisTracks.empty
                columns.tracks = [.gutter(0), GridTrack(.auto), .gutter(0)]
                columns.kindCounts = TrackKindCounts(columns.tracks)
                let summary = t.makeItems(
                    &items, children: children, placed: placed, columns: columns, rows: columns,
                    justifyItems: .init(.stretch), alignItems: .init(.stretch), direction: .leftToRight)
                let plain = items.count - summary.notPlain.count
                if on { plainOn += plain } else { plainOff += plain }
            }
        }
        #expect(plainOn > 50)
        #expect(plainOff == 0)
    }
}
