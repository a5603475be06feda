import GridKit
import GridKitRender

/// `gridkit grid`: a uniform grid from flags, its frames as a table, JSON or CSV.
struct GridCommand {
    struct Settings {
        var columns: UniformGrid.Columns = .count(3)
        var minimumItemWidth: Double? = nil
        var maximumColumns: Int? = nil
        var itemWidth: Double? = nil
        var itemHeight: Double = 100
        var aspectRatio: Double? = nil
        var itemGiven = false
        var container = LayoutSize(width: 320, height: 480)
        var count: Int? = nil
        var spacing: UniformGrid.Spacing = .distributed(.spaceEvenly)
        var alignment: UniformGrid.Alignment = .leading
        var minimumSpacing: Double? = nil
        var maximumSpacing: Double? = nil
        var rowSpacing: UniformGrid.RowSpacing = .matchingColumns
        var rows: Int? = nil
        var insets = Edges<Double>.zero
        var fillOrder: UniformGrid.FillOrder = .rowMajor
        var scrollAxis: LayoutAxis = .vertical
        var overflow: UniformGrid.OverflowPolicy = .grow
        var direction: Direction = .leftToRight
        var lastRow: UniformGrid.IncompleteRowAlignment = .columns
        var safe = false
        var scale: Double? = nil
        var format = Format.table
        var svg: String? = nil
        var help = false
        var collection = CollectionSettings()  // sections and templates: GridSections.swift
    }

    enum Format { case table, json, csv }

    static let lineCounts = 1...UniformGrid.maximumLineCount

