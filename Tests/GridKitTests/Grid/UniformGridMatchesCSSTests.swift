import Testing

@testable import GridKit

/// The two engines agree: a uniform grid CSS can express laid out by the nine-grid
/// closed form and by the CSS Grid engine gives the same frames. The nine-grid divides
/// free space exactly; the CSS engine, as the browser, in whole 1/64 px truncated toward
/// zero (Chromium's layout unit). So the widths are drawn where the division is exact in
/// both, and `distributedSpaceInLayoutUnits` pins the difference where it is not.
@Suite struct UniformGridMatchesCSSTests {
    /// Each seed with the fast paths on and off (`usesFastPaths`): both must match.
    @Test(arguments: Array(UInt64(1)...200), [true, false])
    func sameFrames(seed: UInt64, fastPaths: Bool) throws {
        var rng = SplitMix64(seed: seed)
        let n = Int.random(in: 1...6, using: &rng)
        let w = Double(Int.random(in: 5...120, using: &rng))
        let h = Double(Int.random(in: 5...80, using: &rng))
        let drawnWidth = Double(Int.random(in: 40...600, using: &rng))
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
        // Free space that each distribution divides into whole 1/64 px (some of it negative).
        let divisor: Double? =
            switch choice {
            case 0: n > 1 ? Double(n - 1) : nil
            case 1: Double(n + 1)
            case 2: Double(2 * n)
            default: nil
            }
        let width = divisor.map { Double(n) * w + $0 * Double(Int.random(in: -64...640, using: &rng)) / 32 } ?? drawnWidth
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

    /// Where the division is not exact: the nine-grid keeps the exact share, the CSS
    /// engine (as Chromium) the share truncated to whole 1/64 px: 26px over nine
    /// `space-evenly` spaces is 2.8889px in one and 2.875px in the other.
    @Test func distributedSpaceInLayoutUnits() throws {
        let uniform = try UniformGrid(
            columns: .count(8), itemSize: .fixed(LayoutSize(width: 10, height: 10)), spacing: .distributed(.spaceEvenly),
            rowSpacing: .fixed(0)
        ).layout(in: LayoutSize(width: 106, height: 100), itemCount: 8)
        var tree = LayoutTree()
        let grid = tree.addNode(
            style: try BoxStyle(
                css: "display: grid; width: 106px; grid-template-columns: repeat(8, 10px); justify-content: space-evenly"))
        let items = (0..<8).map { _ in tree.addNode() }
        for item in items { try tree.appendChild(item, to: grid) }
        tree.computeLayout(root: grid)
        #expect(abs(try uniform.frame(at: 7).x - (8 * 26.0 / 9 + 70)) < 1e-9)
        #expect(tree.frame(of: items[7]).x == 8 * 2.875 + 70)
    }
}
