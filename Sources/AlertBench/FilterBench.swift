import AlertEngine
import TerminalKit

/// `alert filter` with many choices on a 100×30 terminal: the time from asking for the
/// alert to its first frame, and the time of one keystroke (a typed letter that refilters
/// the candidates, then a frame), each beside its target (``ListBench/target``).
@MainActor
enum FilterBench {
    static func run() {
        print("filter (100×30 terminal, reduced motion, what `alert filter` shows):")
        // The first letter searches every choice, the next ones only the last matches, and
        // each Backspace every choice again.
        let typed: [TerminalKey] =
            [.character("f"), .character("i"), .character("l"), .character("e")]
            + Array(repeating: .backspace, count: 4)
        for count in [10_000, 100_000] {
            // Paths of varied shape, as `find . | alert filter` would give.
            let choices = (1...count).map {
                "Sources/module\($0 % 97)/File\($0)_\($0 % 13).swift"
            }
            ListBench.measure(
                "filter of \(count / 1000)k choices:", keys: typed,
                keyNote: "refilter and a frame, mean of 4 letters and 4 erasures, best of 3"
            ) { controller in
                controller.showFilter(title: "Open", choices: choices)
            }
        }
    }
}
