import GridKit
import GridKitRender

/// `gridkit grid`: a uniform grid from flags, its frames as a table, JSON or CSV.
struct GridCommand {
    struct Settings {
        /// `--columns`: columns as seen (across when scrolling vertically, per page horizontally).
        var columnCount: Int? = nil
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
        var rowSpacingText = "same"
        /// `--rows`: rows as seen (per page when scrolling vertically, across horizontally).
        var rows: Int? = nil
        var insets = Edges<Double>.zero
        /// nil: the order that needs no page size (row-major scrolling vertically, column-major horizontally).
        var fillOrder: UniformGrid.FillOrder? = nil
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
        Option("--columns", "N", "columns: across (default 3); per page with --scroll horizontal") { s, v throws(CLIError) in
            s.columnCount = try count("--columns", v, 1...maximumColumns)
        },
        Option("--min-item-width", "W", "adaptive: as many columns as fit items at least W wide (rows, W high, horizontally)") {
            s, v throws(CLIError) in
            s.minimumItemWidth = try length("--min-item-width", v)
        },
        Option("--max-columns", "N", "with --min-item-width: at most N columns") { s, v throws(CLIError) in
            s.maximumColumns = try count("--max-columns", v, 1...maximumColumns)
        },
        Option("--item", "WxH", "a fixed item size (default 80x100)") { s, v throws(CLIError) in
            let (w, h) = try sizePair("--item", v)
            s.itemWidth = w
            s.itemHeight = h
            s.itemGiven = true
        },
        Option("--item-height", "H", "flexible items sharing the width, H high (sharing the height, H wide, horizontally)") { s, v throws(CLIError) in
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
            s.count = try count("--count", v, 0...maximumCount)
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
            "along the scroll axis: the gap and margin across (default), distributed over the page, or P points"
        ) { s, v throws(CLIError) in
            s.rowSpacingText = v
            switch v {
            case "same": s.rowSpacing = .matchingColumns
            case "between": s.rowSpacing = .distributed(.spaceBetween)
            case "evenly": s.rowSpacing = .distributed(.spaceEvenly)
            case "around": s.rowSpacing = .distributed(.spaceAround)
            default: s.rowSpacing = .fixed(try length("--row-spacing", v))
            }
        },
        Option("--rows", "N", "rows: per container (page), setting the capacity; across with --scroll horizontal") {
            s, v throws(CLIError) in
            s.rows = try count("--rows", v, lineCounts)
        },
        Option("--insets", "P|T,L,B,R", "content insets") { s, v throws(CLIError) in
            s.insets = try insets("--insets", v)
        },
        Option("--fill", "row-major|column-major", "the order indices fill the cells (default: along the lines across)") {
            s, v throws(CLIError) in
            s.fillOrder = try choice("--fill", v, ["row-major": .rowMajor, "column-major": .columnMajor])
        },
        Option("--scroll", "vertical|horizontal", "the scroll axis: vertical grows by rows, horizontal by columns") {
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
            guard scale > 0, scale <= 1000 else {
                throw .usage("--scale: expected a number more than 0 and at most 1000, got '\(v)'")
            }
            s.scale = scale
        },
        Option("--format", "table|json|csv", "the output format (default table)") { s, v throws(CLIError) in
            s.format = try choice("--format", v, ["table": .table, "json": .json, "csv": .csv])
        },
        Option("--svg", "FILE", "also draw the grid to FILE") { s, v throws(CLIError) in s.svg = try fileName("--svg", v) },
        Option("--help", nil, "show this help (also -h)") { s, _ in s.help = true },
    ] + GridSections.options

    static let usage = """
        usage: gridkit grid [options]

        Lays out a uniform grid (the iOS "nine-grid") and prints every item's frame, as it
        computes them (the output streams; `| head` stops it early).
        Examples:
          gridkit grid --columns 3 --item 80x100 --container 320x480 --spacing evenly
          gridkit grid --columns 3 --item 80x80 --container 300x300 --spacing between --row-spacing between --rows 3
          gridkit grid --scroll horizontal --rows 2 --count 10

        Rows and columns are as you see them: rows run across, columns run down, with
        either scroll axis. Scrolling vertically, the grid grows by rows (--columns N
        across); scrolling horizontally it grows by columns (--rows N down, 3 by default;
        --columns N then counts columns per page). --spacing sets the gaps across the scroll
        axis (between columns; between rows when scrolling horizontally), --row-spacing
        those along it (between rows; between columns when scrolling horizontally).

        Limits: at most \(maximumColumns) lines across (--columns, --rows, or what
        --min-item-width fits; more is refused, add --max-columns), at most
        \(maximumCount) items (--count; without it, the capacity of --rows up to
        \(maximumDefaultCount)), sizes up to 1e12 points; --svg draws at most
        \(UniformGridDrawing.maximumItems) items.

        options:
        """

