import Testing

@testable import GridKit

/// Worked examples and behaviour at the edges, as documented on the API.
@Suite struct WaterfallEdgeTests {
    let container = LayoutSize(width: 320, height: 480)

    @Test func theDocumentedExample() throws {
        let grid = WaterfallGrid(lanes: .count(3), laneSpacing: 10, itemSpacing: 10, insets: Edges(all: 10))
        var layout = try grid.layout(in: container, items: [.length(120), .length(80), .length(200), .length(60)])
        let w = 280.0 / 3
        #expect(layout.laneWidth == w)
        #expect(try layout.frame(at: 0) == LayoutRect(x: 10, y: 10, width: w, height: 120))
        let last = try layout.frame(at: 2)
        #expect(last.x == 10 + 2 * (w + 10) && last.y == 10 && last.height == 200)
        #expect(abs(last.width - w) < 1e-12)  // the lane's edges, so the width may differ by an ulp
        // The shortest lane is the second (80 high): item 3 goes under it.
        let third = try layout.frame(at: 3)
        #expect(third.x == 10 + (w + 10) && third.y == 100 && third.height == 60)
        #expect(layout.runningPositions == [140, 170, 220])
        // A two-lane item: lanes 0-1 reach 170, lanes 1-2 reach 220, so it starts at line 0.
        let wide = try layout.append(.length(90, span: 2))
        #expect(wide.x == 10 && wide.y == 170 && wide.maxX == 10 + (w + 10) + w && wide.height == 90)
        #expect(try layout.lanes(of: 4) == 0..<2)
        #expect(layout.contentSize == LayoutSize(width: 320, height: 270))
    }

    @Test func tiesGoToTheFirstLaneOrFollowTheCursor() throws {
        // Chromium's own unit case: positions 2, 3, 3.5, 2.5, tie threshold 0.5, cursor at 1.
        var running = RunningPositions(laneCount: 4, start: 0)
        running.positions = [2, 3, 3.5, 2.5]
        running.cursor = 1
        let afterCursor = RunningPositions.Rule.shortest(tolerance: 0.5, fromCursor: true)
        #expect(running.choose(span: 2, rule: afterCursor) == (1, 3.5))
        #expect(running.choose(span: 1, rule: afterCursor) == (3, 2.5))
        #expect(running.choose(span: 4, rule: afterCursor) == (0, 3.5))
        // Without the cursor the first eligible lane wins.
        let first = RunningPositions.Rule.shortest(tolerance: 0.5, fromCursor: false)
        #expect(running.choose(span: 1, rule: first) == (0, 2))
        #expect(running.choose(span: 2, rule: first) == (0, 3))
        // No tolerance: strictly the smallest, the first of equals.
        running.positions = [5, 1, 1, 3]
        #expect(running.choose(span: 1, rule: .shortest(tolerance: 0, fromCursor: false)) == (1, 1))
        #expect(running.choose(span: 2, rule: .shortest(tolerance: 0, fromCursor: false)) == (1, 1))
        #expect(running.choose(span: 3, rule: .shortest(tolerance: 0, fromCursor: false)) == (1, 3))
        // In turn: the cursor's line, or line 0 when the span does not fit there.
        running.cursor = 3
        #expect(running.choose(span: 1, rule: .inTurn) == (3, 3))
        #expect(running.choose(span: 2, rule: .inTurn) == (0, 5))
    }

    /// Why the rectangle query searches each lane: across the grid, starts are not in
    /// index order (a spanning item waits for its tallest lane, the next item does not).
    @Test func startsAreOrderedWithinALaneButNotAcrossThem() throws {
        let items: [WaterfallItem] = [.length(10), .length(100), .length(10), .length(5, span: 2), .length(1)]
        let layout = try WaterfallGrid(lanes: .count(3)).layout(in: container, items: items)
        #expect(layout.frames.map(\.y) == [0, 0, 0, 100, 10])
        #expect(layout.indices(in: LayoutRect(x: 0, y: 9, width: 320, height: 2)) == [0..<3, 4..<5])
        for lane in layout.laneIndex {
            let starts = lane.entries.map(\.start)
            #expect(starts == starts.sorted())
        }
    }

