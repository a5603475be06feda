import Foundation
import Testing

@testable import GridKit
@testable import GridKitDocument

/// The fast paths (plain items and leaves, shrink-to-fit shortcuts) and the general
/// path give the same frames, bit for bit, on every fixture: the fast paths are
/// shortcuts, never a second algorithm. (Seeded random grids: GridKitTests'
/// FastPathSweepTests.)
@Suite struct FastPathAgreementTests {
    @Test(arguments: FixtureTests.fixtureFiles)
    func sameFramesWithoutFastPaths(_ file: String) throws {
        let url = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil)).appendingPathComponent(file)
        let json = try parseJSON(String(contentsOf: url, encoding: .utf8))
        let document = try LayoutDocument(value: try #require(json["input"]))
        var fast = document.tree
        fast.computeLayout(root: document.root, available: document.available)
        var general = document.tree
        general.usesFastPaths = false
        general.computeLayout(root: document.root, available: document.available)
        var differing: [String] = []
        for i in 0..<fast.nodeCount {
            let node = fast.handle(Int32(i))
            if fast.frame(of: node) != general.frame(of: node) {
                differing.append("node \(i): fast \(fast.frame(of: node)), general \(general.frame(of: node))")
            }
        }
        #expect(differing.isEmpty, "\(file): \(differing.prefix(4).joined(separator: "; "))")
    }

}
