import GridKit

// `gridkit grid` with sections (`--sections 12,30,7`, header and footer heights,
// `--pin-headers --offset Y`) and count templates (`--template wechat|avatar`). The
// flags live here; GridCommand only lists them and hands over when one is given.

/// The settings of sections and templates.
struct CollectionSettings {
    var sections: [Int]? = nil
    var headerHeight = 0.0
    var footerHeight = 0.0
    var sectionSpacing = 0.0
    var pinHeaders = false
    var offset: Double? = nil
    var template: GridTemplate? = nil

    enum GridTemplate { case wechat, avatar }

    /// Whether `gridkit grid` is about sections or a template rather than one grid.
    var isActive: Bool { sections != nil || template != nil || pinHeaders || offset != nil }
}

enum GridSections {
    /// The flags, to append to `gridkit grid`'s.
    static let options: [Option<GridCommand.Settings>] = [
        Option("--sections", "N,N,...", "sections of N items each (the other flags describe every section's grid)") {
            s, v throws(CLIError) in
            let parts = v.split(separator: ",", omittingEmptySubsequences: false)
            guard !parts.isEmpty, parts.count <= 100_000 else {
                throw .usage("--sections: expected comma-separated item counts such as 12,30,7, got '\(v)'")
            }
            var counts: [Int] = []
            for p in parts {
                guard let n = Int(p), (0...10_000_000).contains(n) else {
                    throw .usage(
                        "--sections: expected comma-separated item counts from 0 to 10000000 such as 12,30,7, got '\(v)'")
                }
                counts.append(n)
            }
            s.collection.sections = counts
        },
        Option("--header-height", "H", "with --sections: every section's header height (default 0)") { s, v throws(CLIError) in
            s.collection.headerHeight = try length("--header-height", v)
        },
        Option("--footer-height", "H", "with --sections: every section's footer height (default 0)") { s, v throws(CLIError) in
            s.collection.footerHeight = try length("--footer-height", v)
        },
        Option("--section-spacing", "P", "with --sections: the space between sections (default 0)") { s, v throws(CLIError) in
            s.collection.sectionSpacing = try length("--section-spacing", v)
        },
        Option("--pin-headers", nil, "with --sections: headers pinned to the top while their section scrolls") { s, _ in
            s.collection.pinHeaders = true
        },
        Option("--offset", "Y", "with --sections: the scroll offset; only what the container shows there is printed") {
            s, v throws(CLIError) in
            s.collection.offset = try length("--offset", v, allowNegative: true)
        },
        Option(
            "--template", "wechat|avatar", "a count template: WeChat Moments (W 250, gap 6, single image 180) or a group avatar"
        ) {
            s, v throws(CLIError) in
            s.collection.template = try choice("--template", v, ["wechat": .wechat, "avatar": .avatar])
        },
    ]

    static func run(_ s: GridCommand.Settings) throws(CLIError) -> String {
        let c = s.collection
        if let template = c.template {
            guard c.sections == nil, !c.pinHeaders, c.offset == nil else {
                throw .usage("--template cannot go with --sections, --pin-headers or --offset")
            }
            return try runTemplate(template, s)
        }
        guard let counts = c.sections else { throw .usage("--pin-headers and --offset need --sections") }
        guard s.count == nil else { throw .usage("--count cannot go with --sections (give each section's count there)") }
        guard counts.reduce(0, +) <= 100_000_000 else {
            throw .usage("--sections: at most 100000000 items in all, got \(counts.reduce(0, +))")
        }
        let grid = try GridCommand.makeGrid(s)
        let sectioned = SectionedGrid(
            sections: counts.map {
                GridSection(grid: grid, itemCount: $0, headerHeight: c.headerHeight, footerHeight: c.footerHeight)
            }, sectionSpacing: c.sectionSpacing)
        let layout: SectionedGridLayout
        do { layout = try sectioned.layout(in: s.container) } catch { throw .usage(error.description) }
        let pin = c.pinHeaders ? (c.offset ?? 0) : nil
        // With an offset, what the container shows there; else every element (a
        // rectangle query would leave out items of zero size).
        let window = c.offset.map { LayoutRect(x: 0, y: $0, width: s.container.width, height: s.container.height) }
        let elements = window.map { layout.elements(in: $0, pinningHeadersAt: pin) } ?? allElements(layout, pin)
        let rows = elements.map { e -> [String] in
            let (kind, section, item): (String, Int, String) =
                switch e.kind {
                case .header(let s): ("header", s, "")
                case .footer(let s): ("footer", s, "")
                case .item(let p): ("item", p.section, String(p.item))
                }
            return [kind, String(section), item] + [e.frame.x, e.frame.y, e.frame.width, e.frame.height].map { formatNumber($0) }
        }
        let summary =
            "\(counts.count) sections, content \(formatNumber(layout.contentSize.width, decimals: 3))x"
            + formatNumber(layout.contentSize.height, decimals: 3)
            + (c.offset.map { " · offset \(formatNumber($0, decimals: 3))" } ?? "") + (c.pinHeaders ? " · headers pinned" : "")
        return table(["kind", "section", "item", "x", "y", "width", "height"], rows, s.format, summary: summary)
    }

