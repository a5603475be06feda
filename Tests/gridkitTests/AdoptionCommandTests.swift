import Foundation
import Testing

/// The command-line side of issue 16: `--version`, and the layout help pointing at
/// the format's reference in the repository.
@Suite struct AdoptionCommandTests {
    @Test func versionPrintsTheSemanticVersion() throws {
        let r = try CLI.run(["--version"])
        #expect(r.status == 0)
        #expect(r.stderr.isEmpty)
        #expect(r.stdout.wholeMatch(of: /gridkit \d+\.\d+\.\d+\n/) != nil, "\(r.stdout)")
    }

    @Test func layoutHelpPointsAtTheFormatReference() throws {
        let r = try CLI.run(["layout", "--help"])
        #expect(r.status == 0)
        #expect(r.stdout.contains("docs/layout-document.md"))
        // The file it names exists in the repository.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("docs/layout-document.md").path))
    }

    /// A document that is not UTF-8 is refused in one line (the check the package's
    /// macOS 13 floor needs, without `String(validating:as:)`); valid UTF-8 passes.
    @Test func nonUTF8DocumentIsRefused() throws {
        let dir = FileManager.default.temporaryDirectory
        let bad = dir.appendingPathComponent("gridkit-adoption-\(UInt64.random(in: 0...UInt64.max)).json")
        defer { try? FileManager.default.removeItem(at: bad) }
        try Data(#"{"root":{"text":""#.utf8 + [0xFF, 0xFE] + #""}}"#.utf8).write(to: bad)
        let r = try CLI.run(["layout", bad.path])
        #expect(r.status == 1)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr.contains("not UTF-8"))
        let good = try CLI.run(["layout", "-"], stdin: "{\"root\":{\"text\":\"\u{E9}\u{200B}x\"}}")
        #expect(good.status == 0)
        #expect(good.stdout.contains("\"width\": 20"))  // two 10px characters on one line
    }
}
