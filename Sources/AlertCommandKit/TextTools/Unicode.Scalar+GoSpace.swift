extension Unicode.Scalar {
    /// Whether Go's `unicode.IsSpace` counts this as a space: tab, newline, vertical tab, form
    /// feed, carriage return, space, U+0085, U+00A0 and the Unicode White_Space separators.
    var isGoSpace: Bool {
        switch value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F,
            0x205F, 0x3000:
            return true
        default:
            return false
        }
    }
}
