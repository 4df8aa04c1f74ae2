import AlertCommandKit
import AlertEngine
import AlertPresentation

/// gum's keys in a line of text (bubbles' textinput, which gum's input uses): Ctrl+D deletes
/// the character after the cursor rather than answering (a filter's keys are
/// `GumFilterKeys`).
struct GumTextKeys: AlertKeyPolicy {
    /// What `key` means in gum's text input.
    func meaning(of key: AlertKeyInput) -> AlertKeyInput {
        switch key {
        case .submit: .delete
        case .lineFeed: .enter
        default: key
        }
    }
}
