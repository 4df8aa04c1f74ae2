import AlertProtocol
import FoundationEssentials

extension AlertInteraction {
    /// The letter that presses item `index` with Alt (``AlertKeyInput/mnemonic(_:)``),
    /// lowercased, or nil when it has none: an enabled, visible ``AlertActionItem`` has the
    /// letter its ``AlertActionItem/mnemonic`` marks, else the first letter or digit of its
    /// title when no other action of the alert has that letter (marked or first), as a
    /// desktop dialog gives its buttons. Worked out once per layout, for every action:
    /// O(n) then, O(1) after.
    package func mnemonic(ofItemAt index: Int) -> Character? {
        if let mnemonicsCache { return mnemonicsCache[index] }
        let mnemonics = Self.mnemonics(of: items)
        // Only a laid-out alert keeps them: before a layout the items may still change.
        if layoutResult != nil { mnemonicsCache = mnemonics }
        return mnemonics[index]
    }

    /// The mnemonics of `items` by index (see ``mnemonic(ofItemAt:)``).
    static func mnemonics(of items: [any AlertItem]) -> [Int: Character] {
        var marked: [Int: Character] = [:]
        var first: [Int: Character] = [:]
        var uses: [Character: Int] = [:]
        for (index, item) in items.enumerated() {
            guard let action = item as? any AlertActionItem, action.isEnabled,
                (item as? any AlertStyledItem)?.isHidden != true
            else { continue }
            if let letter = action.mnemonic.map(Self.folded) {
                marked[index] = letter
                uses[letter, default: 0] += 1
            } else if let letter = action.title.first(where: { $0.isLetter || $0.isNumber }) {
                let letter = folded(letter)
                first[index] = letter
                uses[letter, default: 0] += 1
            }
        }
        for (index, letter) in first where uses[letter] == 1 { marked[index] = letter }
        return marked
    }

    /// `letter` lowercased, as mnemonics compare.
    static func folded(_ letter: Character) -> Character {
        String(letter).lowercased().first ?? letter
    }

    /// Alt+`letter`: in a focused text that takes typing, Alt+B, Alt+F and Alt+D are its
    /// word edits; anywhere else the action whose mnemonic `letter` is (the first one, if
    /// several are marked alike) takes the focus and is pressed. False when no action has
    /// it.
    func pressMnemonic(_ letter: Character) -> Bool {
        refreshFocus()
        let items = items
        if let focused = focusRing.focused, items.indices.contains(focused.item),
            items[focused.item] is any AlertTextInputItem,
            !(items[focused.item] is any AlertListItem),
            let edit = Self.wordEdit(forAlt: letter)
        {
            return handle(.edit(edit))
        }
        let wanted = Self.folded(letter)
        guard
            let index = items.indices.first(where: { mnemonic(ofItemAt: $0) == wanted }),
            let action = items[index] as? any AlertActionItem
        else { return false }
        let moved = focusItem(at: index)
        return activate(action) || moved
    }

    /// The readline word edit Alt+`letter` is in a text (Alt+B, Alt+F, Alt+D), or nil.
    static func wordEdit(forAlt letter: Character) -> AlertTextEdit? {
        switch folded(letter) {
        case "b": .wordLeft
        case "f": .wordRight
        case "d": .deleteWordForward
        default: nil
        }
    }
}