    /// Every element in order, headers pinned at `pin` when given.
    static func allElements(_ layout: SectionedGridLayout, _ pin: Double?) -> [SectionedGridElement] {
        var result: [SectionedGridElement] = []
        for s in 0..<layout.sectionCount {
            let section = layout.sectioned.sections[s]
            if section.headerHeight > 0,
                let f = try?
                    (pin.map { try layout.pinnedHeaderFrame(ofSection: s, offset: $0) } ?? layout.headerFrame(ofSection: s))
            {
                result.append(SectionedGridElement(kind: .header(section: s), frame: f))
            }
            for i in 0..<section.itemCount {
                if let f = try? layout.frame(of: ItemPath(section: s, item: i)) {
                    result.append(SectionedGridElement(kind: .item(ItemPath(section: s, item: i)), frame: f))
                }
            }
            if section.footerHeight > 0, let f = try? layout.footerFrame(ofSection: s) {
                result.append(SectionedGridElement(kind: .footer(section: s), frame: f))
            }
        }
        return result
    }

    static func runTemplate(_ template: CollectionSettings.GridTemplate, _ s: GridCommand.Settings) throws(CLIError) -> String {
        let t: CountTemplate = template == .wechat ? .weChatMoments : .groupAvatar()
        let count = s.count ?? 9
        let layout: CountTemplateLayout
        do { layout = try t.layout(itemCount: count, aspectRatio: s.aspectRatio) } catch { throw .usage(error.description) }
        let rows = layout.frames.enumerated().map { i, f in
            [String(i)] + [f.x, f.y, f.width, f.height].map { formatNumber($0) }
        }
        let name = template == .wechat ? "WeChat Moments" : "group avatar"
        let summary =
            "\(name): \(count) items, content \(formatNumber(layout.contentSize.width, decimals: 3))x"
            + formatNumber(layout.contentSize.height, decimals: 3) + (layout.isCropped ? " · cropped" : "")
        return table(["index", "x", "y", "width", "height"], rows, s.format, summary: summary)
    }

    /// Rows as CSV, JSON (numbers stay numbers) or an aligned table under `summary`.
    static func table(_ header: [String], _ rows: [[String]], _ format: GridCommand.Format, summary: String) -> String {
        switch format {
        case .csv:
            return ([header] + rows).map { $0.joined(separator: ",") }.joined(separator: "\n") + "\n"
        case .json:
            let objects = rows.map { row in
                "  {"
                    + zip(header, row).compactMap { k, v in
                        v.isEmpty ? nil : "\"\(k)\": " + (Double(v) == nil ? "\"\(v)\"" : v)
                    }.joined(separator: ", ") + "}"
            }
            return "[\n" + objects.joined(separator: ",\n") + (objects.isEmpty ? "]\n" : "\n]\n")
        case .table:
            let shown = [header] + rows.map { $0.map { Double($0).map { formatNumber($0, decimals: 3) } ?? $0 } }
            let widths = header.indices.map { c in shown.map { $0[c].count }.max() ?? 0 }
            let lines = shown.map { row in
                row.enumerated().map { String(repeating: " ", count: widths[$0.offset] - $0.element.count) + $0.element }
                    .joined(separator: "  ")
            }
            return summary + "\n" + lines.joined(separator: "\n") + "\n"
        }
    }
}
