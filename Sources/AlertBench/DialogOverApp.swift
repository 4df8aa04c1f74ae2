import AlertEngine
import AlertTerminal
import Foundation
import TerminalKit

/// `alert-bench dialog`: the bench's inbox on the terminal, full screen, for measuring
/// through a pseudo-terminal what the figures above measure off screen
/// (`Scripts/measure-dialog-peers.sh`). `d` shows the dimmed two-button alert with reduced
/// motion; Tab moves its focus; answering it, or `q`, ends the program with status 0. The
/// inbox runs under the alerts as any program's own screen does, through
/// `TerminalAlerts.run(app:)`.
@MainActor
enum DialogOverApp {
    static func run() -> Never {
        var environment = ProcessInfo.processInfo.environment
        // The figures are taken without animation, whatever the terminal asks for.
        environment["ALERT_REDUCED_MOTION"] = "1"
        Task {
            do {
                try await TerminalAlerts.run(
                    app: DialogApp.init(window:), environment: environment
                ) { app in
                    await app.waitUntilDone()
                }
                exit(0)
            } catch {
                FileHandle.standardError.write(Data("alert-bench dialog: \(error)\n".utf8))
                exit(2)
            }
        }
        dispatchMain()
    }
}

/// The inbox under the alerts: `d` shows the alert (when none is up), `q` ends the run, and
/// so does the alert's answer.
@MainActor
final class DialogApp: TerminalAlertsApp {
    let controller: AlertController
    private var isDone = false
    private var doneWaiter: CheckedContinuation<Void, Never>?

    /// The inbox on `window`'s screen, and a controller on the window.
    init(window: TerminalAlertWindow) {
        let screen = window.screen
        screen.compositor.add(InboxScreen.surface(columns: screen.columns, rows: screen.rows))
        controller = AlertController(window: window, clock: DispatchAlertClock())
    }

    /// Returns once the run is done: the alert answered, or `q`, or the terminal closed.
    func waitUntilDone() async {
        guard !isDone else { return }
        await withCheckedContinuation { doneWaiter = $0 }
    }

    func handleInput(_ event: InputEvent) {
        guard case .key(.character(let letter), _) = event else { return }
        if letter == "q" {
            // The run waits for the alerts: none is left up.
            controller.dismissAll()
            finish()
        }
        guard letter == "d", controller.currentAlert == nil, !isDone else { return }
        controller.showAlert(
            title: "Delete 3 messages?", message: "This cannot be undone.",
            cancelTitle: "Cancel", otherTitles: ["Delete"]
        ) { [weak self] _ in self?.finish() }
    }

    /// The inbox keeps its size: the bench measures at the size it starts at.
    func terminalWillResize(to size: TerminalSize) {}

    func answersDidEnd() { finish() }

    /// Ends the run.
    private func finish() {
        isDone = true
        doneWaiter?.resume()
        doneWaiter = nil
    }
}
