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
        (["grid", "--row-spacing", "between"], "--rows"),
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

/// The manners of issue 10: help everywhere, flags named, sizes as printed, limits up
/// front, output streamed and a closed pipe ended quietly.
@Suite struct CLIMannersTests {
    @Test(arguments: [["grid", "-h"], ["grid", "--help"], ["demo", "--help"], ["demo", "-h"], ["layout", "-h"],
        ["compare", "--help"], ["play", "-h"], ["-h"], ["help"]])
    func helpExitsZero(arguments: [String]) throws {
        let r = try CLI.run(arguments)
        #expect(r.status == 0 && r.stdout.contains("usage") && r.stderr.isEmpty, "\(arguments)")
    }

    @Test(arguments: [
        (["grid", "--row-spacing", "between"], "--rows"),
        (["grid", "--scroll", "horizontal", "--row-spacing", "between"], "--columns"),
        (["grid", "--overflow", "paginate"], "--rows"),
        (["grid", "--fill", "column-major"], "--rows"),
        (["grid", "--max-columns", "3"], "--min-item-width"),
        (["grid", "--scale", "0"], "more than 0 and at most 1000"),
        (["grid", "--min-item-width", "0", "--item-height", "10"], "--max-columns"),
        (["grid", "--columns", "20000"], "10000"),
        (["grid", "--count", "100000001"], "100000000"),
        (["grid", "--rows", "1000000"], "add --count N"),
        (["grid", "--svg", ""], "--svg"),
        (["grid", "--svg", "/tmp/gridkit-too-big.svg", "--count", "30000"], "20000"),
        (["layout", "--svg", "", "-"], "--svg"),
    ])
    func errorsNameTheFlag(arguments: [String], mentions: String) throws {
        let r = try CLI.run(arguments, stdin: "{\"root\": {}}")
        #expect(r.status == 64, "\(arguments) \(r.stderr)")
        #expect(r.stdout.isEmpty)
        #expect(r.stderr.split(separator: "\n").count == 1)
        #expect(r.stderr.contains(mentions), "\(r.stderr)")
    }

    @Test func sizesAcceptEveryTimesSign() throws {
        for size in ["80x100", "80X100", "80×100"] {
            let r = try CLI.run(["grid", "--item", size, "--count", "1", "--format", "csv"])
            #expect(r.stdout.contains("0,0,0,20,20,80,100"), "\(size): \(r.stderr)")
        }
    }

    @Test func horizontalScrollingWorksWithTheDefaults() throws {
        let r = try CLI.run(["grid", "--scroll", "horizontal", "--rows", "2", "--count", "3", "--format", "csv"])
        #expect(r.status == 0, "\(r.stderr)")
        let lines = r.stdout.split(separator: "\n")
        // Two rows seen; index 1 is below index 0, index 2 starts the next column.
        #expect(lines.count == 4)
        #expect(lines[2].hasPrefix("1,1,0,") && lines[3].hasPrefix("2,0,1,"), "\(r.stdout)")
    }

    @Test func fileErrorsInPlainWords() throws {
        let missing = try CLI.run(["layout", "/nonexistent/doc.json"])
        #expect(missing.status == 1 && missing.stderr.contains("no such file"))
        let directory = try CLI.run(["layout", "/tmp"])
        #expect(directory.status == 1 && directory.stderr.contains("is a directory"))
        let empty = try CLI.run(["layout", "/dev/null"])
        #expect(empty.status == 1 && empty.stderr.contains("empty"), "\(empty.stderr)")
        let newline = try CLI.run(["layout", "/nonexistent/a\nb.json"])
        #expect(newline.stderr.split(separator: "\n").count == 1 && newline.stderr.contains("a\\nb"))
        for r in [missing, directory, empty] { #expect(!r.stderr.contains("NSCocoaErrorDomain") && r.stdout.isEmpty) }
    }

    @Test func jsonStreamIsOneArray() throws {
        let r = try CLI.run(["grid", "--count", "10000", "--format", "json"])
        let items = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [[String: Double]])
        #expect(items.count == 10000 && items[9999]["index"] == 9999)
        let table = try CLI.run(["grid", "--count", "5000"])
        #expect(table.stdout.split(separator: "\n").count == 5002)
    }

    @Test func aClosedPipeEndsQuietly() throws {
        let process = Process()
        process.executableURL = CLI.binary
        process.arguments = ["grid", "--count", "100000000", "--format", "csv"]
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        _ = out.fileHandleForReading.readData(ofLength: 100)
        try out.fileHandleForReading.close()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 0)
        #expect(err.fileHandleForReading.readDataToEndOfFile().isEmpty)
    }
}
