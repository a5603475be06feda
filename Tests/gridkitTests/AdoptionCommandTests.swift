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
}
