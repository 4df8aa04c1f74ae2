/// Splits text into what shows and escape sequences, with the states of the DEC/ECMA-48
/// parser x/ansi uses (parser/transition_table.go), so that what is measured, stripped and
/// wrapped agrees with lipgloss.
///
/// A sequence ends at its final byte; CAN or SUB, a non-ASCII character or another ESC cuts
/// a CSI or ESC sequence short (the character then shows). OSC ends at BEL or at an ESC
/// (the ESC of ST starts a sequence of its own, as in x/ansi); DCS, SOS, PM and APC end at
/// an ESC. Control characters inside a sequence stay in it. O(n).
enum TerminalTextScanner {
    /// The tokens of `text`, in order; their concatenation is `text`.
    static func tokens(of text: some StringProtocol) -> [TerminalTextToken] {
        let scalars = Array(text.unicodeScalars)
        guard scalars.contains(escape) else { return scalars.isEmpty ? [] : [.text(String(text))] }
        var tokens: [TerminalTextToken] = []
        var textStart = 0
        var index = 0
        while index < scalars.count {
            guard scalars[index] == escape else {
                index += 1
                continue
            }
            if textStart < index {
                tokens.append(.text(string(scalars[textStart..<index])))
            }
            let end = sequenceEnd(scalars, from: index)
            tokens.append(.escape(string(scalars[index..<end])))
            index = end
            textStart = end
        }
        if textStart < scalars.count {
            tokens.append(.text(string(scalars[textStart...])))
        }
        return tokens
    }

    private static let escape: Unicode.Scalar = "\u{1B}"

    private static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars)
        return String(result)
    }

    /// The index after the sequence whose ESC is at `start`.
    private static func sequenceEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        var index = start + 1
        while index < scalars.count {
            let value = scalars[index].value
            switch value {
            case 0x5B:  // [: CSI
                return csiEnd(scalars, from: index + 1)
            case 0x5D:  // ]: OSC
                return stringEnd(scalars, from: index + 1, endsAtBell: true)
            case 0x50, 0x58, 0x5E, 0x5F:  // P X ^ _: DCS, SOS, PM, APC
                return stringEnd(scalars, from: index + 1, endsAtBell: false)
            case 0x20...0x2F:
                return intermediateEnd(scalars, from: index + 1)
            case 0x30...0x7E:
                return index + 1
            case 0x1B, 0x18, 0x1A, 0x80...:
                return index
            default:  // other controls are executed inside the sequence
                index += 1
            }
        }
        return index
    }

    private static func csiEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        var index = start
        while index < scalars.count {
            switch scalars[index].value {
            case 0x40...0x7E: return index + 1
            case 0x1B, 0x18, 0x1A, 0x80...: return index
            default: index += 1
            }
        }
        return index
    }

    private static func intermediateEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        var index = start
        while index < scalars.count {
            switch scalars[index].value {
            case 0x30...0x7E: return index + 1
            case 0x1B, 0x18, 0x1A, 0x80...: return index
            default: index += 1
            }
        }
        return index
    }

    private static func stringEnd(
        _ scalars: [Unicode.Scalar], from start: Int, endsAtBell: Bool
    ) -> Int {
        var index = start
        while index < scalars.count {
            switch scalars[index].value {
            case 0x07 where endsAtBell: return index + 1
            case 0x18, 0x1A: return index + 1
            case 0x1B: return index
            default: index += 1
            }
        }
        return index
    }
}
