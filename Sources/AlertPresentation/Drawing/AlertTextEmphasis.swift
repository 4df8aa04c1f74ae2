/// How strongly a piece of text reads, beside its colour: a canvas without colours shows
/// `dimmed` as faint text and `strong` as bold.
public enum AlertTextEmphasis: Hashable, Sendable {
    /// Ordinary text.
    case normal
    /// Secondary or unavailable text: placeholders, disabled buttons.
    case dimmed
    /// Text that stands out more than its role makes it.
    case strong
}
