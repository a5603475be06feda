// css-align-3 values used by grid: self alignment (§6) and content distribution (§5).

/// Where an item sits in its grid area: `align-self`, `justify-items`…
public struct SelfAlignment: Hashable, Sendable, Codable {
    /// The keyword, without `safe` / `unsafe`.
    public enum Position: String, Hashable, Sendable, Codable {
        /// `normal`: stretch unless the item has an aspect ratio or a definite size.
        case normal
        /// `stretch`: fill the area (auto-sized items only).
        case stretch
        /// `start`: against the area's start edge.
        case start
        /// `end`: against the area's end edge.
        case end
        /// `center`: centred in the area.
        case center
        /// `self-start`: the start edge of the item's own direction.
        case selfStart
        /// `self-end`: the end edge of the item's own direction.
        case selfEnd
        /// `flex-start`: outside flexbox, the same as `start`.
        case flexStart
        /// `flex-end`: outside flexbox, the same as `end`.
        case flexEnd
        /// `left`: the physical left edge (in the block axis, as `start`).
        case left
        /// `right`: the physical right edge (in the block axis, as `start`).
        case right
        /// `baseline`: first baselines of a row or column shared.
        case baseline
        /// `last baseline`: last baselines shared.
        case lastBaseline
    }
    /// The keyword.
    public var position: Position
    /// `safe`: never overflow the area's start edge; `false` for `unsafe` and the default.
    public var isSafe: Bool
    /// `unsafe` written out: the alignment holds even where the default would keep an
    /// absolutely positioned box within its containing block (css-align-3 §4.4).
    public var isUnsafe: Bool
    /// An alignment; `safe: true` for CSS `safe`, `unsafe: true` for CSS `unsafe`.
    public init(_ position: Position, safe: Bool = false, unsafe: Bool = false) {
        self.position = position
        isSafe = safe
        isUnsafe = unsafe && !safe
    }

    private enum CodingKeys: String, CodingKey { case position, isSafe, isUnsafe }

    /// Decodes an alignment (`isUnsafe` may be missing: false).
    /// - Throws: `DecodingError` when the position or `isSafe` is missing or invalid.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            try c.decode(Position.self, forKey: .position), safe: try c.decode(Bool.self, forKey: .isSafe),
            unsafe: try c.decodeIfPresent(Bool.self, forKey: .isUnsafe) ?? false)
    }
    /// `normal`, the initial value.
    public static let normal = SelfAlignment(.normal)
    /// `stretch`.
    public static let stretch = SelfAlignment(.stretch)
    /// `start`.
    public static let start = SelfAlignment(.start)
    /// `end`.
    public static let end = SelfAlignment(.end)
    /// `center`.
    public static let center = SelfAlignment(.center)
    /// `baseline`.
    public static let baseline = SelfAlignment(.baseline)
}

/// `align-self` / `justify-self`: `auto` takes the container's `*-items`.
public enum SelfAlignmentOrAuto: Hashable, Sendable, Codable {
    /// `auto`: the grid container's `align-items` / `justify-items`.
    case auto
    /// An alignment of the item's own.
    case value(SelfAlignment)
}

/// How a grid's tracks share free space: `justify-content`, `align-content`.
public struct ContentAlignment: Hashable, Sendable, Codable {
    /// The keyword, without `safe` / `unsafe`.
    public enum Position: String, Hashable, Sendable, Codable {
        /// `normal`: as `stretch` for a grid.
        case normal
        /// `stretch`: free space grows the `auto` tracks.
        case stretch
        /// `start`: tracks against the start edge.
        case start
        /// `end`: tracks against the end edge.
        case end
        /// `center`: tracks centred.
        case center
        /// `flex-start`: as `start` outside flexbox.
        case flexStart
        /// `flex-end`: as `end` outside flexbox.
        case flexEnd
        /// `left`: against the physical left edge.
        case left
        /// `right`: against the physical right edge.
        case right
        /// `space-between`: free space between tracks, none outside.
        case spaceBetween
        /// `space-around`: half a share outside each end track.
        case spaceAround
        /// `space-evenly`: equal shares between and outside.
        case spaceEvenly
    }
    /// The keyword.
    public var position: Position
    /// `safe`: never overflow the container's start edge.
    public var isSafe: Bool
    /// An alignment; `safe: true` for CSS `safe`.
    public init(_ position: Position, safe: Bool = false) {
        self.position = position
        isSafe = safe
    }
    /// `normal`, the initial value.
    public static let normal = ContentAlignment(.normal)
    /// `start`.
    public static let start = ContentAlignment(.start)
    /// `end`.
    public static let end = ContentAlignment(.end)
    /// `center`.
    public static let center = ContentAlignment(.center)
    /// `stretch`.
    public static let stretch = ContentAlignment(.stretch)
    /// `space-between`.
    public static let spaceBetween = ContentAlignment(.spaceBetween)
    /// `space-around`.
    public static let spaceAround = ContentAlignment(.spaceAround)
    /// `space-evenly`.
    public static let spaceEvenly = ContentAlignment(.spaceEvenly)
}
