import AlertPresentation
import AlertStyles
import Foundation
import TerminalKit
import Testing

@testable import AlertTerminal

@Suite struct TerminalTextMeasurerTests {
    let measurer = TerminalTextMeasurer()

    @Test func widthsComeFromTerminalWidth() {
        #expect(measurer.width(of: "abc", role: .title) == 3)
        #expect(measurer.width(of: "日本語", role: .message) == 6)
        #expect(measurer.width(of: "👍🏽", role: .button) == 2)
        #expect(measurer.lineHeight(for: .title) == 1)
        #expect(TerminalTextMeasurer(ambiguous: .wide).width(of: "α", role: .title) == 2)
    }

    @Test func cjkWrapsBetweenAnyTwoCharactersWithoutSpaces() {
        let lines = measurer.lines("日本語のテキストを折り返す", role: .message, maxWidth: 6)
        #expect(lines == ["日本語", "のテキ", "ストを", "折り返", "す"])
    }

    @Test func latinWordsWrapAtSpacesAndMixWithCJK() {
        #expect(
            measurer.lines("hello wonderful world", role: .message, maxWidth: 11)
                == ["hello", "wonderful", "world"])
        #expect(measurer.lines("see 東京 now", role: .message, maxWidth: 6) == ["see 東", "京 now"])
        #expect(measurer.lines("abcdefgh", role: .message, maxWidth: 3) == ["abc", "def", "gh"])
        #expect(measurer.lines("one\n\ntwo", role: .message, maxWidth: 10) == ["one", "", "two"])
        #expect(measurer.lines("", role: .message, maxWidth: 10).isEmpty)
    }

    @Test func randomTextWrapsWithinTheWidthAndKeepsEveryCharacter() {
        let alphabet: [Character] = ["a", "b", "Z", " ", "日", "本", "한", "カ", "é", "👍"]
        for seed in UInt64(1)...200 {
            var random = SplitMix64(seed: seed)
            let length = Int.random(in: 0...40, using: &random)
            let text = String((0..<length).map { _ in alphabet.randomElement(using: &random)! })
            let width = Int.random(in: 2...12, using: &random)
            let lines = measurer.lines(text, role: .message, maxWidth: CGFloat(width))
            for line in lines {
                #expect(
                    TerminalWidth.width(of: line) <= width, "seed \(seed): \(line) > \(width)")
            }
            let kept = lines.joined().filter { $0 != " " }
            #expect(kept == text.filter { $0 != " " }, "seed \(seed): \(lines) from \(text)")
        }
    }

    @Test func plainLinesThatFitWrapExactlyAsTheWrapperWraps() {
        var generator = SplitMix64(seed: 7)
        let measurer = TerminalTextMeasurer()
        let pieces = ["a", "bc", " ", "  ", "OK", "Cancel", "x y", "."]
        for _ in 0..<2_000 {
            var text = ""
            for _ in 0..<Int.random(in: 0...6, using: &generator) {
                text += pieces.randomElement(using: &generator)!
            }
            let width = CGFloat(Int.random(in: 0...14, using: &generator))
            let general = AlertTextWrapper(maxWidth: width) { CGFloat($0.count) }.wrap(text)
            #expect(
                measurer.lines(text, role: .button, maxWidth: width) == general,
                "\(text.debugDescription) in \(width)")
        }
    }

    @Test func picturesAreSizedAsHalfBlocks() throws {
        let image = try AlertImage(pixelWidth: 20, pixelHeight: 20, altText: "x")
        #expect(
            measurer.imageSize(image, fitting: CGSize(width: 40, height: 12))
                == CGSize(width: 20, height: 10))
        #expect(
            measurer.imageSize(image, fitting: CGSize(width: 10, height: 12))
                == CGSize(width: 10, height: 5))
        let symbol = AlertImage.symbol("⚠", altText: "warning")
        #expect(
            measurer.imageSize(symbol, fitting: CGSize(width: 40, height: 12))
                == CGSize(width: 1, height: 1))
    }

    @Test @MainActor func theTerminalEnvironmentIsCells() {
        let reduced = TerminalAppearance.environment(reducedMotion: true)
        #expect(reduced.metrics == .terminal)
        #expect(reduced.measurer is TerminalTextMeasurer)
        #expect(reduced.theme.timing.reducedMotion)
        let animated = TerminalAppearance.environment(reducedMotion: false)
        #expect(!animated.theme.timing.reducedMotion)
        #expect(animated.theme.palette == AlertTheme.terminal.palette)
    }
}

