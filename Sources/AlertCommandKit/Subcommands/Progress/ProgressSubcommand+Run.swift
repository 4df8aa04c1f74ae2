import AlertEngine
import AlertTerminal

extension ProgressSubcommand {
    /// Shows a progress bar titled `title` (or "Progress") over `text`, fed on standard
    /// input until it ends or `timeout` runs out, giving up `turn` on the terminal while
    /// another alert asks; returns how it ended. The input's `# text` lines, as zenity's,
    /// set the text. When it `cancels`, a Cancel button (and Esc) stops it, declined.
    @MainActor
    static func run(
        title: String?, text: String?, cancels: Bool = true, id: String?, timeout: Duration?,
        turn: (any CommandTurn)?, on controller: AlertController
    ) async -> CommandOutcome {
        let gauge = CommandGauge(
            title: title ?? "Progress", text: text ?? "", options: AlertOptions(id: id),
            on: controller, turn: turn, timeout: timeout,
            cancelTitle: cancels ? AlertStrings.current.cancel : nil, readsTextLines: true)
        return await gauge.run()
    }
}
