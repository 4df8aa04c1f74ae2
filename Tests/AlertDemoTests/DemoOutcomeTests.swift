import AlertEngine
import Testing

@testable import AlertDemoKit

@Suite struct DemoOutcomeTests {
    @Test func linesReadAsTheExitReport() {
        var sheet = DemoTourEntry(number: 3, kind: "sheet", title: "Delete draft?", slug: "sheet")
        #expect(sheet.resultLine == "3. sheet \"Delete draft?\": pending")
        sheet.outcome = .action(0, title: "Delete")
        #expect(sheet.resultLine == "3. sheet \"Delete draft?\": action 0 \"Delete\"")
        var message = DemoTourEntry(number: 1, kind: "message", title: nil, slug: "message")
        message.outcome = .dismissed(.programmatic)
        #expect(message.resultLine == "1. message: dismissed (programmatic)")
        #expect(message.fileStem == "01-message")
        #expect(DemoOutcome.date("2026-11-22").description == "date 2026-11-22")
        #expect(DemoOutcome.dismissed(.cancelled).description == "dismissed (cancelled)")
    }

    @Test func userTextCannotReachTheTerminalRaw() {
        #expect(DemoOutcome.text("a\u{1B}[31mb").description == "text \"ab\"")
        #expect(
            DemoOutcome.dismissed(.failed("x\u{7}")).description == "dismissed (failed: x\u{FFFD})")
    }
}
