import AlertCommandKit

/// The options of `gum choose` and `gum filter` as gum reads them: each `LABEL<D>VALUE`
/// with `--label-delimiter D`, sorted by label with `--ordered`, and the selected names
/// among them.
struct GumList {
    /// One option: what shows, and what is printed.
    struct Choice {
        /// What the list shows.
        var label: String
        /// What is printed when it is chosen.
        var value: String
    }

    /// The options, in the order shown.
    private(set) var choices: [Choice]
    /// The first option without the delimiter, which gum refuses.
    private(set) var malformed: String?
    /// The delimiter, "" for none.
    private let delimiter: String

    /// Reads `options` with `labelDelimiter` ("" for none).
    init(options: [String], labelDelimiter: String) {
        delimiter = labelDelimiter
        choices = []
        for option in options {
            guard !labelDelimiter.isEmpty else {
                choices.append(Choice(label: option, value: option))
                continue
            }
            guard let range = option.firstRange(of: labelDelimiter) else {
                malformed = malformed ?? option
                continue
            }
            choices.append(
                Choice(
                    label: String(option[..<range.lowerBound]),
                    value: String(option[range.upperBound...])))
        }
    }

    /// The options as `alert` takes them (joined again with the delimiter).
    var options: [String] {
        choices.map { delimiter.isEmpty ? $0.label : $0.label + delimiter + $0.value }
    }

    /// Sorts the options by label, byte by byte as Go's `strings.Compare` does.
    mutating func sortByLabel() {
        choices.sort { Array($0.label.utf8).lexicographicallyPrecedes(Array($1.label.utf8)) }
    }

    /// The names of `selected` that name an option (gum passes over the others), or `*`
    /// for all of them; at most `limit` of them (the first alone, where the focus starts,
    /// when one is chosen).
    func known(_ selected: [String], limit: Int?) -> [String] {
        // `*` ticks every option, but no more than the limit: the first ones.
        if selected == ["*"] {
            guard let limit else { return [] }
            return limit >= choices.count ? selected : choices.prefix(limit).map(\.label)
        }
        let labels = Set(choices.map(\.label))
        return Array(selected.filter { labels.contains($0) }.prefix(limit ?? 1))
    }

    /// How many `--limit` and `--no-limit` let choose among `count` options, in `alert`'s
    /// terms: nil for one, else at most N, never more than there are (all of them for
    /// `--no-limit`).
    static func limit(_ scan: GumScan, count: Int) -> Int? {
        if scan.bool("no-limit") { return max(count, 1) }
        let limit = scan.int("limit")
        guard limit > 1 else { return nil }
        return min(limit, max(count, 1))
    }
}
