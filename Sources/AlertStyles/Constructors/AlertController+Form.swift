import AlertPresentation
import AlertProtocol
import AlertQueue
import FoundationEssentials

extension AlertController {
    /// Shows a form of several fields, answered in one alert, and returns it.
    ///
    /// The title and message (each when given), then each of `fields` under its label (a
    /// text field, a password, a day's fields, a radio list, a text area), then Cancel
    /// (action index 0) and OK (action index 1), titled in the user's language unless the
    /// call names them. The first field has the focus; Tab and Shift-Tab go from field to
    /// field and on to the buttons (a day's or a list's own stops are reached with the
    /// arrows). Enter answers OK from any field but a text area, where it starts a line
    /// (Ctrl+D or Alt+Enter answer there); Esc cancels. `completion` gets the answers in
    /// the order of `fields` for OK (see ``AlertFormField`` for each kind's answer), and
    /// nil for Cancel or any other way out.
    ///
    /// In plain line mode each field is asked in turn by its label, a line each (Enter
    /// alone keeps its value, `esc` cancels); an answers file answers each field under the
    /// form's id and its label (`account.Name=Ada`).
    ///
    /// - Throws: ``AlertStyleError/invalidValue(_:)``, showing nothing, for a form without
    ///   fields, a field without a label, two fields with one label, or a choice without
    ///   options or starting outside them.
    @discardableResult
    public func showForm(
        title: String?, message: String? = nil, fields: [AlertFormField],
        cancelTitle: String = AlertStrings.current.cancel,
        okTitle: String = AlertStrings.current.ok,
        options: AlertOptions = .init(), completion: (@MainActor ([String]?) -> Void)? = nil
    ) throws(AlertStyleError) -> AlertView {
        let (view, answers) = try Self.formView(
            title: title, message: message, fields: fields, cancelTitle: cancelTitle,
            okTitle: okTitle)
        show(view, options: options) { result in
            completion?(answers(result))
        }
        return view
    }

    /// Asks the fields of a form in one alert and returns their answers in the order of
    /// `fields` for OK, or nil for Cancel or any other way out. The alert is the one
    /// ``showForm(title:message:fields:cancelTitle:okTitle:options:completion:)`` shows.
    ///
    /// - Throws: ``AlertStyleError/invalidValue(_:)``, showing nothing, for fields that
    ///   make no form (see `showForm`).
    public func fillForm(
        _ title: String?, message: String? = nil, fields: [AlertFormField],
        cancelTitle: String = AlertStrings.current.cancel,
        okTitle: String = AlertStrings.current.ok,
        options: AlertOptions = .init()
    ) async throws(AlertStyleError) -> [String]? {
        let (view, answers) = try Self.formView(
            title: title, message: message, fields: fields, cancelTitle: cancelTitle,
            okTitle: okTitle)
        return answers(await present(view, options: options))
    }

    /// The view of a form (the title and message, each field under its label, Cancel and
    /// OK; Tab going from field to field), and what reads its answers from its result:
    /// the fields' values in order for OK, else nil.
    package static func formView(
        title: String?, message: String?, fields: [AlertFormField], cancelTitle: String,
        okTitle: String
    ) throws(AlertStyleError) -> (AlertView, @MainActor (AlertResult) -> [String]?) {
        try AlertFormField.check(fields)
        var items: [any AlertItem] = []
        if let title { items.append(TitleItem(title)) }
        if let message { items.append(MessageItem(message)) }
        var readers: [@MainActor (AlertResult) -> String] = []
        for (index, field) in fields.enumerated() {
            // Each field's value under a key of its own: a password's is read from the
            // result, since the field lets go of it once the value is delivered.
            let (control, reader) = formControl(field, resultKey: "field\(index + 1)")
            items += [FieldLabelItem(field.label), control]
            readers.append(reader)
        }
        items += [
            ButtonItem(markedTitle: cancelTitle, role: .cancel, actionIndex: 0),
            ButtonItem(markedTitle: okTitle, actionIndex: 1),
        ]
        let view = AlertView(style: .alert, items: items)
        view.interaction.keyPolicy = AlertFormKeyPolicy(interaction: view.interaction)
        let answers: @MainActor (AlertResult) -> [String]? = { result in
            guard result.reason == .action(index: 1) else { return nil }
            return readers.map { $0(result) }
        }
        return (view, answers)
    }

    /// The item that asks `field`, its value under `resultKey`, and what reads its answer.
    private static func formControl(_ field: AlertFormField, resultKey: String) -> (
        any AlertItem, @MainActor (AlertResult) -> String
    ) {
        let typed: @MainActor (AlertResult) -> String = { $0.values[resultKey] ?? "" }
        switch field.kind {
        case .entry(let placeholder, let initial):
            // Without a length limit, this cannot throw.
            let entry = try! TextFieldItem(
                text: initial, placeholder: placeholder, resultKey: resultKey)
            return (entry, typed)
        case .password(let placeholder):
            let entry = try! TextFieldItem(
                placeholder: placeholder, isSecure: true, resultKey: resultKey)
            return (entry, typed)
        case .date(let initial, let range, let timeZone):
            let picker = DatePickerItem(
                date: initial, range: range, timeZone: timeZone, resultKey: resultKey,
                showsTime: false)
            return (picker, { _ in picker.displayText })
        case .choice(let options, let initial):
            let list = ChecklistItem(
                options: options, chosen: initial.map { [$0] } ?? [],
                minimum: initial == nil ? 0 : 1, maximum: 1, resultKey: resultKey)
            list.isExclusive = true
            // None chosen at the start: moving does not choose, Space does.
            list.ticksFocusedRow = initial != nil
            return (list, { _ in list.chosenOptions.first ?? initial.map { options[$0] } ?? "" })
        case .text(let placeholder, let initial, let height):
            let area = try! TextAreaItem(
                text: initial, placeholder: placeholder, visibleLines: height,
                resultKey: resultKey)
            return (area, typed)
        }
    }
}
