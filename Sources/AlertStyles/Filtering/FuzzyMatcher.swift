/// Fuzzy matching over a fixed list of choices, fast enough to refilter 100,000 of them on
/// every keystroke.
///
/// A choice matches a query when the query's characters appear in it in order, ignoring
/// case (`dlt` matches "Delete draft"). Among the matches, better ones come first: letters
/// that start a word or follow the previous matched letter score more, gaps score less;
/// equal scores keep list order.
///
/// The choices are folded to lowercase Unicode scalars once, into one flat buffer
/// (O(total length) at creation). A refilter is O(total length of the candidates) plus a
/// counting sort by score: O(n) with no comparison sort. When a query extends the last one,
/// only the last matches are candidates.
package struct FuzzyMatcher: Sendable {
    /// The choices, in list order.
    package let choices: [String]
    /// Every choice's folded scalars, end to end.
    private let scalars: [UInt32]
    /// Where each choice's scalars start in ``scalars``; one more entry than choices.
    private let starts: [Int]

    /// The highest score kept apart; better matches share the top bucket, in list order.
    private static let maximumScore = 1023

    /// Folds `choices`: O(total length).
    package init(_ choices: [String]) {
        self.choices = choices
        var scalars: [UInt32] = []
        var starts: [Int] = []
        starts.reserveCapacity(choices.count + 1)
        for choice in choices {
            starts.append(scalars.count)
            for scalar in choice.unicodeScalars { scalars.append(Self.fold(scalar)) }
        }
        starts.append(scalars.count)
        self.scalars = scalars
        self.starts = starts
    }

    /// The query folded as the choices are.
    package static func foldedQuery(_ query: String) -> [UInt32] {
        query.unicodeScalars.filter { $0 != " " }.map(fold)
    }

    /// ASCII capitals to lowercase; any other scalar to its lowercase form when that is one
    /// scalar, else itself. Keeps one folded scalar per scalar, so positions carry over.
    static func fold(_ scalar: Unicode.Scalar) -> UInt32 {
        let value = scalar.value
        if value < 0x80 {
            return (0x41...0x5A).contains(value) ? value + 0x20 : value
        }
        let lower = scalar.properties.lowercaseMapping.unicodeScalars
        return lower.count == 1 ? lower.first!.value : value
    }

    /// The indices of the choices that match `query`, best first (ties in list order). An
    /// empty query matches every choice in list order. `candidates`, when given, must hold
    /// every choice that can match (the matches of a query this one extends), in any order.
    package func matches(of query: [UInt32], among candidates: [Int]? = nil) -> [Int] {
        if query.isEmpty { return Array(choices.indices) }
        var buckets = [Int](repeating: 0, count: Self.maximumScore + 2)
        var scored: [(index: Int, score: Int)] = []
        scalars.withUnsafeBufferPointer { text in
            query.withUnsafeBufferPointer { needle in
                func consider(_ index: Int) {
                    if let score = Self.score(
                        text, from: starts[index], to: starts[index + 1], needle)
                    {
                        let kept = min(score, Self.maximumScore)
                        scored.append((index, kept))
                        buckets[kept] += 1
                    }
                }
                if let candidates {
                    // Marked, then walked in list order: O(n), no sort.
                    var isCandidate = [Bool](repeating: false, count: choices.count)
                    for index in candidates where choices.indices.contains(index) {
                        isCandidate[index] = true
                    }
                    for index in choices.indices where isCandidate[index] { consider(index) }
                } else {
                    for index in choices.indices { consider(index) }
                }
            }
        }
        // Counting sort, highest score first, list order within a score.
        var next = [Int](repeating: 0, count: Self.maximumScore + 2)
        var position = 0
        for score in stride(from: Self.maximumScore, through: 0, by: -1) {
            next[score] = position
            position += buckets[score]
        }
        var ordered = [Int](repeating: 0, count: scored.count)
        for (index, score) in scored {
            ordered[next[score]] = index
            next[score] += 1
        }
        return ordered
    }

    /// The positions (scalar offsets) of the letters of choice `index` that `query`
    /// matched, for highlighting: those of the match its score counts; empty when it does
    /// not match.
    package func matchedPositions(ofChoice index: Int, query: [UInt32]) -> [Int] {
        guard !query.isEmpty, choices.indices.contains(index) else { return [] }
        let from = starts[index]
        let to = starts[index + 1]
        // The first letter's place whose match the score counts.
        let best = scalars.withUnsafeBufferPointer { text in
            query.withUnsafeBufferPointer { needle in
                Self.bestMatch(text, from: from, to: to, needle)
            }
        }
        guard let bestStart = best?.start else { return [] }
        var positions: [Int] = []
        var next = 0
        for position in bestStart..<to where next < query.count {
            if scalars[position] == query[next] {
                positions.append(position - from)
                next += 1
            }
        }
        return next == query.count ? positions : []
    }

    /// The score of the text `text[from..<to]` for `needle`, or nil when the needle is not
    /// a subsequence of it: the best of the greedy matches that start at each of the first
    /// ``maximumStarts`` places the needle's first letter is found (so "brit" in
    /// "GB  Britain" starts at "Britain", not at the "B" of "GB"). O(length × starts).
    private static func score(
        _ text: UnsafeBufferPointer<UInt32>, from: Int, to: Int,
        _ needle: UnsafeBufferPointer<UInt32>
    ) -> Int? {
        bestMatch(text, from: from, to: to, needle)?.score
    }

    /// The best of the greedy matches (its score and its first letter's place) that start
    /// at each of the first ``maximumStarts`` places of the needle's first letter, or nil.
    private static func bestMatch(
        _ text: UnsafeBufferPointer<UInt32>, from: Int, to: Int,
        _ needle: UnsafeBufferPointer<UInt32>
    ) -> (score: Int, start: Int)? {
        var best: (score: Int, start: Int)?
        var starts = 0
        var start = from
        while start < to, starts < maximumStarts {
            if text[start] == needle[0] {
                starts += 1
                guard let found = score(text, from: from, to: to, needle, startingAt: start)
                else { break }  // no match from here: none from any later place either
                if found > (best?.score ?? -1) { best = (found, start) }
            }
            start += 1
        }
        return best
    }

    /// How many places of the first letter a match is tried from.
    private static let maximumStarts = 4

    /// The score of the greedy match of `needle` in `text[from..<to]` whose first letter is
    /// at `start`, or nil when there is none: 16 a letter, +32 at the start of the text or
    /// of a word after white space, +24 at the start of a word after a separator (`/`, `.`,
    /// `-` …), +32 right after the previous matched letter, −1 per skipped scalar (at most
    /// −15 per gap), and −1 per 8 scalars of the whole text (at most −8), so a shorter text
    /// wins a tie. O(length).
    private static func score(
        _ text: UnsafeBufferPointer<UInt32>, from: Int, to: Int,
        _ needle: UnsafeBufferPointer<UInt32>, startingAt start: Int
    ) -> Int? {
        var next = 0
        var score = 0
        var last = -2
        var position = start
        while position < to {
            if text[position] == needle[next] {
                score += 16
                let offset = position - from
                // A word after white space starts as the text's first word does (so the
                // shorter text wins their tie, as in fzf); after a separator, a little less.
                if offset == 0 || text[position - 1] == 0x20 || text[position - 1] == 0x09 {
                    score += 32
                } else if isWordBreak(text[position - 1]) {
                    score += 24
                }
                if last == position - 1 {
                    score += 32
                } else if last >= 0 {
                    score -= min(position - last - 1, 15)
                }
                last = position
                next += 1
                if next == needle.count { return max(score - min((to - from) / 8, 8), 0) }
            }
            position += 1
        }
        return nil
    }

    /// Whether a word starts after `scalar`: a space, a path or name separator.
    private static func isWordBreak(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x20, 0x2F, 0x2D, 0x5F, 0x2E, 0x3A, 0x09: true
        default: false
        }
    }
}
