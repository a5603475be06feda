import Foundation
import GridKit
import Testing

@Suite struct VersionTests {
    /// `GridKitInfo.version` and the newest release heading of CHANGELOG.md agree.
    @Test func versionMatchesTheChangelog() throws {
        let changelog = try String(contentsOf: packageRoot.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let heading = try #require(changelog.firstMatch(of: /\n## \[(\d+\.\d+\.\d+)\]/))
        #expect(String(heading.output.1) == GridKitInfo.version)
        #expect(GridKitInfo.version == "\(GridKitInfo.majorVersion).\(GridKitInfo.minorVersion).\(GridKitInfo.patchVersion)")
    }
}
