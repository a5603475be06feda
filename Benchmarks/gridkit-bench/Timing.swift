#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The median of `runs` timings of `body`, in nanoseconds.
func medianNanoseconds(runs: Int, _ body: () -> Void) -> Double {
    let clock = ContinuousClock()
    var samples: [Double] = []
    for _ in 0..<runs {
        let d = clock.measure(body)
        samples.append(Double(d.components.seconds) * 1e9 + Double(d.components.attoseconds) / 1e9)
    }
    samples.sort()
    return samples[samples.count / 2]
}

func nanoseconds(_ d: Duration) -> Double {
    Double(d.components.seconds) * 1e9 + Double(d.components.attoseconds) / 1e9
}

/// Prints one figure as `<name>: <median> <unit>`.
func report(_ name: String, _ value: Double, _ unit: String) {
    let rounded = (value * 100).rounded() / 100
    print("\(name): \(rounded) \(unit)")
    fflush(nil)  // in order with the figures child processes print
}

/// Keeps a value alive so the optimizer cannot drop the work that made it.
@inline(never) func blackHole<T>(_ value: T) { withExtendedLifetime(value) {} }
