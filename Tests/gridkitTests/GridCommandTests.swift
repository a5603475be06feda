import Foundation
import Testing

/// `gridkit grid`, `demo` and `help`, run end to end.
@Suite struct GridCommandTests {
    @Test func jsonFramesOfTheFlushGrid() throws {
        let r = try CLI.run([
            "grid", "--columns", "3", "--item", "80x80", "--container", "300x300", "--spacing", "between",
            "--row-spacing", "between", "--rows", "3", "--format", "json",
        ])
        #expect(r.status == 0)
        let items = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [[String: Double]])
        #expect(items.count == 9)
        #expect(items[4] == ["index": 4, "row": 1, "column": 1, "x": 110, "y": 110, "width": 80, "height": 80])
        #expect(items[8]["x"] == 220 && items[8]["y"] == 220)
    }

    @Test func csvAndTableAndPages() throws {
        let csv = try CLI.run([
            "grid", "--columns", "3", "--item", "80x100", "--container", "320x480", "--count", "13", "--format", "csv",
        ])
        let lines = csv.stdout.split(separator: "\n")
        #expect(lines.first == "index,row,column,x,y,width,height")
        #expect(lines[13] == "12,4,0,20,500,80,100")
        let table = try CLI.run(["grid", "--count", "2"])
        #expect(table.status == 0 && table.stdout.contains("spacing 20"))
        let paged = try CLI.run(["grid", "--rows", "1", "--overflow", "paginate", "--count", "4", "--format", "csv"])
        #expect(paged.stdout.split(separator: "\n").first == "index,page,row,column,x,y,width,height")
        #expect(paged.stdout.contains("3,1,0,0,20,500,80,100"))
    }

    @Test(arguments: [
        (["grid", "--columns", "0"], "--columns"),
        (["grid", "--columns", "three"], "--columns"),
        (["grid", "--item", "80"], "--item"),
        (["grid", "--item", "nanx10"], "--item"),
        (["grid", "--container", "infx10"], "--container"),
        (["grid", "--spacing", "-4"], "--spacing"),
        (["grid", "--scale", "0"], "--scale"),
        (["grid", "--bogus"], "--bogus"),
        (["grid", "--rows"], "--rows"),
        (["grid", "--row-spacing", "between"], "row count"),
        (["frobnicate"], "frobnicate"),
    ])
    func badInputIsOneLineAndExit64(arguments: [String], mentions: String) throws {
        let r = try CLI.run(arguments)
        #expect(r.status == 64)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr.split(separator: "\n").count == 1)
        #expect(r.stderr.contains(mentions))
    }

    @Test func refusingAFullGridIsAFailure() throws {
        let r = try CLI.run(["grid", "--rows", "1", "--overflow", "refuse", "--count", "4"])
        #expect(r.status == 1)
        #expect(r.stderr.contains("do not fit"))
    }

    @Test func helpListsEveryFlag() throws {
        let r = try CLI.run(["grid", "--help"])
        #expect(r.status == 0)
        for flag in [
            "--columns", "--min-item-width", "--item", "--container", "--count", "--spacing", "--row-spacing", "--rows",
            "--insets", "--fill", "--scroll", "--overflow", "--direction", "--last-row", "--safe", "--scale",
            "--format", "--svg", "--min-spacing", "--max-spacing", "--align", "--aspect-ratio", "--item-height",
        ] {
            #expect(r.stdout.contains(flag), "\(flag)")
        }
        #expect(try CLI.run(["help"]).stdout.contains("grid"))
        #expect(try CLI.run(["help", "grid"]).stdout.contains("--columns"))
    }

    @Test func demoShowsBothFormulas() throws {
        let r = try CLI.run(["demo"])
        #expect(r.status == 0)
        #expect(r.stdout.contains("(W - n*w) / (n + 1)") && r.stdout.contains("(W - n*w) / (n - 1)"))
        #expect(r.stdout.contains("spacing 30"))
    }

    @Test func svgIsWritten() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("gridkit-test-\(getpid()).svg").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let r = try CLI.run(["grid", "--count", "9", "--svg", path])
        #expect(r.status == 0)
        let svg = try String(contentsOfFile: path, encoding: .utf8)
        #expect(svg.hasPrefix("<?xml") && svg.contains(">8 · 80×100</text>"))
    }
}
