import GridKit

/// `gridkit demo`: the two classic formulas, laid out for a few container sizes.
enum DemoCommand {
    static let usage = """
        usage: gridkit demo

        Shows the two classic nine-grid formulas (outer margins equal to the gaps, and
        flush edges) laid out on a few container sizes. Takes no options but --help (-h).

        """

    static func run(_ arguments: [String]) throws(CLIError) -> String {
        if arguments == ["--help"] || arguments == ["-h"] { return usage }
        guard arguments.isEmpty else { throw .usage("demo takes no arguments (see gridkit demo --help)") }
        var out = """
            The nine-grid, two ways.

            1. Outer margins equal to the gaps: margin = (W - n*w) / (n + 1)
               3 columns of 80x100, rows reuse the margin (--spacing evenly --row-spacing same)

            """
        for width in [320.0, 375, 414] {
            out += "\n   container \(formatNumber(width))x480:\n"
            out += try grid([
                "--columns", "3", "--item", "80x100", "--container", "\(formatNumber(width))x480",
                "--spacing", "evenly", "--row-spacing", "same", "--count", "6",
            ])
        }
        out += """

            2. Flush edges: spacing = (W - n*w) / (n - 1), rows likewise over 3 rows
               3x3 items of 80x80 (--spacing between --row-spacing between --rows 3)

            """
        for side in [300.0, 360] {
            out += "\n   container \(formatNumber(side))x\(formatNumber(side)):\n"
            out += try grid([
                "--columns", "3", "--item", "80x80", "--container", "\(formatNumber(side))x\(formatNumber(side))",
                "--spacing", "between", "--row-spacing", "between", "--rows", "3",
            ])
        }
        out += "\nTry: gridkit grid --help\n"
        return out
    }

    private static func grid(_ arguments: [String]) throws(CLIError) -> String {
        try GridCommand.text(arguments).split(separator: "\n").map { "   " + $0 }.joined(separator: "\n") + "\n"
    }
}
