// css-grid-1 §10.6 Aligning the Grid: Baseline Alignment — https://www.w3.org/TR/css-grid-1/#grid-baselines
// with css-grid-2 §9 (subgrid items in the sizing grid's baseline groups), as Chromium 156 does it.
//
// §10.6's cycle rule takes an item out of baseline alignment when its size follows an
// intrinsic or flexible track it spans and its baseline is synthesized: it uses the
// fallback alignment (Alignment.swift, `fallsBackFromBaseline`). Chromium 156 decides
// that fallback while it sizes the tracks, on the item data of the sizing tree, and an
// item of a subgrid is placed later from its subgrid's own item data, where the fallback
// is not set: there the item is still aligned by its baseline, against its group's
// baseline as the others made it (it adds none of its own). With no such baseline, the
// group's is LayoutUnit's minimum, so the item's offset in its area saturates at -2^25 px
// (first baseline), or its end at +2^25 (last), whatever its margins. GridKit follows that
// (Grid/README.md, deviations): the spec's fallback is `safe start` / `safe end`, which
// a plain grid's item takes, in Chromium too.

/// An item of a subgrid whose baseline alignment fell back (§10.6's cycle rule) in the
/// block axis: where Chromium 156 still aligns it by its baseline
/// (``LayoutTree/placeFallenBackSubgridItems(_:columns:rows:)``).
struct SubgridBaselineFallback {
    /// Whether the item asked for its last baseline.
    var last: Bool
    /// Its baseline-sharing group's baseline as the group's other members made it, from
    /// the margin-box edge of the group's side (nil: no member has one), set by
    /// ``LayoutTree/noteFallbackGroups(_:_:)`` as the items are grouped.
    var groupBaseline: Double? = nil
}

/// LayoutUnit's range (Chromium: 1/64 px in an Int32): an offset past it saturates.
enum LayoutUnitRange {
    static let minimum = -33_554_432.0
    static let maximum = 33_554_431.984375

    /// `a + b` as a LayoutUnit sum: saturated at the range's ends.
    static func add(_ a: Double, _ b: Double) -> Double { min(maximum, max(minimum, a + b)) }
}

extension LayoutTree {
    /// Notes (`fellBack`: true) or forgets that `node`, a baseline-aligned item, fell back
    /// from baseline alignment: only an item whose parent is a subgrid is noted. Returns
    /// whether it falls back: in a row subgrid, as the grid that sized its rows judged it
    /// (its own layout sees those rows as fixed, not as the intrinsic rows they are).
    mutating func noteBaselineFallback(_ node: Int32, last: Bool, fellBack: Bool) -> Bool {
        guard let context = subgrids.contexts[parent[Int(node)]] else { return fellBack }
        let judged = subgrids.baselineFallbacks[node]
        if context.rows != nil && judged != nil { return true }
        subgrids.baselineFallbacks[node] = fellBack ? SubgridBaselineFallback(last: last) : nil
        return fellBack
    }

    /// Gives each fallen-back item of `items` its group's baseline among `groups` (keyed
    /// as ``resolveBaselineShims(_:columns:rows:_:finalRows:)`` keys them: first row
    /// track, or `-1 - last row track` for last baselines); the last grouping wins.
    mutating func noteFallbackGroups(_ items: GridItems, _ groups: [Int: Double]) {
        for i in items.indices {
            guard var fallback = subgrids.baselineFallbacks[items[i].node] else { continue }
            fallback.groupBaseline = groups[blockGroupKey(items[i], last: fallback.last)]
            subgrids.baselineFallbacks[items[i].node] = fallback
        }
    }

