import GridKit
import Testing

@testable import gridkit

/// `gridkit play`'s WeChat key and the frames it reports moving.
@Suite struct PlayTemplateTests {
    @Test func theWeChatKeyShowsWhatMoves() throws {
        var state = PlayCommand.State()
        _ = state.handle(.character("t"))
        #expect(state.template.isWeChat)
        for _ in 0..<3 { _ = state.handle(.character("a")) }
        // 3 -> 4 images: the third moves from the first row to the second (2x2).
        _ = state.handle(.character("a"))
        #expect(state.template.moved.contains("#2 (170.7,0)→(0,85.3)"), "\(state.template.moved)")
        #expect(state.template.moved.contains("+#3 (85.3,85.3)"))
        for _ in 0..<10 { _ = state.handle(.character("a")) }
        #expect(state.count == 9)
        #expect(PlayTemplate.frames(state)?.count == 9)
        let screen = PlayCommand.screen(state, columns: 100, rows: 40)
        #expect(screen.contains("WeChat Moments"))
        _ = state.handle(.character("t"))
        #expect(!state.template.isWeChat && state.template.moved.isEmpty)
    }

    @Test func theGridReportsTheAddedAndRemovedItem() throws {
        var state = PlayCommand.State()
        _ = state.handle(.character("a"))
        #expect(state.template.moved == "changed: +#0 (20,20)")
        _ = state.handle(.character("x"))
        #expect(state.template.moved == "changed: -#0 (20,20)")
    }
}
