import AlertEngine
import AlertTerminal

extension DateSubcommand {
    /// Asks for a day, starting at `initial` (or `today`); its outcome is the day as
    /// YYYY-MM-DD, and Cancel declines.
    @MainActor
    static func present(
        title: String?, initial: CalendarDay?, today: CalendarDay,
        on controller: AlertController, options: AlertOptions,
        _ completion: @escaping @MainActor (CommandOutcome) -> Void
    ) -> AlertView {
        // One time zone from the picker to the printed day: the picker shows and moves
        // days in the zone the answer is read in, and stops at 0001-01-01 and 9999-12-31.
        // A day picker: no hour or minute field that could move the day by a minute.
        let zone = CalendarDay.timeZone
        let start = initial ?? today
        return controller.showDatePicker(
            title: title, initial: start.midnightUTC, range: CalendarDay.pickerRange,
            timeZone: zone, showsTime: false, options: options
        ) { date in
            completion(
                date.map {
                    .accepted(answer: CalendarDay(date: $0, timeZone: zone).description)
                }
                    ?? .declined)
        }
    }
}
