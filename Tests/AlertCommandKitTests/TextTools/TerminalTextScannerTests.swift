import Testing

@testable import AlertCommandKit

/// Text split into what shows and escape sequences, by x/ansi's parser states.
struct TerminalTextScannerTests {
    private let esc = "\u{1B}"

    /// x/ansi: parser/transition_table.go — CSI ends at its final byte, OSC at BEL or at
    /// the ESC of ST (which is a sequence of its own), ESC sequences at their final.
    @Test func sequencesEndWhereTheParserEndsThem() {
        let text = "a\(esc)[1;31mb\(esc)]8;;u\u{07}c\(esc)]2;t\(esc)\\d\(esc)(Be"
        #expect(
            TerminalTextScanner.tokens(of: text) == [
                .text("a"), .escape("\(esc)[1;31m"), .text("b"), .escape("\(esc)]8;;u\u{07}"),
                .text("c"), .escape("\(esc)]2;t"), .escape("\(esc)\\"), .text("d"),
                .escape("\(esc)(B"), .text("e"),
            ])
    }

    /// x/ansi: parser/transition_table.go — DCS and APC run to the next ESC.
    @Test func stringsRunToTheNextEscape() {
        #expect(
            TerminalTextScanner.tokens(of: "\(esc)P1$r\u{07}x\(esc)\\y") == [
                .escape("\(esc)P1$r\u{07}x"), .escape("\(esc)\\"), .text("y"),
            ])
    }

    /// x/ansi: parser/transition_table.go — another ESC, CAN or a non-ASCII character cuts
    /// a sequence short; the text is given back whole.
    @Test func unfinishedSequences() {
        #expect(
            TerminalTextScanner.tokens(of: "\(esc)[1\(esc)[m\(esc)[2\u{18}é") == [
                .escape("\(esc)[1"), .escape("\(esc)[m"), .escape("\(esc)[2"), .text("\u{18}é"),
            ])
        #expect(TerminalTextScanner.tokens(of: "") == [])
        #expect(TerminalTextScanner.tokens(of: "日本") == [.text("日本")])
    }

    /// colorprofile: writer.go (parser.Command() == 'm') — only plain CSI … m is SGR.
    @Test func sgrParametersOfPlainSGROnly() {
        #expect(TerminalTextToken.escape("\(esc)[38;5;1m").sgrParameters == "38;5;1")
        #expect(TerminalTextToken.escape("\(esc)[m").sgrParameters == "")
        #expect(TerminalTextToken.escape("\(esc)[>4;1m").sgrParameters == nil)
        #expect(TerminalTextToken.escape("\(esc)[2K").sgrParameters == nil)
        #expect(TerminalTextToken.text("m").sgrParameters == nil)
    }
}
