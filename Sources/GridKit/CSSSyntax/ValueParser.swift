// css-grid-1 §7.2 (track lists), §8.3 (placement), css-align-3 §4–6, css-sizing-3 §3 —
// https://www.w3.org/TR/css-grid-1/#track-sizing
// One parser per value grammar of the properties the engine supports.

/// A cursor over the tokens of one property value.
struct ValueParser {
    let property: String
    let tokens: [CSSToken]
    var position = 0

    /// A parser over the value `text` of `property` (named in errors).
    init(_ property: String, _ text: String) {
        self.property = property
        tokens = tokenize(text)
    }

    var atEnd: Bool { position >= tokens.count }
    var peek: CSSToken? { position < tokens.count ? tokens[position] : nil }

    /// Consumes and returns the next token.
    mutating func next() -> CSSToken? {
        guard position < tokens.count else { return nil }
        defer { position += 1 }
        return tokens[position]
    }

    /// An error about this property.
    func fail(_ message: String) -> CSSError { CSSError(property: property, message: message) }

    /// A readable rendering of a token, for errors.
    func describe(_ t: CSSToken?) -> String {
        switch t {
        case nil: "end of value"
        case .ident(let s): "'\(s)'"
        case .number(let v, let unit, _): "'\(formatCSSNumber(v))\(unit)'"
        case .function(let f): "'\(f)('"
        case .open: "'('"
        case .close: "')'"
        case .openBracket: "'['"
        case .closeBracket: "']'"
        case .comma: "','"
        case .slash: "'/'"
        case .string(let s): "\"\(s)\""
        case .other(let s): "'\(s)'"
        }
    }

    /// Throws unless every token was consumed.
    mutating func expectEnd() throws(CSSError) {
        if !atEnd { throw fail("unexpected \(describe(peek))") }
    }

    /// Consumes `token`, or throws naming `what` was expected.
    mutating func expect(_ token: CSSToken, _ what: String) throws(CSSError) {
        let t = next()
        guard t == token else { throw fail("expected \(what), found \(describe(t))") }
    }

    /// Consumes an identifier equal (ignoring case) to `word`.
    mutating func accept(_ word: String) -> Bool {
        if case .ident(let s) = peek, s.lowercased() == word {
            position += 1
            return true
        }
        return false
    }

    // MARK: Numbers and lengths

    /// A finite number whose magnitude is sane (refuses NaN, infinity and absurdly large values).
    func checked(_ v: Double) throws(CSSError) -> Double {
        guard v.isFinite, abs(v) <= 1e9 else { throw fail("number \(formatCSSNumber(v)) is out of range") }
        return v
    }

    /// `40px`, `25%`, `0`.
    mutating func lengthPercentage(allowNegative: Bool = false) throws(CSSError) -> LengthPercentage {
        let t = next()
        guard case .number(let raw, let unit, _) = t else { throw fail("expected a length or percentage, found \(describe(t))") }
        let v = try checked(raw)
        if !allowNegative && v < 0 { throw fail("negative value \(describe(t)) is not allowed") }
        switch unit {
        case "px": return .px(v)
        case "%": return .percent(v)
        case "" where v == 0: return .px(0)
        case "": throw fail("a length needs a unit: \(describe(t))")
        default: throw fail("unsupported unit in \(describe(t)) (px and % only)")
        }
    }

    /// `auto` or a length-percentage.
    mutating func lengthPercentageAuto(allowNegative: Bool) throws(CSSError) -> LengthPercentageAuto {
        if accept("auto") { return .auto }
        switch try lengthPercentage(allowNegative: allowNegative) {
        case .px(let v): return .px(v)
        case .percent(let v): return .percent(v)
        }
    }

