import GridKit

/// `gridkit play`: the nine-grid as an interactive terminal program. The container is
/// drawn to scale with box-drawing characters, items numbered; keys add and remove
/// items (the original tutorial's button) and change the grid.
enum PlayCommand {
    static let help = [
        "a, +, space   add an item (the tutorial's button)",
        "x, -, ⌫       remove the last item",
        "[ ]           one column fewer / more",
        "w W / h H     item width / height -10 / +10",
        "← → / ↑ ↓     container width / height -10 / +10",
        "s             spacing: evenly, between, around, fixed 10",
        "d             direction: left-to-right / right-to-left",
        "t             WeChat Moments template on / off (shows the frames that move)",
        "?             this help",
        "q, Ctrl-C     quit",
    ]

    /// What the player has set.
    struct State {
        var columns = 3
        var item = LayoutSize(width: 80, height: 100)
        var container = LayoutSize(width: 320, height: 480)
        var spacingMode = 0  // evenly, between, around, fixed
        var rightToLeft = false
        var count = 0
        var showsHelp = false
        var template = PlayTemplate()  // the WeChat mode and the moved frames: PlayTemplate.swift

        static let spacingNames = ["evenly", "between", "around", "fixed 10"]

        var grid: UniformGrid {
            let spacing: UniformGrid.Spacing =
                switch spacingMode {
                case 0: .distributed(.spaceEvenly)
                case 1: .distributed(.spaceBetween)
                case 2: .distributed(.spaceAround)
                default: .fixed(10)
                }
            return UniformGrid(
                columns: .count(columns), itemSize: .fixed(item), spacing: spacing,
                rowSpacing: .matchingColumns, layoutDirection: rightToLeft ? .rightToLeft : .leftToRight)
        }

        /// Applies a key; false when it quits.
        mutating func handle(_ key: Terminal.Key) -> Bool {
            let before = self
            defer { PlayTemplate.update(&self, before: before) }
            switch key {
            case .character("q"), .interrupt, .end: return false
            case .character("a"), .character("+"), .character(" "), .character("\r"): count = min(count + 1, 9_999)
            case .character("x"), .character("-"), .backspace: count = max(0, count - 1)
            case .character("]"): columns = min(columns + 1, 12)
            case .character("["): columns = max(1, columns - 1)
            case .character("w"): item.width = max(10, item.width - 10)
            case .character("W"): item.width = min(1000, item.width + 10)
            case .character("h"): item.height = max(10, item.height - 10)
            case .character("H"): item.height = min(1000, item.height + 10)
            case .left: container.width = max(40, container.width - 10)
            case .right: container.width = min(2000, container.width + 10)
            case .up: container.height = max(40, container.height - 10)
            case .down: container.height = min(2000, container.height + 10)
            case .character("s"): spacingMode = (spacingMode + 1) % 4
            case .character("d"): rightToLeft.toggle()
            case .character("t"): template.isWeChat.toggle()
            case .character("?"): showsHelp.toggle()
            default: break
            }
            return true
        }
    }

    static let minimumSize = (columns: 40, rows: 12)

    static func run(_ arguments: [String]) throws(CLIError) -> String {
        if arguments.contains("--help") || arguments.contains("-h") {
            return "usage: gridkit play\n\nThe nine-grid in the terminal. Keys:\n"
                + help.map { "  " + $0 }.joined(separator: "\n") + "\n"
        }
        guard arguments.isEmpty else { throw .usage("play takes no arguments (see gridkit play --help)") }
        guard Terminal.isInteractive else {
            throw .failure("play needs an interactive terminal (standard input and output must be a TTY)")
        }
        guard let size = Terminal.size, size.columns >= minimumSize.columns, size.rows >= minimumSize.rows else {
            throw .failure("play needs a terminal of at least \(minimumSize.columns)x\(minimumSize.rows) characters")
        }
        var state = State()
        Terminal.enterRawMode()
        defer { Terminal.leaveRawMode() }
        var keys = KeyReader()
        var lastSize: (Int, Int)? = nil
        var dirty = true
        while true {
            if let s = Terminal.size, lastSize.map({ $0 != s.columns || $1 != s.rows }) ?? true {
                lastSize = (s.columns, s.rows)
                dirty = true
            }
            if dirty, let (columns, rows) = lastSize {
                Terminal.write(screen(state, columns: columns, rows: rows))
                dirty = false
            }
            guard let key = keys.next(timeout: 100) else { continue }
            if !state.handle(key) { break }
            dirty = true
        }
        return ""
    }

