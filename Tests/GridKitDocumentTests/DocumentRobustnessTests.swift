import GridKit
import Testing

@testable import GridKitDocument

/// Input a user can send that once gave a wrong answer or a two-line error: each is
/// refused with its path on one line, or accepted as the spec's canonical form.
@Suite struct DocumentRobustnessTests {
    @Test(arguments: [
        (#"{"root": {"id": "a", "id": "b"}}"#, "root.id", "duplicate key"),
        (#"{"root": {"style": {"width": 1e999}}}"#, "root.style.width", "out of range"),
        (#"{"root": {"style": {"width": -1e400}}}"#, "root.style.width", "out of range"),
        (#"{"root": {"style": {"": 1}}}"#, #"root.style[""]"#, "unknown property"),
        (#"{"": 1, "root": {}}"#, #"[""]"#, "unknown key"),
        (#"{"root": {"style": {"gridRow": "1", "grid-row": "2"}}}"#, "root.style.grid-row", "same property"),
        (#"{"root": {"children": [{}, {"style": {"a\nb": 1}}]}}"#, #"root.children[1].style["a\nb"]"#, "unknown property"),
        (#"{"root": {"children": [{}, {"#, "root.children[1]", "not valid JSON"),
    ])
    func refusedWithPath(json: String, path: String, message: String) {
        do {
            _ = try LayoutDocument(json: json)
            Issue.record("accepted \(json)")
        } catch {
            #expect(error.path == path, "\(error.description)")
            #expect(error.description.contains(message), "\(error.description)")
            #expect(!error.description.contains("\n"), "\(error.description)")
        }
    }

    @Test func topLevelIsNamed() {
        do {
            _ = try LayoutDocument(json: "[1]")
            Issue.record("accepted")
        } catch {
            #expect(error.description.hasPrefix("the document:"))
        }
    }

    @Test func controlCharactersInValuesAreEscaped() {
        do {
            _ = try LayoutDocument(json: #"{"root": {"style": {"width": "1\n0\u0007px"}}}"#)
            Issue.record("accepted")
        } catch {
            #expect(!error.description.contains("\n") && !error.description.contains("\u{7}"), "\(error.description)")
        }
    }

    @Test func kebabCaseKeysAreAliases() throws {
        let kebab = try LayoutDocument(
            json: #"{"root": {"style": {"display": "grid", "grid-template-columns": "1fr 2fr", "width": 300}, "children": [{}, {}]}}"#)
        let camel = try LayoutDocument(
            json: #"{"root": {"style": {"display": "grid", "gridTemplateColumns": "1fr 2fr", "width": 300}, "children": [{}, {}]}}"#)
        #expect(kebab.layoutJSON() == camel.layoutJSON())
        #expect(kebab.layoutJSON().contains("\"width\": 200"))
    }
}
