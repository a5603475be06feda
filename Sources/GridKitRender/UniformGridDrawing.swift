import GridKit

/// A picture of a uniform grid: the container, its content box, the gaps shaded,
/// the first row's column edges with the widths and gaps written above them, every
/// item with its index and size (labels drop out when items are too small).
public struct UniformGridDrawing: Sendable {
    /// The laid-out grid to draw.
    public let layout: UniformGridLayout

    /// A drawing of `layout`.
    public init(layout: UniformGridLayout) { self.layout = layout }

    /// The most items a drawing holds; larger grids are refused before anything is drawn.
    public static let maximumItems = 20_000

    /// The drawing as an SVG document.
    /// - Throws: ``DrawingError`` when the layout has more than ``maximumItems`` items.
    public func svg() throws(DrawingError) -> String {
        guard layout.itemCount <= Self.maximumItems else {
            throw DrawingError(elements: layout.itemCount, limit: Self.maximumItems)
        }
        let content = layout.contentSize
        let container = layout.containerSize
        let frames = layout.frames
        var minX = 0.0
        var minY = 0.0
        var maxX = max(content.width, container.width)
        var maxY = max(content.height, container.height)
        for f in frames {
            minX = min(minX, f.minX)
            minY = min(minY, f.minY)
            maxX = max(maxX, f.maxX)
            maxY = max(maxY, f.maxY)
        }
        var svg = SVGWriter(width: maxX - minX, height: maxY - minY + 34)
        svg.beginGroup(dx: -minX, dy: -minY + 14)
        // Gaps: the whole content area shaded, items drawn over it.
        svg.rect(x: 0, y: 0, width: content.width, height: content.height, fill: "#f3d9b1")
        let insets = layout.grid.insets
        svg.rect(
            x: insets.left, y: insets.top, width: content.width - insets.left - insets.right,
            height: content.height - insets.top - insets.bottom, stroke: "#b0874f", strokeWidth: 0.5, dash: "3 2")
        for (i, f) in frames.enumerated() {
            svg.rect(x: f.x, y: f.y, width: f.width, height: f.height, fill: "#8fb8e8", stroke: "#2f5f98", strokeWidth: 0.5)
            let full = "\(i) · \(SVGWriter.number(f.width))×\(SVGWriter.number(f.height))"
            if let size = labelSize(for: full, width: f.width, height: f.height, preferred: 11),
                svg.label(full, x: f.midX, y: f.midY, size: size)
            {
                continue
            }
            if let size = labelSize(for: String(i), width: f.width, height: f.height) {
                svg.label(String(i), x: f.midX, y: f.midY, size: size)
            }
        }
        // The first row's columns and gaps, measured above the container.
        let firstRow = frames.prefix(layout.grid.scrollAxis == .vertical ? layout.columnCount : 0).sorted { $0.minX < $1.minX }
        for (k, f) in firstRow.enumerated() {
            svg.line(x1: f.minX, y1: -12, x2: f.minX, y2: 0, stroke: "#c05621", strokeWidth: 0.75)
            svg.line(x1: f.maxX, y1: -12, x2: f.maxX, y2: 0, stroke: "#c05621", strokeWidth: 0.75)
            if let s = labelSize(for: SVGWriter.number(f.width), width: f.width, height: 12, preferred: 9) {
                svg.label(SVGWriter.number(f.width), x: f.midX, y: -6, size: s, fill: "#c05621")
            }
            if k + 1 < firstRow.count {
                let gap = firstRow[k + 1].minX - f.maxX
                if let s = labelSize(for: SVGWriter.number(gap), width: gap, height: 12, preferred: 9) {
                    svg.label(SVGWriter.number(gap), x: f.maxX + gap / 2, y: -6, size: s, fill: "#8a5a1f")
                }
            }
        }
        // Pages, then the container on top.
        if layout.grid.overflow == .paginate, layout.rowsPerPage != nil {
            let horizontal = layout.grid.scrollAxis == .horizontal
            let pageLength = horizontal ? container.width : container.height
            var p = pageLength
            while pageLength > 0 && p < (horizontal ? content.width : content.height) - 0.5 {
                if horizontal {
                    svg.line(x1: p, y1: 0, x2: p, y2: content.height, stroke: "#777", dash: "6 3")
                } else {
                    svg.line(x1: 0, y1: p, x2: content.width, y2: p, stroke: "#777", dash: "6 3")
                }
                p += pageLength
            }
        }
        svg.rect(x: 0, y: 0, width: container.width, height: container.height, stroke: "#222", strokeWidth: 1.5)
        let caption =
            "\(layout.columnCount) columns, item \(SVGWriter.number(layout.itemSize.width))x\(SVGWriter.number(layout.itemSize.height)), spacing \(SVGWriter.number(layout.spacing)), line spacing \(SVGWriter.number(layout.lineSpacing))"
        // The caption at a readable size, shortened to what fits, or left out.
        let short = "\(layout.columnCount) columns"
        for text in [caption, short] {
            if let size = labelSize(for: text, width: maxX - minX, height: 20, preferred: 11) {
                svg.label(text, x: (maxX + minX) / 2, y: maxY + 10, size: size, fill: "#444")
                break
            }
        }
        svg.endGroup()
        return svg.document()
    }
}
