import AlertEngine
import AlertTerminal

extension DateSubcommand {
    /// Asks for a day on a month calendar (today marked) or, with `fields`, on year, month
    /// and day fields, starting at `initial` (or `today`); its outcome is the day as
    /// YYYY-MM-DD, and Cancel declines.
    @MainActor
    static func present(
        title: String?, initial: CalendarDay?, today: CalendarDay, buttons: CommandButtonLabels,
        fields: Bool = false, on controller: AlertController, options: AlertOptions,
        _ completion: @escaping @MainActor (CommandOutcome) -> Void
    ) -> AlertView {
        // One time zone from the picker to the printed day: the picker shows and moves
        // days in the zone the answer is read in, and stops at 0001-01-01 and 9999-12-31.
        // A day picker: no hour or minute field that could move the day by a minute. The
        // calendar marks today's date (where the user is) on the same UTC days.
        let zone = CalendarDay.timeZone
        let start = initial ?? today
        return controller.showDatePicker(
            title: title, initial: start.midnightUTC, range: CalendarDay.pickerRange,
            timeZone: zone, cancelTitle: buttons.cancel ?? AlertStrings.current.cancel,
            doneTitle: buttons.ok ?? AlertStrings.current.done,
            control: fields ? .fields(showsTime: false) : .calendar(today: today.midnightUTC),
            options: options
        ) { date in
            completion(
                date.map {
                    .accepted(answer: CalendarDay(date: $0, timeZone: zone).description)
                }
                    ?? .declined)
        }
    }
}
