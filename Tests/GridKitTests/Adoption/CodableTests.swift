import Foundation
import GridKit
import Testing

/// A grid description and a box style can be stored and sent: encode -> decode gives
/// back an equal value, over random values that reach every case of every type.
@Suite struct CodableTests {
    static let seeds: [UInt64] = Array(1...200)

    struct Random {
        var rng: SplitMix64
        mutating func pick<T>(_ xs: [T]) -> T { xs[Int(rng.next() % UInt64(xs.count))] }
        mutating func bool() -> Bool { rng.next() % 2 == 0 }
        /// Any finite Double, including fractions that do not print short.
        mutating func number() -> Double {
            pick([0, 1, 0.1, 1.0 / 3, -2.5, 1e-300, 1e12, Double(Int.random(in: -1000...1000, using: &rng)) / 7])
        }
        mutating func int() -> Int { pick([0, 1, -3, 7, Int.max, Int.min, Int.random(in: -100...100, using: &rng)]) }
        mutating func name() -> String { pick(["a", "main", "é", "a b", "\"q\"", ""]) }
        mutating func optional<T>(_ make: (inout Random) -> T) -> T? { bool() ? make(&self) : nil }

        mutating func grid() -> UniformGrid {
            let columns: UniformGrid.Columns =
                bool() ? .count(int()) : .adaptive(minimumItemWidth: number(), maximumCount: optional { $0.int() })
            let itemSize = pick([
                UniformGrid.ItemSize.fixed(LayoutSize(width: number(), height: number())),
                .flexible(height: number()), .flexibleAspectRatio(number()),
            ])
            let spacing = pick([
                UniformGrid.Spacing.fixed(number(), alignment: pick([.leading, .center, .trailing])),
                .distributed(pick([.spaceBetween, .spaceEvenly, .spaceAround])),
            ])
            let rowSpacing = pick([
                UniformGrid.RowSpacing.fixed(number()), .matchingColumns,
                .distributed(pick([.spaceBetween, .spaceEvenly, .spaceAround])),
            ])
            return UniformGrid(
                columns: columns, itemSize: itemSize, spacing: spacing,
                minimumSpacing: optional { $0.number() }, maximumSpacing: optional { $0.number() },
                rowSpacing: rowSpacing, rowCount: optional { $0.int() },
                insets: Edges(top: number(), right: number(), bottom: number(), left: number()),
                fillOrder: pick([.rowMajor, .columnMajor]), scrollAxis: pick([.vertical, .horizontal]),
                overflow: pick([.grow, .paginate, .refuse]), layoutDirection: pick([.leftToRight, .rightToLeft]),
                incompleteRowAlignment: pick([.columns, .center, .trailing]), safeAlignment: bool(),
                displayScale: optional { $0.number() })
        }

        mutating func lengthPercentage() -> LengthPercentage { bool() ? .px(number()) : .percent(number()) }
        mutating func lengthPercentageAuto() -> LengthPercentageAuto {
            pick([.auto, .px(number()), .percent(number())])
        }
        mutating func sizeValue() -> SizeValue {
            pick([
                .auto, .px(number()), .percent(number()), .minContent, .maxContent, .fitContent(nil),
                .fitContent(lengthPercentage()), .stretch,
            ])
        }
        mutating func trackSize() -> TrackSize {
            let min = pick([MinTrackSize.fixed(lengthPercentage()), .minContent, .maxContent, .auto])
            let max = pick([
                MaxTrackSize.fixed(lengthPercentage()), .minContent, .maxContent, .auto,
                .fitContent(lengthPercentage()), .fr(number()),
            ])
            return TrackSize(min: min, max: max)
        }
        mutating func components(depth: Int) -> [TrackList.Component] {
            (0..<Int.random(in: 0...4, using: &rng)).map { _ in
                switch rng.next() % (depth > 0 ? 3 : 2) {
                case 0: .track(trackSize())
                case 1: .names((0..<Int.random(in: 0...2, using: &rng)).map { _ in name() })
                default: .repeat(pick([.count(int()), .autoFill, .autoFit]), components(depth: depth - 1))
                }
            }
        }
        mutating func placement() -> GridPlacement {
            pick([.auto, .line(int()), .named(name(), int()), .span(int()), .namedSpan(name(), int())])
        }
        mutating func selfAlignment() -> SelfAlignment {
            let all: [SelfAlignment.Position] = [
                .normal, .stretch, .start, .end, .center, .selfStart, .selfEnd, .flexStart, .flexEnd, .left, .right,
                .baseline, .lastBaseline,
            ]
            return SelfAlignment(pick(all), safe: bool())
        }
        mutating func contentAlignment() -> ContentAlignment {
            let all: [ContentAlignment.Position] = [
                .normal, .stretch, .start, .end, .center, .flexStart, .flexEnd, .left, .right, .spaceBetween,
                .spaceAround, .spaceEvenly,
            ]
            return ContentAlignment(pick(all), safe: bool())
        }
        mutating func edges<V>(_ make: (inout Random) -> V) -> Edges<V> {
            Edges(top: make(&self), right: make(&self), bottom: make(&self), left: make(&self))
        }

