/// Which graphemes could fuse with a neighbour when two cells are printed back to back.
///
/// Two cells each hold a complete grapheme, but printed one after the other their scalars can
/// form a single grapheme in a terminal that clusters: two lone regional indicators make a flag,
/// a Hangul leading consonant takes a following vowel, a spacing mark attaches to what precedes
/// it, a ZWJ or a virama at the end joins what follows. Each cell records a small class for its
/// first and its last scalar; the renderer asks ``joins(last:first:)`` and breaks such pairs with
/// an explicit cursor position. The test is conservative (it may flag pairs that would not fuse)
/// and O(1).
enum GraphemeJoining {
    /// Class of a grapheme's first scalar, as the follower in a pair.
    enum First: UInt8 {
        case none = 0
        case extending
        case regionalIndicator
        case hangulLeading
        case hangulVowel
        case hangulTrailing
        case hangulLV
        case hangulLVT
        case other
    }

    /// Class of a grapheme's last scalar, as the leader in a pair.
    enum Last: UInt8 {
        case none = 0
        case joiner
        case regionalIndicator
        case hangulLeading
        case hangulVowelOrLV
        case hangulTrailingOrLVT
    }

    /// The class of `scalar` as the first scalar of a grapheme.
    static func firstClass(_ scalar: Unicode.Scalar) -> First {
        let value = scalar.value
        if value < 0x300 || (0x3000...0x9FFF).contains(value) { return .none }
        if let hangul = hangulClass(value) { return hangul }
        if isRegionalIndicator(value) { return .regionalIndicator }
        if value == 0x200C || value == 0x200D || (0x1F3FB...0x1F3FF).contains(value) {
            return .extending
        }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .format:
            return .extending
        default:
            return .other
        }
    }

    /// The class of `scalar` as the last scalar of a grapheme.
    static func lastClass(_ scalar: Unicode.Scalar) -> Last {
        let value = scalar.value
        if value < 0x300 || (0x3000...0x9FFF).contains(value) { return .none }
        if value == 0x200D { return .joiner }
        if isRegionalIndicator(value) { return .regionalIndicator }
        switch hangulClass(value) {
        case .hangulLeading: return .hangulLeading
        case .hangulVowel, .hangulLV: return .hangulVowelOrLV
        case .hangulTrailing, .hangulLVT: return .hangulTrailingOrLVT
        default: break
        }
        if scalar.properties.canonicalCombiningClass == .virama
            || scalar.properties.generalCategory == .format
        {
            return .joiner
        }
        return .none
    }

    /// Whether a grapheme ending in class `last` may fuse with one starting in class `first`.
    static func joins(last: Last, first: First) -> Bool {
        switch (last, first) {
        case (_, .none): return false
        case (_, .extending): return true
        case (.joiner, _): return true
        case (.regionalIndicator, .regionalIndicator): return true
        case (.hangulLeading, .hangulLeading), (.hangulLeading, .hangulVowel),
            (.hangulLeading, .hangulLV), (.hangulLeading, .hangulLVT):
            return true
        case (.hangulVowelOrLV, .hangulVowel), (.hangulVowelOrLV, .hangulTrailing):
            return true
        case (.hangulTrailingOrLVT, .hangulTrailing): return true
        default: return false
        }
    }

    private static func isRegionalIndicator(_ value: UInt32) -> Bool {
        (0x1F1E6...0x1F1FF).contains(value)
    }

    private static func hangulClass(_ value: UInt32) -> First? {
        switch value {
        case 0x1100...0x115F, 0xA960...0xA97C: return .hangulLeading
        case 0x1160...0x11A7, 0xD7B0...0xD7C6: return .hangulVowel
        case 0x11A8...0x11FF, 0xD7CB...0xD7FB: return .hangulTrailing
        case 0xAC00...0xD7A3: return (value - 0xAC00) % 28 == 0 ? .hangulLV : .hangulLVT
        default: return nil
        }
    }
}
