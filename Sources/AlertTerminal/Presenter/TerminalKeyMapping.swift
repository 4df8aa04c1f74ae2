import AlertPresentation
import TerminalKit

/// Turns terminal keys into the presenter-neutral `AlertKeyInput` alerts understand.
package enum TerminalKeyMapping {
    /// The alert key for a terminal key, or nil for keys alerts do not use (function keys,
    /// other chords with Ctrl, Alt or Meta, characters that are not printable). Shift-Tab is
    /// `AlertKeyInput.backTab`; Ctrl+D and Alt+Enter (Esc then Enter, as a terminal sends
    /// it) are `AlertKeyInput.submit`.
    ///
    /// The editing chords are readline's: Ctrl+A and Ctrl+E are `AlertKeyInput.control`,
    /// which alerts take as Home and End (the start and the end of the line, as in
    /// readline, gum and huh, so a terminal has no select-all key) unless their key policy
    /// says otherwise; Ctrl+N and Ctrl+P are Down and Up (readline's next and previous
    /// line, as emacs, gum's lists and dialog's menus take them); Ctrl+W, Ctrl+Backspace and
    /// Alt+Backspace delete the word before the cursor, Alt+D and Ctrl+Delete the word
    /// after it; Ctrl+U and Ctrl+K delete to the start and the end of the line; Ctrl+Left
    /// and Alt+B, Ctrl+Right and Alt+F move by a word (Alt being Esc then the key, or a
    /// modifier the terminal reports). Shift selects: Shift+Left and Shift+Right a
    /// grapheme, Shift+Ctrl+Left and Shift+Ctrl+Right (or Shift+Alt) a word, Shift+Home and
    /// Shift+End to the start and the end of the line (xterm's `CSI 1;2D`, `CSI 1;6D` and
    /// kin). Ctrl+J (a line feed) is `.lineFeed`, which alerts take as Enter unless their
    /// key policy gives it another meaning. Alt with any letter or digit is
    /// `AlertKeyInput.mnemonic`: the alert makes Alt+B, Alt+F and Alt+D word edits while a
    /// text has the focus, and a button's mnemonic elsewhere.
    package static func alertKey(for key: TerminalKey, modifiers: KeyModifiers = [])
        -> AlertKeyInput?
    {
        if let edit = edit(for: key, modifiers: modifiers) { return edit }
        switch key {
        case .character("d") where modifiers == .control:
            return .submit
        case .character("j") where modifiers == .control:
            // A line feed: Ctrl+J, as readline takes it, or an Enter typed ahead of the
            // alert, which the terminal's cooked mode turned into one (ICRNL). The alert
            // takes it as Enter unless its key policy says otherwise.
            return .lineFeed
        case .enter where modifiers.contains(.alt):
            return .submit
        case .character(let character)
        where !modifiers.contains(.control) && !modifiers.isDisjoint(with: [.alt, .meta]):
            // Alt+letter: a button's mnemonic, or a text's word edit (Alt+B, Alt+F, Alt+D),
            // as the alert decides by what has the focus.
            guard character.isLetter || character.isNumber else { return nil }
            return .mnemonic(character)
        case .character(let character):
            guard modifiers.intersection([.control, .alt, .meta]).isEmpty,
                TextSanitizer.isSafe(String(character))
            else { return nil }
            return .character(character)
        case .tab: return modifiers.contains(.shift) ? .backTab : .tab
        case .backTab: return .backTab
        case .up: return .up
        case .down: return .down
        case .left: return .left
        case .right: return .right
        case .home: return .home
        case .end: return .end
        case .enter: return .enter
        case .escape: return .escape
        case .backspace: return .backspace
        case .delete: return .delete
        case .pageUp: return .pageUp
        case .pageDown: return .pageDown
        case .insert, .function, .begin: return nil
        }
    }

    /// The readline chord `key` with `modifiers` is, or nil when it is none.
    private static func edit(for key: TerminalKey, modifiers: KeyModifiers) -> AlertKeyInput? {
        let control = modifiers.contains(.control)
        // Meta is what some terminals report for the Alt key.
        let alt = !modifiers.isDisjoint(with: [.alt, .meta])
        if modifiers.contains(.shift), let selection = selection(for: key, word: control || alt) {
            return .edit(selection)
        }
        switch key {
        case .character("a") where control && !alt: return .control("a")
        case .character("e") where control && !alt: return .control("e")
        case .character("f") where control && !alt: return .control("f")
        case .character("b") where control && !alt: return .control("b")
        case .character("n") where control && !alt: return .down
        case .character("p") where control && !alt: return .up
        case .character("w") where control && !alt: return .edit(.deleteWordBackward)
        case .character("u") where control && !alt: return .edit(.deleteToLineStart)
        case .character("k") where control && !alt: return .edit(.deleteToLineEnd)
        case .left where control || alt: return .edit(.wordLeft)
        case .right where control || alt: return .edit(.wordRight)
        case .backspace where control || alt: return .edit(.deleteWordBackward)
        case .delete where control || alt: return .edit(.deleteWordForward)
        default: return nil
        }
    }

    /// The selecting edit Shift with `key` is (by a word when `word`: Ctrl or Alt held too),
    /// or nil when `key` selects nothing.
    private static func selection(for key: TerminalKey, word: Bool) -> AlertTextEdit? {
        switch key {
        case .left: return word ? .selectWordLeft : .selectLeft
        case .right: return word ? .selectWordRight : .selectRight
        case .home: return .selectToLineStart
        case .end: return .selectToLineEnd
        default: return nil
        }
    }
}
