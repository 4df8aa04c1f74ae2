/// A key (or paste) a presenter feeds to an alert, independent of the terminal or
/// keyboard it came from. Presenters neutralise control characters before sending text.
public enum AlertKeyInput: Hashable, Sendable {
    /// One typed character.
    case character(Character)
    /// Pasted text (may hold many characters; line breaks become spaces in a field).
    case text(String)
    /// Delete the character before the cursor.
    case backspace
    /// Delete the character after the cursor.
    case delete
    /// Arrow left.
    case left
    /// Arrow right.
    case right
    /// Arrow up.
    case up
    /// Arrow down.
    case down
    /// Home.
    case home
    /// End.
    case end
    /// A word or line edit of the focused text (see ``AlertTextEdit``).
    case edit(AlertTextEdit)
    /// Page Up: a list moves its cursor up by a page; when nothing takes it, a presenter
    /// scrolls a tall alert up by its viewport.
    case pageUp
    /// Page Down: a list moves its cursor down by a page; when nothing takes it, a
    /// presenter scrolls a tall alert down by its viewport.
    case pageDown
    /// Enter / Return.
    case enter
    /// Ctrl+J, a line feed: Enter, unless the alert's key policy gives it a meaning of its
    /// own (in `alert`'s gum mode a text area starts a new line with it, Enter answering
    /// there).
    case lineFeed
    /// Ctrl with a letter that readline gives a meaning on a line of its own: Ctrl+A (the
    /// start of the line), Ctrl+E (its end), Ctrl+F (a character forward) and Ctrl+B (a
    /// character back), as a terminal sends them. An alert takes them as ``home``,
    /// ``end``, ``right`` and ``left`` (see ``standardMeaning``) unless its key policy
    /// gives them a meaning of its own: in `alert`'s gum mode, Ctrl+A ticks every row of a
    /// filter or a list picking several, Ctrl+E opens `$EDITOR` on a text of several lines,
    /// and Ctrl+F and Ctrl+B turn a choose list's pages. Ctrl+Tab (`control("\t")`, from
    /// the desktop) is ``tab`` too, except where a text takes tabs (zenity's editable
    /// text), which it leaves. Any other letter does nothing.
    case control(Character)
    /// Finish: Ctrl+D, or Alt+Enter (which a terminal sends as Esc then Enter). A text of
    /// several lines ends with it (its item answers ``AlertItemResponse/submit``), Enter
    /// there starting a new line; wherever no item takes it, it does what ``enter`` does.
    case submit
    /// Escape.
    case escape
    /// Alt with a letter or digit: presses the enabled action whose mnemonic it is (see
    /// `AlertInteraction.mnemonic(ofItemAt:)`), ignoring case. While a text that takes
    /// typing has the focus, Alt+B, Alt+F and Alt+D stay its word edits (readline's
    /// ``AlertTextEdit/wordLeft``, ``AlertTextEdit/wordRight`` and
    /// ``AlertTextEdit/deleteWordForward``), so they press no button there.
    case mnemonic(Character)
    /// Tab: focus the next target.
    case tab
    /// Shift-Tab: focus the previous target.
    case backTab
}

extension AlertKeyInput {
    /// What the key does when no key policy gives it a meaning of its own: a line feed
    /// (Ctrl+J) is ``enter``, Ctrl+A ``home`` and Ctrl+E ``end`` (readline's start and end
    /// of the line), Ctrl+F ``right`` and Ctrl+B ``left`` (readline's character forward
    /// and back), Ctrl+Tab ``tab``; every other key is itself.
    public var standardMeaning: AlertKeyInput {
        switch self {
        case .lineFeed: .enter
        case .control("a"): .home
        case .control("e"): .end
        case .control("f"): .right
        case .control("b"): .left
        case .control("\t"): .tab
        default: self
        }
    }
}
