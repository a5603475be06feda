// A small JSON reader and writer: exact control over errors (with a position) and
// over number formatting, and no Foundation quirks (booleans that are numbers).

/// A JSON value; objects keep their keys in order.
public enum JSONValue: Hashable, Sendable {
    /// An object: its members as (key, value) pairs, in the order written.
    case object([(String, JSONValue)])
    /// An array of values.
    case array([JSONValue])
    /// A string, unescaped.
    case string(String)
    /// A number (every JSON number is read as a `Double`).
    case number(Double)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null

    public static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.object(let x), .object(let y)): x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        case (.array(let x), .array(let y)): x == y
        case (.string(let x), .string(let y)): x == y
        case (.number(let x), .number(let y)): x == y
        case (.bool(let x), .bool(let y)): x == y
        case (.null, .null): true
        default: false
        }
    }

    public func hash(into h: inout Hasher) {
        switch self {
        case .object(let kv):
            h.combine(0)
            for (k, v) in kv {
                h.combine(k)
                h.combine(v)
            }
        case .array(let a):
            h.combine(1)
            h.combine(a)
        case .string(let s):
            h.combine(2)
            h.combine(s)
        case .number(let n):
            h.combine(3)
            h.combine(n)
        case .bool(let b):
            h.combine(4)
            h.combine(b)
        case .null: h.combine(5)
        }
    }

    /// The value of `key` in an object.
    public subscript(key: String) -> JSONValue? {
        if case .object(let kv) = self { return kv.first(where: { $0.0 == key })?.1 }
        return nil
    }
}

/// Why a text is not JSON, or not JSON GridKit accepts (duplicate keys, numbers
/// beyond a double).
public struct JSONError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, in words (`expected ',' or '}'`).
    public var message: String
    /// The line of the text where it was found, from 1.
    public var line: Int
    /// The column of that line, from 1.
    public var column: Int
    /// Where in the document the reader was, such as `root.children[2].style`; empty
    /// at the top level.
    public var path: String = ""
    /// True for valid JSON refused by GridKit (a duplicate key, a number out of range).
    public var isRefusal = false
    public var description: String {
        isRefusal ? "\(message) (line \(line), column \(column))" : "not valid JSON at line \(line), column \(column): \(message)"
    }
}

/// One step of a path into a document: a key or an index.
enum PathStep {
    case key(String)
    case index(Int)
}

/// A path as the layout document's errors write it: `root.children[2].style.gridRow`;
/// keys that are not plain names are quoted, `root.style[""]`, `root["a b"]`.
func pathText(_ steps: [PathStep]) -> String {
    var out = ""
    for step in steps {
        switch step {
        case .index(let i): out += "[\(i)]"
        case .key(let k):
            let plain = !k.isEmpty && k.unicodeScalars.allSatisfy { ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) || $0 == "-" || $0 == "_" }
            if plain { out += out.isEmpty ? k : "." + k } else { out += "[" + jsonString(k) + "]" }
        }
    }
    return out
}

/// Parses JSON text (RFC 8259). Nesting deeper than `maximumDepth` is refused.
public func parseJSON(_ text: String, maximumDepth: Int = 512) throws(JSONError) -> JSONValue {
    var p = JSONReader(bytes: Array(text.utf8), maximumDepth: maximumDepth)
    p.skipSpace()
    let v = try p.value(depth: 0)
    p.skipSpace()
    guard p.i == p.bytes.count else { throw p.error("unexpected text after the document") }
    return v
}

private struct JSONReader {
    let bytes: [UInt8]
    let maximumDepth: Int
    var i = 0
    /// The keys and indices leading to the value being read.
    var steps: [PathStep] = []

    func refusal(_ message: String, at position: Int) -> JSONError {
        var e = error(message, at: position)
        e.isRefusal = true
        return e
    }

    func error(_ message: String, at position: Int? = nil) -> JSONError {
        let i = position ?? self.i
        var line = 1
        var column = 1
        for b in bytes[0..<min(i, bytes.count)] {
            if b == 0x0A {
                line += 1
                column = 1
            } else if b & 0xC0 != 0x80 {
                column += 1
            }
        }
        return JSONError(message: message, line: line, column: column, path: pathText(steps))
    }

    mutating func skipSpace() {
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x0A || bytes[i] == 0x0D || bytes[i] == 0x09 { i += 1 }
    }

    mutating func literal(_ word: String, _ v: JSONValue) throws(JSONError) -> JSONValue {
        let w = Array(word.utf8)
        guard i + w.count <= bytes.count, Array(bytes[i..<(i + w.count)]) == w else { throw error("unexpected character") }
        i += w.count
        return v
    }

