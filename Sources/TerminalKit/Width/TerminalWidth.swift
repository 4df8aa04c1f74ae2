/// The one width function of the terminal: how many columns text takes on screen.
///
/// Every measurement (cell buffers, the alert presenter's layout of terminal items, the test
/// emulator) goes through these functions, so that what is laid out, stored and written agree.
///
/// Rules, from tables generated out of the Unicode Character Database by
/// `Scripts/generate-width-tables.py`:
/// - East Asian Wide and Fullwidth code points, and emoji with default emoji presentation,
///   take 2 columns;
/// - combining marks (Mn, Me), format characters (Cf: ZWJ, ...), variation selectors, default
///   ignorables, controls, and Hangul medial/final jamo take 0 columns;
/// - East Asian Ambiguous code points take 1 column, or 2 with ``AmbiguousWidth/wide``;
/// - everything else takes 1 column.
///
/// A grapheme (a `Character`) takes the width of its first scalar that has a width, except that
/// an emoji base followed by U+FE0F (VARIATION SELECTOR-16) takes 2.
///
/// Complexity: O(1) for ASCII, O(log n) in the table sizes (a few hundred ranges) otherwise.
public enum TerminalWidth {
    /// How wide East Asian Ambiguous characters (Greek, Cyrillic, box drawing, ...) are drawn.
    public enum AmbiguousWidth: Sendable, Hashable {
        /// One column: what Western locales and most terminal emulators use (the default).
        case narrow
        /// Two columns: what CJK legacy locales use.
        case wide
    }

    /// The width of one scalar in columns: 0, 1 or 2.
    package static func width(
        of scalar: Unicode.Scalar,
        ambiguous: AmbiguousWidth = .narrow
    ) -> Int {
        let value = scalar.value
        if value < 0x7F {
            return value >= 0x20 ? 1 : 0
        }
        if contains(TerminalWidthTables.zeroWidth, value) {
            return 0
        }
        if value >= 0x1100, contains(TerminalWidthTables.wide, value) {
            return 2
        }
        if ambiguous == .wide, contains(TerminalWidthTables.ambiguous, value) {
            return 2
        }
        return 1
    }

    /// The width of one grapheme in columns: 0, 1 or 2.
    ///
    /// A grapheme with no scalar that has a width (a lone combining mark, a ZWJ) takes 0.
    public static func width(of character: Character, ambiguous: AmbiguousWidth = .narrow) -> Int {
        let scalars = character.unicodeScalars
        var iterator = scalars.makeIterator()
        guard let first = iterator.next() else { return 0 }
        var result = width(of: first, ambiguous: ambiguous)
        var hasEmojiSelector = false
        while let scalar = iterator.next() {
            if scalar.value == 0xFE0F {
                hasEmojiSelector = true
            } else if result == 0 {
                result = width(of: scalar, ambiguous: ambiguous)
            }
        }
        if hasEmojiSelector, result < 2, contains(TerminalWidthTables.emoji, first.value) {
            return 2
        }
        return result
    }

    /// The width of a string in columns: the sum of the widths of its graphemes.
    ///
    /// Complexity: O(n) in the string's length, with a fast path for printable ASCII.
    public static func width(of string: String, ambiguous: AmbiguousWidth = .narrow) -> Int {
        if let asciiWidth = printableASCIIWidth(string) {
            return asciiWidth
        }
        var total = 0
        for character in string {
            total += width(of: character, ambiguous: ambiguous)
        }
        return total
    }

    /// Whether terminals are known to disagree on the width of `character` when it is drawn:
    /// emoji presentation, emoji sequences and ambiguous-width characters.
    ///
    /// The renderer re-anchors the cursor after such a glyph rather than trust its own count,
    /// unless it is uncertain only as East Asian Ambiguous
    /// (a single letter of that class, not an emoji) and the terminal showed how wide it draws
    /// those.
    ///
    /// Box drawing (U+2500–U+257F) and block elements (U+2580–U+259F) are ambiguous in
    /// Unicode but count as certain: every terminal draws them one cell wide unless the user
    /// opted into "ambiguous is wide", and that user picks ``AmbiguousWidth/wide`` here so our
    /// count agrees. Alert borders and half-block pictures are made of them, and a cursor
    /// move after each would triple the bytes of every frame that shows one.
    package static func isWidthUncertain(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return false }
        if first.value < 0x7F { return false }
        if scalars.count > 1 { return true }
        if (0x2500...0x259F).contains(first.value) { return false }
        return contains(TerminalWidthTables.emojiPresentation, first.value)
            || contains(TerminalWidthTables.ambiguous, first.value)
    }

    /// Whether `character` is uncertain (``isWidthUncertain(_:)``) only because it is East
    /// Asian Ambiguous: one scalar, no emoji (even in text style, as `™` or `▶`, which
    /// some terminals draw as emoji), and neither a private-use code point (icon fonts give
    /// those any width) nor U+FFFD. A terminal draws every such letter at the one width its
    /// setting gives the class, so once it has shown that width
    /// (``TerminalModeSequences/ambiguousWidthProbe``) the renderer can trust its count.
    package static func isUncertainOnlyAsAmbiguous(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard scalars.count == 1, let value = scalars.first?.value, value >= 0x7F,
            !(0x2500...0x259F).contains(value), !isPrivateUse(value), value != 0xFFFD
        else { return false }
        return contains(TerminalWidthTables.ambiguous, value)
            && !contains(TerminalWidthTables.emoji, value)
    }

    /// Whether `value` is in a private use area (U+E000–U+F8FF, planes 15 and 16).
    private static func isPrivateUse(_ value: UInt32) -> Bool {
        (0xE000...0xF8FF).contains(value) || value >= 0xF0000
    }

    /// The width of `string` when it is printable ASCII only, `nil` otherwise.
    package static func printableASCIIWidth(_ string: String) -> Int? {
        var count = 0
        for byte in string.utf8 {
            guard byte >= 0x20, byte < 0x7F else { return nil }
            count += 1
        }
        return count
    }

    /// Binary search of `value` in a flat table of sorted inclusive `start, end` pairs.
    static func contains(_ table: [UInt32], _ value: UInt32) -> Bool {
        table.withUnsafeBufferPointer { pairs in
            var low = 0
            var high = pairs.count / 2 - 1
            if high < 0 || value < pairs[0] || value > pairs[pairs.count - 1] {
                return false
            }
            while low <= high {
                let middle = (low + high) >> 1
                if value < pairs[2 * middle] {
                    high = middle - 1
                } else if value > pairs[2 * middle + 1] {
                    low = middle + 1
                } else {
                    return true
                }
            }
            return false
        }
    }
}
