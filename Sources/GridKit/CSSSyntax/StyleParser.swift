// CSS text -> BoxStyle: one entry per property, named as in the CSSOM (camelCase);
// `BoxStyle(css:)` also takes the kebab-case names of a stylesheet.

extension BoxStyle {
    /// A style from CSS declarations, as in a `style` attribute.
    ///
    ///     let style = try BoxStyle(css: "display: grid; grid-template-columns: repeat(3, 1fr); gap: 10px")
    ///
    /// - Throws: ``CSSError`` naming the property that does not parse, or is unknown.
    public init(css: String) throws(CSSError) {
        self.init()
        for declaration in css.split(separator: ";") {
            let trimmed = declaration.trimmingCSSWhitespace()
            if trimmed.isEmpty { continue }
            guard let colon = trimmed.firstIndex(of: ":") else {
                throw CSSError(property: String(trimmed), message: "expected 'property: value'")
            }
            let name = String(trimmed[..<colon]).trimmingCSSWhitespace()
            let value = String(trimmed[trimmed.index(after: colon)...]).trimmingCSSWhitespace()
            try set(property: camelCase(name), value: value, as: name)
        }
    }

    /// Sets one property from its CSS text. `property` is the CSSOM (camelCase) name.
    ///
    /// - Throws: ``CSSError`` for an unknown property or a value that does not parse.
    public mutating func set(property: String, value: String) throws(CSSError) {
        try set(property: property, value: value, as: property)
    }

    /// The property names ``set(property:value:)`` knows.
    public static var supportedProperties: [String] { propertySetters.keys.sorted() }

    private mutating func set(property: String, value: String, as shownName: String) throws(CSSError) {
        guard let setter = Self.propertySetters[property] else {
            throw CSSError(property: shownName, message: "unknown property")
        }
        var parser = ValueParser(shownName, value)
        guard !parser.atEnd else { throw CSSError(property: shownName, message: "empty value") }
        try setter(&self, &parser)
        try parser.expectEnd()
    }
}

private typealias Setter = @Sendable (inout BoxStyle, inout ValueParser) throws(CSSError) -> Void

private func keyword<T>(_ p: inout ValueParser, _ table: [String: T]) throws(CSSError) -> T {
    let t = p.next()
    if case .ident(let s) = t, let v = table[s.lowercased()] { return v }
    throw p.fail("expected one of \(table.keys.sorted().joined(separator: ", ")), found \(p.describe(t))")
}

/// 1 to 4 values, CSS shorthand order: top, right, bottom, left.
private func edges<V>(_ p: inout ValueParser, _ one: (inout ValueParser) throws(CSSError) -> V) throws(CSSError) -> Edges<V> {
    var values: [V] = []
    while !p.atEnd && values.count < 4 { values.append(try one(&p)) }
    return edges(of: values)
}

/// 1 to 4 values (at least one), CSS shorthand order: top, right, bottom, left.
private func edges<V>(of values: [V]) -> Edges<V> {
    switch values.count {
    case 1: return Edges(all: values[0])
    case 2: return Edges(top: values[0], right: values[1], bottom: values[0], left: values[1])
    case 3: return Edges(top: values[0], right: values[1], bottom: values[2], left: values[1])
    default: return Edges(top: values[0], right: values[1], bottom: values[2], left: values[3])
    }
}

/// A border width: a length or thin / medium / thick; style and colour words are skipped.
private func borderWidth(_ p: inout ValueParser) throws(CSSError) -> LengthPercentage? {
    while let t = p.peek {
        switch t {
        case .number(_, let unit, _) where unit != "%":
            return try p.lengthPercentage()
        case .ident(let s):
            p.position += 1
            switch s.lowercased() {
            case "thin": return .px(1)
            case "medium": return .px(3)
            case "thick": return .px(5)
            default: continue  // solid, black…
            }
        case .function:
            // rgb(…) and friends: skip to the matching ')'.
            var depth = 0
            while let u = p.next() {
                if case .function = u {
                    depth += 1
                } else if u == .open {
                    depth += 1
                } else if u == .close {
                    depth -= 1
                    if depth == 0 { break }
                }
            }
        case .other:
            p.position += 1
        default:
            throw p.fail("unexpected \(p.describe(t)) in a border")
        }
    }
    return nil
}

