import AlertCommandKit
import AlertEngine
import AlertPresentation

/// gum's keys in a text of several lines (write/write.go's key map, bubbles' textarea):
/// Enter answers, Ctrl+J (a line feed) starts a new line, and Ctrl+D deletes the character
/// after the cursor.
struct GumWriteKeys: AlertKeyPolicy {
    /// Enter is the text area's finish, a line feed its new line.
    func meaning(of key: AlertKeyInput) -> AlertKeyInput {
        switch key {
        case .enter: .submit
        case .lineFeed: .enter
        case .submit: .delete
        default: key
        }
    }
}