    /// The whole screen for `state` in a terminal of `columns` x `rows`.
    static func screen(_ state: State, columns: Int, rows: Int) -> String {
        var canvas = Canvas(columns: columns, rows: rows)
        if columns < minimumSize.columns || rows < minimumSize.rows {
            canvas.put("Terminal too small: \(minimumSize.columns)x\(minimumSize.rows) needed", x: 0, y: 0)
            return canvas.render()
        }
        let layout = try? state.grid.layout(in: state.container, itemCount: state.count)
        let frames = PlayTemplate.frames(state)
        // Scale points to cells; a cell is about twice as tall as wide. The frame is drawn
        // one cell outside the container, so items flush with its edges stay inside it.
        let areaColumns = Double(columns - 3)
        let areaRows = Double(rows - 7)  // the title, the frame (2) and three status lines below
        let sx = min(areaColumns / state.container.width, 2 * areaRows / state.container.height)
        let sy = sx / 2
        func cx(_ v: Double) -> Int { Int((v * sx).rounded()) + 1 }
        func cy(_ v: Double) -> Int { Int((v * sy).rounded()) + 2 }
        canvas.box(x0: 0, y0: 1, x1: cx(state.container.width) + 1, y1: cy(state.container.height) + 1, heavy: true)
        if let frames {
            for (i, f) in frames.enumerated() {
                let x0 = cx(f.minX)
                let x1 = cx(f.maxX)
                let y0 = cy(f.minY)
                let y1 = cy(f.maxY)
                canvas.box(x0: x0, y0: y0, x1: max(x0 + 1, x1), y1: max(y0 + 1, y1), heavy: false)
                let label = String(i)
                if x1 - x0 - 1 >= label.count && y1 - y0 >= 2 {
                    canvas.put(label, x: x0 + (x1 - x0 - label.count) / 2 + 1, y: (y0 + y1) / 2)
                }
            }
        }
        canvas.put("GridKit play: the nine-grid", x: 0, y: 0)
        var status =
            "columns \(state.columns) · item \(n(state.item.width))×\(n(state.item.height))"
            + " · container \(n(state.container.width))×\(n(state.container.height))"
            + " · spacing \(State.spacingNames[state.spacingMode])"
        if let layout { status += " = \(n(layout.spacing))" }
        status += " · \(state.rightToLeft ? "rtl" : "ltr") · items \(state.count)"
        canvas.put(status, x: 0, y: rows - 2)
        canvas.put(state.template.isWeChat ? "WeChat Moments · " + state.template.moved : state.template.moved, x: 0, y: rows - 3)
        var last = "no items yet: press a to add one"
        if let layout, state.count > 0, let f = try? layout.frame(at: state.count - 1) {
            last = "last #\(state.count - 1) at (\(n(f.x)), \(n(f.y))) \(n(f.width))×\(n(f.height))"
        }
        canvas.put(last + " · ? help · q quit", x: 0, y: rows - 1)
        if state.showsHelp {
            // A box of the widest line plus one space and one border each side, centred.
            let width = (help.map(\.count).max() ?? 0) + 4
            let height = help.count + 4
            let x0 = max(0, (columns - width) / 2)
            let y0 = max(1, (rows - height) / 2)
            canvas.fill(x0: x0, y0: y0, x1: x0 + width - 1, y1: y0 + height - 1)
            canvas.box(x0: x0, y0: y0, x1: x0 + width - 1, y1: y0 + height - 1, heavy: true)
            canvas.put(" Keys ", x: x0 + 2, y: y0)
            for (i, line) in help.enumerated() { canvas.put(line, x: x0 + 2, y: y0 + 2 + i) }
        }
        return canvas.render()
    }

    private static func n(_ v: Double) -> String { formatNumber(v, decimals: 1) }
}

/// A screen of characters with box drawing.
struct Canvas {
    let columns: Int
    let rows: Int
    private var cells: [[Character]]

    init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        cells = Array(repeating: Array(repeating: " ", count: columns), count: rows)
    }

    mutating func set(_ c: Character, x: Int, y: Int) {
        guard x >= 0, x < columns, y >= 0, y < rows else { return }
        cells[y][x] = c
    }

    mutating func put(_ text: String, x: Int, y: Int) {
        for (i, c) in text.enumerated() { set(c, x: x + i, y: y) }
    }

    mutating func fill(x0: Int, y0: Int, x1: Int, y1: Int) {
        guard y0 <= y1, x0 <= x1 else { return }
        for y in y0...y1 { for x in x0...x1 { set(" ", x: x, y: y) } }
    }

    /// A rectangle whose corners are at (x0, y0) and (x1, y1), clipped to the screen.
    mutating func box(x0: Int, y0: Int, x1: Int, y1: Int, heavy: Bool) {
        let (h, v, tl, tr, bl, br): (Character, Character, Character, Character, Character, Character) =
            heavy
            ? ("━", "┃", "┏", "┓", "┗", "┛") : ("─", "│", "┌", "┐", "└", "┘")
        guard x1 > x0, y1 > y0 else { return }
        for x in (x0 + 1)..<x1 {
            set(h, x: x, y: y0)
            set(h, x: x, y: y1)
        }
        for y in (y0 + 1)..<y1 {
            set(v, x: x0, y: y)
            set(v, x: x1, y: y)
        }
        set(tl, x: x0, y: y0)
        set(tr, x: x1, y: y0)
        set(bl, x: x0, y: y1)
        set(br, x: x1, y: y1)
    }

    /// The screen as ANSI text: home, every row, no scrolling.
    func render() -> String {
        "\u{1B}[H\u{1B}[2J" + cells.map { String($0) }.joined(separator: "\r\n")
    }
}
