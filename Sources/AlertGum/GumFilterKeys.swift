import AlertCommandKit
import AlertEngine
import AlertPresentation

/// gum's keys in a filter (filter/filter.go's key map), which has two states: while its
/// search line has the focus, typing filters, Esc takes the focus off the search, Ctrl+J
/// moves down and Ctrl+D deletes forward (as in gum's input); with the search blurred, j and
/// k move, g and G go to the first and the last match, `/` gives the focus back to the
/// search, other letters do nothing, and Esc quits.
///
/// In both, Ctrl+N (Down, as the terminal reads it) goes down and Ctrl+P and Ctrl+K up;
/// when several may be picked, Tab and Shift-Tab tick the highlighted match and move down
/// or up and Ctrl+A ticks every match (or none), and with one they do nothing. Ctrl+E, the
/// end of the query (where its cursor always is), does nothing either.
@MainActor
final class GumFilterKeys: AlertKeyPolicy {
    /// Whether the search line has the focus (it has at first).
    private(set) var isSearching = true {
        didSet {
            if isSearching != oldValue { onSearchingChange?(isSearching) }
        }
    }
    /// Called with ``isSearching`` when Esc or `/` changes it, for the alert to show it.
    var onSearchingChange: (@MainActor (Bool) -> Void)?
    /// Whether several matches may be ticked (`--limit` above 1, `--no-limit`).
    let ticks: Bool

    /// gum's filter keys; `ticks`: several matches may be ticked.
    init(ticks: Bool) {
        self.ticks = ticks
    }

    /// A key that does nothing: text with no character.
    private static let nothing = AlertKeyInput.text("")

    /// j and k are letters of the query while searching, and moves (below) otherwise.
    var movesWithJAndK: Bool { false }

    /// What `key` means in gum's filter now, and what it changes of the state.
    func meaning(of key: AlertKeyInput) -> AlertKeyInput {
        switch key {
        case .lineFeed: return .down
        // Ctrl+K: up (the text input's delete to the end of the line finds nothing there).
        case .edit(.deleteToLineEnd): return .up
        case .control("a"): return ticks ? .edit(.selectAll) : Self.nothing
        case .control: return Self.nothing
        case .tab, .backTab: return ticks ? key : Self.nothing
        default: break
        }
        if isSearching {
            switch key {
            case .escape:
                isSearching = false
                return Self.nothing
            case .submit: return .delete
            default: return key
            }
        }
        switch key {
        case .character("/"):
            isSearching = true
            return Self.nothing
        case .character("j"): return .down
        case .character("k"): return .up
        case .character("g"): return .home
        case .character("G"): return .end
        case .character, .text, .backspace, .delete, .edit, .submit: return Self.nothing
        default: return key
        }
    }
}
