import Testing

@testable import GridKit

/// css-grid-1 §11.5 Resolve Intrinsic Track Sizes, checked on its intermediate
/// results (base sizes and growth limits after each sub-step), in the manner of
/// Blink's grid_layout_algorithm_test.cc. Items are Ahem text at 10px that may break
/// only at U+200B: "HHH\u{200B}HHHH" has a min-content width of 40 (its longest run)
/// and a max-content width of 70.
/// Expected values are worked out by hand from the spec's text, cited at each check.
@Suite struct IntrinsicTrackSizeTests {
    static let text = "HHH\u{200B}HHHH"
    static let minContent = 40.0
    static let maxContent = 70.0

    /// Tracks with zero gutters, as the driver lays them out: `[edge, t0, gutter, t1, …, edge]`.
    func tracks(_ sizes: [TrackSize]) -> [GridTrack] {
        var t: [GridTrack] = [.gutter(0)]
        for s in sizes {
            t.append(GridTrack(s))
            t.append(.gutter(0))
        }
        return t
    }

    /// One text item per span (first track, track count), in the columns.
    func items(_ tree: inout LayoutTree, _ spans: [(first: Int, count: Int)], tracks: [GridTrack]) -> GridItems {
        var items = GridItems()
        for span in spans {
            var core = GridItem.Core(node: tree.addText(Self.text).index)
            core.columnLower = Int32(TrackIndex.ofTrack(span.first))
            core.columnUpper = Int32(TrackIndex.ofTrack(span.first + span.count - 1) + 1)
            core.rowLower = 1
            core.rowUpper = 2
            let crossed = TrackIndex.ofTrack(span.first)..<Int(core.columnUpper)
            core.crossesIntrinsicColumn = crossed.contains {
                !tracks[$0].isGutter && (tracks[$0].hasIntrinsicMin || tracks[$0].hasIntrinsicMax)
            }
            core.crossesFlexibleColumn = crossed.contains { tracks[$0].isFlexible }
            items.cores.append(core)
        }
        return items
    }

    func input(_ space: AvailableSpace) -> AxisSizingInput {
        AxisSizingInput(
            axis: .horizontal, available: space, innerSize: space.value, minInnerSize: nil, maxInnerSize: nil,
            contentAlignment: .normal)
    }

    func context(_ space: AvailableSpace) -> ContributionContext {
        ContributionContext(axis: .horizontal, otherTracks: nil, innerSize: space.value)
    }

    /// Base sizes and growth limits of the tracks (gutters left out).
    func sizes(_ t: [GridTrack]) -> (base: [Double], growth: [Double]) {
        let real = stride(from: 1, to: t.count, by: 2).map { t[$0] }
        return (real.map(\.baseSize), real.map(\.growthLimit))
    }

    /// §11.5 step 2, one item per track: each kind of sizing function takes the
    /// contribution the spec names for it.
    @Test func singleSpanItemsSizeTheirTrack() {
        var tree = LayoutTree()
        var t = tracks([.auto, .minContent, .maxContent, .fitContent(.px(30)), .minmax(.px(10), .auto), .px(25)])
        var items = items(&tree, (0..<6).map { ($0, 1) }, tracks: t)
        let space = AvailableSpace.definite(1000)
        initializeTrackSizes(&t, input(space))
        // §11.4: fixed minimums and maximums only.
        #expect(sizes(t).base == [0, 0, 0, 0, 10, 25])
        #expect(sizes(t).growth == [.infinity, .infinity, .infinity, .infinity, .infinity, 25])
        tree.resolveIntrinsicTrackSizes(&t, &items, input(space), context(space))
        // auto: base = minimum contribution (§6.6 automatic minimum: min-content),
        //   growth = max-content contribution.
        // min-content / max-content: both from that contribution.
        // fit-content(30px): base = minimum contribution 40; growth = max-content
        //   clamped to the limit, but never below the base size: max(30, 40) = 40.
        // minmax(10px, auto): base stays 10 (fixed), growth = max-content.
        // 25px: not intrinsic, untouched.
        #expect(sizes(t).base == [40, 40, 70, 40, 10, 25])
        #expect(sizes(t).growth == [70, 40, 70, 40, 70, 25])
    }

