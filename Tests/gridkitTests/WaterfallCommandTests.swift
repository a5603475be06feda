import Foundation
import Testing

/// `gridkit waterfall`, run end to end.
@Suite struct WaterfallCommandTests {
    @Test func jsonFramesOfAShortestLaneFeed() throws {
        let r = try CLI.run([
            "waterfall", "--lanes", "3", "--container", "320x480", "--spacing", "10", "--insets", "10",
            "--heights", "120,80,200,60,90:2", "--format", "json",
        ])
        #expect(r.status == 0 && r.stderr.isEmpty)
        let items = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [[String: Double]])
        #expect(items.count == 5)
        // The fourth item goes under the shortest (80-high) lane.
        #expect(items[3]["lane"] == 1 && items[3]["y"] == 100 && items[3]["height"] == 60)
        // The two-lane item starts at line 0, below the 120- and 60-high stacks.
        #expect(items[4]["lane"] == 0 && items[4]["span"] == 2 && items[4]["x"] == 10 && items[4]["y"] == 170)
    }

    @Test func policiesFilesCSVAndTheDrawing() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("gridkit-waterfall-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("heights.txt")
        try "100 95\n100, 10\n10\n".write(to: file, atomically: true, encoding: .utf8)
        let svg = dir.appendingPathComponent("feed.svg")
        func lanes(_ policy: String) throws -> [String] {
            let r = try CLI.run([
                "waterfall", "--heights-file", file.path, "--policy", policy, "--spacing", "0", "--insets", "0",
                "--format", "csv", "--svg", svg.path,
            ])
            #expect(r.status == 0, "\(r.stderr)")
            return r.stdout.split(separator: "\n").dropFirst().map { String($0.split(separator: ",")[1]) }
        }
        #expect(try lanes("shortest") == ["0", "1", "2", "1", "0"])
        #expect(try lanes("tolerance:8") == ["0", "1", "2", "0", "1"])
        #expect(try lanes("round-robin") == ["0", "1", "2", "0", "1"])
        let drawing = try String(contentsOf: svg, encoding: .utf8)
        #expect(drawing.hasPrefix("<?xml") && drawing.contains("round-robin") && drawing.contains("</svg>"))
        // --count repeats the list.
        let csv = try CLI.run(["waterfall", "--heights", "50,70", "--count", "7", "--format", "csv"])
        #expect(csv.stdout.split(separator: "\n").count == 8)
    }

    @Test(arguments: [
        (["waterfall", "--lanes", "0"], "--lanes"),
        (["waterfall", "--heights", "12,abc"], "item 1 'abc'"),
        (["waterfall", "--heights", "12,-4"], "item 1 '-4'"),
        (["waterfall", "--heights", "12:0"], "span"),
        (["waterfall", "--heights", "r0"], "aspect ratio"),
        (["waterfall", "--heights", "nan"], "item 0"),
        (["waterfall", "--policy", "tolerance:x"], "--policy"),
        (["waterfall", "--policy", "tallest"], "--policy"),
        (["waterfall", "--spacing", "inf"], "--spacing"),
        (["waterfall", "--container", "10"], "--container"),
        (["waterfall", "--count", "3", "--heights", ""], "--count"),
        (["waterfall", "--heights", "1", "--heights-file", "x"], "--heights-file"),
        (["waterfall", "--bogus"], "--bogus"),
    ])
    func badInputIsOneLineAndExit64(arguments: [String], mentions: String) throws {
        let r = try CLI.run(arguments)
        #expect(r.status == 64)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr.split(separator: "\n").count == 1)
        #expect(r.stderr.contains(mentions), "\(r.stderr)")
    }

    @Test func anUnreadableFileFailsWithoutWritingTheDrawing() throws {
        let svg = FileManager.default.temporaryDirectory.appendingPathComponent("gridkit-waterfall-\(UUID().uuidString).svg")
        let r = try CLI.run(["waterfall", "--heights-file", "/nonexistent/heights", "--svg", svg.path])
        #expect(r.status == 1 && r.stdout.isEmpty && r.stderr.split(separator: "\n").count == 1)
        #expect(r.stderr.contains("/nonexistent/heights"))
        #expect(!FileManager.default.fileExists(atPath: svg.path))
    }
}
