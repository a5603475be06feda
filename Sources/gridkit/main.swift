// gridkit: the command-line face of GridKit.
//   parse -> validate -> run; exit 0 on success, 1 on a failure, 64 on a usage error.

import GridKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

let commands: [(name: String, summary: String, run: ([String]) throws(CLIError) -> String)] = [
    ("grid", "lay out a uniform grid (the nine-grid) from flags and print the frames", GridCommand.run),
    ("waterfall", "lay out a waterfall (masonry) grid from item heights and print the frames", WaterfallCommand.run),
    ("layout", "lay out a JSON layout document (CSS Grid) and print every border box", LayoutCommand.run),
    ("compare", "write an HTML page showing GridKit's layout over the browser's own", CompareCommand.run),
    ("demo", "show the two classic nine-grid formulas on a few container sizes", DemoCommand.run),
    ("play", "the nine-grid in the terminal: add items, change columns, sizes and spacing", PlayCommand.run),
]

/// The width of the command column of the help: the longest name and two spaces.
let commandColumn = (commands.map(\.name.count).max() ?? 6) + 2

let generalHelp = """
    gridkit: grid layout from the command line.

    usage: gridkit <command> [options]

    commands:
    \(commands.map { "  " + $0.name.padding(commandColumn) + $0.summary }.joined(separator: "\n"))
      \("help".padding(commandColumn))show this help; `gridkit <command> --help` for a command's options
      \("--version".padding(commandColumn))print GridKit's version

    Examples:
      gridkit demo
      gridkit grid --columns 3 --item 80x100 --container 320x480 --spacing evenly
      gridkit waterfall --lanes 3 --heights 120,80,200,150,90,170:2 --svg feed.svg
      echo '{"root":{"style":{"display":"grid","gridTemplateColumns":"1fr 2fr","width":"300px"},"children":[{},{}]}}' | gridkit layout -

    """

extension String {
    func padding(_ width: Int) -> String { self + String(repeating: " ", count: max(1, width - count)) }
}

@MainActor func runMain(_ arguments: [String]) -> Int32 {
    guard let name = arguments.first else {
        FileOutput.printOut(generalHelp)
        return 0
    }
    if name == "--version" {
        FileOutput.printOut("gridkit \(GridKitInfo.version)\n")
        return 0
    }
    if name == "help" || name == "--help" || name == "-h" {
        if let topic = arguments.dropFirst().first, commands.contains(where: { $0.name == topic }) {
            return runMain([topic, "--help"])
        }
        FileOutput.printOut(generalHelp)
        return 0
    }
    guard let command = commands.first(where: { $0.name == name }) else {
        FileOutput.printError("unknown command '\(name)' (try: gridkit help)")
        return 64
    }
    do {
        let output = try command.run(Array(arguments.dropFirst()))
        FileOutput.printOut(output)
        return 0
    } catch {
        FileOutput.printError(error.message)
        return error.exitCode
    }
}

// A reader that closes the pipe early (`gridkit grid --count 1000000 | head -1`) makes
// writes fail with EPIPE, which FileOutput turns into a quiet exit, not a signal.
signal(SIGPIPE, SIG_IGN)
exit(runMain(Array(CommandLine.arguments.dropFirst())))
