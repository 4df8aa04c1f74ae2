import AlertCommandKit
import AlertEngine
import AlertPresentation

/// gum's keys in a choose list (choose/choose.go's key map) where they differ from
/// `alert`'s: g and G go to the first and the last option, Ctrl+J down; when several may be
/// chosen, x and Tab tick the focused one, as Space does; with `--no-limit`, a and A tick
/// all of them (or none).
struct GumChooseKeys: AlertKeyPolicy {
    /// Whether several options may be chosen (Tab and x tick then).
    var ticks: Bool
    /// Whether any number may be chosen (a and A tick all then).
    var ticksAll: Bool

    /// What `key` means in gum's list.
    func meaning(of key: AlertKeyInput) -> AlertKeyInput {
        switch key {
        case .character("g"): .home
        case .character("G"): .end
        case .lineFeed: .down
        case .character("x") where ticks, .tab where ticks: .character(" ")
        case .character("a") where ticksAll, .character("A") where ticksAll: .edit(.selectAll)
        default: key
        }
    }
}
