import AlertEngine
import AlertTerminal
import TerminalKit

/// The app the alerts appear over: an inbox at the normal window level and a one-row status
/// bar at the status-bar level with key hints and the alert count. Both are terminal
/// surfaces added to a compositor; ``resize(columns:rows:)`` lays them out again.
@MainActor
package final class DemoAppScreen {
    /// The inbox window (normal level), everything but the last row.
    package let inbox: TerminalSurface
    /// The status bar (status-bar level), the last row.
    package let statusBar: TerminalSurface
    /// The screen width.
    package private(set) var columns: Int
    /// The screen height.
    package private(set) var rows: Int
    /// What the status bar counts.
    package private(set) var counts = Counts()

    /// The alert count shown in the status bar.
    package struct Counts: Hashable, Sendable {
        /// Whether an alert is on screen.
        package var onScreen = false
        /// How many alerts wait.
        package var queued = 0
        /// How many have ended.
        package var finished = 0
        /// How many the tour has.
        package var total = 0

        /// Creates counts.
        package init(onScreen: Bool = false, queued: Int = 0, finished: Int = 0, total: Int = 0) {
            self.onScreen = onScreen
            self.queued = queued
            self.finished = finished
            self.total = total
        }
    }

    static let headerStyle = TerminalStyle(
        foreground: .rgb(255, 255, 255), background: .rgb(36, 84, 140), attributes: .bold)
    static let columnTitleStyle = TerminalStyle(
        foreground: .rgb(150, 160, 175), attributes: .underline)
    static let unreadStyle = TerminalStyle(foreground: .rgb(235, 235, 235), attributes: .bold)
    static let readStyle = TerminalStyle(foreground: .rgb(190, 190, 190))
    static let timeStyle = TerminalStyle(foreground: .rgb(130, 140, 150))
    static let dotStyle = TerminalStyle(foreground: .rgb(80, 160, 255), attributes: .bold)
    static let selectedBackground = TerminalColor.rgb(45, 52, 64)
    static let barStyle = TerminalStyle(
        foreground: .rgb(20, 20, 20), background: .rgb(170, 200, 230))
    static let barKeyStyle = TerminalStyle(
        foreground: .rgb(0, 0, 0), background: .rgb(170, 200, 230), attributes: .bold)

    /// Creates the screen at a size (at least 1×2).
    package init(columns: Int, rows: Int) {
        self.columns = max(1, columns)
        self.rows = max(2, rows)
        inbox = TerminalSurface(
            level: .normal, frame: TerminalRect(column: 0, row: 0, width: 1, height: 1))
        statusBar = TerminalSurface(
            level: .statusBar, frame: TerminalRect(column: 0, row: 0, width: 1, height: 1))
        layout()
    }

    /// Adds both surfaces to `compositor`.
    package func add(to compositor: TerminalCompositor) {
        compositor.add(inbox)
        compositor.add(statusBar)
    }

    /// Lays both surfaces out for a new screen size and redraws them.
    package func resize(columns: Int, rows: Int) {
        self.columns = max(1, columns)
        self.rows = max(2, rows)
        layout()
    }

    /// Changes the alert count in the status bar (redrawn only when it changed).
    package func update(_ counts: Counts) {
        guard counts != self.counts else { return }
        self.counts = counts
        drawStatusBar()
    }

    private func layout() {
        inbox.frame = TerminalRect(column: 0, row: 0, width: columns, height: rows - 1)
        statusBar.frame = TerminalRect(column: 0, row: rows - 1, width: columns, height: 1)
        drawInbox()
        drawStatusBar()
    }

    private func drawInbox() {
        var buffer = CellBuffer(width: columns, height: rows - 1)
        buffer.fill(
            TerminalRect(column: 0, row: 0, width: columns, height: 1), style: Self.headerStyle)
        buffer.write(" ✉ Inbox — AlertEngine demo", at: .zero, style: Self.headerStyle)
        let unread = DemoInboxMessage.inbox.count { $0.isUnread }
        let badge = "\(unread) unread "
        buffer.write(
            badge, at: TerminalPoint(column: columns - TerminalWidth.width(of: badge), row: 0),
            style: Self.headerStyle)
        let timeColumn = columns - 10
        buffer.write("From", at: TerminalPoint(column: 3, row: 2), style: Self.columnTitleStyle)
        buffer.write("Subject", at: TerminalPoint(column: 19, row: 2), style: Self.columnTitleStyle)
        buffer.write(
            "Received", at: TerminalPoint(column: timeColumn, row: 2), style: Self.columnTitleStyle)
        for (offset, message) in DemoInboxMessage.inbox.enumerated() {
            let row = 3 + offset
            guard row < buffer.height else { break }
            drawMessage(
                message, row: row, selected: offset == 0, timeColumn: timeColumn, in: &buffer)
        }
        inbox.buffer = buffer
    }

    private func drawMessage(
        _ message: DemoInboxMessage, row: Int, selected: Bool, timeColumn: Int,
        in buffer: inout CellBuffer
    ) {
        func styled(_ style: TerminalStyle) -> TerminalStyle {
            var style = style
            if selected { style.background = Self.selectedBackground }
            return style
        }
        if selected {
            buffer.fill(
                TerminalRect(column: 0, row: row, width: columns, height: 1),
                style: styled(.plain))
        }
        let text = message.isUnread ? Self.unreadStyle : Self.readStyle
        if message.isUnread {
            buffer.write("●", at: TerminalPoint(column: 1, row: row), style: styled(Self.dotStyle))
        }
        let senderClip = TerminalRect(column: 3, row: row, width: 15, height: 1)
        buffer.write(
            message.sender, at: TerminalPoint(column: 3, row: row), style: styled(text),
            clip: senderClip)
        let subjectClip = TerminalRect(column: 19, row: row, width: timeColumn - 20, height: 1)
        buffer.write(
            message.subject, at: TerminalPoint(column: 19, row: row), style: styled(text),
            clip: subjectClip)
        buffer.write(
            message.time, at: TerminalPoint(column: timeColumn, row: row),
            style: styled(Self.timeStyle))
    }

    private func drawStatusBar() {
        var buffer = CellBuffer(width: columns, height: 1, style: Self.barStyle)
        let count =
            "alerts: \(counts.onScreen ? 1 : 0) on screen · \(counts.queued) queued · "
            + "\(counts.finished)/\(counts.total) done "
        let countWidth = TerminalWidth.width(of: count)
        let countColumn = max(0, columns - countWidth)
        buffer.write(count, at: TerminalPoint(column: countColumn, row: 0), style: Self.barStyle)
        // Whole hints only, as many as fit left of the count.
        var column = 1
        for (key, action) in Self.hints {
            let width = TerminalWidth.width(of: key) + TerminalWidth.width(of: " \(action)")
            guard column + width < countColumn else { break }
            column += buffer.write(
                key, at: TerminalPoint(column: column, row: 0), style: Self.barKeyStyle)
            column += buffer.write(
                " \(action)  ", at: TerminalPoint(column: column, row: 0), style: Self.barStyle)
        }
        statusBar.buffer = buffer
    }

    static let hints = [
        ("q", "quit"), ("Tab ←→", "move"), ("Enter", "choose"), ("Esc", "cancel"),
        ("click outside", "close a sheet"),
    ]
}
