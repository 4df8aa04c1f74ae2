import TerminalKit
import Testing

@testable import AlertTerminal

@MainActor
@Suite struct TerminalAlertHandoverTests {
    /// A picture of four rows ("row 0" … "row 3") at rows 5 to 8.
    private func handover() -> TerminalAlertHandover {
        let surface = TerminalSurface(
            level: .alert, frame: TerminalRect(column: 2, row: 5, width: 6, height: 4),
            dimsBelow: false)
        for row in 0..<4 {
            surface.buffer.write("row \(row)", at: TerminalPoint(column: 0, row: row))
        }
        return TerminalAlertHandover(copying: surface, dimsBelow: true)
    }

    @Test func theCopyKeepsThePictureWhereItWasAndTakesTheDimmingAsked() {
        let handover = handover()
        #expect(handover.surface.frame == TerminalRect(column: 2, row: 5, width: 6, height: 4))
        #expect(handover.surface.dimsBelow)
        #expect(handover.surface.buffer.text(row: 0).hasPrefix("row 0"))
    }

    @Test func theWipeLineSweepsFromTheHigherTopToTheLowerBottom() {
        let handover = handover()
        let next = TerminalRect(column: 0, row: 3, width: 10, height: 3)  // rows 3 to 5
        #expect(handover.line(at: 0, towards: next) == 3)
        #expect(handover.line(at: 1, towards: next) == 9)
        #expect(handover.line(at: 0.5, towards: next) == 6)
        #expect(handover.line(at: -2, towards: next) == 3, "progress is clamped")
        #expect(handover.line(at: 7, towards: next) == 9)
    }

    @Test func keepingFromALineHidesTheRowsAboveIt() {
        let handover = handover()
        handover.keep(from: 7)
        #expect(handover.surface.frame == TerminalRect(column: 2, row: 7, width: 6, height: 2))
        #expect(handover.surface.buffer.text(row: 0).hasPrefix("row 2"))
        handover.keep(from: 0)
        #expect(handover.surface.frame.height == 4, "a line above shows it whole again")
        handover.keep(from: 20)
        #expect(handover.surface.frame.height == 0)
    }
}
