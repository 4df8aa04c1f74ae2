import AlertCommandKit
import AlertEngine
import AlertPresentation

/// gum's letters on a confirm (confirm/confirm.go's key map): y and Y press the
/// affirmative button, n, N and q the negative one (the Cancel role), h and l move as ←
/// and → do; other letters do nothing.
struct GumConfirmKeys: AlertKeyPolicy {
    /// Letters press buttons rather than move the focus.
    var lettersJump: Bool { false }

    /// h and l move between the buttons as ← and → do.
    func meaning(of key: AlertKeyInput) -> AlertKeyInput {
        switch key {
        case .character("h"): .left
        case .character("l"): .right
        case .lineFeed: .enter
        default: key
        }
    }

    /// Whether `letter` presses `action`.
    func letterPresses(_ letter: Character, _ action: any AlertActionItem) -> Bool {
        switch letter {
        case "y", "Y": action.role != .cancel
        case "n", "N", "q": action.role == .cancel
        default: false
        }
    }
}
