import AlertCommandKit
import AlertDialog
import AlertEngine

/// zenity's `--forms`: its fields in one window under the text, each under its label
/// (the library's form, `AlertController.formView`), then Cancel and OK. Tab goes from
/// field to field and on to Cancel and OK; Enter in a line of text does nothing (zenity's
/// entries do not answer the form), Enter on a button presses it. OK answers the fields
/// in their order, joined by the separator: a line's text, a day through the date format,
/// a combo's value (a space while none is chosen, as zenity writes a combo box left alone).
@MainActor
enum ZenityFormRunner {
    /// Shows the form of `fields` with the title and text of `box`; `context` gets the
    /// end. Fields that make no form (two of one label) fail the run, saying why.
    static func show(
        _ fields: [ZenityFormField], dateFormat: String, separator: String,
        _ box: DialogQuestion, _ text: String, _ context: DialogRunner.Context
    ) {
        let options = box.options
        let title = options.title.flatMap { $0.isEmpty ? nil : $0 }
        let form: (AlertView, @MainActor (AlertResult) -> [String]?)
        do {
            form = try AlertController.formView(
                title: title, message: text.isEmpty ? nil : text, fields: fields.map(field),
                cancelTitle: options.cancelLabel ?? "Cancel", okTitle: options.okLabel ?? "OK")
        } catch {
            let why = if case .invalidValue(let why) = error { why } else { "\(error)" }
            return context.completion(.failed("--forms: \(why)"))
        }
        let (view, answers) = form
        keys(of: view)
        context.show(view) { result in
            guard let values = answers(result) else {
                return context.finish(DialogRunner.button(of: result), nil)
            }
            let answer = zip(fields, values).map { field, value in
                switch field {
                case .calendar:
                    guard let day = CalendarDay(parsing: value) else { return value }
                    return DialogClockTime.answer(for: day, format: dateFormat)
                // zenity writes a space for a combo left alone.
                case .combo: return value.isEmpty ? " " : value
                default: return value
                }
            }
            context.finish(.ok, answer.joined(separator: separator) + "\n")
        }
    }

    /// The library's field for a zenity one.
    private static func field(_ field: ZenityFormField) -> AlertFormField {
        switch field {
        case .entry(let label): .entry(label)
        case .password(let label): .password(label)
        case .multiline(let label): .text(label)
        case .calendar(let label):
            .date(
                label, initial: CalendarDay.today().midnightUTC, range: CalendarDay.pickerRange,
                timeZone: CalendarDay.timeZone)
        case .combo(let label, let values): .choice(label, options: values, initial: nil)
        }
    }

    /// Tab from field to field (the form's own order), and Enter doing nothing in a line
    /// of text.
    private static func keys(of view: AlertView) {
        let form = AlertFormKeyPolicy(interaction: view.interaction)
        let policy = DialectKeyPolicy.of(view)
        policy.tab = { from, step in form.tabTarget(from: from, step: step) }
        policy.meaning = { [weak view] key in
            guard key == .enter, let view, let focused = view.focusedTarget,
                view.items.indices.contains(focused.item),
                view.items[focused.item] is any AlertTextInputItem,
                !(view.items[focused.item] is any AlertMultilineTextInputItem)
            else { return key }
            return .text("")
        }
    }
}
