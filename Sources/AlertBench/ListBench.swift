import AlertEngine
import AlertTerminal
import Foundation
import TerminalKit

/// The full-screen list of `alert choose` with many options: the time from asking for the
/// alert to its first frame on a 100×30 terminal, and the time of one key (Down, then a
/// frame), each beside its target.
@MainActor
enum ListBench {
    /// The most the first frame or one key may take, in ms.
    static let target = 16.0

    static func run() {
        print("lists (100×30 terminal, reduced motion, what `alert choose` shows):")
        for count in [10_000, 100_000] {
            let options = (1...count).map { "Option \($0)" }
            measure(
                "list of \(count / 1000)k choices:", keys: Array(repeating: .down, count: 50),
                keyNote: "Down and a frame, best of 3"
            ) { controller in
                // What `alert choose` does: an alert with every option and Cancel, the first
                // option focused.
                let view = controller.showAlert(
                    title: "Choose", cancelTitle: "Cancel", otherTitles: options)
                if let first = view.items.firstIndex(where: {
                    ($0 as? any AlertActionItem)?.actionIndex == 1
                }) {
                    view.focus(AlertFocusTarget(item: first))
                }
            }
        }
    }

    /// Shows what `show` shows on a 100×30 screen and prints the time to its first frame
    /// and the mean time of each of `keys` (the key and a frame, best of 3 rounds).
    static func measure(
        _ name: String, keys: [TerminalKey], keyNote: String,
        show: (AlertController) -> Void
    ) {
        let screen = TerminalScreen(columns: 100, rows: 30, colorMode: .trueColor)
        screen.output = { blackHole($0.count) }
        screen.renderNow()
        let window = TerminalAlertWindow(
            screen: screen, reducedMotion: true, frameClock: ManualAlertClock())
        let controller = AlertController(window: window, clock: ManualAlertClock())
        let clock = ContinuousClock()
        let start = clock.now
        show(controller)
        screen.renderNow()
        let firstFrame = BenchClock.nanoseconds(clock.now - start) / 1e6
        let perKey =
            BenchClock.bestOfOnMain(3) {
                for key in keys {
                    window.handle(.key(key, []))
                    screen.renderNow()
                }
            } / Double(keys.count) / 1e6
        print(
            "  \(name) first frame \(fixed(firstFrame, 2)) ms"
                + " (target <= \(fixed(target, 0)) ms)")
        print(
            "  \(name) one key \(fixed(perKey, 3)) ms (\(keyNote);"
                + " target <= \(fixed(target, 0)) ms)")
        controller.dismissAll()
        screen.renderNow()
    }
}