    static let options: [Option<Settings>] = [
        Option("--columns", "N", "a fixed column count (default 3)") { s, v throws(CLIError) in
            s.columns = .count(try count("--columns", v, lineCounts))
        },
        Option("--min-item-width", "W", "adaptive columns: as many as fit items at least W wide") { s, v throws(CLIError) in
            s.minimumItemWidth = try length("--min-item-width", v)
        },
        Option("--max-columns", "N", "with --min-item-width: at most N columns") { s, v throws(CLIError) in
            s.maximumColumns = try count("--max-columns", v, lineCounts)
        },
        Option("--item", "WxH", "a fixed item size (default 80x100)") { s, v throws(CLIError) in
            let (w, h) = try sizePair("--item", v)
            s.itemWidth = w
            s.itemHeight = h
            s.itemGiven = true
        },
        Option("--item-height", "H", "flexible items: the columns share the width, every item H high") { s, v throws(CLIError) in
            s.itemHeight = try length("--item-height", v)
            s.itemWidth = nil
            s.aspectRatio = nil
            s.itemGiven = true
        },
        Option("--aspect-ratio", "R", "flexible items with width / height = R") { s, v throws(CLIError) in
            let r = try length("--aspect-ratio", v)
            guard r > 0 else { throw .usage("--aspect-ratio: must be more than 0, got '\(v)'") }
            s.aspectRatio = r
            s.itemWidth = nil
            s.itemGiven = true
        },
        Option("--container", "WxH", "the container size (default 320x480)") { s, v throws(CLIError) in
            let (w, h) = try sizePair("--container", v)
            s.container = LayoutSize(width: w, height: h)
        },
        Option("--count", "N", "how many items (default: the capacity with --rows, else 3 rows)") { s, v throws(CLIError) in
            s.count = try count("--count", v, 0...100_000_000)
        },
        Option("--spacing", "evenly|between|around|P", "free space across a row, or a fixed gap of P points (default evenly)") {
            s, v throws(CLIError) in
            switch v {
            case "evenly": s.spacing = .distributed(.spaceEvenly)
            case "between": s.spacing = .distributed(.spaceBetween)
            case "around": s.spacing = .distributed(.spaceAround)
            default: s.spacing = .fixed(try length("--spacing", v))
            }
        },
        Option("--align", "leading|center|trailing", "with a fixed --spacing: where the row sits") { s, v throws(CLIError) in
            s.alignment = try choice("--align", v, ["leading": .leading, "center": .center, "trailing": .trailing])
        },
        Option("--safe", nil, "keep the leading edge in view when a row overflows") { s, _ in s.safe = true },
        Option("--min-spacing", "P", "the smallest distributed gap (the gap of flexible items)") { s, v throws(CLIError) in
            s.minimumSpacing = try length("--min-spacing", v)
        },
        Option("--max-spacing", "P", "the largest distributed gap; the rest goes to the margins") { s, v throws(CLIError) in
            s.maximumSpacing = try length("--max-spacing", v)
        },
        Option(
            "--row-spacing", "same|between|evenly|around|P",
            "between rows: the column gap and margin (default), distributed over --rows, or P points"
        ) { s, v throws(CLIError) in
            switch v {
            case "same": s.rowSpacing = .matchingColumns
            case "between": s.rowSpacing = .distributed(.spaceBetween)
            case "evenly": s.rowSpacing = .distributed(.spaceEvenly)
            case "around": s.rowSpacing = .distributed(.spaceAround)
            default: s.rowSpacing = .fixed(try length("--row-spacing", v))
            }
        },
        Option("--rows", "N", "rows per container (per page); sets the capacity") { s, v throws(CLIError) in
            s.rows = try count("--rows", v, lineCounts)
        },
        Option("--insets", "P|T,L,B,R", "content insets") { s, v throws(CLIError) in
            let parts = v.split(separator: ",", omittingEmptySubsequences: false)
            guard parts.count == 1 || parts.count == 4 else {
                throw .usage("--insets: expected one number or four (top,left,bottom,right), got '\(v)'")
            }
            let values = try parts.map { p throws(CLIError) in try length("--insets", String(p)) }
            s.insets =
                values.count == 1
                ? Edges<Double>(all: values[0])
                : Edges<Double>(top: values[0], right: values[3], bottom: values[2], left: values[1])
        },
        Option("--fill", "row-major|column-major", "the order indices fill the cells") { s, v throws(CLIError) in
            s.fillOrder = try choice("--fill", v, ["row-major": .rowMajor, "column-major": .columnMajor])
        },
        Option("--scroll", "vertical|horizontal", "the scroll axis; horizontal lays the description out transposed") {
            s, v throws(CLIError) in
            s.scrollAxis = try choice("--scroll", v, ["vertical": .vertical, "horizontal": .horizontal])
        },
        Option("--overflow", "grow|paginate|refuse", "items beyond --rows: more rows, more pages, or an error") {
            s, v throws(CLIError) in
            s.overflow = try choice("--overflow", v, ["grow": .grow, "paginate": .paginate, "refuse": .refuse])
        },
        Option("--direction", "ltr|rtl", "the reading direction of rows") { s, v throws(CLIError) in
            s.direction = try choice("--direction", v, ["ltr": .leftToRight, "rtl": .rightToLeft])
        },
        Option("--last-row", "columns|center|trailing", "where an incomplete last row goes") { s, v throws(CLIError) in
            s.lastRow = try choice("--last-row", v, ["columns": .columns, "center": .center, "trailing": .trailing])
        },
        Option("--scale", "S", "snap frames to 1/S points (2 for a Retina screen)") { s, v throws(CLIError) in
            let scale = try length("--scale", v)
            guard scale > 0, scale <= 1000 else { throw .usage("--scale: expected a number from 0 to 1000, got '\(v)'") }
            s.scale = scale
        },
        Option("--format", "table|json|csv", "the output format (default table)") { s, v throws(CLIError) in
            s.format = try choice("--format", v, ["table": .table, "json": .json, "csv": .csv])
        },
        Option("--svg", "FILE", "also draw the grid to FILE") { s, v in s.svg = v },
        Option("--help", nil, "show this help") { s, _ in s.help = true },
    ] + GridSections.options

    static let usage = """
        usage: gridkit grid [options]

        Lays out a uniform grid (the iOS "nine-grid") and prints every item's frame.
        Examples:
          gridkit grid --columns 3 --item 80x100 --container 320x480 --spacing evenly
          gridkit grid --columns 3 --item 80x80 --container 300x300 --spacing between --row-spacing between --rows 3

        options:
        """

    static func run(_ arguments: [String]) throws(CLIError) -> String {
        var s = Settings()
        try parse(arguments, options: options, into: &s)
        if s.help { return usage + "\n" + helpText(options) + "\n" }
        if s.collection.isActive { return try GridSections.run(s) }
        let grid = try makeGrid(s)
        let itemCount = s.count ?? s.rows.map { $0 * columnGuess(grid, s) } ?? 3 * columnGuess(grid, s)
        let layout: UniformGridLayout
        do {
            layout = try grid.layout(in: s.container, itemCount: itemCount)
        } catch {
            if case .capacityExceeded = error { throw .failure(error.description) }
            throw .usage(error.description)
        }
        if let path = s.svg {
            try writeFile(path, UniformGridDrawing(layout: layout).svg())
        }
        return format(layout, s.format)
    }

