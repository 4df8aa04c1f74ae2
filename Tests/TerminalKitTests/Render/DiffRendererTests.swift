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
        let style = TerminalStyle(foreground: .rgb(255, 0, 0), attributes: .bold)
        var frame = CellBuffer(width: 2, height: 1)
        frame.write("x", at: .zero, style: style)
        let expectations: [(TerminalColorMode, String)] = [
            (.trueColor, "\u{1B}[1;38;2;255;0;0mx"),
            (.indexed256, "\u{1B}[1;38;5;196mx"),
            (.ansi16, "\u{1B}[1;91mx"),
            (.none, "\u{1B}[1mx"),
        ]
        for (mode, expected) in expectations {
            var renderer = DiffRenderer(colorMode: mode)
            #expect(render(&renderer, frame).hasSuffix(expected), "\(mode)")
        }
    }

    @Test func synchronizedOutputWrapsNonEmptyFramesOnly() {
        var renderer = DiffRenderer(synchronizedOutput: true)
        var frame = CellBuffer(width: 3, height: 1)
        frame.write("a", at: .zero)
        let output = render(&renderer, frame)
        #expect(output.hasPrefix("\u{1B}[?2026h") && output.hasSuffix("\u{1B}[?2026l"))
        #expect(render(&renderer, frame).isEmpty)
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

    @Test func emojiIsFollowedByAnAbsoluteReanchor() {
        var renderer = DiffRenderer()
        var frame = CellBuffer(width: 6, height: 1)
        frame.write("😀b", at: .zero)
        #expect(render(&renderer, frame).hasSuffix("😀\u{1B}[1;3Hb"))
        var cjk = CellBuffer(width: 6, height: 1)
        cjk.write("中b", at: .zero)
        var other = DiffRenderer()
        #expect(render(&other, cjk).hasSuffix("中b"))
    }
}
