import Foundation
import Testing

@testable import GridKit

/// css-grid-2 §2 `subgrid <line-name-list>?`: what the parser accepts is what
/// Chromium's `CSS.supports` accepts (tools/browser-tests/css_supports.py lists both).
@Suite struct SubgridSyntaxTests {
    @Test func subgridWithLineNames() throws {
        let s = try BoxStyle(css: "grid-template-columns: subgrid [a] repeat(2, [b] [c]) [] repeat(auto-fill, [d])")
        #expect(s.gridTemplateColumns.isSubgrid)
        #expect(
            s.gridTemplateColumns.components == [
                .names(["a"]), .repeat(.count(2), [.names(["b"]), .names(["c"])]), .names([]),
                .repeat(.autoFill, [.names(["d"])]),
            ])
        #expect(try BoxStyle(css: "grid-template-rows: SUBGRID").gridTemplateRows == .subgrid())
        #expect(!TrackList.subgrid().isEmpty)
    }

    @Test(arguments: [
        "subgrid repeat(auto-fill, [a]) repeat(auto-fill, [b])", "subgrid repeat(auto-fit, [a])", "subgrid 10px",
        "subgrid [a] 10px", "[a] subgrid", "subgrid subgrid", "subgrid repeat(0, [a])", "subgrid repeat(2, 10px)",
        "subgrid repeat(2, [a] repeat(2, [b]))", "subgrid [span]", "subgrid none", "subgrid repeat(1.5, [a])",
    ])
    func refusedAsChromiumDoes(_ value: String) {
        #expect(throws: CSSError.self) { try BoxStyle(css: "grid-template-columns: \(value)") }
    }

    @Test func shorthands() throws {
        let t = try BoxStyle(css: "grid-template: subgrid [r] / subgrid [c1] [c2]")
        #expect(t.gridTemplateRows == .subgrid([.names(["r"])]))
        #expect(t.gridTemplateColumns == .subgrid([.names(["c1"]), .names(["c2"])]))
        let g = try BoxStyle(css: "grid: subgrid / auto-flow 10px")
        #expect(g.gridTemplateRows.isSubgrid && g.gridAutoFlow.isColumn && g.gridAutoColumns == [.px(10)])
        for bad in ["grid-template: subgrid", "grid-template: \"a\" / subgrid", "grid: \"a\" subgrid / 1fr"] {
            #expect(throws: CSSError.self) { try BoxStyle(css: bad) }
        }
    }

    @Test func gapNormalIsKeptApartFromZero() throws {
        #expect(BoxStyle().columnGapIsNormal && BoxStyle().rowGapIsNormal)
        let zero = try BoxStyle(css: "column-gap: 0")
        #expect(!zero.columnGapIsNormal && zero.rowGapIsNormal)
        let normal = try BoxStyle(css: "gap: 5px normal")
        #expect(!normal.rowGapIsNormal && normal.columnGapIsNormal && normal.columnGap == .zero)
        var set = BoxStyle()
        set.rowGap = .px(3)
        #expect(!set.rowGapIsNormal)
    }

    @Test func codableKeepsSubgridAndNormalGaps() throws {
        let s = try BoxStyle(css: "display: grid; grid-template-rows: subgrid [a]; column-gap: 0")
        let back = try JSONDecoder().decode(BoxStyle.self, from: JSONEncoder().encode(s))
        #expect(back == s)
        let old = try JSONDecoder().decode(TrackList.self, from: Data(#"{"components":[]}"#.utf8))
        #expect(old == .none)
    }
}
