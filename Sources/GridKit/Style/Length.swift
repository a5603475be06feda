// Typed CSS values for lengths and sizes. Factories read like CSS: `.px(40)`, `.percent(50)`.

/// `p` percent of `reference`, in whole 1/64 px truncated toward zero: the browser's
/// layout unit (Chromium resolves every percentage length, of sizes, margins,
/// paddings, insets, gaps and tracks, to a LayoutUnit that way, so that a gap of 10% of
/// 2px is 0.1875px there, not 0.2px; see the engine's README, deviations).
@usableFromInline
func percentage(_ p: Double, of reference: Double) -> Double {
    inLayoutUnits(reference * p / 100)
}

/// `length` in whole 1/64 px truncated toward zero, as Chromium's LayoutUnit keeps a
/// length it computes (a percentage, or a share of free space divided among tracks).
/// A length within a double's rounding error of a whole 1/64 px is that length (20% of
/// a width summed to 99.99999999999999 is 20px, as in Chromium's fixed point).
@usableFromInline
func inLayoutUnits(_ length: Double) -> Double {
    guard length.isFinite else { return length }
    let units = length * 64
    let nearest = units.rounded()
    return (abs(units - nearest) < 1e-7 ? nearest : units.rounded(.towardZero)) / 64
}

/// A length or a percentage of some reference length (`40px`, `25%`).
public enum LengthPercentage: Hashable, Sendable, Codable {
    /// A length in CSS pixels (points).
    case px(Double)
    /// A percentage, 0–100 as written in CSS.
    case percent(Double)

    /// Zero pixels.
    public static let zero = LengthPercentage.px(0)

    /// The length in px against `reference` (a percentage in whole 1/64 px, truncated,
    /// as the browser resolves it); a percentage of an unknown reference is nil.
    @inlinable
    public func resolve(_ reference: Double?) -> Double? {
        switch self {
        case .px(let v): v
        case .percent(let p): reference.map { percentage(p, of: $0) }
        }
    }

    /// Whether this is a percentage.
    @inlinable public var isPercent: Bool { if case .percent = self { true } else { false } }

    /// As ``resolve(_:)``, with an unknown percentage counting as 0 (padding, gaps).
    @inlinable
    public func resolveOrZero(_ reference: Double?) -> Double { resolve(reference) ?? 0 }
}

/// A length, a percentage or `auto` (margins, insets).
public enum LengthPercentageAuto: Hashable, Sendable, Codable {
    /// `auto`: an auto margin takes free space; an auto inset leaves the box where it is.
    case auto
    /// A length in CSS pixels.
    case px(Double)
    /// A percentage, 0–100 as written in CSS.
    case percent(Double)

    /// Zero pixels.
    public static let zero = LengthPercentageAuto.px(0)

    /// Whether this is `auto`.
    @inlinable public var isAuto: Bool { if case .auto = self { true } else { false } }

    /// The length in px (a percentage in whole 1/64 px, truncated, as the browser
    /// resolves it), or nil for `auto` or a percentage of an unknown reference.
    @inlinable
    public func resolve(_ reference: Double?) -> Double? {
        switch self {
        case .auto: nil
        case .px(let v): v
        case .percent(let p): reference.map { percentage(p, of: $0) }
        }
    }
}

/// A box size: `width`, `height`, `min-width`, `max-height`…
public enum SizeValue: Hashable, Sendable, Codable {
    /// `auto` (and `none` for the max sizes).
    case auto
    /// A length in CSS pixels.
    case px(Double)
    /// A percentage of the containing block's size in the same axis, 0–100.
    case percent(Double)
    /// `min-content`: the narrowest the content can be.
    case minContent
    /// `max-content`: as wide as the content wants.
    case maxContent
    /// `fit-content`, or `fit-content(<length-percentage>)` when a limit is given.
    case fitContent(LengthPercentage?)
    /// `stretch` (also `-webkit-fill-available`).
    case stretch

    /// A definite length in px (a percentage in whole 1/64 px, truncated, as the browser
    /// resolves it), or nil (keywords, `auto`, a percentage of an unknown reference).
    @inlinable
    public func resolve(_ reference: Double?) -> Double? {
        switch self {
        case .px(let v): v
        case .percent(let p): reference.map { percentage(p, of: $0) }
        default: nil
        }
    }

    /// Whether this is `auto`.
    @inlinable public var isAuto: Bool { if case .auto = self { true } else { false } }

    /// Whether this is a percentage.
    @inlinable public var isPercent: Bool { if case .percent = self { true } else { false } }
}

/// The space offered to a box in one axis.
public enum AvailableSpace: Hashable, Sendable, Codable {
    /// A definite number of px.
    case definite(Double)
    /// Lay out as narrow as the content allows.
    case minContent
    /// Lay out as wide as the content wants.
    case maxContent

    /// The px value when definite.
    @inlinable public var value: Double? { if case .definite(let v) = self { v } else { nil } }
    /// Whether this is `.minContent`.
    @inlinable public var isMinContent: Bool { if case .minContent = self { true } else { false } }
    /// Whether this is `.maxContent`.
    @inlinable public var isMaxContent: Bool { if case .maxContent = self { true } else { false } }
    /// Whether this is a definite number of px.
    @inlinable public var isDefinite: Bool { value != nil }

    /// The space less `amount` (a definite space never below zero is not implied: CSS allows negatives).
    @inlinable
    public func shrunk(by amount: Double) -> AvailableSpace {
        if case .definite(let v) = self { .definite(v - amount) } else { self }
    }
}

/// Four edges of a box, in CSS order of naming: top, right, bottom, left.
public struct Edges<Value: Hashable & Sendable>: Hashable, Sendable {
    /// The top edge.
    public var top: Value
    /// The right edge.
    public var right: Value
    /// The bottom edge.
    public var bottom: Value
    /// The left edge.
    public var left: Value
    /// Four edges, in CSS order (as in `margin: top right bottom left`).
    public init(top: Value, right: Value, bottom: Value, left: Value) {
        self.top = top
        self.right = right
        self.bottom = bottom
        self.left = left
    }
    /// The same value on all four edges.
    public init(all v: Value) { self.init(top: v, right: v, bottom: v, left: v) }
}

extension Edges: Codable where Value: Codable {}

extension Edges {
    /// Edges given by where lines start and end rather than by left and right, for a
    /// layout that follows the reading direction (UIKit's `NSDirectionalEdgeInsets`,
    /// SwiftUI's `EdgeInsets`): `leading` is the left edge in a left-to-right layout
    /// and the right edge in a right-to-left one.
    ///
    ///     let insets = Edges(top: 8, leading: 16, bottom: 8, trailing: 4, direction: .rightToLeft)
    ///     insets.right   // 16
    public init(top: Value, leading: Value, bottom: Value, trailing: Value, direction: Direction) {
        let ltr = direction == .leftToRight
        self.init(top: top, right: ltr ? trailing : leading, bottom: bottom, left: ltr ? leading : trailing)
    }

    /// The edge where lines start in `direction`: `left`, or `right` when right-to-left.
    public func leading(in direction: Direction) -> Value { direction == .leftToRight ? left : right }

    /// The edge where lines end in `direction`: `right`, or `left` when right-to-left.
    public func trailing(in direction: Direction) -> Value { direction == .leftToRight ? right : left }
}

extension Edges where Value == Double {
    /// `left + right`.
    @inlinable public var horizontal: Double { left + right }
    /// `top + bottom`.
    @inlinable public var vertical: Double { top + bottom }
    /// Zero on every edge.
    public static let zero = Edges(all: 0.0)
}
