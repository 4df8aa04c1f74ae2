import TerminalTestSupport
import Testing

@testable import TerminalKit

@Suite struct DiffRendererTests {
    private func render(_ renderer: inout DiffRenderer, _ frame: CellBuffer) -> String {
        var bytes: [UInt8] = []
        let stats = renderer.render(frame, into: &bytes)
        #expect(stats.byteCount == bytes.count)
        #expect(renderer.lastFrameByteCount == bytes.count)
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func firstFrameIsAFullRepaintAndTheSameFrameAgainWritesNothing() {
        var renderer = DiffRenderer()
        var frame = CellBuffer(width: 10, height: 3)
        frame.write("hi", at: TerminalPoint(column: 2, row: 1))
        #expect(render(&renderer, frame) == "\u{1B}[m\u{1B}[H\u{1B}[2J\n\u{1B}[2Chi")
        #expect(renderer.lastStats.isFullRepaint)
        #expect(render(&renderer, frame).isEmpty)
        #expect(renderer.lastFrameByteCount == 0)
    }

    /// Three rows of dim text with a window of 24-bit colours in the middle of each.
    private func windowOverText() -> (frame: CellBuffer, window: TerminalRect) {
        var frame = CellBuffer(width: 24, height: 3)
        let window = TerminalRect(column: 8, row: 0, width: 8, height: 3)
        let colours = TerminalStyle(foreground: .rgb(200, 10, 20), background: .rgb(30, 40, 50))
        for row in 0..<3 {
            frame.write(
                String(repeating: "d", count: 24), at: TerminalPoint(column: 0, row: row),
                style: TerminalStyle(attributes: .dim))
            frame.write("window \(row)", at: TerminalPoint(column: 8, row: row), style: colours)
        }
        return (frame, window)
    }

    @Test func aWindowWrittenLastTakesItsColoursOnceWhenThatIsFewerBytes() {
        let (frame, window) = windowOverText()
        let blank = CellBuffer(width: 24, height: 3)
        var rowByRow = DiffRenderer()
        _ = render(&rowByRow, blank)
        let plain = render(&rowByRow, frame)
        var layered = DiffRenderer()
        _ = render(&layered, blank)
        var bytes: [UInt8] = []
        layered.render(frame, last: [window], into: &bytes)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.count < plain.count)
        #expect(text.hasSuffix("window 2"), "the frame ends in the window")
        #expect(text.components(separatedBy: "38;2;200;10;20").count == 2, "one pen for it")
        var terminal = VirtualTerminal(width: 24, height: 3)
        terminal.feed(bytes)
        #expect(terminal.mismatch(with: frame, mode: .trueColor) == nil)
        // The focus after the window: its cells come last of all.
        var focused = DiffRenderer()
        _ = render(&focused, blank)
        bytes = []
        let focus = TerminalRect(column: 8, row: 1, width: 6, height: 1)
        focused.render(frame, last: [window, focus], into: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self).hasSuffix("window"))
        terminal = VirtualTerminal(width: 24, height: 3)
        terminal.feed(bytes)
        #expect(terminal.mismatch(with: frame, mode: .trueColor) == nil)
    }

    @Test func rowByRowIsKeptWhenWritingAWindowLastCostsMore() {
        var frame = CellBuffer(width: 24, height: 2)
        let blank = frame
        frame.write("one plain row of text", at: .zero)
        frame.write("and another one", at: TerminalPoint(column: 0, row: 1))
        var rowByRow = DiffRenderer()
        _ = render(&rowByRow, blank)
        var layered = DiffRenderer()
        _ = render(&layered, blank)
        var bytes: [UInt8] = []
        layered.render(
            frame, last: [TerminalRect(column: 4, row: 0, width: 6, height: 2)], into: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == render(&rowByRow, frame))
    }

    @Test func aLongBlankRunInsideARowIsErasedWithECH() {
        var renderer = DiffRenderer()
        var frame = CellBuffer(width: 30, height: 1)
        frame.write(String(repeating: "x", count: 30), at: .zero)
        _ = render(&renderer, frame)
        let blue = TerminalStyle(background: .ansi(4))
        frame.fill(TerminalRect(column: 2, row: 0, width: 20, height: 1), style: blue)
        frame.write("y", at: TerminalPoint(column: 25, row: 0))
        // Twenty blue blanks: ECH and a move over them, then the y.
        #expect(render(&renderer, frame) == "\r\u{1B}[2C\u{1B}[44m\u{1B}[20X\u{1B}[23C\u{1B}[my")
        // A short run is printed: fewer bytes than ECH.
        frame.fill(TerminalRect(column: 2, row: 0, width: 3, height: 1), style: .plain)
        #expect(render(&renderer, frame) == "\u{1B}[24D   ")
    }

    @Test func spacesKeepThePenWhenOnlyTheirBackgroundShows() {
        var renderer = DiffRenderer()
        var frame = CellBuffer(width: 10, height: 1)
        _ = render(&renderer, frame)
        let red = TerminalStyle(foreground: .ansi(1), attributes: .bold)
        frame.write("a", at: .zero, style: red)
        frame.write(" ", at: TerminalPoint(column: 1, row: 0), style: .plain)
        frame.write("b", at: TerminalPoint(column: 2, row: 0), style: red)
        #expect(render(&renderer, frame) == "\u{1B}[1;31ma b")
        // A reversed space shows its foreground: the pen changes for it.
        frame.write(
            " ", at: TerminalPoint(column: 1, row: 0), style: TerminalStyle(attributes: .reverse))
        #expect(render(&renderer, frame) == "\u{8}\u{8}\u{1B}[;7m ")
    }

    @Test func blanksThatChangedOnlyInWhatCannotBeSeenAreNotWritten() {
        var renderer = DiffRenderer()
        var frame = CellBuffer(width: 10, height: 2)
        frame.fill(frame.bounds, style: TerminalStyle(background: .ansi(4)))
        _ = render(&renderer, frame)
        // Dimmed, bold, another foreground: the same blue blanks on the screen.
        frame.fill(
            frame.bounds,
            style: TerminalStyle(foreground: .ansi(1), background: .ansi(4), attributes: [.dim]))
        #expect(render(&renderer, frame).isEmpty)
        // Reverse video shows the foreground: that is written.
        frame.fill(
            TerminalRect(column: 0, row: 0, width: 1, height: 1),
            style: TerminalStyle(background: .ansi(4), attributes: [.reverse]))
        #expect(!render(&renderer, frame).isEmpty)
    }

    @Test func afterAWideGlyphAFewUnchangedCellsArePrintedAgainRatherThanMovedOver() {
        var renderer = DiffRenderer()
        var frame = CellBuffer(width: 10, height: 2)
        frame.write("中aby", at: TerminalPoint(column: 0, row: 1))
        _ = render(&renderer, frame)
        frame.write("文", at: TerminalPoint(column: 0, row: 1))
        frame.write("z", at: TerminalPoint(column: 4, row: 1))
        // At the cursor right after 文: "ab" again (2 B) beats a re-anchoring move.
        #expect(render(&renderer, frame) == "\r文abz")
    }

    @Test func repeatsAreWrittenOnlyWhereTheTerminalConfirmedThem() {
        var frame = CellBuffer(width: 20, height: 1)
        frame.write(String(repeating: "─", count: 12) + "x", at: .zero)
        var plain = DiffRenderer()
        #expect(render(&plain, frame).hasSuffix(String(repeating: "─", count: 12) + "x"))
        var confirmed = DiffRenderer()
        confirmed.repeatsCharacters = true
        #expect(render(&confirmed, frame).hasSuffix("─\u{1B}[11bx"))
        // Never into the last column: the run stops one before it.
        var edge = CellBuffer(width: 8, height: 1)
        edge.write(String(repeating: "=", count: 8), at: .zero)
        var atEdge = DiffRenderer()
        atEdge.repeatsCharacters = true
        #expect(render(&atEdge, edge).hasSuffix("=\u{1B}[6b="))
    }

    @Test func afterAGlyphOfUncertainWidthACarriageReturnReanchorsTheColumn() {
        var renderer = DiffRenderer()
        var frame = CellBuffer(width: 20, height: 3)
        _ = render(&renderer, frame)
        frame.write("a—b", at: TerminalPoint(column: 12, row: 1))
        // The em dash is one or two columns: the row stays, the column is found again.
        #expect(render(&renderer, frame) == "\n\u{1B}[12Ca—\r\u{1B}[14Cb")
        // In the last column it may wrap: then only an absolute move is sure.
        frame.write("—", at: TerminalPoint(column: 19, row: 0))
        frame.write("z", at: TerminalPoint(column: 3, row: 1))
        #expect(render(&renderer, frame) == "\u{1B}[1;20H—\u{1B}[2;4Hz")
    }

    @Test func anAmbiguousGlyphIsTrustedOnATerminalThatShowedItsWidth() {
        var frame = CellBuffer(width: 20, height: 2)
        frame.write("a—b", at: TerminalPoint(column: 12, row: 1))
        frame.write("—", at: TerminalPoint(column: 19, row: 0))
        var narrow = DiffRenderer()
        narrow.ambiguousWidth = .narrow
        let written = render(&narrow, frame)
        // No re-anchoring after the dash in the middle of the row.
        #expect(written.hasSuffix("\u{1B}[19C—\u{1B}[2;13Ha—b"))
        var terminal = VirtualTerminal(width: 20, height: 2)
        terminal.feed(Array(written.utf8))
        #expect(terminal.mismatch(with: frame, mode: .trueColor) == nil)
        // A terminal that draws them wide re-anchors after a dash its cell counts as narrow,
        // and so does one that has not said; an emoji is never trusted.
        for width in [TerminalWidth.AmbiguousWidth.wide, nil] {
            var other = DiffRenderer()
            other.ambiguousWidth = width
            #expect(render(&other, frame).hasSuffix("a—\r\u{1B}[14Cb"))
        }
        var emoji = CellBuffer(width: 20, height: 1)
        emoji.write("a😀b", at: .zero)
        var confirmed = DiffRenderer()
        confirmed.ambiguousWidth = .narrow
        #expect(render(&confirmed, emoji).hasSuffix("a😀\r\u{1B}[3Cb"))
    }

    @Test func onATerminalThatDrawsAmbiguousLettersWideWideCellsAreTrusted() {
        var frame = CellBuffer(width: 20, height: 1, ambiguousWidth: .wide)
        frame.write("a—b·c", at: .zero)
        var renderer = DiffRenderer()
        renderer.ambiguousWidth = .wide
        let written = render(&renderer, frame)
        #expect(written.hasSuffix("a—b·c"), "no re-anchor: \(written.debugDescription)")
        var terminal = VirtualTerminal(width: 20, height: 1)
        terminal.ambiguous = .wide
        terminal.feed(Array(written.utf8))
        #expect(terminal.mismatch(with: frame, mode: .trueColor) == nil)
    }

    @Test func aSummaryLineLeftBelowAnInlineRegionIsWrittenAsFramesAre() {
        var line = CellBuffer(width: 20, height: 1)
        line.write("ok · ===========", at: .zero)
        for (ambiguous, repeats) in [(TerminalWidth.AmbiguousWidth?.none, false), (.narrow, true)] {
            var renderer = DiffRenderer(placement: .inline)
            renderer.ambiguousWidth = ambiguous
            renderer.repeatsCharacters = repeats
            var frame = CellBuffer(width: 20, height: 1)
            frame.write("?", at: .zero)
            var bytes: [UInt8] = []
            renderer.render(frame, into: &bytes)
            bytes = []
            renderer.finishRegion(leaving: line, into: &bytes)
            let text = String(decoding: bytes, as: UTF8.self)
            // Without an answer to the probe the middle dot (ambiguous) is followed by a
            // re-anchor; with one, it is not, and the run of `=` is repeated.
            #expect(text.contains("ok ·\r") == (ambiguous == nil), "\(text.debugDescription)")
            #expect(text.contains("=\u{1B}[10b") == repeats, "\(text.debugDescription)")
        }
    }

    /// Told the only rows and columns that changed, the renderer writes what it writes when
    /// it compares every cell, and keeps the new frame.
    @Test func onlyTheChangedColumnsAreComparedAndKept() {
        var first = CellBuffer(width: 12, height: 3)
        first.write("alpha beta", at: TerminalPoint(column: 1, row: 1))
        var second = first
        second.write(
            "BET", at: TerminalPoint(column: 7, row: 1), style: TerminalStyle(attributes: .bold))
        second.write("x", at: TerminalPoint(column: 4, row: 2))
        var hinted = DiffRenderer()
        var plain = DiffRenderer()
        _ = render(&hinted, first)
        _ = render(&plain, first)
        var bytes: [UInt8] = []
        hinted.render(second, changedRows: 1..<3, changedColumns: 4..<10, into: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == render(&plain, second))
        #expect(hinted.previousFrame == second)
    }

    /// A summary line erases its own row and, after it, what is below (never from the
    /// region's corner): no cursor saved and restored around an erase of the whole region.
    @Test func aSummaryLineErasesItsRowThenWhatIsBelowIt() {
        var renderer = DiffRenderer(placement: .inline)
        var frame = CellBuffer(width: 12, height: 3)
        frame.write("box", at: .zero)
        frame.write("end", at: TerminalPoint(column: 0, row: 2))
        var bytes: [UInt8] = []
        renderer.render(frame, into: &bytes)
        var line = CellBuffer(width: 12, height: 1)
        line.write("done", at: .zero)
        var summary: [UInt8] = []
        renderer.finishRegion(leaving: line, into: &summary)
        #expect(String(decoding: summary, as: UTF8.self) == "\r\u{1B}[Kdone\r\n\u{1B}[J")
        var terminal = VirtualTerminal(width: 12, height: 4)
        terminal.feed(bytes + summary)
        #expect(terminal.text(row: 0).hasPrefix("done"))
        #expect((1..<4).allSatisfy { terminal.text(row: $0).allSatisfy { $0 == " " } })
    }

    /// An inline region at the screen's top-left corner: tmux takes `CSI J` written there for
    /// clearing the whole screen and moves what it showed into the scrollback, so neither a
    /// full repaint nor the summary line erases with it from the corner; what is below the
    /// region's top row is erased all the same.
    @Test func anInlineRegionNeverErasesWithCSIJFromItsCorner() {
        var renderer = DiffRenderer(placement: .inline)
        var frame = CellBuffer(width: 12, height: 3)
        frame.write("box", at: .zero)
        var bytes: [UInt8] = []
        renderer.render(frame, into: &bytes)
        renderer.invalidate()
        renderer.render(frame, into: &bytes)
        var line = CellBuffer(width: 12, height: 1)
        line.write("done", at: .zero)
        renderer.finishRegion(leaving: line, into: &bytes)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(!text.contains("\r\u{1B}[J"), "\(text.debugDescription)")
        #expect(!text.hasPrefix("\u{1B}[J"), "\(text.debugDescription)")
        // Whatever was below the corner is gone; the summary stays on the top row.
        var terminal = VirtualTerminal(width: 12, height: 4)
        terminal.feed(Array("old\r\nold\r\nold\r\nold\u{1B}[3A\r".utf8) + bytes)
        #expect(terminal.text(row: 0).hasPrefix("done"))
        #expect((1..<4).allSatisfy { terminal.text(row: $0).allSatisfy { $0 == " " } })
    }

    /// A reflowing terminal lost the region's corner in a resize (tmux put the cursor three
    /// rows down, on the region's fourth row, with its first rows still above): told so, the
    /// next frame is painted whole from the region's real top, and nothing of the old rows
    /// is left above it; the line above the region stays.
    @Test func anInlineRegionWhoseTopIsAboveTheCursorIsPaintedFromThere() {
        var renderer = DiffRenderer(placement: .inline)
        var frame = CellBuffer(width: 12, height: 4)
        frame.write("new", at: .zero)
        frame.write("end", at: TerminalPoint(column: 0, row: 3))
        var bytes: [UInt8] = []
        renderer.render(frame, into: &bytes)
        bytes = []
        renderer.regionTopIsAbove(rows: 3)
        renderer.render(frame, into: &bytes)
        var terminal = VirtualTerminal(width: 12, height: 8)
        let old = "above\r\nold 1\r\nold 2\r\nold 3\r\nold 4\r\nold 5"
        terminal.feed(Array("\(old)\u{1B}[A\r".utf8) + bytes)
        #expect(terminal.text(row: 0).hasPrefix("above"))
        #expect(terminal.text(row: 1).hasPrefix("new"))
        #expect(terminal.text(row: 4).hasPrefix("end"))
        #expect(
            (0..<8).allSatisfy { !terminal.text(row: $0).contains("old") },
            "\((0..<8).map { terminal.text(row: $0) })")
        #expect(terminal.row == 1 && terminal.column == 0, "the cursor rests at the corner")
        // Taken back once: the next full repaint starts at the cursor again.
        bytes = []
        renderer.invalidate()
        renderer.render(frame, into: &bytes)
        #expect(!String(decoding: bytes, as: UTF8.self).contains("\u{1B}[3A\u{1B}[K"))
    }

    @Test func aTerminalThatDrawsAmbiguousGlyphsWideStillGetsEveryOtherCellRight() {
        var frame = CellBuffer(width: 10, height: 2)
        frame.write("a—bcd", at: .zero)
        frame.write("—x", at: TerminalPoint(column: 8, row: 1))
        var renderer = DiffRenderer()
        var bytes: [UInt8] = []
        renderer.render(frame, into: &bytes)
        var terminal = VirtualTerminal(width: 10, height: 2)
        terminal.ambiguous = .wide
        terminal.feed(bytes)
        #expect(terminal.text(row: 0).hasSuffix("bcd     "))
        #expect(terminal[2, 0].grapheme == "b" && terminal[4, 0].grapheme == "d")
        #expect(terminal[9, 1].grapheme == "x")
        #expect(terminal.unsupported.isEmpty && terminal.scrollCount == 0)
    }

    @Test func onlyChangedCellsAreWritten() {
        var renderer = DiffRenderer()
        var frame = CellBuffer(width: 10, height: 3)
        frame.write("hello", at: .zero)
        _ = render(&renderer, frame)
        frame.write("J", at: .zero)
        frame.write("y", at: TerminalPoint(column: 4, row: 0))
        let output = render(&renderer, frame)
        #expect(output == "\rJelly", "the unchanged gap costs 3 bytes, a move 4")
        #expect(renderer.lastStats.cellsWritten == 2)
    }

    @Test func aFullRowGoesToTheNextWithCarriageReturnAndLineFeed() {
        var renderer = DiffRenderer()
        var frame = CellBuffer(width: 4, height: 3)
        _ = render(&renderer, frame)
        frame.write("abcd", at: .zero)
        frame.write("ef", at: TerminalPoint(column: 0, row: 1))
        // After "abcd" the cursor waits at the margin (pending wrap): CR is certain there.
        #expect(render(&renderer, frame) == "abcd\r\nef")
        frame.write("語", at: TerminalPoint(column: 2, row: 1))
        frame.write("gh", at: TerminalPoint(column: 0, row: 2))
        // After a wide glyph at the margin the row is not trusted: an absolute move instead.
        #expect(render(&renderer, frame).hasSuffix("\u{1B}[3Hgh"))
    }

    @Test func unchangedGapIsReprintedWhenCheaperThanAMove() {
        var renderer = DiffRenderer()
        var frame = CellBuffer(width: 10, height: 1)
        frame.write("abcde", at: .zero)
        _ = render(&renderer, frame)
        frame.write("X", at: .zero)
        frame.write("Y", at: TerminalPoint(column: 2, row: 0))
        #expect(render(&renderer, frame) == "\rXbY")
    }

    @Test func styleChangesAreMinimal() {
        var renderer = DiffRenderer()
        var frame = CellBuffer(width: 4, height: 1)
        let red = TerminalStyle(foreground: .ansi(1))
        frame.write("ab", at: .zero, style: red)
        #expect(render(&renderer, frame).hasSuffix("\u{1B}[31mab"))
        var boldRed = red
        boldRed.isBold = true
        frame.write("c", at: TerminalPoint(column: 2, row: 0), style: boldRed)
        #expect(render(&renderer, frame) == "\u{1B}[1mc")
    }

    @Test func eraseToEndOfLineReplacesLongRunsOfSpaces() {
        var renderer = DiffRenderer()
        var frame = CellBuffer(width: 20, height: 1)
        frame.write("abcdefghijklmnop", at: .zero)
        _ = render(&renderer, frame)
        frame.clear()
        frame.write("ab", at: .zero)
        #expect(render(&renderer, frame) == "\u{1B}[14D\u{1B}[K")
        #expect(renderer.lastStats.linesErased == 1)
    }

    @Test func colouredEraseSetsTheBackground() {
        var renderer = DiffRenderer()
        let frame = CellBuffer(width: 30, height: 1, style: TerminalStyle(background: .ansi(4)))
        #expect(render(&renderer, frame) == "\u{1B}[m\u{1B}[H\u{1B}[2J\u{1B}[44m\u{1B}[K")
    }

    @Test func colourModesDowngrade() {
        let style = TerminalStyle(foreground: .rgb(250, 0, 0), attributes: .bold)
        var frame = CellBuffer(width: 2, height: 1)
        frame.write("x", at: .zero, style: style)
        let expectations: [(TerminalColorMode, String)] = [
            (.trueColor, "\u{1B}[1;38;2;250;0;0mx"),
            (.indexed256, "\u{1B}[1;38;5;196mx"),
            (.ansi16, "\u{1B}[1;91mx"),
            (.none, "\u{1B}[1mx"),
        ]
        for (mode, expected) in expectations {
            var renderer = DiffRenderer(colorMode: mode)
            #expect(render(&renderer, frame).hasSuffix(expected), "\(mode)")
        }
    }

    @Test func synchronizedOutputWrapsOnlyFramesTooLongToGoOutAtOnce() {
        var renderer = DiffRenderer(synchronizedOutput: true)
        var frame = CellBuffer(width: 40, height: 30)
        for row in 0..<30 {
            frame.write(String(repeating: "ab", count: 20), at: .init(column: 0, row: row))
        }
        let whole = render(&renderer, frame)
        #expect(whole.utf8.count > DiffRenderer.unsynchronizedFrameLimit)
        #expect(whole.hasPrefix("\u{1B}[?2026h") && whole.hasSuffix("\u{1B}[?2026l"))
        #expect(render(&renderer, frame).isEmpty)
        // A small change goes out as it is: one write, taken in at one read.
        frame.write("x", at: TerminalPoint(column: 3, row: 4))
        let small = render(&renderer, frame)
        #expect(!small.isEmpty && !small.contains("2026"))
    }

    @Test func resizeAndInvalidateRepaintWhole() {
        var renderer = DiffRenderer()
        let frame = CellBuffer(width: 3, height: 1)
        _ = render(&renderer, frame)
        renderer.invalidate()
        #expect(render(&renderer, frame) == "\u{1B}[m\u{1B}[H\u{1B}[2J")
        _ = render(&renderer, CellBuffer(width: 4, height: 1))
        #expect(renderer.lastStats.isFullRepaint)
        renderer.colorMode = .ansi16
        _ = render(&renderer, CellBuffer(width: 4, height: 1))
        #expect(renderer.lastStats.isFullRepaint)
    }

    @Test func graphemesThatWouldFuseAreSeparatedByAnAbsoluteMove() {
        var renderer = DiffRenderer()
        var frame = CellBuffer(width: 6, height: 2)
        frame.write("ᄀ", at: .zero)
        frame.write("한", at: TerminalPoint(column: 2, row: 0))
        frame.write("a", at: TerminalPoint(column: 0, row: 1))
        frame.write("\u{903}", at: TerminalPoint(column: 1, row: 1))
        let output = render(&renderer, frame)
        #expect(output.contains("ᄀ\u{1B}[1;3H한"))
        #expect(output.contains("a\u{1B}[2;2H\u{903}"))
    }

    @Test func emojiIsFollowedByAReanchor() {
        var renderer = DiffRenderer()
        var frame = CellBuffer(width: 6, height: 1)
        frame.write("😀b", at: .zero)
        // One or two columns: a carriage return finds the column again on the same row.
        #expect(render(&renderer, frame).hasSuffix("😀\r\u{1B}[2Cb"))
        var cjk = CellBuffer(width: 6, height: 1)
        cjk.write("中b", at: .zero)
        var other = DiffRenderer()
        #expect(render(&other, cjk).hasSuffix("中b"))
    }
}
