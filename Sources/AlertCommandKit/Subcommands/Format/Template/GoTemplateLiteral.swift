/// Go constants in template actions: quoted strings with Go's escapes, raw strings,
/// character constants, numbers.
enum GoTemplateLiteral {
    /// The string or character constant starting at `start`, and the index after it.
    static func quoted(
        _ characters: [Character], from start: Int, line: Int
    ) throws -> (GoTemplateValue, Int) {
        let quote = characters[start]
        var index = start + 1
        var text = ""
        while index < characters.count, characters[index] != quote {
            let character = characters[index]
            if character == "\\", quote != "`", index + 1 < characters.count {
                index += 1
                guard let (decoded, end) = escape(characters, at: index) else {
                    throw FormatToolError.templateParse("\(line): invalid syntax")
                }
                text += decoded
                index = end
                continue
            }
            text.append(character)
            index += 1
        }
        guard index < characters.count else {
            let what =
                quote == "'" ? "unterminated character constant" : "unterminated quoted string"
            throw FormatToolError.templateParse("\(line): \(what)")
        }
        if quote == "'" {
            guard let scalar = text.unicodeScalars.first, text.unicodeScalars.count == 1 else {
                throw FormatToolError.templateParse(
                    "\(line): malformed character constant: '\(text)'")
            }
            return (.int(Int(scalar.value)), index + 1)
        }
        // A raw string drops carriage returns, as Go does.
        if quote == "`" {
            text = String(text.unicodeScalars.filter { $0 != "\r" }.map(Character.init))
        }
        return (.string(text), index + 1)
    }

    /// A Go escape after its backslash: `\n \t \\ \" \' \a \b \f \r \v`, `\xHH`, `\uHHHH`,
    /// `\UHHHHHHHH`, `\ooo`.
    private static func escape(_ characters: [Character], at index: Int) -> (String, Int)? {
        let simple: [Character: String] = [
            "n": "\n", "t": "\t", "\\": "\\", "\"": "\"", "'": "'", "a": "\u{07}", "b": "\u{08}",
            "f": "\u{0C}", "r": "\r", "v": "\u{0B}",
        ]
        let character = characters[index]
        if let text = simple[character] { return (text, index + 1) }
        let digits: Int
        let radix: Int
        switch character {
        case "x": (digits, radix) = (2, 16)
        case "u": (digits, radix) = (4, 16)
        case "U": (digits, radix) = (8, 16)
        case "0"..."7": (digits, radix) = (3, 8)
        default: return nil
        }
        let start = radix == 8 ? index : index + 1
        guard start + digits <= characters.count,
            let value = UInt32(String(characters[start..<(start + digits)]), radix: radix),
            let scalar = Unicode.Scalar(value)
        else { return nil }
        return (String(scalar), start + digits)
    }

    /// The number starting at `start` (sign, decimal, hex, float) and the index after it.
    static func number(
        _ characters: [Character], from start: Int, line: Int
    ) throws -> (GoTemplateValue, Int) {
        var index = start
        while index < characters.count,
            characters[index].isLetter || characters[index].isNumber
                || "+-._".contains(characters[index])
        {
            if "+-".contains(characters[index]), index > start,
                !"eEpP".contains(characters[index - 1])
            {
                break
            }
            index += 1
        }
        let text = String(characters[start..<index]).replacingUnderscores()
        if let value = Int(text) { return (.int(value), index) }
        let unsigned = text.hasPrefix("-") || text.hasPrefix("+") ? String(text.dropFirst()) : text
        let negative = text.hasPrefix("-")
        for (prefix, radix) in [("0x", 16), ("0X", 16), ("0o", 8), ("0O", 8), ("0b", 2), ("0B", 2)]
        where unsigned.hasPrefix(prefix) {
            if let value = Int(unsigned.dropFirst(2), radix: radix) {
                return (.int(negative ? -value : value), index)
            }
        }
        if let value = Double(text) { return (.float(value), index) }
        throw FormatToolError.templateParse("\(line): bad number syntax: \"\(text)\"")
    }
}

extension String {
    /// The string without `_` (Go allows them between digits).
    fileprivate func replacingUnderscores() -> String {
        String(filter { $0 != "_" })
    }
}
