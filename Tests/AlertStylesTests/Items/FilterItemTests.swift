import AlertAutomation
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

    /// A height past any screen (`Int.max` from a command line) is capped, so the item's
    /// size stays a number the layout can carry.
    @Test func anEnormousVisibleRowCountIsCapped() {
        #expect(
            FilterItem(choices: ["a"], visibleRows: .max).visibleRows
                == AlertRowLimit.mostVisibleRows)
        #expect(FilterItem(choices: ["a"], visibleRows: -5).visibleRows == 1)
        #expect(
            PagerItem(text: "a", visibleRows: .max).visibleRows == AlertRowLimit.mostVisibleRows)
    }

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

    /// gum's filter blurs its search with Esc: the query line shows it no longer takes
    /// letters (its prompt dimmed, no caret), and the query still narrows the rows.
    @Test func aQueryLineThatTakesNoLettersHasADimmedPromptAndNoCaret() {
        let filter = FilterItem(choices: ["alpha", "beta"], visibleRows: 3)
        filter.setQuery("al")
        let context = AlertDrawContext(
            theme: .terminal, measurer: MonospaceTextMeasurer.cells, isFocused: true)
        let frame = CGRect(x: 0, y: 0, width: 12, height: 5)
        let isCaret = { (command: AlertCanvasCommand) in
            if case .roleFill(_, .caret, _) = command { true } else { false }
        }
        let isDimmedPrompt = { (command: AlertCanvasCommand) in
            if case .emphasizedText("> ", _, _, _, .dimmed) = command { true } else { false }
        }
        let typing = AlertCanvasRecorder()
        filter.draw(in: typing, frame: frame, context: context)
        #expect(typing.commands.contains(where: isCaret))
        #expect(!typing.commands.contains(where: isDimmedPrompt))
        filter.queryTakesLetters = false
        let blurred = AlertCanvasRecorder()
        filter.draw(in: blurred, frame: frame, context: context)
        #expect(!blurred.commands.contains(where: isCaret))
        #expect(blurred.commands.contains(where: isDimmedPrompt))
        #expect(blurred.texts.contains("al"), "the query stays")
        #expect(!blurred.texts.contains { $0.contains("beta") }, "and still narrows the rows")
    }

    @Test func pageUpAndDownMoveTheHighlightByItsRowsAndStopAtTheEnds() {
        let filter = FilterItem(choices: (1...20).map { "item \($0)" }, visibleRows: 8)
        #expect(filter.handleKey(.pageUp, atStop: 0) == .ignored)
        #expect(filter.handleKey(.pageDown, atStop: 0) == .handled && filter.chosen == "item 9")
        #expect(filter.handleKey(.pageDown, atStop: 0) == .handled && filter.chosen == "item 17")
        #expect(filter.handleKey(.pageDown, atStop: 0) == .handled && filter.chosen == "item 20")
        #expect(filter.handleKey(.pageDown, atStop: 0) == .ignored)
        #expect(filter.handleKey(.pageUp, atStop: 0) == .handled && filter.chosen == "item 12")
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

    @Test func plainModePicksOneByTheNumberOfAMatchOrItsBestMatch() {
        let filter = FilterItem(choices: files, visibleRows: 2)
        #expect(filter.takesNumbers, "numbers are matches, never buttons")
        #expect(
            filter.textDescription
                == "Filter “”: 5 of 5 match:\n1. README.md\n2. Package.swift\n3. Sources/main.swift"
                + "\n4. notes.txt\n5. readme-old.md",
            "plain lines list every match, not only the rows a screen shows")
        #expect(filter.replaceText(with: "4"))
        #expect(filter.chosen == "notes.txt" && filter.query.isEmpty, "a match past those shown")
        #expect(filter.replaceText(with: "md"))
        #expect(filter.chosen == "README.md")
        #expect(filter.replaceText(with: "2") && filter.chosen == "readme-old.md")
        #expect(filter.replaceText(with: "7") && filter.query == "7", "no such match: a search")
        #expect(!filter.validate())
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

    @Test func filterAnswersTheHighlightedChoiceForOKAndNilForCancel() async throws {
        let window = HeadlessAlertWindow()
        let alerts = AlertController(window: window, clock: ManualAlertClock())
        let answer = Task { await alerts.filter("Open", choices: files) }
        try await window.waitForAlert()
        window.type("zzz")
        window.press(.enter)
        #expect(alerts.isVisible, "OK waits while nothing matches")
        for _ in 0..<3 { window.press(.backspace) }
        window.press(.text("main"))  // pasted
        window.press(.enter)
        #expect(await answer.value == "Sources/main.swift")
        let cancelled = Task { await alerts.filter("Open", choices: files) }
        try await window.waitForAlert()
        window.press(.escape)
        #expect(await cancelled.value == nil)
    }

    @Test func pickingSeveralTicksWithSpaceOrTabAndTicksOutliveTheQuery() {
        let filter = FilterItem(choices: files, selection: .several(maximum: nil))
        #expect(filter.takesNumbers && filter.chosenChoices == ["README.md"], "the highlighted one")
        #expect(filter.insertText("swift"))
        #expect(filter.insertText(" ") && filter.query == "swift", "a space ticks")
        #expect(filter.handleKey(.down, atStop: 0) == .handled)
        #expect(filter.handleKey(.tab, atStop: 0) == .handled)
        filter.setQuery("notes")
        #expect(filter.handleKey(.tab, atStop: 0) == .handled)
        #expect(filter.chosenChoices == ["Package.swift", "Sources/main.swift", "notes.txt"])
        #expect(filter.resultValue == "Package.swift\nSources/main.swift\nnotes.txt")
        #expect(filter.displayValue == "Package.swift, Sources/main.swift, notes.txt")
        #expect(filter.handleKey(.tab, atStop: 0) == .handled && filter.ticked.count == 2)
        filter.setQuery("zzz")
        #expect(filter.handleKey(.tab, atStop: 0) == .ignored, "nothing to tick")
        #expect(
            filter.insertText(" ") && filter.query == "zzz ",
            "with nothing to tick, a space is typed (never lost)")
        #expect(filter.validate(), "the ticks answer even when nothing matches")
        let one = FilterItem(choices: files)
        #expect(one.handleKey(.tab, atStop: 0) == .ignored, "picking one, Tab moves the focus")
        #expect(one.insertText(" ") && one.query == " ", "picking one, a space is typed")
    }

    @Test func pickingSeveralHoldsToTheMaximum() {
        let filter = FilterItem(choices: files, selection: .several(maximum: 1))
        filter.toggleHighlighted()
        filter.moveHighlight(by: 1)
        filter.toggleHighlighted()
        #expect(!filter.validate() && filter.validationMessage == "Choose at most 1.")
        filter.toggleHighlighted()
        #expect(filter.validate() && filter.validationMessage == nil)
        #expect(
            FilterItem(choices: files, selection: .several(maximum: 0)).selection
                == .several(maximum: 1))
    }

    @Test func pickingSeveralDrawsTicksAndTheirCount() {
        let filter = FilterItem(choices: files, visibleRows: 2, selection: .several(maximum: nil))
        filter.toggleHighlighted()
        let canvas = AlertCanvasRecorder()
        filter.draw(
            in: canvas, frame: CGRect(x: 0, y: 0, width: 20, height: 4),
            context: AlertDrawContext(theme: .terminal, measurer: MonospaceTextMeasurer.cells))
        #expect(canvas.texts.contains("[x] ") && canvas.texts.contains("[ ] "))
        #expect(canvas.texts.contains("README.md") && canvas.texts.contains("Package.swift"))
        #expect(canvas.texts.contains("5/5 · 1 ticked"))
        let narrow = AlertCanvasRecorder()
        filter.draw(
            in: narrow, frame: CGRect(x: 0, y: 0, width: 3, height: 4),
            context: AlertDrawContext(theme: .terminal, measurer: MonospaceTextMeasurer.cells))
        #expect(!narrow.texts.contains { $0.count > 3 }, "nothing wider than a narrow row")
    }

    @Test func plainModePicksSeveralByNumberAmongTheMatchesOrSearchesAgain() {
        let filter = FilterItem(choices: files, visibleRows: 2, selection: .several(maximum: nil))
        #expect(filter.textFormat?.contains("1,3 or 2-4") == true)
        #expect(
            filter.textDescription
                == "Filter “”: 5 of 5 match:\n1. [ ] README.md\n2. [ ] Package.swift"
                + "\n3. [ ] Sources/main.swift\n4. [ ] notes.txt\n5. [ ] readme-old.md\nticked: 0")
        #expect(filter.replaceText(with: "1,3-4"))
        #expect(filter.chosenChoices == ["README.md", "Sources/main.swift", "notes.txt"])
        #expect(filter.validate())
        #expect(filter.replaceText(with: "md"), "a search")
        #expect(!filter.validate(), "a search is never an answer: the list is read again")
        #expect(filter.validationMessage?.hasPrefix("2 match") == true)
        #expect(filter.textDescription?.contains("1. [x] README.md\n2. [ ] readme-old.md") == true)
        #expect(filter.replaceText(with: "2"))
        #expect(filter.chosenChoices == ["readme-old.md"], "numbers replace the ticks")
        #expect(filter.validate())
        #expect(filter.replaceText(with: "9"), "past the matches: a search")
        #expect(!filter.validate() && filter.validationMessage == "Nothing matches “9”.")
    }

    @Test func filterSeveralAnswersTheTickedChoicesInListOrder() async throws {
        let window = HeadlessAlertWindow()
        let alerts = AlertController(window: window, clock: ManualAlertClock())
        let answer = Task { await alerts.filterSeveral("Open", choices: files, maximum: 3) }
        try await window.waitForAlert()
        window.type("notes")
        window.press(.tab)
        for _ in 0..<5 { window.press(.backspace) }
        window.press(.character(" "))
        window.press(.enter)
        #expect(await answer.value == ["README.md", "notes.txt"])
        var shown: [String]?? = .none
        let cancelled = alerts.showFilterSeveral(title: nil, choices: files) { shown = $0 }
        cancelled.handle(.escape)
        #expect(shown == .some(nil))
    }

    /// With details, a query matches the label or the detail, the choice is the label, and
    /// the details line up in a second column with their matched letters strong.
    @Test func aQueryMatchesTheDetailTooAndTheDetailsLineUp() {
        let filter = FilterItem(
            choices: ["GB", "FR", "漢"], details: ["United Kingdom", "France", "Kanji"])
        #expect(Array(filter.choices) == ["GB", "FR", "漢"])
        #expect(filter.insertText("king"))
        #expect(filter.matches == [0] && filter.chosen == "GB" && filter.chosenIndices == [0])
        filter.setQuery("fr")
        #expect(filter.chosen == "FR", "the label matches as before")
        filter.setQuery("gbu")
        #expect(filter.chosen == "GB", "across the label and the detail")
        filter.setQuery("kan")
        #expect(filter.chosen == "漢")
        let measurer = WideCellMeasurer()
        filter.updateLayout(
            in: AlertItemContext(
                theme: .terminal, measurer: measurer, style: .alert, contentWidth: 20))
        filter.setQuery("")
        let canvas = AlertCanvasRecorder()
        filter.draw(
            in: canvas, frame: CGRect(x: 0, y: 0, width: 20, height: 10),
            context: AlertDrawContext(theme: .terminal, measurer: measurer))
        let details = canvas.commands.compactMap { command -> CGFloat? in
            guard case .text(let text, let origin, _, _) = command,
                ["United Kingdom", "France", "Kanji"].contains(text)
            else { return nil }
            return origin.x
        }
        #expect(details == [4, 4, 4], "the widest tag is 2 cells, the gap 2")
        #expect(filter.textDescription?.contains("1. GB  United Kingdom") == true)
        filter.setQuery("fce")
        canvas.reset()
        filter.draw(
            in: canvas, frame: CGRect(x: 0, y: 0, width: 20, height: 10),
            context: AlertDrawContext(theme: .terminal, measurer: measurer))
        let strong = canvas.commands.compactMap { command -> String? in
            guard case .emphasizedText(let text, let origin, _, _, .strong) = command else {
                return nil
            }
            return "\(text)@\(Int(origin.x))"
        }
        #expect(strong == ["F@4", "c@8", "e@9"], "France's letters, in the second column")
    }

    /// The model: choices appended in random batches while the query changes and the
    /// highlight moves leave the filter's matches equal to a filter made over all of them
    /// with the same query, and the highlighted choice the one it was (while it matches).
    @Test func appendedChoicesFilterAsAFilterOverAllOfThem() {
        let seed: UInt64 = 0xF117_E4ED
        print("appendedChoicesFilterAsAFilterOverAllOfThem: seed \(seed)")
        var generator = SplitMix64(seed: seed)
        let alphabet = Array("abcAB é/_-.xΔδ")
        func text() -> String {
            String(
                (0..<Int.random(in: 0...8, using: &generator)).map { _ in
                    alphabet.randomElement(using: &generator)!
                })
        }
        for round in 0..<60 {
            let filter = FilterItem(choices: [], visibleRows: 3)
            var all: [String] = []
            for step in 0..<30 {
                let context = "seed \(seed), round \(round), step \(step)"
                switch Int.random(in: 0..<4, using: &generator) {
                case 0, 1:
                    let batch = (0..<Int.random(in: 0...6, using: &generator)).map { _ in text() }
                    let before = filter.chosen.map { _ in filter.matches[filter.highlighted] }
                    filter.appendChoices(batch)
                    all += batch
                    if let before {
                        #expect(filter.matches[filter.highlighted] == before, "\(context)")
                    }
                case 2:
                    var query = filter.query
                    if query.isEmpty || Bool.random(using: &generator) {
                        query.append(alphabet.randomElement(using: &generator)!)
                    } else {
                        query.removeLast()
                    }
                    filter.setQuery(query)
                default:
                    filter.moveHighlight(by: Int.random(in: -2...4, using: &generator))
                }
                let whole = FilterItem(choices: all, visibleRows: 3)
                whole.setQuery(filter.query)
                #expect(filter.matches == whole.matches, "\(context), query \(filter.query)")
                #expect(Array(filter.choices) == all, "\(context)")
                #expect(filter.highlighted < max(filter.matches.count, 1), "\(context)")
            }
        }
    }

    /// While choices still come, the count line ends in an ellipsis, and a better match
    /// that comes later ranks above the highlighted one without taking the highlight.
    @Test func theCountEndsInAnEllipsisWhileChoicesComeAndTheHighlightStays() {
        let filter = FilterItem(choices: [], visibleRows: 3)
        filter.isReceivingChoices = true
        filter.appendChoices(["xxaxb", "yyaxb"])
        filter.setQuery("ab")
        #expect(filter.moveHighlight(by: 1) && filter.chosen == "yyaxb")
        filter.appendChoices(["ab", "zz"])
        #expect(filter.matches.map { filter.choices[$0] } == ["ab", "xxaxb", "yyaxb"])
        #expect(filter.chosen == "yyaxb", "the highlight stays on the choice")
        let canvas = AlertCanvasRecorder()
        let context = AlertDrawContext(theme: .terminal, measurer: MonospaceTextMeasurer.cells)
        filter.draw(in: canvas, frame: CGRect(x: 0, y: 0, width: 12, height: 5), context: context)
        #expect(canvas.texts.contains("3/4…"))
        filter.isReceivingChoices = false
        let done = AlertCanvasRecorder()
        filter.draw(in: done, frame: CGRect(x: 0, y: 0, width: 12, height: 5), context: context)
        #expect(done.texts.contains("3/4"))
    }

    @Test func equalChoicesAreToldApartByTheirPlace() {
        let filter = FilterItem(
            choices: ["notes", "notes"], details: ["work", "home"],
            selection: .several(maximum: nil))
        filter.setQuery("home")
        #expect(filter.chosenIndices == [1])
        _ = filter.toggleHighlighted()
        filter.setQuery("")
        _ = filter.toggleHighlighted()
        #expect(filter.chosenIndices == [0, 1] && filter.chosenChoices == ["notes", "notes"])
    }
}

@MainActor @Test func aFilterAsksForItsWidestChoiceWholeMeasuredOnce() {
    let choice = "Saint Helena, Ascension and Tristan da Cunha"
    let one = FilterItem(choices: ["Chad", choice, "Peru"])
    let counting = CountingMeasurer()
    var context = cellContext
    context.measurer = counting
    #expect(one.naturalWidth(in: context) == AlertItemWidth(unbreakable: CGFloat(choice.count)))
    #expect(counting.measured == 3)
    #expect(one.naturalWidth(in: context).unbreakable == CGFloat(choice.count))
    #expect(counting.measured == 3, "a second layout measures no choice again")
    // Picking several, each row starts with its tick.
    let several = FilterItem(choices: ["Chad", choice], selection: .several(maximum: nil))
    #expect(several.naturalWidth(in: cellContext).unbreakable == CGFloat(4 + choice.count))
    #expect(FilterItem(choices: []).naturalWidth(in: cellContext) == .zero)
}