    @Test func toleranceKeepsReadingOrder() throws {
        let items: [WaterfallItem] = [.length(100), .length(95), .length(100), .length(10), .length(10)]
        let strict = try WaterfallGrid(lanes: .count(3), placement: .shortestLane).layout(in: container, items: items)
        let loose = try WaterfallGrid(lanes: .count(3), placement: .shortestLaneWithin(tolerance: 8)).layout(
            in: container, items: items)
        // Strictly, item 3 goes under the 95-high item; within 8 points lane 0 (100) ties with it.
        #expect(try strict.lanes(of: 3) == 1..<2)
        #expect(try loose.lanes(of: 3) == 0..<1)
    }

    @Test func adaptiveLanesAndSpansWiderThanTheGrid() throws {
        // (300 + 10) / (90 + 10) = 3.1: three lanes of (300 - 20) / 3.
        let grid = WaterfallGrid(lanes: .adaptive(minimumLaneWidth: 90), laneSpacing: 10)
        let layout = try grid.layout(in: LayoutSize(width: 300, height: 100), items: [.length(10, span: 5)])
        #expect(layout.laneCount == 3)
        #expect(try layout.frame(at: 0) == LayoutRect(x: 0, y: 0, width: 300, height: 10))
        let capped = WaterfallGrid(lanes: .adaptive(minimumLaneWidth: 10, maximumCount: 4))
        #expect(try capped.layout(in: LayoutSize(width: 300, height: 100)).laneCount == 4)
        let narrow = WaterfallGrid(lanes: .adaptive(minimumLaneWidth: 500))
        #expect(try narrow.layout(in: LayoutSize(width: 300, height: 100)).laneCount == 1)
        let zero = WaterfallGrid(lanes: .adaptive(minimumLaneWidth: 0))
        #expect(try zero.layout(in: LayoutSize(width: 300, height: 100)).laneCount == WaterfallGrid.maximumLaneCount)
    }

    @Test func aspectRatiosTakeTheLaneWidth() throws {
        let grid = WaterfallGrid(lanes: .count(2), laneSpacing: 20)
        let layout = try grid.layout(
            in: LayoutSize(width: 220, height: 100), items: [.aspectRatio(2), .aspectRatio(0.5, span: 2)])
        #expect(try layout.frame(at: 0) == LayoutRect(x: 0, y: 0, width: 100, height: 50))
        #expect(try layout.frame(at: 1) == LayoutRect(x: 0, y: 50, width: 220, height: 440))
        var horizontal = grid
        horizontal.scrollAxis = .horizontal
        let h = try horizontal.layout(in: LayoutSize(width: 100, height: 220), items: [.aspectRatio(2)])
        #expect(try h.frame(at: 0) == LayoutRect(x: 0, y: 0, width: 200, height: 100))
    }

