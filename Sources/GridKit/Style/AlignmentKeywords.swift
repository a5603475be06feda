// css-align-3 values used by grid: self alignment (§6) and content distribution (§5).

/// Where an item sits in its grid area: `align-self`, `justify-items`…
public struct SelfAlignment: Hashable, Sendable, Codable {
    public enum Position: String, Hashable, Sendable, Codable {
        /// `normal`: stretch unless the item has an aspect ratio or a definite size.
        case normal
        case stretch
        case start, end, center
        /// `self-start` / `self-end`: the item's own direction.
        case selfStart, selfEnd
        /// `flex-start` / `flex-end`: start and end outside flexbox.
        case flexStart, flexEnd
        case left, right
        case baseline, lastBaseline
    }
    public var position: Position
    /// `safe`: never overflow the start; `unsafe`: as asked. nil: the default (unsafe).
    public var isSafe: Bool
    public init(_ position: Position, safe: Bool = false) {
        self.position = position
        isSafe = safe
    }
    public static let normal = SelfAlignment(.normal)
    public static let stretch = SelfAlignment(.stretch)
    public static let start = SelfAlignment(.start)
    public static let end = SelfAlignment(.end)
    public static let center = SelfAlignment(.center)
    public static let baseline = SelfAlignment(.baseline)
}

/// `align-self` / `justify-self`: `auto` takes the container's `*-items`.
public enum SelfAlignmentOrAuto: Hashable, Sendable, Codable {
    case auto
    case value(SelfAlignment)
}

/// How a grid's tracks share free space: `justify-content`, `align-content`.
public struct ContentAlignment: Hashable, Sendable, Codable {
    public enum Position: String, Hashable, Sendable, Codable {
        case normal, stretch
        case start, end, center, flexStart, flexEnd, left, right
        case spaceBetween, spaceAround, spaceEvenly
    }
    public var position: Position
    public var isSafe: Bool
    public init(_ position: Position, safe: Bool = false) {
        self.position = position
        isSafe = safe
    }
    public static let normal = ContentAlignment(.normal)
    public static let start = ContentAlignment(.start)
    public static let end = ContentAlignment(.end)
    public static let center = ContentAlignment(.center)
    public static let stretch = ContentAlignment(.stretch)
    public static let spaceBetween = ContentAlignment(.spaceBetween)
    public static let spaceAround = ContentAlignment(.spaceAround)
    public static let spaceEvenly = ContentAlignment(.spaceEvenly)
}
