// css-grid-1 §7.4 Explicit Grid Shorthand: the 'grid-template' property —
//   https://www.w3.org/TR/css-grid-1/#explicit-grid-shorthand
// css-grid-1 §7.8 Grid Definition Shorthand: the 'grid' property —
//   https://www.w3.org/TR/css-grid-1/#grid-shorthand
//
// Both shorthands expand to longhands here; the engine never sees them. A shorthand
// resets every longhand it covers that its value does not set, as CSS does.

extension ValueParser {
    /// Whether an identifier `word` stands anywhere in the rest of the value.
    func contains(word: String) -> Bool {
        tokens[position...].contains { if case .ident(let s) = $0 { s.lowercased() == word } else { false } }
    }

    /// A `grid-template-areas` value from its strings: one row of cells per string,
    /// every row as long as the first and every name a rectangle.
    func areas(fromRows strings: [String]) throws(CSSError) -> GridTemplateAreas {
        var rows: [[String?]] = []
        for text in strings {
            let cells = try areaCells(text)
            guard !cells.isEmpty else { throw fail("an empty row of areas") }
            if let first = rows.first, first.count != cells.count { throw fail("rows of areas have different lengths") }
            rows.append(cells)
        }
        let areas = GridTemplateAreas(rows: rows)
        // No strings is left for the style's own check to name; rows of equal length are
        // known here, so `problem` can only find an area that is not a rectangle.
        if !rows.isEmpty, let problem = areas.problem { throw fail(problem) }
        return areas
    }

    /// The cells of one row string (css-grid-1 §7.3): runs of name code points are named
    /// cells, runs of `.` null cells (`a.b` is three cells), white space separates, and
    /// anything else is a trash token that makes the declaration invalid.
    func areaCells(_ text: String) throws(CSSError) -> [String?] {
        var cells: [String?] = []
        var current = ""
        func isName(_ c: Character) -> Bool {
            c.isLetter || c.isNumber || c == "-" || c == "_" || c.unicodeScalars.contains { $0.value >= 0x80 }
        }
        for c in text {
            let sameRun = current.first.map { $0 == "." ? c == "." : isName(c) } ?? false
            if !sameRun && !current.isEmpty {
                cells.append(current.first == "." ? nil : current)
                current = ""
            }
            if c == "." || isName(c) {
                current.append(c)
            } else if !c.isWhitespace {
                throw fail("'\(c)' cannot stand in an area name")
            }
        }
        if !current.isEmpty { cells.append(current.first == "." ? nil : current) }
        return cells
    }

    /// An explicit track list (no `auto-fill` / `auto-fit`), up to a `/` or the end.
    mutating func explicitTrackList() throws(CSSError) -> TrackList {
        if accept("none") { return .none }
        let components = try trackListComponents(insideRepeat: false)
        for case .repeat(let count, _) in components where count == .autoFill || count == .autoFit {
            throw fail("auto-fill and auto-fit are not allowed here")
        }
        return TrackList(components)
    }

    /// Any track list, up to a `/` or the end: `none`, `subgrid <line-name-list>?`
    /// (css-grid-2 §2) or tracks.
    mutating func anyTrackList() throws(CSSError) -> TrackList {
        if accept("none") { return .none }
        if accept("subgrid") { return try subgridLineNames() }
        return TrackList(try trackListComponents(insideRepeat: false))
    }

    /// css-grid-2 §2 `<line-name-list> = [ <line-names> | <name-repeat> ]+`, after
    /// `subgrid`, up to a `/` or the end; `<name-repeat> = repeat( [ <integer [1,∞]> |
    /// auto-fill ], <line-names>+ )`, at most one of them `auto-fill` (Chromium's
    /// `CSS.supports` agrees on every such case, tools/browser-tests/css_supports.py).
    mutating func subgridLineNames() throws(CSSError) -> TrackList {
        var components: [TrackList.Component] = []
        var autoFills = 0
        while let t = peek, t != .slash {
            switch t {
            case .openBracket:
                components.append(.names(try lineNames()))
            case .function("repeat"):
                position += 1
                let count: RepeatCount
                if accept("auto-fill") {
                    count = .autoFill
                    autoFills += 1
                    if autoFills > 1 { throw fail("only one repeat(auto-fill, …) is allowed in a subgrid's line names") }
                } else if case .number(let v, "", true) = peek, v >= 1 {
                    position += 1
                    count = .count(Int(min(v, Double(GridLine.maximumLine))))
                } else {
                    throw fail("expected a repeat count or auto-fill, found \(describe(peek))")
                }
                try expect(.comma, "','")
                var inner: [TrackList.Component] = []
                while peek == .openBracket { inner.append(.names(try lineNames())) }
                if inner.isEmpty { throw fail("expected line names in a subgrid's repeat(), found \(describe(peek))") }
                try expect(.close, "')'")
                components.append(.repeat(count, inner))
            default:
                throw fail("expected line names after subgrid, found \(describe(t))")
            }
        }
        return .subgrid(components)
    }

