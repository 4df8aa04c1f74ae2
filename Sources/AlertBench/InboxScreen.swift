import TerminalKit

/// The app screen the terminal figures are taken over: an inbox, every row filled with its
/// numbered message line (ASCII, two wide CJK letters and an em dash, which is East Asian
/// Ambiguous), repeated to the right edge.
@MainActor
enum InboxScreen {
    /// A surface of `columns` × `rows` at the normal level holding the inbox.
    static func surface(columns: Int, rows: Int) -> TerminalSurface {
        let app = TerminalSurface(
            level: .normal, frame: TerminalRect(column: 0, row: 0, width: columns, height: rows))
        for row in 0..<rows {
            let text = "\(row + 1). Inbox message 你好 — subject line for row \(row) "
            var line = ""
            while TerminalWidth.width(of: line) < columns { line += text }
            app.buffer.write(line, at: TerminalPoint(column: 0, row: row))
        }
        return app
    }
}
