import AlertEngine
import AlertTerminal
import Foundation
import TerminalKit

/// `alert filter` with many choices on a 100×30 terminal: the time from asking for the
/// alert to its first frame, and the time of one keystroke (a typed letter that refilters
/// every candidate, then a frame), each beside its target.
@MainActor
enum FilterBench {
    /// The most the first frame or one keystroke may take, in ms.
    static let target = 16.0

    static func run() {
        print("filter (100×30 terminal, reduced motion, what `alert filter` shows):")
        for count in [10_000, 100_000] {
            measure(count: count)
        }
    }

    private static func measure(count: Int) {
        // Paths of varied shape, as `find . | alert filter` would give.
        let choices = (1...count).map { "Sources/module\($0 % 97)/File\($0)_\($0 % 13).swift" }
        let screen = TerminalScreen(columns: 100, rows: 30, colorMode: .trueColor)
        screen.output = { blackHole($0.count) }
        screen.renderNow()
        let window = TerminalAlertWindow(
            screen: screen, reducedMotion: true, frameClock: ManualAlertClock())
        let controller = AlertController(window: window, clock: ManualAlertClock())
        let clock = ContinuousClock()
        let start = clock.now
        controller.showFilter(title: "Open", choices: choices)
        screen.renderNow()
        let firstFrame = BenchClock.nanoseconds(clock.now - start) / 1e6
        // The first letter searches every choice; the next ones only the last matches. Each
        // round types "f", "i", "l", "e" then erases them again (Backspace searches all).
        let typed: [TerminalKey] = [
            .character("f"), .character("i"), .character("l"), .character("e"),
            .backspace, .backspace, .backspace, .backspace,
        ]
        let perKey =
            BenchClock.bestOfOnMain(3) {
                for key in typed {
                    window.handle(.key(key, []))
                    screen.renderNow()
                }
            } / Double(typed.count) / 1e6
        let name = "filter of \(count / 1000)k choices:"
        print(
            "  \(name) first frame \(fixed(firstFrame, 2)) ms"
                + " (target <= \(fixed(target, 0)) ms)")
        print(
            "  \(name) one keystroke \(fixed(perKey, 3)) ms (refilter and a frame, mean of"
                + " 4 letters and 4 erasures, best of 3; target <= \(fixed(target, 0)) ms)")
        controller.dismissAll()
        screen.renderNow()
    }
}
