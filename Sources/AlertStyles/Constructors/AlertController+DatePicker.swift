import AlertPresentation
import AlertProtocol
import AlertQueue
import FoundationEssentials

extension AlertController {
    /// Shows a date picker and returns it.
    ///
    /// With the ``AlertDatePickerStyle/fields`` style (the default) the picker's own − and
    /// + controls sit with its fields (`− 2026-11-22 13:05 +`) and change the focused field
    /// (day by default; Tab and the arrows reach the others) without dismissing. With the
    /// ``AlertDatePickerStyle/calendar`` style a month calendar picks the day (arrows,
    /// Page Up and Page Down, Home and End move its cursor) and the time of `initial` is
    /// kept. Below it Cancel (action index 0) and Done (action index 1), titled in the
    /// user's language unless the call names them; Enter presses Done. The date is shown in
    /// `timeZone`, the user's own unless told otherwise. Done's result carries the date
    /// under "date" as ISO 8601 and `completion` gets the date; Cancel (or anything else)
    /// gives nil.
    @discardableResult
    public func showDatePicker(
        title: String?, initial: Date, range: ClosedRange<Date>? = nil,
        timeZone: TimeZone = .current, cancelTitle: String = AlertStrings.current.cancel,
        doneTitle: String = AlertStrings.current.done, style: AlertDatePickerStyle = .fields,
        options: AlertOptions = .init(), completion: (@MainActor (Date?) -> Void)? = nil
    ) -> AlertView {
        showDatePicker(
            title: title, initial: initial, range: range, timeZone: timeZone,
            cancelTitle: cancelTitle, doneTitle: doneTitle, control: .init(style: style),
            options: options, completion: completion)
    }

    /// Shows a date picker with `control`: fields with or without the time (a day picker,
    /// `− 2026-11-22 +`), or a calendar whose today is `control`'s; otherwise as
    /// ``showDatePicker(title:initial:range:timeZone:cancelTitle:doneTitle:style:options:completion:)``
    /// (without time fields, `completion` gets the day's date at the time of `initial`,
    /// which no key changes).
    @discardableResult
    package func showDatePicker(
        title: String?, initial: Date, range: ClosedRange<Date>?, timeZone: TimeZone,
        cancelTitle: String = AlertStrings.current.cancel,
        doneTitle: String = AlertStrings.current.done, control: DateControl,
        options: AlertOptions, completion: (@MainActor (Date?) -> Void)?
    ) -> AlertView {
        let (view, picked) = Self.datePickerView(
            title: title, initial: initial, range: range, timeZone: timeZone,
            cancelTitle: cancelTitle, doneTitle: doneTitle, control: control)
        show(view, options: options) { result in
            completion?(Self.pickedDate(result, picked))
        }
        return view
    }

    /// The control a date alert shows.
    package enum DateControl: Sendable, Hashable {
        /// Fields for the date, and for the time when `showsTime`.
        case fields(showsTime: Bool)
        /// A month calendar, `today` marked (nil: none).
        case calendar(today: Date?)

        /// The control for a public style: fields with the time, or a calendar marking the
        /// day it is now.
        init(style: AlertDatePickerStyle) {
            switch style {
            case .fields: self = .fields(showsTime: true)
            case .calendar: self = .calendar(today: Date())
            }
        }
    }

    /// The view that
    /// ``showDatePicker(title:initial:range:timeZone:cancelTitle:doneTitle:style:options:completion:)``
    /// shows with `control` (fields with the time by default), and what reads its date.
    static func datePickerView(
        title: String?, initial: Date, range: ClosedRange<Date>?, timeZone: TimeZone,
        cancelTitle: String, doneTitle: String, control: DateControl = .fields(showsTime: true)
    ) -> (AlertView, @MainActor () -> Date) {
        let item: any AlertStyledItem
        let picked: @MainActor () -> Date
        switch control {
        case .fields(let showsTime):
            let picker = DatePickerItem(
                date: initial, range: range, timeZone: timeZone, resultKey: "date",
                showsTime: showsTime)
            (item, picked) = (picker, { picker.date })
        case .calendar(let today):
            let calendar = CalendarItem(
                date: initial, range: range, timeZone: timeZone, resultKey: "date", today: today)
            (item, picked) = (calendar, { calendar.date })
        }
        let view = controlView(
            title: title, message: nil, control: item, cancelTitle: cancelTitle,
            okTitle: doneTitle)
        return (view, picked)
    }

    /// The picked date when the alert ended with Done, else nil. The date comes from the
    /// control itself, exact to the fraction of a second (``AlertResult/date`` keeps whole
    /// seconds).
    static func pickedDate(_ result: AlertResult, _ picked: @MainActor () -> Date) -> Date? {
        result.reason == .action(index: 1) ? picked() : nil
    }
}
