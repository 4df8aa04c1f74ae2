import AlertPresentation

/// One editable field of a date picker.
package enum AlertDateField: Int, Hashable, Sendable, CaseIterable {
    /// The year.
    case year
    /// The month, 1...12.
    case month
    /// The day of the month.
    case day
    /// The hour, 0...23.
    case hour
    /// The minute, 0...59.
    case minute
}
