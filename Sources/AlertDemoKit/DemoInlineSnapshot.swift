import AlertEngine
import AlertTerminal
import TerminalKit

/// A picture of an inline session, as `swift run` of the README's first program leaves the
/// terminal while it asks its last question: the shell's command line, the summary lines
/// the answered alerts left, and the question below them. Drawn off screen with the inline
/// presenter's own window and screen (truecolor, reduced motion, a manual clock).
@MainActor
enum DemoInlineSnapshot {
    /// The picture, `columns` × `rows` cells.
    static func capture(columns: Int = 80, rows: Int = 11) -> DemoSnapshot {
        var frame = CellBuffer(width: columns, height: rows)
        var row = 0
        func add(_ line: CellBuffer) {
            guard row < rows else { return }
            for column in 0..<min(line.width, columns) {
                frame.cells[row * columns + column] = line[column, 0]
            }
            row += 1
        }
        var prompt = CellBuffer(width: columns, height: 1)
        prompt.write("$ swift run", at: TerminalPoint(column: 0, row: 0))
        add(prompt)
        let clock = ManualAlertClock()
        let screen = TerminalScreen(
            columns: columns, rows: rows - 1, colorMode: .trueColor, placement: .inline)
        let window = TerminalAlertWindow(screen: screen, reducedMotion: true, frameClock: clock)
        window.onSummaryLine = { add($0) }
        let controller = AlertController(window: window, clock: clock)
        screen.output = { _ in }
        let message = controller.showMessage("Saved to your library")
        screen.renderNow()
        _ = window.handle(.key(.enter, []))
        let status = controller.showStatus(.success, message: "All done", countdown: 2)
        screen.renderNow()
        controller.dismiss(status, reason: .timeout)
        controller.showAlert(
            title: "Update available", message: "Install version 2.0 now?",
            otherTitles: [AlertStrings.current.ok])
        screen.renderNow()
        let region = screen.lastFrame
        for line in 0..<screen.regionHeight where row < rows {
            for column in 0..<columns { frame.cells[row * columns + column] = region[column, line] }
            row += 1
        }
        withExtendedLifetime(message) {}
        return DemoSnapshot(
            name: "17-inline", title: "the first program inline", frame: frame)
    }
}
