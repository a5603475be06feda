import Testing

@testable import GridKit

/// css-grid-1 §8.5 with `grid-auto-flow: row dense`, against a plain reading of the
/// spec: the engine starts each search past rows it knows are full (to stay linear),
/// and must still find the same cells.
@Suite struct DensePlacementTests {
    typealias Item = (row: Int?, column: Int?, span: Int)

    /// Items locked to a row first (step 2), each at the first columns free in its row
    /// (which may add columns, step 3); then the rest in order (step 4), each searching
    /// from the first row and taking the first free cells in row-major order (dense
    /// packing, items one row tall).
    func reference(columns: Int, items: [Item]) -> [(row: Int, column: Int)] {
        var taken = Set<[Int]>()
        var width = columns
        var result = [(row: Int, column: Int)](repeating: (0, 0), count: items.count)
        func free(_ r: Int, _ c: Int, _ span: Int) -> Bool { (c..<(c + span)).allSatisfy { !taken.contains([r, $0]) } }
        for (i, item) in items.enumerated() {
            guard let row = item.row else { continue }
            var column = 0
            while !free(row, column, item.span) { column += 1 }
            for c in column..<(column + item.span) { taken.insert([row, c]) }
            result[i] = (row, column)
            width = max(width, column + item.span)
        }
        for (i, item) in items.enumerated() where item.row == nil {
            func free(_ r: Int, _ c: Int) -> Bool { (c..<(c + item.span)).allSatisfy { !taken.contains([r, $0]) } }
            var row = 0
            var column = 0
            if let c = item.column {
                while !free(row, c) { row += 1 }
                column = c
            } else {
                search: while true {
                    for c in 0...(width - item.span) where free(row, c) {
                        column = c
                        break search
                    }
                    row += 1
                }
            }
            for c in column..<(column + item.span) { taken.insert([row, c]) }
            result[i] = (row, column)
        }
        return result
    }

    /// Each seed with the fast paths on and off (`usesFastPaths`): both must match.
    @Test(arguments: 0..<60, [true, false])
    func densePackingFindsTheFirstFreeCells(seed: Int, fastPaths: Bool) throws {
        var rng = SplitMix64(seed: UInt64(seed))
        let columns = Int.random(in: 1...6, using: &rng)
        var items: [Item] = []
        for _ in 0..<Int.random(in: 1...80, using: &rng) {
            let span = Int.random(in: 1...columns, using: &rng)
            switch Int.random(in: 0..<4, using: &rng) {
            case 0: items.append((nil, Int.random(in: 0...(columns - span), using: &rng), span))
            case 1: items.append((Int.random(in: 0..<6, using: &rng), nil, span))
            default: items.append((nil, nil, span))
            }
        }
        var tree = LayoutTree()
        let grid = tree.addNode(
            style: try BoxStyle(
                css:
                    "display: grid; grid-template-columns: repeat(\(columns), 10px); grid-auto-rows: 10px; grid-auto-columns: 10px; "
                    + "grid-auto-flow: row dense"))
        for item in items {
            var placement = item.column.map { "grid-column: \($0 + 1) / span \(item.span)" } ?? "grid-column: span \(item.span)"
            if let row = item.row { placement += "; grid-row: \(row + 1)" }
            try tree.appendChild(tree.addNode(style: try BoxStyle(css: placement)), to: grid)
        }
        tree.usesFastPaths = fastPaths
        tree.computeLayout(root: grid)
        let placed = tree.children(of: grid).map { tree.frame(of: $0) }.map { (row: Int($0.y / 10), column: Int($0.x / 10)) }
        let expected = reference(columns: columns, items: items)
        #expect(
            placed.map { [$0.row, $0.column] } == expected.map { [$0.row, $0.column] }, "seed \(seed), fast paths \(fastPaths)")
    }
}
