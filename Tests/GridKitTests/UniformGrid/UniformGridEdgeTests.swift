import Testing

@testable import GridKit

/// Behaviour at the edges of the formulas, as documented on the API.
@Suite struct UniformGridEdgeTests {
    let item80 = UniformGrid.ItemSize.fixed(LayoutSize(width: 80, height: 80))

    @Test func oneColumnSpaceBetweenSitsAtTheLeadingEdge() throws {
        let g = UniformGrid(
            columns: .count(1), itemSize: item80, spacing: .distributed(.spaceBetween),
            rowSpacing: .distributed(.spaceBetween), rowCount: 1)
        let l = try g.layout(in: LayoutSize(width: 300, height: 300), itemCount: 1)
        #expect(try l.frame(at: 0) == LayoutRect(x: 0, y: 0, width: 80, height: 80))
        #expect(l.spacing == 0)
    }

    @Test(arguments: [UniformGrid.Distribution.spaceBetween, .spaceEvenly, .spaceAround])
    func itemsWiderThanTheContainerFallBackToStart(mode: UniformGrid.Distribution) throws {
        let g = UniformGrid(columns: .count(3), itemSize: .fixed(LayoutSize(width: 120, height: 50)), spacing: .distributed(mode))
        let l = try g.layout(in: LayoutSize(width: 300, height: 300), itemCount: 3)
        #expect(l.frames.map(\.x) == [0, 120, 240])
        // Right to left: the leading edge is the right one.
        var rtl = g
        rtl.layoutDirection = .rightToLeft
        #expect(try rtl.layout(in: LayoutSize(width: 300, height: 300), itemCount: 3).frames.map(\.x) == [180, 60, -60])
    }

