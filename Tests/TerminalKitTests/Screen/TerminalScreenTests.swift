import Testing

@testable import TerminalKit

@MainActor
@Suite struct TerminalScreenTests {
    @Test func anUnchangedFrameWritesNothingAndResizeRepaintsWhole() {
        let screen = TerminalScreen(columns: 10, rows: 3, colorMode: .ansi16)
        var chunks: [[UInt8]] = []
        screen.output = { chunks.append($0) }
        let surface = TerminalSurface(frame: TerminalRect(column: 0, row: 0, width: 10, height: 3))
        surface.buffer.write("hi", at: .zero)
        screen.compositor.add(surface)
        #expect(screen.renderNow().isFullRepaint)
        #expect(screen.renderNow().byteCount == 0)
        #expect(chunks.count == 1)
        screen.resize(columns: 12, rows: 4)
        #expect(screen.renderNow().isFullRepaint)
        #expect(screen.lastFrame.width == 12)
        screen.forceFullRepaint()
        #expect(screen.renderNow().isFullRepaint)
    }

    @Test func synchronizedOutputWrapsFrames() {
        let screen = TerminalScreen(columns: 100, rows: 30, colorMode: .none)
        let app = TerminalSurface(
            level: .normal, frame: TerminalRect(column: 0, row: 0, width: 100, height: 30))
        for row in 0..<30 {
            app.buffer.write(
                String(repeating: "z", count: 100), at: TerminalPoint(column: 0, row: row))
        }
        screen.compositor.add(app)
        var text = ""
        screen.output = { text += String(decoding: $0, as: UTF8.self) }
        screen.synchronizedOutput = true
        screen.renderNow()
        #expect(text.hasPrefix("\u{1B}[?2026h"))
        #expect(text.hasSuffix("\u{1B}[?2026l"))
    }

    @Test func colourModesFollowCapabilities() {
        #expect(TerminalColorMode(TerminalCapabilities.ColorSupport.none) == .none)
        #expect(TerminalColorMode(.ansi256) == .indexed256)
        #expect(TerminalColorMode(.trueColor) == .trueColor)
    }

    @Test func hugeSizesAreClampedBeforeAnythingIsAllocated() {
        let screen = TerminalScreen(columns: 100_000, rows: 2, colorMode: .none)
        #expect(screen.columns == CellBuffer.maximumSide && screen.rows == 2)
        #expect(screen.lastFrame.cells.count == CellBuffer.maximumSide * 2)
        screen.resize(columns: 3, rows: Int.max)
        #expect(screen.columns == 3 && screen.rows == CellBuffer.maximumSide)
        screen.resize(columns: -1, rows: -1)
        screen.renderNow()
        #expect(screen.columns == 0 && screen.rows == 0 && screen.lastFrame.cells.isEmpty)
    }
}
