/// How strongly a piece of text reads, beside its colour: a canvas without colours shows
/// `dimmed` as faint text and `strong` as bold.
public enum AlertTextEmphasis: Hashable, Sendable {
    /// Ordinary text.
    case normal
    /// Secondary or unavailable text: placeholders, disabled buttons.
    case dimmed
    /// Text that stands out more than its role makes it.
    case strong
    /// Text drawn underlined: the letter of a button that presses it with Alt (its
    /// mnemonic). A canvas that cannot underline draws it as ordinary text.
    case underlined
}
