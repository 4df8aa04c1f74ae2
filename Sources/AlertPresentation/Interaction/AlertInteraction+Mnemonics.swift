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
        // The first letters in an array: most of a long menu's titles share a first letter,
        // so few of them end in `marked`.
        var first: [(index: Int, letter: Character)] = []
        var uses = LetterCounts()
        for (index, item) in items.enumerated() {
            guard let action = item as? any AlertActionItem, action.isEnabled,
                (item as? any AlertStyledItem)?.isHidden != true
            else { continue }
            if let letter = action.mnemonic.map(Self.folded) {
                marked[index] = letter
                uses.add(letter)
            } else if let letter = action.title.first(where: { $0.isLetter || $0.isNumber }) {
                let letter = folded(letter)
                first.append((index, letter))
                uses.add(letter)
            }
        }
        for (index, letter) in first where uses.count(of: letter) == 1 { marked[index] = letter }
        return marked
    }

    /// `letter` lowercased, as mnemonics compare: an ASCII letter without a `String` made
    /// for it (the same answer as `lowercased()`).
    static func folded(_ letter: Character) -> Character {
        if let ascii = Self.asciiCode(of: letter) {
            let lower = (0x41...0x5A).contains(ascii) ? ascii | 0x20 : ascii
            return Character(Unicode.Scalar(lower))
        }
        return String(letter).lowercased().first ?? letter
    }

    /// The code of `letter` when it is one ASCII character, else nil (unlike `asciiValue`,
    /// which gives "\r\n" the code of "\n").
    nonisolated static func asciiCode(of letter: Character) -> UInt8? {
        let utf8 = letter.utf8
        guard utf8.count == 1, let code = utf8.first, code < 0x80 else { return nil }
        return code
    }

    /// How many actions have each letter: ASCII in a table, others in a dictionary (no
    /// hashing for the letters most titles start with).
    struct LetterCounts {
        /// The counts of the ASCII letters and digits, by code.
        private var ascii = [Int](repeating: 0, count: 128)
        /// The counts of every other letter.
        private var others: [Character: Int] = [:]

        /// Counts one more use of `letter`.
        mutating func add(_ letter: Character) {
            if let code = AlertInteraction.asciiCode(of: letter) {
                ascii[Int(code)] += 1
            } else {
                others[letter, default: 0] += 1
            }
        }

        /// The uses of `letter` counted so far.
        func count(of letter: Character) -> Int {
            if let code = AlertInteraction.asciiCode(of: letter) { return ascii[Int(code)] }
            return others[letter] ?? 0
        }
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
