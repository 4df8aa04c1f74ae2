import Testing

@testable import TerminalKit

@Suite struct GraphemeJoiningTests {
    /// Graphemes that may sit in neighbouring cells: Latin, CJK, regional indicators, Hangul
    /// jamo and syllables, emoji with and without a modifier, a ZWJ ending, a virama ending,
    /// a combining and a spacing mark.
    static let samples: [String] = [
        "a", "é", "e\u{301}", "漢", "🇫", "🇷", "\u{1100}", "\u{1161}", "\u{11A8}", "가", "각",
        "👍", "\u{1F3FB}", "x\u{200D}", "क्", "\u{93F}", "\u{301}", "\u{200D}", "1",
    ]

    private func joins(_ leader: String, _ follower: String) -> Bool {
        GraphemeJoining.joins(
            last: GraphemeJoining.lastClass(leader.unicodeScalars.last!),
            first: GraphemeJoining.firstClass(follower.unicodeScalars.first!))
    }

    /// The renderer relies on this: any pair Swift would cluster into fewer graphemes is
    /// flagged (more may be, never fewer).
    @Test func everyPairThatFusesIsFlagged() {
        for leader in Self.samples {
            for follower in Self.samples where (leader + follower).count < 2 {
                #expect(
                    joins(leader, follower),
                    "\(leader.debugDescription) + \(follower.debugDescription)")
            }
        }
    }

    @Test func ordinaryNeighboursAreNotFlagged() {
        for (leader, follower) in [("a", "b"), ("漢", "字"), ("a", "漢"), ("👍", "a"), ("1", "2")] {
            #expect(!joins(leader, follower), "\(leader) + \(follower)")
        }
    }

    @Test func theKnownFusionsAreFlagged() {
        #expect(joins("🇫", "🇷"), "two regional indicators make a flag")
        #expect(joins("\u{1100}", "\u{1161}"), "a leading consonant takes a vowel")
        #expect(joins("가", "\u{11A8}"), "an LV syllable takes a trailing consonant")
        #expect(joins("a", "\u{301}"), "a combining mark attaches")
        #expect(joins("x\u{200D}", "👍"), "a ZWJ joins what follows")
        #expect(joins("क्", "क"), "so does a virama")
        #expect(!joins("각", "\u{1161}"), "an LVT syllable takes no vowel")
        #expect(!joins("x\u{200D}", "a"), "ASCII never starts a fusion")
    }
}
