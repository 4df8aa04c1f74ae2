/// How many colours standard output takes, decided as charmbracelet/colorprofile decides it.
///
/// The cases are ordered as colorprofile's `Profile` is (NoTTY < Ascii < ANSI < ANSI256 <
/// TrueColor), so `max` and `<` compare them as it does.
package enum OutputColorProfile: Int, Comparable, Sendable {
    /// Not a terminal (or `TERM=dumb`): every escape sequence is dropped.
    case noTTY
    /// A terminal with colours turned off (`NO_COLOR`): attributes (bold…) are kept, colours
    /// dropped.
    case ascii
    /// The 16 ANSI colours (SGR 30–37, 90–97 and their backgrounds).
    case ansi16
    /// The 256 indexed colours (SGR 38;5;n).
    case ansi256
    /// 24-bit colours (SGR 38;2;r;g;b).
    case trueColor

    /// Whether `lhs` shows fewer colours than `rhs`.
    package static func < (lhs: OutputColorProfile, rhs: OutputColorProfile) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
