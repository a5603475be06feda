import Testing

@testable import GridKit

/// CSS text to typed style values.
@Suite struct StyleParserTests {
    @Test func declarationsAndFactories() throws {
        let style = try BoxStyle(
            css: "display: grid; grid-template-columns: 200px 1fr auto minmax(10px, 2fr); gap: 4px 8px; width: 50%")
        #expect(style.display == .grid)
        #expect(style.gridTemplateColumns == TrackList(tracks: [.px(200), .fr(1), .auto, .minmax(.px(10), .fr(2))]))
        #expect(style.rowGap == .px(4) && style.columnGap == .px(8))
        #expect(style.width == .percent(50))
    }

    @Test func repeatsAndNames() throws {
        let s = try BoxStyle(css: "grid-template-rows: [top] 10px repeat(auto-fill, [a] 20px) [end]")
        #expect(
            s.gridTemplateRows.components == [
                .names(["top"]), .track(.px(10)), .repeat(.autoFill, [.names(["a"]), .track(.px(20))]), .names(["end"]),
            ])
        let fit = try BoxStyle(css: "grid-template-columns: fit-content(30%) min-content max-content")
        #expect(fit.gridTemplateColumns == TrackList(tracks: [.fitContent(.percent(30)), .minContent, .maxContent]))
    }

    @Test func placements() throws {
        let s = try BoxStyle(css: "grid-row: 2 / span 3; grid-column: span name 2 / -1")
        #expect(s.gridRow == GridLine(start: .line(2), end: .span(3)))
        #expect(s.gridColumn == GridLine(start: .namedSpan("name", 2), end: .line(-1)))
        let area = try BoxStyle(css: "grid-area: hero")
        #expect(area.gridRow == GridLine(start: .named("hero", 1), end: .named("hero", 1)))
        #expect(area.gridColumn == GridLine(start: .named("hero", 1), end: .named("hero", 1)))
        let huge = try BoxStyle(css: "grid-row-start: 123456789")
        #expect(huge.gridRow.start == .line(GridLine.maximumLine))
    }

    @Test func alignmentKeywords() throws {
        let s = try BoxStyle(css: "justify-content: safe center; align-items: last baseline; justify-self: unsafe end")
        #expect(s.justifyContent == ContentAlignment(.center, safe: true))
        #expect(s.alignItems == SelfAlignment(.lastBaseline))
        // An explicit `unsafe` is kept (it turns off an abspos box's default overflow alignment).
        #expect(s.justifySelf == .value(SelfAlignment(.end, unsafe: true)))
        #expect(try BoxStyle(css: "justify-self: end").justifySelf == .value(SelfAlignment(.end)))
        #expect(try BoxStyle(css: "justify-self: safe end").justifySelf == .value(SelfAlignment(.end, safe: true)))
    }

    @Test func bordersKeepOnlyWidths() throws {
        let s = try BoxStyle(css: "border: 3px solid rgb(0, 0, 0); border-left: thick dashed")
        #expect(s.border == Edges(top: .px(3), right: .px(3), bottom: .px(3), left: .px(5)))
    }

    @Test func gridShorthandsExpandToLonghands() throws {
        let t = try BoxStyle(css: #"grid-template: [top] "a b" 30px [mid] "c b" [end] / 40px 1fr"#)
        #expect(t.gridTemplateRows.components == [.names(["top"]), .track(.px(30)), .names(["mid"]), .track(.auto), .names(["end"])])
        #expect(t.gridTemplateColumns == TrackList(tracks: [.px(40), .fr(1)]))
        #expect(t.gridTemplateAreas?.rows == [["a", "b"], ["c", "b"]])
        let rows = try BoxStyle(css: "grid-auto-rows: 9px; grid: auto-flow dense 20px / repeat(2, 1fr)")
        #expect(rows.gridAutoFlow == GridAutoFlow(isColumn: false, isDense: true))
        #expect(rows.gridAutoRows == [.px(20)] && rows.gridTemplateRows == .none)
        let columns = try BoxStyle(css: "grid: 10px 20px / auto-flow")
        #expect(columns.gridAutoFlow == .column && columns.gridAutoColumns == [.auto])
        #expect(columns.gridTemplateRows == TrackList(tracks: [.px(10), .px(20)]) && columns.gridTemplateColumns == .none)
        let reset = try BoxStyle(css: "grid-auto-rows: 9px; grid-auto-flow: column; grid: 10px / 20px")
        #expect(reset.gridAutoRows == [.auto] && reset.gridAutoFlow == .row)
    }

    @Test func orderIsAnIntegerKeptIn32Bits() throws {
        #expect(try BoxStyle(css: "order: -3").order == -3)
        #expect(try BoxStyle(css: "order: 99999999999").order == Int(Int32.max))
    }

    @Test(arguments: [
        ("order: 1.5", "order"), ("order: auto", "order"), ("order: 2px", "order"),
        (#"grid-template: "a" / repeat(auto-fill, 10px)"#, "grid-template"),
        ("grid-template: 10px", "grid-template"), ("grid-template: 10px / 20px / 30px", "grid-template"),
        (#"grid-template: "a b" "c""#, "grid-template"), ("grid: auto-flow 10px / auto-flow 20px", "grid"),
        ("grid: dense / 10px", "grid"),
        ("width: 10", "width"), ("width: auto auto", "width"),
        ("grid-template-columns: repeat(0, 10px)", "grid-template-columns"),
        ("grid-row: span -1", "grid-row"), ("display: flex", "display"), ("wibble: 3px", "wibble"),
        ("gap: 1e999px", "gap"),
        ("grid-template-columns: repeat(auto-fill, 10px) repeat(auto-fit, 10px)", "grid-template-columns"),
        ("aspect-ratio: 0", "aspect-ratio"), ("margin", "margin"),
    ])
    func refusedWithTheProperty(css: String, property: String) {
        #expect(throws: CSSError.self) { try BoxStyle(css: css) }
        do { _ = try BoxStyle(css: css) } catch { #expect(error.property == property, "\(error)") }
    }
}
