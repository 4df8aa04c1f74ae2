import TerminalTestSupport
import Testing

@testable import TerminalKit

@Suite struct VirtualTerminalTests {
    private func terminal(_ text: String, width: Int = 6, height: Int = 3) -> VirtualTerminal {
        var terminal = VirtualTerminal(width: width, height: height)
        terminal.feed(Array(text.utf8))
        return terminal
    }

    @Test func printsTextAndMovesTheCursor() {
        let screen = terminal("ab\u{1B}[2;3Hc\u{1B}[Ad\u{1B}[2Ce\u{8}\u{8}f")
        #expect(screen.text(row: 0) == "ab f e")
        #expect(screen.text(row: 1) == "  c   ")
        #expect(screen.unsupported.isEmpty)
    }

    @Test func wideGlyphsTakeTwoCellsAndOverwritesBlankHalves() {
        var screen = terminal("中文")
        #expect(screen[0, 0].width == 2 && screen[1, 0].isContinuation)
        #expect(screen.column == 4)
        screen.feed(Array("\u{1B}[1;2Hx".utf8))
        #expect(screen.text(row: 0) == " x文  ")
    }

    @Test func graphemesClusterAcrossScalars() {
        let screen = terminal("e\u{301}👨‍👩‍👧")
        #expect(screen[0, 0].grapheme == "e\u{301}")
        #expect(screen[1, 0].grapheme == "👨‍👩‍👧" && screen[1, 0].width == 2)
    }

    @Test func pendingWrapAtTheRightMarginLikeXterm() {
        var screen = terminal("abcdef", height: 2)
        #expect(screen.row == 0 && screen.column == 5 && screen.pendingWrap)
        screen.feed(Array("g".utf8))
        #expect(screen.text(row: 1) == "g     ")
        var atEdge = terminal("abcde中", height: 2)
        #expect(atEdge.text(row: 1) == "中    ")
        atEdge.feed(Array("\r".utf8))
        #expect(!atEdge.pendingWrap)
    }

    @Test func lineFeedAtTheBottomScrolls() {
        let screen = terminal("a\r\nb\r\nc\r\nd", height: 3)
        #expect(screen.scrollCount == 1)
        #expect(screen.text(row: 0) == "b     ")
    }

    @Test func eraseInLineAndDisplayUseThePenBackground() {
        var screen = terminal("abcdef\u{1B}[1;3H\u{1B}[44m\u{1B}[K")
        #expect(screen.text(row: 0) == "ab    ")
        #expect(screen[3, 0].style.background == .ansi(4))
        screen.feed(Array("\u{1B}[m\u{1B}[2J".utf8))
        #expect(screen[0, 0].style == .plain && screen.text(row: 0) == "      ")
    }

    @Test func eraseCharactersUsesThePenBackgroundAndLeavesTheCursor() {
        var screen = terminal("abcdef\u{1B}[1;2H\u{1B}[1;44m\u{1B}[3X")
        #expect(screen.text(row: 0) == "a   ef")
        #expect(screen.column == 1)
        #expect(screen[2, 0].style == TerminalStyle(background: .ansi(4)), "bold is not kept")
        #expect(screen[4, 0].style == .plain)
        screen.feed(Array("\u{1B}[1;5H\u{1B}[9X".utf8))
        #expect(screen.text(row: 0) == "a     ", "stops at the margin")
        var wide = terminal("中文")
        wide.feed(Array("\u{1B}[1;2H\u{1B}[X".utf8))
        #expect(wide.text(row: 0) == "  文  ", "a cut wide glyph is blanked whole")
        #expect(screen.unsupported.isEmpty && wide.unsupported.isEmpty)
    }

    @Test func repeatPrintsTheGlyphJustPrintedInThePen() {
        let screen = terminal("\u{1B}[31m─\u{1B}[3bx")
        #expect(screen.text(row: 0) == "────x ")
        #expect(screen[3, 0].style.foreground == .ansi(1))
        #expect(screen.column == 5)
        #expect(screen.unsupported.isEmpty)
        let wrapping = terminal("ab\u{1B}[5b", height: 2)
        #expect(wrapping.text(row: 0) == "abbbbb" && wrapping.text(row: 1) == "b     ")
        // Only right after a printed glyph: after a move or at the start it is not understood.
        #expect(!terminal("\u{1B}[2b").unsupported.isEmpty)
        #expect(!terminal("a\u{1B}[C\u{1B}[2b").unsupported.isEmpty)
        #expect(!terminal("a\r\u{1B}[2b").unsupported.isEmpty)
    }

    @Test func aResetWithAnEmptyFirstParameterStillResets() {
        let screen = terminal("\u{1B}[1;31ma\u{1B}[;4mb")
        #expect(screen[1, 0].style == TerminalStyle(attributes: .underline))
    }

    @Test func selectGraphicRenditionIncludingExtendedColours() {
        let screen = terminal("\u{1B}[1;3;38;5;200;48;2;1;2;3ma\u{1B}[22;23;39mb\u{1B}[93;104mc")
        #expect(
            screen[0, 0].style
                == TerminalStyle(
                    foreground: .indexed(200), background: .rgb(1, 2, 3),
                    attributes: [.bold, .italic]))
        #expect(screen[1, 0].style == TerminalStyle(background: .rgb(1, 2, 3)))
        #expect(screen[2, 0].style == TerminalStyle(foreground: .ansi(11), background: .ansi(12)))
    }

    @Test func synchronizedOutputModeIsTracked() {
        let screen = terminal("\u{1B}[?2026hx\u{1B}[?2026l")
        #expect(!screen.synchronizedOutput && screen.synchronizedFrames == 1)
        #expect(terminal("\u{1B}[?2026h").synchronizedOutput)
    }

    @Test func unknownSequencesAreRecorded() {
        #expect(!terminal("\u{1B}[5n").unsupported.isEmpty)
        #expect(!terminal("\u{1B}c").unsupported.isEmpty)
    }

    @Test func theCursorIsSavedAndRestored() {
        let emulator = terminal("ab\u{1B}7\r\ncd\u{1B}8x")
        #expect(emulator.unsupported.isEmpty)
        #expect(emulator.text(row: 0).hasPrefix("abx") && emulator.text(row: 1).hasPrefix("cd"))
    }
}
