import Foundation
import Testing

@testable import GridKit

/// `display: grid-lanes` (css-grid-3): its properties parse as Chromium 156 parses
/// them (checked with `CSS.supports` under --enable-experimental-web-platform-features),
/// and the CSS engine stacks items exactly as the waterfall grid places them.
@Suite struct GridLanesTests {
    @Test(arguments: [
        ("display: grid-lanes", BoxStyle.with { $0.display = .gridLanes }),
        ("grid-lanes-direction: row", BoxStyle.with { $0.gridLanesDirection = .row }),
        ("grid-lanes-direction: COLUMN", BoxStyle.with { $0.gridLanesDirection = .column }),
        ("grid-lanes-direction: normal", BoxStyle.with { $0.gridLanesDirection = .normal }),
        ("flow-tolerance: normal", BoxStyle.with { $0.flowTolerance = .normal }),
        ("flow-tolerance: infinite", BoxStyle.with { $0.flowTolerance = .infinite }),
        ("flow-tolerance: 0", BoxStyle.with { $0.flowTolerance = .length(.px(0)) }),
        ("flow-tolerance: 12.5px", BoxStyle.with { $0.flowTolerance = .length(.px(12.5)) }),
        ("flow-tolerance: 10%", BoxStyle.with { $0.flowTolerance = .length(.percent(10)) }),
    ])
    func parses(css: String, expected: BoxStyle) throws {
        #expect(try BoxStyle(css: css) == expected)
    }

    /// Refused: what Chromium refuses too, and what it accepts but GridKit does not lay
    /// out (`inline-grid-lanes`, the reversing keywords), with an error naming the property.
    @Test(arguments: [
        "grid-lanes-direction: fill-reverse", "grid-lanes-direction: column-reverse", "grid-lanes-direction: auto",
        "grid-lanes-direction: row row", "grid-lanes-direction: normal fill-reverse", "flow-tolerance: -5px",
        "flow-tolerance: auto", "flow-tolerance: 5", "flow-tolerance: 10px 5px", "display: inline-grid-lanes",
        "grid-lanes-direction: row fill-reverse", "grid-lanes-direction: column track-reverse",
    ])
    func refuses(css: String) {
        #expect(throws: CSSError.self, "\(css)") { try BoxStyle(css: css) }
    }

    @Test func codableKeepsTheNewProperties() throws {
        var style = try BoxStyle(css: "display: grid-lanes; grid-lanes-direction: row; flow-tolerance: 15%")
        let data = try JSONEncoder().encode(style)
        #expect(try JSONDecoder().decode(BoxStyle.self, from: data) == style)
        style.flowTolerance = .infinite
        #expect(try JSONDecoder().decode(BoxStyle.self, from: JSONEncoder().encode(style)) == style)
        // Stored before the properties existed: their initial values.
        let old = try JSONDecoder().decode(BoxStyle.self, from: Data(#"{"display": "grid"}"#.utf8))
        #expect(old.gridLanesDirection == .normal && old.flowTolerance == .normal)
    }

    /// Containers with no in-flow item (only absolutely positioned ones, or none) in
    /// every direction and constraint lay out: they once indexed a lane that was not there.
    @Test(arguments: ["row", "column", "normal"])
    func containersWithoutItems(direction: String) throws {
        for available in [
            AvailableSize.maxContent, AvailableSize(width: .minContent, height: .maxContent),
            AvailableSize(width: .definite(100), height: .definite(50)),
        ] {
            var tree = LayoutTree()
            let root = tree.addNode(
                style: try BoxStyle(
                    css: "display: grid-lanes; grid-lanes-direction: \(direction); grid-template-rows: min-content 40px"))
            let abs = tree.addNode(style: try BoxStyle(css: "position: absolute; left: 5px; height: 35px; grid-column: 1 / 3"))
            try tree.appendChild(abs, to: root)
            tree.computeLayout(root: root, available: available)
            #expect(tree.frame(of: abs).height == 35)
            let empty = tree.addNode(style: try BoxStyle(css: "display: grid-lanes; grid-lanes-direction: \(direction)"))
            tree.computeLayout(root: empty, available: available)
            #expect(tree.frame(of: empty).height == 0)
        }
    }

    /// Seeded: equal fr lanes, gaps, padding, items of random heights and spans, a
    /// flow-tolerance: the CSS engine's frames are the waterfall grid's (shortest lane
    /// within the tolerance, ties after the previous item, as Chromium).
    @Test(arguments: 0..<40)
    func cssEngineMatchesWaterfallGrid(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        let lanes = Int(rng.next() % 5) + 1
        let gap = Double(rng.next() % 4) * 2.5
        let rowGap = Double(rng.next() % 3) * 4
        let pad = Double(rng.next() % 3) * 3
        let tolerance = Double(rng.next() % 4) * 8
        // A width whose lanes divide into whole 1/64 px: the CSS engine truncates each fr
        // share there, as Chromium (TrackSizingTests), where the waterfall grid is exact.
        let between = Double(lanes - 1) * gap + 2 * pad
        let laneWidth = ((300 - between) * 64 / Double(lanes)).rounded(.down) / 64
        let width = Double(lanes) * laneWidth + between
        var items: [WaterfallItem] = []
        for _ in 0..<Int(rng.next() % 25) {
            let span = rng.next() % 4 == 0 ? Int(rng.next() % UInt64(lanes)) + 1 : 1
            items.append(.length(Double(rng.next() % 60) + 5, span: span))
        }
        let grid = WaterfallGrid(
            lanes: .count(lanes), laneSpacing: gap, itemSpacing: rowGap, insets: Edges(all: pad),
            placement: .shortestLaneWithin(tolerance: tolerance), tieBreaking: .afterPreviousItem)
        let waterfall = try grid.layout(in: LayoutSize(width: width, height: 500), items: items)

        var tree = LayoutTree()
        let root = tree.addNode(
            style: try BoxStyle(
                css: "display: grid-lanes; width: \(width)px; padding: \(pad)px; column-gap: \(gap)px; "
                    + "row-gap: \(rowGap)px; flow-tolerance: \(tolerance)px; grid-template-columns: repeat(\(lanes), 1fr)"))
        var nodes: [NodeID] = []
        for item in items {
            guard case .fixed(let h) = item.length else { continue }
            let node = tree.addNode(style: try BoxStyle(css: "height: \(h)px; grid-column: span \(item.span)"))
            try tree.appendChild(node, to: root)
            nodes.append(node)
        }
        tree.computeLayout(root: root)
        for (i, node) in nodes.enumerated() {
            let a = tree.frame(of: node)
            let b = try waterfall.frame(at: i)
            #expect(
                abs(a.x - b.x) < 1e-6 && abs(a.y - b.y) < 1e-6 && abs(a.width - b.width) < 1e-6
                    && abs(a.height - b.height) < 1e-6, "seed \(seed) item \(i): CSS \(a), waterfall \(b)")
        }
    }
}

/// Lane sizing groups auto-placed items of one span (css-grid-3 §2.2.1), in column
/// and in row lanes: the frames are those of sizing with every item, which a
/// `padding-left: 0%` (a percentage, so never grouped) forces. Items have content (a
/// child box), explicit minimum sizes below it, scroll containers and margins, so
/// their min-content, max-content and minimum contributions rank them differently.
@Suite struct VirtualItemGroupTests {
    @Test(arguments: 0..<24)
    func groupingChangesNoFrameInColumnLanes(seed: UInt64) throws {
        try checkGrouping(seed: seed, rows: false)
    }

