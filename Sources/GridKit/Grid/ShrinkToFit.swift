// css-sizing-3 §5.2 Intrinsic Contributions (shrink-to-fit) — https://www.w3.org/TR/css-sizing-3/#intrinsic-contribution
// Shortcuts of the grid driver for shrink-to-fit measurements (css-sizing-3 §5.2:
// a width asked for alone, none known). When no column can be sized by content,
// the width is the columns' and needs no item: before placement when the children
// cannot add a column, else once the implicit grid is built. Both give the width
// the full algorithm gives (checked by the fast-path-off tests); both are off when
// `LayoutTree.usesFastPaths` is.

extension LayoutTree {
    /// The width of a width-only measurement from the template's columns alone, when
    /// no child can add a column (row flow, no line named, no span wider than the
    /// explicit grid) and every column is fixed; nil otherwise.
    mutating func widthFromTemplateColumns(_ node: Int32, _ container: GridContainer, _ explicit: ExplicitGrid) -> Double? {
        guard usesFastPaths, container.measuresWidthOnly, !container.style.gridAutoFlow.isColumn,
            explicit.columns.autoFitTracks == nil, childrenKeepTemplateColumns(node, explicit.columns.count)
        else { return nil }
        var columns = AxisTracks(
            explicit: explicit.columns, autoTracks: container.style.gridAutoColumns,
            extent: 0..<explicit.columns.count, gap: container.columnGap, occupied: [])
        if container.hasPercentageTracks(.horizontal) { columns.resolvePercentages(innerSize: container.inner.width) }
        return widthOfFixedColumns(container, &columns.tracks)
    }

    /// The width of a width-only measurement once the implicit grid is built, when
    /// every column is fixed; nil otherwise.
    mutating func widthFromFixedColumns(_ container: GridContainer, _ tracks: inout [GridTrack]) -> Double? {
        guard usesFastPaths, container.measuresWidthOnly else { return nil }
        return widthOfFixedColumns(container, &tracks)
    }

    /// The columns' width when none is sized by content or flexible (§11.4 alone sizes them); nil otherwise.
    private mutating func widthOfFixedColumns(_ container: GridContainer, _ tracks: inout [GridTrack]) -> Double? {
        guard tracks.allSatisfy({ $0.isGutter || !($0.isFlexible || $0.hasIntrinsicMin || $0.hasIntrinsicMax) }) else {
            return nil
        }
        var noItems = GridItems()
        sizeTracks(&tracks, &noItems, container.sizingInput(.horizontal), otherTracks: nil)
        return container.lengthOfTracks(tracks, .horizontal)
    }

    /// Whether no in-flow child of `node` names a line or spans more than `columns`
    /// columns: auto-placed in rows, such children add no column to the explicit grid.
    private func childrenKeepTemplateColumns(_ node: Int32, _ columns: Int) -> Bool {
        withBuffers(nextSibling, styleIndex, styleFacts) { next, styleOf, facts in
            var lastStyle = -1
            var c = firstChild[Int(node)]
            while c >= 0 {
                let si = Int(styleOf[Int(c)])
                if si != lastStyle {
                    lastStyle = si
                    let f = facts[si]
                    if f.isInFlow && (f.autoRowSpan == 0 || f.autoColumnSpan == 0 || Int(f.autoColumnSpan) > columns) {
                        return false
                    }
                }
                c = next[Int(c)]
            }
            return true
        }
    }
}
