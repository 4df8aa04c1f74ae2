/// Why a styles value could not be built or changed.
///
/// Every bad input to the styles module ends in one of these cases; nothing traps.
public enum AlertStyleError: Error, Hashable, Sendable {
    /// A colour string was not `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA`.
    case invalidHexColor(String)
    /// A progress fraction was NaN, infinite or outside `0...1`.
    case invalidFraction(Double)
    /// A length, count or size was negative, NaN or infinite; the string names the field.
    case invalidValue(String)
    /// A date could not be represented in the picker's calendar.
    case invalidDate(String)
}
