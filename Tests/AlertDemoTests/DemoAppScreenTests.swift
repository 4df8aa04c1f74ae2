import AlertTerminal
import TerminalKit
import Testing

@testable import AlertDemoKit

@MainActor
@Suite struct DemoAppScreenTests {
    @Test func listsTheInboxWithWideGlyphsAndAStatusBar() {
        let app = DemoAppScreen(columns: 100, rows: 30)
        #expect(app.inbox.level == .normal && app.statusBar.level == .statusBar)
        let rows = (0..<app.inbox.buffer.height).map { app.inbox.buffer.text(row: $0) }
        #expect(rows.contains { $0.contains("王小明") && $0.contains("你好") })
        #expect(rows.allSatisfy { TerminalWidth.width(of: $0) == 100 })
        #expect(app.statusBar.buffer.text(row: 0).contains("q quit"))
    }

    @Test func narrowScreensKeepWholeHintsAndTheCount() {
        let app = DemoAppScreen(columns: 60, rows: 10)
        app.update(.init(onScreen: true, queued: 3, finished: 2, total: 12))
        let bar = app.statusBar.buffer.text(row: 0)
        #expect(bar.hasSuffix("alerts: 1 on screen · 3 queued · 2/12 done "))
        #expect(bar.contains("q quit") && !bar.contains("click"))
    }
}