    /// The most lines across the scroll axis the command accepts (the engine takes more;
    /// a million columns is no picture and no table anyone reads).
    static let maximumColumns = 10_000
    /// The most items the command lays out and prints.
    static let maximumCount = 100_000_000
    /// The most items printed when `--count` is not given (the capacity of `--rows`):
    /// a million-row page is asked for with `--count`, not by accident.
    static let maximumDefaultCount = 100_000

    /// Lays the grid out and writes its frames to standard output as they are computed.
    static func run(_ arguments: [String]) throws(CLIError) -> String {
        try write(arguments) { FileOutput.printOut($0) }
        return ""
    }

    /// The whole output as one string (for `gridkit demo`, whose grids are small).
    static func text(_ arguments: [String]) throws(CLIError) -> String {
        var out = ""
        try write(arguments) { out += $0 }
        return out
    }

    static func write(_ arguments: [String], to sink: (String) -> Void) throws(CLIError) {
        var s = Settings()
        try parse(arguments, options: options, into: &s)
        if s.help {
            sink(usage + "\n" + helpText(options) + "\n")
            return
        }
        if s.collection.isActive {
            sink(try GridSections.run(s))
            return
        }
        try checkCombinations(s)
        let grid = try makeGrid(s)
        let columns = try columnCount(grid, s)
        let itemCount = s.count ?? grid.rowCount.map { $0 * columns } ?? 3 * columns
        guard s.count != nil || itemCount <= maximumDefaultCount else {
            let flag = s.scrollAxis == .horizontal ? "--columns" : "--rows"
            throw .usage(
                "\(flag) \(grid.rowCount ?? 0) holds \(itemCount) items, more than the \(maximumDefaultCount) printed "
                    + "without --count: add --count N")
        }
        let layout: UniformGridLayout
        do {
            layout = try grid.layout(in: s.container, itemCount: itemCount)
        } catch {
            if case .capacityExceeded = error { throw .failure(error.description) }
            throw .usage(error.description)
        }
        if let path = s.svg {
            do { try writeFile(path, try UniformGridDrawing(layout: layout).svg()) } catch let e as DrawingError {
                throw .usage("--svg: \(e.description)")
            } catch let e as CLIError {
                throw e
            } catch {
                throw .failure("\(error)")
            }
        }
        FrameWriter(layout: layout, format: s.format, horizontal: s.scrollAxis == .horizontal).write(to: sink)
    }

    /// Flags that need another flag: the error names the one to add.
    static func checkCombinations(_ s: Settings) throws(CLIError) {
        let horizontal = s.scrollAxis == .horizontal
        // The lines that grow: rows scrolling vertically, columns scrolling horizontally.
        let perPage = horizontal ? s.columnCount : s.rows
        let perPageFlag = horizontal ? "--columns N (columns per container)" : "--rows N (rows per container)"
        if case .distributed = s.rowSpacing, perPage == nil {
            throw .usage("--row-spacing \(s.rowSpacingText) distributes over a fixed number of lines: add \(perPageFlag)")
        }
        let fill = s.fillOrder ?? (horizontal ? .columnMajor : .rowMajor)
        if perPage == nil, (fill == .rowMajor) == horizontal {
            throw .usage("--fill \(fill == .rowMajor ? "row-major" : "column-major") fills across pages: add \(perPageFlag)")
        }
        if perPage == nil, s.overflow != .grow {
            throw .usage("--overflow \(s.overflow == .paginate ? "paginate" : "refuse") needs a capacity: add \(perPageFlag)")
        }
        if s.maximumColumns != nil && s.minimumItemWidth == nil {
            throw .usage("--max-columns caps adaptive columns: add --min-item-width W")
        }
    }

    static func makeGrid(_ s: Settings) throws(CLIError) -> UniformGrid {
        let horizontal = s.scrollAxis == .horizontal
        // The engine counts lines across the scroll axis ("columns") and lines per page
        // along it ("rows"); scrolling horizontally those are the rows and columns seen.
        let across = horizontal ? s.rows : s.columnCount
        let perPage = horizontal ? s.columnCount : s.rows
        var columns = UniformGrid.Columns.count(across ?? 3)
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
            maximumSpacing: s.maximumSpacing, rowSpacing: s.rowSpacing, rowCount: perPage, insets: s.insets,
            fillOrder: s.fillOrder ?? (horizontal ? .columnMajor : .rowMajor), scrollAxis: s.scrollAxis,
            overflow: s.overflow, layoutDirection: s.direction, incompleteRowAlignment: s.lastRow,
            safeAlignment: s.safe, displayScale: s.scale)
    }

    /// The number of lines across, checked against ``maximumColumns`` before any item is
    /// laid out (an adaptive grid can ask for a million).
    static func columnCount(_ grid: UniformGrid, _ s: Settings) throws(CLIError) -> Int {
        let n: Int
        do { n = try grid.layout(in: s.container).columnCount } catch { throw .usage(error.description) }
        guard n <= maximumColumns else {
            let what = s.scrollAxis == .horizontal ? "rows" : "columns"
            guard s.minimumItemWidth != nil else {
                throw .usage("--rows \(n) with --scroll horizontal: at most \(maximumColumns) rows across")
            }
            throw .usage(
                "--min-item-width \(formatNumber(s.minimumItemWidth ?? 0)) fits \(n) \(what), more than \(maximumColumns): "
                    + "add --max-columns N or give a larger --min-item-width")
        }
        return n
    }
}