/// `border: 3px solid black`: the width, wherever it stands; style and colour are skipped.
private func singleBorder(_ p: inout ValueParser) throws(CSSError) -> LengthPercentage {
    var width: LengthPercentage? = nil
    while !p.atEnd {
        guard let w = try borderWidth(&p) else { break }
        if width != nil { throw p.fail("two widths in one border") }
        width = w
    }
    return width ?? .px(3)  // a border with a style and no width is medium
}

private func lineShorthand(_ p: inout ValueParser) throws(CSSError) -> GridLine {
    let start = try p.placement()
    var end = GridPlacement.auto
    if p.peek == .slash {
        p.position += 1
        end = try p.placement()
    } else if case .named(let name, 1) = start {
        end = .named(name, 1)  // a lone custom ident names both ends
    }
    return GridLine(start: start, end: end)
}

private func trackList(_ p: inout ValueParser) throws(CSSError) -> TrackList {
    try p.anyTrackList()
}

/// A gap: a length-percentage, or `normal`, which is 0 in a grid (css-align-3 §8.1).
private func gapValue(_ p: inout ValueParser) throws(CSSError) -> LengthPercentage? {
    p.accept("normal") ? nil : try p.lengthPercentage()
}

private func overflowValue(_ p: inout ValueParser) throws(CSSError) -> Overflow {
    try keyword(&p, ["visible": .visible, "hidden": .hidden, "clip": .clip, "scroll": .scroll, "auto": .auto])
}

