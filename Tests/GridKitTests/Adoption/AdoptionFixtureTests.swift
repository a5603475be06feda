import Foundation
import Testing

/// Tests/AdoptionFixture names every public type of GridKit's libraries unqualified,
/// next to Foundation and the SwiftUI stand-in (CI builds it). This keeps its list
/// complete: a new public type fails here until it is added there.
@Suite struct AdoptionFixtureTests {
    static let listFile = "Tests/AdoptionFixture/Sources/AdoptionFixture/EveryType.swift"

    static func listedNames() throws -> Set<String> {
        let text = try String(contentsOf: packageRoot.appendingPathComponent(listFile), encoding: .utf8)
        return Set(text.matches(of: /(?m)^\s+([A-Za-z_][A-Za-z0-9_]*)(?:<[^>]*>)?,$/).map { String($0.output.1) })
    }

    @Test(arguments: ["GridKit", "GridKitDocument", "GridKitRender"])
    func fixtureNamesEveryPublicType(module: String) throws {
        let listed = try Self.listedNames()
        let missing = try topLevelPublicTypes(module: module).filter { !listed.contains($0.name) }
        #expect(
            missing.isEmpty,
            "add to \(Self.listFile): \(missing.map { "\($0.name) (\($0.file):\($0.line))" }.joined(separator: ", "))")
    }

    /// The list is read as the test expects: it must not pass by reading nothing.
    @Test func listIsRead() throws {
        let listed = try Self.listedNames()
        #expect(listed.contains("UniformGrid") && listed.contains("Edges") && listed.contains("SVGWriter"))
    }
}
