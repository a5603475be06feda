import GridKitDocument
import GridKitRender

/// `gridkit layout [FILE|-] [--svg FILE] [--html FILE]`: a layout document in, every
/// node's border box out; optionally a picture of the layout.
enum LayoutCommand {
    static let usage = """
        usage: gridkit layout [FILE|-] [--svg FILE] [--html FILE]

        Reads a layout document (the format: docs/layout-document.md; standard input when FILE
        is - or missing), lays it out with the CSS Grid engine and prints the output
        document: the border box of every node.

        options:
          --svg FILE   also draw the layout (boxes, grid lines with track sizes, gaps) as SVG
          --html FILE  the same drawing in a self-contained HTML page
          --help       show this help
        """

    struct Settings {
        var path: String? = nil
        var svg: String? = nil
        var html: String? = nil
        var help = false
    }

    static let options: [Option<Settings>] = [
        Option("--svg", "FILE", "draw the layout as SVG") { s, v in s.svg = v },
        Option("--html", "FILE", "draw the layout in an HTML page") { s, v in s.html = v },
        Option("--help", nil, "show this help") { s, _ in s.help = true },
    ]

    static func run(_ arguments: [String]) throws(CLIError) -> String {
        var s = Settings()
        try parse(arguments, options: options, into: &s) { s, v throws(CLIError) in
            guard s.path == nil else { throw .usage("layout: one document at a time") }
            s.path = v
        }
        if s.help { return usage + "\n" }
        let document = try readDocument(s.path).document
        if s.svg != nil || s.html != nil {
            let drawing = LayoutDrawing(
                tree: document.laidOutTree(recordingGrids: true), root: document.root, labels: document.ids)
            if let path = s.svg { try writeFile(path, drawing.svg()) }
            if let path = s.html { try writeFile(path, drawing.html(title: "GridKit layout of \(s.path ?? "standard input")")) }
        }
        return document.layoutJSON()
    }

    /// Reads and parses a document from a file or standard input (`-` or nil).
    static func readDocument(_ path: String?) throws(CLIError) -> (text: String, document: LayoutDocument) {
        let data: [UInt8]
        do { data = Array(try FileOutput.read(path ?? "-")) } catch {
            throw .failure("cannot read \(path ?? "standard input"): \(error)")
        }
        guard let text = String(utf8Bytes: data) else { throw .failure("the document is not UTF-8 text") }
        do { return (text, try LayoutDocument(json: text)) } catch { throw .failure(error.description) }
    }
}
