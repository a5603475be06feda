// css-grid-1 §7.2: track sizing functions and track lists.

/// The minimum of a track's sizing function (`minmax(MIN, …)`).
public enum MinTrackSize: Hashable, Sendable, Codable {
    /// A length or percentage of the grid's size in this axis.
    case fixed(LengthPercentage)
    /// The largest min-content contribution of the track's items.
    case minContent
    /// The largest max-content contribution.
    case maxContent
    /// The items' automatic minimum sizes.
    case auto
}

/// The maximum of a track's sizing function (`minmax(…, MAX)`).
public enum MaxTrackSize: Hashable, Sendable, Codable {
    /// A length or percentage of the grid's size in this axis.
    case fixed(LengthPercentage)
    /// The largest min-content contribution of the track's items.
    case minContent
    /// The largest max-content contribution.
    case maxContent
    /// As `max-content`, and the track may grow with `stretch` content alignment.
    case auto
    /// `fit-content(limit)`: max-content, clamped to the limit.
    case fitContent(LengthPercentage)
    /// A flexible size, `1fr`.
    case fr(Double)
}

/// A track sizing function: `40px`, `1fr`, `auto`, `minmax(10px, 1fr)`, `fit-content(30px)`…
///
///     let columns: [TrackSize] = [.px(200), .fr(1), .auto, .minmax(.px(50), .fr(2))]
public struct TrackSize: Hashable, Sendable, Codable {
    /// The minimum sizing function.
    public var min: MinTrackSize
    /// The maximum sizing function.
    public var max: MaxTrackSize
    /// `minmax(min, max)`.
    public init(min: MinTrackSize, max: MaxTrackSize) {
        self.min = min
        self.max = max
    }

    /// A fixed track of `v` px.
    public static func px(_ v: Double) -> TrackSize { TrackSize(min: .fixed(.px(v)), max: .fixed(.px(v))) }
    /// A fixed track of `v`% of the grid's size in this axis (0–100).
    public static func percent(_ v: Double) -> TrackSize { TrackSize(min: .fixed(.percent(v)), max: .fixed(.percent(v))) }
    /// `Nfr`: as `minmax(auto, Nfr)`.
    public static func fr(_ v: Double) -> TrackSize { TrackSize(min: .auto, max: .fr(v)) }
    /// `auto`: as `minmax(auto, auto)`.
    public static let auto = TrackSize(min: .auto, max: .auto)
    /// `min-content`.
    public static let minContent = TrackSize(min: .minContent, max: .minContent)
    /// `max-content`.
    public static let maxContent = TrackSize(min: .maxContent, max: .maxContent)
    /// `fit-content(limit)`: as `minmax(auto, max-content)` clamped to the limit.
    public static func fitContent(_ limit: LengthPercentage) -> TrackSize { TrackSize(min: .auto, max: .fitContent(limit)) }
    /// `minmax(min, max)`.
    public static func minmax(_ min: MinTrackSize, _ max: MaxTrackSize) -> TrackSize { TrackSize(min: min, max: max) }
}

extension TrackSize {
    /// Whether the minimum, the maximum or a fit-content() limit is a percentage.
    var hasPercentage: Bool {
        if case .fixed(.percent) = min { return true }
        if case .fixed(.percent) = max { return true }
        if case .fitContent(.percent) = max { return true }
        return false
    }

    /// Whether both sizing functions are lengths (px): the track's size is known before
    /// any track is sized (css-grid-1 §11.1).
    var isLength: Bool {
        if case .fixed(.px) = min, case .fixed(.px) = max { return true }
        return false
    }

    /// Whether both sizing functions are lengths or percentages (a fixed sizing function,
    /// css-grid-1 §11.1 once the percentages' basis is known).
    var isFixed: Bool {
        if case .fixed = min, case .fixed = max { return true }
        return false
    }
}

extension MinTrackSize {
    // Case tests without the payload comparison of `==` (hot in track sizing).
    @inlinable var isAuto: Bool { if case .auto = self { true } else { false } }
    @inlinable var isMinContent: Bool { if case .minContent = self { true } else { false } }
    @inlinable var isMaxContent: Bool { if case .maxContent = self { true } else { false } }

