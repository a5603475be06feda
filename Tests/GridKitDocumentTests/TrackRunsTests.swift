import Foundation
import Testing

@testable import GridKit
@testable import GridKitDocument

/// Tracks stored as runs of lines (Grid/TrackRuns.swift): the same frames as one entry
/// per track on every fixture, and a cost that follows the document, never its line
/// numbers or spans (operation counts, not a clock).
@Suite struct TrackRunsTests {
    /// Lays out `document`, every axis stored as runs when `runs`; the frames and the work counted.
    func layout(_ document: LayoutDocument, runs: Bool) -> (frames: [LayoutRect], work: GridWork) {
        var tree = document.tree
        tree.gridCaches.storesEveryAxisAsRuns = runs
        tree.computeLayout(root: document.root, available: document.available)
        let frames = (0..<tree.nodeCount).map { tree.frame(of: tree.handle(Int32($0))) }
        return (frames, tree.gridCaches.work)
    }

    /// Every fixture, with every grid axis stored as runs, lays out as with one entry
    /// per track (to 1e-6 px: sums of a run's tracks are products there).
    @Test(arguments: FixtureTests.fixtureFiles)
    func runsLayOutAsTracksDo(_ file: String) throws {
        let url = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil)).appendingPathComponent(file)
        let json = try parseJSON(String(contentsOf: url, encoding: .utf8))
        let document = try LayoutDocument(value: try #require(json["input"]))
        let tracks = layout(document, runs: false).frames
        let runs = layout(document, runs: true).frames
        var differing: [String] = []
        for (i, (a, b)) in zip(tracks, runs).enumerated() {
            let close = [(a.minX, b.minX), (a.minY, b.minY), (a.width, b.width), (a.height, b.height)].allSatisfy {
                abs($0 - $1) <= 1e-6 * max(1, abs($0))
            }
            if !close { differing.append("node \(i): tracks \(a), runs \(b)") }
        }
        #expect(differing.isEmpty, "\(file): \(differing.prefix(4).joined(separator: "; "))")
    }

    /// The tracks recorded for drawing (`GridGeometry`, every track of a run in line
    /// order) are the same both ways, on every fixture with a grid.
    @Test(arguments: FixtureTests.fixtureFiles)
    func runsRecordTheSameTracks(_ file: String) throws {
        let url = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil)).appendingPathComponent(file)
        let json = try parseJSON(String(contentsOf: url, encoding: .utf8))
        let document = try LayoutDocument(value: try #require(json["input"]))
        func geometry(runs: Bool) -> [GridGeometry?] {
            var tree = document.tree
            tree.recordsGridGeometry = true
            tree.gridCaches.storesEveryAxisAsRuns = runs
            tree.computeLayout(root: document.root, available: document.available)
            return (0..<tree.nodeCount).map { tree.gridGeometry(of: tree.handle(Int32($0))) }
        }
        let (tracks, runs) = (geometry(runs: false), geometry(runs: true))
        var differing: [String] = []
        for (i, (a, b)) in zip(tracks, runs).enumerated() {
            guard let a, let b else {
                if (a == nil) != (b == nil) { differing.append("node \(i): one side has no geometry") }
                continue
            }
            for (name, x, y) in [("columns", a.columns, b.columns), ("rows", a.rows, b.rows)] {
                let same = x.count == y.count && zip(x, y).allSatisfy {
                    abs($0.start - $1.start) <= 1e-6 * max(1, abs($0.start)) && abs($0.size - $1.size) <= 1e-6 * max(1, $0.size)
                }
                if !same { differing.append("node \(i) \(name): \(x.prefix(4)) against \(y.prefix(4))") }
            }
        }
        #expect(differing.isEmpty, "\(file): \(differing.prefix(3).joined(separator: "; "))")
    }

    /// A random grid: up to 12 items with lines and spans drawn up to the line limit
    /// (±10,000,000), an auto pattern of one to three sizes in each axis, gaps, one
    /// absolutely positioned child, any flow.
    func document(seed: Int) -> (json: String, items: Int) {
        var rng = SeededRandom(state: UInt64(seed))
        func line() -> Int {
            let v = [Int.random(in: 1...20, using: &rng), Int.random(in: 1...10_000_000, using: &rng)][Int.random(in: 0...1, using: &rng)]
            return Bool.random(using: &rng) ? v : -v
        }
        func placement() -> String {
            switch Int.random(in: 0..<5, using: &rng) {
            case 0: return "auto"
            case 1: return "span \(Int.random(in: 1...10_000_000, using: &rng))"
            case 2: return "\(line()) / span \(Int.random(in: 1...10_000_000, using: &rng))"
            default: return "\(line()) / \(line())"
            }
        }
        let sizes = ["1px", "auto", "min-content", "1fr", "2px", "minmax(1px, 3fr)", "fit-content(5px)"]
        let pattern = (0..<Int.random(in: 1...3, using: &rng)).map { _ in sizes[Int.random(in: 0..<sizes.count, using: &rng)] }
        let count = Int.random(in: 1...12, using: &rng)
        var children: [String] = []
        for _ in 0..<count {
            let w = Int.random(in: 0...30, using: &rng)
            children.append(
                #"{"style":{"gridRow":"\#(placement())","gridColumn":"\#(placement())","width":"\#(w)px","height":"\#(w / 2)px"}}"#)
        }
        children.append(#"{"style":{"position":"absolute","gridRow":"\#(line()) / \#(line())","gridColumn":"\#(line())"}}"#)
        let gap = Int.random(in: 0...2, using: &rng)
        let flow = ["row", "column", "row dense", "column dense"][seed % 4]
        let json = """
            {"root":{"style":{"display":"grid","gridAutoRows":"\(pattern.joined(separator: " "))",
            "gridAutoColumns":"\(pattern.reversed().joined(separator: " "))","gridTemplateColumns":"10px auto",
            "gap":"\(gap)px","gridAutoFlow":"\(flow)"},"children":[\(children.joined(separator: ","))]}}
            """
        return (json, count + 1)
    }

    /// A seeded sweep of huge lines and spans (an operation count, not a clock): per
    /// layout of the grid, each axis makes at most 14n + 150 entries for n children (a
    /// run per line they name, two entries per size of a three-size auto pattern), and
    /// §11.5 visits at most 8n times that, whatever the line numbers and spans.
    @Test(arguments: 0..<80)
    func costFollowsTheDocumentNotItsNumbers(seed: Int) throws {
        let (json, n) = document(seed: seed)
        for runs in [false, true] {
            let work = layout(try LayoutDocument(json: json), runs: runs).work
            let perAxis = 14 * n + 150
            #expect(work.layouts >= 1 && work.layouts <= 4, "seed \(seed)")
            #expect(work.trackEntries <= work.layouts * 2 * perAxis, "seed \(seed): \(work)")
            #expect(work.spanVisits <= work.layouts * 2 * 8 * n * perAxis, "seed \(seed): \(work)")
        }
    }

    /// The issue's case: an item on line 9,999,999 makes a handful of entries.
    @Test func lineNearTheLimitMakesAFewEntries() throws {
        let json = #"""
            {"root":{"style":{"display":"grid","gridTemplateColumns":"20px 20px","gridAutoRows":"1px 2px 3px","rowGap":"1px"},
            "children":[{"style":{"gridRow":"9999999","gridColumn":"2","height":"10px"}},{"style":{"height":"10px"}}]}}
            """#
        let work = layout(try LayoutDocument(json: json), runs: false).work
        #expect(work.trackEntries <= work.layouts * 40, "\(work)")
    }
}

/// SplitMix64, for seeded documents.
private struct SeededRandom: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