    /// Places the fallen-back items of a subgrid's `items` (already laid out at their
    /// fallback) where Chromium 156 puts them: by their synthesized baseline (the border
    /// box's bottom for a first baseline, its top's distance from the bottom for a last)
    /// against the baseline their group has in the subgrid or shares with the sizing grid;
    /// without one, at LayoutUnit's end, their area's start and relative offset added, as
    /// getBoundingClientRect reads them (Float).
    mutating func placeFallenBackSubgridItems(_ items: GridItems, columns: [GridTrack], rows: [GridTrack]) {
        for i in items.indices {
            let node = items[i].node
            guard node >= 0, let fallback = subgrids.baselineFallbacks[node], !items[i].hasBaselineAlignment else {
                continue
            }
            let (y0, areaHeight) = area(rows, items[i].rowTracks)
            let areaWidth = area(columns, items[i].columnTracks).size
            let parent = OptionalSize(width: areaWidth, height: areaHeight)
            let style = styleAt(node)
            let shift = style.position == .relative ? relativeOffset(style, parent).y : 0
            var frame = frames[Int(node)]
            let target = [fallback.groupBaseline, subgrids.sharedBaselines[node]].compactMap { $0 }.max()
            if let target {
                let offset = fallback.last ? areaHeight - target - frame.height : target - frame.height
                frame.origin.y = y0 + offset + shift
            } else {
                let offset = fallback.last ? LayoutUnitRange.maximum - frame.height : LayoutUnitRange.minimum
                let start = LayoutUnitRange.add(offset, y0)
                frame.origin.y = LayoutUnitRange.add(start, shift)
                subgrids.placedAtLimit.insert(node)
            }
            setFrame(node, frame)
        }
    }

    /// The inline axis of ``placeFallenBackSubgridItems(_:columns:rows:)``: the items of a
    /// subgrid whose `justify-self` baseline alignment fell back (§10.6's cycle rule,
    /// ``fallsBackFromInlineBaseline(_:)``) put their synthesized baseline, the left border
    /// edge, where their group's members put theirs (``alignInlineBaselineGroups(_:_:_:_:)``,
    /// a lone member at its fallback); without a member, at LayoutUnit's end. Not followed:
    /// a `last baseline` item in a right-to-left subgrid with no member (it keeps its fallback).
    mutating func placeInlineFallbacks(
        _ items: GridItems, columns: [GridTrack], rows: [GridTrack],
        _ baselines: (fallbacks: [Int], groups: [Int: InlineBaselineGroup]), width: Double, _ rtl: Bool
    ) {
        // A column subgrid whose direction is not its sizing grid's: Chromium 156 reads every
        // inline baseline of its items from the other end, none there (``placeAcrossReversedColumns``).
        if let i = items.indices.first(where: { items[$0].node >= 0 }),
            let shared = subgrids.contexts[parent[Int(items[i].node)]]?.columns, shared.sizingGridRightToLeft != rtl
        {
            placeAcrossReversedColumns(items, columns: columns, width: width, rtl)
            return
        }
        for i in baselines.fallbacks where subgrids.contexts[parent[Int(items[i].node)]] != nil {
            let node = items[i].node
            let last = items[i].justify == .lastBaseline
            let (x0, areaWidth) = area(columns, items[i].columnTracks, fromRight: rtl)
            let parent = OptionalSize(width: areaWidth, height: area(rows, items[i].rowTracks).size)
            let shift = inlineRelativeShift(node, parent, rtl)
            var frame = frames[Int(node)]
            if let g = baselines.groups[inlineGroupKey(items[i])] {
                frame.origin.x = (last != rtl ? x0 + areaWidth - g.widest : x0 + g.margin) + shift
            } else if !rtl {
                let offset = last ? LayoutUnitRange.maximum - frame.width : LayoutUnitRange.minimum
                frame.origin.x = LayoutUnitRange.add(LayoutUnitRange.add(offset, x0), shift)
                subgrids.placedAtLimit.insert(node)
            } else if !last {
                // The logical offset at the limit, turned into a physical one from the right.
                frame.origin.x = LayoutUnitRange.add(
                    LayoutUnitRange.add(x0 + areaWidth - frame.width, -LayoutUnitRange.minimum), shift)
                subgrids.placedAtLimit.insert(node)
            } else {
                continue
            }
            setFrame(node, frame)
        }
    }

