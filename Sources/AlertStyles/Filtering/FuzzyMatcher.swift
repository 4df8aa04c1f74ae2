/// Fuzzy matching over a list of choices that only grows, fast enough to refilter 100,000
/// of them on every keystroke.
///
/// A choice matches a query when the query's characters appear in it in order, ignoring
/// case (`dlt` matches "Delete draft"). Among the matches, better ones come first: letters
/// that start a word or follow the previous matched letter score more, gaps score less;
/// equal scores keep list order.
///
/// The choices are kept compactly: their UTF-8 end to end with one offset each
/// (``PackedTexts``), and their folded (lowercase) scalars in one flat buffer of a byte a
/// scalar while every folded scalar is below U+0100, else of four bytes a scalar. Folding is
/// O(total length) at creation, and O(the new text's length) per ``append(contentsOf:)``.
/// A refilter is O(total length of the candidates) plus a counting sort by score: O(n)
/// with no comparison sort. When a query extends the last one, only the last matches are
/// candidates; matching only the choices appended since is O(their length). It holds at
/// most 2³¹ choices and 4 Gi folded scalars.
package struct FuzzyMatcher: Sendable {
    /// The choices, in list order.
    package private(set) var choices: PackedTexts
    /// Every choice's folded scalars, end to end: a byte each while all fit.
    private var narrow: [UInt8] = []
    /// The same, four bytes a scalar, once a folded scalar did not fit a byte (`narrow`
    /// is then empty).
    private var wide: [UInt32]?
    /// Where each choice's folded scalars start; one more entry than choices.
    private var starts: [UInt32] = [0]

    /// The highest score kept apart; better matches share the top bucket, in list order.
    package static let maximumScore = 1023

    /// Folds `choices`: O(total length).
    package init(_ choices: some Sequence<String>) {
        self.choices = PackedTexts()
        append(contentsOf: choices)
    }

    /// The number of choices.
    package var count: Int { choices.count }

    /// Adds `texts` after the choices and returns their indices. O(their total length),
    /// amortised; once, the first folded scalar above U+00FF widens the buffer (O(total)).
    @discardableResult
    package mutating func append(contentsOf texts: some Sequence<String>) -> Range<Int> {
        let first = choices.count
        for text in texts {
            choices.append(text)
            if wide == nil, appendASCII(text) {
                starts.append(UInt32(truncatingIfNeeded: narrow.count))
                continue
            }
            for scalar in text.unicodeScalars {
                let folded = Self.fold(scalar)
                if wide == nil, folded < 0x100 {
                    narrow.append(UInt8(truncatingIfNeeded: folded))
                } else {
                    if wide == nil {
                        wide = narrow.map(UInt32.init)
                        narrow = []
                    }
                    wide!.append(folded)
                }
            }
            starts.append(UInt32(truncatingIfNeeded: wide?.count ?? narrow.count))
        }
        return first..<choices.count
    }

    /// Folds `text` into `narrow` when it is all ASCII (capitals to lowercase, byte for
    /// byte) and returns true; else leaves `narrow` as it was and returns false.
    private mutating func appendASCII(_ text: String) -> Bool {
        let mark = narrow.count
        for byte in text.utf8 {
            guard byte < 0x80 else {
                narrow.removeSubrange(mark...)
                return false
            }
            narrow.append(byte &- 0x41 < 26 ? byte + 0x20 : byte)
        }
        return true
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
        if query.isEmpty { return Array(0..<count) }
        return rankedMatches(of: query, among: candidates).indices
    }

    /// The matches of a non-empty `query` as ``matches(of:among:)`` finds them, with their
    /// scores (capped at ``maximumScore``), searched among `candidates` when given, else
    /// among the choices in `range` (all of them when nil). O(total length searched).
    package func rankedMatches(
        of query: [UInt32], among candidates: [Int]? = nil, in range: Range<Int>? = nil
    ) -> (indices: [Int], scores: [UInt16]) {
        let all = 0..<count
        let searched = range?.clamped(to: all) ?? all
        var scored: [(index: Int32, score: UInt16)] = []
        var buckets = [Int](repeating: 0, count: Self.maximumScore + 2)
        var isCandidate: [Bool]?
        if let candidates {
            // Marked, then walked in list order: O(n), no sort.
            var marks = [Bool](repeating: false, count: count)
            for index in candidates where all.contains(index) { marks[index] = true }
            isCandidate = marks
        }
        query.withUnsafeBufferPointer { needle in
            guard !needle.isEmpty else { return }
            if let wide {
                wide.withUnsafeBufferPointer { text in
                    Self.scoreAll(text, starts, needle, searched, isCandidate, &scored, &buckets)
                }
            } else {
                narrow.withUnsafeBufferPointer { text in
                    Self.scoreAll(text, starts, needle, searched, isCandidate, &scored, &buckets)
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
        var indices = [Int](repeating: 0, count: scored.count)
        var scores = [UInt16](repeating: 0, count: scored.count)
        for (index, score) in scored {
            let rank = next[Int(score)]
            indices[rank] = Int(index)
            scores[rank] = score
            next[Int(score)] += 1
        }
        return (indices, scores)
    }

    /// Scores each choice of `range` (in order; only those `isCandidate` marks, when given)
    /// in `text`, appending the matches and counting them in their score's bucket.
    private static func scoreAll<Scalar: FixedWidthInteger>(
        _ text: UnsafeBufferPointer<Scalar>, _ starts: [UInt32],
        _ needle: UnsafeBufferPointer<UInt32>, _ range: Range<Int>, _ isCandidate: [Bool]?,
        _ scored: inout [(index: Int32, score: UInt16)], _ buckets: inout [Int]
    ) {
        starts.withUnsafeBufferPointer { starts in
            for index in range where isCandidate?[index] ?? true {
                if let score = bestMatch(
                    text, from: Int(starts[index]), to: Int(starts[index + 1]), needle)?.score
                {
                    let kept = min(score, maximumScore)
                    scored.append((Int32(truncatingIfNeeded: index), UInt16(kept)))
                    buckets[kept] += 1
                }
            }
        }
    }

    /// The positions (scalar offsets) of the letters of choice `index` that `query`
    /// matched, for highlighting: those of the match its score counts; empty when it does
    /// not match.
    package func matchedPositions(ofChoice index: Int, query: [UInt32]) -> [Int] {
        guard !query.isEmpty, (0..<count).contains(index) else { return [] }
        let from = Int(starts[index])
        let to = Int(starts[index + 1])
        return query.withUnsafeBufferPointer { needle in
            if let wide {
                return wide.withUnsafeBufferPointer {
                    Self.positions($0, from: from, to: to, needle)
                }
            }
            return narrow.withUnsafeBufferPointer {
                Self.positions($0, from: from, to: to, needle)
            }
        }
    }

    /// The offsets from `from` of the letters of the best match of `needle` in
    /// `text[from..<to]`; empty when there is none.
    private static func positions<Scalar: FixedWidthInteger>(
        _ text: UnsafeBufferPointer<Scalar>, from: Int, to: Int,
        _ needle: UnsafeBufferPointer<UInt32>
    ) -> [Int] {
        // The first letter's place whose match the score counts.
        guard let bestStart = bestMatch(text, from: from, to: to, needle)?.start else {
            return []
        }
        var positions: [Int] = []
        var next = 0
        for position in bestStart..<to where next < needle.count {
            if UInt32(truncatingIfNeeded: text[position]) == needle[next] {
                positions.append(position - from)
                next += 1
            }
        }
        return next == needle.count ? positions : []
    }

    /// The best of the greedy matches (its score and its first letter's place) that start
    /// at each of the first ``maximumStarts`` places of the needle's first letter in
    /// `text[from..<to]`, or nil when the needle is not a subsequence of it (so "brit" in
    /// "GB  Britain" starts at "Britain", not at the "B" of "GB"). O(length × starts).
    private static func bestMatch<Scalar: FixedWidthInteger>(
        _ text: UnsafeBufferPointer<Scalar>, from: Int, to: Int,
        _ needle: UnsafeBufferPointer<UInt32>
    ) -> (score: Int, start: Int)? {
        var best: (score: Int, start: Int)?
        var starts = 0
        var start = from
        let first = needle[0]
        while start < to, starts < maximumStarts {
            if UInt32(truncatingIfNeeded: text[start]) == first {
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
    private static func score<Scalar: FixedWidthInteger>(
        _ text: UnsafeBufferPointer<Scalar>, from: Int, to: Int,
        _ needle: UnsafeBufferPointer<UInt32>, startingAt start: Int
    ) -> Int? {
        var next = 0
        var score = 0
        var last = -2
        var position = start
        while position < to {
            if UInt32(truncatingIfNeeded: text[position]) == needle[next] {
                score += 16
                let offset = position - from
                let before = offset == 0 ? 0 : UInt32(truncatingIfNeeded: text[position - 1])
                // A word after white space starts as the text's first word does (so the
                // shorter text wins their tie, as in fzf); after a separator, a little less.
                if offset == 0 || before == 0x20 || before == 0x09 {
                    score += 32
                } else if isWordBreak(before) {
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
