import GridKitDocument
import GridKitRender

/// `gridkit compare DOC --html FILE`: GridKit's layout and the browser's, in one page.
enum CompareCommand {
    static let usage = """
        usage: gridkit compare DOC --html FILE

        Writes one self-contained HTML page holding GridKit's layout of the document and,
        built on load from the same document, the browser's own CSS grid layout of it,
        drawn over each other. Nodes whose boxes differ by more than 0.5px are marked and
        counted. Open the page in a browser.

        options:
          --html FILE  where to write the page (required)
          --help, -h   show this help
        """

    struct Settings {
        var path: String? = nil
        var html: String? = nil
        var help = false
    }

    static let options: [Option<Settings>] = [
        Option("--html", "FILE", "where to write the page") { s, v throws(CLIError) in s.html = try fileName("--html", v) },
        Option("--help", nil, "show this help") { s, _ in s.help = true },
    ]

    static func run(_ arguments: [String]) throws(CLIError) -> String {
        var s = Settings()
        try parse(arguments, options: options, into: &s) { s, v throws(CLIError) in
            guard s.path == nil else { throw .usage("compare: one document at a time") }
            s.path = v
        }
        if s.help { return usage + "\n" }
        guard let out = s.html else { throw .usage("compare: add --html FILE, the page to write (see --help)") }
        let (text, document) = try LayoutCommand.readDocument(s.path, command: "compare")
        let page = ComparePage(
            documentJSON: text, layoutJSON: document.layoutJSON(),
            title: "GridKit against the browser: \(s.path ?? "standard input")")
        try writeFile(out, page.html())
        return "wrote \(out)\n"
    }
}
