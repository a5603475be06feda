/// Builds an SVG document as a string: deterministic (numbers to 3 decimals, a
/// fixed attribute order), no dependency.
public struct SVGWriter: Sendable {
    private var body: [String] = []
    public let width: Double
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

    /// Escapes text for an XML text node or attribute.
    public static func escape(_ s: String) -> String {
        var out = ""
        for c in s {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(c)
            }
        }
        return out
    }

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

/// The size of a label that fits a box, or nil when the box is too small to hold one
/// legibly (labels drop out rather than overlap).
public func labelSize(for text: String, width: Double, height: Double, preferred: Double = 12) -> Double? {
    let size = min(preferred, height * 0.6, width / (Double(max(1, text.count)) * 0.62))
    return size >= 6 ? size : nil
}
