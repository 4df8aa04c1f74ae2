/// kong's "did you mean" hint on a refused flag or command (its `findPotentialCandidates`
/// in context.go): every candidate that starts with what was typed, or is at most two
/// edits from it (levenshtein.go), in the order kong offers them.
package enum GumSuggestion {
    /// `problem` with kong's hint for `typed` among `candidates` (flags spelled with their
    /// dashes, `--height` and `-s`, or commands): `unknown flag --heigth, did you mean
    /// "--height"?`, `…, did you mean one of "-h", "-v"?`, or `problem` alone when none
    /// is close. O(c·t²) for c candidates of about t characters.
    package static func problem(
        _ problem: String, typed: String, candidates: some Sequence<String>
    ) -> String {
        let close = candidates.filter { candidate in
            candidate.hasPrefix(typed) || distance(candidate, typed) <= 2
        }
        let quoted = close.map { "\"\($0)\"" }
        switch quoted.count {
        case 0: return problem
        case 1: return "\(problem), did you mean \(quoted[0])?"
        default: return "\(problem), did you mean one of \(quoted.joined(separator: ", "))?"
        }
    }

    /// The Levenshtein distance between `first` and `second` in Unicode scalars (Go's
    /// runes): the fewest insertions, deletions and substitutions that make one the other.
    /// O(n·m) time, O(m) space.
    package static func distance(_ first: String, _ second: String) -> Int {
        let target = Array(second.unicodeScalars)
        var row = Array(0...target.count)
        for (index, scalar) in first.unicodeScalars.enumerated() {
            var diagonal = row[0]
            row[0] = index + 1
            for column in target.indices {
                let substitution = diagonal + (target[column] == scalar ? 0 : 1)
                diagonal = row[column + 1]
                row[column + 1] = min(row[column + 1] + 1, row[column] + 1, substitution)
            }
        }
        return row[target.count]
    }
}
