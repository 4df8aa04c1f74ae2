import AlertEngine
import AlertPresentation

/// gum's keys in a line of text (bubbles' textinput, which gum's input and filter use):
/// Ctrl+D deletes the character after the cursor rather than answering; in a filter, Ctrl+J
/// moves down the matches (filter/filter.go).
struct GumTextKeys: AlertKeyPolicy {
    /// Whether the text filters a list (Ctrl+J moves down it then).
    var filters = false

    /// What `key` means in gum's text input.
    func meaning(of key: AlertKeyInput) -> AlertKeyInput {
        switch key {
        case .submit: .delete
        case .lineFeed: filters ? .down : .enter
        default: key
        }
    }
}
