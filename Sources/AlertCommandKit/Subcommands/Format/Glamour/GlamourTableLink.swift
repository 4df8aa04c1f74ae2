/// A link or image in a table, which glamour numbers in the table and lists below it
/// (ansi/table_links.go).
struct GlamourTableLink: Equatable {
    /// What the entry is.
    enum Kind: Equatable {
        /// `<https://…>` or a bare URL.
        case auto
        /// An image.
        case image
        /// `[text](destination)`.
        case regular
    }

    /// The destination as written.
    var href: String
    /// The title.
    var title = ""
    /// What the table shows: the link's text, an image's alt text (or the host), an
    /// autolink's host (or `owner/repo#1` for a GitHub issue or pull request).
    var content: String
    /// The kind.
    var kind: Kind

    /// An autolink's entry.
    static func auto(_ url: String) -> GlamourTableLink {
        GlamourTableLink(
            href: url, content: shortened(url) ?? GlamourLinkTarget.host(url), kind: .auto)
    }

    /// `content[n]` with the entry's place in `list`, or the content when it is not there.
    func numbered(in list: [GlamourTableLink]) -> String {
        guard let index = list.firstIndex(of: self) else { return content }
        return content + "[\(index + 1)]"
    }

    /// glamour's autolink shortening of a GitHub issue, pull request or discussion URL:
    /// `owner/repo#123`.
    static func shortened(_ url: String) -> String? {
        for scheme in ["https://github.com/", "http://github.com/"] where url.hasPrefix(scheme) {
            let parts = url.dropFirst(scheme.count).split(
                separator: "/", omittingEmptySubsequences: false)
            let kinds = ["issue", "issues", "pull", "pulls", "discussion", "discussions"]
            guard parts.count == 4, kinds.contains(String(parts[2])),
                !parts[3].isEmpty, parts[3].allSatisfy({ $0.isASCII && $0.isNumber }),
                parts[0...1].allSatisfy({
                    !$0.isEmpty
                        && $0.allSatisfy {
                            $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-")
                        }
                })
            else { return nil }
            return "\(parts[0])/\(parts[1])#\(parts[3])"
        }
        return nil
    }
}
