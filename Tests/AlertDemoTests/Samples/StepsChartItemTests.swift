import AlertEngine
import Foundation
import Testing

@testable import AlertDemoKit

@MainActor
@Suite struct StepsChartItemTests {
    let steps = [4_200, 6_100, 5_300, 9_800, 7_000, 3_100, 8_400]

    @Test func itIsFiveLinesTallAndReadsAsText() {
        let chart = StepsChartItem(steps: steps)
        chart.updateLayout(
            in: AlertItemContext(
                theme: .terminal, measurer: MonospaceTextMeasurer.cells, style: .alert,
                contentWidth: 35))
        #expect(chart.alertLayout.itemSize == CGSize(width: 35, height: 5))
        #expect(chart.textDescription?.hasPrefix("Mon 4200, Tue 6100, Wed 5300, Thu 9800") == true)
    }

    @Test func theBestDayFillsFourLinesAndEveryDayHasALetter() {
        let chart = StepsChartItem(steps: steps)
        let canvas = AlertCanvasRecorder()
        chart.draw(
            in: canvas, frame: CGRect(x: 0, y: 0, width: 35, height: 5),
            context: AlertDrawContext(theme: .terminal, measurer: MonospaceTextMeasurer.cells))
        let bars = canvas.commands.compactMap { command -> CGRect? in
            if case .roleFill(let rect, .progressDone, _) = command { return rect }
            return nil
        }
        #expect(bars.count == 7)
        #expect(bars[3].height == 4 && bars[3].minY == 0, "Thursday, the best day")
        #expect(bars.allSatisfy { $0.maxY == 4 }, "every bar stands on the same line")
        #expect(canvas.texts.joined() == "MTWTFSS")
    }
}
