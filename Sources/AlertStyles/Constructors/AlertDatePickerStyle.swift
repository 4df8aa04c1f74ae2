/// How a date alert asks for its date: with fields for the date and time, or with a month
/// calendar for the day.
public enum AlertDatePickerStyle: Sendable, Hashable {
    /// Year, month, day, hour and minute fields between − and + controls
    /// (`− 2026-11-22 13:05 +`): for a date and a time.
    case fields
    /// A month calendar (a header such as `November 2026`, the weekday initials, the
    /// month's weeks): for a day. The arrows move a day or a week, Page Up and Page Down a
    /// month, Home and End to the month's first and last day; the time of day of the
    /// initial date is kept.
    case calendar
}
