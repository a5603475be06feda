import Foundation
import Testing

/// The drawing commands, end to end: files are written and the documents are what they claim.
@Suite struct PictureCommandTests {
    static let document =
        #"{"root":{"id":"g","style":{"display":"grid","gridTemplateColumns":"40px 1fr","width":"200px","gap":"5px"},"children":[{"id":"a","style":{"height":"20px"}},{"text":"HH"}]}}"#

    func temporary(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("gridkit-\(getpid())-\(name)").path
    }

    @Test func layoutDrawsSVGAndHTML() throws {
        let svg = temporary("l.svg")
        let html = temporary("l.html")
        defer {
            try? FileManager.default.removeItem(atPath: svg)
            try? FileManager.default.removeItem(atPath: html)
        }
        let r = try CLI.run(["layout", "-", "--svg", svg, "--html", html], stdin: Self.document)
        #expect(r.status == 0 && r.stdout.contains("\"id\": \"g\""))
        let picture = try String(contentsOfFile: svg, encoding: .utf8)
        #expect(picture.hasPrefix("<?xml") && picture.contains(">40</text>") && picture.contains(">155</text>"))
        #expect(try String(contentsOfFile: html, encoding: .utf8).contains("<svg"))
    }

    @Test func compareWritesOnePage() throws {
        let page = temporary("c.html")
        defer { try? FileManager.default.removeItem(atPath: page) }
        let r = try CLI.run(["compare", "-", "--html", page], stdin: Self.document)
        #expect(r.status == 0)
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.contains("const GRIDKIT = {\"root\": {\"id\": \"g\"") && html.contains("id=\"summary\""))
        #expect(try CLI.run(["compare", "-"], stdin: Self.document).status == 64)  // --html is required
    }

    @Test func playWithoutATerminalSaysSo() throws {
        let r = try CLI.run(["play"], stdin: "")
        #expect(r.status == 1 && r.stdout.isEmpty && r.stderr.contains("terminal"))
        #expect(try CLI.run(["play", "--help"]).stdout.contains("add an item"))
    }
}
