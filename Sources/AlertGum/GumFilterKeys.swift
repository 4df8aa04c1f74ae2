import AlertCommandKit
import AlertEngine
import AlertPresentation

/// gum's keys in a filter (filter/filter.go's key map), which has two states: while its
/// search line has the focus, typing filters, Esc takes the focus off the search, Ctrl+J
/// moves down and Ctrl+D deletes forward (as in gum's input); with the search blurred, j and
/// k move, g and G go to the first and the last match, `/` gives the focus back to the
/// search, other letters do nothing, and Esc quits.
@MainActor
final class GumFilterKeys: AlertKeyPolicy {
    /// Whether the search line has the focus (it has at first).
    private(set) var isSearching = true

    /// A key that does nothing: text with no character.
    private static let nothing = AlertKeyInput.text("")

    /// j and k are letters of the query while searching, and moves (below) otherwise.
    var movesWithJAndK: Bool { false }

    /// What `key` means in gum's filter now, and what it changes of the state.
    func meaning(of key: AlertKeyInput) -> AlertKeyInput {
        if isSearching {
            switch key {
            case .escape:
                isSearching = false
                return Self.nothing
            case .submit: return .delete
            case .lineFeed: return .down
            default: return key
            }
        }
        switch key {
        case .character("/"):
            isSearching = true
            return Self.nothing
        case .character("j"), .lineFeed: return .down
        case .character("k"): return .up
        case .character("g"): return .home
        case .character("G"): return .end
        case .character, .text, .backspace, .delete, .edit, .submit: return Self.nothing
        default: return key
        }
    }
}
