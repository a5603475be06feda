// What a parent asks of a child's layout, and what it gets back.

/// Whether a layout call only measures or also places the node's descendants.
enum LayoutMode: Hashable {
    /// The node's size only; no frame is written.
    case computeSize
    /// The node's size, and the frames of all its descendants.
    case performLayout
}

/// The question a parent asks of a child's layout (every layout mode answers it).
struct LayoutInput: Hashable {
    /// Border-box sizes the parent has already fixed.
    var knownSize: OptionalSize
    /// The containing block, for percentages.
    var parentSize: OptionalSize
    /// The space the node may take, margins included.
    var available: AvailableSize
    var mode: LayoutMode
    /// With `.computeSize`: only the width is wanted (a shrink-to-fit measurement),
    /// so a container may skip its row sizing; the height returned is meaningless.
    var widthOnly = false
    /// With `.computeSize`: the caller reads the first baseline (baseline alignment).
    /// A grid finds its baseline only when asked: it costs a layout of one item.
    var needsBaseline = false
    /// The axis in which the node's own preferred, min and max sizes are ignored: the
    /// question is its content size there (css-sizing-3 §4-5: a box's min- and
    /// max-content sizes are its content's, whatever its own sizes say); nil: none.
    var contentSizeAxis: LayoutAxis? = nil
    /// With `contentSizeAxis` `.horizontal`: the content's width alone, the aspect ratio
    /// and the limits it transfers set aside too (an automatic minimum, css-sizing-4
    /// §5.2: Blink's MinMaxSizesType::kIntrinsic).
    var ratioAside = false
}

/// A layout's answer: the border-box size and the first baseline.
struct LayoutOutput {
    var size: LayoutSize
    /// The first baseline, from the top of the border box, when the node has one.
    var firstBaseline: Double?
    /// The last baseline, from the top of the border box, when the node tracks one
    /// (a grid, from its last row's items: css-align-3 §9.1, css-grid-1 §10.8).
    var lastBaseline: Double? = nil
    static let zero = LayoutOutput(size: .zero, firstBaseline: nil)
}