/// Writes a layout's frames in chunks, so that memory stays constant whatever the count.
struct FrameWriter {
    let layout: UniformGridLayout
    let format: GridCommand.Format
    let horizontal: Bool

    static let chunk = 4096

    var paging: Bool { layout.grid.overflow == .paginate && layout.rowsPerPage != nil }

    var header: [String] {
        (paging ? ["index", "page"] : ["index"]) + ["row", "column", "x", "y", "width", "height"]
    }

    /// Calls `body` with each item's cells, in index order, a chunk of frames at a time.
    func forEachRow(in range: Range<Int>? = nil, _ body: ([String]) -> Void) {
        let range = range ?? 0..<layout.itemCount
        var start = range.lowerBound
        while start < range.upperBound {
            let end = min(range.upperBound, start + Self.chunk)
            let frames = layout.frames(in: start..<end)
            for (k, f) in frames.enumerated() {
                let i = start + k
                guard let p = try? layout.position(of: i) else { continue }
                var row = [String(i)]
                if paging { row.append(String(p.page)) }
                row += [String(p.row), String(p.column)]
                row += [f.x, f.y, f.width, f.height].map { formatNumber($0, decimals: format == .table ? 3 : nil) }
                body(row)
            }
            start = end
        }
    }

    func write(to sink: (String) -> Void) {
        let header = header
        var buffer = ""
        func emit(_ line: String) {
            buffer += line
            if buffer.utf8.count >= 65536 {
                sink(buffer)
                buffer = ""
            }
        }
        switch format {
        case .csv:
            emit(header.joined(separator: ",") + "\n")
            forEachRow { emit($0.joined(separator: ",") + "\n") }
        case .json:
            var first = true
            emit("[")
            forEachRow { row in
                emit((first ? "\n" : ",\n") + "  {" + zip(header, row).map { "\"\($0)\": \($1)" }.joined(separator: ", ") + "}")
                first = false
            }
            emit(first ? "]\n" : "\n]\n")
        case .table:
            let widths = tableWidths(header)
            emit(summary + "\n")
            func line(_ row: [String]) -> String {
                row.enumerated().map { String(repeating: " ", count: widths[$0.offset] - $0.element.count) + $0.element }
                    .joined(separator: "  ") + "\n"
            }
            emit(line(header))
            forEachRow { emit(line($0)) }
        }
        sink(buffer)
    }

    /// The most items whose table widths are measured exactly, in a first pass over
    /// the frames; a larger table is sized from its first and last items at once, so
    /// its first line is written without delay.
    static let measuredTable = 200_000

    /// The width of each column of the table.
    func tableWidths(_ header: [String]) -> [Int] {
        var widths = header.map(\.count)
        func measure(_ row: [String]) { for (c, cell) in row.enumerated() { widths[c] = max(widths[c], cell.count) } }
        let n = layout.itemCount
        guard n > Self.measuredTable else {
            forEachRow(measure)
            return widths
        }
        // Frames are monotonic along the scroll axis and repeat across it, so the first
        // and last items hold the largest magnitudes; fractions and signs are allowed for.
        var fraction = [Bool](repeating: false, count: 4)
        var negative = [Bool](repeating: false, count: 4)
        var largest = [Double](repeating: 0, count: 4)
        for range in [0..<Self.chunk, (n - Self.chunk)..<n] {
            forEachRow(in: range) { row in
                measure(row)
                for (k, cell) in row.suffix(4).enumerated() {
                    fraction[k] = fraction[k] || cell.contains(".")
                    negative[k] = negative[k] || cell.hasPrefix("-")
                    largest[k] = max(largest[k], abs(Double(cell) ?? 0))
                }
            }
        }
        for k in 0..<4 {
            let bound = String(Int(largest[k].rounded(.down))).count + (fraction[k] ? 4 : 0) + (negative[k] ? 1 : 0)
            widths[widths.count - 4 + k] = max(widths[widths.count - 4 + k], bound)
        }
        return widths
    }

    var summary: String {
        let lines = horizontal ? "rows" : "columns"
        return "\(layout.columnCount) \(lines) of \(formatNumber(layout.itemSize.width, decimals: 3))x"
            + "\(formatNumber(layout.itemSize.height, decimals: 3)), spacing \(formatNumber(layout.spacing, decimals: 3))"
            + ", line spacing \(formatNumber(layout.lineSpacing, decimals: 3)), content "
            + "\(formatNumber(layout.contentSize.width, decimals: 3))x\(formatNumber(layout.contentSize.height, decimals: 3))"
    }
}

/// Writes `text` to `path`, or fails with the reason.
func writeFile(_ path: String, _ text: String) throws(CLIError) {
    do { try FileOutput.write(text, to: path) } catch { throw .failure("cannot write \(path): \(error.reason)") }
}
