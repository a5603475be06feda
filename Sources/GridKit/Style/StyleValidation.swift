// The range of values a decoded BoxStyle may hold: what the CSS parser (CSSSyntax/)
// can produce. A style decoded from stored or received data is checked against it, so
// data can never hand the engine a value text could not (a repeat count below 1, a
// line beyond ±GridLine.maximumLine, a NaN length).

extension BoxStyle {
    /// What is wrong with this style as decoded data (`"property: problem"`), or nil.
    func decodingProblem() -> String? {
        let checks: [(String, String?)] = [
            ("inset", inset.problem { $0.problem }),
            ("width", width.problem), ("height", height.problem),
            ("minWidth", minWidth.problem), ("minHeight", minHeight.problem),
            ("maxWidth", maxWidth.problem), ("maxHeight", maxHeight.problem),
            ("aspectRatio", aspectRatio.flatMap { $0.isFinite && $0 > 0 ? nil : "\($0) is not a positive ratio" }),
            ("margin", margin.problem { $0.problem }),
            ("padding", padding.problem { $0.problem }),
            ("border", border.problem { $0.problem }),
            ("gridTemplateColumns", gridTemplateColumns.problem),
            ("gridTemplateRows", gridTemplateRows.problem),
            ("gridTemplateAreas", gridTemplateAreas?.problem),
            ("gridAutoColumns", gridAutoColumns.isEmpty ? "needs at least one track size" : firstProblem(gridAutoColumns)),
            ("gridAutoRows", gridAutoRows.isEmpty ? "needs at least one track size" : firstProblem(gridAutoRows)),
            ("gridRow", gridRow.start.problem ?? gridRow.end.problem),
            ("gridColumn", gridColumn.start.problem ?? gridColumn.end.problem),
            ("rowGap", rowGap.problem), ("columnGap", columnGap.problem),
            ("order", Int32(exactly: order) == nil ? "\(order) is outside the 32-bit range CSS integers are kept in" : nil),
        ]
        return checks.first { $0.1 != nil }.map { "\($0.0): \($0.1 ?? "")" }
    }
}

private func firstProblem(_ sizes: [TrackSize]) -> String? { sizes.lazy.compactMap(\.problem).first }

/// A length as the parser reads one: finite, at most 1e9 in magnitude, and not
/// negative unless `signed`.
private func lengthProblem(_ v: Double, signed: Bool = false) -> String? {
    guard v.isFinite, abs(v) <= 1e9 else { return "\(v) is out of range" }
    return !signed && v < 0 ? "negative value \(v) is not allowed" : nil
}

extension Edges {
    fileprivate func problem(_ check: (Value) -> String?) -> String? {
        check(top) ?? check(right) ?? check(bottom) ?? check(left)
    }
}

extension LengthPercentage {
    var problem: String? {
        switch self {
        case .px(let v), .percent(let v): lengthProblem(v)
        }
    }
}

extension LengthPercentageAuto {
    var problem: String? {
        switch self {
        case .auto: nil
        case .px(let v), .percent(let v): lengthProblem(v, signed: true)
        }
    }
}

extension SizeValue {
    var problem: String? {
        switch self {
        case .px(let v), .percent(let v): lengthProblem(v)
        case .fitContent(let limit): limit?.problem
        case .auto, .minContent, .maxContent, .stretch: nil
        }
    }
}

extension TrackSize {
    var problem: String? {
        if case .fixed(let l) = min, let p = l.problem { return p }
        switch max {
        case .fixed(let l), .fitContent(let l): return l.problem
        case .fr(let v): return lengthProblem(v)
        case .minContent, .maxContent, .auto: return nil
        }
    }
}

extension TrackList {
    var problem: String? {
        if isSubgrid { return subgridProblem }
        var autoRepeats = 0
        for component in components {
            guard case .repeat(let count, let inner) = component else {
                if case .track(let size) = component, let p = size.problem { return p }
                continue
            }
            switch count {
            case .count(let n) where n < 1 || n > GridLine.maximumLine:
                return "repeat count \(n) is outside 1...\(GridLine.maximumLine)"
            case .autoFill, .autoFit: autoRepeats += 1
            case .count: break
            }
            var tracks = 0
            for c in inner {
                switch c {
                case .repeat: return "repeat() cannot be nested"
                case .track(let size):
                    if let p = size.problem { return p }
                    tracks += 1
                case .names: break
                }
            }
            if tracks == 0 { return "repeat() needs at least one track" }
        }
        if autoRepeats > 1 { return "only one auto-fill or auto-fit repeat() is allowed" }
        if autoRepeats == 1, !allTracks.allSatisfy(\.isFixedForAutoRepeat) {
            return "with auto-fill or auto-fit, every track needs a fixed size"
        }
        return nil
    }

    /// css-grid-2 §2: a subgrid's `<line-name-list>` holds line names and repeats of
    /// them (a count of 1 or more, or one `auto-fill`), no track.
    private var subgridProblem: String? {
        var autoFills = 0
        for component in components {
            switch component {
            case .names: continue
            case .track: return "a subgrid's list holds line names only"
            case .repeat(let count, let inner):
                switch count {
                case .count(let n) where n < 1 || n > GridLine.maximumLine:
                    return "repeat count \(n) is outside 1...\(GridLine.maximumLine)"
                case .autoFit: return "auto-fit is not allowed in a subgrid's line names"
                case .autoFill: autoFills += 1
                case .count: break
                }
                let onlyNames = inner.allSatisfy { if case .names = $0 { true } else { false } }
                if inner.isEmpty || !onlyNames { return "a subgrid's repeat() holds line names only" }
            }
        }
        return autoFills > 1 ? "only one repeat(auto-fill, …) is allowed in a subgrid's line names" : nil
    }

}

extension GridPlacement {
    var problem: String? {
        let range = -GridLine.maximumLine...GridLine.maximumLine
        switch self {
        case .auto: return nil
        case .line(let n): return n == 0 || !range.contains(n) ? "line \(n) is 0 or beyond ±\(GridLine.maximumLine)" : nil
        case .named(let name, let n):
            return name.isEmpty ? "an empty line name" : range.contains(n) ? nil : "line \(n) is beyond ±\(GridLine.maximumLine)"
        case .span(let n), .namedSpan(_, let n):
            return (1...GridLine.maximumLine).contains(n) ? nil : "span \(n) is outside 1...\(GridLine.maximumLine)"
        }
    }
}

extension GridTemplateAreas {
    var problem: String? {
        guard let width = rows.first?.count, width > 0 else { return "needs at least one non-empty row" }
        guard rows.allSatisfy({ $0.count == width }) else { return "rows of areas have different lengths" }
        for area in areas {
            for r in area.rowStart..<area.rowEnd {
                for c in area.columnStart..<area.columnEnd where rows[r][c] != area.name {
                    return "area '\(area.name)' is not a rectangle"
                }
            }
        }
        return nil
    }
}
