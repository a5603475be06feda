// css-grid-3 §3 Grid Lanes Item Placement — https://www.w3.org/TR/css-grid-3/#grid-lanes-layout-algorithm
// Where a grid-lanes item may go across the lanes: an item whose style names lines
// (css-grid-1 §8.3, resolved by the grid's own `ExplicitTracks.resolve`) has its
// lanes; the others have only a span, and go where `RunningPositions` (the rule the
// waterfall grid shares) says at stacking time. For lane sizing (css-grid-3 §2.2,
// "Grid Axis Track Sizing"), an auto-placed item counts as placed at every position
// it could take, as Chromium 156's virtual items do: the grid's track sizing then
// runs unchanged over that virtual single-row (or single-column) grid.

/// The axis the lanes of a grid-lanes container run across, and the other one.
extension GridContainer {
    /// The lane axis: columns (`.horizontal`) unless `grid-lanes-direction` says `row`,
    /// or it is `normal` and only `grid-template-rows` is given (Chromium 156's rule).
    var laneAxis: LayoutAxis {
        switch style.gridLanesDirection {
        case .column: .horizontal
        case .row: .vertical
        case .normal: style.gridTemplateColumns == .none && style.gridTemplateRows != .none ? .vertical : .horizontal
        }
    }

    /// The stacking axis: the one items are stacked along.
    var stackAxis: LayoutAxis { laneAxis == .horizontal ? .vertical : .horizontal }

    /// `flow-tolerance` in px: `normal` is 1em (the layout document's font is 10px),
    /// a percentage is of the content box in the lane axis, or when that is not
    /// definite of the lanes' length `lanes` (as Chromium 156 resolves it), `infinite`
    /// makes every lane tie.
    func flowToleranceLength(lanes: Double) -> Double {
        switch style.flowTolerance {
        case .normal: 10
        case .infinite: .infinity
        case .length(let l): l.resolve(inner.along(laneAxis) ?? lanes) ?? 0
        }
    }
}

/// One in-flow item's lanes as its style gives them.
struct LaneRequest {
    /// The first lane's origin-zero line when the style names lines; nil for auto placement.
    var start: Int?
    /// How many lanes the item spans.
    var span: Int
}

extension LayoutTree {
    /// Gathers `node`'s children (in flow into `s.children`, absolutely positioned into
    /// `s.absolute`, `display: none` ones hidden in a layout pass) and resolves each
    /// in-flow item's lanes against `explicit`. Returns the requests and the lines the
    /// lanes cover: the explicit lanes, widened by implicit ones for items that name
    /// lines outside them or span more lanes than there are (as in css-grid-1 §7.5).
    mutating func gatherLaneItems(
        _ node: Int32, _ explicit: ExplicitTracks, lane: LayoutAxis, _ mode: LayoutMode, _ s: inout GridScratch
    ) -> (requests: [LaneRequest], extent: Range<Int>) {
        s.absolute.removeAll(keepingCapacity: true)
        let (lines, hidden, _) = gatherChildren(of: node, into: &s.children, &s.placementInputs, absolute: &s.absolute)
        if mode == .performLayout {
            for c in hidden {
                setFrame(c, .zero)
                hideSubtree(c)
            }
        }
        var lo = 0
        var hi = explicit.count
        var requests: [LaneRequest] = []
        requests.reserveCapacity(s.placementInputs.count)
        for p in s.placementInputs {
            var request = LaneRequest(start: nil, span: Int(lane == .horizontal ? p.columnSpan : p.rowSpan))
            if p.lines >= 0 {
                let named = lines[Int(p.lines)]
                let (span, autoSpan) = explicit.resolve(lane == .horizontal ? named.column : named.row)
                request =
                    span.map { LaneRequest(start: $0.start.value, span: $0.span) } ?? LaneRequest(start: nil, span: autoSpan)
            }
            request.span = max(1, request.span)
            if let a = request.start {
                lo = min(lo, a)
                hi = max(hi, a + request.span)
            } else {
                hi = max(hi, lo + request.span)
            }
            requests.append(request)
        }
        return (requests, lo..<hi)
    }

