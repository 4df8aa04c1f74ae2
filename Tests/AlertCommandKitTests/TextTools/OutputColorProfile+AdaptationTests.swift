import Testing

@testable import AlertCommandKit

/// Text written for a colour profile, as colorprofile's Writer writes it.
struct OutputColorProfileAdaptationTests {
    private let styled = "\u{1B}[1;38;5;212mBubble\u{1B}[m \u{1B}[38;2;255;0;0;48;5;17mGum\u{1B}[m"

    /// colorprofile: writer.go Write — TrueColor passes everything through.
    @Test func trueColorIsUnchanged() {
        #expect(OutputColorProfile.trueColor.adapting(styled) == styled)
    }

    /// colorprofile: writer.go Write — NoTTY strips every escape sequence (x/ansi Strip).
    @Test func noTTYStripsEverySequence() {
        let link = "\u{1B}]8;;https://example.com\u{07}link\u{1B}]8;;\u{1B}\\"
        #expect(OutputColorProfile.noTTY.adapting(styled + "\n" + link) == "Bubble Gum\nlink")
    }

    /// colorprofile: writer.go handleSgr — Ascii keeps attributes, drops colours; a sequence
    /// of colours only is written as the reset.
    @Test func asciiDropsColoursAndKeepsAttributes() {
        #expect(
            OutputColorProfile.ascii.adapting(styled)
                == "\u{1B}[1mBubble\u{1B}[m \u{1B}[mGum\u{1B}[m")
    }

    /// colorprofile: writer.go handleSgr and profile.go Convert — ANSI: indexed 212 becomes
    /// bright red (x/ansi ansi256To16), RGB red goes through 196 to bright red, 17 to blue.
    @Test func ansi16ConvertsToTheSixteenColours() {
        #expect(
            OutputColorProfile.ansi16.adapting(styled)
                == "\u{1B}[1;91mBubble\u{1B}[m \u{1B}[91;44mGum\u{1B}[m")
    }

    /// colorprofile: profile.go Convert — ANSI256 keeps indexed colours and converts RGB.
    @Test func ansi256ConvertsRGBToIndexed() {
        #expect(
            OutputColorProfile.ansi256.adapting(styled)
                == "\u{1B}[1;38;5;212mBubble\u{1B}[m \u{1B}[38;5;196;48;5;17mGum\u{1B}[m")
    }

    /// colorprofile: writer.go downsample — sequences other than SGR pass through.
    @Test func otherSequencesPassThrough() {
        let text = "\u{1B}[2K\u{1B}]8;;https://x\u{07}x\u{1B}]8;;\u{07}\u{1B}[?25l"
        #expect(OutputColorProfile.ansi16.adapting(text) == text)
    }
}