/// Text is measured as it is drawn: sanitised. A title hiding an OSC 52 clipboard write
/// takes the cells of what remains, "AB", not the 16 of the raw string.
extension TerminalTextMeasurerTests {
    static let hostileTitle = "A\u{1B}]52;c;SGVsbG8=\u{7}B"

    @Test func escapeSequencesAndControlsAreMeasuredAfterSanitising() {
        #expect(measurer.width(of: Self.hostileTitle, role: .title) == 2)
        #expect(measurer.width(of: "a\u{1B}[31mb\u{1B}[0m", role: .message) == 2)
        #expect(measurer.width(of: "a\u{202E}b", role: .message) == 2)
        // A control the canvas draws as U+FFFD takes that one cell.
        #expect(measurer.width(of: "a\u{7}b", role: .message) == 3)
        #expect(measurer.width(of: "a\tb", role: .message) == 3)
    }

    @Test func wrappingSanitisesFirstAndNeverSplitsAnEscapeSequence() {
        let lines = measurer.lines(
            "one \u{1B}]8;;https://example.com\u{7}two\u{1B}]8;;\u{7}\nthree", role: .message,
            maxWidth: 7)
        #expect(lines == ["one two", "three"])
        #expect(measurer.lines(Self.hostileTitle, role: .title, maxWidth: 10) == ["AB"])
    }

    @MainActor @Test func aTitleWithAnEscapeSequenceIsDrawnCentredLikePlainText() throws {
        var columns: [Int] = []
        for title in ["AB", Self.hostileTitle] {
            let harness = ScreenHarness()
            harness.controller.showAlert(
                title: title, message: "Same message", cancelTitle: "Cancel", otherTitles: ["OK"])
            #expect(harness.render() == nil)
            let frame = try #require(harness.alertFrame)
            let found = try #require(harness.find("AB"), "title not drawn")
            let left = found.column - frame.minColumn
            let right = frame.maxColumn - (found.column + 2)
            #expect(abs(left - right) <= 1, "title off centre: \(left) cells left, \(right) right")
            columns.append(found.column)
        }
        #expect(columns[0] == columns[1])
    }
}

@Suite struct TerminalTextMeasurerFittingTests {
    let measurer = TerminalTextMeasurer()

    @Test func fittingCountsCellsWithTerminalWidthAndCutsTheMiddle() {
        let x = String(repeating: "x", count: 60)
        let lines = [x + "-delete-all", x + "-keep-all"].map {
            measurer.fitting($0, role: .button, maxWidth: 36, cut: .middle)
        }
        #expect(lines[0] != lines[1])
        #expect(lines.allSatisfy { TerminalWidth.width(of: $0) == 36 && $0.contains("…") })
        let cjk = measurer.fitting(
            "日本語のとても長い選択肢です", role: .button, maxWidth: 11, cut: .middle)
        #expect(TerminalWidth.width(of: cjk) <= 11)
        #expect(cjk.hasPrefix("日本") && cjk.hasSuffix("です") && cjk.contains("…"))
        #expect(measurer.fitting("fits", role: .button, maxWidth: 4, cut: .middle) == "fits")
    }

    @Test func fittingCutsWhatIsDrawnNotTheEscapesAndJoinsLines() {
        let hostile = "\u{1B}[31mred\u{1B}[0m and more words here"
        let cut = measurer.fitting(hostile, role: .button, maxWidth: 10, cut: .end)
        #expect(!cut.contains("\u{1B}"))
        #expect(TerminalWidth.width(of: cut) <= 10 && cut.hasPrefix("red"))
        #expect(measurer.fitting("a\nb", role: .button, maxWidth: 10, cut: .end) == "a b")
        // An ellipsis two cells wide (ambiguous as wide) is counted as two.
        let wide = TerminalTextMeasurer(ambiguous: .wide)
        let text = wide.fitting("abcdefgh", role: .button, maxWidth: 6, cut: .end)
        #expect(text == "abcd…")
    }
}