    @Test func zeroSizesAreAllowedAndNegativeOnesRefused() throws {
        let zero = UniformGrid(columns: .count(3), itemSize: .fixed(.zero), spacing: .distributed(.spaceEvenly))
        let l = try zero.layout(in: LayoutSize(width: 300, height: 0), itemCount: 4)
        #expect(try l.frame(at: 3) == LayoutRect(x: 75, y: 150, width: 0, height: 0))
        #expect(l.index(at: LayoutPoint(x: 75, y: 150)) == nil)  // nothing to hit
        let tiny = try zero.layout(in: .zero, itemCount: 2)
        #expect(try tiny.frame(at: 1) == .zero)
        #expect(throws: UniformGridError.invalidLength(name: "item width", value: -1)) {
            try UniformGrid(columns: .count(2), itemSize: .fixed(LayoutSize(width: -1, height: 1))).layout(
                in: LayoutSize(width: 10, height: 10))
        }
        #expect(throws: UniformGridError.invalidLength(name: "container width", value: -5)) {
            try zero.layout(in: LayoutSize(width: -5, height: 10))
        }
        #expect(throws: UniformGridError.invalidCount(name: "column count", value: 0, range: 1...UniformGrid.maximumLineCount)) {
            try UniformGrid(columns: .count(0), itemSize: self.item80).layout(in: LayoutSize(width: 10, height: 10))
        }
    }

    @Test func nanAndInfinityThrow() {
        for bad in [Double.nan, .infinity, -.infinity, 1e300] {
            #expect(throws: UniformGridError.self) {
                try UniformGrid(columns: .count(3), itemSize: .fixed(LayoutSize(width: bad, height: 10))).layout(
                    in: LayoutSize(width: 100, height: 100))
            }
            #expect(throws: UniformGridError.self) {
                try UniformGrid(columns: .count(3), itemSize: self.item80).layout(in: LayoutSize(width: 100, height: bad))
            }
            #expect(throws: UniformGridError.self) {
                try UniformGrid(columns: .count(3), itemSize: self.item80, spacing: .fixed(bad)).layout(
                    in: LayoutSize(width: 100, height: 100))
            }
            #expect(throws: UniformGridError.self) {
                try UniformGrid(columns: .adaptive(minimumItemWidth: bad), itemSize: self.item80).layout(
                    in: LayoutSize(width: 100, height: 100))
            }
        }
        let l = try? UniformGrid(columns: .count(3), itemSize: item80).layout(in: LayoutSize(width: 300, height: 300), itemCount: 9)
        #expect(l?.index(at: LayoutPoint(x: .nan, y: 0)) == nil)
        #expect(l?.indices(in: LayoutRect(x: 0, y: 0, width: .infinity, height: 10)) == [])
    }

    @Test func aTenthItemInAThreeByThree() throws {
        var g = UniformGrid(
            columns: .count(3), itemSize: item80, spacing: .distributed(.spaceBetween),
            rowSpacing: .distributed(.spaceBetween), rowCount: 3)
        // Grow: the rows go on below the container with the same spacing.
        g.overflow = .grow
        #expect(
            try g.layout(in: LayoutSize(width: 300, height: 300), itemCount: 10).frame(at: 9)
                == LayoutRect(x: 0, y: 330, width: 80, height: 80))
        // Paginate: the next page starts one container further along.
        g.overflow = .paginate
        let paged = try g.layout(in: LayoutSize(width: 300, height: 300), itemCount: 10)
        #expect(try paged.frame(at: 9) == LayoutRect(x: 0, y: 300, width: 80, height: 80))
        #expect(try paged.position(of: 9) == UniformGridPosition(page: 1, row: 0, column: 0))
        #expect(paged.contentSize == LayoutSize(width: 300, height: 600))
        // Refuse: an error, both up front and when appending.
        g.overflow = .refuse
        #expect(throws: UniformGridError.capacityExceeded(itemCount: 10, capacity: 9)) {
            try g.layout(in: LayoutSize(width: 300, height: 300), itemCount: 10)
        }
        var full = try g.layout(in: LayoutSize(width: 300, height: 300), itemCount: 9)
        #expect(throws: UniformGridError.capacityExceeded(itemCount: 10, capacity: 9)) { try full.appendItem() }
    }

    @Test func pagesSideBySideForAHorizontalKeyboard() throws {
        // An emoji keyboard: 2 rows x 4 columns per page, filled row by row, pages to the right.
        let g = UniformGrid(
            columns: .count(2), itemSize: .fixed(LayoutSize(width: 40, height: 40)), spacing: .distributed(.spaceEvenly),
            rowSpacing: .distributed(.spaceEvenly), rowCount: 4, fillOrder: .rowMajor, scrollAxis: .horizontal,
            overflow: .paginate)
        let l = try g.layout(in: LayoutSize(width: 200, height: 100), itemCount: 10)
        #expect(try l.frame(at: 1).x > l.frame(at: 0).x)  // row by row
        #expect(try l.frame(at: 4).y > l.frame(at: 0).y)
        #expect(try l.frame(at: 8) == l.frame(at: 0).offsetBy(dx: 200))
        #expect(l.contentSize == LayoutSize(width: 400, height: 100))
    }

    @Test func indicesNearIntMaxDoNotTrap() throws {
        let g = UniformGrid(columns: .count(7), itemSize: .fixed(LayoutSize(width: 10, height: 10)), spacing: .fixed(1))
        var l = try g.layout(in: LayoutSize(width: 100, height: 100), itemCount: Int.max)
        let f = try l.frame(at: Int.max - 1)
        #expect(f.y > 1e18)
        #expect(throws: UniformGridError.indexOutOfRange(index: Int.max, itemCount: Int.max)) { try l.frame(at: Int.max) }
        #expect(throws: UniformGridError.self) { try l.appendItem() }
        #expect(throws: UniformGridError.self) { try l.frame(at: -1) }
        #expect(throws: UniformGridError.self) { try l.setItemCount(-1) }
        _ = l.indices(in: LayoutRect(x: 0, y: 1e300, width: 10, height: 10))
        _ = l.index(at: LayoutPoint(x: 5, y: -1e300))
        _ = l.contentSize
        _ = l.frames(in: (Int.max - 3)..<Int.max)
        let paged = try UniformGrid(
            columns: .count(1_000_000), itemSize: .fixed(.zero), rowSpacing: .fixed(0), rowCount: 1_000_000,
            overflow: .paginate
        ).layout(in: LayoutSize(width: 1, height: 1), itemCount: Int.max)
        _ = try paged.frame(at: Int.max - 1)
        _ = try paged.position(of: Int.max - 1)
    }

    @Test func incompleteLastRowAlignment() throws {
        var g = UniformGrid(columns: .count(3), itemSize: .fixed(LayoutSize(width: 80, height: 80)), spacing: .fixed(10))
        g.incompleteRowAlignment = .center
        var l = try g.layout(in: LayoutSize(width: 260, height: 400), itemCount: 4)
        #expect(try l.frame(at: 3).x == 90)
        g.incompleteRowAlignment = .trailing
        l = try g.layout(in: LayoutSize(width: 260, height: 400), itemCount: 5)
        #expect(try l.frame(at: 3).x == 90)
        #expect(try l.frame(at: 4).x == 180)
        #expect(l.index(at: LayoutPoint(x: 100, y: 100)) == 3)
        #expect(l.index(at: LayoutPoint(x: 10, y: 100)) == nil)
    }

    @Test func aGridOfTenMillionAnswersVisibleRangesDirectly() throws {
        let g = UniformGrid(columns: .count(4), itemSize: .flexibleAspectRatio(1), spacing: .fixed(2))
        let l = try g.layout(in: LayoutSize(width: 398, height: 800), itemCount: 10_000_000)
        let pitch = l.itemSize.height + 2
        let ranges = l.indices(in: LayoutRect(x: 0, y: 1_000_000 * pitch + 1, width: 398, height: 2 * pitch))
        #expect(ranges == [4_000_000..<4_000_012])
    }

    /// A grid that grows past `rowCount` rows has contiguous pages: a query at the top
    /// of the next page's first row, whose snapped edge moved up, finds it.
    @Test func queryReachesTheNextPagesFirstRowWhenGrowing() throws {
        let grid = UniformGrid(
            columns: .count(3), itemSize: .flexible(height: 40.0 / 3), spacing: .distributed(.spaceBetween),
            rowSpacing: .fixed(3), rowCount: 2, overflow: .grow, displayScale: 2)
        let layout = try grid.layout(in: LayoutSize(width: 300, height: 600), itemCount: 17)
        let slice = LayoutRect(x: 0, y: 32.5, width: 300, height: 0.1)
        let expected = (0..<17).filter { layout.frames[$0].intersects(slice) }
        #expect(!expected.isEmpty)
        #expect(layout.indices(in: slice).flatMap { Array($0) } == expected)
    }
}

extension LayoutRect {
    func offsetBy(dx: Double = 0, dy: Double = 0) -> LayoutRect { LayoutRect(x: x + dx, y: y + dy, width: width, height: height) }

}
