import Foundation
import Testing

/// `gridkit layout`, end to end.
@Suite struct LayoutCommandTests {
    @Test func laysOutStandardInput() throws {
        let r = try CLI.run(
            ["layout", "-"],
            stdin:
                #"{"root":{"style":{"display":"grid","gridTemplateColumns":"1fr 2fr","width":"300px"},"children":[{},{"text":"HH"}]}}"#
        )
        #expect(r.status == 0)
        #expect(r.stdout.contains("\"width\": 200"))
        #expect(r.stderr.isEmpty)
    }

    @Test(arguments: [
        (#"{"root": {"children": [{}, {}, {"style": {"gridRow": "x / "}}]}}"#, "root.children[2].style.gridRow"),
        (#"{"root": {"style": {"flavour": "grid"}}}"#, "root.style.flavour"),
        ("not json", "not valid JSON"),
        (#"{"root": {"style": {"width": "NaNpx"}}}"#, "root.style.width"),
    ])
    func badDocumentsFailCleanly(document: String, mentions: String) throws {
        let r = try CLI.run(["layout"], stdin: document)
        #expect(r.status == 1)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr.split(separator: "\n").count == 1)
        #expect(r.stderr.contains(mentions), "\(r.stderr)")
    }

    @Test func missingFileIsAFailure() throws {
        let r = try CLI.run(["layout", "/nonexistent/doc.json"])
        #expect(r.status == 1 && r.stdout.isEmpty)
    }
}
