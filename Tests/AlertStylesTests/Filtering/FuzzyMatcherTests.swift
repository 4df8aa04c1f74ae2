import AlertStylesTestSupport
import Foundation
import Testing

@testable import AlertStyles

@Suite struct FuzzyMatcherTests {
    /// The reference: `query`'s letters (spaces left out) in order in `choice`, case
    /// ignored, compared as Characters.
    static func referenceMatches(_ query: String, _ choice: String) -> Bool {
        var needle = Array(query.lowercased().filter { $0 != " " })[...]
        for character in choice.lowercased() where needle.first == character {
            needle = needle.dropFirst()
        }
        return needle.isEmpty
    }

    @Test func lettersInOrderMatchAndCaseIsIgnored() {
        let matcher = FuzzyMatcher(["Delete draft", "Save", "dlt.txt", "Tidal", "ÉCOLE"])
        let found = matcher.matches(of: FuzzyMatcher.foldedQuery("DLT"))
        #expect(Set(found) == [0, 2])
        #expect(matcher.matches(of: FuzzyMatcher.foldedQuery("école")) == [4])
        #expect(matcher.matches(of: FuzzyMatcher.foldedQuery("")) == [0, 1, 2, 3, 4])
        #expect(matcher.matches(of: FuzzyMatcher.foldedQuery("zz")).isEmpty)
    }

    @Test func wordStartsAndRunsComeFirstAndTiesKeepListOrder() {
        let matcher = FuzzyMatcher(["xaxbxc", "abc", "a b c", "zabc", "abc"])
        // "abc" as one run at the start of a word beats everything; its twin keeps order.
        #expect(matcher.matches(of: FuzzyMatcher.foldedQuery("abc")).prefix(2) == [1, 4])
        let readme = FuzzyMatcher(["src/main/readme.md", "README.md", "broader_made"])
        #expect(readme.matches(of: FuzzyMatcher.foldedQuery("readme")).first == 1)
        let files = FuzzyMatcher(["ImageItem.swift", "SpacerItem.swift"])
        #expect(files.matches(of: FuzzyMatcher.foldedQuery("s")) == [1, 0], "the very start wins")
        // A word after a space counts as the first word: the shorter line wins, as in fzf.
        let countries = FuzzyMatcher(["British Indian Ocean Territory", "GB  Britain (UK)"])
        #expect(countries.matches(of: FuzzyMatcher.foldedQuery("brit")) == [1, 0])
        #expect(
            countries.matchedPositions(ofChoice: 1, query: FuzzyMatcher.foldedQuery("brit"))
                == [4, 5, 6, 7], "the letters highlighted are those scored")
    }

    @Test func matchedPositionsAreTheLettersHighlighted() {
        let matcher = FuzzyMatcher(["Delete draft"])
        let query = FuzzyMatcher.foldedQuery("dd")
        #expect(matcher.matchedPositions(ofChoice: 0, query: query) == [0, 7])
        #expect(matcher.matchedPositions(ofChoice: 0, query: FuzzyMatcher.foldedQuery("q")) == [])
    }

    /// Random lists and queries typed a letter at a time: the matches are exactly the
    /// reference's, in order of non-increasing score with ties in list order (checked by
    /// the refilter over all choices), and narrowing from the last matches gives the same
    /// list as filtering from scratch.
    @Test func randomQueriesAgreeWithTheReferenceAndNarrowingAgreesWithAFullRefilter() {
        let seed: UInt64 = 0x5EED_F11
        var generator = SplitMix64(seed: seed)
        let alphabet = Array("abcAB é/_-.x")
        for _ in 0..<200 {
            let choices = (0..<Int.random(in: 0...40, using: &generator)).map { _ in
                String(
                    (0..<Int.random(in: 0...12, using: &generator)).map { _ in
                        alphabet.randomElement(using: &generator)!
                    })
            }
            let matcher = FuzzyMatcher(choices)
            var query = ""
            var narrowed = matcher.matches(of: [])
            for _ in 0..<4 {
                query.append(alphabet.randomElement(using: &generator)!)
                let folded = FuzzyMatcher.foldedQuery(query)
                let full = matcher.matches(of: folded)
                narrowed = matcher.matches(of: folded, among: narrowed)
                let expected = choices.indices.filter {
                    Self.referenceMatches(query, choices[$0])
                }
                #expect(Set(full) == Set(expected), "seed \(seed), query \(query)")
                #expect(full.count == expected.count, "seed \(seed), query \(query)")
                #expect(narrowed == full, "seed \(seed), query \(query)")
            }
        }
    }

    /// Choices appended later match, rank and highlight as had they been there from the
    /// start, across the switch to four bytes a scalar (the first folded scalar past
    /// U+00FF), and matching only the appended range finds only theirs.
    @Test func appendedChoicesMatchAsHadTheyBeenGivenAtOnce() {
        let first = ["Delete draft", "ÉCOLE", "dlt.txt"]
        let later = ["Tidal", "ΔΕΛΤΑ delta", "dl  t"]
        var matcher = FuzzyMatcher(first)
        #expect(matcher.append(contentsOf: later) == 3..<6)
        let whole = FuzzyMatcher(first + later)
        #expect(Array(matcher.choices) == first + later)
        for query in ["dlt", "é", "δ", "delta", "t"] {
            let folded = FuzzyMatcher.foldedQuery(query)
            #expect(matcher.matches(of: folded) == whole.matches(of: folded), "\(query)")
            for index in 0..<6 {
                #expect(
                    matcher.matchedPositions(ofChoice: index, query: folded)
                        == whole.matchedPositions(ofChoice: index, query: folded))
            }
            let added = matcher.rankedMatches(of: folded, in: 3..<6)
            #expect(added.indices.allSatisfy { $0 >= 3 })
            #expect(Set(added.indices) == Set(whole.matches(of: folded).filter { $0 >= 3 }))
            #expect(added.scores == added.scores.sorted(by: >), "best first")
        }
    }
}