    mutating func value(depth: Int) throws(JSONError) -> JSONValue {
        guard depth < maximumDepth else { throw error("nested more than \(maximumDepth) deep") }
        guard i < bytes.count else { throw error("unexpected end of text") }
        switch bytes[i] {
        case UInt8(ascii: "{"):
            i += 1
            var members: [(String, JSONValue)] = []
            var keys: Set<String> = []
            skipSpace()
            if i < bytes.count && bytes[i] == UInt8(ascii: "}") {
                i += 1
                return .object(members)
            }
            while true {
                skipSpace()
                guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { throw error("expected a string key") }
                let keyStart = i
                let key = try string()
                steps.append(.key(key))
                guard keys.insert(key).inserted else { throw refusal("duplicate key", at: keyStart) }
                skipSpace()
                guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { throw error("expected ':'") }
                i += 1
                skipSpace()
                members.append((key, try value(depth: depth + 1)))
                steps.removeLast()
                skipSpace()
                guard i < bytes.count else { throw error("unexpected end of text in an object") }
                if bytes[i] == UInt8(ascii: ",") {
                    i += 1
                    continue
                }
                if bytes[i] == UInt8(ascii: "}") {
                    i += 1
                    return .object(members)
                }
                throw error("expected ',' or '}'")
            }
        case UInt8(ascii: "["):
            i += 1
            var elements: [JSONValue] = []
            skipSpace()
            if i < bytes.count && bytes[i] == UInt8(ascii: "]") {
                i += 1
                return .array(elements)
            }
            while true {
                skipSpace()
                steps.append(.index(elements.count))
                elements.append(try value(depth: depth + 1))
                steps.removeLast()
                skipSpace()
                guard i < bytes.count else { throw error("unexpected end of text in an array") }
                if bytes[i] == UInt8(ascii: ",") {
                    i += 1
                    continue
                }
                if bytes[i] == UInt8(ascii: "]") {
                    i += 1
                    return .array(elements)
                }
                throw error("expected ',' or ']'")
            }
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        default: return try number()
        }
    }

    mutating func number() throws(JSONError) -> JSONValue {
        let start = i
        func digits() { while i < bytes.count, bytes[i] >= 0x30, bytes[i] <= 0x39 { i += 1 } }
        if i < bytes.count && bytes[i] == UInt8(ascii: "-") { i += 1 }
        let intStart = i
        digits()
        guard i > intStart else { throw error("unexpected character") }
        // RFC 8259 §6: an integer part is 0 or starts with 1-9.
        guard i - intStart == 1 || bytes[intStart] != UInt8(ascii: "0") else {
            throw error("a number cannot start with 0 followed by digits")
        }
        if i < bytes.count && bytes[i] == UInt8(ascii: ".") {
            i += 1
            let f = i
            digits()
            guard i > f else { throw error("expected digits after '.'") }
        }
        if i < bytes.count && (bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E")) {
            i += 1
            if i < bytes.count && (bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-")) { i += 1 }
            let e = i
            digits()
            guard i > e else { throw error("expected digits in an exponent") }
        }
        let text = String(decoding: bytes[start..<i], as: UTF8.self)
        guard let v = Double(text), v.isFinite else {
            throw refusal("number \(text.count > 40 ? text.prefix(40) + "…" : text) is out of range", at: start)
        }
        return .number(v)
    }

    mutating func string() throws(JSONError) -> String {
        i += 1  // the opening quote
        var out: [UInt8] = []
        while true {
            guard i < bytes.count else { throw error("unterminated string") }
            let b = bytes[i]
            i += 1
            if b == UInt8(ascii: "\"") { break }
            if b < 0x20 { throw error("control character in a string") }
            if b != UInt8(ascii: "\\") {
                out.append(b)
                continue
            }
            guard i < bytes.count else { throw error("unterminated escape") }
            let e = bytes[i]
            i += 1
            switch e {
            case UInt8(ascii: "\""): out.append(0x22)
            case UInt8(ascii: "\\"): out.append(0x5C)
            case UInt8(ascii: "/"): out.append(0x2F)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                var code = try hex4()
                if code >= 0xD800 && code < 0xDC00 {
                    guard i + 1 < bytes.count, bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u") else {
                        throw error("unpaired surrogate")
                    }
                    i += 2
                    let low = try hex4()
                    guard low >= 0xDC00 && low < 0xE000 else { throw error("unpaired surrogate") }
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                } else if code >= 0xDC00 && code < 0xE000 {
                    throw error("unpaired surrogate")
                }
                guard let scalar = Unicode.Scalar(code) else { throw error("invalid code point") }
                out.append(contentsOf: Array(String(Character(scalar)).utf8))
            default: throw error("invalid escape")
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    mutating func hex4() throws(JSONError) -> UInt32 {
        guard i + 4 <= bytes.count else { throw error("short \\u escape") }
        var v: UInt32 = 0
        for _ in 0..<4 {
            let b = bytes[i]
            i += 1
            let d: UInt32
            switch b {
            case 0x30...0x39: d = UInt32(b - 0x30)
            case 0x41...0x46: d = UInt32(b - 0x41 + 10)
            case 0x61...0x66: d = UInt32(b - 0x61 + 10)
            default: throw error("bad hex digit in \\u escape")
            }
            v = v * 16 + d
        }
        return v
    }
}

/// A number for JSON output: integers without a fraction, others in their shortest
/// exact form; never NaN or infinity (written as 0).
public func jsonNumber(_ v: Double) -> String {
    guard v.isFinite else { return "0" }
    if v == v.rounded() && abs(v) < 1e15 { return String(Int(v)) }
    return "\(v)"
}

/// A string literal for JSON output.
public func jsonString(_ s: String) -> String {
    var out = "\""
    for u in s.unicodeScalars {
        switch u {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        default:
            if u.value < 0x20 {
                let hex = String(u.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                out.unicodeScalars.append(u)
            }
        }
    }
    return out + "\""
}
