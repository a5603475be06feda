import Testing

@testable import GridKit

/// css-grid-1 §8.5 with `grid-auto-flow: row dense`, against a plain reading of the
/// spec: the engine starts each search past rows it knows are full (to stay linear),
/// and must still find the same cells.
@Suite struct DensePlacementTests {
    /// Every item starts its search at the first row and takes the first free cells,
    /// in row-major order (dense packing, items one row tall).
    func reference(columns: Int, items: [(column: Int?, span: Int)]) -> [(row: Int, column: Int)] {
        var taken = Set<[Int]>()
        var result: [(row: Int, column: Int)] = []
        for item in items {
            func free(_ r: Int, _ c: Int) -> Bool { (c..<(c + item.span)).allSatisfy { !taken.contains([r, $0]) } }
            var row = 0
            var column = 0
            if let c = item.column {
                while !free(row, c) { row += 1 }
                column = c
            } else {
                search: while true {
                    for c in 0...(columns - item.span) where free(row, c) {
                        column = c
                        break search
                    }
                    row += 1
                }
            }
            for c in column..<(column + item.span) { taken.insert([row, c]) }
            result.append((row, column))
        }
        return result
    }

    @Test(arguments: 0..<60)
    func densePackingFindsTheFirstFreeCells(seed: Int) throws {
        var rng = SplitMix64(seed: UInt64(seed))
        let columns = Int.random(in: 1...6, using: &rng)
        var items: [(column: Int?, span: Int)] = []
        for _ in 0..<Int.random(in: 1...80, using: &rng) {
            let span = Int.random(in: 1...columns, using: &rng)
            let definite = Bool.random(using: &rng) ? Int.random(in: 0...(columns - span), using: &rng) : nil
            items.append((definite, span))
        }
        var tree = LayoutTree()
        let grid = tree.addNode(
            style: try Style(
                css: "display: grid; grid-template-columns: repeat(\(columns), 10px); grid-auto-rows: 10px; "
                    + "grid-auto-flow: row dense"))
        for item in items {
            let placement = item.column.map { "grid-column: \($0 + 1) / span \(item.span)" } ?? "grid-column: span \(item.span)"
            tree.appendChild(tree.addNode(style: try Style(css: placement)), to: grid)
        }
        tree.computeLayout(root: grid)
        let placed = tree.children(of: grid).map { tree.frame(of: $0) }.map { (row: Int($0.y / 10), column: Int($0.x / 10)) }
        let expected = reference(columns: columns, items: items)
        #expect(placed.map { [$0.row, $0.column] } == expected.map { [$0.row, $0.column] }, "seed \(seed)")
    }
}
