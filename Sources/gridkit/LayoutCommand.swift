import GridKitDocument

/// `gridkit layout [FILE|-]`: a layout document in, every node's border box out.
enum LayoutCommand {
    static let usage = """
        usage: gridkit layout [FILE|-]

        Reads a layout document (shared/spec/layout-document.md; standard input when FILE
        is - or missing), lays it out with the CSS Grid engine and prints the output
        document: the border box of every node.
        """

    static func run(_ arguments: [String]) throws(CLIError) -> String {
        var path: String? = nil
        for a in arguments {
            if a == "--help" { return usage + "\n" }
            if a.hasPrefix("--") && a != "-" { throw .usage("layout: unknown option '\(a)'") }
            guard path == nil else { throw .usage("layout: one document at a time") }
            path = a
        }
        let data: [UInt8]
        do { data = Array(try FileOutput.read(path ?? "-")) } catch {
            throw .failure("cannot read \(path ?? "standard input"): \(error)")
        }
        guard let text = String(validating: data, as: UTF8.self) else { throw .failure("the document is not UTF-8 text") }
        do {
            return try LayoutDocument(json: text).layoutJSON()
        } catch {
            throw .failure(error.description)
        }
    }
}
