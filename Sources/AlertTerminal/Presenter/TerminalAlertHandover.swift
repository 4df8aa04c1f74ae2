import TerminalKit

/// The picture of an alert that handed its place over to the next one: its cells as it
/// looked when it left, left on screen (dimming what is below while the backdrop is dimmed)
/// while the next alert's show animation replaces it row by row, from the top.
///
/// So a user going from one alert to the next sees the next one wipe in over the last,
/// and the terminal writes each row about once: no row is cleared to the app and drawn
/// again.
@MainActor
final class TerminalAlertHandover {
    /// The surface the picture is drawn on.
    let surface: TerminalSurface
    /// Where the alert was, and its cells.
    let frame: TerminalRect
    private let cells: CellBuffer

    /// A picture of `surface` as it is now, on a surface of its own that dims what is
    /// below it when `dimsBelow`.
    init(copying surface: TerminalSurface, dimsBelow: Bool) {
        frame = surface.frame
        cells = surface.buffer
        self.surface = TerminalSurface(
            level: surface.level, frame: surface.frame, dimsBelow: dimsBelow)
        self.surface.buffer = cells
    }

    /// The screen row the wipe has reached when `progress` (0...1) of it has passed over
    /// the rows both `frame` and `next` cover.
    func line(at progress: Double, towards next: TerminalRect) -> Int {
        let top = min(frame.minRow, next.minRow)
        let bottom = max(frame.maxRow, next.maxRow)
        return top + Int((Double(bottom - top) * min(max(progress, 0), 1)).rounded())
    }

    /// Keeps only the picture's rows from screen row `line` down. O(cells kept).
    func keep(from line: Int) {
        let hidden = min(max(line - frame.minRow, 0), frame.height)
        let kept = TerminalRect(
            column: frame.minColumn, row: frame.minRow + hidden, width: frame.width,
            height: frame.height - hidden)
        guard kept != surface.frame else { return }
        surface.frame = kept
        surface.buffer = cells.framedCrop(
            TerminalRect(column: 0, row: hidden, width: frame.width, height: kept.height),
            keepsFrame: false)
    }
}
