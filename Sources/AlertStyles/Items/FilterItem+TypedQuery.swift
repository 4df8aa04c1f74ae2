/// The query's own row (``FilterItem/offersTypedQuery``) and gum's select-all among the
/// matches.
extension FilterItem {
    /// The index that stands for the query's own row among the matches: no choice's.
    static let typedQueryIndex = -1

    /// The text of the row for `index`: the query as typed for its own row, else the
    /// choice (with its detail, when it has one).
    func rowText(_ index: Int) -> String {
        index == Self.typedQueryIndex ? query : columns?.text(of: index) ?? choices[index]
    }

    /// How many choices match the query (its own row not counted).
    var matchCount: Int {
        matches.first == Self.typedQueryIndex ? matches.count - 1 : matches.count
    }

    /// Whether the answer is the query as typed: its own row is highlighted
    /// (``offersTypedQuery``) and no choice is ticked.
    package var picksTypedQuery: Bool {
        if case .ticked = selection { return false }
        return ticked.isEmpty && matches.indices.contains(highlighted)
            && matches[highlighted] == Self.typedQueryIndex
    }

    /// gum's select-all in a filter (filter/filter.go): while fewer are ticked than match,
    /// and than may be, ticks the matches not ticked yet, best first, up to the maximum;
    /// else unticks every choice. False when picking one. O(matches).
    @discardableResult
    package func tickMatches() -> Bool {
        guard picksSeveral else { return false }
        let most = selection.maximum ?? Int.max
        if ticked.count < matchCount, ticked.count < most {
            let untouched = matches.lazy.filter { $0 >= 0 && !self.ticked.contains($0) }
            tickMore(Array(untouched.prefix(most - ticked.count)))
        } else {
            tick([])
        }
        validationMessage = nil
        return true
    }
}
