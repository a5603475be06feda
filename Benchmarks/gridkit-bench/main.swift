// gridkit-bench: `swift run -c release gridkit-bench [uniform|css]`.
// Prints one line per figure, `<name>: <median> <unit>`.

let which = CommandLine.arguments.dropFirst().first ?? "all"
if which == "all" || which == "uniform" { uniformGridBenchmarks() }
