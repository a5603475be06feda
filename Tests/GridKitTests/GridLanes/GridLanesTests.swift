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
        let width = 300.0
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

/// Lane sizing groups auto-placed items of one span (css-grid-3 §2.2.1): the frames
/// are those of sizing with every item, which a `padding-left: 0%` (a percentage, so
/// never grouped) forces.
@Suite struct VirtualItemGroupTests {
    @Test(arguments: 0..<24)
    func groupingChangesNoFrame(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        let kinds = ["auto", "min-content", "max-content", "minmax(10px, auto)", "fit-content(30px)", "1fr", "20px"]
        let lanes = (0..<Int(rng.next() % 5 + 2)).map { _ in kinds[Int(rng.next() % UInt64(kinds.count))] }
        var items: [String] = []
        for _ in 0..<Int(rng.next() % 30 + 3) {
            var css = "height: \(rng.next() % 40 + 5)px; "
            if rng.next() % 4 != 0 { css += "width: \(rng.next() % 50 + 1)px; " }
            if rng.next() % 5 == 0 { css += "min-width: \(rng.next() % 30)px; " }
            if rng.next() % 5 == 0 { css += "margin-left: \(rng.next() % 6)px; " }
            switch rng.next() % 6 {
            case 0: css += "grid-column: span 2; "
            case 1: css += "grid-column: \(rng.next() % UInt64(lanes.count) + 1); "
            default: break
            }
            items.append(css)
        }
        func frames(_ extra: String) throws -> [LayoutRect] {
            var tree = LayoutTree()
            let root = tree.addNode(
                style: try BoxStyle(css: "display: grid-lanes; grid-template-columns: \(lanes.joined(separator: " "))"))
            var nodes: [NodeID] = []
            for css in items {
                let node = tree.addNode(style: try BoxStyle(css: css + extra))
                try tree.appendChild(node, to: root)
                nodes.append(node)
            }
            tree.computeLayout(root: root, available: AvailableSize(width: .definite(400), height: .maxContent))
            return [tree.frame(of: root)] + nodes.map { tree.frame(of: $0) }
        }
        let grouped = try frames("")
        let every = try frames("padding-left: 0%")
        #expect(grouped == every, "seed \(seed): \(lanes) \(items)")
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
