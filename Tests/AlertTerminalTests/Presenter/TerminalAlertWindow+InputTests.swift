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
@Suite struct TerminalAlertWindowInputTests {
    @Test func tabMovesTheFocusHighlightAndEnterResolvesWithTheFocusedAction() throws {
        let harness = ScreenHarness()
        let box = ResultBox()
        harness.controller.showAlert(title: "Save?", cancelTitle: "No", otherTitles: ["Yes"]) {
            box.results.append($0)
        }
        harness.render()
        let yes = try #require(harness.find("Yes"))
        let no = try #require(harness.find("No"))
        #expect(harness.isHighlighted(yes))
        #expect(!harness.isHighlighted(no))
        harness.key(.tab)
        #expect(harness.render() == nil)
        #expect(!harness.isHighlighted(yes))
        #expect(harness.isHighlighted(no))
        harness.key(.tab, .shift)
        harness.render()
        #expect(harness.isHighlighted(yes))
        harness.key(.enter)
        #expect(box.results.map(\.reason) == [.action(index: 1)])
        #expect(harness.window.visibleAlert == nil)
        #expect(harness.render() == nil)
        #expect(harness.find("Save?") == nil)
    }

    @Test func escapeOnASheetResolvesWithItsCancelAction() {
        let harness = ScreenHarness()
        let box = ResultBox()
        harness.controller.showSheet(
            title: "Share",
            actions: [AlertAction(title: "Copy"), AlertAction(title: "Cancel", role: .cancel)]
        ) { box.results.append($0) }
        harness.render()
        #expect(harness.window.handle(.key(.escape)))
        #expect(box.results.map(\.reason) == [.action(index: 1)])
    }

    @Test func clickOutsideASheetResolvesBackgroundTapButOutsideAnAlertDoesNothing() {
        let harness = ScreenHarness()
        let box = ResultBox()
        harness.controller.showAlert(title: "Stay", cancelTitle: "OK") { box.results.append($0) }
        harness.render()
        harness.click(column: 0, row: 0)
        #expect(box.results.isEmpty)
        #expect(harness.window.visibleAlert != nil)
        harness.controller.dismiss()
        harness.controller.showSheet(actions: [AlertAction(title: "One")]) {
            box.results.append($0)
        }
        harness.render()
        harness.click(column: 0, row: 0)
        #expect(box.results.map(\.reason) == [.programmatic, .backgroundTap])
    }

    @Test func clickingAButtonActivatesIt() throws {
        let harness = ScreenHarness()
        let box = ResultBox()
        harness.controller.showAlert(title: "Pick", cancelTitle: "Left", otherTitles: ["Right"]) {
            box.results.append($0)
        }
        harness.render()
        let left = try #require(harness.find("Left"))
        harness.click(column: left.column, row: left.row)
        #expect(box.results.map(\.reason) == [.action(index: 0)])
    }

    @Test func typingAndPastingIntoAnInputGivesSanitisedText() throws {
        let harness = ScreenHarness()
        let box = ResultBox()
        harness.controller.showInput(title: "Name", placeholder: "your name") {
            box.texts.append($0)
        }
        harness.render()
        let placeholder = try #require(harness.find("your name"))
        #expect(harness.terminal[placeholder.column, placeholder.row].style.isReversed)
        for character in "Ann " { harness.key(.character(character)) }
        harness.key(.character("世"))
        harness.key(.character("界"))
        harness.send(.paste("x\u{1B}]52;c;SGVsbG8=\u{07}y\u{1B}[2Jz"))
        #expect(harness.render() == nil)
        #expect(harness.find("Ann 世界xyz") != nil)
        harness.key(.backspace)
        harness.key(.enter)
        #expect(box.texts == ["Ann 世界xy"])
        #expect(!harness.output.contains("]52"))
        #expect(!harness.output.contains("SGVsbG8"))
    }

