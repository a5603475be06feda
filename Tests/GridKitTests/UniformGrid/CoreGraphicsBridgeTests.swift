import Foundation
import GridKit
import Testing

/// The CoreGraphics entry points agree with the GridKit ones, on Linux too, where
/// Foundation provides CGSize, CGPoint and CGRect.
@Suite struct CoreGraphicsBridgeTests {
    static let grid = UniformGrid(
        columns: .count(3), itemSize: .fixed(LayoutSize(width: 80, height: 100)),
        spacing: .distributed(.spaceEvenly), rowSpacing: .matchingColumns)

    @Test func layoutInCGSizeMatchesLayoutSize() throws {
        let cg = try Self.grid.layout(in: CGSize(width: 320, height: 480), itemCount: 13)
        let plain = try Self.grid.layout(in: LayoutSize(width: 320, height: 480), itemCount: 13)
        #expect(cg == plain)
        #expect(try cg.frame(at: 4).cgRect == CGRect(x: 120, y: 140, width: 80, height: 100))
        #expect(cg.cgContentSize == CGSize(width: 320, height: 6 * 20 + 5 * 100))
    }

    @Test func badCGSizeThrowsTheSameError() {
        #expect(throws: UniformGridError.invalidLength(name: "container width", value: -1)) {
            try Self.grid.layout(in: CGSize(width: -1, height: 10))
        }
    }

    @Test func frameIfPresentIsTheNonThrowingFrameLookup() throws {
        let layout = try Self.grid.layout(in: LayoutSize(width: 320, height: 480), itemCount: 13)
        for i in 0..<13 {
            #expect(layout.frameIfPresent(at: i) == (try layout.frame(at: i)))
            #expect(layout.cgFrame(at: i) == (try layout.frame(at: i)).cgRect)
        }
        for bad in [-1, 13, Int.max, Int.min] {
            #expect(layout.frameIfPresent(at: bad) == nil)
            #expect(layout.cgFrame(at: bad) == nil)
        }
    }

    @Test func hitTestingAndVisibleRangesTakeCGTypes() throws {
        let layout = try Self.grid.layout(in: LayoutSize(width: 320, height: 480), itemCount: 1000)
        var rng = SplitMix64(seed: 16)
        for _ in 0..<500 {
            let p = CGPoint(x: Double.random(in: -10...330, using: &rng), y: Double.random(in: -10...40_000, using: &rng))
            #expect(layout.index(at: p) == layout.index(at: LayoutPoint(p)))
            let r = CGRect(origin: p, size: CGSize(width: Double.random(in: 0...400, using: &rng), height: 600))
            #expect(layout.indices(in: r) == layout.indices(in: LayoutRect(r)))
        }
        #expect(layout.index(at: CGPoint(x: 130, y: 150)) == 4)
        #expect(layout.index(at: CGPoint(x: 10, y: 10)) == nil)  // the top-left margin
        #expect(layout.cgFrames(in: 0..<3) == layout.frames(in: 0..<3).map(\.cgRect))
    }

    @Test func conversionsRoundTrip() {
        let r = LayoutRect(x: 1.5, y: -2, width: 30.25, height: 4)
        #expect(LayoutRect(r.cgRect) == r)
        #expect(LayoutPoint(r.origin.cgPoint) == r.origin)
        #expect(LayoutSize(r.size.cgSize) == r.size)
    }
}

/// `Edges` read and written by leading and trailing edge.
@Suite struct DirectionalEdgesTests {
    @Test(arguments: [Direction.leftToRight, .rightToLeft])
    func leadingAndTrailingRoundTrip(direction: Direction) {
        let e = Edges(top: 1.0, leading: 2, bottom: 3, trailing: 4, direction: direction)
        #expect(e.leading(in: direction) == 2)
        #expect(e.trailing(in: direction) == 4)
        #expect((e.top, e.bottom) == (1, 3))
        #expect(direction == .leftToRight ? (e.left, e.right) == (2, 4) : (e.left, e.right) == (4, 2))
    }

    /// A right-to-left uniform grid with a leading inset starts its rows that far
    /// from the right edge.
    @Test func rightToLeftGridKeepsTheLeadingInsetOnTheRight() throws {
        let grid = UniformGrid(
            columns: .count(2), itemSize: .fixed(LayoutSize(width: 50, height: 50)), spacing: .fixed(10),
            insets: Edges(top: 0, leading: 30, bottom: 0, trailing: 0, direction: .rightToLeft),
            layoutDirection: .rightToLeft)
        let layout = try grid.layout(in: LayoutSize(width: 300, height: 100), itemCount: 1)
        #expect(try layout.frame(at: 0).maxX == 270)
    }
}

/// The waterfall grid's CoreGraphics entry points agree with its GridKit ones.
@Suite struct WaterfallCoreGraphicsTests {
    @Test func cgEntryPointsMatch() throws {
        let grid = WaterfallGrid(lanes: .count(3), laneSpacing: 8, itemSpacing: 8)
        let items: [WaterfallItem] = (0..<200).map { .length(Double(40 + ($0 * 37) % 120)) }
        let cg = try grid.layout(in: CGSize(width: 390, height: 844), items: items)
        let plain = try grid.layout(in: LayoutSize(width: 390, height: 844), items: items)
        #expect(cg.frames == plain.frames)
        #expect(cg.cgContentSize == plain.contentSize.cgSize)
        var rng = SplitMix64(seed: 17)
        for _ in 0..<300 {
            let p = CGPoint(x: Double.random(in: -5...395, using: &rng), y: Double.random(in: -5...6000, using: &rng))
            #expect(cg.index(at: p) == cg.index(at: LayoutPoint(p)))
            let r = CGRect(origin: p, size: CGSize(width: 120, height: Double.random(in: 1...900, using: &rng)))
            #expect(cg.indices(in: r) == cg.indices(in: LayoutRect(r)))
        }
        for i in [0, 5, 199] { #expect(cg.cgFrame(at: i) == (try cg.frame(at: i)).cgRect) }
        #expect(cg.cgFrame(at: 200) == nil)
        #expect(cg.cgFrame(at: -1) == nil)
    }
}
