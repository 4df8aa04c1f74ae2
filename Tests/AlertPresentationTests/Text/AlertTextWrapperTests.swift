import AlertStyles
import AlertStylesTestSupport
import Foundation
import Testing

@testable import AlertPresentation

private func wrap(_ text: String, _ width: CGFloat) -> [String] {
    AlertTextWrapper(maxWidth: width) { CGFloat($0.count) }.wrap(text)
}

@Test func wrapsAtSpacesAndKeepsWordsWhole() {
    #expect(wrap("the quick brown fox", 10) == ["the quick", "brown fox"])
    #expect(wrap("one two", 100) == ["one two"])
}

@Test func hardWrapsWordsLongerThanALine() {
    #expect(wrap("abcdefghij", 4) == ["abcd", "efgh", "ij"])
    #expect(wrap("hi abcdefghij", 4) == ["hi", "abcd", "efgh", "ij"])
}

@Test func breaksAtNewlinesAndKeepsEmptyParagraphs() {
    #expect(wrap("a\n\nb", 10) == ["a", "", "b"])
    #expect(wrap("", 10).isEmpty)
}

@Test func neverSplitsAGrapheme() {
    #expect(wrap("👨‍👩‍👧🇯🇵e\u{301}", 1) == ["👨‍👩‍👧", "🇯🇵", "e\u{301}"])
    let wide = AlertTextWrapper(maxWidth: 4) { text in
        CGFloat(text.reduce(0) { $0 + ($1.unicodeScalars.first!.value > 0x2E80 ? 2 : 1) })
    }
    #expect(wide.wrap("漢字日本") == ["漢字", "日本"])
}

@Test func randomTextWrapsWithinWidthAndLosesNothing() {
    let seed: UInt64 = 0xC0FFEE
    var generator = SplitMix64(seed: seed)
    for round in 0..<300 {
        let length = Int.random(in: 0...40, using: &generator)
        let text = String(
            (0..<length).map { _ in sampleGraphemes.randomElement(using: &generator)! })
        let width = CGFloat(Int.random(in: 1...12, using: &generator))
        let lines = wrap(text, width)
        for line in lines {
            #expect(CGFloat(line.count) <= width, "seed \(seed) round \(round): \(line)")
        }
        let kept = lines.joined().filter { $0 != " " }
        #expect(kept == text.filter { $0 != " " }, "seed \(seed) round \(round)")
    }
}

@Test func breaksBetweenCJKCharactersWithoutSpaces() {
    // Each character counts one here; CJK text has no spaces but may break anywhere, while
    // Latin words inside it stay whole.
    #expect(wrap("你好世界欢迎", 4) == ["你好世界", "欢迎"])
    #expect(wrap("我用Swift写代码", 7) == ["我用Swift", "写代码"])
    #expect(wrap("日本語 text", 4) == ["日本語", "text"])
    #expect(AlertTextWrapper.breaksWithoutSpace("語"))
    #expect(AlertTextWrapper.breaksWithoutSpace("か"))
    #expect(!AlertTextWrapper.breaksWithoutSpace("a"))
    #expect(!AlertTextWrapper.breaksWithoutSpace("é"))
}

private func fit(_ text: String, _ width: CGFloat, _ cut: AlertTextCut) -> String {
    AlertTextWrapper(maxWidth: width) { CGFloat($0.count) }.fit(text, cut: cut)
}

@Test func fitCutsTheMiddleSoLabelsThatDifferAtEitherEndStayApart() {
    let x = String(repeating: "x", count: 60)
    let delete = fit(x + "-delete-all", 36, .middle)
    let keep = fit(x + "-keep-all", 36, .middle)
    #expect(delete.count == 36 && keep.count == 36)
    #expect(delete.hasSuffix("-delete-all") && keep.hasSuffix("-keep-all"))
    #expect(delete.contains("…") && delete.hasPrefix("xxxx"))
    let starts = ["delete-all-" + x, "keep-all-" + x].map { fit($0, 36, .middle) }
    #expect(starts[0].hasPrefix("delete-all-") && starts[1].hasPrefix("keep-all-"))
    #expect(fit("abcdefghij", 5, .middle) == "ab…ij")
}

@Test func fitKeepsTextThatFitsAndCutsTheEndOnRequest() {
    #expect(fit("short", 5, .middle) == "short")
    #expect(fit("abcdefghij", 5, .end) == "abcd…")
    #expect(fit("", 3, .end).isEmpty)
    #expect(fit("abc", 0, .middle).isEmpty)
    let forced = AlertTextWrapper(maxWidth: 10) { CGFloat($0.count) }
    #expect(forced.fit("abc", cut: .end, forcingEllipsis: true) == "abc…")
    #expect(forced.fit("abcdefghij", cut: .end, forcingEllipsis: true) == "abcdefghi…")
}

@Test func fitNeverSplitsAWideGlyphOrAGraphemeCluster() {
    let wide = AlertTextWrapper(maxWidth: 6) { text in
        CGFloat(text.reduce(0) { $0 + ($1.unicodeScalars.first!.value > 0x2E80 ? 2 : 1) })
    }
    // 5 cells for the text: a wide glyph that would need the sixth stays out whole.
    let cut = wide.fit("漢字日本語文", cut: .middle)
    #expect(cut == "漢…文")
    #expect(wide.width(cut) <= 6)
    let family = "👨‍👩‍👧"
    let clusters = fit(family + family + family + family, 3, .middle)
    #expect(clusters == family + "…" + family)
    #expect(fit("e\u{301}e\u{301}e\u{301}e\u{301}", 3, .end) == "e\u{301}e\u{301}…")
}

@Test func theNaturalWidthIsTheWidestWordAndTheWidestParagraphOnOneLine() {
    let wrapper = AlertTextWrapper(maxWidth: 0) { CGFloat($0.count) }
    let natural = wrapper.naturalWidth(of: "Copy  /usr/local/bin now?\nDone.")
    #expect(natural.unbreakable == 14, "/usr/local/bin")
    // Runs of spaces count once, as wrapping adds a line up.
    #expect(natural.flowing == 24)
    #expect(wrapper.naturalWidth(of: "").unbreakable == 0)
    #expect(wrapper.naturalWidth(of: "\n\n").flowing == 0)
    // Leading spaces are dropped like the wrapper drops them.
    #expect(wrapper.naturalWidth(of: "   ab cd").flowing == 5)
    // CJK characters break without a space, so each is a piece of its own.
    let cjk = wrapper.naturalWidth(of: "你好世界")
    #expect(cjk.unbreakable == 1 && cjk.flowing == 4)
    // Wrapping at the flowing width keeps each paragraph on one line.
    let text = "one two  three\nfour five"
    let width = wrapper.naturalWidth(of: text).flowing
    #expect(AlertTextWrapper(maxWidth: width) { CGFloat($0.count) }.wrap(text).count == 2)
}
