import AlertEngine
import AlertPresentation

/// gum's letters on a confirm (confirm/confirm.go's key map): y and Y press the
/// affirmative button, n, N and q the negative one (the Cancel role); other letters do
/// nothing.
struct GumConfirmKeys: AlertKeyPolicy {
    /// Letters press buttons rather than move the focus.
    var lettersJump: Bool { false }

    /// Whether `letter` presses `action`.
    func letterPresses(_ letter: Character, _ action: any AlertActionItem) -> Bool {
        switch letter {
        case "y", "Y": action.role != .cancel
        case "n", "N", "q": action.role == .cancel
        default: false
        }
    }
}
