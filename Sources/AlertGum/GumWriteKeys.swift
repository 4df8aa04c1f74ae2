import AlertCommandKit
import AlertEngine
import AlertPresentation

/// gum's keys in a text of several lines (write/write.go's key map, bubbles' textarea):
/// Enter answers, Ctrl+J (a line feed) starts a new line, Ctrl+D deletes the character
/// after the cursor, and Ctrl+E opens the text in `$EDITOR` (``opensEditor``; Ctrl+A stays
/// the start of the line).
@MainActor
final class GumWriteKeys: AlertKeyPolicy {
    /// What Ctrl+E does, once the key is handled: the text edited in `$EDITOR`. Nil: Ctrl+E
    /// does nothing.
    var opensEditor: (@MainActor () -> Void)?

    /// Enter is the text area's finish, a line feed its new line.
    func meaning(of key: AlertKeyInput) -> AlertKeyInput {
        switch key {
        case .enter: return .submit
        case .lineFeed: return .enter
        case .submit: return .delete
        case .control("e"):
            // After the key: the editor takes the terminal, and the alert gets it back.
            if let opensEditor { Task { @MainActor in opensEditor() } }
            return .text("")
        default: return key.standardMeaning
        }
    }
}
