import AlertEngine
import AlertTerminal
import TerminalKit

#if canImport(Glibc)
    import Glibc
#endif

extension PagerSubcommand {
    /// The rows of text a pager shows on a terminal `rows` high: what the card leaves of
    /// it (its border, title, status line, button and the space between them), at least 3.
    package static func visibleRows(terminalRows rows: Int) -> Int {
        max(rows - 10, 3)
    }

    /// Shows `text` to scroll and search; with `readingInput`, the text is standard
    /// input's, read while the pager is shown (lines appear as they come; closing the pager
    /// stops the reading). Closing it in any way is accepted: the pager asks nothing.
    @MainActor
    package static func present(
        title: String?, text: String, readingInput: Bool = false,
        on controller: AlertController, options: AlertOptions,
        _ completion: @escaping @MainActor (CommandOutcome) -> Void
    ) -> AlertView {
        let rows = Int(controller.window.container.size.height)
        let (view, pager) = AlertController.pagerView(
            title: title, text: text, height: visibleRows(terminalRows: rows),
            buttonTitle: AlertStrings.current.ok)
        let reading = StreamedReading()
        if readingInput {
            let stream = StreamedChoices(
                descriptor: STDIN_FILENO, maximumRecords: Int.max,
                maximumBytes: PagerText.maximumBytes,
                keeping: { PagerText.clean(LosslessUTF8.decode($0)) })
            let take: @MainActor (StreamedChoices.Block) -> Void = { block in
                switch block {
                case .choices(let lines):
                    pager.append(lines: lines)
                case .ended(let ending):
                    if let failure = PagerText.failure(of: ending) {
                        reading.failure = failure
                        controller.dismiss(view, reason: .programmatic)
                    }
                }
                view.setNeedsLayout()
            }
            // What the input holds already shows in the first frame (no empty pager
            // flashing by); the rest follows as it comes.
            stream.waitForFirstBlock(upTo: .milliseconds(100))
            if stream.handOver(take) {
                if let failure = reading.failure {
                    completion(.failed(failure))
                    return view
                }
            } else {
                reading.task = Task { @MainActor in await stream.follow(take) }
            }
        }
        reading.show(view, on: controller, options: options, completion) { _ in
            .accepted(answer: nil)
        }
        return view
    }
}
