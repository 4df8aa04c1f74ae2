import AlertAutomation
import AlertPresentation
import AlertProtocol
import AlertQueue
import AlertStyles
import Foundation
import TerminalKit
import TerminalTestSupport
import Testing

@testable import AlertTerminal

@MainActor
@Suite struct TerminalAlertWindowTests {
    @Test func framesWriteTheAlertAndThenItsFocusedControlLast() throws {
        let harness = ScreenHarness(reducedMotion: false)
        harness.controller.showAlert(
            title: "Remove it?", cancelTitle: "Cancel", otherTitles: ["Delete"])
        harness.frameClock.advance(by: .milliseconds(30))
        #expect(harness.render() == nil)
        let surface = try #require(harness.window.presentations.last?.surface)
        #expect(harness.screen.writtenLast == [surface.frame], "no focus while it animates")
        harness.frameClock.runUntilIdle()
        #expect(harness.render() == nil)
        #expect(harness.screen.writtenLast.first == harness.alertFrame)
        let delete = try #require(harness.find("Delete"))
        #expect(harness.screen.writtenLast.count == 2)
        #expect(harness.screen.writtenLast.last?.contains(delete) == true)
        harness.key(.tab)
        #expect(harness.render() == nil)
        let cancel = try #require(harness.find("Cancel"))
        #expect(harness.screen.writtenLast.last?.contains(cancel) == true)
        harness.controller.dismiss()
        harness.frameClock.runUntilIdle()
        #expect(harness.render() == nil)
        #expect(harness.screen.writtenLast.isEmpty)
    }

    @Test func overAnAppInSixteenColoursTheShowEndsInTheFocusedButtonForTheNextMove() throws {
        // Row by row is a few bytes fewer here, but leaves the cursor at the bottom and the
        // pen dim: the focus move would then start with an absolute move and a whole pen.
        let harness = ScreenHarness(columns: 100, rows: 30, colorMode: .ansi16)
        let app = TerminalSurface(
            level: .normal, frame: TerminalRect(column: 0, row: 0, width: 100, height: 30))
        for row in 0..<30 {
            app.buffer.write(
                String(repeating: "\(row + 1). Inbox message subject line ", count: 4),
                at: TerminalPoint(column: 0, row: row))
        }
        harness.screen.compositor.add(app)
        #expect(harness.render() == nil)
        harness.controller.showAlert(
            title: "Delete 3 messages?", message: "This cannot be undone.",
            cancelTitle: "Cancel", otherTitles: ["Delete"])
        #expect(harness.render() == nil)
        let shown = harness.bytes.count
        harness.key(.tab)
        #expect(harness.render() == nil)
        let move = String(decoding: harness.bytes[shown...], as: UTF8.self)
        #expect(!move.contains("H"), "no absolute move: \(move.debugDescription)")
        #expect(!move.contains("\u{1B}[;"), "no whole new pen: \(move.debugDescription)")
        let cancel = try #require(harness.find("Cancel"))
        #expect(harness.terminal[cancel.column, cancel.row].style.isReversed)
    }

