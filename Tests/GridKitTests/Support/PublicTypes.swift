import Foundation

/// The package's sources, found from this file's path (Tests/GridKitTests/Support/).
let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

/// A public type declaration found in the sources.
struct PublicTypeDeclaration: Hashable, CustomStringConvertible {
    var name: String
    var module: String
    var file: String
    var line: Int
    var description: String { "\(module).\(name) (\(file):\(line))" }
}

/// Every top-level `public`/`open` struct, enum, class, actor, protocol or typealias
/// of `module`, found by scanning its sources: a declaration counts when it sits
/// outside every brace (so nested types, which are always named qualified, do not).
/// Comments and string literals are skipped, so braces inside them do not count.
func topLevelPublicTypes(module: String) throws -> [PublicTypeDeclaration] {
    try topLevelPublicDeclarations(
        module: module, kinds: #"(?:(?:final|indirect|nonisolated)\s+)*(?:struct|enum|class|actor|protocol|typealias)"#)
}

/// Every top-level `public`/`open` declaration of `module` whose keyword matches the
/// regular expression `kinds` (for example `let|var`), found as
/// ``topLevelPublicTypes(module:)`` finds types.
func topLevelPublicDeclarations(module: String, kinds: String) throws -> [PublicTypeDeclaration] {
    let dir = packageRoot.appendingPathComponent("Sources/\(module)")
    guard let files = FileManager.default.enumerator(at: dir, includingPropertiesForKeys: nil) else { return [] }
    let declaration = try Regex(
        #"^\s*(?:@[A-Za-z_]+(?:\([^)]*\))?\s+)*(?:public|open)\s+(?:"# + kinds + #")\s+([A-Za-z_][A-Za-z0-9_]*)"#
    )
    var result: [PublicTypeDeclaration] = []
    for case let url as URL in files where url.pathExtension == "swift" {
        let text = try String(contentsOf: url, encoding: .utf8)
        let relative = String(url.path.dropFirst(packageRoot.path.count + 1))
        var depth = 0
        var inBlockComment = false
        var inMultilineString = false
        for (number, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = codeOnly(String(rawLine), &inBlockComment, &inMultilineString)
            if depth == 0, let match = line.firstMatch(of: declaration), let name = match.output[1].substring {
                result.append(PublicTypeDeclaration(name: String(name), module: module, file: relative, line: number + 1))
            }
            for c in line {
                if c == "{" { depth += 1 } else if c == "}" { depth -= 1 }
            }
        }
    }
    return result.sorted { ($0.file, $0.line) < ($1.file, $1.line) }
}

/// A line with comments and the contents of string literals removed.
private func codeOnly(_ line: String, _ inBlockComment: inout Bool, _ inMultilineString: inout Bool) -> String {
    var out = ""
    var chars = Array(line)[...]
    while let c = chars.first {
        if inBlockComment {
            if chars.starts(with: "*/") {
                inBlockComment = false
                chars = chars.dropFirst(2)
            } else {
                chars = chars.dropFirst()
            }
        } else if inMultilineString {
            if chars.starts(with: "\"\"\"") {
                inMultilineString = false
                chars = chars.dropFirst(3)
            } else {
                chars = chars.dropFirst()
            }
        } else if chars.starts(with: "//") {
            break
        } else if chars.starts(with: "/*") {
            inBlockComment = true
            chars = chars.dropFirst(2)
        } else if chars.starts(with: "\"\"\"") {
            inMultilineString = true
            chars = chars.dropFirst(3)
        } else if c == "\"" {
            chars = chars.dropFirst()
            while let d = chars.first, d != "\"" { chars = chars.dropFirst(d == "\\" ? 2 : 1) }
            chars = chars.dropFirst()
            out += "\"\""
        } else {
            out.append(c)
            chars = chars.dropFirst()
        }
    }
    return out
}
