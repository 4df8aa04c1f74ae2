import AlertCommandKit
import AlertEngine
import AlertPresentation

/// gum's keys in a choose list (choose/choose.go's key map) where they differ from
/// `alert`'s: g and G go to the first and the last option, →, l and Ctrl+F a page down,
/// ←, h and Ctrl+B a page up, Ctrl+J down, Ctrl+K up (Ctrl+N and
/// Ctrl+P are Down and Up as the terminal reads them); when several may be chosen, x and
/// Tab tick the focused one, as Space does; with `--no-limit`, a, A and Ctrl+A tick all of
/// them (or none). Ctrl+A and Ctrl+E are no start or end of a line here: without
/// `--no-limit` they do nothing.
struct GumChooseKeys: AlertKeyPolicy {
    /// Whether several options may be chosen (Tab and x tick then).
    var ticks: Bool
    /// Whether any number may be chosen (a, A and Ctrl+A tick all then).
    var ticksAll: Bool

    /// What `key` means in gum's list.
    func meaning(of key: AlertKeyInput) -> AlertKeyInput {
        switch key {
        case .character("g"): .home
        case .character("G"): .end
        // A page at a time (choose/choose.go's Right and Left: the index by the height).
        case .right, .character("l"), .control("f"): .pageDown
        case .left, .character("h"), .control("b"): .pageUp
        case .lineFeed: .down
        case .edit(.deleteToLineEnd): .up
        case .character("x") where ticks, .tab where ticks: .character(" ")
        case .character("a") where ticksAll, .character("A") where ticksAll,
            .control("a") where ticksAll:
            .edit(.selectAll)
        case .control: .text("")
        default: key
        }
    }
}
