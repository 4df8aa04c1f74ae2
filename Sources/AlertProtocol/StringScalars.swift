/// Trimming and replacing without Foundation: FoundationEssentials has no
/// `trimmingCharacters(in:)` (nor `CharacterSet`) and no `replacingOccurrences(of:with:)`,
/// and the modules of `alert` import only FoundationEssentials under the Essentials trait.
/// Both work on Unicode scalars, as Foundation's do, so both builds give the same text.
extension StringProtocol {
    /// The text with every occurrence of `target` replaced by `replacement`, compared scalar
    /// for scalar as Foundation compares (a `"\n"` inside `"\r\n"` is found; the standard
    /// library's `replacing(_:with:)` compares characters and would not), and, as Foundation,
    /// not where a combining mark follows (it belongs to the character the match ends in).
    /// O(n·m).
    package func replacingScalars(of target: String, with replacement: String) -> String {
        let scalars = Array(unicodeScalars)
        let needle = Array(target.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let end = index + needle.count
            if !needle.isEmpty, end <= scalars.count, scalars[index..<end].elementsEqual(needle),
                end == scalars.count || !Self.isCombiningMark(scalars[end])
            {
                result.append(contentsOf: replacement.unicodeScalars)
                index = end
            } else {
                result.append(scalars[index])
                index += 1
            }
        }
        return String(result)
    }

    /// Whether `scalar` is a combining mark that does not take room of its own (general
    /// category Mn or Me; not a spacing mark, Mc): a match is not cut before one, as
    /// Foundation's is not.
    private static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark: true
        default: false
        }
    }

    /// The text without Foundation's `.whitespaces` at either end: tab, the Unicode space
    /// separators (general category Zs) and U+200B ZERO WIDTH SPACE. O(n).
    package func trimmingWhitespace() -> String {
        trimmingScalars(where: Self.isWhitespace)
    }

    /// The text without Foundation's `.newlines` at either end: U+000A to U+000D, U+0085,
    /// U+2028 and U+2029. O(n).
    package func trimmingNewlines() -> String {
        trimmingScalars(where: Self.isNewline)
    }

    /// The text without Foundation's `.whitespacesAndNewlines` at either end: the two sets
    /// above together. O(n).
    package func trimmingWhitespaceAndNewlines() -> String {
        trimmingScalars { Self.isWhitespace($0) || Self.isNewline($0) }
    }

    /// Whether `scalar` is in Foundation's `.whitespaces`.
    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\t" || scalar == "\u{200B}"
            || scalar.properties.generalCategory == .spaceSeparator
    }

    /// Whether `scalar` is in Foundation's `.newlines`.
    private static func isNewline(_ scalar: Unicode.Scalar) -> Bool {
        (0x0A...0x0D).contains(scalar.value) || [0x85, 0x2028, 0x2029].contains(scalar.value)
    }

    /// The text without the scalars at either end for which `trimmed` holds.
    private func trimmingScalars(where trimmed: (Unicode.Scalar) -> Bool) -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !trimmed($0) }),
            let last = scalars.lastIndex(where: { !trimmed($0) })
        else { return "" }
        var kept = String.UnicodeScalarView()
        kept.append(contentsOf: scalars[first...last])
        return String(kept)
    }
}
