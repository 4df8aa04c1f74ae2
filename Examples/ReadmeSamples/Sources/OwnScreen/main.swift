// A program that runs its own screen (an inbox) under the alerts: the sample of
// docs/terminal-presenter.md, "Running your own screen under the alerts".
import AlertEngine
import AlertTerminal
import TerminalKit

final class Inbox: TerminalAlertsApp {
    let controller: AlertController
    private let list: TerminalSurface

    init(window: TerminalAlertWindow) {
        let screen = window.screen
        list = TerminalSurface(
            level: .normal,
            frame: TerminalRect(column: 0, row: 0, width: screen.columns, height: screen.rows))
        list.buffer.write("1. Lunch on Friday?", at: TerminalPoint(column: 0, row: 0))
        screen.compositor.add(list)
        controller = AlertController(window: window, clock: DispatchAlertClock())
    }

    func handleInput(_ event: InputEvent) {}  // the inbox's own keys

    func terminalWillResize(to size: TerminalSize) {
        list.frame = TerminalRect(column: 0, row: 0, width: size.columns, height: size.rows)
    }

    func answersDidEnd() {}
}

let delete = try await TerminalAlerts.run(app: Inbox.init(window:)) { inbox in
    await inbox.controller.confirm("Delete 3 messages?")
}
if delete { print("Deleted 3 messages.") }
