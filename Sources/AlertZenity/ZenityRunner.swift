import AlertCommandKit
import AlertDialog
import AlertEngine
import FoundationEssentials

/// Asks a ``ZenityQuestion`` with the library's items, through the whiptail/dialog mode's
/// alert builders (`DialogRunner`): the same title and text, the same buttons and fields;
/// only the answers and exit statuses are zenity's (``ZenityQuestion/exitStatus(for:)``,
/// a newline after every answer).
@MainActor
package enum ZenityRunner {
    /// Shows `question` on `controller` under `id` (`ALERT_ANSWERS`); `completion` gets
    /// ``CommandOutcome/boxAnswered(status:answer:)`` with zenity's status and answer once
    /// it is left, or how it failed.
    package static func show(
        _ question: ZenityQuestion, on controller: AlertController, id: String?,
        completion: @escaping @MainActor (CommandOutcome) -> Void
    ) {
        var alertOptions = AlertOptions(id: id)
        if let seconds = question.options.timeoutSeconds {
            alertOptions.duration = .seconds(seconds)
        }
        var context = DialogRunner.Context(
            controller: controller, alertOptions: alertOptions, completion: completion,
            finish: { button, answer in
                completion(
                    .boxAnswered(
                        status: ZenityQuestion.exitStatus(for: button),
                        answer: button == .ok ? answer : nil))
            })
        // A click on the window beside the buttons answers nothing (it raises the window).
        context.clickBesideCloses = false
        let box = dialogQuestion(question)
        let text = question.text
        let buttons: [DialogButton] = [.cancel, .ok]
        switch question.dialog {
        case .question:
            let view = DialogRunner.alert(box, text, buttons: buttons, yesNo: true)
            // Enter answers the focused button: Yes, or No with --default-cancel.
            view.initialFocusActionIndex =
                question.options.defaultsToCancel
                ? DialogButton.cancel.actionIndex : DialogButton.ok.actionIndex
            asADesktopDialog(view, icon: .symbol("?", altText: "Question"))
            context.show(view) { context.finish(DialogRunner.button(of: $0), nil) }
        case .message(let kind):
            let view = DialogRunner.alert(box, text, buttons: [.ok])
            asADesktopDialog(view, icon: icon(of: kind))
            context.show(view) { context.finish(DialogRunner.button(of: $0), nil) }
        case .entry(let initial, let isSecret):
            guard let field = try? TextFieldItem(text: initial, isSecure: isSecret) else { return }
            // The preset text starts selected: typing replaces it, as in zenity's entry.
            field.selectAll()
            let view = DialogRunner.alert(box, text, control: field, buttons: buttons)
            context.show(view) { result in
                let typed = result.values[field.resultKey] ?? ""
                context.finish(DialogRunner.button(of: result), typed + "\n")
            }
        case .list(let list):
            ZenityListRunner.show(list, box, text, on: controller, context)
        case .login:
            showLogin(box, text, context)
        case .calendar(let start, let format):
            var calendar = box
            calendar.options.dateFormat = format
            let view = DialogRunner.showCalendar(
                calendar, text, start: start, newlineAfter(context))
            keysOfZenitysCalendar(view)
        case .scale(let value, let minimum, let maximum, _):
            showScale(box, text, value: value, range: minimum...maximum, context)
        case .textInfo(_, let fileText, _, true):
            showTextToEdit(box, fileText, context)
        case .textInfo(_, let fileText, let checkbox, false):
            let pager = PagerItem(text: fileText, visibleRows: 16)
            guard let checkbox else {
                let view = DialogRunner.alert(box, "", control: pager, buttons: buttons)
                return context.show(view) { context.finish(DialogRunner.button(of: $0), nil) }
            }
            showTextToAccept(box, pager, checkbox: checkbox, context)
        case .progress(let progress):
            ZenityProgressRunner.run(progress, question, box, on: controller, context)
        case .notification:
            context.finish(.ok, nil)
        case .fileSelection(let selection):
            showPathField(selection, box, text, context)
        case .forms(let fields, let dateFormat, let separator):
            ZenityFormRunner.show(
                fields, dateFormat: dateFormat, separator: separator, box, text, context)
        case .colorSelection(let selection):
            ZenityColorRunner.show(selection, box, context)
        }
    }

    /// The file chooser where there is no desktop's (the answers-only run, where
    /// `ALERT_ANSWERS` answers it): a field holding the path, `--filename` at start; the
    /// answer is the path typed, made absolute (for `--multiple`, paths between
    /// separators), in zenity's format.
    private static func showPathField(
        _ selection: ZenityFileSelection, _ box: DialogQuestion, _ text: String,
        _ context: DialogRunner.Context
    ) {
        guard let field = try? TextFieldItem(text: selection.filename ?? "") else { return }
        let view = DialogRunner.alert(box, text, control: field, buttons: [.cancel, .ok])
        context.show(view) { result in
            let typed = result.values[field.resultKey] ?? ""
            let paths =
                selection.isMultiple
                ? typed.components(separatedBy: selection.separator) : [typed]
            let answer = selection.answer(
                paths.filter { !$0.isEmpty }.map { ZenityFileSelection.absolute($0) })
            context.finish(DialogRunner.button(of: result), answer)
        }
    }

    /// The OK button of a box `DialogRunner.alert` made.
    private static func okButton(of view: AlertView) -> ButtonItem? {
        view.items.lazy.compactMap { $0 as? ButtonItem }
            .first { $0.actionIndex == DialogButton.ok.actionIndex }
    }

    /// Moves the focus to OK when it can be pressed, so that Enter presses it wherever the
    /// focus was, as Enter presses a GTK dialog's default button; false when it cannot.
    private static func focusOK(of view: AlertView) -> Bool {
        guard let ok = okButton(of: view), ok.isEnabled,
            let target = view.focusTargets.first(where: { view.items[$0.item] === ok })
        else { return false }
        return view.focus(target)
    }

    /// `--text-info --editable`: the text in an area to edit (the caret at its end), Cancel
    /// and OK, which prints the text as it is then, with no line feed added, as zenity's
    /// editable text view does: Enter breaks the line and Tab types a tab there; Ctrl+Tab
    /// leaves it, and Enter off it presses OK (the window's default), wherever the focus is.
    private static func showTextToEdit(
        _ box: DialogQuestion, _ text: String, _ context: DialogRunner.Context
    ) {
        guard let area = try? TextAreaItem(text: text, visibleLines: 16) else { return }
        let view = DialogRunner.alert(box, "", control: area, buttons: [.cancel, .ok])
        DialectKeyPolicy.of(view).meaning = { [weak view] key in
            guard let view, let focused = view.focusedTarget,
                view.items.indices.contains(focused.item)
            else { return key }
            let onText = view.items[focused.item] === area
            switch key {
            case .tab where onText: return .text("\t")
            case .enter where !onText:
                _ = focusOK(of: view)
                return .enter
            default: return key
            }
        }
        context.show(view) { result in
            context.finish(DialogRunner.button(of: result), result.values[area.resultKey] ?? "")
        }
    }

    /// `--text-info --checkbox TEXT`: the text, a box of `checkbox`'s words under it, Cancel
    /// and OK, as zenity's text-info dialog with its check button: OK can be pressed (and
    /// Tab reaches it) only while the box is ticked; Enter presses OK then, wherever the
    /// focus is (it is the window's default), and otherwise presses the button that has
    /// the focus, if any. The focus starts on the text.
    private static func showTextToAccept(
        _ box: DialogQuestion, _ pager: PagerItem, checkbox: String,
        _ context: DialogRunner.Context
    ) {
        let accept = ChecklistItem(options: [checkbox], chosen: [])
        let view = DialogRunner.alert(box, "", controls: [pager, accept], buttons: [.cancel, .ok])
        let ok = okButton(of: view)
        ok?.isEnabled = false
        view.onNeedsDisplay = { _ in ok?.isEnabled = accept.chosen.contains(0) }
        DialectKeyPolicy.of(view).meaning = { [weak view] key in
            guard key == .enter, let view else { return key }
            if focusOK(of: view) { return .enter }
            let focused = view.focusedTarget.map { view.items[$0.item] }
            return focused is ButtonItem ? .enter : .text("")
        }
        context.show(view) { context.finish(DialogRunner.button(of: $0), nil) }
    }

    /// `--password --username`: a user name field, then a password field; Enter in the
    /// password field (or OK) answers `NAME|PASSWORD`, Enter in the name field does
    /// nothing, as in zenity's.
    private static func showLogin(
        _ box: DialogQuestion, _ text: String, _ context: DialogRunner.Context
    ) {
        guard let name = try? TextFieldItem(placeholder: "Username", resultKey: "username"),
            let password = try? TextFieldItem(
                placeholder: "Password", isSecure: true, resultKey: "password")
        else { return }
        let view = DialogRunner.alert(
            box, text, controls: [name, password], buttons: [.cancel, .ok])
        enterDoesNothing(on: name, in: view)
        context.show(view) { result in
            let typed = [name, password].map { result.values[$0.resultKey] ?? "" }
            context.finish(DialogRunner.button(of: result), typed.joined(separator: "|") + "\n")
        }
    }

    /// The keys of zenity's calendar (and the arrows of its header): the focus starts on OK; on the buttons Left goes to
    /// Cancel and Right to OK, no further (GTK's arrows do not go round), Up to the
    /// calendar and Down nowhere; Tab goes OK, calendar, Cancel, OK. Enter on the calendar
    /// does nothing (GTK's calendar takes no Enter).
    private static func keysOfZenitysCalendar(_ view: AlertView) {
        // GTK's calendar has its month's and year's arrows in its header.
        for case let calendar as CalendarItem in view.items { calendar.showsArrows = true }
        let target = { [weak view] (matches: (any AlertItem) -> Bool) -> AlertFocusTarget? in
            guard let view else { return nil }
            return view.focusTargets.first { matches(view.items[$0.item]) }
        }
        let button = { (kind: DialogButton) in
            target { ($0 as? any AlertActionSource)?.actionIndex == kind.actionIndex }
        }
        let policy = DialectKeyPolicy.of(view)
        policy.arrows = { [weak view] key, from in
            guard let view, view.items[from.item] is any AlertActionSource else { return nil }
            let move: AlertFocusTarget?
            switch key {
            case .left: move = button(.cancel)
            case .right: move = button(.ok)
            case .up: move = target { $0 is CalendarItem }
            default: move = nil
            }
            return move.map(AlertArrowMove.focus) ?? .ignored
        }
        policy.tab = { from, step in
            let ring = [target { $0 is CalendarItem }, button(.cancel), button(.ok)]
                .compactMap { $0 }
            guard let position = ring.firstIndex(of: from) else { return nil }
            return ring[(position + step + ring.count) % ring.count]
        }
        policy.meaning = { [weak view] key in
            guard key == .enter, let view, let focused = view.focusedTarget,
                view.items.indices.contains(focused.item), view.items[focused.item] is CalendarItem
            else { return key }
            return .text("")
        }
    }

    /// Makes `view` a desktop dialog as zenity's are: the kind's icon first (the icon
    /// theme's, where the presenter has one), and no button pressed by a bare letter (dialog's
    /// hotkeys; a desktop presses buttons with Alt and the letter).
    static func asADesktopDialog(_ view: AlertView, icon: AlertImage) {
        view.items.insert(ImageItem(icon, kind: .icon), at: 0)
        DialectKeyPolicy.of(view).letters = { _, _ in false }
    }

    /// Makes Enter do nothing while `item` has the focus in `view` (as in a GTK entry of
    /// zenity's that does not activate its dialog's default).
    static func enterDoesNothing(on item: any AlertItem, in view: AlertView) {
        DialectKeyPolicy.of(view).meaning = { [weak view] key in
            guard key == .enter, let view, let focused = view.focusedTarget,
                view.items.indices.contains(focused.item), view.items[focused.item] === item
            else { return key }
            return .text("")
        }
    }

    /// The icon of a message kind: the symbols the desktop presenter draws as the icon
    /// theme's `dialog-information`, `dialog-warning` and `dialog-error`.
    static func icon(of kind: ZenityMessageKind) -> AlertImage {
        switch kind {
        case .info: .symbol("ℹ", altText: "Information")
        case .warning: .symbol("⚠", altText: "Warning")
        case .error: .symbol("✖", altText: "Error")
        }
    }

    /// The whiptail/dialog mode's question the alert builders take: the title and the
    /// buttons' words (a question's Yes and No take `--ok-label` and `--cancel-label`),
    /// else zenity's in the desktop's language.
    static func dialogQuestion(_ question: ZenityQuestion) -> DialogQuestion {
        var options = DialogOptions()
        options.title = question.options.title
        let words = question.words
        options.okLabel = question.options.okLabel ?? words.button("_OK")
        options.cancelLabel = question.options.cancelLabel ?? words.button("_Cancel")
        options.yesLabel = question.options.okLabel ?? words.button("_Yes")
        options.noLabel = question.options.cancelLabel ?? words.button("_No")
        options.labelsMarkMnemonics = true
        return DialogQuestion(dialect: .dialog, box: .message(question.text), options: options)
    }

    /// `context`, its answers ending in a newline as zenity's do.
    private static func newlineAfter(_ context: DialogRunner.Context) -> DialogRunner.Context {
        var lined = context
        lined.finish = { button, answer in context.finish(button, answer.map { $0 + "\n" }) }
        return lined
    }

    /// The scale: a field holding the value, which OK takes only as a whole number in
    /// `range`; the answer is the number.
    private static func showScale(
        _ box: DialogQuestion, _ text: String, value: Int, range: ClosedRange<Int>,
        _ context: DialogRunner.Context
    ) {
        guard let field = try? TextFieldItem(text: "\(value)") else { return }
        field.validation = { typed in
            Int(typed).map(range.contains) == true
                ? nil : "a whole number from \(range.lowerBound) to \(range.upperBound)"
        }
        let view = DialogRunner.alert(box, text, control: field, buttons: [.cancel, .ok])
        context.show(view) { result in
            let typed = result.values[field.resultKey] ?? "\(value)"
            context.finish(DialogRunner.button(of: result), "\(Int(typed) ?? value)\n")
        }
    }
}
