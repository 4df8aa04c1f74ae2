import AlertEngine
import AlertTerminal
import Foundation
import TerminalKit

/// `alert-bench dialog`: the bench's inbox on the terminal, full screen, for measuring
/// through a pseudo-terminal what the figures above measure off screen
/// (`Scripts/measure-dialog-peers.sh`). `d` shows the dimmed two-button alert with reduced
/// motion; Tab moves its focus; answering it, or `q`, ends the program with status 0.
@MainActor
enum DialogOverApp {
    static func run() -> Never {
        let session = TerminalSession()
        guard let size = session.size else {
            FileHandle.standardError.write(Data("alert-bench dialog: needs a terminal\n".utf8))
            exit(2)
        }
        let capabilities = TerminalCapabilities.detect(
            environment: ProcessInfo.processInfo.environment, isTerminal: true)
        let screen = TerminalScreen(
            columns: size.columns, rows: size.rows,
            colorMode: TerminalColorMode(capabilities.colors))
        screen.compositor.add(InboxScreen.surface(columns: size.columns, rows: size.rows))
        let window = TerminalAlertWindow(screen: screen, reducedMotion: true)
        let controller = AlertController(window: window, clock: DispatchAlertClock())
        let runtime = TerminalRuntime(session: session, screen: screen, window: window)
        func finish() -> Never {
            runtime.stop()
            exit(0)
        }
        let listening = runtime.addUnhandledInputListener { event in
            guard case .key(.character(let letter), _) = event else { return }
            if letter == "q" { finish() }
            guard letter == "d", controller.currentAlert == nil else { return }
            controller.showAlert(
                title: "Delete 3 messages?", message: "This cannot be undone.",
                cancelTitle: "Cancel", otherTitles: ["Delete"]
            ) { _ in DispatchQueue.main.async { finish() } }
        }
        do {
            try runtime.start()
        } catch {
            FileHandle.standardError.write(Data("alert-bench dialog: \(error)\n".utf8))
            exit(2)
        }
        // The listener lasts as long as the program: dispatchMain never returns.
        withExtendedLifetime(listening) { dispatchMain() }
    }
}
