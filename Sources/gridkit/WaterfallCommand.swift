import Foundation
import GridKit
import GridKitRender

/// `gridkit waterfall`: a waterfall (masonry) grid from flags and a list of item
/// heights, its frames as a table, JSON or CSV, and optionally a picture.
struct WaterfallCommand {
    struct Settings {
        var lanes: WaterfallGrid.Lanes = .count(3)
        var minimumLaneWidth: Double? = nil
        var maximumLanes: Int? = nil
        var container = LayoutSize(width: 320, height: 480)
        var laneSpacing: Double = 10
        var itemSpacing: Double = 10
        var insets = Edges<Double>(all: 10)
        var items: [WaterfallItem]? = nil
        var heightsFile: String? = nil
        var count: Int? = nil
        var placement: WaterfallGrid.PlacementPolicy = .shortestLane
        var ties: WaterfallGrid.TieBreaking = .firstLane
        var direction: Direction = .leftToRight
        var scrollAxis: LayoutAxis = .vertical
        var format = GridCommand.Format.table
        var svg: String? = nil
        var help = false
    }

    static let laneCounts = 1...WaterfallGrid.maximumLaneCount
    static let maximumItems = 10_000_000
    /// The heights used when none are given: a small feed of mixed cards.
    static let sampleHeights = "120,80,200,150,90,170,60,130:2,110,190,70,140"

    static let options: [Option<Settings>] = [
        Option("--lanes", "N", "a fixed lane count (default 3)") { s, v throws(CLIError) in
            s.lanes = .count(try count("--lanes", v, laneCounts))
        },
        Option("--min-lane-width", "W", "adaptive lanes: as many as fit lanes at least W wide") { s, v throws(CLIError) in
            s.minimumLaneWidth = try length("--min-lane-width", v)
        },
        Option("--max-lanes", "N", "with --min-lane-width: at most N lanes") { s, v throws(CLIError) in
            s.maximumLanes = try count("--max-lanes", v, laneCounts)
        },
        Option("--container", "WxH", "the container size (default 320x480)") { s, v throws(CLIError) in
            let (w, h) = try sizePair("--container", v)
            s.container = LayoutSize(width: w, height: h)
        },
        Option("--spacing", "P", "the gap between lanes and between items (default 10)") { s, v throws(CLIError) in
            s.laneSpacing = try length("--spacing", v)
            s.itemSpacing = s.laneSpacing
        },
        Option("--lane-spacing", "P", "the gap between lanes") { s, v throws(CLIError) in
            s.laneSpacing = try length("--lane-spacing", v)
        },
        Option("--item-spacing", "P", "the gap between items of a lane") { s, v throws(CLIError) in
            s.itemSpacing = try length("--item-spacing", v)
        },
        Option("--insets", "P|T,L,B,R", "content insets (default 10)") { s, v throws(CLIError) in
            s.insets = try insets("--insets", v)
        },
        Option("--heights", "LIST", "item lengths such as 120,80,200; 120:2 spans 2 lanes, r1.5 is an aspect ratio") {
            s, v throws(CLIError) in
            s.items = try parseItems(v, source: "--heights")
        },
        Option("--heights-file", "FILE", "the same list from FILE (- for standard input), commas or whitespace between") {
            s, v throws(CLIError) in s.heightsFile = try fileName("--heights-file", v)
        },
        Option("--count", "N", "repeat the heights in turn to N items") { s, v throws(CLIError) in
            s.count = try count("--count", v, 0...maximumItems)
        },
        Option("--policy", "shortest|tolerance:N|round-robin", "which lane an item takes (default shortest)") {
            s, v throws(CLIError) in
            s.placement = try policy(v)
        },
        Option("--ties", "first|after-previous", "among tied lanes: the first, or the first after the previous item (CSS)") {
            s, v throws(CLIError) in
            s.ties = try choice("--ties", v, ["first": .firstLane, "after-previous": .afterPreviousItem])
        },
        Option("--direction", "ltr|rtl", "the reading direction of the lanes") { s, v throws(CLIError) in
            s.direction = try choice("--direction", v, ["ltr": .leftToRight, "rtl": .rightToLeft])
        },
        Option("--scroll", "vertical|horizontal", "the scroll axis; horizontal lanes are rows and lengths widths") {
            s, v throws(CLIError) in
            s.scrollAxis = try choice("--scroll", v, ["vertical": .vertical, "horizontal": .horizontal])
        },
        Option("--format", "table|json|csv", "the output format (default table)") { s, v throws(CLIError) in
            s.format = try choice("--format", v, ["table": .table, "json": .json, "csv": .csv])
        },
        Option("--svg", "FILE", "also draw the grid to FILE") { s, v throws(CLIError) in s.svg = try fileName("--svg", v) },
        Option("--help", nil, "show this help") { s, _ in s.help = true },
    ]

    static let usage = """
        usage: gridkit waterfall [options]

        Lays out a waterfall (masonry) grid: each item goes to the lane whose stack is
        shortest so far (css-grid-3 grid-lanes placement), and prints every item's frame.
        Examples:
          gridkit waterfall --lanes 3 --container 320x480 --heights 120,80,200,150,90,170
          gridkit waterfall --min-lane-width 100 --heights 120,80:2,r1.5 --policy tolerance:16 --svg feed.svg

        options:
        """