    mutating func expectSlash() throws(CSSError) { try expect(.slash, "'/'") }
}

extension BoxStyle {
    /// `grid-template: none | <rows> / <columns> | [<line-names>? <string> <track-size>? <line-names>?]+ [/ <explicit-track-list>]?`.
    mutating func setGridTemplate(_ p: inout ValueParser) throws(CSSError) {
        gridTemplateRows = .none
        gridTemplateColumns = .none
        gridTemplateAreas = nil
        if p.accept("none") {
            if p.atEnd { return }
            p.position -= 1  // `none / <columns>`: the rows' none
        }
        if p.tokens[p.position...].contains(where: { if case .string = $0 { true } else { false } }) {
            try setTemplateWithAreas(&p)
            return
        }
        gridTemplateRows = try p.anyTrackList()
        try p.expectSlash()
        gridTemplateColumns = try p.anyTrackList()
    }

    /// The areas form: rows of `[names] "cells" size [names]`, then `/ columns`.
    private mutating func setTemplateWithAreas(_ p: inout ValueParser) throws(CSSError) {
        var strings: [String] = []
        var rows: [TrackList.Component] = []
        var pendingNames: [String] = []
        while let t = p.peek, t != .slash {
            if t == .openBracket { pendingNames += try p.lineNames() }
            let s = p.next()
            guard case .string(let text) = s else { throw p.fail("expected a string of area names, found \(p.describe(s))") }
            strings.append(text)
            if !pendingNames.isEmpty { rows.append(.names(pendingNames)) }
            pendingNames = []
            var size = TrackSize.auto
            if let u = p.peek, u != .slash, u != .openBracket, !({ if case .string = u { true } else { false } }()) {
                size = try p.trackSize()
            }
            rows.append(.track(size))
            if p.peek == .openBracket { pendingNames = try p.lineNames() }
        }
        if !pendingNames.isEmpty { rows.append(.names(pendingNames)) }
        gridTemplateAreas = try p.areas(fromRows: strings)
        gridTemplateRows = TrackList(rows)
        if p.peek == .slash {
            p.position += 1
            gridTemplateColumns = try p.explicitTrackList()
            if gridTemplateColumns.isEmpty { throw p.fail("expected columns after '/'") }
            // <explicit-track-list> beside areas has no repeat() at all (css-grid-1 §7.4).
            for case .repeat(_, _) in gridTemplateColumns.components { throw p.fail("repeat() is not allowed beside areas") }
        }
    }

    /// `grid: <'grid-template'> | <rows> / [auto-flow && dense?] <auto-columns>? |
    /// [auto-flow && dense?] <auto-rows>? / <columns>`; every other grid longhand
    /// returns to its initial value.
    mutating func setGrid(_ p: inout ValueParser) throws(CSSError) {
        gridAutoRows = [.auto]
        gridAutoColumns = [.auto]
        gridAutoFlow = .row
        guard p.contains(word: "auto-flow") else {
            try setGridTemplate(&p)
            return
        }
        gridTemplateAreas = nil
        if let dense = try Self.autoFlow(&p) {
            // [auto-flow && dense?] <auto-rows>? / <columns>
            gridAutoFlow = GridAutoFlow(isColumn: false, isDense: dense)
            gridAutoRows = try Self.autoTracks(&p)
            try p.expectSlash()
            gridTemplateRows = .none
            gridTemplateColumns = try p.anyTrackList()
        } else {
            // <rows> / [auto-flow && dense?] <auto-columns>?
            gridTemplateRows = try p.anyTrackList()
            try p.expectSlash()
            guard let dense = try Self.autoFlow(&p) else { throw p.fail("expected auto-flow after '/'") }
            gridAutoFlow = GridAutoFlow(isColumn: true, isDense: dense)
            gridAutoColumns = try Self.autoTracks(&p)
            gridTemplateColumns = .none
        }
    }

    /// `auto-flow && dense?` if it stands here: whether `dense` was given; nil when absent.
    private static func autoFlow(_ p: inout ValueParser) throws(CSSError) -> Bool? {
        if p.accept("dense") {
            guard p.accept("auto-flow") else { throw p.fail("expected auto-flow after dense") }
            return true
        }
        guard p.accept("auto-flow") else { return nil }
        return p.accept("dense")
    }

    /// `<'grid-auto-rows'>?` up to a `/` or the end (`auto` when none is given).
    private static func autoTracks(_ p: inout ValueParser) throws(CSSError) -> [TrackSize] {
        var tracks: [TrackSize] = []
        while let t = p.peek, t != .slash { tracks.append(try p.trackSize()) }
        return tracks.isEmpty ? [.auto] : tracks
    }
}
