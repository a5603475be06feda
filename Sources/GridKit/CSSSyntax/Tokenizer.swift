// css-syntax-3 §4 Tokenization — https://www.w3.org/TR/css-syntax-3/#tokenization
// A small CSS tokenizer: enough of css-syntax-3 for the property values the
// layout document uses (idents, functions, numbers with units, strings, and the
// delimiters of grid values).

/// One CSS token.
enum CSSToken: Hashable {
    case ident(String)
    /// A number with an optional unit (`40px`, `1fr`, `2`); `%` is a unit here.
    case number(Double, unit: String, isInteger: Bool)
    /// `name(` opens a function; its arguments end at the matching `.close`.
    case function(String)
    case open  // (
    case close  // )
    case openBracket  // [
    case closeBracket  // ]
    case comma
    case slash
    case string(String)
    /// `#abc` and anything else not understood, kept so a caller can skip or refuse it.
    case other(String)
}

/// Why a CSS value does not parse.
public struct CSSError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The property, as named in the input.
    public var property: String
    /// What is wrong, in one line.
    public var message: String
    /// An error about `property`'s value.
    public init(property: String, message: String) {
        self.property = property
        self.message = message
    }
    /// `property: message`.
    public var description: String { "\(property): \(message)" }
}

/// Splits `text` into tokens (css-syntax-3 §4, the parts property values use):
/// whitespace is dropped, anything not understood becomes ``CSSToken/other(_:)``.
///
/// - Complexity: O(n) in the text's Unicode scalars.
func tokenize(_ text: String) -> [CSSToken] {
    var reader = TokenReader(text)
    var tokens: [CSSToken] = []
    while let token = reader.next() { tokens.append(token) }
    return tokens
}

/// The tokenizer's cursor over the scalars of a value.
private struct TokenReader {
    let chars: [Unicode.Scalar]
    var i = 0

    init(_ text: String) { chars = Array(text.unicodeScalars) }

    static func isNameStart(_ c: Unicode.Scalar) -> Bool {
        (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || c == "_" || c.value >= 0x80
    }
    static func isName(_ c: Unicode.Scalar) -> Bool { isNameStart(c) || isDigit(c) || c == "-" }
    static func isDigit(_ c: Unicode.Scalar) -> Bool { c >= "0" && c <= "9" }

    /// The scalar `offset` ahead of the cursor, if any.
    func peek(_ offset: Int = 0) -> Unicode.Scalar? { i + offset < chars.count ? chars[i + offset] : nil }

    /// Appends scalars to `s` while `accept` holds.
    mutating func take(into s: inout String, while accept: (Unicode.Scalar) -> Bool) {
        while let c = peek(), accept(c) {
            s.unicodeScalars.append(c)
            i += 1
        }
    }

    /// The next token, nil at the end.
    mutating func next() -> CSSToken? {
        while let c = peek(), c == " " || c == "\t" || c == "\n" || c == "\r" { i += 1 }
        guard let c = peek() else { return nil }
        if let token = Self.single(c) {
            i += 1
            return token
        }
        if c == "\"" || c == "'" { return string(quote: c) }
        if startsNumber { return number() }
        if Self.isNameStart(c) || (c == "-" && peek(1).map { Self.isNameStart($0) || $0 == "-" } == true) {
            return identOrFunction()
        }
        var s = String(c)
        i += 1
        take(into: &s, while: Self.isName)
        return .other(s)
    }

    /// The token a one-scalar delimiter makes, if `c` is one.
    static func single(_ c: Unicode.Scalar) -> CSSToken? {
        switch c {
        case "(": .open
        case ")": .close
        case "[": .openBracket
        case "]": .closeBracket
        case ",": .comma
        case "/": .slash
        default: nil
        }
    }

    /// A quoted string (css-syntax-3 §4.3.5); an unclosed one runs to the end.
    mutating func string(quote: Unicode.Scalar) -> CSSToken {
        var s = ""
        i += 1
        take(into: &s) { $0 != quote }
        i += 1
        return .string(s)
    }

    /// Whether a number starts here: [+-]digits, [+-].digits (css-syntax-3 §4.3.10).
    var startsNumber: Bool {
        let digit = { (k: Int) in peek(k).map(Self.isDigit) == true }
        guard let c = peek() else { return false }
        if Self.isDigit(c) { return true }
        if c == "." { return digit(1) }
        if c == "+" || c == "-" { return digit(1) || (peek(1) == "." && digit(2)) }
        return false
    }

    /// A number: [+-]digits[.digits][e[+-]digits], then a unit or `%` (css-syntax-3 §4.3.3).
    mutating func number() -> CSSToken {
        var s = ""
        var isInteger = true
        if let c = peek(), c == "+" || c == "-" {
            s.unicodeScalars.append(c)
            i += 1
        }
        take(into: &s, while: Self.isDigit)
        if peek() == ".", peek(1).map(Self.isDigit) == true {
            isInteger = false
            s += "."
            i += 1
            take(into: &s, while: Self.isDigit)
        }
        if let e = peek(), e == "e" || e == "E" {
            var j = 1
            if let sign = peek(j), sign == "+" || sign == "-" { j += 1 }
            if peek(j).map(Self.isDigit) == true {
                isInteger = false
                s += "e"
                i += 1
                take(into: &s) { Self.isDigit($0) || $0 == "+" || $0 == "-" }
            }
        }
        var unit = ""
        if peek() == "%" {
            unit = "%"
            i += 1
        } else {
            take(into: &unit, while: Self.isName)
        }
        return .number(Double(s) ?? .nan, unit: unit.lowercased(), isInteger: isInteger)
    }

    /// An identifier, or `name(` opening a function.
    mutating func identOrFunction() -> CSSToken {
        var s = ""
        take(into: &s, while: Self.isName)
        if peek() == "(" {
            i += 1
            return .function(s.lowercased())
        }
        return .ident(s)
    }
}
