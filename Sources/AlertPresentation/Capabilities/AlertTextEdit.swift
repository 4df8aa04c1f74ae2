/// A word or line edit a presenter sends to a text item as ``AlertKeyInput/edit(_:)``,
/// whichever keys made it (readline's Ctrl+W, Ctrl+U, Ctrl+K and Alt+B, Alt+F, Alt+D in a
/// terminal; Ctrl+Left, Ctrl+Right, Ctrl+Backspace and Ctrl+Delete everywhere).
///
/// A word is a run of letters and digits, counted in graphemes; everything else (spaces,
/// punctuation, line breaks) lies between words. A hidden (password) text is one word, so
/// its edits never reveal where its words begin. Items without text ignore these edits.
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
}