    @Test func showAlertDrawsBorderTitleMessageAndButtonsAtTheLayoutCells() throws {
        let harness = ScreenHarness()
        let view = harness.controller.showAlert(
            title: "Delete file?", message: "This cannot be undone.", cancelTitle: "Cancel",
            otherTitles: ["Delete"])
        #expect(harness.render() == nil)
        let layout = try #require(view.layoutResult)
        let frame = CellCanvas.cellRect(layout.frame)
        #expect(harness.alertFrame == frame)
        #expect(harness.terminal[frame.minColumn, frame.minRow].grapheme == "╭")
        #expect(harness.terminal[frame.maxColumn - 1, frame.minRow].grapheme == "╮")
        #expect(harness.terminal[frame.minColumn, frame.maxRow - 1].grapheme == "╰")
        #expect(harness.terminal[frame.maxColumn - 1, frame.maxRow - 1].grapheme == "╯")
        for (index, text) in [(0, "Delete file?"), (1, "This cannot be undone.")] {
            let cells = CellCanvas.cellRect(layout.itemFrames[index])
            let row = harness.row(frame.minRow + cells.minRow)
            #expect(row.contains(text), "row \(row)")
        }
        let title = try #require(harness.find("Delete file?"))
        #expect(harness.terminal[title.column, title.row].style.isBold)
        #expect(
            harness.terminal[title.column, title.row].style.background == .rgb(0x2C, 0x2C, 0x2E))
        for index in 2...3 {
            let cells = CellCanvas.cellRect(layout.itemFrames[index])
            let name = try #require((view.items[index] as? ButtonItem)?.title)
            let row = harness.row(frame.minRow + cells.minRow)
            let range = try #require(row.range(of: name + " "), "\(name) in \(row)")
            let column = row.distance(from: row.startIndex, to: range.lowerBound)
            #expect(column >= frame.minColumn + cells.minColumn)
            #expect(column + name.count <= frame.minColumn + cells.maxColumn)
        }
    }

    @Test func theCardGrowsToShowALongOptionWholeUpToTheScreensWidth() throws {
        let option =
            "1 System Options      Configure system settings such as the hostname and password"
        let wide = ScreenHarness(columns: 160, rows: 20)
        let view = wide.controller.showAlert(
            title: "Raspberry Pi Software Configuration Tool", cancelTitle: "Cancel",
            otherTitles: [option, "2 Display Options     Configure display settings"])
        #expect(wide.render() == nil)
        #expect(wide.find(option) != nil, "the whole row on one line")
        // The row's 81 cells, the sides (2 + 2) and nothing more: not the screen's width.
        #expect(wide.alertFrame?.width == 85)
        #expect(view.contentWidth == 81)
        // A narrower screen caps the card at its room, and the row is cut in the middle.
        wide.resize(columns: 60, rows: 20)
        #expect(wide.render() == nil)
        #expect(wide.alertFrame?.width == 56, "60 less a margin of 2 on either side")
        #expect(wide.find(option) == nil)
        #expect(wide.find("1 System Options") != nil && wide.find("and password") != nil)
    }

    /// A list shown on a short screen gives up rows, and takes them back as the screen
    /// grows: its rows are not fixed by the screen it first had.
    @Test func aListTakesBackItsRowsWhenTheScreenGrows() throws {
        let harness = ScreenHarness(columns: 40, rows: 9)
        harness.controller.showMenu(
            title: "Pick", choices: (1...12).map { AlertChoice("row \($0)", value: $0) })
        #expect(harness.render() == nil)
        #expect(harness.find("row 1") != nil && harness.find("row 9") == nil)
        harness.resize(columns: 60, rows: 30)
        #expect(harness.render() == nil)
        #expect(harness.find("row 10") != nil, "ten rows once there is room")
    }

    @Test func onlyAnAlertWhoseDisplayChangedIsPaintedAgain() throws {
        let harness = ScreenHarness()
        let view = harness.controller.showAlert(
            title: "Keep?", cancelTitle: "No", otherTitles: ["Yes"])
        harness.render()
        let painted = harness.window.paintCount
        harness.render()
        harness.render()
        #expect(harness.window.paintCount == painted)
        harness.key(.tab)
        #expect(harness.render() == nil)
        #expect(harness.window.paintCount == painted + 1)
        #expect(harness.isHighlighted(try #require(harness.find("No"))))
        let title = try #require(view.items.first as? TitleItem)
        title.text = "Kept"
        harness.controller.reloadVisibleAlert()
        #expect(harness.render() == nil)
        #expect(harness.window.paintCount == painted + 2)
        #expect(harness.find("Kept") != nil)
    }

    @Test func sheetIsAnchoredAtTheBottomWithTheCancelButtonSetApart() throws {
        let harness = ScreenHarness()
        harness.controller.showSheet(
            actions: [AlertAction(title: "Copy"), AlertAction(title: "Cancel", role: .cancel)])
        harness.render()
        let frame = try #require(harness.alertFrame)
        #expect(frame.maxRow == 20)
        let copy = try #require(harness.find("Copy"))
        let cancel = try #require(harness.find("Cancel"))
        #expect(cancel.row > copy.row + 1)
        #expect(harness.row(cancel.row - 1).contains("───"))
    }

    @Test func aSafeAreaKeepsASheetAboveAStatusBarRow() throws {
        let harness = ScreenHarness()
        harness.controller.showSheet(
            actions: [AlertAction(title: "Copy"), AlertAction(title: "Cancel", role: .cancel)])
        harness.render()
        #expect(try #require(harness.alertFrame).maxRow == 20)
        // Changing the safe area while the sheet is up relayouts it in place.
        harness.window.safeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: 1, right: 0)
        #expect(harness.render() == nil)
        #expect(try #require(harness.alertFrame).maxRow == 19)
        #expect(harness.window.container.safeAreaInsets.bottom == 1)
    }

    @Test func resizeRelayoutsInPlaceWithNothingStaleOnScreen() throws {
        let harness = ScreenHarness(columns: 60, rows: 20)
        harness.controller.showAlert(title: "Resize me", cancelTitle: "OK")
        harness.render()
        let before = try #require(harness.alertFrame)
        harness.resize(columns: 80, rows: 30)
        #expect(harness.render() == nil)
        let after = try #require(harness.alertFrame)
        #expect(after != before)
        #expect(after.minColumn > before.minColumn)
        let title = try #require(harness.find("Resize me"))
        #expect(after.contains(title))
        var count = 0
        for row in 0..<30 where harness.row(row).contains("Resize me") { count += 1 }
        #expect(count == 1)
    }

    @Test func dimmingSetsTheBackdropFaintOnce() {
        let harness = ScreenHarness()
        let below = TerminalSurface(frame: TerminalRect(column: 0, row: 0, width: 60, height: 20))
        below.buffer.write("background text", at: .zero)
        harness.screen.compositor.add(below)
        harness.controller.showAlert(title: "Dim", cancelTitle: "OK")
        harness.render()
        #expect(harness.terminal[0, 0].style.isDim)
        harness.key(.tab)
        harness.render()
        harness.render()
        #expect(harness.screen.compositor.backdropRenderCount == 1)
        harness.controller.dismiss()
        harness.render()
        #expect(!harness.terminal[0, 0].style.isDim)
    }

    @Test func hostileTitlesNeverReachTheOutput() {
        let harness = ScreenHarness()
        harness.controller.showAlert(
            title: "\u{1B}]52;c;ZXZpbA==\u{07}Hi\u{1B}]0;owned\u{07}",
            message: "\u{1B}[999;999H\u{9B}2J\u{1B}P+q\u{1B}\\ok\u{8}\u{7F}",
            cancelTitle: "\u{1B}[31mRed", otherTitles: ["\u{1B}]8;;http://x\u{1B}\\link"])
        #expect(harness.render() == nil)
        let text = harness.output
        for needle in ["]52", "ZXZpbA", "]0;", "owned", "[999;999H", "[31m", "]8;", "P+q"] {
            #expect(!text.contains(needle), "\(needle) reached the output")
        }
        #expect(!harness.bytes.contains(0x9B))
        #expect(!harness.bytes.contains(0x07))
        #expect(harness.terminal.unsupported.isEmpty)
        #expect(harness.find("Hi") != nil)
    }

    @Test func aLongAlertScrollsWithTheButtonsPinnedInTheFooter() throws {
        let harness = ScreenHarness(columns: 40, rows: 12)
        let message = (1...30).map { "Line \($0)" }.joined(separator: "\n")
        let view = harness.controller.showAlert(title: "Long", message: message, cancelTitle: "OK")
        #expect(view.layoutResult?.isScrollable == true)
        #expect(harness.render() == nil)
        #expect(harness.find("OK") != nil)
        #expect(harness.find("Line 30") == nil)
        #expect(harness.find("┃") != nil)
        for _ in 0..<10 { harness.key(.pageDown) }
        #expect(harness.render() == nil)
        #expect(harness.find("Line 30") != nil)
        #expect(harness.find("Line 29") != nil)
        #expect(harness.find("Long") == nil)
        #expect(harness.find("OK") != nil)
        harness.send(.mouse(MouseEvent(button: .wheelUp, action: .press, column: 20, row: 5)))
        for _ in 0..<10 { harness.key(.pageUp) }
        #expect(harness.render() == nil)
        #expect(harness.find("Long") != nil)
    }

    @Test func nonAlertViewAlertsGetABoxAndEscape() throws {
        let harness = ScreenHarness()
        let alert = PlainTestAlert(style: .actionSheet)
        let box = ResultBox()
        harness.controller.show(alert) { box.results.append($0) }
        harness.render()
        let frame = try #require(harness.alertFrame)
        #expect(harness.terminal[frame.minColumn, frame.minRow].grapheme == "╭")
        #expect(harness.window.handle(.key(.escape)))
        #expect(box.results.map(\.reason) == [.backgroundTap])
    }

    @Test func aLongPasteShowsItsTailWithTheCaretAfterIt() throws {
        let harness = ScreenHarness()
        harness.controller.showInput(title: "Name", placeholder: "p") { _ in }
        harness.render()
        harness.send(.paste(String(repeating: "a", count: 20_000) + "0123456789"))
        #expect(harness.render() == nil)
        let tail = try #require(harness.find("aaa0123456789"))
        let caret = harness.screen.lastFrame[tail.column + 13, tail.row]
        #expect(caret.style.attributes.contains(.reverse))
    }

    // MARK: An alert of the user's own

    @Test func aUsersOwnAlertDrawsItsOwnItemAndTheButtons() throws {
        let harness = ScreenHarness()
        let alert = UserAlert()
        harness.controller.show(alert)
        #expect(harness.render() == nil)
        let badge = try #require(harness.find("★ Gold badge"))
        #expect(harness.terminal[badge.column + 2, badge.row].style.isBold, "a title is bold")
        #expect(harness.find("earned today") != nil)
        let keep = try #require(harness.find("Keep"))
        let share = try #require(harness.find("Share"))
        #expect(keep.row == share.row && keep.row > badge.row)
        #expect(harness.isHighlighted(share), "the default action has the first focus")
        #expect(alert.reloads == 1, "the alert reloads its data before the presenter lays it out")
    }

    @Test func windowsSupplyTheirOwnEnvironmentWithNoSharedState() throws {
        var narrow = TerminalAppearance.environment(reducedMotion: true)
        narrow.theme.preferredAlertWidth = 20
        let wide = ScreenHarness()
        let slim = ScreenHarness(environment: narrow)
        wide.controller.show(UserAlert())
        slim.controller.show(UserAlert())
        wide.render()
        slim.render()
        let wideFrame = try #require(wide.alertFrame)
        let slimFrame = try #require(slim.alertFrame)
        #expect(slimFrame.width == 20 + 4, "20 cells of content, a border and a cell each side")
        #expect(wideFrame.width > slimFrame.width)
    }
}

