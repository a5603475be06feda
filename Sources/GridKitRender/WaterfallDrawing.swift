import GridKit

/// A picture of a waterfall grid: the content with its lanes as pale stripes (the
/// gaps and insets shaded between them), every item with its index and length
/// (items spanning lanes in another colour), each lane's running position (where its
/// next item would start) as a dashed line, and the container on top.
public struct WaterfallDrawing: Sendable {
    /// The layout drawn.
    public let layout: WaterfallLayout

    /// A drawing of `layout`.
    public init(layout: WaterfallLayout) { self.layout = layout }

    /// The most boxes (items plus lanes) a drawing holds; larger layouts are refused
    /// before anything is drawn, as ``UniformGridDrawing`` and ``LayoutDrawing`` refuse
    /// theirs (the SVG would be too large to open: about 200 bytes a box).
    public static let maximumElements = 20_000

    /// The drawing as an SVG document.
    /// - Throws: ``DrawingError`` when the layout has more than ``maximumElements``
    ///   items and lanes together.
    public func svg() throws(DrawingError) -> String {
        let elements = layout.frames.count + layout.laneCount
        guard elements <= Self.maximumElements else { throw DrawingError(elements: elements, limit: Self.maximumElements) }
        let content = layout.contentSize
        let container = layout.containerSize
        let frames = layout.frames
        let width = max(content.width, container.width)
        let height = max(content.height, container.height)
        let vertical = layout.grid.scrollAxis == .vertical
        var svg = SVGWriter(width: width, height: height + 20)
        svg.beginGroup(dx: 0, dy: 0)
        svg.rect(x: 0, y: 0, width: content.width, height: content.height, fill: "#f3d9b1")
        for lane in 0..<layout.laneCount {
            guard let f = try? layout.laneFrame(at: lane) else { continue }
            svg.rect(x: f.x, y: f.y, width: f.width, height: f.height, fill: "#fbf3e6")
        }
        for (i, f) in frames.enumerated() {
            let spans = ((try? layout.lanes(of: i).count) ?? 1) > 1
            svg.rect(
                x: f.x, y: f.y, width: f.width, height: f.height, fill: spans ? "#c3b1e8" : "#8fb8e8",
                stroke: spans ? "#5b3f98" : "#2f5f98", strokeWidth: 0.5)
            let full = "\(i) · \(SVGWriter.number(vertical ? f.height : f.width))"
            if let size = labelSize(for: full, width: f.width, height: f.height, preferred: 11) {
                svg.text(full, x: f.midX, y: f.midY, size: size)
            } else if let size = labelSize(for: String(i), width: f.width, height: f.height) {
                svg.text(String(i), x: f.midX, y: f.midY, size: size)
            }
        }
        drawRunningPositions(&svg)
        svg.rect(x: 0, y: 0, width: container.width, height: container.height, stroke: "#222", strokeWidth: 1.5)
        svg.text(caption, x: width / 2, y: height + 10, size: min(11, max(6, width / Double(caption.count) * 1.6)), fill: "#444")
        svg.endGroup()
        return svg.document()
    }

    /// Each lane's running position, as a dashed line across the lane.
    private func drawRunningPositions(_ svg: inout SVGWriter) {
        let vertical = layout.grid.scrollAxis == .vertical
        let mirrored = layout.grid.layoutDirection == .rightToLeft
        let contentWidth = layout.contentSize.width
        for (lane, position) in layout.runningPositions.enumerated() {
            guard let f = try? layout.laneFrame(at: lane) else { continue }
            if vertical {
                svg.line(x1: f.minX, y1: position, x2: f.maxX, y2: position, stroke: "#c05621", dash: "4 2")
            } else {
                let x = mirrored ? contentWidth - position : position
                svg.line(x1: x, y1: f.minY, x2: x, y2: f.maxY, stroke: "#c05621", dash: "4 2")
            }
        }
    }

    private var caption: String {
        let policy: String =
            switch layout.grid.placement {
            case .shortestLane: "shortest lane"
            case .shortestLaneWithin(let t): "shortest lane within \(SVGWriter.number(t))"
            case .roundRobin: "round-robin"
            }
        return "\(layout.itemCount) items in \(layout.laneCount) lanes of \(SVGWriter.number(layout.laneWidth)), "
            + "lane spacing \(SVGWriter.number(layout.grid.laneSpacing)), item spacing "
            + "\(SVGWriter.number(layout.grid.itemSpacing)), \(policy); dashed: where each lane goes on"
    }
}
