import Foundation

/// Timing helpers for the benchmark: the best of several runs, in nanoseconds.
///
/// The best (minimum) run is the least disturbed by the noisy shared machine; every ratio
/// the benchmark prints compares figures taken side by side in the same process.
enum BenchClock {
    /// Runs `body` `runs` times and returns the fastest run's duration in nanoseconds.
    static func bestOf(_ runs: Int, _ body: () -> Void) -> Double {
        let clock = ContinuousClock()
        var best = Double.infinity
        for _ in 0..<runs {
            let elapsed = clock.measure(body)
            best = min(best, nanoseconds(elapsed))
        }
        return best
    }

    /// The main-actor flavour of ``bestOf(_:_:)``.
    @MainActor
    static func bestOfOnMain(_ runs: Int, _ body: @MainActor () -> Void) -> Double {
        let clock = ContinuousClock()
        var best = Double.infinity
        for _ in 0..<runs {
            let start = clock.now
            body()
            best = min(best, nanoseconds(clock.now - start))
        }
        return best
    }

    /// Converts a `Duration` to nanoseconds.
    static func nanoseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    }

    /// Hands the pages of freed heap memory back to the system (glibc's `malloc_trim(0)`,
    /// looked up at run time), so that a figure taken next counts the memory it allocates
    /// even where it reuses what an earlier figure freed. Does nothing without glibc.
    static func releaseFreedMemory() {
        typealias Trim = @convention(c) (Int) -> Int32
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "malloc_trim") else { return }
        _ = unsafeBitCast(symbol, to: Trim.self)(0)
    }

    /// The process's resident set size in bytes, read from `/proc/self/statm`.
    static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8)
        else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}

/// Keeps a value alive and opaque to the optimiser.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// Formats a number with a fixed count of decimals.
func fixed(_ value: Double, _ decimals: Int = 1) -> String {
    String(format: "%.\(decimals)f", value)
}