    /// §11.5 step 3 for one item spanning `minmax(min-content, max-content) auto`,
    /// sub-step by sub-step (§11.5.1 distributes each contribution's excess).
    @Test func spanningItemAfterEachSubStep() {
        var tree = LayoutTree()
        var t = tracks([.minmax(.minContent, .maxContent), .auto])
        var items = items(&tree, [(0, 2)], tracks: t)
        let space = AvailableSpace.definite(1000)
        initializeTrackSizes(&t, input(space))
        var increases = TrackIncreases(count: t.count)
        func run(_ step: Contribution) {
            tree.distribute(step, [0], &t, &increases, &items, input(space), context(space), flexibleOnly: false)
        }
        // 3.1 intrinsic minimums: the minimum contribution (40) over two intrinsic
        // minimums, shared equally: 20 each.
        run(.intrinsicMinimums)
        #expect(sizes(t).base == [20, 20])
        #expect(sizes(t).growth == [.infinity, .infinity])
        // 3.2 content-based minimums: only the min-content minimum is affected; the
        // spanned base sizes already sum to the min-content contribution: no change.
        run(.contentBasedMinimums)
        #expect(sizes(t).base == [20, 20])
        // 3.3 max-content minimums: none (auto counts only under a max-content constraint).
        run(.maxContentMinimums)
        #expect(sizes(t).base == [20, 20])
        // 3.5 intrinsic maximums: infinite growth limits take part as their base sizes
        // (20 + 20 = the min-content contribution, no excess) and become finite.
        run(.intrinsicMaximums)
        #expect(sizes(t).growth == [20, 20])
        #expect(t[1].isInfinitelyGrowable && t[3].isInfinitelyGrowable)
        // 3.6 max-content maximums: 70 - 40 = 30 shared equally; tracks made
        // infinitely growable in 3.5 may grow past their limits.
        run(.maxContentMaximums)
        #expect(sizes(t).growth == [35, 35])
        #expect(sizes(t).base == [20, 20])
    }

    /// The whole of §11.5 then §11.6 (maximize) and §11.8 (stretch auto tracks) on
    /// the same grid: the driver's order of steps.
    @Test func spanningItemThroughMaximizeAndStretch() {
        var tree = LayoutTree()
        var t = tracks([.minmax(.minContent, .maxContent), .auto])
        var items = items(&tree, [(0, 2)], tracks: t)
        let space = AvailableSpace.definite(1000)
        initializeTrackSizes(&t, input(space))
        tree.resolveIntrinsicTrackSizes(&t, &items, input(space), context(space))
        #expect(sizes(t).base == [20, 20])
        #expect(sizes(t).growth == [35, 35])
        // §11.6: free space 960 grows both base sizes to their growth limits.
        maximizeTracks(&t, input(space), items: GridItems())
        #expect(sizes(t).base == [35, 35])
        // §11.8: the rest (930) goes to the auto-maximum track.
        stretchAutoTracks(&t, input(space), items: GridItems())
        #expect(sizes(t).base == [35, 965])
    }

    /// §11.5 step 3.1 with a fixed track in the span: only the auto track is affected,
    /// so it takes the whole excess over the fixed track's size.
    @Test func fixedTrackInSpanTakesNothing() {
        var tree = LayoutTree()
        var t = tracks([.auto, .px(15)])
        var items = items(&tree, [(0, 2)], tracks: t)
        let space = AvailableSpace.definite(1000)
        initializeTrackSizes(&t, input(space))
        tree.resolveIntrinsicTrackSizes(&t, &items, input(space), context(space))
        // The minimum contribution is §6.6's automatic minimum, the min-content size
        // (40), not clamped (the auto track has no fixed maximum). 3.1: 40 - 15 = 25
        // goes to the only intrinsic-minimum track. 3.5: its infinite growth limit
        // becomes its base size, 25. 3.6: the max-content excess 70 - (25 + 15) = 30
        // goes to it too: 55.
        #expect(sizes(t).base == [25, 15])
        #expect(sizes(t).growth == [55, 15])
    }

    /// §11.5 step 4 under a max-content constraint: an item crossing flexible tracks
    /// feeds only them, and only through its minimum contribution: the spec's 3.3 for
    /// auto minimums under a max-content constraint is left out, as Chromium does.
    @Test func flexibleTracksTakeNoMaxContentUnderMaxContent() {
        var tree = LayoutTree()
        var t = tracks([.fr(1), .fr(2)])
        var items = items(&tree, [(0, 2)], tracks: t)
        let space = AvailableSpace.maxContent
        initializeTrackSizes(&t, input(space))
        tree.resolveIntrinsicTrackSizes(&t, &items, input(space), context(space))
        // 3.1: the minimum contribution of an item spanning flexible tracks is 0
        // (§6.6 does not apply); no 3.3 for auto minimums: the max-content
        // contribution 70 waits for §11.7's flex fraction.
        #expect(sizes(t).base == [0, 0])
        // Step 5: infinite growth limits become base sizes.
        #expect(sizes(t).growth == [0, 0])
    }

    /// Under a min-content constraint, step 3.1 uses the minimum contribution (as
    /// browsers do): §6.6 caps it by the spanned fixed maximums (10 + 15 = 25).
    @Test func minimumContributionUnderMinContent() {
        var tree = LayoutTree()
        var t = tracks([.minmax(.auto, .px(10)), .minmax(.auto, .px(15))])
        var items = items(&tree, [(0, 2)], tracks: t)
        let space = AvailableSpace.minContent
        initializeTrackSizes(&t, input(space))
        tree.resolveIntrinsicTrackSizes(&t, &items, input(space), context(space))
        // Every spanned maximum is fixed, so §6.6 clamps the automatic minimum (40)
        // to their sum: 25.
        // §11.5.1 shares it equally up to the growth limits: 10 each freezes the first
        // track, the remaining 5 goes to the second (15).
        #expect(sizes(t).base == [10, 15])
        #expect(sizes(t).growth == [10, 15])
    }
}