    @Test(arguments: 0..<24)
    func groupingChangesNoFrameInRowLanes(seed: UInt64) throws {
        try checkGrouping(seed: seed, rows: true)
    }

    /// A random grid-lanes container laid out grouped and with every item.
    func checkGrouping(seed: UInt64, rows: Bool) throws {
        var rng = SplitMix64(seed: seed)
        let kinds = [
            "auto", "min-content", "max-content", "minmax(10px, auto)", "fit-content(30px)", "1fr", "20px",
            "minmax(auto, 15px)",
        ]
        let lanes = (0..<Int(rng.next() % 5 + 2)).map { _ in kinds[Int(rng.next() % UInt64(kinds.count))] }
        // Along the lane axis: `size`; along the stacking axis: `other`.
        let (size, other, placement, margin) =
            rows ? ("height", "width", "grid-row", "margin-top") : ("width", "height", "grid-column", "margin-left")
        var items: [(css: String, child: String?)] = []
        for _ in 0..<Int(rng.next() % 30 + 3) {
            if rng.next() % 5 == 0 {
                // Its width decides its height: min-content ≠ max-content, and a ratio.
                let least = rng.next() % 20 + 1
                items.append(
                    ("display: grid; grid-template-columns: minmax(\(least)px, \(least + rng.next() % 40 + 1)px); "
                        + "aspect-ratio: 1 / \(rng.next() % 3 + 1); ", nil))
                continue
            }
            var css = "\(other): \(rng.next() % 40 + 5)px; "
            if rng.next() % 3 == 0 { css += "\(size): \(rng.next() % 50 + 1)px; " }
            switch rng.next() % 6 {
            case 0: css += "min-\(size): \(rng.next() % 30)px; "
            case 1: css += "min-\(size): 0px; "
            case 2: css += "overflow: hidden; "
            default: break
            }
            if rng.next() % 5 == 0 { css += "\(margin): \(rng.next() % 6)px; " }
            switch rng.next() % 6 {
            case 0: css += "\(placement): span 2; "
            case 1: css += "\(placement): \(rng.next() % UInt64(lanes.count) + 1); "
            default: break
            }
            let child = rng.next() % 3 == 0 ? nil : "\(size): \(rng.next() % 60 + 1)px; \(other): 4px"
            items.append((css, child))
        }
        let template =
            (rows ? "height: 90px; grid-template-rows: " : "grid-template-columns: ") + lanes.joined(separator: " ")
        func frames(_ extra: String) throws -> [LayoutRect] {
            var tree = LayoutTree()
            let root = tree.addNode(style: try BoxStyle(css: "display: grid-lanes; \(template)"))
            var nodes: [NodeID] = []
            for item in items {
                let node = tree.addNode(style: try BoxStyle(css: item.css + extra))
                try tree.appendChild(node, to: root)
                nodes.append(node)
                if let child = item.child { try tree.appendChild(tree.addNode(style: try BoxStyle(css: child)), to: node) }
            }
            let space: AvailableSize =
                rows
                ? AvailableSize(width: .definite(400), height: .definite(150))
                : AvailableSize(width: .definite(150), height: .maxContent)
            tree.computeLayout(root: root, available: space)
            return [tree.frame(of: root)] + nodes.map { tree.frame(of: $0) }
        }
        let grouped = try frames("")
        let every = try frames("padding-left: 0%")
        #expect(grouped == every, "seed \(seed): \(template) \(items)")
    }
}

extension BoxStyle {
    /// The initial style changed by `change`.
    fileprivate static func with(_ change: (inout BoxStyle) -> Void) -> BoxStyle {
        var s = BoxStyle()
        change(&s)
        return s
    }
}
