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
        mutating func name() -> String { pick(["a", "main", "é", "a b", "\"q\""]) }
        /// A length the CSS parser could produce: 0...1e9, any fraction.
        mutating func length() -> Double {
            pick([0, 1, 0.1, 1.0 / 3, 1e-300, 1e9, Double(Int.random(in: 0...1000, using: &rng)) / 7])
        }
        mutating func signedLength() -> Double { bool() ? length() : -length() }
        /// A line number or count within ±GridLine.maximumLine.
        mutating func line() -> Int {
            pick([1, -1, 7, GridLine.maximumLine, -GridLine.maximumLine, Int.random(in: 1...99, using: &rng)])
        }
        mutating func count() -> Int { pick([1, 2, GridLine.maximumLine, Int.random(in: 1...99, using: &rng)]) }
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

        mutating func lengthPercentage() -> LengthPercentage { bool() ? .px(length()) : .percent(length()) }
        mutating func lengthPercentageAuto() -> LengthPercentageAuto {
            pick([.auto, .px(signedLength()), .percent(signedLength())])
        }
        mutating func sizeValue() -> SizeValue {
            pick([
                .auto, .px(length()), .percent(length()), .minContent, .maxContent, .fitContent(nil),
                .fitContent(lengthPercentage()), .stretch,
            ])
        }
        mutating func trackSize() -> TrackSize {
            let min = pick([MinTrackSize.fixed(lengthPercentage()), .minContent, .maxContent, .auto])
            let max = pick([
                MaxTrackSize.fixed(lengthPercentage()), .minContent, .maxContent, .auto,
                .fitContent(lengthPercentage()), .fr(length()),
            ])
            return TrackSize(min: min, max: max)
        }
        mutating func fixedTrackSize() -> TrackSize { bool() ? .px(length()) : .minmax(.percent(length()), .fr(length())) }
        /// A track list as CSS could write it: names, tracks and repeat()s of at least
        /// one track, with at most one auto repeat, beside which every track is fixed.
        mutating func trackList() -> TrackList {
            let auto = rng.next() % 3 == 0
            var components: [TrackList.Component] = []
            func track(_ r: inout Random) -> TrackSize { auto ? r.fixedTrackSize() : r.trackSize() }
            for _ in 0..<Int.random(in: 0...4, using: &rng) {
                switch rng.next() % 3 {
                case 0: components.append(.track(track(&self)))
                case 1: components.append(.names((0..<Int.random(in: 0...2, using: &rng)).map { _ in name() }))
                default:
                    components.append(.repeat(.count(count()), [.names([name()]), .track(track(&self))]))
                }
            }
            if auto {
                components.append(.repeat(pick([.autoFill, .autoFit]), [.track(fixedTrackSize()), .names([name()])]))
            }
            return TrackList(components)
        }
        mutating func placement() -> GridPlacement {
            pick([.auto, .line(line()), .named(name(), line()), .span(count()), .namedSpan(name(), count())])
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
            s.aspectRatio = optional { $0.pick([0.5, 1, 16.0 / 9, 1e-9, 1e9]) }
            s.margin = edges { $0.lengthPercentageAuto() }
            s.padding = edges { $0.lengthPercentage() }
            s.border = edges { $0.lengthPercentage() }
            s.gridTemplateColumns = trackList()
            s.gridTemplateRows = trackList()
            s.gridTemplateAreas = optional { r in
                r.pick([
                    GridTemplateAreas(rows: [["a", "a", nil], ["b", "b", "c"]]),
                    GridTemplateAreas(rows: [["main"]]), GridTemplateAreas(rows: [[nil, nil]]),
                ])
            }
            s.gridAutoColumns = (0..<Int.random(in: 1...3, using: &rng)).map { _ in trackSize() }
            s.gridAutoRows = (0..<Int.random(in: 1...3, using: &rng)).map { _ in trackSize() }
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

    /// Missing keys keep their initial values or defaults, so partial and older data decode.
    @Test func missingKeysTakeInitialValues() throws {
        #expect(try JSONDecoder().decode(BoxStyle.self, from: Data("{}".utf8)) == BoxStyle())
        var grid = BoxStyle()
        grid.display = .grid
        grid.direction = .rightToLeft
        let partial = #"{"display": "grid", "direction": "rightToLeft"}"#
        #expect(try JSONDecoder().decode(BoxStyle.self, from: Data(partial.utf8)) == grid)

        let short = #"{"columns": {"count": {"_0": 3}}, "itemSize": {"flexible": {"height": 40}}, "rowCount": 2}"#
        let expected = UniformGrid(columns: .count(3), itemSize: .flexible(height: 40), rowCount: 2)
        #expect(try JSONDecoder().decode(UniformGrid.self, from: Data(short.utf8)) == expected)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(UniformGrid.self, from: Data(#"{"columns": {"count": {"_0": 3}}}"#.utf8))
        }
    }

    /// A decoded style holds only what CSS text could give: values the parser refuses
    /// (and some the engine cannot take) are refused when decoding, naming the property.
    static func badStyle(_ change: (inout BoxStyle) -> Void) -> BoxStyle {
        var style = BoxStyle()
        change(&style)
        return style
    }

    static let badStyles: [(String, BoxStyle)] = [
        ("gridTemplateColumns", badStyle { $0.gridTemplateColumns = TrackList([.repeat(.count(-5), [.track(.px(1))])]) }),
        ("gridTemplateColumns", badStyle { $0.gridTemplateColumns = TrackList([.repeat(.count(2), [.names(["a"])])]) }),
        (
            "gridTemplateRows",
            badStyle { $0.gridTemplateRows = TrackList([.repeat(.count(2), [.repeat(.count(2), [.track(.px(1))])])]) }
        ),
        ("gridTemplateRows", badStyle { $0.gridTemplateRows = TrackList([.repeat(.autoFill, [.track(.fr(1))])]) }),
        ("gridColumn", badStyle { $0.gridColumn = GridLine(start: .line(0)) }),
        ("gridColumn", badStyle { $0.gridColumn = GridLine(start: .line(Int.max)) }),
        ("gridRow", badStyle { $0.gridRow = GridLine(end: .span(0)) }),
        ("padding", badStyle { $0.padding.left = .px(-1) }),
        ("width", badStyle { $0.width = .px(1e300) }),
        ("aspectRatio", badStyle { $0.aspectRatio = 0 }),
        ("gridTemplateAreas", badStyle { $0.gridTemplateAreas = GridTemplateAreas(rows: [["a", "b"], ["b", "a"]]) }),
        ("gridTemplateAreas", badStyle { $0.gridTemplateAreas = GridTemplateAreas(rows: [["a"], ["a", "a"]]) }),
        ("gridAutoRows", badStyle { $0.gridAutoRows = [] }),
    ]

    /// A decoded style holds only what CSS text could give: values the parser refuses
    /// (and some the engine cannot take) are refused when decoding, naming the property.
    @Test(arguments: badStyles)
    func valuesCSSCannotWriteAreRefused(property: String, style: BoxStyle) throws {
        let data = try JSONEncoder().encode(style)
        do {
            _ = try JSONDecoder().decode(BoxStyle.self, from: data)
            Issue.record("decoded a style with a bad \(property)")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.debugDescription.hasPrefix("\(property): "), "\(context.debugDescription)")
        }
    }

    /// Simple enums are stored by name, so the stored form reads well and survives reordering.
    @Test func simpleEnumsEncodeAsTheirNames() throws {
        let json = String(decoding: try JSONEncoder().encode([UniformGrid.Distribution.spaceEvenly]), as: UTF8.self)
        #expect(json == #"["spaceEvenly"]"#)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([Display].self, from: Data(#"["flex"]"#.utf8)) }
    }
}
