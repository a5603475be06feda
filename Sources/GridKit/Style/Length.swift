// Typed CSS values for lengths and sizes. Factories read like CSS: `.px(40)`, `.percent(50)`.

/// A length or a percentage of some reference length (`40px`, `25%`).
public enum LengthPercentage: Hashable, Sendable, Codable {
    case px(Double)
    /// A percentage, 0–100 as written in CSS.
    case percent(Double)

    /// Zero pixels.
    public static let zero = LengthPercentage.px(0)

    /// The length in px against `reference`; a percentage of an unknown reference is nil.
    @inlinable
    public func resolve(_ reference: Double?) -> Double? {
        switch self {
        case .px(let v): v
        case .percent(let p): reference.map { $0 * p / 100 }
        }
    }

    @inlinable public var isPercent: Bool { if case .percent = self { true } else { false } }

    /// As ``resolve(_:)``, with an unknown percentage counting as 0 (padding, gaps).
    @inlinable
    public func resolveOrZero(_ reference: Double?) -> Double { resolve(reference) ?? 0 }
}

/// A length, a percentage or `auto` (margins, insets).
public enum LengthPercentageAuto: Hashable, Sendable, Codable {
    case auto
    case px(Double)
    case percent(Double)

    public static let zero = LengthPercentageAuto.px(0)

    @inlinable public var isAuto: Bool { if case .auto = self { true } else { false } }

    /// The length in px, or nil for `auto` or a percentage of an unknown reference.
    @inlinable
    public func resolve(_ reference: Double?) -> Double? {
        switch self {
        case .auto: nil
        case .px(let v): v
        case .percent(let p): reference.map { $0 * p / 100 }
        }
    }
}

/// A box size: `width`, `height`, `min-width`, `max-height`…
public enum SizeValue: Hashable, Sendable, Codable {
    /// `auto` (and `none` for the max sizes).
    case auto
    case px(Double)
    case percent(Double)
    case minContent
    case maxContent
    /// `fit-content`, or `fit-content(<length-percentage>)` when a limit is given.
    case fitContent(LengthPercentage?)
    /// `stretch` (also `-webkit-fill-available`).
    case stretch

    /// A definite length in px, or nil (keywords, `auto`, a percentage of an unknown reference).
    @inlinable
    public func resolve(_ reference: Double?) -> Double? {
        switch self {
        case .px(let v): v
        case .percent(let p): reference.map { $0 * p / 100 }
        default: nil
        }
    }

    @inlinable public var isAuto: Bool { if case .auto = self { true } else { false } }
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
    @inlinable public var isMinContent: Bool { if case .minContent = self { true } else { false } }
    @inlinable public var isMaxContent: Bool { if case .maxContent = self { true } else { false } }
    @inlinable public var isDefinite: Bool { value != nil }

    /// The space less `amount` (a definite space never below zero is not implied: CSS allows negatives).
    @inlinable
    public func shrunk(by amount: Double) -> AvailableSpace {
        if case .definite(let v) = self { .definite(v - amount) } else { self }
    }
}

/// Four edges of a box, in CSS order of naming: top, right, bottom, left.
public struct Edges<Value: Hashable & Sendable>: Hashable, Sendable {
    public var top: Value
    public var right: Value
    public var bottom: Value
    public var left: Value
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

extension Edges where Value == Double {
    @inlinable public var horizontal: Double { left + right }
    @inlinable public var vertical: Double { top + bottom }
    public static let zero = Edges(all: 0.0)
}