    /// `width`, `min-height`, `max-width`…: `auto`, `none` (max only), keywords or a length-percentage.
    mutating func dimension(isMax: Bool) throws(CSSError) -> SizeValue {
        if case .ident(let s) = peek {
            position += 1
            switch s.lowercased() {
            case "auto" where !isMax: return .auto
            case "none" where isMax: return .auto
            case "min-content": return .minContent
            case "max-content": return .maxContent
            case "fit-content": return .fitContent(nil)
            case "stretch", "-webkit-fill-available": return .stretch
            default: throw fail("unexpected \(describe(.ident(s)))")
            }
        }
        // fit-content(<length-percentage>) is css-sizing-4, which Chromium 156 refuses on sizes.
        switch try lengthPercentage() {
        case .px(let v): return .px(v)
        case .percent(let v): return .percent(v)
        }
    }

    /// An integer, clamped to ±``GridLine.maximumLine`` (for line numbers and counts).
    mutating func integer() throws(CSSError) -> Int? {
        guard case .number(let v, "", true) = peek else { return nil }
        position += 1
        guard v.isFinite else { throw fail("number out of range") }
        return Int(max(-Double(GridLine.maximumLine), min(Double(GridLine.maximumLine), v)))
    }

    // MARK: Tracks

    /// `40px`, `1fr`, `auto`, `min-content`, `minmax(a, b)`, `fit-content(x)`.
    mutating func trackSize() throws(CSSError) -> TrackSize {
        let t = peek
        switch t {
        case .function("minmax"):
            position += 1
            let min = try minTrack()
            try expect(.comma, "','")
            let max = try maxTrack()
            try expect(.close, "')'")
            return TrackSize(min: min, max: max)
        case .function("fit-content"):
            position += 1
            let limit = try lengthPercentage()
            try expect(.close, "')'")
            return .fitContent(limit)
        case .number(let v, "fr", _):
            position += 1
            guard v >= 0 else { throw fail("negative flex factor \(describe(t))") }
            return .fr(try checked(v))
        default:
            let max = try maxTrack()
            switch max {
            case .fixed(let l): return TrackSize(min: .fixed(l), max: .fixed(l))
            case .minContent: return .minContent
            case .maxContent: return .maxContent
            case .auto: return .auto
            case .fitContent, .fr: return TrackSize(min: .auto, max: max)
            }
        }
    }

    /// The minimum of `minmax()` (css-grid-1 §7.2.3: `<inflexible-breadth>`).
    mutating func minTrack() throws(CSSError) -> MinTrackSize {
        if case .ident(let s) = peek {
            position += 1
            switch s.lowercased() {
            case "auto": return .auto
            case "min-content": return .minContent
            case "max-content": return .maxContent
            default: throw fail("unexpected \(describe(.ident(s))) in minmax()")
            }
        }
        if case .number(_, "fr", _) = peek { throw fail("a flexible size cannot be a minimum") }
        return .fixed(try lengthPercentage())
    }

    /// A maximum of `minmax()`, or a lone track breadth (`<track-breadth>`).
    mutating func maxTrack() throws(CSSError) -> MaxTrackSize {
        let t = peek
        if case .ident(let s) = t {
            position += 1
            switch s.lowercased() {
            case "auto": return .auto
            case "min-content": return .minContent
            case "max-content": return .maxContent
            default: throw fail("unexpected \(describe(t))")
            }
        }
        if case .number(let v, "fr", _) = t {
            position += 1
            guard v >= 0 else { throw fail("negative flex factor \(describe(t))") }
            return .fr(try checked(v))
        }
        if case .function("fit-content") = t {
            position += 1
            let limit = try lengthPercentage()
            try expect(.close, "')'")
            return .fitContent(limit)
        }
        return .fixed(try lengthPercentage())
    }

    /// Words a `<custom-ident>` can never be (css-values-4 §4.2): the CSS-wide keywords and `default`.
    static let reservedIdents = ["inherit", "initial", "unset", "revert", "revert-layer", "default"]

    /// `[a b]`.
    mutating func lineNames() throws(CSSError) -> [String] {
        try expect(.openBracket, "'['")
        var names: [String] = []
        while true {
            let t = next()
            switch t {
            case .closeBracket: return names
            case .ident(let s) where !(["span", "auto"] + Self.reservedIdents).contains(s.lowercased()): names.append(s)
            default: throw fail("expected a line name or ']', found \(describe(t))")
            }
        }
    }

