import AlertProtocol
import AlertQueue
import AlertStylesTestSupport
import Foundation
import Testing

@testable import AlertStyles

@MainActor
@Suite struct FilterItemTests {
    private let files = [
        "README.md", "Package.swift", "Sources/main.swift", "notes.txt", "readme-old.md",
    ]

    @Test func typingNarrowsBestFirstAndBackspaceWidensAgain() {
        let filter = FilterItem(choices: files)
        #expect(filter.matches == [0, 1, 2, 3, 4] && filter.chosen == "README.md")
        #expect(filter.insertText("swi"))
        #expect(
            filter.matches.map { filter.choices[$0] } == ["Package.swift", "Sources/main.swift"])
        #expect(filter.insertText("ft\n") && filter.query == "swift", "control characters dropped")
        #expect(filter.handleKey(.backspace, atStop: 0) == .handled && filter.query == "swif")
        filter.setQuery("rdm")
        #expect(filter.chosen == "README.md")
        #expect(filter.matches.count == 2)
        filter.setQuery("")
        #expect(filter.handleKey(.backspace, atStop: 0) == .ignored)
    }

    @Test func theHighlightMovesStopsAtTheEndsAndTheRowsScrollWithIt() {
        let filter = FilterItem(choices: (1...20).map { "item \($0)" }, visibleRows: 3)
        #expect(filter.handleKey(.up, atStop: 0) == .ignored)
        #expect(filter.handleKey(.down, atStop: 0) == .handled && filter.chosen == "item 2")
        #expect(filter.handleKey(.end, atStop: 0) == .handled && filter.chosen == "item 20")
        #expect(filter.handleKey(.down, atStop: 0) == .ignored)
        filter.updateLayout(in: cellContext)
        #expect(filter.alertLayout.itemSize == CGSize(width: 10, height: 5))
        let canvas = AlertCanvasRecorder()
        filter.draw(
            in: canvas, frame: CGRect(x: 0, y: 0, width: 10, height: 5),
            context: AlertDrawContext(theme: .terminal, measurer: MonospaceTextMeasurer.cells))
        #expect(canvas.texts.contains("item 20") && canvas.texts.contains("item 18"))
        #expect(!canvas.texts.contains("item 17"), "the rows scrolled with the highlight")
        #expect(canvas.texts.contains("20/20"))
        #expect(filter.handleKey(.home, atStop: 0) == .handled && filter.chosen == "item 1")
    }

    @Test func matchedLettersAreDrawnStrongWhereTheyStand() {
        let filter = FilterItem(choices: ["Delete draft"], visibleRows: 1)
        filter.setQuery("dd")
        let canvas = AlertCanvasRecorder()
        filter.draw(
            in: canvas, frame: CGRect(x: 0, y: 0, width: 20, height: 3),
            context: AlertDrawContext(theme: .terminal, measurer: MonospaceTextMeasurer.cells))
        let strong = canvas.commands.compactMap { command -> CGPoint? in
            guard case .emphasizedText(let text, let origin, _, _, .strong) = command,
                text == "d" || text == "D"
            else { return nil }
            return origin
        }
        #expect(strong == [CGPoint(x: 0, y: 1), CGPoint(x: 7, y: 1)])
    }

    @Test func theEllipsisOfACutChoiceIsNeverDrawnAsAMatchedLetter() {
        let filter = FilterItem(choices: ["abcdefghijklmnop"], visibleRows: 1)
        filter.setQuery("af")  // f is the sixth letter, where a 6-cell row puts its …
        let canvas = AlertCanvasRecorder()
        filter.draw(
            in: canvas, frame: CGRect(x: 0, y: 0, width: 6, height: 3),
            context: AlertDrawContext(theme: .terminal, measurer: MonospaceTextMeasurer.cells))
        let strong = canvas.commands.compactMap { command -> String? in
            guard case .emphasizedText(let text, _, _, _, .strong) = command else { return nil }
            return text
        }
        #expect(strong == ["a"])
    }

    @Test func nothingMatchingKeepsTheAnswerBackAndPlainModeTakesAQuery() {
        let filter = FilterItem(choices: files)
        #expect(filter.replaceText(with: "  zzz "))
        #expect(filter.chosen == nil && !filter.validate())
        #expect(filter.validationMessage == "Nothing matches “zzz”.")
        #expect(filter.textDescription?.hasSuffix("— not accepted: Nothing matches “zzz”.") == true)
        #expect(filter.replaceText(with: "notes"))
        #expect(filter.validate() && filter.resultValue == "notes.txt")
    }

    @Test func filterAnswersTheHighlightedChoiceForOKAndNilForCancel() async {
        let alerts = AlertController(window: HeadlessAlertWindow(), clock: ManualAlertClock())
        let answer = Task { await alerts.filter("Open", choices: files) }
        await Task.yield()
        let view = alerts.currentAlert as? AlertView
        view?.handle(.text("zzz"))
        view?.handle(.enter)
        #expect(alerts.isVisible, "OK waits while nothing matches")
        for _ in 0..<3 { view?.handle(.backspace) }
        view?.handle(.text("main"))
        view?.handle(.enter)
        #expect(await answer.value == "Sources/main.swift")
        let cancelled = Task { await alerts.filter("Open", choices: files) }
        await Task.yield()
        (alerts.currentAlert as? AlertView)?.handle(.escape)
        #expect(await cancelled.value == nil)
    }
}