/// An alert that is not an ``AlertView``: two fixed-size items.
@MainActor
final class PlainTestAlert: AlertPresentable {
    var isVisible = false
    let style: AlertStyle
    var items: [any AlertItem] = [FixedItem(), FixedItem()]

    init(style: AlertStyle) {
        self.style = style
    }
}

@MainActor
final class FixedItem: AlertItem {
    var alertLayout = AlertItemLayout(itemSize: CGSize(width: 20, height: 2))
}

/// Screens too small to show an alert's card: the alert in compact lines (its title, the
/// focused control, the keys), keys that answer at any size, and the card back intact once
/// the screen grows.
@MainActor
@Suite struct TerminalAlertWindowTooSmallTests {
    /// The screen's rows joined by newlines.
    static func screenText(_ harness: ScreenHarness) -> String {
        (0..<harness.terminal.height).map { harness.row($0) }.joined(separator: "\n")
    }

    static func confirm(_ harness: ScreenHarness, _ box: ResultBox) {
        harness.controller.showAlert(
            title: "Really?", message: "Delete everything?", cancelTitle: "No",
            otherTitles: ["Yes"]
        ) { box.results.append($0) }
    }

    /// Enter takes the default at every size, though no card fits; clicks do nothing.
    @Test(arguments: [(10, 3), (20, 6), (1, 1), (2, 2), (6, 30), (200, 2)])
    func aScreenTooSmallForTheCardStillTakesEnter(columns: Int, rows: Int) {
        let harness = ScreenHarness(columns: columns, rows: rows)
        let box = ResultBox()
        Self.confirm(harness, box)
        #expect(harness.render() == nil)
        #expect(!Self.screenText(harness).contains("╭"), "no card at \(columns)×\(rows)")
        for row in 0..<rows {
            for column in 0..<columns { harness.click(column: column, row: row) }
        }
        #expect(box.results.isEmpty)
        harness.key(.enter)
        #expect(box.results.map(\.reason) == [.action(index: 1)])
    }

    @Test func tenByThreeShowsTheTitleTheButtonsAndTheKeys() {
        let harness = ScreenHarness(columns: 10, rows: 3)
        Self.confirm(harness, ResultBox())
        harness.render()
        #expect(harness.row(0).hasPrefix("Really?"))
        #expect(harness.row(1).hasPrefix("No  [Yes]"))
        #expect(harness.row(2).hasPrefix("⏎ Yes"))
        #expect(harness.row(2).hasSuffix("…"))
    }

    /// One row: the control that matters, so what is chosen can be seen; Tab moves it.
    @Test func oneRowShowsTheFocusedControlAndFollowsTheFocus() {
        let harness = ScreenHarness(columns: 30, rows: 1)
        Self.confirm(harness, ResultBox())
        harness.render()
        #expect(harness.row(0).hasPrefix("No  [Yes]"))
        harness.key(.tab)
        harness.render()
        #expect(harness.row(0).hasPrefix("[No]  Yes"))
    }

