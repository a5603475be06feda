import GridKit

/// A picture of a laid-out tree: every container's border, padding and content
/// boxes, grid lines with the track sizes written on them, gaps shaded, items as
/// boxes labelled with their id (or index) and size, nested grids inside their
/// items, absolutely positioned boxes dashed in red. Labels that would not fit drop
/// out, so a 4,000-item grid stays legible.
///
///     var tree = document.laidOutTree(recordingGrids: true)
///     let svg = LayoutDrawing(tree: tree, root: document.root, labels: document.ids).svg()
public struct LayoutDrawing: Sendable {
    /// The laid-out tree to draw (record grid geometry when laying it out to see tracks).
    public let tree: LayoutTree
    /// The node drawn as the outermost box.
    public let root: NodeID
    /// Text written on nodes, such as the document's ids.
    public let labels: [NodeID: String]

    /// `tree` must have been laid out, with ``LayoutTree/recordsGridGeometry`` on for grid lines.
    public init(tree: LayoutTree, root: NodeID, labels: [NodeID: String] = [:]) {
        self.tree = tree
        self.root = root
        self.labels = labels
    }

    enum Palette {
        static let border = "#1f2933"
        static let padding = "#9aa5b1"
        static let content = "#cbd2d9"
        static let gap = "#f7d9a8"
        static let line = "#c05621"
        /// A subgrid's lines, shared with its parent grid (css-grid-2).
        static let sharedLine = "#6b46c1"
        static let item = "#bcd7f5"
        static let itemStroke = "#2f5f98"
        static let nestedItem = "#d9ecd0"
        static let absolute = "#c53030"
        static let text = "#102a43"
    }

    /// The most boxes (nodes plus grid tracks) a drawing holds; larger ones are refused
    /// before anything is drawn.
    public static let maximumElements = 50_000

    /// The drawing as an SVG document.
    /// - Throws: ``DrawingError`` when the tree holds more than ``maximumElements`` boxes.
    public func svg() throws(DrawingError) -> String {
        let count = elementCount(root, limit: Self.maximumElements)
        guard count <= Self.maximumElements else { throw DrawingError(elements: count, limit: Self.maximumElements) }
        let f = tree.frame(of: root)
        var extent = LayoutRect(x: 0, y: 0, width: f.maxX, height: f.maxY)
        measureExtent(root, origin: .zero, &extent)
        var svg = SVGWriter(width: extent.maxX - min(0, extent.minX) + 40, height: extent.maxY - min(0, extent.minY) + 40)
        svg.beginGroup(dx: 20 - min(0, extent.minX), dy: 20 - min(0, extent.minY))
        draw(root, origin: .zero, depth: 0, index: nil, &svg)
        svg.endGroup()
        return svg.document()
    }

    /// Nodes and tracks under `node`, counted until `limit` is passed.
    private func elementCount(_ node: NodeID, limit: Int) -> Int {
        var count = 0
        var stack = [node]
        while let n = stack.popLast(), count <= limit {
            count += 1
            if let g = tree.gridGeometry(of: n) { count += g.columns.count + g.rows.count }
            stack.append(contentsOf: tree.children(of: n))
        }
        return count
    }

    /// A self-contained HTML page holding the SVG.
    /// - Throws: ``DrawingError`` as ``svg()`` does.
    public func html(title: String = "GridKit layout") throws(DrawingError) -> String {
        let picture = try svg()
        return """
        <!DOCTYPE html>
        <html><head><meta charset="utf-8"><title>\(SVGWriter.escape(title))</title>
        <style>body { margin: 16px; font-family: Helvetica, Arial, sans-serif; color: #102a43 } svg { max-width: 100%; height: auto }</style>
        </head><body>
        <h1 style="font-size: 16px">\(SVGWriter.escape(title))</h1>
        \(picture)
        <p style="font-size: 12px">Border boxes dark, padding boxes grey, content boxes light; grid lines orange with track sizes;
        gaps shaded; items blue (nested green); absolutely positioned boxes dashed red.</p>
        </body></html>

        """
    }

    private func measureExtent(_ node: NodeID, origin: LayoutPoint, _ extent: inout LayoutRect) {
        let f = tree.frame(of: node)
        let x = origin.x + f.x
        let y = origin.y + f.y
        let minX = min(extent.minX, x)
        let minY = min(extent.minY, y)
        let maxX = max(extent.maxX, x + f.width)
        let maxY = max(extent.maxY, y + f.height)
        extent = LayoutRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        for c in tree.children(of: node) { measureExtent(c, origin: LayoutPoint(x: x, y: y), &extent) }
    }

