/// Builds an SVG document as a string: deterministic (numbers to 3 decimals, a
/// fixed attribute order), no dependency.
public struct SVGWriter: Sendable {
    private var body: [String] = []
    private var labels = LabelIndex()
    /// The drawing's width in user units (at least 1).
    public let width: Double
    /// The drawing's height in user units (at least 1).
    public let height: Double

    /// A drawing of `width` by `height` user units, shown at that size in pixels.
    public init(width: Double, height: Double) {
        self.width = max(1, width)
        self.height = max(1, height)
    }

    /// A number as SVG wants it: at most three decimals, no trailing zeros.
    public static func number(_ v: Double) -> String {
        guard v.isFinite else { return "0" }
        let r = (v * 1000).rounded() / 1000
        if r == r.rounded() && abs(r) < 1e15 { return String(Int(r)) }
        var s = "\(r)"
        if s.contains("e") { s = String(Int(r.rounded())) }
        return s
    }

    /// Escapes text for an XML or HTML text node or a quoted attribute (either quote).
    /// Characters XML 1.0 forbids (most control characters) become U+FFFD, so any input
    /// gives a well-formed document.
    public static func escape(_ s: String) -> String {
        var out = ""
        for u in s.unicodeScalars {
            switch u {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\t", "\n", "\r": out.unicodeScalars.append(u)
            default:
                let forbidden = u.value < 0x20 || u.value == 0xFFFE || u.value == 0xFFFF
                out.unicodeScalars.append(forbidden ? "\u{FFFD}" : u)
            }
        }
        return out
    }

    /// The smallest label size drawn, in user units: smaller labels are dropped, not shrunk.
    public static let minimumLabelSize = 7.0

    /// A label centred on (x, y), unless it would cover a label already placed: then
    /// nothing is drawn and the result is false (the caller may try a shorter label).
    @discardableResult
    public mutating func label(_ s: String, x: Double, y: Double, size: Double, fill: String = "#222") -> Bool {
        let box = LabelIndex.Box(
            minX: x - labelWidth(s, size) / 2, minY: y - size * 0.6, maxX: x + labelWidth(s, size) / 2, maxY: y + size * 0.6)
        guard labels.insert(box) else { return false }
        text(s, x: x, y: y, size: size, fill: fill)
        return true
    }

    /// A rectangle; a negative size draws as zero. Colours and the dash pattern are
    /// SVG attribute values written as given (the drawings pass constants).
    public mutating func rect(
        x: Double, y: Double, width: Double, height: Double, fill: String = "none",
        stroke: String? = nil, strokeWidth: Double = 1, dash: String? = nil, opacity: Double? = nil
    ) {
        var a =
            "<rect x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" width=\"\(Self.number(max(0, width)))\" height=\"\(Self.number(max(0, height)))\" fill=\"\(fill)\""
        if let stroke { a += " stroke=\"\(stroke)\" stroke-width=\"\(Self.number(strokeWidth))\"" }
        if let dash { a += " stroke-dasharray=\"\(dash)\"" }
        if let opacity { a += " fill-opacity=\"\(Self.number(opacity))\"" }
        body.append(a + "/>")
    }

    /// A line from (x1, y1) to (x2, y2).
    public mutating func line(
        x1: Double, y1: Double, x2: Double, y2: Double, stroke: String, strokeWidth: Double = 1, dash: String? = nil
    ) {
        var a =
            "<line x1=\"\(Self.number(x1))\" y1=\"\(Self.number(y1))\" x2=\"\(Self.number(x2))\" y2=\"\(Self.number(y2))\" stroke=\"\(stroke)\" stroke-width=\"\(Self.number(strokeWidth))\""
        if let dash { a += " stroke-dasharray=\"\(dash)\"" }
        body.append(a + "/>")
    }

    /// Text centred on (x, y).
    public mutating func text(_ s: String, x: Double, y: Double, size: Double, fill: String = "#222") {
        body.append(
            "<text x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" font-size=\"\(Self.number(size))\" fill=\"\(fill)\" text-anchor=\"middle\" dominant-baseline=\"central\">\(Self.escape(s))</text>"
        )
    }

    /// Opens a group translated by (dx, dy); close it with ``endGroup()``.
    public mutating func beginGroup(dx: Double, dy: Double, id: String? = nil) {
        let idAttr = id.map { " id=\"\(Self.escape($0))\"" } ?? ""
        body.append("<g\(idAttr) transform=\"translate(\(Self.number(dx)) \(Self.number(dy)))\">")
    }

    /// Closes the group opened last by ``beginGroup(dx:dy:id:)``.
    public mutating func endGroup() { body.append("</g>") }

    /// The finished document.
    public func document(margin: Double = 8) -> String {
        let w = width + 2 * margin
        let h = height + 2 * margin
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(Self.number(w))" height="\(Self.number(h))" viewBox="\(Self.number(-margin)) \(Self.number(-margin)) \(Self.number(w)) \(Self.number(h))" font-family="Helvetica, Arial, sans-serif">
            <rect x="\(Self.number(-margin))" y="\(Self.number(-margin))" width="\(Self.number(w))" height="\(Self.number(h))" fill="#ffffff"/>
            \(body.joined(separator: "\n"))
            </svg>

            """
    }
}

/// The width a label of `size` takes (Helvetica's average advance, generously).
func labelWidth(_ text: String, _ size: Double) -> Double { Double(max(1, text.count)) * 0.62 * size }

/// The size of a label that fits a box, or nil when the box is too small to hold one
/// at ``SVGWriter/minimumLabelSize`` (labels drop out rather than overlap or shrink
/// past reading).
public func labelSize(for text: String, width: Double, height: Double, preferred: Double = 12) -> Double? {
    // The label's box (1.2 × size high, 0.62 × size per character) fits inside the box.
    let size = min(preferred, height / 1.25, width / (Double(max(1, text.count)) * 0.62))
    return size >= SVGWriter.minimumLabelSize ? size : nil
}

/// A drawing too large to be worth writing: what it holds and the limit.
public struct DrawingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// How many boxes (items, nodes and grid tracks) the drawing would hold.
    public var elements: Int
    /// The most a drawing holds.
    public var limit: Int
    public var description: String {
        "the drawing would hold \(elements) boxes, more than \(limit); draw a smaller grid or document"
    }
}

/// The labels placed so far, bucketed on a coarse grid so that a new label is checked
/// against its neighbours only.
struct LabelIndex: Sendable {
    struct Box: Sendable {
        var minX, minY, maxX, maxY: Double
        func overlaps(_ o: Box) -> Bool { minX < o.maxX && o.minX < maxX && minY < o.maxY && o.minY < maxY }
    }

    private var boxes: [Box] = []
    private var buckets: [Int64: [Int]] = [:]
    private static let cell = 64.0

    private static func keys(_ b: Box) -> [Int64] {
        func k(_ v: Double) -> Int64 { Int64(max(-1e9, min(1e9, (v / cell).rounded(.down)))) }
        var out: [Int64] = []
        var x = k(b.minX)
        while x <= k(b.maxX) && out.count < 64 {
            var y = k(b.minY)
            while y <= k(b.maxY) && out.count < 64 {
                out.append(x &* 2_000_003 &+ y)
                y += 1
            }
            x += 1
        }
        return out
    }

    /// Adds `box` unless it overlaps one already there; true when added.
    mutating func insert(_ box: Box) -> Bool {
        let keys = Self.keys(box)
        for key in keys { for i in buckets[key, default: []] where boxes[i].overlaps(box) { return false } }
        boxes.append(box)
        for key in keys { buckets[key, default: []].append(boxes.count - 1) }
        return true
    }
}
