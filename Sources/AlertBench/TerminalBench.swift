import AlertEngine
import AlertTerminal
import Foundation
import TerminalKit

/// The terminal figures: bytes written for show-alert, move-focus and dismiss over a filled
/// app screen, against the count of cells that really changed; compose + diff time.
@MainActor
enum TerminalBench {
    static func run() {
        for (columns, rows) in [(100, 30), (200, 60)] {
            measure(columns: columns, rows: rows)
        }
    }

    private static func measure(columns: Int, rows: Int) {
        let screen = TerminalScreen(columns: columns, rows: rows, colorMode: .trueColor)
        var written = 0
        screen.output = { written += $0.count }
        let app = TerminalSurface(
            level: .normal, frame: TerminalRect(column: 0, row: 0, width: columns, height: rows))
        for row in 0..<rows {
            let text = "\(row + 1). Inbox message 你好 — subject line for row \(row) "
            var line = ""
            while TerminalWidth.width(of: line) < columns { line += text }
            app.buffer.write(line, at: TerminalPoint(column: 0, row: row))
        }
        screen.compositor.add(app)
        screen.renderNow()

        let window = TerminalAlertWindow(
            screen: screen, reducedMotion: true, frameClock: ManualAlertClock())
        let controller = AlertController(window: window, clock: ManualAlertClock())

        func step(_ name: String, _ action: () -> Void) {
            let before = screen.lastFrame
            action()
            written = 0
            let clock = ContinuousClock()
            let start = clock.now
            screen.renderNow()
            let elapsed = BenchClock.nanoseconds(clock.now - start)
            let changed = FrameDifference.changedCellCount(from: before, to: screen.lastFrame)
            let ratio = changed == 0 ? "-" : fixed(Double(written) / Double(changed), 2)
            print(
                "  \(name.padding(toLength: 14, withPad: " ", startingAt: 0))"
                    + " \(String(written).leftPadded(6)) bytes for \(String(changed).leftPadded(5))"
                    + " changed cells (\(ratio) B/cell), compose+diff \(fixed(elapsed / 1000, 1)) µs"
            )
        }

        print("terminal \(columns)×\(rows) (truecolor, filled app screen):")
        step("show alert") {
            controller.showAlert(
                title: "Delete 3 messages?", message: "This cannot be undone.",
                cancelTitle: "Cancel", otherTitles: ["Delete"])
        }
        step("move focus") { window.handle(.key(.tab, [])) }
        step("unchanged") {}
        step("dismiss") { controller.dismiss() }

        // Steady-state compose + diff time per frame: focus toggling back and forth.
        controller.showAlert(
            title: "Delete 3 messages?", message: "This cannot be undone.",
            cancelTitle: "Cancel", otherTitles: ["Delete"])
        screen.renderNow()
        let frames = 500
        let perFrame =
            BenchClock.bestOfOnMain(3) {
                for _ in 0..<frames {
                    window.handle(.key(.tab, []))
                    screen.renderNow()
                }
            } / Double(frames)
        print("  focus frames: \(fixed(perFrame / 1000, 1)) µs per compose+diff+draw (best of 3)")
        controller.dismissAll()
    }
}

extension String {
    fileprivate func leftPadded(_ width: Int) -> String {
        String(repeating: " ", count: max(0, width - count)) + self
    }
}