        mutating func style() -> BoxStyle {
            var s = BoxStyle()
            s.display = pick([.block, .grid, .none])
            s.position = pick([.relative, .absolute])
            s.direction = pick([.leftToRight, .rightToLeft])
            s.boxSizing = pick([.borderBox, .contentBox])
            s.overflowX = pick([.visible, .hidden, .clip, .scroll, .auto])
            s.overflowY = pick([.visible, .hidden, .clip, .scroll, .auto])
            s.inset = edges { $0.lengthPercentageAuto() }
            (s.width, s.height, s.minWidth, s.minHeight) = (sizeValue(), sizeValue(), sizeValue(), sizeValue())
            (s.maxWidth, s.maxHeight) = (sizeValue(), sizeValue())
            s.aspectRatio = optional { $0.number() }
            s.margin = edges { $0.lengthPercentageAuto() }
            s.padding = edges { $0.lengthPercentage() }
            s.border = edges { $0.lengthPercentage() }
            s.gridTemplateColumns = TrackList(components(depth: 2))
            s.gridTemplateRows = TrackList(components(depth: 2))
            s.gridTemplateAreas = optional { r in
                GridTemplateAreas(rows: (0..<2).map { _ in (0..<3).map { _ in r.optional { $0.name() } } })
            }
            s.gridAutoColumns = (0..<Int.random(in: 0...3, using: &rng)).map { _ in trackSize() }
            s.gridAutoRows = (0..<Int.random(in: 0...3, using: &rng)).map { _ in trackSize() }
            s.gridAutoFlow = GridAutoFlow(isColumn: bool(), isDense: bool())
            s.gridRow = GridLine(start: placement(), end: placement())
            s.gridColumn = GridLine(start: placement(), end: placement())
            (s.rowGap, s.columnGap) = (lengthPercentage(), lengthPercentage())
            (s.alignItems, s.justifyItems) = (selfAlignment(), selfAlignment())
            s.alignSelf = bool() ? .auto : .value(selfAlignment())
            s.justifySelf = bool() ? .auto : .value(selfAlignment())
            (s.alignContent, s.justifyContent) = (contentAlignment(), contentAlignment())
            return s
        }
    }

    static func roundTrip<T: Codable & Equatable>(_ value: T, seed: UInt64) throws {
        let data = try JSONEncoder().encode(value)
        let back = try JSONDecoder().decode(T.self, from: data)
        #expect(back == value, "seed \(seed): \(String(decoding: data, as: UTF8.self))")
    }

    @Test(arguments: seeds) func uniformGridRoundTrips(seed: UInt64) throws {
        var r = Random(rng: SplitMix64(seed: seed))
        try Self.roundTrip(r.grid(), seed: seed)
    }

    @Test(arguments: seeds) func boxStyleRoundTrips(seed: UInt64) throws {
        var r = Random(rng: SplitMix64(seed: seed))
        try Self.roundTrip(r.style(), seed: seed)
    }

    /// A decoded grid lays out exactly like the original (the description is all there is).
    @Test func decodedGridLaysOutTheSame() throws {
        let grid = UniformGrid(
            columns: .count(3), itemSize: .fixed(LayoutSize(width: 80, height: 100)),
            spacing: .distributed(.spaceEvenly), insets: Edges(top: 1, right: 2, bottom: 3, left: 4),
            layoutDirection: .rightToLeft, displayScale: 2)
        let back = try JSONDecoder().decode(UniformGrid.self, from: JSONEncoder().encode(grid))
        let a = try grid.layout(in: LayoutSize(width: 320, height: 480), itemCount: 10)
        let b = try back.layout(in: LayoutSize(width: 320, height: 480), itemCount: 10)
        #expect(a.frames == b.frames)
    }

    /// Simple enums are stored by name, so the stored form reads well and survives reordering.
    @Test func simpleEnumsEncodeAsTheirNames() throws {
        let json = String(decoding: try JSONEncoder().encode([UniformGrid.Distribution.spaceEvenly]), as: UTF8.self)
        #expect(json == #"["spaceEvenly"]"#)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([Display].self, from: Data(#"["flex"]"#.utf8)) }
    }
}
