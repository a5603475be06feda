// The vocabulary shared by the collection layouts built on the nine-grid: where an
// item is among sections, and why a description cannot be laid out or queried.

/// The position of an item among sections: its section, then its index within it
/// (what a collection view calls an index path).
public struct ItemPath: Hashable, Sendable, Comparable, Codable, CustomStringConvertible {
    /// The section, from 0.
    public var section: Int
    /// The item within its section, from 0.
    public var item: Int

    /// The item `item` of section `section`.
    public init(section: Int, item: Int) {
        self.section = section
        self.item = item
    }

    /// Section order, then item order.
    public static func < (a: ItemPath, b: ItemPath) -> Bool {
        a.section != b.section ? a.section < b.section : a.item < b.item
    }

    /// `section.item`, such as `2.14`.
    public var description: String { "\(section).\(item)" }
}

/// Why a sectioned, self-sizing, templated or paged grid cannot be laid out or queried.
public enum CollectionLayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A length is NaN, infinite, negative or larger than ``UniformGrid/maximumLength``.
    case invalidLength(name: String, value: Double)
    /// A count is out of its range.
    case invalidCount(name: String, value: Int, range: ClosedRange<Int>)
    /// The options cannot go together.
    case unsupported(String)
    /// A section's own grid cannot be laid out.
    case section(Int, UniformGridError)
    /// A section index outside `0 ..< sectionCount`.
    case sectionOutOfRange(section: Int, sectionCount: Int)
    /// An item index outside `0 ..< itemCount` (of its section, when it has one).
    case itemOutOfRange(ItemPath, itemCount: Int)
    /// More items than the description allows.
    case capacityExceeded(itemCount: Int, capacity: Int)

    /// One line saying what is wrong and where.
    public var description: String {
        switch self {
        case .invalidLength(let name, let value):
            return UniformGridError.invalidLength(name: name, value: value).description
        case .invalidCount(let name, let value, let range):
            return UniformGridError.invalidCount(name: name, value: value, range: range).description
        case .unsupported(let why):
            return why
        case .section(let s, let error):
            return "section \(s): \(error)"
        case .sectionOutOfRange(let s, let count):
            return "section \(s) is outside 0..<\(count)"
        case .itemOutOfRange(let path, let count):
            return "item \(path.item) of section \(path.section) is outside 0..<\(count)"
        case .capacityExceeded(let count, let capacity):
            return "\(count) items are more than the \(capacity) allowed"
        }
    }
}

extension CollectionLayoutError {
    /// The same complaint about a grid that is not a section's.
    init(_ error: UniformGridError) {
        switch error {
        case .invalidLength(let name, let value): self = .invalidLength(name: name, value: value)
        case .invalidCount(let name, let value, let range): self = .invalidCount(name: name, value: value, range: range)
        case .capacityExceeded(let count, let capacity): self = .capacityExceeded(itemCount: count, capacity: capacity)
        case .indexOutOfRange(let index, let count): self = .itemOutOfRange(ItemPath(section: 0, item: index), itemCount: count)
        default: self = .unsupported(error.description)
        }
    }
}

/// Checks a length the way the nine-grid does: finite, not negative, at most
/// ``UniformGrid/maximumLength``.
func checkCollectionLength(_ name: String, _ value: Double) throws(CollectionLayoutError) {
    guard UniformGrid.isValidLength(value) else {
        throw .invalidLength(name: name, value: value)
    }
}

/// Checks a count against its range.
func checkCollectionCount(_ name: String, _ value: Int, _ range: ClosedRange<Int>) throws(CollectionLayoutError) {
    guard range.contains(value) else { throw .invalidCount(name: name, value: value, range: range) }
}

extension LayoutRect {
    /// The rectangle moved down by `dy`, its size kept (so `height` is exact).
    @inline(__always)
    func movedDown(by dy: Double) -> LayoutRect {
        LayoutRect(x: origin.x, y: origin.y + dy, width: size.width, height: size.height)
    }
}
