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
        #expect(s.justifySelf == .value(SelfAlignment(.end)))
    }

    @Test func bordersKeepOnlyWidths() throws {
        let s = try BoxStyle(css: "border: 3px solid rgb(0, 0, 0); border-left: thick dashed")
        #expect(s.border == Edges(top: .px(3), right: .px(3), bottom: .px(3), left: .px(5)))
    }

    @Test(arguments: [
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
