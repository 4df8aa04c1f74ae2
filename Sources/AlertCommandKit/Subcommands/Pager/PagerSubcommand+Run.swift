import AlertEngine
import AlertTerminal

extension PagerSubcommand {
    /// The rows of text a pager shows on a terminal `rows` high: what the card leaves of
    /// it (its border, title, status line, button and the space between them), at least 3.
    static func visibleRows(terminalRows rows: Int) -> Int {
        max(rows - 10, 3)
    }

    /// Shows `text` to scroll and search. Closing it in any way is accepted: the pager
    /// asks nothing.
    @MainActor
    static func present(
        title: String?, text: String, on controller: AlertController, options: AlertOptions,
        _ completion: @escaping @MainActor (CommandOutcome) -> Void
    ) -> AlertView {
        let rows = Int(controller.window.container.size.height)
        return controller.showPager(
            title: title, text: text, height: visibleRows(terminalRows: rows), options: options
        ) { result in
            completion(
                CommandRunner.outcome(of: result, withoutButton: .accepted(answer: nil)) { _ in
                    .accepted(answer: nil)
                })
        }
    }
}
