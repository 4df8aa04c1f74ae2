import AlertEngine
import AlertTerminal
import Foundation

/// The tour as numbered line prompts (``PlainAlertWindow`` and ``PlainRuntime``): no escape
/// sequence at all, so it works in pipes, logs, dumb terminals and with screen readers.
///
/// Time passes only as work falls due, never while a prompt waits. Alerts that ask nothing
/// (the status, the progress) are printed once and read no line: time moves on to their
/// end, the critical alert interrupting the status at once with its own prompt.
@MainActor
package struct DemoPlainRunner {
    /// Reads one line of input, or nil at its end.
    package var readLine: () -> String?
    /// Writes text (prompts and the report).
    package var write: (String) -> Void

    /// Creates a runner on these line functions.
    package init(readLine: @escaping () -> String?, write: @escaping (String) -> Void) {
        self.readLine = readLine
        self.write = write
    }

    /// Runs the whole tour and returns the tour (with its outcomes). At the end of the input,
    /// every remaining alert resolves `.programmatic`.
    @discardableResult
    package func run() -> DemoTour {
        let clock = ManualAlertClock()
        let window = PlainAlertWindow(size: CGSize(width: 80, height: 24))
        let controller = AlertController(window: window, clock: clock)
        let tour = DemoTour(controller: controller, criticalDelay: .zero)
        write(
            "alert-demo, plain mode: \(tour.entries.count) alerts, one prompt each. "
                + "Answer with a button number, Enter for the default, or esc to cancel.\n")
        tour.start()
        var inputEnded = false
        let read = readLine
        let write = write
        while !tour.isFinished {
            PlainRuntime.run(
                controller: controller, window: window,
                readLine: {
                    let prompted = window.visibleAlert
                    clock.advance(by: .zero)
                    if let shown = window.visibleAlert, shown !== prompted {
                        write("(A critical alert interrupts.)\n" + window.prompt(for: shown))
                    }
                    guard let line = read() else {
                        inputEnded = true
                        return nil
                    }
                    return line
                }, write: write)
            if inputEnded || tour.isFinished { break }
            guard let deadline = clock.nextDeadline else { break }
            let shown = window.visibleAlert
            clock.advance(by: deadline - clock.now)
            if let shown, window.visibleAlert !== shown, tour.entry(for: shown)?.outcome == nil {
                write("(A critical alert interrupts.)\n")
            }
        }
        if !tour.isFinished { tour.quit() }
        return tour
    }
}
