import Testing

@testable import GridKit

/// The WeChat Moments measurements (W = 250, L = 6, Y = 180) and the group avatar.
@Suite struct CountTemplateTests {
    static let rowWidth = 250.0  // W
    static let gap = 6.0  // L
    static let bound = 180.0  // Y
    static let side = (rowWidth - 2 * gap) / 3

    @Test(arguments: [2, 3, 5, 6, 7, 8, 9])
    func twoToNineImagesInThreeColumnsOfSquareCells(count: Int) throws {
        let layout = try CountTemplate.weChatMoments.layout(itemCount: count)
        #expect(layout.frames.count == count)
        for (i, f) in layout.frames.enumerated() {
            let (row, column) = (i / 3, i % 3)
            #expect(
                f
                    == LayoutRect(
                        x: Double(column) * (Self.side + Self.gap), y: Double(row) * (Self.side + Self.gap),
                        width: Self.side, height: Self.side), "image \(i) of \(count)")
        }
        let rows = (count + 2) / 3
        let columns = min(count, 3)
        // The block actually occupied.
        #expect(
            layout.contentSize
                == LayoutSize(
                    width: Double(columns - 1) * (Self.side + Self.gap) + Self.side,
                    height: Double(rows - 1) * (Self.side + Self.gap) + Self.side))
        if count >= 3 { #expect(abs(layout.contentSize.width - Self.rowWidth) < 1e-12) }
    }

    @Test func fourImagesAsTwoByTwo() throws {
        let layout = try CountTemplate.weChatMoments.layout(itemCount: 4)
        let pitch = Self.side + Self.gap
        #expect(
            layout.frames == [
                LayoutRect(x: 0, y: 0, width: Self.side, height: Self.side),
                LayoutRect(x: pitch, y: 0, width: Self.side, height: Self.side),
                LayoutRect(x: 0, y: pitch, width: Self.side, height: Self.side),
                LayoutRect(x: pitch, y: pitch, width: Self.side, height: Self.side),
            ])
        // The 2x2 block's width, not the row's 250.
        #expect(layout.contentSize == LayoutSize(width: 2 * Self.side + Self.gap, height: 2 * Self.side + Self.gap))
        #expect(layout.contentSize.width < Self.rowWidth)
    }

    /// X = width / height: X < 1/3 → (Y/3) x Y cropped; 1/3 ≤ X ≤ 1 → (Y·X) x Y;
    /// 1 < X ≤ 3 → Y x (Y/X); X > 3 → W x (W − 2L)/3 cropped.
    static let singleImageCases: [(x: Double, width: Double, height: Double, cropped: Bool)] = [
        (0.1, 60, 180, true), (0.25, 60, 180, true), (1.0 / 3, 60, 180, false), (0.5, 90, 180, false),
        (0.75, 135, 180, false), (1, 180, 180, false), (1.5, 180, 120, false), (2, 180, 90, false),
        (3, 180, 60, false), (3.0001, 250, 238.0 / 3, true), (10, 250, 238.0 / 3, true),
    ]

    @Test(arguments: singleImageCases)
    func aSingleImageAtItsAspectRatio(x: Double, width: Double, height: Double, cropped: Bool) throws {
        let layout = try CountTemplate.weChatMoments.layout(itemCount: 1, aspectRatio: x)
        #expect(layout.frames == [LayoutRect(x: 0, y: 0, width: width, height: height)], "X = \(x)")
        #expect(layout.contentSize == LayoutSize(width: width, height: height))
        #expect(layout.isCropped == cropped)
    }

    @Test func theFormulasHoldForAnyAspectRatio() throws {
        var rng = SplitMix64(seed: 14)
        for _ in 0..<500 {
            let x = Double.random(in: 0.01...20, using: &rng)
            let f = try #require(try CountTemplate.weChatMoments.layout(itemCount: 1, aspectRatio: x).frames.first)
            let expected: LayoutSize =
                x < 1.0 / 3
                ? LayoutSize(width: Self.bound / 3, height: Self.bound)
                : x <= 1
                    ? LayoutSize(width: Self.bound * x, height: Self.bound)
                    : x <= 3
                        ? LayoutSize(width: Self.bound, height: Self.bound / x)
                        : LayoutSize(width: Self.rowWidth, height: Self.side)
            #expect(f.size == expected, "X = \(x)")
        }
    }

    @Test func badCountsAndRatiosThrow() throws {
        let t = CountTemplate.weChatMoments
        #expect(throws: CollectionLayoutError.capacityExceeded(itemCount: 10, capacity: 9)) { try t.layout(itemCount: 10) }
        #expect(throws: CollectionLayoutError.self) { try t.layout(itemCount: -1) }
        for bad in [0, -1, .nan, .infinity] {
            #expect(throws: CollectionLayoutError.self) { try t.layout(itemCount: 1, aspectRatio: bad) }
        }
        #expect(try t.layout(itemCount: 0).contentSize == .zero)
        #expect(try t.layout(itemCount: 1).frames == [LayoutRect(x: 0, y: 0, width: 180, height: 180)])
        var gap = t
        gap.rules.removeLast()
        #expect(throws: CollectionLayoutError.self) { try gap.layout(itemCount: 5) }
        var negative = t
        negative.spacing = -1
        #expect(throws: CollectionLayoutError.self) { try negative.layout(itemCount: 5) }
        #expect(throws: CollectionLayoutError.self) { try t.layout(itemCount: 2).frame(at: 2) }
        #expect(try t.layout(itemCount: 2).index(at: LayoutPoint(x: 90, y: 10)) == 1)
        #expect(try t.layout(itemCount: 2).index(at: LayoutPoint(x: 82, y: 10)) == nil)  // the gap
    }

    @Test func groupAvatarsCentreTheirRows() throws {
        let t = CountTemplate.groupAvatar(side: 100, spacing: 4)
        let two = (100.0 - 3 * 4) / 2  // 44
        let three = (100.0 - 4 * 4) / 3  // 28
        #expect(try t.layout(itemCount: 1).frames == [LayoutRect(x: 4, y: 4, width: 92, height: 92)])
        // Two side by side, centred vertically.
        #expect(
            try t.layout(itemCount: 2).frames == [
                LayoutRect(x: 4, y: 28, width: two, height: two), LayoutRect(x: 52, y: 28, width: two, height: two),
            ])
        // Three: one centred on top, two below.
        #expect(try t.layout(itemCount: 3).frames.first == LayoutRect(x: 28, y: 4, width: two, height: two))
        // Five: two centred on top, three below, the block centred.
        let five = try t.layout(itemCount: 5).frames
        let top = (100 - (2 * three + 4)) / 2
        #expect(five[0] == LayoutRect(x: (100 - (2 * three + 4)) / 2, y: top, width: three, height: three))
        #expect(five[2] == LayoutRect(x: 4, y: top + three + 4, width: three, height: three))
        for n in 1...9 {
            let l = try t.layout(itemCount: n)
            #expect(l.contentSize == LayoutSize(width: 100, height: 100))
            for (i, f) in l.frames.enumerated() {
                #expect(f.minX >= 4 - 1e-12 && f.maxX <= 96 + 1e-12 && f.minY >= 4 - 1e-12 && f.maxY <= 96 + 1e-12, "\(n) \(i)")
                for g in l.frames[..<i] { #expect(!overlap(f, g), "\(n)") }
            }
        }
    }
}