    /// The `justify-self` baseline items of a column subgrid whose direction is not that of
    /// the grid sizing its columns, where Chromium 156 puts them: the baseline each reads
    /// was never set (the sizing grid noted it from its own end), so its offset saturates
    /// at its layout unit's ends (pinned with variations, `docs/subgrid-baseline-limit/v6.json`):
    /// in a left-to-right subgrid at -2^25 px from its area's left (first baseline) or its
    /// right edge past +2^25 (last); in a right-to-left one at LayoutUnit's maximum less its
    /// width (first), or its logical offset `+2^25` less its width from its area's right
    /// edge, turned physical (last). `width`: the subgrid's border-box width.
    mutating func placeAcrossReversedColumns(_ items: GridItems, columns: [GridTrack], width: Double, _ rtl: Bool) {
        typealias Unit = LayoutUnitRange
        for i in items.indices where items[i].justify == .baseline || items[i].justify == .lastBaseline {
            let node = items[i].node
            guard node >= 0 else { continue }
            let last = items[i].justify == .lastBaseline
            let (x0, areaWidth) = area(columns, items[i].columnTracks, fromRight: rtl)
            let parent = OptionalSize(width: areaWidth, height: nil)
            let margin = box(node, parent).margin
            // An auto margin takes the item out of baseline alignment (§10.2).
            guard margin.left != nil && margin.right != nil else { continue }
            var frame = frames[Int(node)]
            let w = frame.width
            let x: Double
            switch (rtl, last) {
            case (false, false): x = Unit.add(Unit.minimum, x0)
            case (false, true): x = Unit.add(Unit.maximum - w, x0)
            case (true, false): x = Unit.maximum - w
            case (true, true): x = Unit.add(width - w, -Unit.add(Unit.maximum - w, width - x0 - areaWidth))
            }
            let shift = inlineRelativeShift(node, parent, rtl)
            frame.origin.x = Unit.add(x, shift)
            setFrame(node, frame)
            subgrids.placedAtLimit.insert(node)
        }
    }

    /// The frames of the boxes placed at LayoutUnit's end (``placeFallenBackSubgridItems(_:columns:rows:)``)
    /// and of their descendants as Chromium's getBoundingClientRect reads them, which the
    /// layout document's frames are: each edge's position in the page (the root's border
    /// box at `origin`) rounded to a Float, exact below 2^18 px, to 2 or 4 px there.
    mutating func readFramesAtLayoutLimit(root: Int32, pageOrigin origin: LayoutPoint) {
        for node in subgrids.placedAtLimit.sorted() {
            var at = origin
            var p = parent[Int(node)]
            while p >= 0 && p != root {
                at = LayoutPoint(x: at.x + frames[Int(p)].origin.x, y: at.y + frames[Int(p)].origin.y)
                p = parent[Int(p)]
            }
            readAsFloats(node, parentAt: at, parentReadAt: at)
        }
    }

    /// Node `node`'s frame and its subtree's, read as Floats in the page: `parentAt` is
    /// its parent's exact position there, `parentReadAt` that position as read.
    private mutating func readAsFloats(_ node: Int32, parentAt: LayoutPoint, parentReadAt: LayoutPoint) {
        let frame = frames[Int(node)]
        // The page position is a LayoutUnit sum too: it saturates.
        let at = LayoutPoint(
            x: LayoutUnitRange.add(parentAt.x, frame.origin.x), y: LayoutUnitRange.add(parentAt.y, frame.origin.y))
        let (left, top) = (Float(at.x), Float(at.y))
        let (right, bottom) = (left + Float(frame.width), top + Float(frame.height))
        setFrame(
            node,
            LayoutRect(
                x: Double(left) - parentReadAt.x, y: Double(top) - parentReadAt.y,
                width: Double(right) - Double(left), height: Double(bottom) - Double(top)))
        var child = firstChild[Int(node)]
        while child >= 0 {
            readAsFloats(child, parentAt: at, parentReadAt: LayoutPoint(x: Double(left), y: Double(top)))
            child = nextSibling[Int(child)]
        }
    }
}
