import GridKit
import GridKitDocument

// A small table-driven command-line parser: each command lists its options once,
// with the help text and the code that applies the value, so the help output and
// the parser cannot drift apart.

/// An error that ends the program: a usage error (exit 64) or a failure (exit 1).
enum CLIError: Error {
    /// A bad flag or value: the message says which and why.
    case usage(String)
    /// Valid input that could not be carried out.
    case failure(String)

    var exitCode: Int32 {
        switch self {
        case .usage: 64
        case .failure: 1
        }
    }

    var message: String {
        switch self {
        case .usage(let m), .failure(let m): m
        }
    }
}

/// One option of a command.
struct Option<Settings>: Sendable {
    /// The flag, with its dashes: `--columns`.
    let flag: String
    /// The value's placeholder in the help (`N`, `WxH`), or nil for a switch.
    let value: String?
    let help: String
    let apply: @Sendable (inout Settings, String) throws(CLIError) -> Void

    init(
        _ flag: String, _ value: String?, _ help: String,
        _ apply: @escaping @Sendable (inout Settings, String) throws(CLIError) -> Void
    ) {
        self.flag = flag
        self.value = value
        self.help = help
        self.apply = apply
    }
}

/// Applies `arguments` to `settings`. `--flag value` and `--flag=value` both work;
/// anything that is not a flag goes to `positional`, which may refuse it.
func parse<S>(
    _ arguments: [String], options: [Option<S>], into settings: inout S,
    positional: ((inout S, String) throws(CLIError) -> Void)? = nil
) throws(CLIError) {
    var i = 0
    while i < arguments.count {
        // `-h` is `--help` for every command that has one.
        let argument = arguments[i] == "-h" && options.contains(where: { $0.flag == "--help" }) ? "--help" : arguments[i]
        i += 1
        guard argument.hasPrefix("--") else {
            guard let positional else { throw .usage("unexpected argument '\(argument)' (see --help)") }
            try positional(&settings, argument)
            continue
        }
        var name = argument
        var inline: String? = nil
        if let eq = argument.firstIndex(of: "=") {
            name = String(argument[..<eq])
            inline = String(argument[argument.index(after: eq)...])
        }
        guard let option = options.first(where: { $0.flag == name }) else {
            throw .usage("unknown option '\(name)' (see --help)")
        }
        if option.value == nil {
            guard inline == nil else { throw .usage("\(name) takes no value") }
            try option.apply(&settings, "")
            continue
        }
        let value: String
        if let inline {
            value = inline
        } else {
            guard i < arguments.count else { throw .usage("\(name) needs a value \(option.value ?? "")") }
            value = arguments[i]
            i += 1
        }
        try option.apply(&settings, value)
    }
}

/// The help text of a command's options, one per line, aligned.
func helpText<S>(_ options: [Option<S>]) -> String {
    var heads: [String] = []
    for option in options { heads.append(option.value.map { option.flag + " " + $0 } ?? option.flag) }
    let width = heads.map(\.count).max() ?? 0
    var lines: [String] = []
    for (head, option) in zip(heads, options) {
        lines.append("  " + head + String(repeating: " ", count: width - head.count + 2) + option.help)
    }
    return lines.joined(separator: "\n")
}

// MARK: Values

/// The largest length the command line accepts, as the engine does.
let maximumLength = 1e12

func length(_ flag: String, _ text: String, allowNegative: Bool = false) throws(CLIError) -> Double {
    guard let v = Double(text.trimmingSuffix("pt")), v.isFinite else {
        throw .usage("\(flag): expected a number of points, got '\(text)'")
    }
    guard allowNegative || v >= 0 else { throw .usage("\(flag): must not be negative, got '\(text)'") }
    guard abs(v) <= maximumLength else { throw .usage("\(flag): \(text) is larger than \(Int(maximumLength))") }
    return v
}

func count(_ flag: String, _ text: String, _ range: ClosedRange<Int>) throws(CLIError) -> Int {
    guard let v = Int(text), range.contains(v) else {
        throw .usage("\(flag): expected a whole number from \(range.lowerBound) to \(range.upperBound), got '\(text)'")
    }
    return v
}

/// `WxH`, such as `320x480`; `X` and `×` (as the tool prints sizes) work as well as `x`.
func sizePair(_ flag: String, _ text: String) throws(CLIError) -> (Double, Double) {
    let parts = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "x" || $0 == "X" || $0 == "×" })
    guard parts.count == 2 else { throw .usage("\(flag): expected WIDTHxHEIGHT such as 320x480, got '\(text)'") }
    return (try length(flag, String(parts[0])), try length(flag, String(parts[1])))
}

/// `P` (every side) or `T,L,B,R`, as `--insets` takes them.
func insets(_ flag: String, _ v: String) throws(CLIError) -> Edges<Double> {
    let parts = v.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count == 1 || parts.count == 4 else {
        throw .usage("\(flag): expected one number or four (top,left,bottom,right), got '\(v)'")
    }
    let values = try parts.map { p throws(CLIError) in try length(flag, String(p)) }
    return values.count == 1
        ? Edges<Double>(all: values[0])
        : Edges<Double>(top: values[0], right: values[3], bottom: values[2], left: values[1])
}

func choice<T>(_ flag: String, _ text: String, _ choices: KeyValuePairs<String, T>) throws(CLIError) -> T {
    for (k, v) in choices where k == text { return v }
    throw .usage("\(flag): expected one of \(choices.map(\.key).joined(separator: ", ")), got '\(text)'")
}

extension String {
    func trimmingSuffix(_ suffix: String) -> Substring {
        hasSuffix(suffix) ? dropLast(suffix.count) : Substring(self)
    }
}

/// A number as a person writes it: `20`, `33.333`, never `20.0`.
func formatNumber(_ v: Double, decimals: Int? = nil) -> String {
    guard let decimals else { return jsonNumber(v) }
    var p = 1.0
    for _ in 0..<decimals { p *= 10 }
    return jsonNumber((v * p).rounded() / p)
}

/// A file name given to a flag such as `--svg`: never empty.
func fileName(_ flag: String, _ text: String) throws(CLIError) -> String {
    guard !text.isEmpty else { throw .usage("\(flag): expected a file name, got an empty one") }
    return text
}
