// gridkit-bench: `swift run -c release gridkit-bench [uniform|waterfall|collection|css|live|all]`, or
// `gridkit-bench profile CASE N [TIMES]` to lay one case out TIMES times in full (for
// callgrind or perf; each layout after the first reuses the scratch, not the answers), or
// `gridkit-bench memory CASE N` for the peak memory per node of one layout, or
// `gridkit-bench frames CASE N` to print the frames of one layout (the root's, then each
// item's, `x y width height` a line) so a peer's layout of the same tree can be checked
// (`frames dashboard N`: every node of the fixed-leaf dashboard, in tree order);
// `gridkit-bench live` for issue 11's relayout, append and measure-call lines;
// `gridkit-bench profile-live KIND CARDS TIMES` to count a relayout's instructions.
// Prints one line per figure, `<name>: <median> <unit>`.

let arguments = Array(CommandLine.arguments.dropFirst())
let which = arguments.first ?? "all"
if which == "profile", arguments.count >= 3, let c = CSSCase(rawValue: arguments[1]), let n = Int(arguments[2]) {
    var (tree, root) = c.build(items: n)
    for _ in 0..<(arguments.count > 3 ? Int(arguments[3]) ?? 1 : 1) {
        tree.invalidateLayout()  // a full layout each time (scratch kept), not the kept answer
        tree.computeLayout(root: root)
    }
    print("laid out \(n) items of case \(c.rawValue): root \(tree.frame(of: root))")
} else if which == "frames", arguments.count == 3, let c = CSSCase(rawValue: arguments[1]), let n = Int(arguments[2]) {
    printFrames(c, n)
} else if which == "frames", arguments.count == 3, arguments[1] == "dashboard", let n = Int(arguments[2]) {
    printDashboardFrames(n)
} else if which == "profile-dashboard", arguments.count == 3, let n = Int(arguments[1]), let k = Int(arguments[2]) {
    profileDashboard(n, k)
} else if which == "profile-live", arguments.count == 4, let n = Int(arguments[2]), let k = Int(arguments[3]) {
    profileLive(arguments[1], n, k)
} else if which == "dashboard", arguments.count == 2, let n = Int(arguments[1]) {
    traceDashboard(n)
} else if which == "memory", arguments.count == 3, let c = CSSCase(rawValue: arguments[1]), let n = Int(arguments[2]) {
    measureMemory(c, n)
} else {
    if which == "all" || which == "uniform" { uniformGridBenchmarks() }
    if which == "all" || which == "waterfall" { waterfallBenchmarks() }
    if which == "all" || which == "collection" { collectionBenchmarks() }
    if which == "all" || which == "css" {
        cssGridBenchmarks(sizes: [1_000, 10_000, 100_000, 1_000_000])
        for c in CSSCase.allCases { measureMemoryInChild(c, 1_000_000) }
    }
    if which == "all" || which == "live" { liveBenchmarks() }
}
