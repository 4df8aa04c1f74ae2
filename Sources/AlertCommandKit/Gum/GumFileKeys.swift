import AlertEngine
import AlertPresentation

/// gum's keys in a folder of `gum file` (bubbles' filepicker key map, which gum's
/// file/file.go takes whole): ←, h and Backspace go up a folder; →, l go into the
/// highlighted folder (on a file they do nothing: only Enter picks); g and G go to the first
/// and the last row, J and K a page down and up; q quits, as Esc does. Other letters do
/// nothing.
///
/// One folder's list answers with its highlighted row: a key that goes up or in answers
/// so, and says which it meant in ``goesUp``.
@MainActor
final class GumFileKeys: AlertKeyPolicy {
    /// Whether the answer was a key going up a folder, whatever row was highlighted.
    private(set) var goesUp = false
    /// The folder's list, once shown.
    weak var list: FilterItem?
    /// Whether the row at an index of the list's choices is a folder one can go into.
    let opens: (Int) -> Bool

    /// gum's keys on a folder whose rows `opens` says go in.
    init(opens: @escaping (Int) -> Bool) {
        self.opens = opens
    }

    /// A key that does nothing: text with no character.
    private static let nothing = AlertKeyInput.text("")

    /// What `key` means in gum's file picker.
    func meaning(of key: AlertKeyInput) -> AlertKeyInput {
        switch key {
        case .left, .character("h"), .backspace:
            goesUp = true
            return .enter
        case .right, .character("l"):
            guard let row = list?.chosenIndices.first, opens(row) else { return Self.nothing }
            return .enter
        case .character("g"): return .home
        case .character("G"): return .end
        case .character("J"): return .pageDown
        case .character("K"): return .pageUp
        case .character("q"): return .escape
        case .character("j"), .character("k"): return key
        case .character, .control: return Self.nothing
        default: return key.standardMeaning
        }
    }
}
