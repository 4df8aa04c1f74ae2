/// Maps CSI and SS3 key sequences to keys, in their xterm forms (plus the rxvt Home/End
/// variants `CSI 7 ~` / `CSI 8 ~`).
enum KeySequenceTable {
    /// The key named by a letter final byte (`CSI A`, `SS3 P`, `CSI 1 ; 5 C`...).
    static func key(forFinal final: UInt8) -> TerminalKey? {
        switch final {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "E"): .begin
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        case UInt8(ascii: "P"): .function(1)
        case UInt8(ascii: "Q"): .function(2)
        case UInt8(ascii: "R"): .function(3)
        case UInt8(ascii: "S"): .function(4)
        case UInt8(ascii: "Z"): .backTab
        case UInt8(ascii: "M"): .enter  // SS3 M: keypad Enter
        default: nil
        }
    }

    /// The key named by the number of a `CSI n ~` sequence.
    static func key(forTildeNumber number: Int) -> TerminalKey? {
        switch number {
        case 1, 7: .home
        case 2: .insert
        case 3: .delete
        case 4, 8: .end
        case 5: .pageUp
        case 6: .pageDown
        case 11...15: .function(number - 10)
        case 17...21: .function(number - 11)
        case 23...26: .function(number - 12)
        case 28, 29: .function(number - 13)
        case 31...34: .function(number - 14)
        default: nil
        }
    }

    /// The key for a `CSI codepoint ; m u` report (fixterms / kitty basic form).
    static func key(forCodepoint codepoint: Int) -> TerminalKey? {
        switch codepoint {
        case 9: return .tab
        case 13: return .enter
        case 27: return .escape
        case 8, 127: return .backspace
        default:
            guard codepoint >= 0x20, let scalar = Unicode.Scalar(UInt32(codepoint)) else {
                return nil
            }
            return .character(Character(scalar))
        }
    }

    /// The key and modifiers for a single byte outside any sequence: C0 controls become
    /// Ctrl+letter (0x08 and 0x7F are Backspace, 0x09 Tab, 0x0D Enter); printable ASCII is a
    /// character. Returns `nil` for ESC and for bytes above 0x7F.
    static func key(forByte byte: UInt8) -> (TerminalKey, KeyModifiers)? {
        switch byte {
        case 0x00: return (.character(" "), .control)
        case 0x08, 0x7F: return (.backspace, [])
        case 0x09: return (.tab, [])
        case 0x0D: return (.enter, [])
        case 0x01...0x1A:
            return (.character(Character(Unicode.Scalar(byte + 0x60))), .control)
        case 0x1C...0x1F:
            return (.character(Character(Unicode.Scalar(byte + 0x40))), .control)
        case 0x20...0x7E:
            return (.character(Character(Unicode.Scalar(byte))), [])
        default:
            return nil
        }
    }
}
