import Testing

@testable import AlertDemoKit

@MainActor
@Suite struct DemoPlainRunnerTests {
    @Test func completesTheWholeTourFromLines() {
        var lines = ["", "1", "2", "", "Ana", "", "", "", "", "", "1", "2", "", ""][...]
        var written = ""
        let tour = DemoPlainRunner(
            readLine: { lines.popFirst() }, write: { written += $0 }
        ).run()
        #expect(tour.isFinished)
        #expect(lines.isEmpty)
        #expect(!written.contains("\u{1B}"))
        #expect(written.contains("(A critical alert interrupts.)"))
        #expect(tour.entries[2].outcome == .action(1, title: "Move to Archive"))
        #expect(tour.entries[3].outcome == .date("2026-11-21"))
        #expect(tour.entries[4].outcome == .text("Ana"))
        #expect(tour.entries[9].outcome == .dismissed(.timeout), "it read no line")
        #expect(tour.entries[10].outcome == .action(0, title: "Mail"))
        #expect(tour.entries[11].outcome == .action(1, title: "Share"))
        #expect(tour.entries[12].outcome == .action(0, title: "OK"))
        #expect(tour.entries[13].outcome == .chosen(["Passport", "Charger"]))
        #expect(tour.entries[14].outcome == .chosen(["README.md"]))
        #expect(tour.entries[15].outcome == .completed, "it read no line and filled up")
        #expect(written.contains("Mon 4200, Tue 6100"), "the own alert's chart reads as text")
    }

    @Test func theEndOfInputResolvesTheRestProgrammatic() {
        var lines = [""][...]
        let tour = DemoPlainRunner(readLine: { lines.popFirst() }, write: { _ in }).run()
        #expect(tour.isFinished)
        #expect(tour.entries[0].outcome == .action(0, title: "Start"))
        #expect(tour.entries[1].outcome == .dismissed(.programmatic))
        #expect(tour.entries[12].outcome == .notShown)
    }
}
