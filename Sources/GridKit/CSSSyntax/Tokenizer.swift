// A small CSS tokenizer: enough of css-syntax-3 for the property values the
// layout document uses.

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
    public var message: String
    public init(property: String, message: String) {
        self.property = property
        self.message = message
    }
    public var description: String { "\(property): \(message)" }
}

func tokenize(_ text: String) -> [CSSToken] {
    var tokens: [CSSToken] = []
    let chars = Array(text.unicodeScalars)
    var i = 0
    func isNameStart(_ c: Unicode.Scalar) -> Bool {
        (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || c == "_" || c.value >= 0x80
    }
    func isName(_ c: Unicode.Scalar) -> Bool { isNameStart(c) || (c >= "0" && c <= "9") || c == "-" }
    func isDigit(_ c: Unicode.Scalar) -> Bool { c >= "0" && c <= "9" }
    while i < chars.count {
        let c = chars[i]
        if c == " " || c == "\t" || c == "\n" || c == "\r" {
            i += 1
            continue
        }
        if c == "(" {
            tokens.append(.open)
            i += 1
            continue
        }
        if c == ")" {
            tokens.append(.close)
            i += 1
            continue
        }
        if c == "[" {
            tokens.append(.openBracket)
            i += 1
            continue
        }
        if c == "]" {
            tokens.append(.closeBracket)
            i += 1
            continue
        }
        if c == "," {
            tokens.append(.comma)
            i += 1
            continue
        }
        if c == "/" {
            tokens.append(.slash)
            i += 1
            continue
        }
        if c == "\"" || c == "'" {
            var s = ""
            i += 1
            while i < chars.count && chars[i] != c {
                s.unicodeScalars.append(chars[i])
                i += 1
            }
            i += 1
            tokens.append(.string(s))
            continue
        }
        // A number: [+-]digits[.digits][e[+-]digits] then a unit or %.
        let startsNumber =
            isDigit(c) || (c == "." && i + 1 < chars.count && isDigit(chars[i + 1]))
            || ((c == "+" || c == "-") && i + 1 < chars.count
                && (isDigit(chars[i + 1]) || (chars[i + 1] == "." && i + 2 < chars.count && isDigit(chars[i + 2]))))
        if startsNumber {
            var s = ""
            var isInteger = true
            if c == "+" || c == "-" {
                s.unicodeScalars.append(c)
                i += 1
            }
            while i < chars.count && isDigit(chars[i]) {
                s.unicodeScalars.append(chars[i])
                i += 1
            }
            if i < chars.count && chars[i] == "." && i + 1 < chars.count && isDigit(chars[i + 1]) {
                isInteger = false
                s += "."
                i += 1
                while i < chars.count && isDigit(chars[i]) {
                    s.unicodeScalars.append(chars[i])
                    i += 1
                }
            }
            if i < chars.count && (chars[i] == "e" || chars[i] == "E") {
                var j = i + 1
                if j < chars.count && (chars[j] == "+" || chars[j] == "-") { j += 1 }
                if j < chars.count && isDigit(chars[j]) {
                    isInteger = false
                    s += "e"
                    i += 1
                    while i < chars.count && (isDigit(chars[i]) || chars[i] == "+" || chars[i] == "-") {
                        s.unicodeScalars.append(chars[i])
                        i += 1
                    }
                }
            }
            var unit = ""
            if i < chars.count && chars[i] == "%" {
                unit = "%"
                i += 1
            } else {
                while i < chars.count && isName(chars[i]) {
                    unit.unicodeScalars.append(chars[i])
                    i += 1
                }
            }
            tokens.append(.number(Double(s) ?? .nan, unit: unit.lowercased(), isInteger: isInteger))
            continue
        }
        if isNameStart(c) || (c == "-" && i + 1 < chars.count && (isNameStart(chars[i + 1]) || chars[i + 1] == "-")) {
            var s = ""
            while i < chars.count && isName(chars[i]) {
                s.unicodeScalars.append(chars[i])
                i += 1
            }
            if i < chars.count && chars[i] == "(" {
                tokens.append(.function(s.lowercased()))
                i += 1
            } else {
                tokens.append(.ident(s))
            }
            continue
        }
        var s = String(c)
        i += 1
        while i < chars.count && isName(chars[i]) {
            s.unicodeScalars.append(chars[i])
            i += 1
        }
        tokens.append(.other(s))
    }
    return tokens
}
