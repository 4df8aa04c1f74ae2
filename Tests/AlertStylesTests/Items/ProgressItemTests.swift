import AlertProtocol
import AlertStylesTestSupport
import Foundation
import Testing

@testable import AlertStyles

@MainActor @Test func progressValidatesItsFraction() throws {
    #expect(throws: AlertStyleError.invalidFraction(1.5)) { try ProgressItem(fraction: 1.5) }
    let progress = try ProgressItem(fraction: 0.25)
    #expect(throws: AlertStyleError.self) { try progress.setFraction(.nan) }
    #expect(progress.fraction == 0.25)
    progress.updateLayout(in: cellContext)
    let canvas = AlertCanvasRecorder()
    progress.draw(
        in: canvas, frame: CGRect(x: 0, y: 0, width: 8, height: 1),
        context: AlertDrawContext(theme: .terminal, measurer: MonospaceTextMeasurer.cells))
    #expect(
        canvas.commands.last
            == .roleFill(
                CGRect(x: 0, y: 0, width: 2, height: 1), role: .progressDone,
                color: AlertTheme.terminal.palette.tint))
}

@MainActor @Test func aWideBarWritesItsPercentageAtItsEnd() throws {
    let progress = try ProgressItem(fraction: 0.45)
    let canvas = AlertCanvasRecorder()
    progress.draw(
        in: canvas, frame: CGRect(x: 0, y: 0, width: 40, height: 1),
        context: AlertDrawContext(theme: .terminal, measurer: MonospaceTextMeasurer.cells))
    #expect(
        canvas.commands.first
            == .text(
                "45%", origin: CGPoint(x: 37, y: 0), role: .caption,
                color: AlertTheme.terminal.palette.message))
    // The bar leaves room for "100%" and a space: 35 cells, 45% of them done.
    #expect(
        canvas.commands.last
            == .roleFill(
                CGRect(x: 0, y: 0, width: 15.75, height: 1), role: .progressDone,
                color: AlertTheme.terminal.palette.tint))
}
