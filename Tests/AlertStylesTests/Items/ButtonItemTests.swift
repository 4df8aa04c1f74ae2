import AlertProtocol
import AlertStylesTestSupport
import Foundation
import Testing

@testable import AlertStyles

/// The text a button draws in a frame `width` cells wide.
@MainActor
private func drawnTitle(_ title: String, width: CGFloat) -> [String] {
    let button = ButtonItem(title: title, actionIndex: 1)
    let canvas = AlertCanvasRecorder()
    button.draw(
        in: canvas, frame: CGRect(x: 0, y: 0, width: width, height: 1),
        context: AlertDrawContext(theme: .terminal, measurer: MonospaceTextMeasurer.cells))
    return canvas.commands.compactMap { command in
        if case .text(let text, _, _, _) = command { return text }
        return nil
    }
}

@MainActor @Test func aTitleTooWideIsCutInTheMiddleSoEndingsStayApart() {
    let x = String(repeating: "x", count: 60)
    let delete = drawnTitle(x + "-delete-all", width: 36)
    let keep = drawnTitle(x + "-keep-all", width: 36)
    #expect(delete.count == 1 && keep.count == 1)
    #expect(delete != keep)
    #expect(delete.first?.hasSuffix("-delete-all") == true)
    #expect(keep.first?.hasSuffix("-keep-all") == true)
    #expect(delete.first?.count == 36)
}

@MainActor @Test func aLongTitleWithSpacesKeepsItsLastWordOnOneLine() {
    // A sheet is at most 80 cells wide (76 inside) however wide the screen: the title was
    // wrapped and only its first line drawn, so the words after it were lost.
    let title =
        "Move every one of the selected messages to the archive folder and then mark all of"
        + " them as read today"
    let drawn = drawnTitle(title, width: 76)
    #expect(drawn.count == 1)
    #expect(drawn.first?.hasSuffix("read today") == true)
    #expect(drawn.first?.hasPrefix("Move every") == true)
    #expect(drawn.first?.contains("…") == true)
    #expect(drawnTitle("Short", width: 76) == ["Short"])
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

/// The rows of a menu share its columns: the block of tag and description is centred alike
/// in every row, so the descriptions line up whatever each row's own width.
@MainActor @Test func menuRowsCentreOneBlockSoTheDescriptionsLineUp() {
    let columns = ChoiceColumns(labels: ["漢字", "a"], details: ["Kanji", "Latin alphabet"])
    let measurer = WideCellMeasurer()
    let context = AlertItemContext(
        theme: .terminal, measurer: measurer, style: .alert, contentWidth: 30)
    let rows = (0..<2).map { row in
        let button = ButtonItem(title: columns.labels[row], actionIndex: row + 1)
        button.columns = columns
        button.columnRow = row
        button.updateLayout(in: context)
        return button
    }
    #expect(
        rows[0].textDescription == "漢字  Kanji" && rows[1].textDescription == "a  Latin alphabet")
    var origins: [String: CGFloat] = [:]
    for row in rows {
        let canvas = AlertCanvasRecorder()
        row.draw(
            in: canvas, frame: CGRect(x: 0, y: 0, width: 30, height: 1),
            context: AlertDrawContext(theme: .terminal, measurer: measurer))
        for case .text(let text, let origin, _, _) in canvas.commands { origins[text] = origin.x }
    }
    // The block is 4 + 2 + 14 = 20 cells, centred in 30: it starts at 5.
    #expect(origins == ["漢字": 5, "a": 5, "Kanji": 11, "Latin alphabet": 11])
}

@MainActor @Test func aButtonAsksForItsTitleWholeInEachPlaceOfItsRow() {
    let title = "1 System Options      Configure system settings"
    let button = ButtonItem(title: title, actionIndex: 10)
    let whole = CGFloat(title.count)
    #expect(button.naturalWidth(in: cellContext) == AlertItemWidth(unbreakable: whole))
    button.placement = .row(index: 1, count: 2)
    #expect(button.naturalWidth(in: cellContext).unbreakable == 2 * whole + 2)
    #expect(button.naturalWidth(in: cellContext).flowing == 0)
    // A tile's caption, in each column of its grid.
    let tile = ButtonItem(title: "Mail", actionIndex: 1, presentation: .tile)
    tile.placement = .tile(column: 0, columns: 3)
    #expect(tile.naturalWidth(in: cellContext).unbreakable == 18, "3 × (4 + 2)")
}

@MainActor @Test func anUnderscoreMarksAMnemonicAsGTKLabelsDo() {
    #expect(ButtonItem.parseMnemonic("_Yes") == ("Yes", "Y"))
    #expect(ButtonItem.parseMnemonic("Save _As") == ("Save As", "A"))
    #expect(ButtonItem.parseMnemonic("snake__case") == ("snake_case", nil))
    #expect(ButtonItem.parseMnemonic("a_b_c") == ("abc", "b"))
    #expect(ButtonItem.parseMnemonic("end_") == ("end_", nil))
    #expect(ButtonItem.parseMnemonic("Plain") == ("Plain", nil))
    let button = ButtonItem(markedTitle: "_Delete", role: .destructive, actionIndex: 2)
    #expect(button.title == "Delete" && button.mnemonic == "D" && button.role == .destructive)
}

/// A marked mnemonic's letter is drawn again, underlined, over the title; a menu's row and
/// a button whose mnemonic the alert gave (its first letter) draw the title alone.
@MainActor @Test func aButtonUnderlinesItsMnemonic() {
    let theme = AlertTheme.terminal
    var context = AlertDrawContext(theme: theme, measurer: MonospaceTextMeasurer.cells)
    context.mnemonic = "a"
    let button = ButtonItem(markedTitle: "Save _As", actionIndex: 1)
    let canvas = AlertCanvasRecorder()
    button.draw(in: canvas, frame: CGRect(x: 0, y: 0, width: 11, height: 1), context: context)
    let color = theme.palette.buttonText(for: .default)
    #expect(
        canvas.commands == [
            .text("Save As", origin: CGPoint(x: 2, y: 0), role: .button, color: color),
            .emphasizedText(
                "A", origin: CGPoint(x: 7, y: 0), role: .button, color: color,
                emphasis: .underlined),
        ])
    let row = ButtonItem(markedTitle: "Save _As", actionIndex: 1)
    row.drawsMnemonic = false
    let unmarked = ButtonItem(title: "Save As", actionIndex: 1)
    for plain in [row, unmarked] {
        let plainCanvas = AlertCanvasRecorder()
        plain.draw(
            in: plainCanvas, frame: CGRect(x: 0, y: 0, width: 11, height: 1), context: context)
        #expect(
            plainCanvas.commands == [
                .text("Save As", origin: CGPoint(x: 2, y: 0), role: .button, color: color)
            ])
    }
}
