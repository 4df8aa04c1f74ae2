import AlertPresentation
import TerminalKit

/// Draws a picture with Unicode upper half blocks: each cell shows two pixels, the top one
/// as the foreground of `▀` and the bottom one as its background.
///
/// The picture is box-filtered (each target pixel averages the source pixels it covers) to
/// the rectangle's columns × (2 × rows), and blended over the canvas's background by alpha.
/// Only the cells of the visible region are computed: O(visible cells + source pixels under
/// them), whatever the size of the target rectangle.
@MainActor
enum HalfBlockPainter {
    /// Paints the part of `image`, scaled to `rect`, that falls inside `region` (the visible
    /// part of `rect`: the canvas's buffer and clip). Returns the number of cells painted.
    @discardableResult
    static func paint(
        _ image: RGBAImage, in rect: TerminalRect, visible region: TerminalRect,
        on canvas: CellCanvas
    ) -> Int {
        let region = rect.intersection(region)
        guard !rect.isEmpty, !region.isEmpty else { return 0 }
        let background = canvas.palette.background
        let rows = rect.height * 2
        var painted = 0
        for cellRow in region.minRow..<region.maxRow {
            let row = cellRow - rect.minRow
            for cellColumn in region.minColumn..<region.maxColumn {
                let column = cellColumn - rect.minColumn
                let top = sample(image, column, 2 * row, rect.width, rows, over: background)
                let bottom = sample(image, column, 2 * row + 1, rect.width, rows, over: background)
                let style = TerminalStyle(foreground: top, background: bottom)
                canvas.writeCells(
                    "▀", at: TerminalPoint(column: cellColumn, row: cellRow), style: style)
                painted += 1
            }
        }
        return painted
    }

    /// The average colour of the source pixels under target pixel (`x`, `y`) of a
    /// `columns` × `rows` grid, blended over `background`.
    static func sample(
        _ image: RGBAImage, _ x: Int, _ y: Int, _ columns: Int, _ rows: Int,
        over background: AlertColor
    ) -> TerminalColor {
        let x0 = x * image.width / columns
        let x1 = max((x + 1) * image.width / columns, x0 + 1)
        let y0 = y * image.height / rows
        let y1 = max((y + 1) * image.height / rows, y0 + 1)
        var sums = (0, 0, 0)
        var count = 0
        for sy in y0..<min(y1, image.height) {
            for sx in x0..<min(x1, image.width) {
                let pixel = image.pixel(x: sx, y: sy)
                let alpha = Int(pixel.a)
                sums.0 += (Int(pixel.r) * alpha + Int(background.red) * (255 - alpha)) / 255
                sums.1 += (Int(pixel.g) * alpha + Int(background.green) * (255 - alpha)) / 255
                sums.2 += (Int(pixel.b) * alpha + Int(background.blue) * (255 - alpha)) / 255
                count += 1
            }
        }
        guard count > 0 else { return CellCanvas.terminalColor(background) }
        return .rgb(UInt8(sums.0 / count), UInt8(sums.1 / count), UInt8(sums.2 / count))
    }
}
