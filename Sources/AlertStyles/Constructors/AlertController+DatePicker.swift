import AlertPresentation
import AlertProtocol
import AlertQueue
import Foundation

extension AlertController {
    /// Shows a date picker and returns it.
    ///
    /// The picker's own − and + controls sit with its fields (`− 2026-11-22 13:05 +`) and
    /// change the focused field (day by default; Tab and the arrows reach the others)
    /// without dismissing; below it Cancel (action index 0) and Done (action index 1),
    /// titled in the user's language unless the call names them. The fields show the date
    /// in `timeZone`, the user's own unless told otherwise. Done's result carries the date
    /// under "date" as ISO 8601 and `completion` gets the date; Cancel (or anything else)
    /// gives nil.
    @discardableResult
    public func showDatePicker(
        title: String?, initial: Date, range: ClosedRange<Date>? = nil,
        timeZone: TimeZone = .current, cancelTitle: String = AlertStrings.current.cancel,
        doneTitle: String = AlertStrings.current.done, options: AlertOptions = .init(),
        completion: (@MainActor (Date?) -> Void)? = nil
    ) -> AlertView {
        showDatePicker(
            title: title, initial: initial, range: range, timeZone: timeZone,
            cancelTitle: cancelTitle, doneTitle: doneTitle, showsTime: true, options: options,
            completion: completion)
    }

    /// Shows a date picker with its time fields (`showsTime`) or without them, a day picker
    /// (`− 2026-11-22 +`: year, month and day), and returns it; otherwise as
    /// ``showDatePicker(title:initial:range:timeZone:cancelTitle:doneTitle:options:completion:)``
    /// (without time fields, `completion` gets the day's date at the time of `initial`,
    /// which no key changes).
    @discardableResult
    package func showDatePicker(
        title: String?, initial: Date, range: ClosedRange<Date>?, timeZone: TimeZone,
        cancelTitle: String = AlertStrings.current.cancel,
        doneTitle: String = AlertStrings.current.done, showsTime: Bool, options: AlertOptions,
        completion: (@MainActor (Date?) -> Void)?
    ) -> AlertView {
        let (view, picker) = Self.datePickerView(
            title: title, initial: initial, range: range, timeZone: timeZone,
            cancelTitle: cancelTitle, doneTitle: doneTitle, showsTime: showsTime)
        show(view, options: options) { result in
            completion?(Self.pickedDate(result, picker))
        }
        return view
    }

    /// The view that
    /// ``showDatePicker(title:initial:range:timeZone:cancelTitle:doneTitle:options:completion:)``
    /// shows (without `showsTime`, a day picker),
    /// and its picker.
    static func datePickerView(
        title: String?, initial: Date, range: ClosedRange<Date>?, timeZone: TimeZone,
        cancelTitle: String, doneTitle: String, showsTime: Bool = true
    ) -> (AlertView, DatePickerItem) {
        let picker = DatePickerItem(
            date: initial, range: range, timeZone: timeZone, resultKey: "date",
            showsTime: showsTime)
        let view = controlView(
            title: title, message: nil, control: picker, cancelTitle: cancelTitle,
            okTitle: doneTitle)
        return (view, picker)
    }

    /// The picker's date when the alert ended with Done, else nil. The date comes from the
    /// picker itself, exact to the fraction of a second (``AlertResult/date`` keeps whole
    /// seconds).
    static func pickedDate(_ result: AlertResult, _ picker: DatePickerItem) -> Date? {
        result.reason == .action(index: 1) ? picker.date : nil
    }
}