    /// A track list, up to a `)`, a `/` (the shorthands' separator) or the end: tracks,
    /// names and `repeat()`s.
    mutating func trackListComponents(insideRepeat: Bool) throws(CSSError) -> [TrackList.Component] {
        var components: [TrackList.Component] = []
        var autoRepeats = 0
        while let t = peek, t != .close, t != .slash {
            switch t {
            case .openBracket:
                if case .names = components.last { throw fail("two line-name lists in a row") }
                components.append(.names(try lineNames()))
            case .function("repeat"):
                guard !insideRepeat else { throw fail("repeat() cannot be nested") }
                position += 1
                let count: RepeatCount
                if accept("auto-fill") {
                    count = .autoFill
                    autoRepeats += 1
                } else if accept("auto-fit") {
                    count = .autoFit
                    autoRepeats += 1
                } else if case .number(let v, "", true) = peek, v >= 1 {
                    position += 1
                    count = .count(Int(min(v, Double(GridLine.maximumLine))))
                } else {
                    throw fail("expected a repeat count, auto-fill or auto-fit, found \(describe(peek))")
                }
                try expect(.comma, "','")
                let inner = try trackListComponents(insideRepeat: true)
                try expect(.close, "')'")
                guard inner.contains(where: { if case .track = $0 { true } else { false } }) else {
                    throw fail("repeat() needs at least one track")
                }
                components.append(.repeat(count, inner))
            default:
                components.append(.track(try trackSize()))
            }
        }
        if !insideRepeat && !components.contains(where: { if case .names = $0 { false } else { true } }) {
            throw fail("expected a track size, found \(describe(peek))")
        }
        if autoRepeats > 1 { throw fail("only one auto-fill or auto-fit repeat() is allowed") }
        if autoRepeats == 1 {
            // css-grid-1 §7.2 <auto-track-list>: beside an auto repeat, every track has a fixed size.
            func check(_ cs: [TrackList.Component]) throws(CSSError) {
                for c in cs {
                    switch c {
                    case .track(let size) where !size.isFixedForAutoRepeat:
                        throw fail("with auto-fill or auto-fit, every track needs a fixed size")
                    case .repeat(_, let inner): try check(inner)
                    default: break
                    }
                }
            }
            try check(components)
        }
        return components
    }

    // MARK: Placement

    /// One `grid-row-start`-like value.
    mutating func placement() throws(CSSError) -> GridPlacement {
        if accept("auto") { return .auto }
        var isSpan = false
        var number: Int? = nil
        var name: String? = nil
        while let t = peek, t != .slash {
            if case .ident(let s) = t, s.lowercased() == "span" {
                guard !isSpan else { throw fail("'span' twice") }
                isSpan = true
                position += 1
            } else if let n = try integer() {
                guard number == nil else { throw fail("two numbers in one placement") }
                number = n
            } else if case .ident(let s) = t, s.lowercased() != "auto" {
                guard name == nil else { throw fail("two names in one placement") }
                guard !Self.reservedIdents.contains(s.lowercased()) else { throw fail("'\(s)' cannot name a line") }
                name = s
                position += 1
            } else {
                throw fail("unexpected \(describe(t))")
            }
        }
        if isSpan {
            guard number != nil || name != nil else { throw fail("'span' needs a number or a name") }
            let n = number ?? 1
            guard n > 0 else { throw fail("a span must be at least 1") }
            return name.map { .namedSpan($0, n) } ?? .span(n)
        }
        if let name {
            guard number != 0 else { throw fail("line 0 does not exist") }
            return .named(name, number ?? 1)
        }
        guard let number else { throw fail("expected a line, found \(describe(peek))") }
        guard number != 0 else { throw fail("line 0 does not exist") }
        return .line(number)
    }

    // MARK: Alignment