private let propertySetterList: [(String, Setter)] = [
    (
        "display",
        { s, p throws(CSSError) in
            s.display = try keyword(&p, ["grid": .grid, "block": .block, "none": .none, "grid-lanes": .gridLanes])
        }
    ),
    (
        "position",
        { s, p throws(CSSError) in
            s.position = try keyword(&p, ["relative": .relative, "absolute": .absolute])
        }
    ),
    ("direction", { s, p throws(CSSError) in s.direction = try keyword(&p, ["ltr": .leftToRight, "rtl": .rightToLeft]) }),
    (
        "boxSizing",
        { s, p throws(CSSError) in
            s.boxSizing = try keyword(&p, ["border-box": .borderBox, "content-box": .contentBox])
        }
    ),
    (
        "overflow",
        { s, p throws(CSSError) in
            s.overflowX = try overflowValue(&p)
            s.overflowY = p.atEnd ? s.overflowX : try overflowValue(&p)
        }
    ),
    ("overflowX", { s, p throws(CSSError) in s.overflowX = try overflowValue(&p) }),
    ("overflowY", { s, p throws(CSSError) in s.overflowY = try overflowValue(&p) }),
    (
        "inset",
        { s, p throws(CSSError) in
            s.inset = try edges(&p) { q throws(CSSError) in try q.lengthPercentageAuto(allowNegative: true) }
        }
    ),
    ("top", { s, p throws(CSSError) in s.inset.top = try p.lengthPercentageAuto(allowNegative: true) }),
    ("right", { s, p throws(CSSError) in s.inset.right = try p.lengthPercentageAuto(allowNegative: true) }),
    ("bottom", { s, p throws(CSSError) in s.inset.bottom = try p.lengthPercentageAuto(allowNegative: true) }),
    ("left", { s, p throws(CSSError) in s.inset.left = try p.lengthPercentageAuto(allowNegative: true) }),
    ("width", { s, p throws(CSSError) in s.width = try p.dimension(isMax: false) }),
    ("height", { s, p throws(CSSError) in s.height = try p.dimension(isMax: false) }),
    ("minWidth", { s, p throws(CSSError) in s.minWidth = try p.dimension(isMax: false) }),
    ("minHeight", { s, p throws(CSSError) in s.minHeight = try p.dimension(isMax: false) }),
    ("maxWidth", { s, p throws(CSSError) in s.maxWidth = try p.dimension(isMax: true) }),
    ("maxHeight", { s, p throws(CSSError) in s.maxHeight = try p.dimension(isMax: true) }),
    (
        "aspectRatio",
        { s, p throws(CSSError) in
            if p.accept("auto") {
                // `auto && <ratio>` is a ratio of the content box (css-sizing-4 §2.1), which
                // the engine does not model: refused rather than read as a border-box ratio.
                guard p.atEnd else { throw p.fail("'auto' with a ratio is not supported") }
                s.aspectRatio = nil
                return
            }
            let t = p.next()
            guard case .number(let w, "", _) = t, w > 0 else { throw p.fail("expected a positive ratio, found \(p.describe(t))") }
            var ratio = try p.checked(w)
            if p.peek == .slash {
                p.position += 1
                let u = p.next()
                guard case .number(let h, "", _) = u, h > 0 else {
                    throw p.fail("expected a positive number, found \(p.describe(u))")
                }
                ratio /= try p.checked(h)
            }
            if p.accept("auto") { throw p.fail("'auto' with a ratio is not supported") }
            s.aspectRatio = ratio
        }
    ),
    (
        "margin",
        { s, p throws(CSSError) in
            s.margin = try edges(&p) { q throws(CSSError) in try q.lengthPercentageAuto(allowNegative: true) }
        }
    ),
    ("marginTop", { s, p throws(CSSError) in s.margin.top = try p.lengthPercentageAuto(allowNegative: true) }),
    ("marginRight", { s, p throws(CSSError) in s.margin.right = try p.lengthPercentageAuto(allowNegative: true) }),
    ("marginBottom", { s, p throws(CSSError) in s.margin.bottom = try p.lengthPercentageAuto(allowNegative: true) }),
    ("marginLeft", { s, p throws(CSSError) in s.margin.left = try p.lengthPercentageAuto(allowNegative: true) }),
    ("padding", { s, p throws(CSSError) in s.padding = try edges(&p) { q throws(CSSError) in try q.lengthPercentage() } }),
    ("paddingTop", { s, p throws(CSSError) in s.padding.top = try p.lengthPercentage() }),
    ("paddingRight", { s, p throws(CSSError) in s.padding.right = try p.lengthPercentage() }),
    ("paddingBottom", { s, p throws(CSSError) in s.padding.bottom = try p.lengthPercentage() }),
    ("paddingLeft", { s, p throws(CSSError) in s.padding.left = try p.lengthPercentage() }),
    ("border", { s, p throws(CSSError) in s.border = Edges(all: try singleBorder(&p)) }),
    (
        "borderWidth",
        { s, p throws(CSSError) in
            // Only the width tokens count, as in the browser mapping: `1px solid black` is 1px all round.
            var widths: [LengthPercentage] = []
            while !p.atEnd { if let w = try borderWidth(&p) { widths.append(w) } }
            if widths.count > 4 { throw p.fail("more than four border widths") }
            s.border = widths.isEmpty ? Edges(all: .px(3)) : edges(of: widths)
        }
    ),
    ("borderTop", { s, p throws(CSSError) in s.border.top = try singleBorder(&p) }),
    ("borderRight", { s, p throws(CSSError) in s.border.right = try singleBorder(&p) }),
    ("borderBottom", { s, p throws(CSSError) in s.border.bottom = try singleBorder(&p) }),
    ("borderLeft", { s, p throws(CSSError) in s.border.left = try singleBorder(&p) }),
    ("borderTopWidth", { s, p throws(CSSError) in s.border.top = try singleBorder(&p) }),
    ("borderRightWidth", { s, p throws(CSSError) in s.border.right = try singleBorder(&p) }),
    ("borderBottomWidth", { s, p throws(CSSError) in s.border.bottom = try singleBorder(&p) }),
    ("borderLeftWidth", { s, p throws(CSSError) in s.border.left = try singleBorder(&p) }),
    ("gridTemplateColumns", { s, p throws(CSSError) in s.gridTemplateColumns = try trackList(&p) }),
    ("gridTemplateRows", { s, p throws(CSSError) in s.gridTemplateRows = try trackList(&p) }),
    (
        "gridTemplateAreas",
        { s, p throws(CSSError) in
            if p.accept("none") {
                s.gridTemplateAreas = nil
                return
            }
            var strings: [String] = []
            while let t = p.next() {
                guard case .string(let text) = t else { throw p.fail("expected a string of area names, found \(p.describe(t))") }
                strings.append(text)
            }
            s.gridTemplateAreas = try p.areas(fromRows: strings)
        }
    ),
    ("gridTemplate", { s, p throws(CSSError) in try s.setGridTemplate(&p) }),
    ("grid", { s, p throws(CSSError) in try s.setGrid(&p) }),
    (
        "gridAutoColumns",
        { s, p throws(CSSError) in
            var tracks: [TrackSize] = []
            while !p.atEnd { tracks.append(try p.trackSize()) }
            s.gridAutoColumns = tracks
        }
    ),
    (
        "gridAutoRows",
        { s, p throws(CSSError) in
            var tracks: [TrackSize] = []
            while !p.atEnd { tracks.append(try p.trackSize()) }
            s.gridAutoRows = tracks
        }
    ),
    (
        "gridAutoFlow",
        { s, p throws(CSSError) in
            var flow = GridAutoFlow()
            var seenAxis = false
            while !p.atEnd {
                if p.accept("row") && !seenAxis {
                    seenAxis = true
                } else if p.accept("column") && !seenAxis {
                    flow.isColumn = true
                    seenAxis = true
                } else if p.accept("dense") && !flow.isDense {
                    flow.isDense = true
                } else {
                    throw p.fail("unexpected \(p.describe(p.peek))")
                }
            }
            s.gridAutoFlow = flow
        }
    ),
    ("gridRow", { s, p throws(CSSError) in s.gridRow = try lineShorthand(&p) }),
    ("gridColumn", { s, p throws(CSSError) in s.gridColumn = try lineShorthand(&p) }),
    ("gridRowStart", { s, p throws(CSSError) in s.gridRow.start = try p.placement() }),
    ("gridRowEnd", { s, p throws(CSSError) in s.gridRow.end = try p.placement() }),
    ("gridColumnStart", { s, p throws(CSSError) in s.gridColumn.start = try p.placement() }),
    ("gridColumnEnd", { s, p throws(CSSError) in s.gridColumn.end = try p.placement() }),
    (
        "gridArea",
        { s, p throws(CSSError) in
            var values: [GridPlacement] = [try p.placement()]
            while p.peek == .slash && values.count < 4 {
                p.position += 1
                values.append(try p.placement())
            }
            // Missing values copy a custom ident from their opposite, else are auto.
            func fallback(_ v: GridPlacement) -> GridPlacement { if case .named(let n, 1) = v { .named(n, 1) } else { .auto } }
            let rowStart = values[0]
            let columnStart = values.count > 1 ? values[1] : fallback(rowStart)
            let rowEnd = values.count > 2 ? values[2] : fallback(rowStart)
            let columnEnd = values.count > 3 ? values[3] : fallback(columnStart)
            s.gridRow = GridLine(start: rowStart, end: rowEnd)
            s.gridColumn = GridLine(start: columnStart, end: columnEnd)
        }
    ),
    (
        "gap",
        { s, p throws(CSSError) in
            let row = try gapValue(&p)
            s.setGaps(row: row, column: p.atEnd ? row : try gapValue(&p))
        }
    ),
    (
        "gridGap",
        { s, p throws(CSSError) in
            let row = try gapValue(&p)
            s.setGaps(row: row, column: p.atEnd ? row : try gapValue(&p))
        }
    ),
    ("rowGap", { s, p throws(CSSError) in s.setGaps(row: try gapValue(&p), column: s.columnGapIsNormal ? nil : s.columnGap) }),
    ("columnGap", { s, p throws(CSSError) in s.setGaps(row: s.rowGapIsNormal ? nil : s.rowGap, column: try gapValue(&p)) }),
    (
        "alignItems",
        { s, p throws(CSSError) in
            if case .value(let v) = try p.selfAlignment(allowAuto: false, isJustify: false) { s.alignItems = v }
        }
    ),
    (
        "justifyItems",
        { s, p throws(CSSError) in
            if case .value(let v) = try p.selfAlignment(allowAuto: false, isJustify: true) { s.justifyItems = v }
        }
    ),
    ("alignSelf", { s, p throws(CSSError) in s.alignSelf = try p.selfAlignment(allowAuto: true, isJustify: false) }),
    ("justifySelf", { s, p throws(CSSError) in s.justifySelf = try p.selfAlignment(allowAuto: true, isJustify: true) }),
    (
        "order",
        { s, p throws(CSSError) in
            let t = p.next()
            guard case .number(let v, "", true) = t, v.isFinite else { throw p.fail("expected an integer, found \(p.describe(t))") }
            s.order = Int(max(Double(Int32.min), min(Double(Int32.max), v)))  // CSS clamps integers to its range
        }
    ),
    ("alignContent", { s, p throws(CSSError) in s.alignContent = try p.contentAlignment(isJustify: false) }),
    ("justifyContent", { s, p throws(CSSError) in s.justifyContent = try p.contentAlignment(isJustify: true) }),
    ("gridLanesDirection", { s, p throws(CSSError) in s.gridLanesDirection = try gridLanesDirection(&p) }),
    ("flowTolerance", { s, p throws(CSSError) in s.flowTolerance = try flowTolerance(&p) }),
]

