// The layout document's text metric: the Ahem test font at 10px, every character a
// 10px square, lines 10px tall with the baseline 8px below their top, breaks only
// at U+200B (itself zero wide).

/// Text measured in the Ahem font at 10px.
public struct AhemText: Hashable, Sendable {
    /// The length in characters of each run between break opportunities.
    public let runs: [Int32]
    /// The glyph size and line height, px.
    public static let em = 10.0
    /// The baseline, below the top of a line.
    public static let baseline = 8.0

    /// The runs of `text`: white space around it trimmed, U+200B separating runs
    /// (other spaces are ordinary characters, as the layout document says).
    public init(_ text: String) {
        var runs: [Int32] = []
        var current: Int32 = 0
        // White space around the text is trimmed; U+200B separates runs.
        let scalars = Array(text.unicodeScalars.drop(while: { $0.properties.isWhitespace }))
        var end = scalars.count
        while end > 0 && scalars[end - 1].properties.isWhitespace && scalars[end - 1].value != 0x200B { end -= 1 }
        for s in scalars[0..<end] {
            if s.value == 0x200B {
                runs.append(current)
                current = 0
            } else {
                current += 1
            }
        }
        runs.append(current)
        self.runs = runs.filter { $0 > 0 }
    }

    /// The widest unbreakable run.
    public var minContentWidth: Double { Double(runs.max() ?? 0) * Self.em }
    /// All characters on one line.
    public var maxContentWidth: Double { Double(runs.reduce(0, +)) * Self.em }

    /// The size of the text broken into lines no wider than `width` (a run wider than
    /// `width` sits alone on its line).
    public func size(width: Double) -> LayoutSize {
        guard !runs.isEmpty else { return .zero }
        var lines = 1
        var line = 0.0
        var widest = 0.0
        for r in runs {
            let w = Double(r) * Self.em
            if line > 0 && line + w > width + 1e-9 {
                lines += 1
                widest = max(widest, line)
                line = w
            } else {
                line += w
            }
        }
        widest = max(widest, line)
        return LayoutSize(width: widest, height: Double(lines) * Self.em)
    }

    /// The content size for a measure request.
    public func measure(_ request: MeasureRequest) -> LayoutSize {
        let width: Double
        if let w = request.knownWidth {
            width = w
        } else {
            switch request.available.width {
            case .minContent: width = minContentWidth
            case .maxContent: width = maxContentWidth
            case .definite(let a): width = max(minContentWidth, min(maxContentWidth, a))
            }
        }
        let broken = size(width: width)
        return LayoutSize(width: request.knownWidth ?? broken.width, height: request.knownHeight ?? broken.height)
    }
}
