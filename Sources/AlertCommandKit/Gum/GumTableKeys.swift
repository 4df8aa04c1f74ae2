import AlertEngine
import AlertPresentation

/// gum's keys in a table (table/table.go's key map): q quits as Esc does.
struct GumTableKeys: AlertKeyPolicy {
    /// q is Esc; every other key is itself, a line feed Enter.
    func meaning(of key: AlertKeyInput) -> AlertKeyInput {
        switch key {
        case .character("q"): .escape
        case .lineFeed: .enter
        default: key
        }
    }
}
