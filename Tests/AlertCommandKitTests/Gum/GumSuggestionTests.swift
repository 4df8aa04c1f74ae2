import Testing

@testable import AlertCommandKit

/// kong's "did you mean" hints: `findPotentialCandidates` in kong's context.go and the
/// edit distance of its levenshtein.go.
struct GumSuggestionTests {
    @Test func theDistanceCountsInsertionsDeletionsAndSubstitutions() {
        #expect(GumSuggestion.distance("kitten", "sitting") == 3)
        #expect(GumSuggestion.distance("", "abc") == 3)
        #expect(GumSuggestion.distance("abc", "") == 3)
        #expect(GumSuggestion.distance("--height", "--height") == 0)
        // Two letters swapped are two substitutions: kong has no transposition.
        #expect(GumSuggestion.distance("--height", "--heigth") == 2)
        #expect(GumSuggestion.distance("flaw", "lawn") == 2)
    }

    @Test func theDistanceCountsRunesNotBytes() {
        // Go ranges over a string's runes: "é" is one edit from "e", not two.
        #expect(GumSuggestion.distance("café", "cafe") == 1)
        #expect(GumSuggestion.distance("🙂", ":)") == 2)
    }

    @Test func oneCloseCandidateIsNamed() {
        #expect(
            GumSuggestion.problem(
                "unknown flag --heigth", typed: "--heigth",
                candidates: ["--help", "-h", "--limit", "--height", "--header"])
                == "unknown flag --heigth, did you mean \"--height\"?")
    }

    @Test func aCandidateStartingWithWhatWasTypedIsCloseAtAnyDistance() {
        #expect(
            GumSuggestion.problem(
                "unexpected argument ver", typed: "ver", candidates: ["style", "version-check"])
                == "unexpected argument ver, did you mean \"version-check\"?")
    }

    @Test func severalAreListedInTheCandidatesOrder() {
        #expect(
            GumSuggestion.problem(
                "unknown flag -q", typed: "-q",
                candidates: ["--help", "-h", "--version", "-v", "--spinner", "-s"])
                == "unknown flag -q, did you mean one of \"-h\", \"-v\", \"-s\"?")
    }

    @Test func nothingCloseLeavesTheProblemAlone() {
        #expect(
            GumSuggestion.problem(
                "unknown flag --bogus", typed: "--bogus", candidates: ["--help", "--height"])
                == "unknown flag --bogus")
        #expect(
            GumSuggestion.problem("unexpected argument x", typed: "x", candidates: [])
                == "unexpected argument x")
    }
}
