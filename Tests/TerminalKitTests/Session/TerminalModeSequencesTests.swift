import Testing

@testable import TerminalKit

@Suite struct TerminalModeSequencesTests {
    /// The DEC private modes set (`h`) or reset (`l`) by `bytes`, in order.
    private func modes(in bytes: [UInt8], final: Character) -> [Int] {
        let text = String(decoding: bytes, as: UTF8.self)
        return text.split(separator: "\u{1B}").flatMap { part -> [Int] in
            guard part.hasPrefix("[?"), part.last == final else { return [] }
            return part.dropFirst(2).dropLast().split(separator: ";").compactMap { Int($0) }
        }
    }

    @Test(arguments: [MouseTracking.off, .buttons, .drag, .anyMotion])
    func leaveUndoesEnterInReverse(mouse: MouseTracking) {
        let enter = TerminalModeSequences.enter(mouse: mouse)
        let leave = TerminalModeSequences.leave(mouse: mouse)
        let setByEnter = modes(in: enter, final: "h")
        let hiddenByEnter = modes(in: enter, final: "l")
        #expect(hiddenByEnter == [25, 7], "the cursor hidden, autowrap off")
        #expect(setByEnter == [1049] + mouse.modes + [2004])
        let resetByLeave = modes(in: leave, final: "l")
        #expect(resetByLeave == [2026] + setByEnter.filter { $0 != 1049 }.reversed() + [1049])
        #expect(modes(in: leave, final: "h") == [7, 25])
    }

    @Test(arguments: [MouseTracking.off, .drag])
    func inlineLeavesTheNormalScreenAndErasesARegionLeftUp(mouse: MouseTracking) {
        let enter = TerminalModeSequences.enter(mouse: mouse, placement: .inline)
        let leave = TerminalModeSequences.leave(mouse: mouse, placement: .inline)
        #expect(modes(in: enter, final: "h") == mouse.modes + [2004], "no alternate screen")
        #expect(modes(in: enter, final: "l") == [25, 7])
        #expect(modes(in: leave, final: "l") == [2026, 2004] + mouse.modes.reversed())
        // The cursor shown again; then, as it rests at the region's top-left corner, an
        // erase from there takes a region still up away, and erases nothing after a
        // summary line.
        #expect(leave.suffix(10) == Array("\u{1B}[?25h\r\u{1B}[J".utf8))
    }

    @Test func modesThatGoTogetherShareOneSequence() {
        let enter = TerminalModeSequences.enter(mouse: .drag, placement: .inline)
        #expect(enter == Array("\u{1B}[?25l\u{1B}[?7l\u{1B}[?1000;1002;1006;2004h".utf8))
        let leave = TerminalModeSequences.leave(mouse: .drag)
        #expect(
            leave
                == Array(
                    "\u{1B}[?2026;2004;1006;1002;1000l\u{1B}[m\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l"
                        .utf8)
        )
    }
}
