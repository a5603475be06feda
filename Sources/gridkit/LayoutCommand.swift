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
          --help, -h   show this help
        """

    struct Settings {
        var path: String? = nil
        var svg: String? = nil
        var html: String? = nil
        var help = false
    }

    static let options: [Option<Settings>] = [
        Option("--svg", "FILE", "draw the layout as SVG") { s, v throws(CLIError) in s.svg = try fileName("--svg", v) },
        Option("--html", "FILE", "draw the layout in an HTML page") { s, v throws(CLIError) in
            s.html = try fileName("--html", v)
        },
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
            do {
                if let path = s.svg { try writeFile(path, try drawing.svg()) }
                if let path = s.html { try writeFile(path, try drawing.html(title: "GridKit layout of \(s.path ?? "standard input")")) }
            } catch let error as DrawingError {
                throw .usage("\(s.svg != nil ? "--svg" : "--html"): \(error.description)")
            } catch let error as CLIError {
                throw error
            } catch {
                throw .failure("\(error)")
            }
        }
        return document.layoutJSON()
    }

    /// The largest document read, in bytes; more is refused before it is parsed.
    static let maximumDocumentBytes = 64 * 1_048_576

    /// Reads and parses a document from a file or standard input (`-` or nil).
    /// Standard input that is a terminal is refused with a hint rather than waited on.
    static func readDocument(_ path: String?, command: String = "layout") throws(CLIError) -> (
        text: String, document: LayoutDocument
    ) {
        let name = path.map { $0 == "-" ? "standard input" : $0 } ?? "standard input"
        if path == nil || path == "-", FileOutput.standardInputIsTerminal {
            throw .usage("\(command): give a document FILE, or pipe one in (standard input is a terminal); see --help")
        }
        let data: [UInt8]
        do { data = try FileOutput.read(path ?? "-", limit: maximumDocumentBytes) } catch {
            throw .failure("cannot read \(name): \(error.reason)")
        }
        guard data.contains(where: { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 }) else {
            throw .failure("\(name): the document is empty (expected a JSON object with \"root\")")
        }
        guard let text = String(utf8Bytes: data) else { throw .failure("\(name): the document is not UTF-8 text") }
        do { return (text, try LayoutDocument(json: text)) } catch { throw .failure(error.description) }
    }
}