    /// Keywords shared by self and content alignment; `left` / `right` only when justifying.
    private static let commonAlignment: [String: (SelfAlignment.Position?, ContentAlignment.Position?)] = [
        "normal": (.normal, .normal), "stretch": (.stretch, .stretch), "start": (.start, .start), "end": (.end, .end),
        "center": (.center, .center), "flex-start": (.flexStart, .flexStart), "flex-end": (.flexEnd, .flexEnd),
        "left": (.left, .left), "right": (.right, .right), "self-start": (.selfStart, nil), "self-end": (.selfEnd, nil),
        "baseline": (.baseline, nil), "space-between": (nil, .spaceBetween), "space-around": (nil, .spaceAround),
        "space-evenly": (nil, .spaceEvenly),
    ]

    /// The keywords `safe` / `unsafe` may precede (css-align-3 <self-position>, <content-position>, left, right).
    private static let positions: Set<String> = [
        "center", "start", "end", "self-start", "self-end", "flex-start", "flex-end", "left", "right",
    ]

    /// `[safe | unsafe]? keyword`: the overflow position and the keyword (lowercased).
    private mutating func alignmentKeyword(isJustify: Bool) throws(CSSError) -> (
        safe: Bool, unsafe: Bool, keyword: String, token: CSSToken?
    ) {
        var (safe, unsafe) = (false, false)
        var hasOverflowPosition = true
        if accept("safe") {
            safe = true
        } else if accept("unsafe") {
            unsafe = true
        } else {
            hasOverflowPosition = false
        }
        let t = next()
        guard case .ident(let raw) = t else { throw fail("expected an alignment keyword, found \(describe(t))") }
        let keyword = raw.lowercased()
        if !isJustify && (keyword == "left" || keyword == "right") { throw fail("unknown alignment \(describe(t))") }
        if hasOverflowPosition && !Self.positions.contains(keyword) {
            throw fail("safe and unsafe go only before a position, not \(describe(t))")
        }
        return (safe, unsafe, keyword, t)
    }

    /// `justify-self` / `align-self` / `*-items` (css-align-3 §6).
    mutating func selfAlignment(allowAuto: Bool, isJustify: Bool) throws(CSSError) -> SelfAlignmentOrAuto {
        let (safe, unsafe, keyword, t) = try alignmentKeyword(isJustify: isJustify)
        let position: SelfAlignment.Position
        switch keyword {
        case "auto" where allowAuto && !safe: return .auto
        case "first":
            guard accept("baseline") else { throw fail("expected 'baseline' after 'first'") }
            position = .baseline
        case "last":
            guard accept("baseline") else { throw fail("expected 'baseline' after 'last'") }
            position = .lastBaseline
        case "legacy" where isJustify && !allowAuto: position = .normal  // justify-items only
        default:
            guard let p = Self.commonAlignment[keyword]?.0 else { throw fail("unknown alignment \(describe(t))") }
            position = p
        }
        return .value(SelfAlignment(position, safe: safe, unsafe: unsafe))
    }

    /// `justify-content` / `align-content` (css-align-3 §5).
    mutating func contentAlignment(isJustify: Bool) throws(CSSError) -> ContentAlignment {
        let (safe, _, keyword, t) = try alignmentKeyword(isJustify: isJustify)
        guard let position = Self.commonAlignment[keyword]?.1 else { throw fail("unknown alignment \(describe(t))") }
        return ContentAlignment(position, safe: safe)
    }
}

extension TrackSize {
    /// Whether the size may appear in an auto-fill / auto-fit repeat: a fixed minimum
    /// or a fixed maximum with a non-flexible minimum (css-grid-1 §7.2.3.2 <fixed-size>).
    var isFixedForAutoRepeat: Bool {
        if case .fixed = min { return true }
        if case .fixed = max { return true }
        return false
    }
}

/// A number as CSS writes it.
func formatCSSNumber(_ v: Double) -> String {
    if v.isFinite && v == v.rounded() && abs(v) < 1e15 { return String(Int(v)) }
    return "\(v)"
}
