import AlertCommandKit
import AlertDialog
import AlertEngine

/// zenity's `--progress`: the gauge of `alert progress` (`CommandGauge`) with zenity's
/// `# text` lines, a Cancel button unless `--no-cancel`, and, without `--auto-close`, OK to
/// press once the input has ended. Cancel, Esc and the window's close button end it with
/// exit 1, `--no-cancel` or not, as zenity's (its Esc is the dialog's close, which
/// `--no-cancel` keeps); Ctrl+C stays 130 (the caller's interrupt).
@MainActor
enum ZenityProgressRunner {
    /// Runs the bar; `context` gets the end.
    static func run(
        _ progress: ZenityProgress, _ question: ZenityQuestion, _ box: DialogQuestion,
        on controller: AlertController, _ context: DialogRunner.Context
    ) {
        // zenity's Cancel in the desktop's language, its mnemonic left out (the bar's button
        // takes a plain title).
        let translated = question.words.button("_Cancel").map { ButtonItem.parseMnemonic($0).0 }
        let cancel =
            progress.hasNoCancel ? nil : (question.options.cancelLabel ?? translated ?? "Cancel")
        var options = context.alertOptions
        options.duration = nil
        let gauge = CommandGauge(
            title: question.options.title ?? "Progress", text: question.text, options: options,
            on: controller, turn: nil, timeout: context.alertOptions.duration,
            cancelTitle: cancel, readsTextLines: true,
            closesAtHundred: progress.closesAutomatically)
        if !progress.pulsates {
            gauge.apply(GaugeInput.Update(percent: progress.percentage, text: nil))
        }
        Task { @MainActor in
            switch await gauge.run() {
            case .accepted where progress.closesAutomatically:
                context.finish(.ok, nil)
            case .accepted:
                // The input has ended: the last text stays, with OK to press.
                var buttons: [DialogButton] = [.ok]
                if cancel != nil { buttons.insert(.cancel, at: 0) }
                let view = DialogRunner.alert(box, gauge.text, buttons: buttons)
                var ending = options
                ending.duration = nil
                context.show(view, options: ending) {
                    context.finish(DialogRunner.button(of: $0), nil)
                }
            case .declined: context.finish(.cancel, nil)
            // Without a Cancel button, Esc or the close button stops the gauge as
            // interrupted: zenity answers that as Esc.
            case .interrupted: context.finish(.escape, nil)
            case .timedOut: context.finish(.timeout, nil)
            case let other: context.completion(other)
            }
        }
    }
}
