import AlertCommandKit
import AlertDialog

/// The `--text` of zenity's message dialogs as zenity shows it: its escapes compressed
/// (`\n` a line break, as GLib's `g_strcompress` does) and its Pango markup read, the tags
/// left out (the desktop presenter draws plain text: bold, italics and colours are lost, the
/// words kept) and the entities decoded. With `--no-markup` the text is shown as typed.
/// Markup that does not parse is shown as typed too (zenity's label then shows nothing).
enum ZenityText {
    /// What a message dialog shows of `text`.
    static func shown(_ text: String, markup: Bool) -> String {
        guard markup else { return text }
        let compressed = compress(text)
        return plain(fromMarkup: compressed) ?? compressed
    }

    /// `text` with the escapes of C strings replaced, as `g_strcompress` does: `\b`, `\f`,
    /// `\n`, `\r`, `\t`, `\v`, `\\`, `\"`, and `\ooo` in octal; any other character after a
    /// backslash stands for itself, and a backslash at the very end is dropped.
    static func compress(_ text: String) -> String {
        var bytes: [UInt8] = []
        let source = Array(text.utf8)
        var index = 0
        while index < source.count {
            let byte = source[index]
            index += 1
            guard byte == UInt8(ascii: "\\") else {
                bytes.append(byte)
                continue
            }
            guard index < source.count else { break }
            let next = source[index]
            index += 1
            switch next {
            case UInt8(ascii: "b"): bytes.append(0x08)
            case UInt8(ascii: "f"): bytes.append(0x0C)
            case UInt8(ascii: "n"): bytes.append(0x0A)
            case UInt8(ascii: "r"): bytes.append(0x0D)
            case UInt8(ascii: "t"): bytes.append(0x09)
            case UInt8(ascii: "v"): bytes.append(0x0B)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = Int(next - UInt8(ascii: "0"))
                var digits = 1
                while digits < 3, index < source.count,
                    (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(source[index])
                {
                    value = value * 8 + Int(source[index] - UInt8(ascii: "0"))
                    index += 1
                    digits += 1
                }
                bytes.append(UInt8(truncatingIfNeeded: value))
            default: bytes.append(next)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The text of Pango markup: tags left out, entities decoded; nil when it does not
    /// parse (a `<` without its `>`, an unknown or unfinished entity, tags that do not
    /// nest).
    static func plain(fromMarkup markup: String) -> String? {
        var result = ""
        var open: [Substring] = []
        var rest = Substring(markup)
        while let character = rest.first {
            switch character {
            case "<":
                guard let end = rest.firstIndex(of: ">") else { return nil }
                let tag = rest[rest.index(after: rest.startIndex)..<end]
                rest = rest[rest.index(after: end)...]
                if tag.hasPrefix("/") {
                    let name = tag.dropFirst()
                    guard open.popLast() == name else { return nil }
                } else if !tag.hasSuffix("/") {
                    guard let name = tag.split(separator: " ").first, !name.isEmpty else {
                        return nil
                    }
                    open.append(name)
                }
            case "&":
                guard let end = rest.firstIndex(of: ";"),
                    let decoded = entity(rest[rest.index(after: rest.startIndex)..<end])
                else { return nil }
                result.append(decoded)
                rest = rest[rest.index(after: end)...]
            default:
                result.append(character)
                rest = rest.dropFirst()
            }
        }
        return open.isEmpty ? result : nil
    }

    /// The character an entity's name (between `&` and `;`) stands for.
    private static func entity(_ name: Substring) -> Character? {
        switch name {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        default:
            guard name.hasPrefix("#") else { return nil }
            let digits = name.dropFirst()
            let value =
                digits.hasPrefix("x") || digits.hasPrefix("X")
                ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
            return value.flatMap(Unicode.Scalar.init).map(Character.init)
        }
    }
}
