import AlertPresentation
import AlertProtocol

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

/// The pointer in a text field, as in a desktop entry: a click puts the caret at the
/// character clicked, a double click selects the word, a drag selects the characters it
/// passes over.
extension TextFieldItem: AlertTextPointingItem {
    /// Puts the caret before the character nearest `point` on the line as it is drawn now
    /// (scrolled to keep the caret in view); `extending` moves only the caret, the
    /// selection running from its anchor. O(the characters shown).
    package func placeCaret(
        at point: CGPoint, size: CGSize, context: AlertDrawContext, extending: Bool
    ) -> Bool {
        let position = characterPosition(at: point, size: size, context: context)
        return extending ? buffer.select(to: position) : buffer.moveCursor(to: position)
    }

    /// Selects the word at `point`: the run of letters and digits the character there
    /// belongs to, or else the run of other characters (the spaces between two words); a
    /// secure field's whole text, which is one word.
    package func selectWord(at point: CGPoint, size: CGSize, context: AlertDrawContext) -> Bool {
        let characters = Array(buffer.text)
        guard !characters.isEmpty else { return false }
        guard !isSecure else { return buffer.selectAll() }
        let position = characterPosition(at: point, size: size, context: context)
        let word = Self.word(around: position, in: characters)
        buffer.moveCursor(to: word.lowerBound)
        buffer.select(to: word.upperBound)
        return true
    }

    /// The run of characters of one kind (word characters, or the others) that holds the
    /// character at `position`, or the one just before it at a run's end or the text's.
    static func word(around position: Int, in characters: [Character]) -> Range<Int> {
        let count = characters.count
        var index = min(max(position, 0), count)
        // At a word's end (or the text's) the word before is meant.
        if index == count
            || (index > 0 && AlertTextBuffer.isWordCharacter(characters[index - 1])
                && !AlertTextBuffer.isWordCharacter(characters[index]))
        {
            index -= 1
        }
        let isWord = AlertTextBuffer.isWordCharacter(characters[index])
        var start = index
        while start > 0, AlertTextBuffer.isWordCharacter(characters[start - 1]) == isWord {
            start -= 1
        }
        var end = index + 1
        while end < count, AlertTextBuffer.isWordCharacter(characters[end]) == isWord {
            end += 1
        }
        return start..<end
    }

    /// The position (in graphemes) of the gap between characters nearest `point`, on the
    /// line as ``draw(in:frame:context:)`` draws it in a frame of `size`: the same padding,
    /// the same characters scrolled into view.
    func characterPosition(at point: CGPoint, size: CGSize, context: AlertDrawContext) -> Int {
        let measurer = context.measurer
        let padding = min(max(context.theme.fieldPadding, 0), size.width / 2)
        let shown = Array(displayText)
        let width = { (index: Int) in measurer.width(of: String(shown[index]), role: .field) }
        let visible = Self.visibleRange(
            count: shown.count, cursor: buffer.cursor, fieldWidth: size.width - 2 * padding,
            width: width)
        var x = point.x - padding
        for index in visible {
            let characterWidth = width(index)
            if x < characterWidth / 2 { return index }
            x -= characterWidth
        }
        return visible.upperBound
    }
}
