import AlertAutomation
import AlertProtocol
import AlertQueue
import AlertStylesTestSupport
import Foundation
import Testing

@testable import AlertStyles

@MainActor
@Suite struct AlertControllerFilterTests {
    private let countries = [
        AlertChoice("GB", detail: "United Kingdom", value: 826),
        AlertChoice("FR", detail: "France", value: 250),
        AlertChoice("DE", detail: "Germany", value: 276),
    ]

    @Test func filterMatchesTheLabelAndTheDetailAndAnswersTheValue() async throws {
        let (alerts, window, _) = makeController()
        let byDetail = Task { await alerts.filter("Country", choices: countries) }
        try await window.waitForAlert()
        #expect(window.type("germ"))
        #expect(window.press(.enter))
        #expect(await byDetail.value == 276)
        let byLabel = Task { await alerts.filter("Country", choices: countries) }
        try await window.waitForAlert()
        #expect(window.type("fr"))
        #expect(window.press(.enter))
        #expect(await byLabel.value == 250)
        let cancelled = Task { await alerts.filter("Country", choices: countries) }
        try await window.waitForAlert()
        #expect(window.press(.escape))
        #expect(await cancelled.value == nil)
    }

    /// A filter fed by an async sequence is shown before the first choice comes, takes the
    /// choices while it is shown (and typing meanwhile), and answers before the sequence
    /// ends; the sequence is then no longer read.
    @Test func filterFedByAnAsyncSequenceAnswersBeforeItEnds() async throws {
        let (alerts, window, _) = makeController()
        let (lines, feed) = AsyncStream.makeStream(of: String.self)
        let answer = Task { await alerts.filter("Pick", streaming: lines) }
        let view = try #require(try await window.waitForAlert() as? AlertView)
        let filter = try #require(view.items.lazy.compactMap { $0 as? FilterItem }.first)
        #expect(filter.choices.isEmpty && filter.isReceivingChoices)
        feed.yield("alpha")
        feed.yield("beta")
        await settle { filter.choices.count == 2 }
        #expect(window.type("gm"))
        #expect(filter.matches.isEmpty)
        feed.yield("gamma")
        await settle { filter.choices.count == 3 }
        #expect(filter.chosen == "gamma", "the new choice was filtered with the query")
        #expect(filter.isReceivingChoices)
        #expect(window.press(.enter))
        #expect(await answer.value == "gamma")
        feed.yield("delta")
        for _ in 0..<20 { await Task.yield() }
        #expect(filter.choices.count == 3, "nothing is read once answered")
        feed.finish()
    }

    /// Once the sequence ends, the count loses its ellipsis.
    @Test func aFinishedSequenceLeavesTheFilterComplete() async throws {
        let (alerts, window, _) = makeController()
        let answer = Task {
            await alerts.filter("Pick", streaming: ["one", "two"].async)
        }
        let view = try #require(try await window.waitForAlert() as? AlertView)
        let filter = try #require(view.items.lazy.compactMap { $0 as? FilterItem }.first)
        await settle { !filter.isReceivingChoices }
        #expect(Array(filter.choices) == ["one", "two"])
        #expect(window.press(.escape))
        #expect(await answer.value == nil)
    }

    @Test func filterSeveralAnswersTheTickedValuesInListOrder() async throws {
        let (alerts, window, _) = makeController()
        let answer = Task { await alerts.filterSeveral("Countries", choices: countries) }
        try await window.waitForAlert()
        window.type("germany")
        window.press(.character(" "))
        for _ in 0..<7 { window.press(.backspace) }
        window.press(.character(" "))  // GB, the best match of nothing
        window.press(.enter)
        #expect(await answer.value == [826, 276])
    }

    /// Enter with nothing ticked answers what is ticked (nothing), as plain mode's prompt
    /// says ("Enter alone keeps the ticked ones"): the highlight alone is no choice.
    @Test func enterWithNothingTickedAnswersNothing() async throws {
        let (alerts, window, _) = makeController()
        let answer = Task { await alerts.filterSeveral("Countries", choices: countries) }
        try await window.waitForAlert()
        window.type("fr")
        window.press(.enter)
        #expect(await answer.value == [])
        let texts = Task { await alerts.filterSeveral("Files", choices: ["a.log", "b.log"]) }
        try await window.waitForAlert()
        window.press(.down, .enter)
        #expect(await texts.value == [])
    }

    /// With a minimum, Enter waits (saying how many) until that many are ticked; with a
    /// maximum, until no more are.
    @Test func filterSeveralWaitsForItsMinimumAndItsMaximum() async throws {
        let (alerts, window, _) = makeController()
        let answer = Task {
            await alerts.filterSeveral("Countries", choices: countries, minimum: 2, maximum: 2)
        }
        let view = try #require(try await window.waitForAlert() as? AlertView)
        let filter = try #require(view.items.lazy.compactMap { $0 as? FilterItem }.first)
        window.press(.enter)
        #expect(alerts.isVisible && filter.validationMessage == "Choose at least 2.")
        window.press(.character(" "), .down, .character(" "), .down, .character(" "), .enter)
        #expect(alerts.isVisible && filter.validationMessage == "Choose at most 2.")
        window.press(.character(" "), .enter)
        #expect(await answer.value == [826, 250])
    }

    @Test func equalLabelsWithDistinctValuesAreDistinctAnswers() {
        let (alerts, window, _) = makeController()
        let twins = [
            AlertChoice("notes", detail: "work", value: "/work/notes"),
            AlertChoice("notes", detail: "home", value: "/home/notes"),
        ]
        var one: [String?] = []
        let view = alerts.showFilter(title: "Open", choices: twins) { one.append($0) }
        view.handle(.text("home"))
        window.activateAction(1)
        var several: [[String]?] = []
        alerts.showFilterSeveral(title: "Open", choices: twins) { several.append($0) }
        window.press(.down, .character(" "))
        window.activateAction(1)
        alerts.showFilterSeveral(title: "Open", choices: twins) { several.append($0) }
        window.activateAction(0)
        #expect(one == ["/home/notes"])
        #expect(several == [["/home/notes"], nil])
    }

    @Test func aMessageShowsUnderTheTitleAndChosenRowsStartTicked() {
        let (alerts, window, _) = makeController()
        var answers: [[Int]?] = []
        let view = alerts.showFilterSeveral(
            title: "Countries", message: "Where have you been?", choices: countries,
            chosen: [2, 0, 9]
        ) { answers.append($0) }
        #expect(view.items.contains { ($0 as? MessageItem)?.text == "Where have you been?" })
        window.activateAction(1)
        #expect(answers == [[826, 276]], "the rows that exist, in list order")
    }
}