    /// Shift+Left (xterm's `CSI 1;2D`) selects: the selected characters are drawn in
    /// reverse video and the caret is not, the diff renderer keeps the screen equal to the
    /// frame at every step, and typing replaces the selection.
    @Test func aSelectionIsDrawnInReverseVideoAndTypingReplacesIt() throws {
        let harness = ScreenHarness()
        let box = ResultBox()
        harness.controller.showInput(title: "Name") { box.texts.append($0) }
        for character in "hello 世界" { harness.key(.character(character)) }
        #expect(harness.render() == nil)
        let start = try #require(harness.find("hello 世界"))
        let cell = { (column: Int) in harness.terminal[start.column + column, start.row] }
        #expect(cell(10).style.isReversed, "the caret after the text")
        var decoder = InputDecoder()
        let shiftLeft = decoder.feed(Array("\u{1B}[1;2D".utf8))
        #expect(shiftLeft == [.key(.left, .shift)])
        for _ in 0..<3 { shiftLeft.forEach(harness.send) }
        #expect(harness.render() == nil)
        #expect(!cell(4).style.isReversed, "o is not selected")
        #expect((5..<10).allSatisfy { cell($0).style.isReversed }, "' 世界' is")
        #expect(!cell(10).style.isReversed, "no caret beside a selection")
        harness.key(.left, .shift)
        #expect(harness.render() == nil)
        #expect(cell(4).style.isReversed)
        harness.key(.right)
        #expect(harness.render() == nil)
        #expect((0..<10).allSatisfy { !cell($0).style.isReversed }, "Right ended it")
        #expect(cell(10).style.isReversed, "the caret at its end")
        harness.key(.home, .shift)
        harness.key(.character("J"))
        #expect(harness.render() == nil)
        #expect(harness.find("J") != nil && harness.find("hello") == nil)
        harness.key(.enter)
        #expect(box.texts == ["J"])
    }

    @Test func clickingATextFieldFocusesIt() throws {
        let harness = ScreenHarness()
        let view = harness.controller.showInput(title: "Name")
        view.focusNext()
        #expect(view.focusedTarget != AlertFocusTarget(item: 1))
        harness.render()
        let frame = try #require(harness.alertFrame)
        let field = CellCanvas.cellRect(try #require(view.layoutResult).itemFrames[1])
        harness.click(column: frame.minColumn + field.minColumn, row: frame.minRow + field.minRow)
        #expect(view.focusedTarget == AlertFocusTarget(item: 1))
    }

    @Test func unconsumedKeysAreReportedAsUnhandled() {
        let harness = ScreenHarness()
        #expect(!harness.window.handle(.key(.character("q"))))
        harness.controller.showAlert(title: "Hello", cancelTitle: "OK")
        #expect(!harness.window.handle(.key(.character("q"))))
        #expect(!harness.window.handle(.key(.function(5))))
    }

    @Test func tabMovesTheFocusOfAUsersAlertAndEnterAnswersIt() throws {
        let harness = ScreenHarness()
        let box = ResultBox()
        harness.controller.show(UserAlert()) { box.results.append($0) }
        harness.render()
        let keep = try #require(harness.find("Keep"))
        harness.key(.tab)
        #expect(harness.render() == nil)
        #expect(harness.isHighlighted(keep))
        harness.key(.enter)
        #expect(box.results.map(\.reason) == [.action(index: 0)])
    }

    @Test func escAndClicksAnswerAUsersAlert() throws {
        let harness = ScreenHarness()
        let box = ResultBox()
        harness.controller.show(UserAlert()) { box.results.append($0) }
        harness.render()
        harness.key(.escape)
        #expect(box.results.map(\.reason) == [.action(index: 0)], "Esc activates the cancel button")
        harness.controller.show(UserAlert()) { box.results.append($0) }
        harness.render()
        let share = try #require(harness.find("Share"))
        harness.click(column: share.column, row: share.row)
        #expect(box.results.map(\.reason) == [.action(index: 0), .action(index: 1)])
    }

    /// A text area on a terminal: Enter starts a line, a bracketed paste keeps its line
    /// breaks (CRLF included) and its escape sequences are removed, Alt+Enter (Esc then
    /// CR) answers with every line; a second one answers with Ctrl+D, a third is left with
    /// Esc alone.
    @Test func aTextAreaTakesLinesAndPastesAndAnswersWithAltEnterOrCtrlD() throws {
        let harness = ScreenHarness(columns: 60, rows: 20)
        let box = ResultBox()
        harness.controller.showTextArea(title: "Notes", height: 5) { box.texts.append($0) }
        harness.render()
        for character in "one" { harness.key(.character(character)) }
        harness.key(.enter)
        for character in "two" { harness.key(.character(character)) }
        harness.key(.enter)
        var decoder = InputDecoder()
        for event in decoder.feed(Array("\u{1B}[200~three\r\nfo\u{1B}[2Jur\u{1B}[201~".utf8)) {
            harness.send(event)
        }
        #expect(harness.render() == nil)
        let one = try #require(harness.find("one"))
        #expect(harness.row(one.row + 1).contains("two"))
        #expect(harness.row(one.row + 2).contains("three"))
        #expect(harness.row(one.row + 3).contains("four"))
        #expect(box.texts.isEmpty, "Enter and a paste's line breaks do not answer")
        for event in decoder.feed([0x1B, 0x0D]) { harness.send(event) }
        #expect(box.texts == ["one\ntwo\nthree\nfour"])
        #expect(
            harness.output.components(separatedBy: "\u{1B}[2J").count == 2,
            "the screen's own clear only")
        harness.render()
        harness.controller.showTextArea(title: "Again", initial: "kept") { box.texts.append($0) }
        harness.render()
        harness.key(.character("d"), .control)
        harness.controller.showTextArea(title: "Left") { box.texts.append($0) }
        harness.render()
        harness.key(.character("x"))
        harness.key(.escape)
        #expect(box.texts == ["one\ntwo\nthree\nfour", "kept", nil])
    }

