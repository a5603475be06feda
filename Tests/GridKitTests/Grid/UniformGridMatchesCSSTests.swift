import Testing

@testable import GridKit

/// The two engines agree: a uniform grid CSS can express laid out by the nine-grid
/// closed form and by the CSS Grid engine gives the same frames.
@Suite struct UniformGridMatchesCSSTests {
    /// Each seed with the fast paths on and off (`usesFastPaths`): both must match.
    @Test(arguments: Array(UInt64(1)...200), [true, false])
    func sameFrames(seed: UInt64, fastPaths: Bool) throws {
        var rng = SplitMix64(seed: seed)
        let n = Int.random(in: 1...6, using: &rng)
        let w = Double(Int.random(in: 5...120, using: &rng))
        let h = Double(Int.random(in: 5...80, using: &rng))
        let width = Double(Int.random(in: 40...600, using: &rng))
        let rowGap = Double(Int.random(in: 0...20, using: &rng))
        let count = Int.random(in: 1...20, using: &rng)
        let choice = Int.random(in: 0...4, using: &rng)
        let fixedGap = Double(Int.random(in: 0...15, using: &rng))
        let (spacing, justify, columnGap): (UniformGrid.Spacing, String, Double) =
            switch choice {
            case 0: (.distributed(.spaceBetween), "space-between", 0)
            case 1: (.distributed(.spaceEvenly), "space-evenly", 0)
            case 2: (.distributed(.spaceAround), "space-around", 0)
            case 3: (.fixed(fixedGap, alignment: .leading), "start", fixedGap)
            default: (.fixed(fixedGap, alignment: .center), "center", fixedGap)
            }
        let uniform = try UniformGrid(
            columns: .count(n), itemSize: .fixed(LayoutSize(width: w, height: h)), spacing: spacing,
            rowSpacing: .fixed(rowGap)
        ).layout(in: LayoutSize(width: width, height: 1000), itemCount: count)

        var tree = LayoutTree()
        let grid = tree.addNode(
            style: try BoxStyle(
                css: """
                    display: grid; width: \(width)px; grid-template-columns: repeat(\(n), \(w)px); grid-auto-rows: \(h)px;
                    column-gap: \(columnGap)px; row-gap: \(rowGap)px; justify-content: \(justify)
                    """))
        let items = (0..<count).map { _ in tree.addNode() }
        for item in items { try tree.appendChild(item, to: grid) }
        tree.usesFastPaths = fastPaths
        tree.computeLayout(root: grid)

        for (i, item) in items.enumerated() {
            let a = try uniform.frame(at: i)
            let b = tree.frame(of: item)
            let close =
                abs(a.x - b.x) < 1e-6 && abs(a.y - b.y) < 1e-6 && abs(a.width - b.width) < 1e-6 && abs(a.height - b.height) < 1e-6
            #expect(
                close,
                "seed \(seed), fast paths \(fastPaths): item \(i) uniform \(a) css \(b) (n \(n), \(w)x\(h) in \(width), \(justify))"
            )
        }
    }
}
