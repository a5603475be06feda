import Foundation
import GridKit

/// A figure of /proc/self/status in bytes (VmRSS, VmHWM), or 0 where there is none.
func procStatus(_ key: String) -> Double {
    guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
    for line in text.split(separator: "\n") where line.hasPrefix(key + ":") {
        let kb = line.split(separator: " ").compactMap { Double($0) }.first ?? 0
        return kb * 1024
    }
    return 0
}

/// In this process: build case `c` with `n` items, lay it out once, and print the peak
/// memory per node beyond the output frames (32 bytes each): the tree's storage plus
/// the layout's scratch at its peak.
func measureMemory(_ c: CSSCase, _ n: Int) {
    let before = procStatus("VmRSS")
    var (tree, root) = c.build(items: n)
    tree.computeLayout(root: root)
    let peak = procStatus("VmHWM")
    let perNode = (peak - before) / Double(n + 1) - Double(MemoryLayout<LayoutRect>.stride)
    report("\(c.rawValue)/\(n)/memory", perNode, "bytes/node")
    withExtendedLifetime(tree) {}
}

/// Runs `measureMemory` in a fresh process, so earlier runs do not raise the peak.
func measureMemoryInChild(_ c: CSSCase, _ n: Int) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = ["memory", c.rawValue, String(n)]
    try? process.run()
    process.waitUntilExit()
}
