import AlertEngine
import AlertTerminal
import TerminalKit

/// Pictures of inline sessions, as a program drawing its alerts inline leaves the terminal
/// while it asks its last question: the shell's command line, the summary lines the
/// answered alerts left, and the question below them. Drawn off screen with the inline
/// presenter's own window and screen (truecolor, reduced motion, a manual clock).
@MainActor
enum DemoInlineSnapshot {
    /// The README's first program asking its last question.
    static func firstProgram() -> DemoSnapshot {
        capture(name: "17-inline", title: "the first program inline", command: "swift run") {
            controller, window, render in
            controller.showMessage("Saved to your library")
            render()
            _ = window.handle(.key(.enter, []))
            let status = controller.showStatus(.success, message: "All done", countdown: 2)
            render()
            controller.dismiss(status, reason: .timeout)
            controller.showAlert(
                title: "Update available", message: "Install version 2.0 now?",
                otherTitles: [AlertStrings.current.ok])
        }
    }

    /// A deploy script asking for a secret with a rule: what was typed shows as bullets,
    /// and the answer that does not fit is refused with the message under the field.
    static func secret() -> DemoSnapshot {
        capture(
            name: "18-secret", title: "a secret with a rule, inline", command: "./deploy",
            rows: 13
        ) {
            controller, window, render in
            controller.showChecklist(
                title: "Deploy to", choices: ["staging", "production"], chosen: [1])
            render()
            _ = window.handle(.key(.enter, []))
            controller.showInput(
                title: "API token", message: "From the team's vault.", isSecure: true,
                completion: { _ in },
                validate: { $0.count >= 12 ? nil : "12 characters at least" })
            render()
            for character in "hunter2" { _ = window.handle(.key(.character(character), [])) }
            _ = window.handle(.key(.enter, []))
        }
    }

    /// Draws the shell's `command` line, then what `scene` shows (it gets the controller,
    /// the window and a function that renders a frame), then the region left up.
    private static func capture(
        name: String, title: String, command: String, columns: Int = 80, rows: Int = 11,
        scene: (AlertController, TerminalAlertWindow, () -> Void) -> Void
    ) -> DemoSnapshot {
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
        prompt.write("$ " + command, at: TerminalPoint(column: 0, row: 0))
        add(prompt)
        let clock = ManualAlertClock()
        let screen = TerminalScreen(
            columns: columns, rows: rows - 1, colorMode: .trueColor, placement: .inline)
        let window = TerminalAlertWindow(screen: screen, reducedMotion: true, frameClock: clock)
        window.onSummaryLine = { add($0) }
        let controller = AlertController(window: window, clock: clock)
        screen.output = { _ in }
        scene(controller, window) { screen.renderNow() }
        screen.renderNow()
        let region = screen.lastFrame
        for line in 0..<screen.regionHeight where row < rows {
            for column in 0..<columns { frame.cells[row * columns + column] = region[column, line] }
            row += 1
        }
        return DemoSnapshot(name: name, title: title, frame: frame)
    }
}
