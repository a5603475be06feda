import GridKit
import Testing

@testable import GridKitDocument

/// Documents that are not of the spec's form: refused with the node path and the problem.
@Suite struct DocumentErrorTests {
    @Test(arguments: [
        ("[1, 2]", "", "must be a JSON object"),
        ("{\"root\": 3}", "root", "a node must be an object"),
        ("{}", "root", "missing"),
        ("{\"root\": {}, \"extra\": 1}", "extra", "unknown key"),
        ("{\"root\": {\"style\": {\"display\": \"flexbox\"}}}", "root.style.display", "expected one of"),
        (
            "{\"root\": {\"children\": [{}, {}, {\"style\": {\"gridRow\": \"1 / span 0\"}}]}}", "root.children[2].style.gridRow",
            "span"
        ),
        ("{\"root\": {\"style\": {\"colour\": \"red\"}}}", "root.style.colour", "unknown property"),
        ("{\"root\": {\"style\": {\"width\": \"10em\"}}}", "root.style.width", "unit"),
        ("{\"root\": {\"style\": {\"width\": true}}}", "root.style.width", "string or a number"),
        ("{\"root\": {\"style\": {\"width\": \"-5px\"}}}", "root.style.width", "negative"),
        ("{\"root\": {\"style\": {\"width\": \"1e300px\"}}}", "root.style.width", "out of range"),
        (
            "{\"root\": {\"style\": {\"gridTemplateColumns\": \"repeat(auto-fill, 1fr)\"}}}", "root.style.gridTemplateColumns",
            "fixed size"
        ),
        (
            "{\"root\": {\"style\": {\"gridTemplateColumns\": \"minmax(1fr, 10px)\"}}}", "root.style.gridTemplateColumns",
            "minimum"
        ),
        (
            "{\"root\": {\"style\": {\"gridTemplateAreas\": \"\\\"a b\\\" \\\"b a\\\"\"}}}", "root.style.gridTemplateAreas",
            "rectangle"
        ),
        ("{\"root\": {\"text\": \"x\", \"children\": [{}]}}", "root.children", "a node with text has no children"),
        ("{\"root\": {\"children\": {}}}", "root.children", "must be an array"),
        ("{\"available\": {\"width\": -1}, \"root\": {}}", "available.width", "out of range"),
        ("{\"available\": {\"width\": \"fit\"}, \"root\": {}}", "available.width", "expected"),
        ("{\"root\": {\"style\": {\"gridColumn\": \"0\"}}}", "root.style.gridColumn", "line 0"),
        ("{\"root\": {\"id\": 7}}", "root.id", "must be a string"),
    ])
    func refused(json: String, path: String, message: String) {
        do {
            _ = try LayoutDocument(json: json)
            Issue.record("accepted \(json)")
        } catch {
            #expect(error.path == path, "\(json)")
            #expect(error.description.contains(message), "\(error.description)")
        }
    }

    @Test func notJSONSaysWhere() {
        do {
            _ = try LayoutDocument(json: "{\n \"root\": {,}\n}")
            Issue.record("accepted")
        } catch {
            #expect(error.description.contains("line 2"))
        }
    }

    /// RFC 8259 §6: `00`, `-01` and `0000000.0` are not JSON numbers (found by the long fuzz run).
    @Test(arguments: ["00", "-01", "0000000.0", "012e1"])
    func leadingZerosAreNotJSON(number: String) {
        do {
            _ = try LayoutDocument(json: "{\"available\": {\"width\": \(number)}, \"root\": {}}")
            Issue.record("accepted \(number)")
        } catch {
            #expect(error.description.contains("cannot start with 0"), "\(error.description)")
        }
        #expect(throws: Never.self) { try LayoutDocument(json: "{\"available\": {\"width\": 0.5}, \"root\": {}}") }
    }

    @Test func deepNestingIsRefusedNotCrashed() {
        let deep =
            String(repeating: "{\"root\": ", count: 1) + String(repeating: "{\"children\": [", count: 2000)
            + "{}" + String(repeating: "]}", count: 2000) + "}"
        #expect(throws: DocumentError.self) { try LayoutDocument(json: deep) }
    }

    @Test func outputEchoesIdsAndKeepsDisplayNoneNodes() throws {
        let doc = try LayoutDocument(
            json: """
                {"root": {"id": "r", "style": {"display": "grid", "gridTemplateColumns": "20px 30px"},
                  "children": [{"id": "gone", "style": {"display": "none"}, "children": [{}]}, {"style": {"height": 10}}]}}
                """)
        let out = try parseJSON(doc.layoutJSON())
        #expect(out["root"]?["id"] == .string("r"))
        #expect(out["root"]?["width"] == .number(50))
        guard case .array(let kids)? = out["root"]?["children"] else {
            Issue.record("no children")
            return
        }
        #expect(kids[0]["id"] == .string("gone"))
        #expect(kids[0]["width"] == .number(0) && kids[0]["height"] == .number(0))
        #expect(kids[1]["width"] == .number(20))
    }
}
