/// HTML character references as Go's `html.UnescapeString` decodes them in glamour's text:
/// numeric ones (`&#169;`, `&#xA9;`) and the common named ones.
///
/// Limit: about a hundred names, not HTML's two thousand; others stay as typed.
enum HTMLEntities {
    private static let named: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}",
        "copy": "©", "reg": "®", "trade": "™", "hellip": "…", "mdash": "—", "ndash": "–",
        "lsquo": "‘", "rsquo": "’", "ldquo": "“", "rdquo": "”", "sbquo": "‚", "bdquo": "„",
        "laquo": "«", "raquo": "»", "lsaquo": "‹", "rsaquo": "›", "bull": "•", "middot": "·",
        "deg": "°", "plusmn": "±", "times": "×", "divide": "÷", "micro": "µ", "para": "¶",
        "sect": "§", "euro": "€", "pound": "£", "yen": "¥", "cent": "¢", "curren": "¤",
        "iexcl": "¡", "iquest": "¿", "shy": "\u{AD}", "ordf": "ª", "ordm": "º", "not": "¬",
        "macr": "¯", "acute": "´", "cedil": "¸", "sup1": "¹", "sup2": "²", "sup3": "³",
        "frac14": "¼", "frac12": "½", "frac34": "¾", "larr": "←", "rarr": "→", "uarr": "↑",
        "darr": "↓", "harr": "↔", "lArr": "⇐", "rArr": "⇒", "hArr": "⇔", "check": "✓",
        "cross": "✗", "hearts": "♥", "spades": "♠", "clubs": "♣", "diams": "♦", "star": "☆",
        "infin": "∞", "ne": "≠", "le": "≤", "ge": "≥", "asymp": "≈", "equiv": "≡",
        "minus": "−", "sum": "∑", "prod": "∏", "radic": "√", "part": "∂", "nabla": "∇",
        "isin": "∈", "empty": "∅", "and": "∧", "or": "∨", "cap": "∩", "cup": "∪",
        "forall": "∀", "exist": "∃", "alpha": "α", "beta": "β", "gamma": "γ", "delta": "δ",
        "epsilon": "ε", "lambda": "λ", "mu": "μ", "pi": "π", "sigma": "σ", "omega": "ω",
        "Delta": "Δ", "Omega": "Ω", "Sigma": "Σ", "Pi": "Π", "thinsp": "\u{2009}",
        "ensp": "\u{2002}", "emsp": "\u{2003}", "zwj": "\u{200D}", "zwnj": "\u{200C}",
        "dagger": "†", "Dagger": "‡", "permil": "‰", "prime": "′", "Prime": "″",
        "auml": "ä", "ouml": "ö", "uuml": "ü", "Auml": "Ä", "Ouml": "Ö", "Uuml": "Ü",
        "szlig": "ß", "eacute": "é", "egrave": "è", "ecirc": "ê", "aacute": "á",
        "agrave": "à", "acirc": "â", "ccedil": "ç", "ntilde": "ñ", "oacute": "ó",
        "iacute": "í", "uacute": "ú", "oslash": "ø", "aring": "å", "aelig": "æ",
    ]

    /// The reference starting at `index` (an `&`): its text and how many characters it
    /// takes, or nil when none is there.
    static func reference(in characters: [Character], at index: Int) -> (String, Int)? {
        guard index < characters.count, characters[index] == "&" else { return nil }
        var end = index + 1
        while end < characters.count, end - index <= 32, characters[end] != ";" {
            guard characters[end].isASCII,
                characters[end].isLetter || characters[end].isNumber
                    || characters[end] == "#"
            else { return nil }
            end += 1
        }
        guard end < characters.count, characters[end] == ";", end > index + 1 else { return nil }
        let name = String(characters[(index + 1)..<end])
        if name.hasPrefix("#") {
            let digits = name.dropFirst()
            let value: UInt32?
            if digits.first == "x" || digits.first == "X" {
                value = UInt32(digits.dropFirst(), radix: 16)
            } else {
                value = UInt32(digits, radix: 10)
            }
            guard let value else { return nil }
            let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
            return (String(value == 0 ? "\u{FFFD}" : scalar), end - index + 1)
        }
        guard let text = named[name] else { return nil }
        return (text, end - index + 1)
    }
}
