/// How glamour shows a link's destination (ansi/link.go `makeHyperlink`, ansi/renderer.go
/// `resolveRelativeURL` with no base URL, Go's `net/url`).
enum GlamourLinkTarget {
    /// Whether glamour shows the destination: not when it is only an anchor (`#part`) or
    /// Go cannot parse it (a control character, a bad `%` escape).
    static func isValid(_ url: String) -> Bool {
        if url.hasPrefix("#") { return false }
        if url.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            return false
        }
        let bytes = Array(url.utf8)
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "%") {
            guard index + 2 < bytes.count, isHex(bytes[index + 1]), isHex(bytes[index + 2]) else {
                return false
            }
        }
        return true
    }

    /// The destination as glamour writes it: an absolute URL (with a scheme, or `//host`)
    /// as it is; a relative one resolved against an empty base, as Go does: one leading `/`,
    /// `.` and `..` segments removed (`docs/a.md` → `/docs/a.md`), query and fragment kept.
    static func resolved(_ url: String) -> String {
        if hasScheme(url) || url.hasPrefix("//") { return url }
        var path = Substring(url)
        var tail = ""
        if let index = path.firstIndex(where: { $0 == "?" || $0 == "#" }) {
            tail = String(path[index...])
            path = path[..<index]
        }
        if path.hasPrefix("/") { path = path.dropFirst() }
        guard !path.isEmpty else { return tail }
        var segments: [Substring] = []
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        for (index, part) in parts.enumerated() {
            if part == "." {
                if index == parts.count - 1 { segments.append("") }
            } else if part == ".." {
                if !segments.isEmpty { segments.removeLast() }
                if index == parts.count - 1 { segments.append("") }
            } else {
                segments.append(part)
            }
        }
        return "/" + segments.joined(separator: "/") + tail
    }

    /// Go's `url.Hostname()` of the destination: the host without port or brackets, ""
    /// for a relative one.
    static func host(_ url: String) -> String {
        guard let schemeEnd = url.firstRange(of: "://") else { return "" }
        let rest = url[schemeEnd.upperBound...]
        var authority = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        if let at = authority.lastIndex(of: "@") {
            authority = authority[authority.index(after: at)...]
        }
        if authority.hasPrefix("["), let close = authority.firstIndex(of: "]") {
            return String(authority[authority.index(after: authority.startIndex)..<close])
        }
        if let colon = authority.lastIndex(of: ":") { authority = authority[..<colon] }
        return String(authority)
    }

    /// A scheme (`https:`, `mailto:`) at the start, as Go's `url.Parse` reads one.
    static func hasScheme(_ url: String) -> Bool {
        guard let colon = url.firstIndex(of: ":"), colon != url.startIndex else { return false }
        let scheme = url[..<colon]
        guard let first = scheme.first, first.isASCII, first.isLetter else { return false }
        return scheme.allSatisfy {
            $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0))
        }
    }

    private static func isHex(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
    }
}
