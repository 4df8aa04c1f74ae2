import AlertCommandKit
import AlertEngine
import FoundationEssentials
import TerminalKit

/// dialog's calendar, time box, pause, forms and input menu, each an alert of the library's
/// items.
extension DialogRunner {
    /// The calendar: a month grid starting at `start`, today marked, the focus on OK at
    /// first as in dialog (Shift-Tab reaches the grid, where the arrows move a day or a
    /// week as in dialog's); OK, Extra and Help answer with the day, as `DD/MM/YYYY` or
    /// through `--date-format`.
    package static func showCalendar(
        _ question: DialogQuestion, _ text: String, start: CalendarDay, _ context: Context
    ) -> AlertView {
        let picker = CalendarItem(
            date: start.midnightUTC, range: CalendarDay.pickerRange,
            timeZone: CalendarDay.timeZone, resultKey: "date",
            today: CalendarDay.today().midnightUTC)
        picker.takesInitialFocus = false
        let view = alert(
            question, text, control: picker, buttons: standardButtons(question.options))
        context.show(view) { result in
            let pressed = button(of: result)
            let day = CalendarDay(date: picker.date, timeZone: CalendarDay.timeZone)
            let answer = DialogClockTime.answer(for: day, format: question.options.dateFormat)
            context.finish(pressed, pressed.answersWithValue ? answer : nil)
        }
        return view
    }

    /// The time box: a field holding `HH:MM:SS`, which OK takes only as a real time of day;
    /// OK, Extra and Help answer with it, as `HH:MM:SS` or through `--time-format`.
    static func showTimebox(
        _ question: DialogQuestion, _ text: String, start: Int, _ context: Context
    ) -> AlertView? {
        let initial = DialogClockTime.answer(forTime: start, format: nil)
        guard let field = try? TextFieldItem(text: initial, maxLength: 8) else { return nil }
        field.validation = { typed in
            DialogClockTime.seconds(in: typed) == nil ? "a time of day as HH:MM:SS" : nil
        }
        let view = alert(question, text, control: field, buttons: standardButtons(question.options))
        context.show(view) { result in
            let pressed = button(of: result)
            let typed = result.values[field.resultKey] ?? initial
            let seconds = DialogClockTime.seconds(in: typed) ?? start
            let answer = DialogClockTime.answer(
                forTime: seconds, format: question.options.timeFormat)
            context.finish(pressed, pressed.answersWithValue ? answer : nil)
        }
        return view
    }

    /// The pause: the text and the seconds left, OK when they run out (or on OK), Cancel,
    /// Esc, and dialog's Extra and Help; it writes nothing.
    static func showPause(
        _ question: DialogQuestion, _ text: String, seconds: Int, on controller: AlertController,
        _ context: Context
    ) -> AlertView {
        let countdown = CountdownItem(validSeconds: seconds) { "\($0) s left" }
        let view = alert(
            question, text, control: countdown, buttons: standardButtons(question.options))
        controller.tickCountdown(countdown, on: view)
        var options = context.alertOptions
        options.duration = .seconds(seconds)
        context.show(view, options: options) { result in
            // The time running out is OK for a pause, as dialog has it.
            let pressed = result.reason == .timeout ? .ok : button(of: result)
            context.finish(pressed, nil)
        }
        return view
    }

    /// A form: each field under its label (a field that cannot be edited is its text
    /// alone); OK and Extra answer with the editable fields' texts, a line each; Help with
    /// `HELP` and the label of the field last focused.
    static func showForm(
        _ question: DialogQuestion, _ text: String, fields: [DialogFormField],
        isSecret: Bool, _ context: Context
    ) -> AlertView? {
        var controls: [any AlertItem] = []
        var editable: [(field: DialogFormField, item: TextFieldItem)] = []
        for field in fields {
            guard field.isEditable else {
                controls.append(TextItem(field.label + " " + field.item, role: .caption))
                continue
            }
            if !field.label.isEmpty { controls.append(TextItem(field.label, role: .caption)) }
            guard
                let item = try? TextFieldItem(
                    text: field.item, isSecure: isSecret, maxLength: field.maximumLength)
            else { return nil }
            item.resultKey = "field\(editable.count)"
            controls.append(item)
            editable.append((field, item))
        }
        let view = alert(
            question, text, controls: controls, buttons: standardButtons(question.options))
        let focus = FocusMemory(view)
        context.show(view) { result in
            let pressed = button(of: result)
            switch pressed {
            case .ok, .extra:
                let lines = editable.map { result.values[$0.item.resultKey] ?? $0.field.item }
                context.finish(pressed, lines.map { $0 + "\n" }.joined())
            case .help:
                let index = focus.lastItem.flatMap { item in
                    editable.firstIndex { $0.item === view.items[item] }
                }
                let label = editable.isEmpty ? "" : editable[index ?? 0].field.label
                context.finish(pressed, "HELP " + label)
            default:
                context.finish(pressed, nil)
            }
        }
        return view
    }

    /// An input menu: a menu with a Rename button (dialog's Extra, exit 3) that asks for
    /// the focused row's new item in a second box; OK answers with the row's tag, a rename
    /// with `RENAMED TAG ITEM`. Leaving the rename box any other way than OK comes back to
    /// the menu.
    static func showInputMenu(
        _ question: DialogQuestion, _ text: String, entries: [DialogEntry], startingAt row: Int,
        on controller: AlertController, _ context: Context
    ) -> AlertView {
        var renaming = question
        renaming.options.extraLabel = question.options.extraLabel ?? "Rename"
        renaming.options.hasExtraButton = true
        let menu = showMenu(
            renaming, text, entries, context.alertOptions, on: controller,
            context.completion, startingAt: row
        ) { pressed, row in
            guard pressed == .extra, let row else {
                let tag = row.map { entries[$0].tag }
                switch pressed {
                case .ok: return context.finish(.ok, tag)
                case .help: return context.finish(.help, tag.map { "HELP " + $0 })
                default: return context.finish(pressed, nil)
                }
            }
            rename(question, text, entries, row, on: controller, context)
        }
        return menu
    }

    /// The box that renames row `row` of an input menu.
    private static func rename(
        _ question: DialogQuestion, _ text: String, _ entries: [DialogEntry], _ row: Int,
        on controller: AlertController, _ context: Context
    ) {
        guard let field = try? TextFieldItem(text: entries[row].item) else { return }
        var plain = question
        plain.options.hasExtraButton = false
        plain.options.hasHelpButton = false
        plain.options.hasNoCancel = false
        let view = alert(plain, entries[row].tag, control: field, buttons: [.ok, .cancel])
        context.show(view) { result in
            guard button(of: result) == .ok else {
                _ = showInputMenu(
                    question, text, entries: entries, startingAt: row, on: controller, context)
                return
            }
            let item = result.values[field.resultKey] ?? entries[row].item
            context.finish(.extra, "RENAMED \(entries[row].tag) \(item)")
        }
    }
}

extension DialogButton {
    /// Whether leaving by this button writes the box's value (its text, day or time): OK,
    /// Extra and Help do, as dialog has it.
    var answersWithValue: Bool { self == .ok || self == .extra || self == .help }
}
