import AlertProtocol
import AlertStylesTestSupport
import Foundation
import Testing

@testable import AlertStyles

@MainActor private let cellContext = AlertItemContext(
    theme: .terminal, measurer: MonospaceTextMeasurer.cells, style: .alert, contentWidth: 10,
    topInset: 1, bottomInset: 2)

@MainActor @Test func titleAndMessageWrapToTheContentWidth() {
    let title = TitleItem("Delete all files now")
    title.updateLayout(in: cellContext)
    #expect(title.lines == ["Delete all", "files now"])
    #expect(title.alertLayout.itemSize == CGSize(width: 10, height: 2))
    #expect(title.alertLayout.boundsInsets == EdgeInsets(top: 1, left: 0, bottom: 2, right: 0))
    let message = MessageItem("")
    message.updateLayout(in: cellContext)
    #expect(message.alertLayout.itemSize.height == 0)
}

@MainActor @Test func titleDrawsCentredLinesInItsColour() {
    let title = TitleItem("ab")
    title.updateLayout(in: cellContext)
    let canvas = AlertCanvasRecorder()
    title.draw(
        in: canvas, frame: CGRect(x: 0, y: 0, width: 10, height: 1),
        context: AlertDrawContext(theme: .terminal, measurer: MonospaceTextMeasurer.cells))
    #expect(
        canvas.commands == [
            .text(
                "ab", origin: CGPoint(x: 4, y: 0), role: .title,
                color: AlertTheme.terminal.palette.title)
        ])
}

@MainActor @Test func separatorsTakeTheThemeThickness() {
    let big = SeparatorItem(.big)
    let small = SeparatorItem(.small)
    big.updateLayout(in: cellContext)
    small.updateLayout(in: cellContext)
    #expect(big.alertLayout.itemSize.height == 1)
    #expect(small.alertLayout.itemSize.height == 0)
    let canvas = AlertCanvasRecorder()
    let draw = AlertDrawContext(theme: .terminal, measurer: MonospaceTextMeasurer.cells)
    small.draw(in: canvas, frame: CGRect(x: 0, y: 0, width: 10, height: 0), context: draw)
    #expect(canvas.commands.isEmpty)
}

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

@MainActor @Test func countdownTicksToZeroAndNoFurther() throws {
    #expect(throws: AlertStyleError.invalidValue("seconds")) { try CountdownItem(seconds: -1) }
    let countdown = try CountdownItem(seconds: 2) { "\($0)…" }
    #expect(countdown.text == "2…")
    #expect(countdown.tick() == 1)
    #expect(countdown.tick() == 0)
    #expect(countdown.tick() == 0)
}

@MainActor @Test func customItemsValidateAndDrawThroughTheCanvas() throws {
    #expect(throws: AlertStyleError.invalidValue("size.width")) {
        try CustomItem(size: CGSize(width: -1, height: 1)) { _, _, _ in }
    }
    let custom = try CustomItem(size: CGSize(width: 30, height: 3)) { canvas, frame, context in
        canvas.fill(frame, color: context.theme.palette.tint)
    }
    custom.updateLayout(in: cellContext)
    #expect(custom.alertLayout.itemSize == CGSize(width: 10, height: 3))
    let canvas = AlertCanvasRecorder()
    custom.draw(
        in: canvas, frame: CGRect(x: 1, y: 1, width: 10, height: 3),
        context: AlertDrawContext(theme: .terminal, measurer: MonospaceTextMeasurer.cells))
    #expect(canvas.commands.count == 1)
}

@MainActor @Test func imagesFitTheirBox() throws {
    let picture = ImageItem(try AlertImage(pixelWidth: 400, pixelHeight: 100, altText: "wide"))
    picture.updateLayout(in: cellContext)
    #expect(picture.alertLayout.itemSize == CGSize(width: 10, height: 2.5))
    let icon = ImageItem(.symbol("⚠️", altText: "warning"), kind: .icon)
    icon.updateLayout(in: cellContext)
    #expect(icon.alertLayout.itemSize == CGSize(width: 1, height: 1))
}

@MainActor @Test func buttonPlacementsSplitTheWidthExactly() {
    let context = AlertItemContext(
        theme: .standard, measurer: MonospaceTextMeasurer.points, style: .alert, contentWidth: 230)
    for count in 1...4 {
        var total: CGFloat = 0
        for index in 0..<count {
            let layout = AlertButtonPlacement.row(index: index, count: count).layout(
                size: CGSize(width: 0, height: 44), context: context)
            total += layout.boundsInsets.left + layout.itemSize.width + layout.boundsInsets.right
            #expect(layout.startsNewRow == (index == 0))
            #expect(layout.isParallel)
        }
        #expect(abs(total - 230) < 0.001, "count \(count)")
    }
    let lone = AlertButtonPlacement.stacked.layout(
        size: CGSize(width: 0, height: 44), context: context)
    #expect(lone.itemSize.width == 230)
    #expect(lone.boundsInsets.left == lone.boundsInsets.right)
}

@MainActor @Test func disabledButtonsDrawDimmedText() {
    let button = ButtonItem(title: "Later", actionIndex: 1, isEnabled: false)
    let canvas = AlertCanvasRecorder()
    let theme = AlertTheme.terminal
    button.draw(
        in: canvas, frame: CGRect(x: 0, y: 0, width: 9, height: 1),
        context: AlertDrawContext(theme: theme, measurer: MonospaceTextMeasurer.cells))
    #expect(
        canvas.commands == [
            .emphasizedText(
                "Later", origin: CGPoint(x: 2, y: 0), role: .button,
                color: theme.palette.disabledButton, emphasis: .dimmed)
        ])
    #expect(button.focusStops == 0)
}

@MainActor @Test func buttonsDrawFocusAndRoleColours() {
    let button = ButtonItem(title: "Delete", role: .destructive, actionIndex: 1)
    let canvas = AlertCanvasRecorder()
    let theme = AlertTheme.terminal
    button.draw(
        in: canvas, frame: CGRect(x: 0, y: 0, width: 10, height: 1),
        context: AlertDrawContext(
            theme: theme, measurer: MonospaceTextMeasurer.cells, isFocused: true))
    #expect(
        canvas.commands == [
            .roleFill(
                CGRect(x: 0, y: 0, width: 10, height: 1), role: .focus, color: theme.palette.focus),
            .text(
                "Delete", origin: CGPoint(x: 2, y: 0), role: .button,
                color: theme.palette.destructiveButton),
        ])
}