    /// The virtual grid lanes are sized over (css-grid-3 §2.2): into `s.children` and
    /// `s.placed`, each item with named lanes once, each auto-placed one at every line
    /// it could start at (outside an `autoFit` range past the lanes auto-placed items
    /// need: `AutoFitLanes`), all in one track of the stacking axis.
    ///
    /// When no lane is sized by its items (`everyPosition` false) each auto-placed
    /// item stands once, at the first line: only the lanes' count matters then. An
    /// item `represented` says false stands nowhere (another of its span group stands
    /// for it: VirtualItemGroups.swift).
    ///
    /// - Complexity: O(named items + represented auto-placed items × lanes) virtual
    ///   items, O(items) without `everyPosition`.
    func placeVirtualItems(
        _ requests: [LaneRequest], children: [Int32], extent: Range<Int>, autoFit: Range<Int>?, lane: LayoutAxis,
        everyPosition: Bool, represented: [Bool]?, _ s: inout GridScratch
    ) {
        s.children.removeAll(keepingCapacity: true)
        s.placed.removeAll(keepingCapacity: true)
        let across = LineSpan(start: OriginZeroLine(0), end: OriginZeroLine(1))
        let fit = AutoFitLanes(requests, explicit: autoFit, extent: extent)
        for (i, r) in requests.enumerated() where represented?[i] ?? true {
            let last = everyPosition ? extent.upperBound - r.span : extent.lowerBound
            let starts = r.start.map { $0...$0 } ?? extent.lowerBound...last
            for a in starts where r.start != nil || fit.admits(start: a, span: r.span) {
                let lanes = LineSpan(start: OriginZeroLine(a), end: OriginZeroLine(a + r.span))
                s.children.append(children[i])
                s.placed.append(
                    lane == .horizontal ? ItemPlacement(column: lanes, row: across) : ItemPlacement(column: across, row: lanes))
            }
        }
    }
}

extension GridContainer {
    /// Whether some lane of `explicit` (or an implicit one) may be sized by its items:
    /// intrinsic or flexible, or a percentage that may act as `auto` (§7.2.1).
    func lanesNeedContributions(_ explicit: ExplicitTracks) -> Bool {
        let auto = laneAxis == .horizontal ? style.gridAutoColumns : style.gridAutoRows
        return (explicit.tracks + auto).contains { size in
            let t = GridTrack(size)
            return t.hasIntrinsicMin || t.hasIntrinsicMax || t.isFlexible || size.hasPercentage
        }
    }
}

/// css-grid-3 §4.2 auto-fit in grid-lanes — https://drafts.csswg.org/css-grid-3/#repeat-auto-fit
/// Which auto-fit lanes stay: those an item names, and among the auto-fit lanes only
/// the first ones auto-placed items could fill — as many as the sum of their spans
/// (Chromium 156's heuristic: an auto-placed item's virtual copies skip auto-fit
/// lanes past that count). The others collapse before lanes are sized, and no item
/// is placed in them. Chromium counts both in lines from the first implicit lane,
/// and the auto-fit range in lines from the first explicit one; so does this.
struct AutoFitLanes {
    /// The auto-fit tracks (from the first explicit line), nil without auto-fit.
    var range: Range<Int>?
    /// The sum of the spans of the auto-placed items.
    var autoSpans: Int
    /// The first lane's origin-zero line.
    var firstLine: Int

    init(_ requests: [LaneRequest], explicit autoFit: Range<Int>?, extent: Range<Int>) {
        range = autoFit
        autoSpans = requests.reduce(0) { $0 + ($1.start == nil ? $1.span : 0) }
        firstLine = extent.lowerBound
    }

    /// Whether an auto-placed item of `span` lanes may stand at origin-zero line `start`.
    func admits(start: Int, span: Int) -> Bool {
        guard let range else { return true }
        let from = start - firstLine
        let to = from + span
        return to <= autoSpans || to <= range.lowerBound || from >= range.upperBound
    }

    /// Which lanes of `extent` hold a named item or an admitted position of an
    /// auto-placed one; nil without auto-fit. (Always given with auto-fit: the grid's
    /// own collapse would go by where the virtual items stand, not by this rule.)
    ///
    /// - Complexity: O(items × span + lanes).
    func occupied(_ requests: [LaneRequest], extent: Range<Int>) -> [Bool]? {
        guard range != nil else { return nil }
        var used = [Bool](repeating: false, count: extent.count)
        var autoWidest = 0
        for r in requests {
            guard let a = r.start else {
                autoWidest = max(autoWidest, r.span)
                continue
            }
            for l in a..<(a + r.span) where l - extent.lowerBound < used.count { used[l - extent.lowerBound] = true }
        }
        // An auto-placed item's admitted positions cover a prefix of the lanes up to the
        // auto-fit range, as many of it as `autoSpans`, and every lane after it.
        if autoWidest > 0 {
            for l in used.indices where admits(start: l + firstLine, span: 1) || l < autoWidest { used[l] = true }
        }
        return used
    }
}
