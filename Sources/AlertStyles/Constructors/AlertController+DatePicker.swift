import Foundation

extension AlertController {
    /// Shows a date picker and returns it.
    ///
    /// Below the picker, two control buttons ("−" and "+") change the focused field (day by
    /// default; Tab and the arrows reach the others) without dismissing; then Cancel
    /// (action index 0) and Done (action index 1), titled in the user's language unless the
    /// call names them. The fields show the date in `timeZone`, the user's own unless told
    /// otherwise. Done's result carries the date under "date" as ISO 8601 and `completion`
    /// gets the date; Cancel (or anything else) gives nil.
    @discardableResult
    public func showDatePicker(
        title: String?, initial: Date, range: ClosedRange<Date>? = nil,
        timeZone: TimeZone = .current, cancelTitle: String = AlertStrings.current.cancel,
        doneTitle: String = AlertStrings.current.done, options: AlertOptions = .init(),
        completion: (@MainActor (Date?) -> Void)? = nil
    ) -> AlertView {
        let (view, picker) = Self.datePickerView(
            title: title, initial: initial, range: range, timeZone: timeZone,
            cancelTitle: cancelTitle, doneTitle: doneTitle)
        show(view, options: options) { result in
            completion?(Self.pickedDate(result, picker))
        }
        return view
    }

    /// The view that
    /// ``showDatePicker(title:initial:range:timeZone:cancelTitle:doneTitle:options:completion:)``
    /// shows, and its picker.
    static func datePickerView(
        title: String?, initial: Date, range: ClosedRange<Date>?, timeZone: TimeZone,
        cancelTitle: String, doneTitle: String
    ) -> (AlertView, DatePickerItem) {
        let picker = DatePickerItem(date: initial, range: range, timeZone: timeZone)
        var items: [any AlertItem] = []
        if let title { items.append(TitleItem(title)) }
        let view = AlertView(style: .alert)
        let minus = ButtonItem(title: "−", actionIndex: -1, dismissesAlert: false) {
            [weak view] in
            picker.decrement()
            view?.setNeedsDisplay()
        }
        let plus = ButtonItem(title: "+", actionIndex: -2, dismissesAlert: false) {
            [weak view] in
            picker.increment()
            view?.setNeedsDisplay()
        }
        items += [picker, minus, plus, SeparatorItem(.small)] as [any AlertItem]
        items +=
            [
                ButtonItem(title: cancelTitle, role: .cancel, actionIndex: 0),
                ButtonItem(title: doneTitle, actionIndex: 1),
            ] as [any AlertItem]
        view.items = items
        return (view, picker)
    }

    /// The picker's date when the alert ended with Done, else nil. The date comes from the
    /// picker itself, exact to the fraction of a second (``AlertResult/date`` keeps whole
    /// seconds).
    static func pickedDate(_ result: AlertResult, _ picker: DatePickerItem) -> Date? {
        result.reason == .action(index: 1) ? picker.date : nil
    }
}
