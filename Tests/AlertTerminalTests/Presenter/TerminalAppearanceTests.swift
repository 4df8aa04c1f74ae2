import AlertLayout
import AlertPresentation
import Testing

@testable import AlertTerminal

@MainActor
@Suite struct TerminalAppearanceTests {
    @Test func reducedMotionTakesTheAnimationsAwayAndNothingElse() {
        let still = TerminalAppearance.theme(reducedMotion: true)
        var moving = TerminalAppearance.theme(reducedMotion: false)
        #expect(still.timing == .instant)
        #expect(moving.timing.showDuration > .zero)
        #expect(moving.timing.dismissDuration > .zero)
        moving.timing = .instant
        #expect(moving == still)
    }

    @Test func theEnvironmentIsInCellsWithTheTerminalsMeasurer() {
        let environment = TerminalAppearance.environment(reducedMotion: true)
        #expect(environment.metrics == .terminal)
        #expect(environment.theme == TerminalAppearance.theme(reducedMotion: true))
        #expect(environment.measurer is TerminalTextMeasurer)
        #expect(environment.measurer.width(of: "漢字", role: .message) == 4)
    }
}
