// Quoted in docs/own-alerts-and-items.md from `import` on; a test keeps the two the same.
import AlertEngine
import Foundation

/// A bar chart of a week's steps: an item of your own, drawn through the canvas, so it
/// shows on every presenter (cells in a terminal, points elsewhere).
@MainActor
final class StepsChartItem: AlertStyledItem {
    var alertLayout = AlertItemLayout(itemSize: .zero)
    let steps: [Int]  // Monday first

    init(steps: [Int]) {
        self.steps = steps
    }

    /// What plain line mode and screen readers read instead of the bars.
    var textDescription: String? {
        let days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
        return zip(days, steps).map { "\($0) \($1)" }.joined(separator: ", ")
    }

    /// Five lines tall: four for the bars, one for the day letters.
    func updateLayout(in context: AlertItemContext) {
        let line = context.measurer.lineHeight(for: .caption)
        alertLayout = AlertItemLayout(
            itemSize: CGSize(width: context.contentWidth, height: 5 * line),
            boundsInsets: context.insets())
    }

    func draw(in canvas: any AlertCanvas, frame: CGRect, context: AlertDrawContext) {
        let palette = context.theme.palette
        let line = context.measurer.lineHeight(for: .caption)
        let most = CGFloat(max(steps.max() ?? 1, 1))
        let slot = (frame.width / CGFloat(max(steps.count, 1))).rounded(.down)
        let start = frame.minX + ((frame.width - slot * CGFloat(steps.count)) / 2).rounded(.down)
        let barWidth = (slot / 2).rounded(.up)
        for (day, count) in steps.enumerated() {
            let left = start + CGFloat(day) * slot
            let height = (4 * CGFloat(count) / most).rounded(.up) * line
            let bar = CGRect(
                x: left + ((slot - barWidth) / 2).rounded(.down),
                y: frame.minY + 4 * line - height, width: barWidth, height: height)
            canvas.fill(bar, role: .progressDone, color: palette.tint)
            let letter = String(Array("MTWTFSS")[day % 7])
            let width = context.measurer.width(of: letter, role: .caption)
            canvas.drawText(
                letter,
                at: CGPoint(
                    x: left + ((slot - width) / 2).rounded(.down), y: frame.minY + 4 * line),
                role: .caption, color: palette.message)
        }
    }
}
