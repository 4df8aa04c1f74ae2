import Testing

@testable import TerminalKit

@Suite struct ControlSequenceInterpreterTests {
    private func csi(_ body: String, _ final: Character) -> ControlSequence {
        ControlSequence(introducer: .csi, body: Array(body.utf8)[...], final: final.asciiValue!)
    }

    private func meaning(_ sequence: ControlSequence, expecting: Bool = false)
        -> ControlSequenceInterpreter.Meaning
    {
        ControlSequenceInterpreter.meaning(of: sequence, expectingCursorReport: expecting)
    }

    @Test func ss3TakesItsModifierAloneOrAfterAOne() {
        let old = ControlSequence(introducer: .ss3, body: Array("5".utf8)[...], final: 0x50)
        let new = ControlSequence(introducer: .ss3, body: Array("1;5".utf8)[...], final: 0x50)
        #expect(meaning(old) == .event(.key(.function(1), .control)))
        #expect(meaning(new) == .event(.key(.function(1), .control)))
    }

    @Test func csiRWithTwoNumbersIsAReportUnlessTheRowIsOne() {
        let report = InputEvent.reply(.cursorPosition(row: 4, column: 9))
        #expect(meaning(csi("5;10", "R")) == .event(report))
        #expect(meaning(csi("5;10", "R"), expecting: true) == .expectedCursorReport(report))
        #expect(meaning(csi("1;5", "R")) == .event(.key(.function(3), .control)), "Ctrl+F3")
        #expect(
            meaning(csi("1;5", "R"), expecting: true)
                == .expectedCursorReport(.reply(.cursorPosition(row: 0, column: 4))),
            "a report is what was asked for")
        #expect(meaning(csi("", "R")) == .event(.key(.function(3), [])))
    }

    @Test func backTabCarriesNoShiftOfItsOwn() {
        #expect(meaning(csi("1;2", "Z")) == .event(.key(.backTab, [])))
        #expect(meaning(csi("1;6", "Z")) == .event(.key(.backTab, .control)))
    }

    @Test func pasteStartTildeKeysAndKittyCodepoints() {
        #expect(meaning(csi("200", "~")) == .pasteStart)
        #expect(meaning(csi("3;3", "~")) == .event(.key(.delete, .alt)))
        #expect(meaning(csi("97;5", "u")) == .event(.key(.character("a"), .control)))
        #expect(meaning(csi("99", "~")) == .ignored)
    }

    @Test func repliesWithMarkersAndWhatIsLeftAlone() {
        #expect(meaning(csi("?1;2", "c")) == .event(.reply(.deviceAttributes([1, 2]))))
        #expect(meaning(csi(">41;354;0", "c")) == .event(.reply(.unknown)))
        let mode = InputEvent.reply(TerminalReply.modeReport(mode: 2026, value: 2))
        #expect(meaning(csi("?2026;2$", "y")) == .event(mode))
        #expect(meaning(csi("2026;2$", "y")) == .event(mode))
        #expect(meaning(csi("<0;3;4", "x")) == .ignored, "not a mouse report")
        #expect(meaning(csi("", "M")) == .ignored, "legacy mouse bytes follow")
        #expect(meaning(csi("1 ", "q")) == .ignored, "an intermediate byte")
    }
}