    @Test func aScrollableAlertWithRoomShowsItsScrollIndicatorAndAnswers() throws {
        let harness = ScreenHarness(columns: 24, rows: 8)
        let box = ResultBox()
        Self.confirm(harness, box)
        harness.render()
        let view = try #require(harness.window.visibleAlert as? AlertView)
        #expect(try #require(view.layoutResult).isScrollable)
        #expect(harness.find("Really?") != nil)
        #expect(harness.find("┃") != nil)
        #expect(harness.find("⏎") == nil)
        harness.key(.enter)
        #expect(box.results.map(\.reason) == [.action(index: 1)])
    }

    @Test func escapeCancelsAndControlCIsLeftToTheAppWhileTooSmall() {
        let harness = ScreenHarness(columns: 10, rows: 3)
        let box = ResultBox()
        Self.confirm(harness, box)
        harness.render()
        #expect(!harness.window.handle(.key(.character("c"), .control)))
        #expect(box.results.isEmpty)
        #expect(harness.window.handle(.key(.escape, [])))
        #expect(box.results.map(\.reason) == [.action(index: 0)])
    }

    /// Typing edits a field at any size, a secret shows as dots, and Enter answers.
    @Test func typingEditsAFieldInCompactLinesAndEnterAnswers() {
        let harness = ScreenHarness(columns: 12, rows: 2)
        let box = ResultBox()
        harness.controller.showInput(title: "Name") { box.texts.append($0) }
        harness.render()
        for character in "Ann" { harness.key(.character(character)) }
        harness.send(.paste("e"))
        harness.render()
        #expect(harness.row(0).hasPrefix("Name"))
        #expect(harness.row(1).hasPrefix("› Anne▏"))
        harness.key(.enter)
        #expect(box.texts == ["Anne"])
    }

    /// A menu's list in compact lines reads as the row under its cursor, never as the
    /// whole list run together.
    @Test func aListInCompactLinesShowsTheRowUnderItsCursor() {
        let harness = ScreenHarness(columns: 14, rows: 2)
        var chosen: String?
        harness.controller.showMenu(
            title: "Pick", choices: ["alpha", "beta"].map { AlertChoice($0, value: $0) }
        ) { chosen = $0 }
        harness.render()
        #expect(harness.row(1).hasPrefix("› 1. alpha"), "\(harness.row(1))")
        harness.key(.down)
        harness.render()
        #expect(harness.row(1).hasPrefix("› 2. beta"))
        harness.key(.enter)
        #expect(chosen == "beta")
    }

    @Test func aSecretFieldShowsDotsInCompactLines() {
        let harness = ScreenHarness(columns: 12, rows: 2)
        harness.controller.showInput(title: "Pin", isSecure: true) { _ in }
        harness.render()
        for character in "1234" { harness.key(.character(character)) }
        harness.render()
        #expect(harness.row(1).hasPrefix("› ••••▏"))
        #expect(!Self.screenText(harness).contains("1234"))
    }

    @Test func shrinkingToOneCellAndBackKeepsTheAlertItsFocusAndItsText() throws {
        let harness = ScreenHarness(columns: 60, rows: 20)
        let box = ResultBox()
        let view = harness.controller.showInput(title: "Name") { box.texts.append($0) }
        harness.render()
        for character in "Ann" { harness.key(.character(character)) }
        let focus = view.focusedTarget
        harness.resize(columns: 1, rows: 1)
        #expect(harness.render() == nil)
        #expect(harness.row(0) == "…")
        harness.key(.character("x"))
        harness.key(.backspace)
        harness.resize(columns: 3, rows: 2)
        harness.resize(columns: 60, rows: 20)
        #expect(harness.render() == nil)
        #expect(box.texts.isEmpty)
        #expect(view.focusedTarget == focus)
        #expect(harness.find("Ann") != nil)
        #expect(harness.find("⏎") == nil)
        harness.key(.enter)
        #expect(box.texts == ["Ann"])
    }

    @Test func anAlertFirstShownAtOneCellAnswersThereAndShowsItsCardWhenTheScreenGrows() {
        let harness = ScreenHarness(columns: 1, rows: 1, reducedMotion: false)
        let box = ResultBox()
        Self.confirm(harness, box)
        harness.frameClock.runUntilIdle()
        #expect(harness.render() == nil)
        #expect(harness.row(0) == "…")
        harness.resize(columns: 60, rows: 20)
        #expect(harness.render() == nil)
        #expect(harness.find("Delete everything?") != nil)
        harness.resize(columns: 1, rows: 1)
        harness.key(.enter)
        harness.frameClock.runUntilIdle()
        #expect(box.results.map(\.reason) == [.action(index: 1)])
    }

    @Test func anAlertOfTheUsersOwnAnswersAtOneCellToo() {
        let harness = ScreenHarness(columns: 1, rows: 1)
        var results: [AlertResult] = []
        harness.controller.show(UserAlert()) { results.append($0) }
        #expect(harness.render() == nil)
        #expect(harness.row(0) == "…")
        harness.key(.enter)
        #expect(results.count == 1)
    }