    @Test func horizontalLanesAreRows() throws {
        let grid = WaterfallGrid(lanes: .count(2), laneSpacing: 10, itemSpacing: 5, scrollAxis: .horizontal)
        let layout = try grid.layout(in: LayoutSize(width: 300, height: 210), items: [.length(50), .length(30), .length(40)])
        #expect(
            layout.frames == [
                LayoutRect(x: 0, y: 0, width: 50, height: 100), LayoutRect(x: 0, y: 110, width: 30, height: 100),
                LayoutRect(x: 35, y: 110, width: 40, height: 100),
            ])
        #expect(layout.contentSize == LayoutSize(width: 75, height: 210))
        #expect(layout.indices(in: LayoutRect(x: 31, y: 0, width: 10, height: 210)) == [0..<1, 2..<3])
    }

    @Test func badInputThrowsAndNeverTraps() throws {
        let ok = WaterfallGrid(lanes: .count(3))
        #expect(throws: WaterfallError.invalidCount(name: "lane count", value: 0, range: 1...WaterfallGrid.maximumLaneCount)) {
            try WaterfallGrid(lanes: .count(0)).layout(in: self.container)
        }
        for bad in [Double.nan, .infinity, -1, 1e300] {
            #expect(throws: WaterfallError.self) { try ok.layout(in: LayoutSize(width: bad, height: 10)) }
            #expect(throws: WaterfallError.self) {
                try WaterfallGrid(lanes: .count(3), laneSpacing: bad).layout(in: self.container)
            }
            #expect(throws: WaterfallError.self) {
                try WaterfallGrid(lanes: .count(3), placement: .shortestLaneWithin(tolerance: bad)).layout(in: self.container)
            }
            #expect(throws: WaterfallError.self) {
                try WaterfallGrid(lanes: .adaptive(minimumLaneWidth: bad)).layout(in: self.container)
            }
            #expect(throws: WaterfallError.invalidItem(index: 1, reason: "length \(lengthProblem(bad))")) {
                try ok.layout(in: self.container, items: [.length(1), .length(bad)])
            }
        }
        #expect(throws: WaterfallError.invalidItem(index: 0, reason: "span must be at least 1, not 0")) {
            try ok.layout(in: self.container, items: [.length(1, span: 0)])
        }
        for ratio in [0.0, -1, .nan, .infinity] {
            #expect(throws: WaterfallError.self) { try ok.layout(in: self.container, items: [.aspectRatio(ratio)]) }
        }
        #expect(throws: WaterfallError.self) { try ok.layout(in: self.container, items: [.aspectRatio(1e-12)]) }
        // A failed append leaves the layout as it was.
        var layout = try ok.layout(in: container, items: [.length(10), .length(20)])
        let before = layout
        #expect(throws: WaterfallError.self) { try layout.append(contentsOf: [.length(5), .length(-5)]) }
        #expect(throws: WaterfallError.self) { try layout.append(.length(.nan)) }
        #expect(layout == before)
        for index in [-1, 2, Int.max, Int.min] {
            #expect(throws: WaterfallError.indexOutOfRange(index: index, itemCount: 2)) { try layout.frame(at: index) }
            #expect(layout.frameIfPresent(at: index) == nil)
        }
        #expect(
            WaterfallError.invalidItem(index: 4, reason: "span must be at least 1, not 0").description
                == "item 4: span must be at least 1, not 0")
    }

    @Test func degenerateQueriesAnswerNothing() throws {
        let layout = try WaterfallGrid(lanes: .count(3)).layout(in: container, items: [.length(10), .length(0)])
        #expect(layout.indices(in: LayoutRect(x: 0, y: 0, width: 0, height: 100)).isEmpty)
        #expect(layout.indices(in: LayoutRect(x: .nan, y: 0, width: 10, height: 100)).isEmpty)
        #expect(layout.indices(in: LayoutRect(x: -1e300, y: -1e300, width: 1e300, height: 1e300)).isEmpty)
        #expect(layout.indices(in: LayoutRect(x: -.infinity, y: 0, width: 10, height: 100)).isEmpty)
        #expect(layout.index(at: LayoutPoint(x: .nan, y: 1)) == nil)
        #expect(layout.index(at: LayoutPoint(x: 1e308, y: -1e308)) == nil)
        #expect(layout.index(at: LayoutPoint(x: 5, y: 5)) == 0)
        // Insets bigger than the container: lanes of width 0, content as wide as the insets
        // and gaps; every lane ties at the top inset, so the first takes both items.
        let squeezed = try WaterfallGrid(lanes: .count(3), laneSpacing: 10, insets: Edges(all: 200)).layout(
            in: container, items: [.aspectRatio(1), .length(5)])
        #expect(squeezed.laneWidth == 0)
        #expect(squeezed.contentSize.width == 420)
        #expect(try squeezed.frame(at: 1) == LayoutRect(x: 200, y: 200, width: 0, height: 5))
    }
}
