/// A word, line or selection edit a presenter sends to a text item as
/// ``AlertKeyInput/edit(_:)``, whichever keys made it (readline's Ctrl+W, Ctrl+U, Ctrl+K and
/// Alt+B, Alt+F, Alt+D in a terminal; Ctrl+Left, Ctrl+Right, Ctrl+Backspace, Ctrl+Delete and
/// Shift with the arrows, Home and End everywhere).
///
/// A word is a run of letters and digits, counted in graphemes; everything else (spaces,
/// punctuation, line breaks) lies between words. A hidden (password) text is one word, so
/// its edits never reveal where its words begin. Items without text ignore these edits.
///
/// The selection runs from where it began (its anchor) to the cursor; the selecting cases
/// move the cursor and keep the anchor. Typing or pasting replaces the selection;
/// Backspace, Delete and the deleting cases here delete it (only it); a plain move ends it,
/// Left and the word move left at its start, Right and the word move right at its end. A
/// hidden text may be selected, but its selection is never copied.
public enum AlertTextEdit: Hashable, Sendable {
    /// Moves the cursor to the start of the word before it (Ctrl+Left, Alt+B).
    case wordLeft
    /// Moves the cursor to the end of the word after it (Ctrl+Right, Alt+F).
    case wordRight
    /// Deletes from the start of the word before the cursor to the cursor (Ctrl+W,
    /// Ctrl+Backspace, Alt+Backspace).
    case deleteWordBackward
    /// Deletes from the cursor to the end of the word after it (Alt+D, Ctrl+Delete).
    case deleteWordForward
    /// Deletes from the start of the cursor's line to the cursor (Ctrl+U).
    case deleteToLineStart
    /// Deletes from the cursor to the end of its line (Ctrl+K).
    case deleteToLineEnd
    /// Selects one grapheme further left: the cursor moves, the selection's other end stays
    /// (Shift+Left).
    case selectLeft
    /// Selects one grapheme further right (Shift+Right).
    case selectRight
    /// Selects to the start of the word before the cursor (Shift+Ctrl+Left).
    case selectWordLeft
    /// Selects to the end of the word after the cursor (Shift+Ctrl+Right).
    case selectWordRight
    /// Selects to the start of the cursor's line (Shift+Home).
    case selectToLineStart
    /// Selects to the end of the cursor's line (Shift+End).
    case selectToLineEnd
    /// Selects the whole text, the cursor at its end (Ctrl+A on the desktop; a terminal
    /// keeps Ctrl+A for the start of the line, as readline does).
    case selectAll
}