    private func draw(_ node: NodeID, origin: LayoutPoint, depth: Int, index: Int?, _ svg: inout SVGWriter) {
        let style = tree.style(of: node)
        if style.display == .none { return }
        let f = tree.frame(of: node)
        let x = origin.x + f.x
        let y = origin.y + f.y
        let children = tree.children(of: node)
        let isContainer = !children.isEmpty || style.display == .grid || style.display == .gridLanes
        let parentWidth = f.width
        func px(_ v: LengthPercentage) -> Double { v.resolve(parentWidth) ?? 0 }
        let bl = px(style.border.left)
        let bt = px(style.border.top)
        let br = px(style.border.right)
        let bb = px(style.border.bottom)
        let pl = px(style.padding.left)
        let pt = px(style.padding.top)
        let pr = px(style.padding.right)
        let pb = px(style.padding.bottom)
        let content = LayoutRect(
            x: x + bl + pl, y: y + bt + pt, width: max(0, f.width - bl - br - pl - pr),
            height: max(0, f.height - bt - bb - pt - pb))
        if style.position == .absolute && node != root {
            svg.rect(
                x: x, y: y, width: f.width, height: f.height, fill: Palette.absolute, stroke: Palette.absolute,
                strokeWidth: 1.5, dash: "5 3", opacity: 0.12)
        } else if !isContainer {
            svg.rect(
                x: x, y: y, width: f.width, height: f.height, fill: depth > 1 ? Palette.nestedItem : Palette.item,
                stroke: Palette.itemStroke, strokeWidth: 0.75)
        }
        if isContainer {
            if style.display == .grid || style.display == .gridLanes {
                svg.rect(x: content.x, y: content.y, width: content.width, height: content.height, fill: Palette.gap)
            }
            svg.rect(x: x, y: y, width: f.width, height: f.height, stroke: Palette.border, strokeWidth: node == root ? 2 : 1.25)
            if pl + pt + pr + pb > 0 || bl + bt + br + bb > 0 {
                svg.rect(
                    x: x + bl, y: y + bt, width: max(0, f.width - bl - br), height: max(0, f.height - bt - bb),
                    stroke: Palette.padding, strokeWidth: 0.75, dash: "4 2")
                svg.rect(
                    x: content.x, y: content.y, width: content.width, height: content.height,
                    stroke: Palette.content, strokeWidth: 0.75, dash: "1 2")
            }
            if let grid = tree.gridGeometry(of: node) { drawTracks(grid, at: LayoutPoint(x: x, y: y), content: content, isRoot: node == root, &svg) }
        }
        for (i, c) in children.enumerated() { draw(c, origin: LayoutPoint(x: x, y: y), depth: depth + 1, index: i, &svg) }
        if !isContainer || style.position == .absolute {
            let name = labels[node] ?? index.map { "#\($0)" } ?? "root"
            let size = "\(SVGWriter.number(f.width))×\(SVGWriter.number(f.height))"
            let marker = style.position == .absolute && node != root ? "abs " : ""
            // The full label, else the name (marked, then bare), else nothing: never over another label.
            for text in [marker + name + " " + size, marker + name, name] {
                if let s = labelSize(for: text, width: f.width, height: f.height, preferred: 11),
                    svg.label(text, x: x + f.width / 2, y: y + f.height / 2, size: s, fill: Palette.text)
                {
                    break
                }
            }
        }
    }

    /// Grid lines at every track edge, with each track's size written outside the
    /// container's border box (above it for columns, left of it for rows), clear of every
    /// line: for the root in the drawing's margin, for a nested grid only in a border
    /// and padding band wide enough to hold them. A subgrid's shared lines (its axis is
    /// its parent's tracks) are drawn solid in their own colour, with no size: the
    /// parent's lines carry it.
    private func drawTracks(
        _ grid: GridGeometry, at origin: LayoutPoint, content: LayoutRect, isRoot: Bool, _ svg: inout SVGWriter
    ) {
        let top = content.minY
        let bottom = content.maxY
        let left = content.minX
        let right = content.maxX
        let topBand = isRoot ? 14 : top - origin.y - 2
        let leftBand = isRoot ? 18 : left - origin.x - 2
        let thin = grid.columns.count + grid.rows.count > 400 ? 0.35 : 0.75
        for t in grid.columns {
            for edge in [t.start, t.end] {
                svg.line(
                    x1: origin.x + edge, y1: top, x2: origin.x + edge, y2: bottom,
                    stroke: grid.sharesColumns ? Palette.sharedLine : Palette.line, strokeWidth: thin,
                    dash: grid.sharesColumns ? nil : "3 2")
            }
            let text = SVGWriter.number(t.size)
            if !grid.sharesColumns, topBand >= 9, let s = labelSize(for: text, width: t.size - 2, height: topBand, preferred: 9) {
                let y = isRoot ? origin.y - 8 : origin.y + 1 + topBand / 2
                svg.label(text, x: origin.x + t.start + t.size / 2, y: y, size: s, fill: Palette.line)
            }
        }
        for t in grid.rows {
            for edge in [t.start, t.end] {
                svg.line(
                    x1: left, y1: origin.y + edge, x2: right, y2: origin.y + edge,
                    stroke: grid.sharesRows ? Palette.sharedLine : Palette.line, strokeWidth: thin,
                    dash: grid.sharesRows ? nil : "3 2")
            }
            let text = SVGWriter.number(t.size)
            if !grid.sharesRows, leftBand >= 9, let s = labelSize(for: text, width: leftBand, height: t.size - 2, preferred: 9) {
                let x = isRoot ? origin.x - 10 : origin.x + 1 + leftBand / 2
                svg.label(text, x: x, y: origin.y + t.start + t.size / 2, size: s, fill: Palette.line)
            }
        }
    }
}
