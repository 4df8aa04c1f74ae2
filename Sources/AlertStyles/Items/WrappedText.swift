import Foundation

/// Text wrapped to a width, remembered between layout and drawing.
struct WrappedText: Sendable {
    var lines: [String] = []
    var lineHeight: CGFloat = 0

    /// Wraps `text` and returns the block's size (full width, all lines high).
    mutating func wrap(
        _ text: String, role: AlertTextRole, width: CGFloat, measurer: any AlertTextMeasuring
    ) -> CGSize {
        lines = measurer.lines(text, role: role, maxWidth: width)
        lineHeight = measurer.lineHeight(for: role)
        return CGSize(width: width, height: CGFloat(lines.count) * lineHeight)
    }

    /// Draws the lines centred horizontally in `frame`, clipped to its height.
    @MainActor
    func draw(
        in canvas: any AlertCanvas, frame: CGRect, role: AlertTextRole, color: AlertColor,
        measurer: any AlertTextMeasuring
    ) {
        for (index, line) in lines.enumerated() {
            let y = frame.minY + CGFloat(index) * lineHeight
            guard y + lineHeight <= frame.maxY + 0.001 else { break }
            let width = measurer.width(of: line, role: role)
            let x = frame.minX + max((frame.width - width) / 2, 0)
            canvas.drawText(line, at: CGPoint(x: x, y: y), role: role, color: color)
        }
    }
}