    /// The compact lines fit the cells there are, whatever they are.
    @Test(arguments: [(1, 1), (2, 2), (10, 3), (20, 6), (31, 1), (40, 10), (0, 5), (5, 0)])
    func theCompactLinesFitTheCells(columns: Int, rows: Int) throws {
        let harness = ScreenHarness(columns: 60, rows: 20)
        Self.confirm(harness, ResultBox())
        harness.render()
        let view = try #require(harness.window.visibleAlert as? AlertView)
        let lines = CompactAlertLines.lines(
            for: view.interaction, width: columns, height: rows)
        #expect(lines.count <= rows)
        #expect(lines.allSatisfy { TerminalWidth.width(of: $0) <= columns && !$0.isEmpty })
        if columns > 0, rows > 0 { #expect(!lines.isEmpty) }
    }

    /// An inline screen of 60×20 under a line already printed, its bytes replayed.
    @MainActor private final class InlineHarness {
        let screen = TerminalScreen(
            columns: 60, rows: 20, colorMode: .trueColor, placement: .inline)
        let clock = ManualAlertClock()
        let window: TerminalAlertWindow
        let controller: AlertController
        var terminal = VirtualTerminal(width: 60, height: 20)
        var activity: [Bool] = []

        init() {
            // Full motion asked for: inline alerts still appear and leave at once.
            window = TerminalAlertWindow(screen: screen, reducedMotion: false, frameClock: clock)
            controller = AlertController(window: window, clock: clock)
            terminal.feed(Array("before\r\n".utf8))
            screen.output = { [unowned self] in self.terminal.feed($0) }
            window.onActivityChange = { [unowned self] in self.activity.append($0) }
        }

        func rows() -> [String] {
            (0..<terminal.height).map {
                var text = terminal.text(row: $0)
                while text.last == " " { text.removeLast() }
                return text
            }
        }
    }

    @Test func inlineAnAlertSitsBelowTheCursorAndLeavesItsSummaryLine() {
        let inline = InlineHarness()
        inline.controller.showAlert(title: "Move?", cancelTitle: "No", otherTitles: ["Yes"])
        inline.screen.renderNow()
        #expect(inline.activity == [true])
        #expect(!inline.window.isDimmed)
        var rows = inline.rows()
        #expect(rows[0] == "before")
        #expect(rows[1].hasPrefix("╭"), "at the region's top-left corner")
        #expect(inline.terminal.row == 1 && inline.terminal.column == 0)
        inline.window.handle(.key(.enter, []))
        inline.screen.renderNow()
        rows = inline.rows()
        #expect(Array(rows.prefix(3)) == ["before", "✔ Move? · Yes", ""])
        #expect(rows.dropFirst(2).allSatisfy { $0.isEmpty })
        #expect(inline.activity == [true, false])
        // The next alert starts on the line below the summary.
        inline.controller.showMessage("Next")
        inline.screen.renderNow()
        #expect(inline.rows()[2].hasPrefix("╭"))
    }

    /// Inline, an alert hangs on a rail in the tint colour down its left column, with no
    /// rows of `─` and no right edge: a confirm shown and answered writes fewer bytes than
    /// prompt_toolkit's inline choice (410 B through a pseudo-terminal, 80 B of them the
    /// terminal's set-up and tear-down; `Scripts/measure-inline-peers.sh`), and a Tab
    /// between its buttons no more than whiptail's 49 B.
    @Test func inlineAnAlertHangsOnARailAndWritesNoMoreThanTheOneLinePeers() {
        let screen = TerminalScreen(
            columns: 100, rows: 30, colorMode: .trueColor, placement: .inline)
        screen.ambiguousWidth = .narrow
        var terminal = VirtualTerminal(width: 100, height: 30)
        var written = 0
        screen.output = {
            written += $0.count
            terminal.feed($0)
        }
        let clock = ManualAlertClock()
        let window = TerminalAlertWindow(screen: screen, reducedMotion: true, frameClock: clock)
        let controller = AlertController(window: window, clock: clock)
        let confirm = controller.showAlert(
            title: "Move 3 files to the trash?", cancelTitle: "No", otherTitles: ["Yes"])
        confirm.initialFocusActionIndex = 1
        screen.renderNow()
        let shown = written
        let rows = (0..<screen.regionHeight).map { terminal.text(row: $0) }
        #expect(rows.first?.hasPrefix("╭ ") == true, "\(rows)")
        #expect(rows.last?.hasPrefix("╰ ") == true, "\(rows)")
        #expect(rows.dropFirst().dropLast().allSatisfy { $0.hasPrefix("│") }, "\(rows)")
        #expect(!rows.joined().contains("─") && !rows.joined().contains("╮"), "\(rows)")
        #expect(terminal[0, 0].style.foreground == .rgb(10, 132, 255), "the tint colour")
        written = 0
        window.handle(.key(.tab, []))
        screen.renderNow()
        #expect(written <= 49, "a Tab wrote \(written) B")
        window.handle(.key(.tab, []))
        screen.renderNow()
        written = 0
        window.handle(.key(.enter, []))
        screen.renderNow()
        #expect(shown + written <= 410 - 80, "shown \(shown) B, answered \(written) B")
    }

    @Test func inlineWithoutSummaryLinesAnAnsweredAlertLeavesNothing() {
        let inline = InlineHarness()
        inline.window.leavesSummaryLines = false
        var lines: [CellBuffer] = []
        inline.window.onSummaryLine = { lines.append($0) }
        inline.controller.showAlert(title: "Move?", cancelTitle: "No", otherTitles: ["Yes"])
        inline.screen.renderNow()
        inline.window.handle(.key(.escape, []))
        inline.screen.renderNow()
        #expect(inline.rows().dropFirst().allSatisfy { $0.isEmpty })
        #expect(inline.rows()[0] == "before")
        #expect(lines.isEmpty)
    }

    @Test func theWindowsLevelIsWhereItsAlertsAreStacked() {
        let screen = TerminalScreen(columns: 40, rows: 12, colorMode: .none)
        let window = TerminalAlertWindow(
            screen: screen, reducedMotion: true, frameClock: ManualAlertClock(),
            level: AlertWindowLevel(rawValue: TerminalLayer.statusBar.rawValue))
        let controller = AlertController(window: window, clock: ManualAlertClock())
        // A surface of the app's at the alert level, over the whole screen.
        let cover = TerminalSurface(
            level: .alert, frame: TerminalRect(column: 0, row: 0, width: 40, height: 12))
        cover.buffer.write("cover", at: .zero)
        screen.compositor.add(cover)
        controller.showMessage("Below the cover")
        screen.renderNow()
        #expect(window.presentations.last?.surface.level == TerminalLayer.statusBar)
        #expect(!(0..<12).contains { screen.lastFrame.text(row: $0).contains("Below") })
        screen.compositor.remove(cover)
        screen.renderNow()
        #expect((0..<12).contains { screen.lastFrame.text(row: $0).contains("Below the cover") })
    }

    @Test func aLongListScrollsWithItsFocusedRow() {
        let harness = ScreenHarness(columns: 60, rows: 12)
        harness.controller.showChecklist(
            title: nil, choices: (1...30).map { "item-\($0)" }, maximum: nil)
        harness.render()
        #expect(harness.find("item-1 ") != nil || harness.find("item-1") != nil)
        for _ in 0..<15 { harness.key(.down) }
        #expect(harness.render() == nil)
        #expect(harness.find("item-16") != nil, "the focused row is in view")
        #expect(harness.find("item-2 ") == nil)
    }

    /// Inline, a progress alert whose work asks a question steps aside for it (its region
    /// holds the question), and comes back under the question's summary line with its bar
    /// as the work left it.
    @Test func inlineAProgressStepsAsideForAQuestionAndComesBackUnderItsSummary() async throws {
        let inline = InlineHarness()
        let call = Task {
            try await inline.controller.withProgress("Copying", message: "3 files") { progress in
                progress.report(fraction: 0.5)
                // The work goes on only on a later turn of the main actor, so the frame
                // drawn right after the answer shows the progress back.
                return await inline.controller.confirm("Overwrite a.txt?")
            }
        }
        #expect(
            await yield(until: { inline.controller.currentAlert.map(Self.isQuestion) ?? false }))
        inline.screen.renderNow()
        var rows = inline.rows()
        #expect(rows[0] == "before")
        #expect(rows.contains { $0.contains("Overwrite a.txt?") })
        #expect(!rows.contains { $0.contains("Copying") }, "the progress stepped aside")
        inline.window.handle(.key(.enter, []))
        inline.screen.renderNow()
        rows = inline.rows()
        #expect(rows[1] == "✔ Overwrite a.txt? · OK")
        #expect(rows.dropFirst(2).contains { $0.contains("Copying") }, "the progress is back")
        #expect(rows.contains { $0.contains("3 files") })
        #expect(rows.filter { $0.contains("Overwrite") }.count == 1, "nothing left of the question")
        #expect(try await call.value == true)
        inline.screen.renderNow()
        #expect(
            Array(inline.rows().prefix(3)) == [
                "before", "✔ Overwrite a.txt? · OK", "✔ Copying · done",
            ])
    }

    private static func isQuestion(_ alert: any AlertPresentable) -> Bool {
        alert.items.contains { ($0 as? TextItem)?.text == "Overwrite a.txt?" }
    }

    /// A filter picking several, drawn in a wide and a narrow terminal: the ticks, the
    /// count, and every row inside the screen; Tab ticks and Enter answers in list order.
    @Test(arguments: [60, 24])
    func aFilterPickingSeveralDrawsItsTicksAndAnswersThem(columns: Int) {
        let harness = ScreenHarness(columns: columns, rows: 16)
        var answer: [String]?? = .none
        harness.controller.showFilterSeveral(
            title: "Files", choices: ["alpha.txt", "beta.txt", "gamma.txt", "delta.txt"],
            visibleRows: 4
        ) { answer = $0 }
        #expect(harness.render() == nil)
        for character in "gm" { harness.key(.character(character)) }
        harness.key(.tab)
        harness.key(.backspace)
        harness.key(.backspace)
        harness.key(.down)
        harness.key(.character(" "))
        #expect(harness.render() == nil)
        let text = TerminalAlertWindowTooSmallTests.screenText(harness)
        #expect(text.contains("[x] beta.txt") && text.contains("[x] gamma.txt"))
        #expect(text.contains("[ ] alpha.txt"))
        #expect(text.contains("4/4 · 2 ticked"))
        harness.key(.enter)
        harness.render()
        #expect(answer == .some(["beta.txt", "gamma.txt"]))
    }

    /// Page Down and Page Up move a filter's cursor by a page of its rows, Home and End to
    /// the ends: the answer is the row they reached.
    @Test func pageKeysMoveAFiltersCursorByAPage() {
        let harness = ScreenHarness(columns: 60, rows: 20)
        var answer: String?? = .none
        let choices = (1...20).map { "file-\($0 < 10 ? "0" : "")\($0)" }
        harness.controller.showFilter(title: "Files", choices: choices) { answer = $0 }
        harness.render()
        harness.key(.pageDown)
        harness.key(.pageDown)
        harness.key(.pageUp)
        #expect(harness.render() == nil)
        harness.key(.enter)
        harness.render()
        #expect(answer == .some("file-09"))
    }

    /// A filter picking several in a 40×10 terminal, too short for its rows: its query line
    /// and cursor row are in sight from the start, and the cursor row stays in sight as it
    /// moves, so Space ticks a row the user sees.
    @Test func aFilterInAShortTerminalKeepsItsQueryAndCursorRowInSight() {
        let harness = ScreenHarness(columns: 40, rows: 10)
        let choices = (1...20).map { "file-\($0 < 10 ? "0" : "")\($0)" }
        harness.controller.showFilterSeveral(title: "Files", choices: choices) { _ in }
        #expect(harness.render() == nil)
        var text = TerminalAlertWindowTooSmallTests.screenText(harness)
        #expect(text.contains("Type to filter"), "the query line: \(text)")
        #expect(text.contains("[ ] file-01"), "the cursor row: \(text)")
        for _ in 0..<9 { harness.key(.down) }
        harness.key(.character(" "))
        #expect(harness.render() == nil)
        text = TerminalAlertWindowTooSmallTests.screenText(harness)
        #expect(text.contains("[x] file-10"), "the ticked cursor row: \(text)")
        for _ in 0..<9 { harness.key(.up) }
        #expect(harness.render() == nil)
        text = TerminalAlertWindowTooSmallTests.screenText(harness)
        #expect(text.contains("[ ] file-01") && text.contains("Type to filter"), "\(text)")
    }
}