/// css-grid-3 `grid-lanes-direction`: `normal | [row | column] [fill-reverse || track-reverse]?`
/// as Chromium 156 parses it; the reversing keywords are refused (not laid out yet).
private func gridLanesDirection(_ p: inout ValueParser) throws(CSSError) -> GridLanesDirection {
    let direction = try keyword(&p, ["normal": GridLanesDirection.normal, "row": .row, "column": .column])
    if direction != .normal, case .ident(let word)? = p.peek, ["fill-reverse", "track-reverse"].contains(word.lowercased()) {
        throw p.fail("'\(word)' is not supported (GridKit lays out grid-lanes in the forward directions only)")
    }
    return direction
}

/// css-grid-3 `flow-tolerance`: `normal | infinite | <length-percentage [0,∞]>`.
private func flowTolerance(_ p: inout ValueParser) throws(CSSError) -> FlowTolerance {
    if p.accept("normal") { return .normal }
    if p.accept("infinite") { return .infinite }
    return .length(try p.lengthPercentage())
}

private let propertySetters: [String: Setter] = Dictionary(uniqueKeysWithValues: propertySetterList)

extension BoxStyle {
    fileprivate static var propertySetters: [String: Setter] { GridKit.propertySetters }
}

/// `grid-template-columns` -> `gridTemplateColumns`.
func camelCase(_ name: String) -> String {
    var out = ""
    var upper = false
    for c in name.lowercased() {
        if c == "-" {
            upper = !out.isEmpty
            continue
        }
        out.append(upper ? Character(c.uppercased()) : c)
        upper = false
    }
    return out
}

extension StringProtocol {
    func trimmingCSSWhitespace() -> String {
        var s = Substring(self)
        while let f = s.first, f.isWhitespace { s.removeFirst() }
        while let l = s.last, l.isWhitespace { s.removeLast() }
        return String(s)
    }
}
