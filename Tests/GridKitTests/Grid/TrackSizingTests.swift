import Testing

@testable import GridKit

/// Intermediate results of §11 (base sizes and growth limits), not only final frames.
@Suite struct TrackSizingTests {
    func tracks(_ sizes: [TrackSize], gap: Double = 0) -> [GridTrack] {
        var t: [GridTrack] = [.gutter(0)]
        for s in sizes {
            t.append(GridTrack(s))
            t.append(.gutter(gap))
        }
        t[t.count - 1] = .gutter(0)
        return t
    }

    func input(_ space: AvailableSpace) -> AxisSizingInput {
        AxisSizingInput(
            axis: .horizontal, available: space, innerSize: space.value, minInnerSize: nil, maxInnerSize: nil,
            contentAlignment: .normal)
    }

    @Test func initializeUsesFixedFunctions() {
        var t = tracks([.px(40), .auto, .minmax(.px(10), .fr(1)), .percent(50)])
        initializeTrackSizes(&t, input(.definite(200)))
        #expect(t[1].baseSize == 40 && t[1].growthLimit == 40)
        #expect(t[3].baseSize == 0 && t[3].growthLimit == .infinity)
        #expect(t[5].baseSize == 10 && t[5].growthLimit == .infinity)
        #expect(t[7].baseSize == 100)
    }

    @Test func maximizeFreezesAtGrowthLimits() {
        var t = tracks([.minmax(.px(10), .px(30)), .minmax(.px(10), .px(100))])
        initializeTrackSizes(&t, input(.definite(100)))
        maximizeTracks(&t, input(.definite(100)), items: GridItems())
        #expect(t[1].baseSize == 30)
        #expect(t[3].baseSize == 70)
    }

    @Test func maximizeCapsRowsAtMaxHeightOnlyWithAFlexibleRow() {
        // An indefinite axis with a max size of 40: columns are capped there (§11.6's
        // redo); rows grow to their growth limits past it unless a row is flexible (Chromium).
        func grown(_ axis: LayoutAxis, flexible: Bool) -> Double {
            var t = tracks([.minmax(.auto, .px(50))])
            var i = input(.maxContent)
            i.axis = axis
            i.maxInnerSize = 40
            initializeTrackSizes(&t, i)
            maximizeTracks(&t, i, flexible: flexible, items: GridItems())
            return t[1].baseSize
        }
        #expect(grown(.horizontal, flexible: false) == 40)
        #expect(grown(.vertical, flexible: false) == 50)
        #expect(grown(.vertical, flexible: true) == 40)
    }

    @Test func percentagesResolveToWholeLayoutUnitsTruncated() {
        // 1/64 px, truncated toward zero, as Chromium's LayoutUnit.
        #expect(LengthPercentage.percent(10).resolve(2) == 0.1875)
        #expect(LengthPercentage.percent(50).resolve(40) == 20)
        #expect(LengthPercentageAuto.percent(-25).resolve(7) == -1.75)
        #expect(LengthPercentageAuto.percent(-10).resolve(2) == -0.1875)
        #expect(SizeValue.percent(33).resolve(10) == 3.296875)
        #expect(SizeValue.percent(33).resolve(nil) == nil)
    }

    @Test func frSizeTreatsSmallSharesAsInflexible() {
        var t = tracks([.fr(1), .fr(1)])
        t[1].baseSize = 80  // content larger than its share
        let fr = findFrSize(t, Array(t.indices), spaceToFill: 100)
        #expect(fr == 20)
    }

    @Test func frSharesAreWholeLayoutUnitsWithTheLostFractionCarried() {
        // 100px over seven 1fr: 1fr is 6400/7 = 914.29 units of 1/64 px; each share is
        // truncated and the fraction it loses goes to the next (Chromium 156). In single
        // precision the last share is 914.99994, and Chromium's float epsilon is below
        // a float's step there: the columns fill 6399 units, as Chromium lays them out.
        var t = tracks(Array(repeating: .fr(1), count: 7))
        let fr = findFrSize(t, Array(t.indices), spaceToFill: 100)
        growToShares(&t, flexFraction: fr)
        let units = t.filter { !$0.isGutter }.map { $0.baseSize * 64 }
        #expect(units == [914, 914, 914, 915, 914, 914, 914])
        // A track whose share is below its base size keeps it, and the carry (1/3 unit)
        // passes over it to the next share: 2133.67, truncated.
        var u = tracks([.fr(1), .fr(1), .fr(1)])
        u[3].baseSize = 50
        growToShares(&u, flexFraction: 100.0 / 3)
        #expect(u.filter { !$0.isGutter }.map { $0.baseSize * 64 } == [2133, 3200, 2133])
    }

    @Test func intrinsicSizesFromText() throws {
        var tree = LayoutTree()
        let grid = tree.addNode(
            style: (try? BoxStyle(css: "display: grid; grid-template-columns: min-content max-content auto")) ?? BoxStyle())
        for text in ["HHH\u{200B}H", "HHH\u{200B}H", "HH"] { try tree.appendChild(tree.addText(text), to: grid) }
        tree.computeLayout(root: grid)
        let widths = tree.children(of: grid).map { tree.frame(of: $0).width }
        #expect(widths == [30, 40, 20])
    }
}