/// A card taller than a short screen keeps its title and its control in sight: the message
/// gives up its lines first (cut with "…", then hidden), then a list its rows.
@MainActor
@Suite struct TerminalAlertWindowShortScreenTests {
    private static let longMessage =
        "These files have not been opened for a year. Tick the ones to move to the archive."

    @Test func aProgressAtFortyByTenShowsItsTitleAndItsBar() {
        let harness = ScreenHarness(columns: 40, rows: 10)
        let progress = harness.controller.showProgress("Moving files", message: Self.longMessage)
        progress.report(fraction: 0.4)
        #expect(harness.render() == nil)
        let screen = TerminalAlertWindowTooSmallTests.screenText(harness)
        #expect(screen.contains("Moving files"), "\(screen)")
        #expect(screen.contains("40%") && screen.contains("█"), "the bar shows:\n\(screen)")
        #expect(screen.contains("Cancel"), "\(screen)")
        #expect(!screen.contains("┃"), "nothing scrolls away:\n\(screen)")
    }

    @Test func aChecklistAtFortyByTenShowsItsTitleAndItsFocusedRow() {
        let harness = ScreenHarness(columns: 40, rows: 10)
        var chosen: [String]?? = nil
        harness.controller.showChecklist(
            title: "Pick files to move", message: Self.longMessage,
            choices: (1...12).map { "file\($0).log" }
        ) { chosen = $0 }
        #expect(harness.render() == nil)
        var screen = TerminalAlertWindowTooSmallTests.screenText(harness)
        #expect(
            screen.contains("Pick files to move") && screen.contains("[ ] file1.log"), "\(screen)")
        #expect(screen.contains("OK"), "\(screen)")
        for _ in 0..<11 { harness.key(.down) }
        harness.key(.character(" "))
        #expect(harness.render() == nil)
        screen = TerminalAlertWindowTooSmallTests.screenText(harness)
        #expect(
            screen.contains("Pick files to move") && screen.contains("[x] file12.log"),
            "the list scrolls itself under the title:\n\(screen)")
        harness.key(.enter)
        #expect(chosen == .some(["file12.log"]))
    }

    /// A filter gives up rows too: its query, a match and its count line (where it says
    /// why Enter was refused) stay in sight under the title, which at ten rows gives up the
    /// space under it last of all.
    @Test(arguments: [10, 11])
    func aFilterOnAShortScreenShowsItsQueryAMatchAndItsCount(rows: Int) {
        let harness = ScreenHarness(columns: 40, rows: rows)
        let (view, _) = AlertController.filterView(
            title: "Pick files to move", choices: (1...12).map { "file\($0).log" },
            visibleRows: 8, placeholder: "Type to filter", cancelTitle: "Cancel",
            okTitle: "OK", selection: .ticked(minimum: 1, maximum: nil))
        harness.controller.show(view)
        harness.key(.enter)
        #expect(harness.render() == nil)
        let screen = TerminalAlertWindowTooSmallTests.screenText(harness)
        #expect(screen.contains("Pick files to move") && screen.contains("file1.log"), "\(screen)")
        #expect(screen.contains("Choose at least 1."), "the refusal is in sight:\n\(screen)")
        #expect(!screen.contains("┃"), "nothing scrolls:\n\(screen)")
    }

    /// Where the message alone is over, it is cut to what fits, its last line ending in
    /// "…"; with room it shows whole again.
    @Test func theMessageIsCutBeforeAnythingElseAndComesBackWithRoom() throws {
        let harness = ScreenHarness(columns: 40, rows: 12)
        harness.controller.showInput(title: "A note", message: Self.longMessage) { _ in }
        #expect(harness.render() == nil)
        var screen = TerminalAlertWindowTooSmallTests.screenText(harness)
        #expect(screen.contains("A note") && screen.contains("…"), "\(screen)")
        #expect(!screen.contains("archive."), "\(screen)")
        harness.resize(columns: 40, rows: 30)
        #expect(harness.render() == nil)
        screen = TerminalAlertWindowTooSmallTests.screenText(harness)
        #expect(screen.contains("archive."), "whole again:\n\(screen)")
        let rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
        let title = try #require(rows.firstIndex { $0.contains("A note") })
        #expect(rows[title + 1].allSatisfy { $0 == " " || $0 == "│" }, "the title's space is back")
    }

    /// A message alone (no control) scrolls as ever: none of its text is cut.
    @Test func anAlertOfTextAloneScrollsRatherThanCut() {
        let harness = ScreenHarness(columns: 40, rows: 8)
        harness.controller.showMessage(Self.longMessage + " " + Self.longMessage)
        #expect(harness.render() == nil)
        let screen = TerminalAlertWindowTooSmallTests.screenText(harness)
        #expect(screen.contains("┃"), "it scrolls:\n\(screen)")
        #expect(!screen.contains("…"), "\(screen)")
    }
}