    static func run(_ arguments: [String]) throws(CLIError) -> String {
        var s = Settings()
        try parse(arguments, options: options, into: &s)
        if s.help { return usage + "\n" + helpText(options) + "\n" }
        if s.items != nil && s.heightsFile != nil { throw .usage("give --heights or --heights-file, not both") }
        var items: [WaterfallItem]
        if let given = s.items {
            items = given
        } else if let path = s.heightsFile {
            items = try readItems(path)
        } else {
            items = try parseItems(sampleHeights, source: "the sample heights")
        }
        if let n = s.count {
            guard !items.isEmpty || n == 0 else { throw .usage("--count: there are no heights to repeat") }
            let given = items
            items = (0..<n).map { given[$0 % given.count] }
        }
        var lanes = s.lanes
        if let w = s.minimumLaneWidth { lanes = .adaptive(minimumLaneWidth: w, maximumCount: s.maximumLanes) }
        let grid = WaterfallGrid(
            lanes: lanes, laneSpacing: s.laneSpacing, itemSpacing: s.itemSpacing, insets: s.insets,
            placement: s.placement, tieBreaking: s.ties, layoutDirection: s.direction, scrollAxis: s.scrollAxis)
        let layout: WaterfallLayout
        do { layout = try grid.layout(in: s.container, items: items) } catch { throw .usage(error.description) }
        let output = format(layout, s.format)
        if let path = s.svg {
            let svg: String
            do { svg = try WaterfallDrawing(layout: layout).svg() } catch { throw .usage("--svg: \(error.description)") }
            try writeFile(path, svg)
        }
        return output
    }

    // MARK: Values

    static func policy(_ v: String) throws(CLIError) -> WaterfallGrid.PlacementPolicy {
        switch v {
        case "shortest": return .shortestLane
        case "round-robin": return .roundRobin
        default:
            guard v.hasPrefix("tolerance:") else {
                throw .usage("--policy: expected shortest, tolerance:N or round-robin, got '\(v)'")
            }
            return .shortestLaneWithin(tolerance: try length("--policy tolerance", String(v.dropFirst("tolerance:".count))))
        }
    }

    /// Items from a list: `120` (a length), `120:2` (over two lanes), `r1.5` (an
    /// aspect ratio), separated by commas or whitespace.
    static func parseItems(_ text: String, source: String) throws(CLIError) -> [WaterfallItem] {
        var items: [WaterfallItem] = []
        let tokens = text.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" })
        guard tokens.count <= maximumItems else { throw .usage("\(source): more than \(maximumItems) items") }
        items.reserveCapacity(tokens.count)
        for (k, token) in tokens.enumerated() {
            let parts = token.split(separator: ":", omittingEmptySubsequences: false)
            let place = "\(source): item \(k) '\(token)'"
            guard parts.count <= 2 else { throw .usage("\(place): expected LENGTH[:SPAN]") }
            var span = 1
            if parts.count == 2 {
                guard let n = Int(parts[1]), n >= 1, n <= WaterfallGrid.maximumLaneCount else {
                    throw .usage("\(place): the span must be a whole number from 1 to \(WaterfallGrid.maximumLaneCount)")
                }
                span = n
            }
            let value = parts[0]
            let isRatio = value.hasPrefix("r")
            guard let v = Double(isRatio ? value.dropFirst() : value), v.isFinite, v >= 0, v <= maximumLength else {
                throw .usage("\(place): expected a length from 0 to \(Int(maximumLength)), or r and an aspect ratio")
            }
            if isRatio && v <= 0 { throw .usage("\(place): an aspect ratio must be more than 0") }
            items.append(isRatio ? .aspectRatio(v, span: span) : .length(v, span: span))
        }
        return items
    }

    static func readItems(_ path: String) throws(CLIError) -> [WaterfallItem] {
        let data: [UInt8]
        do { data = try FileOutput.read(path, limit: LayoutCommand.maximumDocumentBytes) } catch {
            throw .failure("cannot read \(path == "-" ? "standard input" : path): \(error.reason)")
        }
        guard let text = String(utf8Bytes: data) else { throw .failure("\(path) is not UTF-8 text") }
        do { return try parseItems(text, source: path) } catch { throw .failure(error.message) }
    }

    // MARK: Output

    static func format(_ layout: WaterfallLayout, _ format: GridCommand.Format) -> String {
        let header = ["index", "lane", "span", "x", "y", "width", "height"]
        var rows: [[String]] = []
        rows.reserveCapacity(layout.itemCount)
        for (i, f) in layout.frames.enumerated() {
            let lanes = (try? layout.lanes(of: i)) ?? 0..<1
            rows.append(
                [String(i), String(lanes.lowerBound), String(lanes.count)]
                    + [f.x, f.y, f.width, f.height].map { formatNumber($0) })
        }
        let content = layout.contentSize
        let summary =
            "\(layout.laneCount) lanes of \(formatNumber(layout.laneWidth, decimals: 3)), lane spacing "
            + "\(formatNumber(layout.grid.laneSpacing, decimals: 3)), item spacing \(formatNumber(layout.grid.itemSpacing, decimals: 3))"
            + ", content \(formatNumber(content.width, decimals: 3))x\(formatNumber(content.height, decimals: 3))"
        return GridSections.table(header, rows, format, summary: summary)
    }
}
