import Testing

@testable import GridKit

/// The parser accepts what Chromium 156's `CSS.supports(property, value)` accepts: the
/// disagreements `tools/browser-tests/css_supports.py` found, each checked both ways.
@Suite struct ChromiumAgreementTests {
    /// Values GridKit accepted and Chromium rejects (the browser drops the declaration,
    /// so the document meant something else there).
    @Test(arguments: [
        // `span` needs a number or a name; a named line is never 0.
        "grid-row: span", "grid-column: 1 / span", "grid-row-start: span", "grid-area: span", "grid-row: a 0",
        "grid-column-end: a 0",
        // CSS-wide keywords and `default` are never line names (css-values-4 §4.2).
        "grid-row: default", "grid-row: inherit", "grid-column: initial", "grid-area: unset",
        "grid-template-columns: [default] 10px", "grid-template-columns: [inherit] 10px",
        // A track list needs a track, and two name lists never stand side by side.
        "grid-template-columns: [a]", "grid-template-rows: [a] [b] 10px",
        "grid-template-columns: repeat(2, [a] [b] 10px)", "grid-template: 1fr /", "grid-template: / 1fr",
        "grid: / 1fr",
        // Beside areas the columns are an <explicit-track-list>: no repeat().
        #"grid-template: "a" / repeat(2, 10px)"#, #"grid: "a" / repeat(2, 10px)"#,
        // An area string holds names, dots and white space only.
        #"grid-template-areas: "*""#, #"grid-template-areas: "a+b""#,
        // fit-content(<length-percentage>) is not a width in Chromium 156.
        "width: fit-content(10px)", "max-height: fit-content(20%)",
        // safe / unsafe go only before a position; legacy only in justify-items.
        "align-items: safe baseline", "justify-self: safe stretch", "align-self: safe normal",
        "align-content: unsafe stretch", "justify-content: safe normal", "justify-self: legacy",
        "align-self: safe auto",
        // Chromium accepts these, but `auto && <ratio>` is a content-box ratio the engine
        // does not model: refused rather than read as the border-box ratio it is not.
        "aspect-ratio: auto 2 / 1", "aspect-ratio: 1 / 2 auto",
    ])
    func refusedAsChromiumDoes(css: String) {
        #expect(throws: CSSError.self, "\(css)") { try BoxStyle(css: css) }
    }

    /// Values Chromium accepts that GridKit refused, now read as Chromium reads them.
    @Test func acceptedAsChromiumDoes() throws {
        #expect(try BoxStyle(css: "gap: normal").rowGap == .px(0))
        let gaps = try BoxStyle(css: "gap: 10px normal")
        #expect(gaps.rowGap == .px(10) && gaps.columnGap == .px(0))
        #expect(try BoxStyle(css: "row-gap: NORMAL").rowGap == .px(0))
        #expect(try BoxStyle(css: "aspect-ratio: auto").aspectRatio == nil)
        let rowsNone = try BoxStyle(css: "grid-template: none / 10px 1fr")
        #expect(rowsNone.gridTemplateRows == .none)
        #expect(rowsNone.gridTemplateColumns == TrackList(tracks: [.px(10), .fr(1)]))
        #expect(try BoxStyle(css: "justify-items: legacy").justifyItems == SelfAlignment(.normal))
        #expect(try BoxStyle(css: "align-self: unsafe end").alignSelf == .value(SelfAlignment(.end, unsafe: true)))
        // border-width keeps only widths, as the browser mapping does: not 1px / medium.
        #expect(try BoxStyle(css: "border-width: 1px solid black").border == Edges(all: .px(1)))
        let four = try BoxStyle(css: "border-width: 1px solid 2px red")
        #expect(four.border == Edges(top: .px(1), right: .px(2), bottom: .px(1), left: .px(2)))
        #expect(try BoxStyle(css: "border-width: solid").border == Edges(all: .px(3)))
        // Names in line-name lists after a repeat() are not side by side with the repeat's own.
        #expect(throws: Never.self) { try BoxStyle(css: "grid-template-columns: repeat(2, 10px [a]) [b] 20px") }
    }

    /// `a.b` is three cells (a named, a null, a named), as css-grid-1 §7.3 tokenizes it.
    @Test func areaStringsTokenizedAsCSSDoes() throws {
        let s = try BoxStyle(css: #"grid-template-areas: "a.b" "a..c""#)
        #expect(s.gridTemplateAreas?.rows == [["a", nil, "b"], ["a", nil, "c"]])
        let wide = try BoxStyle(css: #"grid-template-areas: "héllo_1 -x""#)
        #expect(wide.gridTemplateAreas?.rows == [["héllo_1", "-x"]])
    }
}
