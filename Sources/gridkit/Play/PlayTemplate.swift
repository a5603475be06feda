import GridKit

/// `gridkit play`'s WeChat Moments mode (key t) and the frames that moved with the
/// last add or remove, found by the library's change lists.
struct PlayTemplate {
    /// Whether the items follow the WeChat Moments template instead of the grid.
    var isWeChat = false
    /// The frames that moved, appeared or disappeared with the last add or remove.
    private(set) var moved = ""

    /// The most items the WeChat template shows.
    static let weChatLimit = CountTemplate.weChatMoments.maximumCount

    /// The items' frames for `state`: the template's, or the grid's.
    static func frames(_ state: PlayCommand.State) -> [LayoutRect]? {
        if state.template.isWeChat {
            return try? CountTemplate.weChatMoments.layout(itemCount: min(state.count, weChatLimit)).frames
        }
        return try? state.grid.layout(in: state.container, itemCount: state.count).frames
    }

    /// Called after every key: keeps the template's count in range and, when the
    /// count changed, lists the frames that moved.
    static func update(_ state: inout PlayCommand.State, before: PlayCommand.State) {
        let weChat = state.template.isWeChat
        if weChat { state.count = min(state.count, weChatLimit) }
        if before.template.isWeChat != weChat { state.template.moved = "" }
        guard state.count != before.count, before.template.isWeChat == weChat else { return }
        let changes = weChat ? templateChanges(before.count, state.count) : gridChanges(before, state)
        state.template.moved = describe(changes)
    }

    /// The WeChat template changes shape with the count: every frame may move.
    static func templateChanges(_ old: Int, _ new: Int) -> [ItemFrameChange] {
        guard let a = try? CountTemplate.weChatMoments.layout(itemCount: old).frames,
            let b = try? CountTemplate.weChatMoments.layout(itemCount: new).frames
        else { return [] }
        var changes: [ItemFrameChange] = []
        for i in 0..<max(a.count, b.count) {
            let path = ItemPath(section: 0, item: i)
            if i >= b.count {
                changes.append(ItemFrameChange(kind: .deleted, oldPath: path, newPath: nil, oldFrame: a[i], newFrame: nil))
            } else if i >= a.count {
                changes.append(ItemFrameChange(kind: .inserted, oldPath: nil, newPath: path, oldFrame: nil, newFrame: b[i]))
            } else if a[i] != b[i] {
                changes.append(ItemFrameChange(kind: .moved, oldPath: path, newPath: path, oldFrame: a[i], newFrame: b[i]))
            }
        }
        return changes
    }

    /// The grid: the item added or removed at the end, and any others that moved
    /// (an incomplete last row that is centred moves with it).
    static func gridChanges(_ before: PlayCommand.State, _ after: PlayCommand.State) -> [ItemFrameChange] {
        func layout(_ s: PlayCommand.State) -> SectionedGridLayout? {
            try? SectionedGrid(sections: [GridSection(grid: s.grid, itemCount: s.count)]).layout(in: s.container)
        }
        guard let old = layout(before), let new = layout(after) else { return [] }
        let batch =
            after.count > before.count
            ? GridChangeBatch(insertedItems: (before.count..<after.count).map { ItemPath(section: 0, item: $0) })
            : GridChangeBatch(deletedItems: (after.count..<before.count).map { ItemPath(section: 0, item: $0) })
        return (try? old.frameChanges(to: new, applying: batch)) ?? []
    }

    /// One line: `moved #1 (85,0)→(0,85) · +#3 (0,85) · -#4 (85,85)`.
    static func describe(_ changes: [ItemFrameChange]) -> String {
        func at(_ f: LayoutRect?) -> String {
            guard let f else { return "" }
            return "(\(formatNumber(f.x, decimals: 1)),\(formatNumber(f.y, decimals: 1)))"
        }
        let parts = changes.prefix(6).map { c -> String in
            switch c.kind {
            case .inserted: "+#\(c.newPath?.item ?? 0) \(at(c.newFrame))"
            case .deleted: "-#\(c.oldPath?.item ?? 0) \(at(c.oldFrame))"
            case .moved, .reloaded: "#\(c.newPath?.item ?? 0) \(at(c.oldFrame))→\(at(c.newFrame))"
            }
        }
        let more = changes.count > 6 ? " · \(changes.count - 6) more" : ""
        return changes.isEmpty ? "nothing moved" : "changed: " + parts.joined(separator: " · ") + more
    }
}
