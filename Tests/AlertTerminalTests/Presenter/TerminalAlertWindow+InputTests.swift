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
}
