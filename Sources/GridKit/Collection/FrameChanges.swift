// Animated changes: after a batch of insertions, deletions, moves and reloads (of
// items and of sections, with a collection view's batch-update semantics), which
// items moved, appeared or disappeared, with their frames before and after.
//
// Within a surviving section, the items that are neither deleted nor moved away keep
// their order and fill, in order, the positions that are neither inserted nor moved
// to. Walking the new positions in runs between those fixed positions maps whole runs
// of survivors at once; a run whose items keep their indices in a section whose
// geometry did not change keeps its frames, and is skipped in O(1). The work is so
// O(sections + changes + items reported) when only the batch changed the sections.

/// An item moved from one path (before the changes) to another (after).
public struct ItemMove: Hashable, Sendable, Codable {
    /// Its path before the changes.
    public var from: ItemPath
    /// Its path after the changes.
    public var to: ItemPath

    /// A move from `from` to `to`.
    public init(from: ItemPath, to: ItemPath) {
        self.from = from
        self.to = to
    }
}

/// A section moved from one index (before the changes) to another (after).
public struct SectionMove: Hashable, Sendable, Codable {
    /// Its index before the changes.
    public var from: Int
    /// Its index after the changes.
    public var to: Int

    /// A move from `from` to `to`.
    public init(from: Int, to: Int) {
        self.from = from
        self.to = to
    }
}

/// A batch of changes, as a collection view's batch updates take them: deletions,
/// reloads and move sources name items and sections before the changes; insertions
/// and move destinations name them after.
public struct GridChangeBatch: Hashable, Sendable, Codable {
    /// Sections deleted, by their index before.
    public var deletedSections: [Int]
    /// Sections inserted, by their index after.
    public var insertedSections: [Int]
    /// Sections moved.
    public var movedSections: [SectionMove]
    /// Sections reloaded (their items replaced), by their index before.
    public var reloadedSections: [Int]
    /// Items deleted, by their path before.
    public var deletedItems: [ItemPath]
    /// Items inserted, by their path after.
    public var insertedItems: [ItemPath]
    /// Items moved, possibly to another section.
    public var movedItems: [ItemMove]
    /// Items reloaded, by their path before.
    public var reloadedItems: [ItemPath]

    /// A batch; every list is empty unless given.
    public init(
        deletedSections: [Int] = [], insertedSections: [Int] = [], movedSections: [SectionMove] = [],
        reloadedSections: [Int] = [], deletedItems: [ItemPath] = [], insertedItems: [ItemPath] = [],
        movedItems: [ItemMove] = [], reloadedItems: [ItemPath] = []
    ) {
        self.deletedSections = deletedSections
        self.insertedSections = insertedSections
        self.movedSections = movedSections
        self.reloadedSections = reloadedSections
        self.deletedItems = deletedItems
        self.insertedItems = insertedItems
        self.movedItems = movedItems
        self.reloadedItems = reloadedItems
    }
}

/// What happened to one item, with its frames before and after.
public struct ItemFrameChange: Hashable, Sendable {
    /// The kinds of change.
    public enum Kind: Hashable, Sendable, Codable {
        /// It appeared: only a new path and frame.
        case inserted
        /// It disappeared: only an old path and frame.
        case deleted
        /// It kept its identity and its frame changed.
        case moved
        /// It was reloaded (whether or not its frame changed).
        case reloaded
    }

    /// What happened.
    public var kind: Kind
    /// Its path before, unless inserted.
    public var oldPath: ItemPath?
    /// Its path after, unless deleted.
    public var newPath: ItemPath?
    /// Its frame before, unless inserted.
    public var oldFrame: LayoutRect?
    /// Its frame after, unless deleted.
    public var newFrame: LayoutRect?

    /// A change of `kind` between the given paths and frames.
    public init(kind: Kind, oldPath: ItemPath?, newPath: ItemPath?, oldFrame: LayoutRect?, newFrame: LayoutRect?) {
        self.kind = kind
        self.oldPath = oldPath
        self.newPath = newPath
        self.oldFrame = oldFrame
        self.newFrame = newFrame
    }
}

extension SectionedGridLayout {
    /// The items that moved, appeared, disappeared or were reloaded when `batch`
    /// turns this layout into `new`: deletions first (in their old order), then the
    /// rest in their new order. A surviving item is listed when its frame changed.
    ///
    /// - Throws: ``CollectionLayoutError`` when the batch names sections or items out
    ///   of range, names one twice, touches items of a deleted, inserted or reloaded
    ///   section, or leaves a section with another item count than `new` has (the
    ///   inconsistency a collection view stops on).
    /// - Complexity: O(sections + changes · log changes + items listed), plus the
    ///   items checked in sections whose geometry changed (another grid, or moved by a
    ///   change above them), whose frames all had to be compared.
    public func frameChanges(to new: SectionedGridLayout, applying batch: GridChangeBatch) throws(CollectionLayoutError)
        -> [ItemFrameChange]
    {
        let plan = try ChangePlan(old: self, new: new, batch: batch)
        var walk = ChangeWalk(old: self, new: new, plan: plan)
        try walk.run()
        return walk.deletions + walk.changes
    }
}
