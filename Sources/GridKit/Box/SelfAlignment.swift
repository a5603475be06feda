// css-align-3 §6 Self-Alignment — https://www.w3.org/TR/css-align-3/#self-alignment
// Where a box sits in the space its parent gives it, for every layout mode that
// aligns boxes on their own (grid items, absolutely positioned boxes).

extension SelfAlignment.Position {
    /// Where a box with `free` leftover space sits: 0 at the start, `free` at the end;
    /// with `safe`, a box that overflows (negative `free`) sits at the start
    /// (css-align-3 §4.4).
    func offset(_ free: Double, safe: Bool) -> Double {
        if free < 0 && safe { return 0 }
        switch self {
        case .end, .flexEnd, .selfEnd, .right: return free
        case .center: return free / 2
        default: return 0
        }
    }
}