    /// A pager on a terminal: its rows scroll with j and Page Down, a search typed after
    /// `/` finds and highlights its match, a search without one says so on the status
    /// line, and q closes it. Control characters in the text never reach the terminal,
    /// and a tab is expanded.
    @Test func aPagerScrollsSearchesHighlightsAndCloses() throws {
        let harness = ScreenHarness(columns: 60, rows: 20)
        let box = ResultBox()
        let text = (1...40).map { "row \($0)" }.joined(separator: "\n") + "\ntab\there\u{1B}[2J"
        harness.controller.showPager(title: "Log", text: text, height: 8) {
            box.results.append($0)
        }
        #expect(harness.render() == nil)
        #expect(harness.find("row 1 ") != nil || harness.find("row 1") != nil)
        #expect(harness.find("lines 1–8 of 41") != nil)
        harness.key(.character("j"))
        harness.key(.pageDown)
        #expect(harness.render() == nil)
        #expect(harness.find("row 9") == nil && harness.find("row 10") != nil)
        #expect(harness.find("lines 10–17 of 41") != nil)
        harness.key(.character("/"))
        for character in "ow 33" { harness.key(.character(character)) }
        #expect(harness.render() == nil)
        #expect(harness.find("/ow 33") != nil, "the search line shows what is typed")
        harness.key(.enter)
        #expect(harness.render() == nil)
        let found = try #require(harness.find("ow 33"))
        #expect(harness.isHighlighted(found))
        #expect(!harness.isHighlighted(TerminalPoint(column: found.column - 1, row: found.row)))
        harness.key(.character("G"))
        #expect(harness.render() == nil)
        #expect(harness.find("tab     here") != nil, "the tab is expanded to column 8")
        #expect(
            harness.output.components(separatedBy: "\u{1B}[2J").count == 2,
            "the screen's own clear only")
        harness.key(.character("/"))
        for character in "zzz" { harness.key(.character(character)) }
        harness.key(.enter)
        #expect(harness.render() == nil)
        #expect(harness.find("Not found: zzz") != nil)
        #expect(box.results.isEmpty)
        harness.key(.character("q"))
        #expect(box.results.map(\.reason) == [.action(index: 0)])
    }
}