/// The prompt kinds of the command-line toolbox drawn in a narrow and a wide terminal: the
/// emulator replaying the bytes matches the screen's frame, and each shows what it must
/// (and a secret never shows).
@MainActor
@Suite struct TerminalAlertWindowPromptKindsTests {
    static func text(_ harness: ScreenHarness) -> String {
        TerminalAlertWindowTooSmallTests.screenText(harness)
    }

    /// Tags and descriptions in a menu, a checklist and a filter, drawn by the terminal
    /// presenter: the descriptions start in one screen column although the tags are wide
    /// (two cells a character), combining or plain, and the answer is the chosen value.
    @Test(arguments: ["menu", "checklist", "filter"])
    func descriptionsLineUpOnScreenWhateverTheTagsWidth(kind: String) throws {
        let harness = ScreenHarness(columns: 70, rows: 20)
        let choices = [
            AlertChoice("漢字", detail: "Kanji", value: 1),
            AlertChoice("e\u{301}te\u{301}", detail: "Summer", value: 2),
            AlertChoice("x", detail: "Letter", value: 3),
        ]
        var answer: [Int]?
        switch kind {
        case "menu":
            harness.controller.showMenu(title: "Pick", choices: choices) {
                answer = $0.map { [$0] }
            }
        case "checklist":
            harness.controller.showChecklist(title: "Pick", choices: choices) { answer = $0 }
        default:
            harness.controller.showFilter(title: "Pick", choices: choices) {
                answer = $0.map { [$0] }
            }
        }
        #expect(harness.render() == nil)
        let kanji = try #require(harness.find("Kanji"))
        let summer = try #require(harness.find("Summer"))
        let letter = try #require(harness.find("Letter"))
        #expect(kanji.column == summer.column && summer.column == letter.column)
        let tag = try #require(harness.find("x"))
        #expect(letter.column - tag.column == 6, "the widest tag (4 cells) and the gap (2)")
        switch kind {
        case "checklist":
            harness.key(.down)
            harness.key(.character(" "))
            harness.key(.enter)
        case "filter":
            for character in "summer" { harness.key(.character(character)) }
            harness.key(.enter)
        default:
            harness.key(.down)
            harness.key(.enter)
        }
        harness.render()
        #expect(answer == [2])
    }

