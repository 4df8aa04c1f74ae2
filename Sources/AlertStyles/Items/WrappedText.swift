import AlertPresentation
import AlertProtocol

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

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

    /// Draws the lines centred horizontally in `frame`, clipped to its height: the last line
    /// there is room for ends in an ellipsis when more lines follow, and a line wider than
    /// the frame is cut at its end with one.
    @MainActor
    func draw(
        in canvas: any AlertCanvas, frame: CGRect, role: AlertTextRole, color: AlertColor,
        measurer: any AlertTextMeasuring, isCentered: Bool = true
    ) {
        for (index, whole) in lines.enumerated() {
            let y = frame.minY + CGFloat(index) * lineHeight
            guard y + lineHeight <= frame.maxY + 0.001 else { break }
            let isCutShort =
                index + 1 < lines.count && y + 2 * lineHeight > frame.maxY + 0.001
            let line = measurer.fitting(
                whole, role: role, maxWidth: frame.width, cut: .end, forcingEllipsis: isCutShort)
            let width = measurer.width(of: line, role: role)
            let x = isCentered ? frame.minX + max((frame.width - width) / 2, 0) : frame.minX
            canvas.drawText(line, at: CGPoint(x: x, y: y), role: role, color: color)
        }
    }
}