    static func makeGrid(_ s: Settings) throws(CLIError) -> UniformGrid {
        var columns = s.columns
        if let w = s.minimumItemWidth { columns = .adaptive(minimumItemWidth: w, maximumCount: s.maximumColumns) }
        let itemSize: UniformGrid.ItemSize
        if let r = s.aspectRatio {
            itemSize = .flexibleAspectRatio(r)
        } else if let w = s.itemWidth {
            itemSize = .fixed(LayoutSize(width: w, height: s.itemHeight))
        } else if s.itemGiven {
            itemSize = .flexible(height: s.itemHeight)
        } else {
            itemSize = .fixed(LayoutSize(width: 80, height: 100))
        }
        var spacing = s.spacing
        if case .fixed(let g, _) = spacing { spacing = .fixed(g, alignment: s.alignment) }
        return UniformGrid(
            columns: columns, itemSize: itemSize, spacing: spacing, minimumSpacing: s.minimumSpacing,
            maximumSpacing: s.maximumSpacing, rowSpacing: s.rowSpacing, rowCount: s.rows, insets: s.insets,
            fillOrder: s.fillOrder, scrollAxis: s.scrollAxis, overflow: s.overflow, layoutDirection: s.direction,
            incompleteRowAlignment: s.lastRow, safeAlignment: s.safe, displayScale: s.scale)
    }

    /// The column count, for the default item count; 1 when the grid is invalid
    /// (resolving it again reports why).
    static func columnGuess(_ grid: UniformGrid, _ s: Settings) -> Int {
        (try? grid.layout(in: s.container).columnCount) ?? 1
    }

    static func format(_ layout: UniformGridLayout, _ format: Format) -> String {
        let paging = layout.grid.overflow == .paginate && layout.rowsPerPage != nil
        let frames = layout.frames
        var rows: [[String]] = []
        rows.reserveCapacity(frames.count)
        for (i, f) in frames.enumerated() {
            guard let p = try? layout.position(of: i) else { continue }
            var row = [String(i)]
            if paging { row.append(String(p.page)) }
            row += [String(p.row), String(p.column)]
            row += [f.x, f.y, f.width, f.height].map { formatNumber($0) }
            rows.append(row)
        }
        var header = ["index"]
        if paging { header.append("page") }
        header += ["row", "column", "x", "y", "width", "height"]
        switch format {
        case .csv:
            return ([header] + rows).map { $0.joined(separator: ",") }.joined(separator: "\n") + "\n"
        case .json:
            let objects = rows.map { row in
                "  {" + zip(header, row).map { "\"\($0)\": \($1)" }.joined(separator: ", ") + "}"
            }
            return "[\n" + objects.joined(separator: ",\n") + (objects.isEmpty ? "]\n" : "\n]\n")
        case .table:
            let summary =
                "\(layout.columnCount) columns of \(formatNumber(layout.itemSize.width, decimals: 3))x"
                + "\(formatNumber(layout.itemSize.height, decimals: 3)), spacing \(formatNumber(layout.spacing, decimals: 3))"
                + ", line spacing \(formatNumber(layout.lineSpacing, decimals: 3)), content "
                + "\(formatNumber(layout.contentSize.width, decimals: 3))x\(formatNumber(layout.contentSize.height, decimals: 3))"
            let shown =
                ([header]
                    + rows.map {
                        $0.enumerated().map {
                            $0.offset < header.count - 4
                                ? $0.element
                                : formatNumber(Double($0.element) ?? 0, decimals: 3)
                        }
                    })
            let widths = header.indices.map { c in shown.map { $0[c].count }.max() ?? 0 }
            let lines = shown.map { row in
                row.enumerated().map { String(repeating: " ", count: widths[$0.offset] - $0.element.count) + $0.element }
                    .joined(separator: "  ")
            }
            return summary + "\n" + lines.joined(separator: "\n") + "\n"
        }
    }
}

/// Writes `text` to `path`, or fails with the reason.
func writeFile(_ path: String, _ text: String) throws(CLIError) {
    do { try FileOutput.write(text, to: path) } catch { throw .failure("cannot write \(path): \(error)") }
}