    @Test(arguments: [24, 80])
    func aChecklistShowsItsTicksAndWhyItRefuses(columns: Int) {
        let harness = ScreenHarness(columns: columns, rows: 16)
        var chosen: [String]?? = .none
        harness.controller.showChecklist(
            title: "Files", choices: ["alpha.txt", "beta.txt", "gamma.txt"], minimum: 2
        ) { chosen = $0 }
        harness.key(.character(" "))
        harness.key(.enter)
        #expect(harness.render() == nil)
        let text = Self.text(harness)
        #expect(text.contains("[x] alpha.txt") && text.contains("[ ] gamma.txt"))
        #expect(text.contains("Choose at least"), "the message, wrapped when narrow")
        harness.key(.down)
        harness.key(.down)
        harness.key(.character(" "))
        harness.key(.enter)
        harness.render()
        #expect(chosen == .some(["alpha.txt", "gamma.txt"]))
    }

    @Test(arguments: [24, 80])
    func aSecretShowsAsBulletsAndNeverAsItself(columns: Int) {
        let harness = ScreenHarness(columns: columns, rows: 12)
        harness.controller.showInput(title: "Password", isSecure: true)
        for character in "hunter2" { harness.key(.character(character)) }
        #expect(harness.render() == nil)
        let text = Self.text(harness)
        #expect(!text.contains("hunter") && !harness.output.contains("hunter"))
        #expect(text.contains("•••••••"))
    }

    @Test(arguments: [24, 80])
    func aWrongAnswerShowsItsMessageUnderTheField(columns: Int) {
        let harness = ScreenHarness(columns: columns, rows: 14)
        var answer: String?? = .none
        harness.controller.showInput(
            title: "Port", completion: { answer = $0 },
            validate: { $0.allSatisfy(\.isNumber) ? nil : "Digits only" })
        for character in "80a" { harness.key(.character(character)) }
        harness.key(.enter)
        #expect(harness.render() == nil)
        #expect(Self.text(harness).contains("Digits only"))
        #expect(answer == nil, "the alert stays up")
        harness.key(.backspace)
        harness.key(.enter)
        harness.render()
        #expect(answer == .some("80"))
        #expect(!Self.text(harness).contains("Digits only"))
    }

    @Test(arguments: [24, 80])
    func aProgressBarIsFilledAsFarAsItsFraction(columns: Int) async throws {
        let harness = ScreenHarness(columns: columns, rows: 12)
        let controller = harness.controller
        let reported = AsyncStream<Void>.makeStream()
        let finish = AsyncStream<Void>.makeStream()
        let work = Task {
            try await controller.withProgress("Copying", message: "a.txt") { progress in
                progress.report(fraction: 0.5)
                var steps = finish.stream.makeAsyncIterator()
                reported.continuation.yield()
                _ = await steps.next()
                progress.report(message: "b.txt, the second file, whose name is longer")
                reported.continuation.yield()
                _ = await steps.next()
            }
        }
        var reports = reported.stream.makeAsyncIterator()
        _ = await reports.next()
        #expect(harness.render() == nil)
        #expect(Self.text(harness).contains("Copying") && Self.text(harness).contains("a.txt"))
        // The bar: done cells drawn █, the rest of the track ░.
        let bar = try #require(
            (0..<harness.terminal.height).map { harness.row($0) }.first { $0.contains("█") })
        let filled = bar.filter { $0 == "█" }.count
        let empty = bar.filter { $0 == "░" }.count
        #expect(abs(filled - empty) <= 1, "half the track: \(filled) of \(filled + empty)")
        finish.continuation.yield()
        _ = await reports.next()
        harness.render()
        #expect(
            Self.text(harness).contains("b.txt, the"),
            "a new message is laid out again, not drawn in the old one's lines")
        #expect(!Self.text(harness).contains("a.txt"))
        finish.continuation.yield()
        try await work.value
        harness.render()
        #expect(!Self.text(harness).contains("Copying"))
    }

    @Test(arguments: [24, 80])
    func aTimeOutTakesTheAlertAway(columns: Int) {
        let harness = ScreenHarness(columns: columns, rows: 12)
        var reasons: [AlertDismissReason] = []
        harness.controller.showAlert(
            title: "Deploy?", cancelTitle: "No", otherTitles: ["Yes"],
            options: AlertOptions(duration: .seconds(5))
        ) { reasons.append($0.reason) }
        #expect(harness.render() == nil)
        #expect(Self.text(harness).contains("Deploy?"))
        harness.controllerClock.advance(by: .seconds(5))
        #expect(harness.render() == nil)
        #expect(reasons == [.timeout])
        #expect(!Self.text(harness).contains("Deploy?"))
    }

    @Test func anAlertAnsweredFromTheFileIsNeverDrawn() throws {
        let harness = ScreenHarness(columns: 40, rows: 12)
        let responder = AlertAnswersResponder(
            controller: harness.controller, answers: AlertAnswers(["deploy": "yes"]),
            canAsk: true)
        responder.start()
        defer { responder.stop() }
        var reasons: [AlertDismissReason] = []
        harness.controller.showAlert(
            title: "Deploy?", cancelTitle: "No", otherTitles: ["Yes"],
            options: AlertOptions(id: "deploy")
        ) { reasons.append($0.reason) }
        harness.render()
        #expect(reasons == [.action(index: 1)])
        #expect(!harness.output.contains("Deploy?"))
    }
}
