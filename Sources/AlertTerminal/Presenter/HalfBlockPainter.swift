/// Draws a picture with Unicode upper half blocks: each cell shows two pixels, the top one
/// as the foreground of `▀` and the bottom one as its background.
///
/// The picture is box-filtered (each target pixel averages the source pixels it covers) to
/// the rectangle's columns × (2 × rows), and blended over the canvas's background by alpha.
/// O(source pixels + cells).
@MainActor
enum HalfBlockPainter {
    static func paint(_ image: RGBAImage, in rect: TerminalRect, on canvas: CellCanvas) {
        guard !rect.isEmpty else { return }
        let background = canvas.palette.background
        let rows = rect.height * 2
        for row in 0..<rect.height {
            for column in 0..<rect.width {
                let top = sample(image, column, 2 * row, rect.width, rows, over: background)
                let bottom = sample(image, column, 2 * row + 1, rect.width, rows, over: background)
                let style = TerminalStyle(foreground: top, background: bottom)
                canvas.writeCells(
                    "▀",
                    at: TerminalPoint(column: rect.minColumn + column, row: rect.minRow + row),
                    style: style)
            }
        }
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
