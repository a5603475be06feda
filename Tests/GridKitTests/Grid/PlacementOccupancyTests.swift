import Testing

@testable import GridKit

/// css-grid-1 §8.5 with the two kinds of occupancy: the bitmap of cells (small grids)
/// and the placed areas (large spans and lines). Both must place every item on the
/// same lines, and the areas must cost what the document costs, not its numbers.
@Suite struct PlacementOccupancyTests {
    /// A random placement end: auto, a line (negative ones too), or a span.
    func end(_ rng: inout SplitMix64, lines: Int, spans: Int) -> GridPlacement {
        switch Int.random(in: 0..<5, using: &rng) {
        case 0, 1: .auto
        case 2: .line(Int.random(in: 1...lines, using: &rng) * (Bool.random(using: &rng) ? 1 : -1))
        default: .span(Int.random(in: 1...spans, using: &rng))
        }
    }

    /// `count` random items, every one through the lines it names.
    func items(_ rng: inout SplitMix64, count: Int, lines: Int, spans: Int) -> (
        [PlacementInput], [(row: GridLine, column: GridLine)]
    ) {
        var inputs: [PlacementInput] = []
        var named: [(row: GridLine, column: GridLine)] = []
        for i in 0..<count {
            let row = GridLine(start: end(&rng, lines: lines, spans: spans), end: end(&rng, lines: lines, spans: spans))
            let column = GridLine(start: end(&rng, lines: lines, spans: spans), end: end(&rng, lines: lines, spans: spans))
            inputs.append(PlacementInput(rowSpan: 0, columnSpan: 0, lines: Int32(i)))
            named.append((row, column))
        }
        return (inputs, named)
    }

    func explicit(_ count: Int) -> ExplicitTracks {
        ExplicitTracks(tracks: Array(repeating: TrackSize.auto, count: count), templateCount: count)
    }

    static let flows = [
        GridAutoFlow.row, .column, GridAutoFlow(isColumn: false, isDense: true), GridAutoFlow(isColumn: true, isDense: true),
    ]

    /// Small grids, every feature of §8.5: the areas place as the bitmap does.
    @Test(arguments: 0..<200)
    func areasPlaceAsTheBitmapDoes(seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed))
        let (inputs, named) = items(&rng, count: Int.random(in: 1...40, using: &rng), lines: 6, spans: 4)
        let columns = explicit(Int.random(in: 0...5, using: &rng))
        let rows = explicit(Int.random(in: 0...3, using: &rng))
        let flow = Self.flows[seed % 4]
        let cells = placeItems(inputs, lines: named, columns: columns, rows: rows, flow: flow, keepingAreas: false)
        let areas = placeItems(inputs, lines: named, columns: columns, rows: rows, flow: flow, keepingAreas: true)
        #expect(!cells.keptAreas && areas.keptAreas)
        let key = { (p: PlacedItems) in p.placements.map { [$0.column.start.value, $0.column.end.value, $0.row.start.value, $0.row.end.value] } }
        #expect(key(cells) == key(areas), "seed \(seed)")
        #expect(cells.columns == areas.columns && cells.rows == areas.rows, "seed \(seed)")
    }

    /// Huge spans and lines: placement chooses the areas by itself, and the areas it
    /// looks at stay within a bound of the items alone (an operation count, not a
    /// clock): at most n² per item for n items, whatever the spans and line numbers.
    @Test(arguments: 0..<40)
    func hugeSpansCostTheItemsNotTheLines(seed: Int) {
        var rng = SplitMix64(seed: UInt64(1000 + seed))
        let n = Int.random(in: 1...30, using: &rng)
        let limit = GridLine.maximumLine
        let (inputs, named) = items(&rng, count: n, lines: limit, spans: limit)
        let flow = Self.flows[seed % 4]
        let placed = placeItems(inputs, lines: named, columns: explicit(3), rows: explicit(2), flow: flow)
        #expect(placed.keptAreas || placed.probes <= 64 * n * n, "seed \(seed)")
        #expect(placed.probes <= n * n * n + n, "seed \(seed): \(placed.probes) probes for \(n) items")
    }

    /// The documents of issue 10 that hung: a few items whose spans cross 10,000 lines.
    @Test func theHangingDocumentsPlaceInAFewProbes() {
        let m = GridLine.maximumLine
        let cases: [[(row: GridLine, column: GridLine)]] = [
            [
                (GridLine(start: .span(m - 1)), .auto), (GridLine(start: .line(-2)), GridLine(start: .span(1000))),
                (GridLine(start: .line(1), end: .line(-(m + 1))), .auto),
            ],
            [(GridLine(start: .span(m)), GridLine(start: .span(1000))), (GridLine(start: .line(m)), .auto)],
            [(GridLine(start: .line(-m), end: .line(m)), GridLine(start: .line(-m), end: .line(m)))],
            Array(repeating: (GridLine(start: .span(m)), GridLine(start: .span(m))), count: 25),
        ]
        for named in cases {
            let inputs = named.indices.map { PlacementInput(rowSpan: 0, columnSpan: 0, lines: Int32($0)) }
            let placed = placeItems(inputs, lines: named, columns: explicit(0), rows: explicit(0), flow: .row)
            #expect(placed.keptAreas)
            #expect(placed.probes <= 4 * named.count * named.count, "\(placed.probes) probes")
        }
    }
}
