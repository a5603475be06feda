import Foundation
import GridKit
import Testing

@testable import GridKitDocument

/// Every browser-made fixture in `Fixtures/` (see tools/fixtures/generate.py): the
/// engine's border boxes must match Chromium's.
///
/// Tolerance: Chromium lays out in LayoutUnits of 1/64 px and rounds at each step, so
/// a position reached through several fractional steps can differ from the exact
/// value by a unit or two; 1/32 px allows two.
@Suite struct FixtureTests {
    static let tolerance = 1.0 / 32

    /// Why the `fidelity-ratio4-keyword-*` cases are known failures.
    static let keywordWidthFollowsRow =
        "Chromium 156 gives a ratio item's content-keyword min or max width the ratio width of its stretched row; "
        + "followed, it fixed 1 dev document and made 1 held-out document of seeds 620-639 differ (its rows sized "
        + "again against the grid's max-height), so it is not followed yet (docs/differential-worklist.md)"

    /// Cases the engine does not pass yet, with the reason. This list must shrink:
    /// a case here that starts passing fails the test until it is removed.
    static let knownFailures: [String: String] = [
        "fidelity-ratio4-keyword-max-width-row-keeps-width": keywordWidthFollowsRow,
        "fidelity-ratio4-keyword-max-width-row-min-content": keywordWidthFollowsRow,
        "fidelity-ratio4-keyword-min-width-flexible-row": keywordWidthFollowsRow,
        "fidelity-ratio4-keyword-min-width-row-min-content": keywordWidthFollowsRow,
        "fidelity-ratio4-keyword-min-width-row-fit-content": keywordWidthFollowsRow,
    ]

    static let fixtureFiles: [String] = {
        guard let dir = Bundle.module.url(forResource: "Fixtures", withExtension: nil),
            let names = try? FileManager.default.contentsOfDirectory(atPath: dir.path)
        else { return [] }
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }()

    @Test func thereAreEnoughFixtures() {
        #expect(Self.fixtureFiles.count >= 150)
    }

    @Test(arguments: fixtureFiles)
    func fixture(_ file: String) throws {
        let url = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil)).appendingPathComponent(file)
        let text = try String(contentsOf: url, encoding: .utf8)
        let json = try parseJSON(text)
        let name = file.replacingOccurrences(of: ".json", with: "")
        let input = try #require(json["input"], "\(file) has no input")
        let expected = try #require(json["expected"]?["root"], "\(file) has no expected layout: run tools/fixtures/generate.py")
        let document = try LayoutDocument(value: input)
        let tree = document.laidOutTree()
        var problems: [String] = []
        compare(tree, document.root, expected, path: "root", &problems)
        if let reason = Self.knownFailures[name] {
            #expect(!problems.isEmpty, "\(name) passes now: remove it from knownFailures (\(reason))")
        } else {
            #expect(problems.isEmpty, "\(name): \(problems.prefix(6).joined(separator: "; "))")
        }
    }

    func compare(_ tree: LayoutTree, _ node: NodeID, _ expected: JSONValue, path: String, _ problems: inout [String]) {
        let frame = tree.frame(of: node)
        for (key, got) in [("x", frame.x), ("y", frame.y), ("width", frame.width), ("height", frame.height)] {
            guard case .number(let want)? = expected[key] else {
                problems.append("\(path).\(key) missing")
                continue
            }
            if abs(got - want) > Self.tolerance { problems.append("\(path).\(key): expected \(want), got \(got)") }
        }
        let children = tree.children(of: node)
        guard case .array(let kids)? = expected["children"] ?? .array([]) else { return }
        guard kids.count == children.count else {
            problems.append("\(path): \(children.count) children, expected \(kids.count)")
            return
        }
        for (i, (child, want)) in zip(children, kids).enumerated() {
            compare(tree, child, want, path: "\(path).children[\(i)]", &problems)
        }
    }
}
