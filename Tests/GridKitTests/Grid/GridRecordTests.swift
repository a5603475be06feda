import Testing

@testable import GridKit

/// The compact records the engine's hot loops run over: what they store comes back
/// unchanged, and they stay the size the speed design counts on.
@Suite struct GridRecordTests {
    @Test func trackSizingFunctionsRoundTrip() {
        let minimums: [MinTrackSize] = [.px(12.5), .percent(40), .minContent, .maxContent, .auto]
        let maximums: [MaxTrackSize] = [
            .px(7), .percent(25), .minContent, .maxContent, .auto, .fitContent(.px(30)), .fitContent(.percent(10)),
            .fr(2.5),
        ]
        for mn in minimums {
            for mx in maximums {
                let t = GridTrack(TrackSize(min: mn, max: mx))
                // The flat kinds answer what the enums say (100px of inner size for percentages).
                let fixedMin: Double? =
                    switch mn {
                    case .fixed(let l): l.resolve(100)
                    default: nil
                    }
                #expect(t.fixedMinimum(100) == fixedMin)
                #expect(t.hasAutoMin == (mn == .auto))
                #expect(t.hasContentMin == (mn == .minContent || mn == .maxContent))
                #expect(t.hasMaxContentMin == (mn == .maxContent))
                let (fixedMax, fitLimit): (Double?, Double?) =
                    switch mx {
                    case .fixed(let l): (l.resolve(100), nil)
                    case .fitContent(let l): (nil, l.resolve(100))
                    default: (nil, nil)
                    }
                #expect(t.fixedMaximum(100) == fixedMax)
                #expect(t.fitContentLimit(100) == fitLimit)
                #expect(t.fixedOrFitContentMaximum(100) == (fixedMax ?? fitLimit))
                #expect(t.flexFactor == (mx == .fr(2.5) ? 2.5 : 0))
                #expect(t.hasAutoMax == (mx == .auto))
                #expect(t.hasMinContentMax == (mx == .minContent))
                let maxContentMax: Bool =
                    switch mx {
                    case .maxContent, .auto, .fitContent: true
                    default: false
                    }
                #expect(t.hasMaxContentMax == maxContentMax)
                #expect(t.isFlexible == (mx == .fr(2.5)))
                #expect(t.hasIntrinsicMin == ![.px(12.5), .percent(40)].contains(mn))
            }
        }
    }

    @Test func recordsStayCompact() {
        // A million-row grid has two million tracks; a million items, a million cores.
        #expect(MemoryLayout<GridTrack>.stride == 48)
        #expect(MemoryLayout<GridItem.Core>.stride == 32)
    }

    @Test func itemSizesAreStoredOnlyOnceKnown() {
        var items = GridItems()
        items.cores = Array(repeating: GridItem.Core(node: 0), count: 4)
        items.resetContributions([2])  // nothing known: nothing stored
        #expect(items.withStoredSizes { $0.isEmpty })
        items[1].minContent = 42
        items[3].baselineShim = 5
        #expect(items.withStoredSizes { $0.count } == 4)
        #expect(items[1].minContent == 42 && items[1].maxContent.isNaN)
        #expect(items[3].baselineShim == 5 && items[0].baselineShim == 0)
        items.resetContributions([1, 3])  // contributions go, the baseline shim stays
        #expect(items[1].minContent.isNaN && items[3].baselineShim == 5)
        items.clearSizes()
        #expect(items[1].minContent.isNaN)
    }

    /// §11.5 step 2 takes maxima, so feeding items in any order sizes a track the same
    /// (the engine relies on this to feed plain items in one pass).
    @Test func singleSpanSizingIgnoresItemOrder() {
        let contributions: [(min: Double, max: Double, minimum: Double)] = [
            (30, 50, 10), (70, 90, 0), (20, 20, 20), (55, 120, 40),
        ]
        let functions: [TrackSize] = [
            .auto, .minContent, .maxContent, .fitContent(.px(60)), .fitContent(.px(200)), .minmax(.auto, .px(45)),
            .minmax(.px(80), .maxContent),
        ]
        for f in functions {
            var results: Set<[Double]> = []
            for order in [[0, 1, 2, 3], [3, 2, 1, 0], [1, 3, 0, 2], [2, 0, 3, 1]] {
                var t = [GridTrack(f)]
                initializeTrackSizes(
                    &t,
                    AxisSizingInput(
                        axis: .vertical, available: .maxContent, innerSize: nil, minInnerSize: nil, maxInnerSize: nil,
                        contentAlignment: .normal))
                for i in order {
                    let c = contributions[i]
                    t[0].sizeForSingleSpanItem(minContent: c.min, maxContent: c.max, minimum: c.minimum, innerSize: nil)
                }
                if t[0].growthLimit < t[0].baseSize { t[0].growthLimit = t[0].baseSize }
                results.insert([t[0].baseSize, t[0].growthLimit])
            }
            #expect(results.count == 1, "\(f): \(results)")
        }
    }
}
