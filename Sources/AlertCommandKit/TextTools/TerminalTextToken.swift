/// A piece of text as a terminal reads it: what shows, or one escape sequence.
enum TerminalTextToken: Hashable, Sendable {
    /// Printable text and control characters (newline, tab…), without escape sequences.
    case text(String)
    /// One escape sequence: CSI (SGR…), OSC (hyperlinks…, ended by BEL or by the ESC of
    /// ST), DCS/SOS/PM/APC (to the next ESC), or ESC and its intermediates and final.
    case escape(String)

    /// Whether this is an SGR sequence (`ESC [ params m`, no private marker or
    /// intermediate), and its parameter text.
    var sgrParameters: Substring? {
        guard case .escape(let sequence) = self, sequence.hasPrefix("\u{1B}["),
            sequence.hasSuffix("m")
        else { return nil }
        let parameters = sequence.dropFirst(2).dropLast()
        let isPlain = parameters.unicodeScalars.allSatisfy {
            ("0"..."9").contains($0) || $0 == ";" || $0 == ":"
        }
        return isPlain ? parameters : nil
    }
}