    /// A minimum of `v` px.
    public static func px(_ v: Double) -> MinTrackSize { .fixed(.px(v)) }
    /// A minimum of `v`% (0–100).
    public static func percent(_ v: Double) -> MinTrackSize { .fixed(.percent(v)) }
}

extension MaxTrackSize {
    @inlinable var isAuto: Bool { if case .auto = self { true } else { false } }

    /// A maximum of `v` px.
    public static func px(_ v: Double) -> MaxTrackSize { .fixed(.px(v)) }
    /// A maximum of `v`% (0–100).
    public static func percent(_ v: Double) -> MaxTrackSize { .fixed(.percent(v)) }
}

/// How many times a `repeat()` repeats.
public enum RepeatCount: Hashable, Sendable, Codable {
    /// A fixed count, at least 1.
    case count(Int)
    /// As many as fit, empty ones kept.
    case autoFill
    /// As many as fit, empty ones collapsed.
    case autoFit
}

/// A `grid-template-columns` / `-rows` value: tracks, `repeat()`s and line names.
///
///     // [a] 40px [b] repeat(2, 1fr)
///     TrackList([.names(["a"]), .track(.px(40)), .names(["b"]), .repeat(.count(2), [.track(.fr(1))])])
public struct TrackList: Hashable, Sendable, Codable {
    /// One entry of the list.
    public enum Component: Hashable, Sendable, Codable {
        /// One track.
        case track(TrackSize)
        /// Line names between tracks (`[a b]`).
        case names([String])
        /// `repeat(count, …)`, whose components are tracks and names.
        indirect case `repeat`(RepeatCount, [Component])
    }

    /// The entries, in order. For a subgrid (``isSubgrid``) only line names and
    /// `repeat()`s of line names, one entry per line from the subgrid's first.
    public var components: [Component]
    /// `subgrid`: the axis takes its parent grid's tracks (css-grid-2 §9), and
    /// ``components`` is the `<line-name-list>` naming the subgrid's lines.
    public var isSubgrid = false
    /// A list from its entries.
    public init(_ components: [Component] = []) { self.components = components }
    /// `subgrid <line-name-list>?` (css-grid-2 §2): `names` holds `.names` and
    /// `.repeat(.count(n) or .autoFill, [.names…])`, one line-name list per line.
    ///
    ///     // subgrid [a] repeat(2, [b]) [c]
    ///     TrackList.subgrid([.names(["a"]), .repeat(.count(2), [.names(["b"])]), .names(["c"])])
    public static func subgrid(_ names: [Component] = []) -> TrackList {
        var list = TrackList(names)
        list.isSubgrid = true
        return list
    }
    /// The tracks, in order, with no names or repeats.
    public init(tracks: [TrackSize]) { components = tracks.map { .track($0) } }

    /// `none`: no explicit tracks.
    public static let none = TrackList()
    /// Every track size, inside repeats too (each written once, not per repetition).
    var allTracks: [TrackSize] {
        components.flatMap { c -> [TrackSize] in
            switch c {
            case .track(let t): [t]
            case .names: []
            case .repeat(_, let inner): TrackList(inner).allTracks
            }
        }
    }
    /// Whether the list is `none` (a subgrid is not).
    public var isEmpty: Bool { components.isEmpty && !isSubgrid }

    private enum CodingKeys: String, CodingKey { case components, isSubgrid }

    /// Decodes a list; `isSubgrid` may be absent (a list stored before subgrids).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        components = try c.decode([Component].self, forKey: .components)
        isSubgrid = try c.decodeIfPresent(Bool.self, forKey: .isSubgrid) ?? false
    }

    /// Encodes the list (`isSubgrid` only when set).
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(components, forKey: .components)
        if isSubgrid { try c.encode(true, forKey: .isSubgrid) }
    }

    /// Whether any track size is a percentage.
    var hasPercentages: Bool {
        func check(_ cs: [Component]) -> Bool {
            cs.contains { c in
                switch c {
                case .track(let t): return t.hasPercentage
                case .names: return false
                case .repeat(_, let inner): return check(inner)
                }
            }
        }
        return check(components)
    }
}
