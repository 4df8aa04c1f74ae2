import AlertCommandKit
import AlertEngine
import TerminalKit

/// Shows a whiptail or dialog box with the library's items, and reports how it was left as
/// the original program would: ``CommandOutcome/boxAnswered(status:answer:)`` with its exit
/// status and the answer it writes.
///
/// Every box is an alert of the library's built-in items: the text a message, a list's rows
/// one `ChecklistItem` (a menu's without its marks), an input a text field. Its buttons
/// carry no cancel role, and the alert dismisses on Esc, so Esc is told apart from Cancel or
/// No (255 against 1), as both programs tell them apart.
@MainActor
package enum DialogRunner {
    /// Shows `question` on `controller` and calls `completion` once it is left; returns the
    /// alert (nil for a gauge, whose work is ``CommandGauge``'s).
    @discardableResult
    package static func show(
        _ question: DialogQuestion, on controller: AlertController, id: String?,
        turn: (any CommandTurn)?, completion: @escaping @MainActor (CommandOutcome) -> Void
    ) -> AlertView? {
        let options = question.options
        var alertOptions = AlertOptions(id: id ?? question.answersID())
        if let seconds = options.timeoutSeconds { alertOptions.duration = .seconds(seconds) }
        let context = Context(
            controller: controller, alertOptions: alertOptions, completion: completion,
            finish: { button, answer in
                completion(.boxAnswered(status: question.exitStatus(for: button), answer: answer))
            })
        switch question.box {
        case .gauge(let text, _):
            let gauge = CommandGauge(
                title: options.title ?? "", text: text, options: alertOptions, on: controller,
                turn: turn)
            Task { @MainActor in
                switch await gauge.run() {
                case .interrupted: completion(.interrupted)
                case .failed(let message): completion(.failed(message))
                default: context.finish(.ok, nil)
                }
            }
            return nil
        case .info(let text):
            return controller.showStatus(.info, message: text, countdown: 0, options: alertOptions)
            { _ in context.finish(.ok, nil) }
        case .textbox(_, let text):
            // A pager and one button: Enter and q answer it (0), Esc leaves it (255), as
            // both programs' text boxes do.
            let rows = Int(controller.window.container.size.height)
            let pager = PagerItem(text: text, visibleRows: textboxRows(options, terminalRows: rows))
            let view = alert(question, "", control: pager, buttons: [.ok])
            // WIDTH as for every box; 0 (fit) as wide as the terminal lets it, as a pager.
            if options.width <= 0 { view.preferredContentWidth = .infinity }
            context.show(view) { context.finish(button(of: $0), nil) }
            return view
        case .message(let text):
            // dialog's message box takes the Extra and Help buttons too (no Cancel).
            var buttons: [DialogButton] = [.ok]
            if options.hasExtraButton { buttons.append(.extra) }
            if options.hasHelpButton { buttons.append(.help) }
            let view = alert(question, text, buttons: buttons)
            context.show(view) { context.finish(button(of: $0), nil) }
            return view
        case .yesNo(let text):
            // No always has its button: `--nocancel` takes away a Cancel only.
            var yesNoOptions = options
            yesNoOptions.hasNoCancel = false
            let view = alert(
                question, text, buttons: standardButtons(yesNoOptions), yesNo: true)
            view.initialFocusActionIndex = options.startsOnNo ? 0 : 1
            context.show(view) { context.finish(button(of: $0), nil) }
            return view
        case .input(let text, let initial, let isSecret):
            // A negative limit is the only error, and there is none: `try?` cannot lose one.
            guard let field = try? TextFieldItem(text: initial, isSecure: isSecret) else {
                return nil
            }
            let view = alert(question, text, control: field, buttons: standardButtons(options))
            context.show(view) { result in
                let pressed = button(of: result)
                // The result's value: a secret field forgets its text once the alert is gone.
                let text = result.values[field.resultKey] ?? ""
                context.finish(pressed, pressed.answersWithValue ? text : nil)
            }
            return view
        case .menu(let text, let entries):
            let start = options.defaultItem.flatMap { tag in entries.firstIndex { $0.tag == tag } }
            return showMenu(
                question, text, entries, alertOptions, on: controller, completion,
                startingAt: start ?? 0
            ) { pressed, row in
                let tag = row.map { entries[$0].tag }
                switch pressed {
                case .ok: context.finish(.ok, tag)
                case .help: context.finish(.help, tag.map { "HELP " + $0 })
                default: context.finish(pressed, nil)
                }
            }
        case .checklist(let text, let entries), .radiolist(let text, let entries):
            return showList(question, text, entries, context)
        case .calendar(let text, let start):
            return showCalendar(question, text, start: start, context)
        case .timebox(let text, let start):
            return showTimebox(question, text, start: start, context)
        case .pause(let text, let seconds):
            return showPause(question, text, seconds: seconds, on: controller, context)
        case .form(let text, let fields, let isSecret):
            return showForm(question, text, fields: fields, isSecret: isSecret, context)
        case .inputMenu(let text, let entries):
            let start = options.defaultItem.flatMap { tag in entries.firstIndex { $0.tag == tag } }
            return showInputMenu(
                question, text, entries: entries, startingAt: start ?? 0, on: controller, context)
        }
    }

    /// What every box's alert is shown with, and how it reports its end.
    @MainActor
    package struct Context {
        /// The controller the boxes are shown on.
        package var controller: AlertController
        /// The options of the box's alert: its id for `ALERT_ANSWERS`, dialog's `--timeout`.
        package var alertOptions: AlertOptions
        /// Gets the run's outcome.
        package var completion: @MainActor (CommandOutcome) -> Void
        /// Ends the run by `button`, with the answer to write (nil: none).
        package var finish: @MainActor (DialogButton, String?) -> Void
        /// Whether a click beside the box's controls closes it as Esc does (whiptail's and
        /// dialog's boxes; a desktop dialog, zenity's, is answered by its buttons alone).
        package var clickBesideCloses = true

        /// The run of one box on `controller`.
        package init(
            controller: AlertController, alertOptions: AlertOptions,
            completion: @escaping @MainActor (CommandOutcome) -> Void,
            finish: @escaping @MainActor (DialogButton, String?) -> Void
        ) {
            self.controller = controller
            self.alertOptions = alertOptions
            self.completion = completion
            self.finish = finish
        }

        /// Shows `view` with ``alertOptions`` (or `options`); `handle` gets its result, but
        /// an alert that could not be shown fails the run with the reason.
        package func show(
            _ view: AlertView, options: AlertOptions? = nil,
            then handle: @escaping @MainActor (AlertResult) -> Void
        ) {
            if !clickBesideCloses { view.ignoresClicksBeside = true }
            DialogRunner.show(
                view, on: controller, options ?? alertOptions, completion, then: handle)
        }
    }

    /// A checklist or radiolist: OK and Extra answer with the ticked rows' tags (a
    /// radiolist's one tag), Help with `HELP` and the tag of the row last focused.
    private static func showList(
        _ question: DialogQuestion, _ text: String, _ entries: [DialogEntry], _ context: Context
    ) -> AlertView {
        let options = question.options
        let isRadio = if case .radiolist = question.box { true } else { false }
        let (labels, details) = DialogRows.columns(entries, options)
        var chosen = RowSet(entries.indices.filter { entries[$0].isOn })
        // whiptail keeps every row marked on (newt's radio buttons); dialog the first.
        let keepsMarks = isRadio && question.dialect == .whiptail
        if isRadio, !keepsMarks {
            let first = question.dialect.startingRadioRow(among: Array(chosen))
            chosen = first.map { [$0] } ?? []
        }
        let list = ChecklistItem(packed: labels, details: details, chosen: chosen)
        list.isExclusive = isRadio
        list.keepsEarlierMarks = keepsMarks
        // dialog's --default-item starts a list on its row too (whiptail's only a menu).
        if question.dialect == .dialog, let tag = options.defaultItem {
            list.startingRow = entries.firstIndex { $0.tag == tag }
        }
        let view = alert(question, text, control: list, buttons: standardButtons(options))
        DialogFocusOrder.install(
            on: view, dialect: question.dialect, control: .ticked,
            pageRows: DialogRows.pageRows(question, text: text), rowLabels: labels
        ) {
            [weak view] target in
            view.map { $0.items[target.item] === list } ?? false
        }
        let focus = FocusMemory(view)
        context.show(view) { result in
            let pressed = button(of: result)
            let tags = list.chosen.map { entries[$0].tag }
            switch pressed {
            case .ok, .extra:
                if isRadio {
                    // The row marked last in whiptail (see `startingRadioRow`), the one in dialog.
                    let row = question.dialect.startingRadioRow(among: Array(tags.indices))
                    return context.finish(pressed, row.map { tags[$0] } ?? "")
                }
                context.finish(
                    pressed,
                    DialogAnswer.checklist(
                        tags, dialect: question.dialect,
                        separatesOutput: options.separatesOutput))
            case .help:
                let row = focus.lastStop(in: view, of: list) ?? 0
                context.finish(.help, entries.isEmpty ? nil : "HELP " + entries[row].tag)
            default:
                context.finish(pressed, nil)
            }
        }
        return view
    }

    /// The rows of text a text box shows: what its HEIGHT leaves once the border, the
    /// status line and the button have theirs, or, for 0 (fit), what the terminal of
    /// `terminalRows` leaves (see `PagerSubcommand.visibleRows(terminalRows:)`); at least 3.
    static func textboxRows(_ options: DialogOptions, terminalRows: Int) -> Int {
        let fit = PagerSubcommand.visibleRows(terminalRows: terminalRows)
        guard options.height > 0 else { return fit }
        return max(min(options.height - 6, fit), 3)
    }

    /// A menu: one list whose rows are the entries (the rows are data: a menu of 100,000
    /// entries is one item, and a key costs what it changes), then OK, dialog's Extra,
    /// Cancel and dialog's Help; Enter on a row presses OK (dialog's Space too), and the
    /// focus starts on row `start`. `handle` gets the button the menu was left by and the
    /// row chosen, the one focused last.
    static func showMenu(
        _ question: DialogQuestion, _ text: String, _ entries: [DialogEntry],
        _ alertOptions: AlertOptions, on controller: AlertController,
        _ completion: @escaping @MainActor (CommandOutcome) -> Void, startingAt start: Int,
        _ handle: @escaping @MainActor (DialogButton, Int?) -> Void
    ) -> AlertView {
        let options = question.options
        let (labels, details) = DialogRows.columns(entries, options)
        let first = entries.indices.contains(start) ? start : 0
        // Every row shares the columns, so the rows line up in one centred block even
        // where none has an item (`--notags`, `--noitem`).
        let list = ChecklistItem(
            packed: labels, details: details, chosen: entries.isEmpty ? [] : [first])
        list.showsMarks = false
        list.isExclusive = true
        list.ticksFocusedRow = true
        list.startingRow = first
        let kinds = standardButtons(options)
        let view = alert(question, text, control: list, buttons: kinds)
        DialogFocusOrder.install(
            on: view, dialect: question.dialect, control: .menu,
            pageRows: DialogRows.pageRows(question, text: text), rowLabels: labels
        ) {
            [weak view] target in
            view.map { $0.items[target.item] === list } ?? false
        }
        if question.dialect == .dialog {
            // dialog's Space on a row chooses it, as Enter does; whiptail's does nothing.
            DialectKeyPolicy.of(view).meaning = { [weak view] key in
                guard key == .character(" "), let target = view?.focusedTarget,
                    view?.items[target.item] === list
                else { return key }
                return .enter
            }
        }
        show(view, on: controller, alertOptions, completion) { result in
            // The row chosen is the one focused last (the focus ticks it).
            handle(button(of: result), list.chosen.min())
        }
        return view
    }

    /// Shows `view`; `handle` gets its result, but an alert that could not be shown (its
    /// layout failed, or `ALERT_ANSWERS` lacks its answer with nobody to ask) fails the run
    /// with the reason, said on standard error.
    private static func show(
        _ view: AlertView, on controller: AlertController, _ options: AlertOptions,
        _ completion: @escaping @MainActor (CommandOutcome) -> Void,
        then handle: @escaping @MainActor (AlertResult) -> Void
    ) {
        controller.show(view, options: options) { result in
            if case .failed(let message) = result.reason {
                return completion(.failed("the alert cannot be shown: \(message)"))
            }
            handle(result)
        }
    }

    /// OK, then dialog's Extra, then Cancel unless `--nocancel`, then dialog's Help, where
    /// `--extra-button` and `--help-button` ask for them.
    static func standardButtons(_ options: DialogOptions) -> [DialogButton] {
        var buttons: [DialogButton] = [.ok]
        if options.hasExtraButton { buttons.append(.extra) }
        if !options.hasNoCancel { buttons.append(.cancel) }
        if options.hasHelpButton { buttons.append(.help) }
        return buttons
    }

    /// The alert: the title and text, `control`, then `buttons`, dismissed by Esc.
    package static func alert(
        _ question: DialogQuestion, _ text: String, control: (any AlertItem)? = nil,
        buttons kinds: [DialogButton], yesNo: Bool = false
    ) -> AlertView {
        alert(question, text, controls: control.map { [$0] } ?? [], buttons: kinds, yesNo: yesNo)
    }

    /// The alert: the title and text, `controls`, then `buttons`, dismissed by Esc.
    package static func alert(
        _ question: DialogQuestion, _ text: String, controls: [any AlertItem],
        buttons kinds: [DialogButton], yesNo: Bool = false
    ) -> AlertView {
        var items = header(question, text)
        items += controls
        items += buttons(kinds, question.options, question, yesNo: yesNo)
        let view = AlertView(items: items)
        view.allowsBackgroundDismissal = true
        view.enterActionIndex = DialogButton.ok.actionIndex
        view.preferredContentWidth = DialogRows.contentWidth(question.options)
        if !yesNo, startsOnCancel(question, kinds),
            let cancel = view.items.firstIndex(where: {
                ($0 as? any AlertActionItem)?.actionIndex == DialogButton.cancel.actionIndex
            })
        {
            // Over the control, which would otherwise take the focus first.
            view.interaction.focusItem(at: cancel)
        }
        if !controls.contains(where: { $0 is any AlertListItem }) {
            // One text field is what Left and Up on the first button go back to.
            let field = controls.count == 1 && controls[0] is any AlertTextInputItem
            DialogFocusOrder.install(
                on: view, dialect: question.dialect, control: field ? .field : .other
            ) { [weak view] target in
                field && view.map { $0.items[target.item] === controls[0] } == true
            }
            // A box of buttons (and fields): dialog presses a button by its hotkey letter,
            // whiptail's buttons ignore letters.
            if question.dialect == .dialog {
                DialectKeyPolicy.of(view).letters = { letter, action in
                    dialogHotkey(of: action.title) == folded(letter)
                }
            } else {
                DialectKeyPolicy.of(view).letters = { _, _ in false }
            }
        }
        return view
    }

    /// Whether the box starts with its Cancel button focused: dialog's `--defaultno` does
    /// so in every box with OK and Cancel (whiptail's only in a yes/no box, set there).
    private static func startsOnCancel(_ question: DialogQuestion, _ kinds: [DialogButton])
        -> Bool
    {
        question.dialect == .dialog && question.options.startsOnNo && kinds.contains(.cancel)
    }

    /// dialog's hotkey of a button labelled `label`: its first capital letter, else its
    /// first character, lowercased (`Yes` y, `sUre` u).
    static func dialogHotkey(of label: String) -> Character? {
        (label.first(where: \.isUppercase) ?? label.first).map(folded)
    }

    /// `letter` lowercased.
    private static func folded(_ letter: Character) -> Character {
        String(letter).lowercased().first ?? letter
    }

    /// The title (when given) and the text.
    private static func header(_ question: DialogQuestion, _ text: String) -> [any AlertItem] {
        var items: [any AlertItem] = []
        if let title = question.options.title, !title.isEmpty { items.append(TitleItem(title)) }
        if !text.isEmpty {
            // A text of several lines starts at the left edge, as both programs show it (it
            // is often paragraphs); one line stays centred, as alert's own.
            let message = MessageItem(text)
            message.isCentered = !text.contains("\n")
            items.append(message)
        }
        return items
    }

    /// The buttons, with the program's words or the command line's; none has the cancel
    /// role (Esc is not Cancel here).
    private static func buttons(
        _ kinds: [DialogButton], _ options: DialogOptions, _ question: DialogQuestion,
        yesNo: Bool = false
    ) -> [any AlertItem] {
        kinds.compactMap { kind in
            kind.actionIndex.map {
                let label = DialogRows.label(
                    of: kind, options, dialect: question.dialect, yesNo: yesNo)
                return options.labelsMarkMnemonics
                    ? ButtonItem(markedTitle: label, actionIndex: $0)
                    : ButtonItem(title: label, actionIndex: $0)
            }
        }
    }

    /// The button a result stands for: Esc (and the alert going away any other way) is
    /// ``DialogButton/escape``, the time running out ``DialogButton/timeout``.
    package static func button(of result: AlertResult) -> DialogButton {
        switch result.reason {
        case .action(let index): DialogButton(actionIndex: index)
        case .timeout: .timeout
        case .failed: .error
        default: .escape
        }
    }
}
