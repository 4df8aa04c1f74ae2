extension MarkdownInlineParser {
    /// A `<`: an autolink (`<https://x.y>`, `<a@b.c>`) or inline HTML; false when neither.
    func angleBracket(_ state: inout State) -> Bool {
        let characters = state.characters
        guard let end = characters[state.index...].firstIndex(of: ">") else { return false }
        let inner = String(characters[(state.index + 1)..<end])
        guard !inner.isEmpty else { return false }
        if !inner.contains(where: { $0.isWhitespace || $0 == "<" }) {
            if Self.hasScheme(inner) {
                state.append(.autolink(url: inner, text: inner, isEmail: false))
                state.index = end + 1
                return true
            }
            if Self.isEmail(inner) {
                state.append(.autolink(url: "mailto:" + inner, text: inner, isEmail: true))
                state.index = end + 1
                return true
            }
        }
        let first = inner.first!
        let second = inner.dropFirst().first
        let isTag =
            first.isASCII && first.isLetter
            || (first == "/" && second.map { $0.isASCII && $0.isLetter } == true)
            || first == "!" || first == "?"
        guard isTag else { return false }
        state.append(.html("<" + inner + ">"))
        state.index = end + 1
        return true
    }

    /// A bare URL (GitHub's autolink extension, goldmark's linkify): `https://`, `http://`,
    /// `ftp://` or `www.` after a space, `*`, `_`, `~`, `(` or the start, outside link text,
    /// up to a space or `<`, trailing punctuation and unbalanced `)` left out.
    func bareLink(_ state: inout State) -> Bool {
        let characters = state.characters
        let start = state.index
        guard "hHfFwW".contains(characters[start]) else { return false }
        if start > 0 {
            let before = characters[start - 1]
            guard before.isWhitespace || "*_~(".contains(before) else { return false }
        }
        guard
            !state.items.contains(where: {
                if case .opener(let o) = $0 { o.active && !o.image } else { false }
            })
        else { return false }
        let rest = String(characters[start...].prefix(8)).lowercased()
        let prefixes = ["https://", "http://", "ftp://", "www."]
        guard let prefix = prefixes.first(where: { rest.hasPrefix($0) }) else { return false }
        var end = start
        while end < characters.count, !characters[end].isWhitespace, characters[end] != "<" {
            end += 1
        }
        var candidate = Array(characters[start..<end])
        while let last = candidate.last {
            if "?!.,:*_~'\"".contains(last) {
                candidate.removeLast()
            } else if last == ")",
                candidate.filter({ $0 == ")" }).count > candidate.filter({ $0 == "(" }).count
            {
                candidate.removeLast()
            } else {
                break
            }
        }
        let text = String(candidate)
        guard text.count > prefix.count,
            text.dropFirst(prefix.count).contains(where: { $0.isLetter || $0.isNumber })
        else { return false }
        let url = prefix == "www." ? "http://" + text : text
        state.append(.autolink(url: url, text: text, isEmail: false))
        state.index = start + candidate.count
        return true
    }

    /// `:name:` with a known name (goldmark-emoji).
    func shortcode(_ state: inout State) -> Bool {
        let characters = state.characters
        var end = state.index + 1
        while end < characters.count, characters[end] != ":" {
            let character = characters[end]
            guard character.isASCII,
                character.isLetter || character.isNumber || "_+-".contains(character)
            else { return false }
            end += 1
        }
        guard end < characters.count, end > state.index + 1 else { return false }
        let name = String(characters[(state.index + 1)..<end])
        guard let value = EmojiShortcodes.emoji(named: name) else { return false }
        state.append(.emoji(value))
        state.index = end + 1
        return true
    }

    /// An absolute URI: a scheme of 2–32 letters, digits, `+ . -`, then `:`.
    static func hasScheme(_ text: String) -> Bool {
        guard let colon = text.firstIndex(of: ":") else { return false }
        let scheme = text[..<colon]
        guard (2...32).contains(scheme.count), let first = scheme.first, first.isASCII,
            first.isLetter
        else { return false }
        return scheme.allSatisfy {
            $0.isASCII && ($0.isLetter || $0.isNumber || "+.-".contains($0))
        }
    }

    /// An e-mail address as CommonMark's autolinks take it: `local@domain.part`.
    static func isEmail(_ text: String) -> Bool {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return false }
        let localOK = parts[0].allSatisfy {
            $0.isASCII && ($0.isLetter || $0.isNumber || ".!#$%&'*+/=?^_`{|}~-".contains($0))
        }
        let domainOK = parts[1].split(separator: ".", omittingEmptySubsequences: false).allSatisfy {
            label in
            !label.isEmpty
                && label.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
        }
        return localOK && domainOK
    }
}
