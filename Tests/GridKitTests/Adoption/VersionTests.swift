import Foundation
import GridKit
import Testing

@Suite struct VersionTests {
    /// `GridKitVersion` and the newest release heading of CHANGELOG.md agree.
    @Test func versionMatchesTheChangelog() throws {
        let changelog = try String(contentsOf: packageRoot.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let heading = try #require(changelog.firstMatch(of: /\n## \[(\d+\.\d+\.\d+)\]/))
        #expect(String(heading.output.1) == GridKitVersion.current)
        #expect(GridKitVersion.current == "\(GridKitVersion.major).\(GridKitVersion.minor).\(GridKitVersion.patch)")
    }
}
