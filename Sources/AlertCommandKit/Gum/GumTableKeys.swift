import AlertEngine
import AlertPresentation

/// gum's keys in a table (table/table.go's key map, bubbles' table): q quits as Esc does,
/// Ctrl+D moves down a page.
struct GumTableKeys: AlertKeyPolicy {
    /// q is Esc; every other key is itself, a line feed Enter.
    func meaning(of key: AlertKeyInput) -> AlertKeyInput {
        switch key {
        case .character("q"): .escape
        case .lineFeed: .enter
        case .submit: .pageDown
        default: key
        }
    }
}
