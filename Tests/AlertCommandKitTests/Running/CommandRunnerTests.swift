import AlertEngine
import AlertTestSupport
import Foundation
import Testing

@testable import AlertCommandKit

/// Each command on a headless controller: the buttons it gets, where the focus starts, and
/// the outcome of each way out.
@MainActor struct CommandRunnerTests {
    let window = HeadlessAlertWindow()
    let clock = ManualAlertClock()
    let controller: AlertController
    let today = CalendarDay(parsing: "2026-11-23")!

    init() {
        controller = AlertController(window: window, clock: clock)
    }

    /// Shows `command`, lets `act` answer it, and returns the outcomes reported.
    func run(_ command: AlertCommand, _ act: (AlertView) -> Void) -> [CommandOutcome] {
        var outcomes: [CommandOutcome] = []
        let view = CommandRunner.show(command, on: controller, today: today) {
            outcomes.append($0)
        }
        if let view { act(view) } else { Issue.record("\(command) has no view") }
        return outcomes
    }

    /// The focused button's title when `command` appears, and the outcomes of Enter.
    func pressEnter(_ command: AlertCommand) -> (focused: String?, outcomes: [CommandOutcome]) {
        var focused: String?
        let outcomes = run(command) {
            focused = focusedTitle($0)
            $0.handle(.enter)
        }
        return (focused, outcomes)
    }

    /// The focused button's title, or the highlighted row of a focused list.
    func focusedTitle(_ view: AlertView) -> String? {
        guard let focused = view.focusedTarget else { return nil }
        if let list = view.items[focused.item] as? FilterItem { return list.chosen }
        return (view.items[focused.item] as? ButtonItem)?.title
    }

    @Test func messageIsAcceptedWhenDismissed() {
        #expect(
            run(.message(text: "Hi", title: nil)) { $0.handle(.enter) } == [.accepted(answer: nil)])
        #expect(
            run(.message(text: "Hi", title: "T")) { $0.handle(.escape) } == [.accepted(answer: nil)]
        )
    }

    @Test func confirmStartsOnYesUnlessTheDefaultIsNo() {
        let yes = AlertCommand.confirm(
            text: "Sure?", title: nil, affirmative: "Delete", negative: "Keep", defaultsToYes: true)
        let enterDelete = pressEnter(yes)
        #expect(enterDelete.focused == "Delete")
        #expect(enterDelete.outcomes == [.accepted(answer: nil)])
        #expect(run(yes) { $0.handle(.escape) } == [.declined])
        let no = AlertCommand.confirm(
            text: "Sure?", title: "T", affirmative: "Yes", negative: "No", defaultsToYes: false)
        let enterNo = pressEnter(no)
        #expect(enterNo.focused == "No")
        #expect(enterNo.outcomes == [.declined])
    }

    @Test(arguments: [false, true])
    func chooseStartsOnTheFirstOptionAndPrintsTheChosenOne(asSheet: Bool) {
        let command = AlertCommand.choose(
            options: ["alpha", "beta", "gamma"], title: "Pick", asSheet: asSheet)
        let enterAlpha = pressEnter(command)
        #expect(enterAlpha.focused == "alpha")
        #expect(enterAlpha.outcomes == [.accepted(answer: "alpha")])
        #expect(
            run(command) {
                $0.handle(.down)
                $0.handle(.enter)
            } == [.accepted(answer: "beta")])
        #expect(run(command) { $0.handle(.escape) } == [.declined])
    }

    @Test func aClickBesideTheSheetDeclines() {
        let command = AlertCommand.choose(options: ["a"], title: nil, asSheet: true)
        #expect(
            run(command) { controller.handle(.dismiss(.backgroundTap), from: $0) } == [.declined])
    }

    @Test func aSingleOptionAlertStillStartsOnIt() {
        let command = AlertCommand.choose(options: ["only"], title: nil, asSheet: false)
        let enterOnly = pressEnter(command)
        #expect(enterOnly.focused == "only")
        #expect(enterOnly.outcomes == [.accepted(answer: "only")])
    }

    @Test func inputStartsWithTheValueAndPrintsTheText() {
        let command = AlertCommand.input(title: "Name", placeholder: "you", value: "王")
        #expect(
            run(command) {
                $0.handle(.text("小明"))
                $0.handle(.enter)
            } == [.accepted(answer: "王小明")])
        #expect(run(command) { $0.handle(.escape) } == [.declined])
    }

    /// Without `--fields` a date command shows a month calendar in the zone the answer is
    /// read in, today marked, the arrows moving a day or a week and PgDn a month.
    @Test func dateShowsAMonthCalendarByDefault() throws {
        var calendar: CalendarItem?
        #expect(
            run(.date(title: nil, initial: CalendarDay(parsing: "2024-01-31"))) { view in
                calendar = view.items.lazy.compactMap { $0 as? CalendarItem }.first
                view.handle(.pageDown)
                view.handle(.down)
                view.handle(.left)
                view.handle(.enter)
            } == [.accepted(answer: "2024-03-06")])
        let shown = try #require(calendar)
        #expect(shown.arithmetic.calendar.timeZone == CalendarDay.timeZone)
        #expect(shown.range == CalendarDay.pickerRange)
        #expect(shown.today == today.midnightUTC)
        #expect(
            run(.date(title: nil, initial: nil)) {
                $0.handle(.right)
                $0.handle(.enter)
            }
                == [.accepted(answer: "2026-11-24")])
    }

    @Test func dateStartsTodayOrAtTheInitialDayAndPrintsTheDay() {
        #expect(
            run(.date(title: nil, initial: nil, fields: true)) {
                $0.handle(.up)
                $0.handle(.enter)
            } == [.accepted(answer: "2026-11-24")])
        let leap = CalendarDay(parsing: "2024-02-28")
        #expect(
            run(.date(title: "When", initial: leap, fields: true)) {
                $0.handle(.up)
                $0.handle(.enter)
            } == [.accepted(answer: "2024-02-29")])
        #expect(
            run(.date(title: nil, initial: nil, fields: true)) { $0.handle(.escape) } == [.declined]
        )
    }

    /// The date picker a date command shows.
    func datePicker(_ view: AlertView) throws -> DatePickerItem {
        try #require(view.items.lazy.compactMap { $0 as? DatePickerItem }.first)
    }

    @Test func dateStopsAtTheFirstAndLastDayInsteadOfLeavingThem() {
        let last = CalendarDay(parsing: "9999-12-31")
        let first = CalendarDay(parsing: "0001-01-01")
        for field in [AlertDateField.year, .month, .day] {
            #expect(
                run(.date(title: nil, initial: last, fields: true)) {
                    _ = $0.focus(AlertFocusTarget(item: 0, stop: field.rawValue))
                    $0.handle(.up)
                    $0.handle(.enter)
                } == [.accepted(answer: "9999-12-31")], "\(field) up")
            #expect(
                run(.date(title: nil, initial: first, fields: true)) {
                    _ = $0.focus(AlertFocusTarget(item: 0, stop: field.rawValue))
                    $0.handle(.down)
                    $0.handle(.enter)
                } == [.accepted(answer: "0001-01-01")], "\(field) down")
        }
    }

    @Test func thePickerShowsDaysInTheZoneTheAnswerIsReadIn() throws {
        let view = CommandRunner.show(
            .date(title: nil, initial: nil, fields: true), on: controller, today: today
        ) { _ in }
        let picker = try datePicker(try #require(view))
        #expect(picker.arithmetic.calendar.timeZone == CalendarDay.timeZone)
        #expect(picker.displayText == "2026-11-23")
        #expect(picker.range == CalendarDay.pickerRange)
    }

    /// A date command picks a day: three fields, and no key moves the day by a minute
    /// (Right Right Down from the day once went to the minute and back to the day before).
    @Test func theDatePickerHasNoHourOrMinuteToMoveTheDayBy() throws {
        var fields: [AlertDateField] = []
        var takesATime = true
        #expect(
            run(.date(title: nil, initial: CalendarDay(parsing: "2025-03-14"), fields: true)) {
                fields = (try? datePicker($0).fields) ?? []
                takesATime = (try? datePicker($0).replaceText(with: "2025-03-14 13:05")) ?? true
                $0.handle(.right)
                $0.handle(.right)
                $0.handle(.down)
                $0.handle(.enter)
            } == [.accepted(answer: "2025-03-14")])
        #expect(fields == [.year, .month, .day])
        #expect(!takesATime)
    }

    /// Random days and moves (seed printed on failure): the day printed is the day the
    /// picker shows, `n` days on from the first, whether moved with the arrows or typed.
    @Test func theDayPrintedIsTheDayShown() throws {
        let seed: UInt64 = 1_795_392_000
        var generator = SplitMix64(seed: seed)
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = CalendarDay.timeZone
        for _ in 0..<200 {
            // A day from 0001-01-01 on, and a move that stays within 9999-12-31.
            let offset = Int(generator.next() % 3_652_000)
            let steps = Int(generator.next() % 59)
            let start = CalendarDay(
                date: Date(
                    timeIntervalSinceReferenceDate: -63_113_904_000 + Double(offset) * 86_400),
                timeZone: CalendarDay.timeZone)
            let expected = CalendarDay(
                date: start.midnightUTC.addingTimeInterval(Double(steps) * 86_400),
                timeZone: CalendarDay.timeZone)
            var shown = ""
            let outcomes = run(.date(title: nil, initial: start, fields: true)) { view in
                for _ in 0..<steps { view.handle(.up) }
                shown = (try? datePicker(view).displayText) ?? ""
                view.handle(.enter)
            }
            let context = "seed \(seed): \(start) + \(steps)"
            #expect(outcomes == [.accepted(answer: expected.description)], "\(context)")
            #expect(shown == "\(expected)", "\(context)")
            let typed = run(.date(title: nil, initial: nil, fields: true)) { view in
                _ = try? datePicker(view).replaceText(with: expected.description)
                view.handle(.enter)
            }
            #expect(typed == [.accepted(answer: expected.description)], "\(context) typed")
        }
    }

    @Test func statusIsAcceptedWhenItClosesByItself() {
        let outcomes = run(.status(kind: .success, text: "Saved", countdown: 3)) { _ in
            clock.advance(by: .seconds(3))
        }
        #expect(outcomes == [.accepted(answer: nil)])
    }

    @Test func anAlertDismissedByCodeDeclines() {
        #expect(
            run(.message(text: "Hi", title: nil)) { _ in controller.dismissAll() } == [.declined])
    }

    @Test func aLayoutFailureFails() {
        let outcome = CommandRunner.outcome(of: AlertResult(reason: .failed("too small"))) { _ in
            .declined
        }
        #expect(outcome == .failed("the alert cannot be shown: too small"))
    }

    /// Shows `command` with `--timeout 2` (and `answer` as `--default`), lets the time run
    /// out, and returns the outcomes.
    func runOut(_ command: AlertCommand, answer: String? = nil) throws -> [CommandOutcome] {
        var outcomes: [CommandOutcome] = []
        let timeout = try CommandTimeout(seconds: "2", answer: answer)
        CommandRunner.show(command, on: controller, today: today, timeout: timeout) {
            outcomes.append($0)
        }
        clock.advance(by: .milliseconds(1999))
        #expect(outcomes.isEmpty, "not before its time")
        clock.advance(by: .milliseconds(1))
        return outcomes
    }

    @Test func aTimeOutWithoutADefaultIs124AndWithOneIsThatAnswer() throws {
        let confirm = AlertCommand.confirm(
            text: "Deploy?", title: nil, affirmative: "Yes", negative: "No", defaultsToYes: true)
        #expect(try runOut(confirm) == [.timedOut])
        #expect(CommandOutcome.timedOut.exitStatus == 124)
        #expect(try runOut(confirm, answer: "no") == [.declined])
        #expect(try runOut(confirm, answer: "yes") == [.accepted(answer: nil)])
        let choose = AlertCommand.choose(options: ["a", "b"], title: nil, asSheet: false)
        #expect(try runOut(choose, answer: "b") == [.accepted(answer: "b")])
        let input = AlertCommand.input(title: nil, placeholder: "", value: "typed")
        #expect(try runOut(input, answer: "fallback") == [.accepted(answer: "fallback")])
        #expect(try runOut(input) == [.timedOut])
        #expect(
            try runOut(.date(title: nil, initial: nil), answer: "2026-12-24")
                == [.accepted(answer: "2026-12-24")])
    }

    @Test func anAnswerBeforeTheTimeOutIsTheAnswer() throws {
        var outcomes: [CommandOutcome] = []
        let timeout = try CommandTimeout(seconds: "2", answer: "no")
        let view = CommandRunner.show(
            .confirm(
                text: "Deploy?", title: nil, affirmative: "Yes", negative: "No",
                defaultsToYes: true), on: controller, today: today, timeout: timeout
        ) { outcomes.append($0) }
        view?.handle(.enter)
        clock.advance(by: .seconds(5))
        #expect(outcomes == [.accepted(answer: nil)])
    }

    @Test func chooseStartsOnItsDefault() {
        let (focused, outcomes) = pressEnter(
            .choose(options: ["a", "b", "c"], title: nil, asSheet: false, preselected: "c"))
        #expect(focused == "c")
        #expect(outcomes == [.accepted(answer: "c")])
    }

    @Test func filterAnswersTheHighlightedChoice() {
        let outcomes = run(.filter(title: "Open", placeholder: "p", choices: ["alpha", "beta"])) {
            view in
            view.handle(.text("bt"))
            view.handle(.enter)
        }
        #expect(outcomes == [.accepted(answer: "beta")])
    }

    @Test func filterPicksSeveralInInputOrderWithSpaceOrTab() {
        let choices = ["alpha", "beta", "gamma", "delta"]
        let command = AlertCommand.filter(
            title: nil, placeholder: "p", choices: choices, selection: .several(maximum: 2))
        let outcomes = run(command) { view in
            view.handle(.text("gam"))
            view.handle(.character(" "))
            view.handle(.backspace)
            view.handle(.backspace)
            view.handle(.backspace)
            view.handle(.tab)  // alpha, the first match of nothing
            view.handle(.down)
            view.handle(.tab)  // beta: three ticked, one too many
            view.handle(.enter)
            #expect(view.isVisible, "OK waits while more than the maximum are ticked")
            view.handle(.tab)  // beta again
            view.handle(.enter)
        }
        #expect(outcomes == [.accepted(answer: "alpha\ngamma")])
        let highlighted = run(command) { view in
            view.handle(.down)
            view.handle(.enter)
        }
        #expect(highlighted == [.accepted(answer: "beta")], "none ticked: the highlighted one")
        #expect(run(command) { $0.handle(.escape) } == [.declined])
    }

    @Test func anAlertThatFailsIsAFailureNotANo() {
        let outcomes = run(.input(title: "T", placeholder: "", value: "")) { view in
            controller.dismiss(view, reason: .failed("no room"))
        }
        #expect(outcomes == [.failed("the alert cannot be shown: no room")])
    }

}

@MainActor @Suite struct CommandRunnerSpinTests {
    @Test func spinEndsWithTheCommandsStatusAndOutput() async throws {
        let controller = AlertController(window: HeadlessAlertWindow(), clock: ManualAlertClock())
        let outcome = await withCheckedContinuation { continuation in
            CommandRunner.show(
                .spin(
                    title: "T", command: ["sh", "-c", "echo out; echo err >&2; exit 3"],
                    shown: .everything),
                on: controller, today: CalendarDay(parsing: "2026-11-23")!
            ) { continuation.resume(returning: $0) }
        }
        guard case .finished(let status, let output?) = outcome else {
            Issue.record("not finished with its output: \(outcome)")
            return
        }
        #expect(status == 3)
        #expect(output.contents() == Array("out\nerr\n".utf8))
        #expect(outcome.exitStatus == 3)
        #expect(!controller.isVisible)
    }

    /// gum's `--show-stdout` and `--show-stderr` (spin/command.go): one stream kept alone,
    /// the other thrown away; the part printed is the one for the status.
    @Test func oneStreamIsKeptAloneAndThePartShownFollowsTheStatus() async throws {
        let writer = ["sh", "-c", "echo out; echo err >&2; echo more; exit ${1:-0}", "sh"]
        let cases: [([String], SpinShownOutput, Int32, String?)] = [
            (
                [], SpinShownOutput(onSuccess: .standardOutput, onFailure: .nothing), 0,
                "out\nmore\n"
            ),
            ([], SpinShownOutput(onSuccess: .standardError, onFailure: .nothing), 0, "err\n"),
            (["2"], SpinShownOutput(onSuccess: .standardOutput, onFailure: .nothing), 2, nil),
            (
                ["2"], SpinShownOutput(onSuccess: .standardOutput, onFailure: .everything), 2,
                "out\nerr\nmore\n"
            ),
            ([], SpinShownOutput(onSuccess: .nothing, onFailure: .everything), 0, nil),
        ]
        for (arguments, shown, status, printed) in cases {
            let outcome = await spin(writer + arguments, shown: shown)
            guard case .finished(let ended, let output) = outcome else {
                Issue.record("not finished: \(outcome)")
                continue
            }
            #expect(ended == status)
            if let printed, shown.part(forStatus: status) == .everything {
                // Two pipes are read in turn: each stream's lines keep their order.
                let lines = String(decoding: output?.contents() ?? [], as: UTF8.self)
                #expect(
                    lines.split(separator: "\n").sorted() == printed.split(separator: "\n").sorted()
                )
                #expect(lines.replacing("err\n", with: "") == "out\nmore\n")
            } else {
                #expect(
                    output.map { String(decoding: $0.contents(), as: UTF8.self) } == printed,
                    "\(shown)")
            }
        }
    }

    /// A command that would never end by itself: the outcome comes only if dismissing the
    /// spinner stops it (the bound turns a hang into a failure; it measures no speed, since
    /// other tests share the main actor).
    @Test func dismissingTheSpinnerStopsTheCommand() async throws {
        let clock = ManualAlertClock()
        let controller = AlertController(window: HeadlessAlertWindow(), clock: clock)
        let run = Task { @MainActor in
            await withCheckedContinuation { continuation in
                CommandRunner.show(
                    .spin(title: "T", command: ["sleep", "86400"], shown: .nothing),
                    on: controller, today: CalendarDay(parsing: "2026-11-23")!
                ) { continuation.resume(returning: $0) }
            }
        }
        #expect(await yield(until: { controller.isVisible }))
        try await Task.sleep(for: .milliseconds(200))
        controller.dismissAll()
        clock.advance(by: .seconds(1))  // the alert's own dismiss animation
        let outcome = await value(of: run)
        #expect(outcome == .interrupted, "the command was not stopped")
    }

    /// Runs `command` under the spinner with `timeout`, dismissing it after `stopAfter`
    /// (then advancing the clock past the dismiss animation), and returns the outcome.
    private func spin(
        _ command: [String], shown: SpinShownOutput = .nothing, timeout: CommandTimeout? = nil,
        stopAfter: Duration? = nil, clock: ManualAlertClock = ManualAlertClock()
    ) async -> CommandOutcome {
        let controller = AlertController(window: HeadlessAlertWindow(), clock: clock)
        let run = Task { @MainActor in
            await withCheckedContinuation { continuation in
                CommandRunner.show(
                    .spin(title: "T", command: command, shown: shown),
                    on: controller, today: CalendarDay(parsing: "2026-11-23")!, timeout: timeout
                ) { continuation.resume(returning: $0) }
            }
        }
        if let stopAfter {
            _ = await yield(until: { controller.isVisible })
            try? await Task.sleep(for: stopAfter)
            controller.dismissAll()
            clock.advance(by: .seconds(1))
        }
        return await value(of: run) ?? .failed("the run did not end")
    }

    /// `--timeout` ends the command: the outcome is a time-out (124), not the command's.
    @Test func theTimeoutEndsTheCommand() async throws {
        let clock = ManualAlertClock()
        let timeout = try CommandTimeout(seconds: "5", answer: nil)
        let controller = AlertController(window: HeadlessAlertWindow(), clock: clock)
        let run = Task { @MainActor in
            await withCheckedContinuation { continuation in
                CommandRunner.show(
                    .spin(title: "T", command: ["sleep", "86400"], shown: .nothing),
                    on: controller, today: CalendarDay(parsing: "2026-11-23")!, timeout: timeout
                ) { continuation.resume(returning: $0) }
            }
        }
        #expect(await yield(until: { controller.isVisible }))
        clock.advance(by: .seconds(6))
        clock.advance(by: .seconds(1))
        let outcome = await value(of: run)
        #expect(outcome == .timedOut)
        #expect(outcome?.exitStatus == 124)
    }

    /// A command stopped (by a signal, or as a background job once was on reading the
    /// terminal) still ends when the spinner is dismissed: SIGTERM goes with SIGCONT.
    @Test func aStoppedCommandIsEndedToo() async {
        let outcome = await spin(
            ["sh", "-c", "kill -STOP $$; sleep 86400"], stopAfter: .milliseconds(300))
        #expect(outcome == .interrupted)
    }

    /// A command that ignores SIGTERM is killed a moment later: `alert` never waits on it
    /// for ever.
    @Test func aCommandThatIgnoresSIGTERMIsKilled() async {
        let outcome = await spin(
            ["sh", "-c", "trap '' TERM; sleep 86400"], stopAfter: .milliseconds(300))
        #expect(outcome == .interrupted)
    }

    /// The command has no controlling terminal: `/dev/tty` cannot be opened, so a prompt
    /// fails at once rather than stopping the command in the background.
    @Test func theCommandHasNoTerminal() async {
        let outcome = await spin(
            ["sh", "-c", "if /bin/true 2>/dev/null </dev/tty; then echo tty; else echo none; fi"],
            shown: .everything)
        guard case .finished(_, let output?) = outcome else {
            Issue.record("\(outcome)")
            return
        }
        #expect(String(decoding: output.contents(), as: UTF8.self).hasSuffix("none\n"))
    }

    /// The run ends when the command exits, though something it left in the background
    /// still holds the output pipe; without --show-output nothing of the output is kept.
    @Test func theRunEndsWithTheCommandAndKeepsOnlyWhatIsShown() async throws {
        let marker = FileManager.default.temporaryDirectory
            .appendingPathComponent("alert-spin-\(UUID().uuidString)").path
        // The background child outlives the run by far: a loaded machine running the whole
        // suite in parallel has taken over 60 s to hand a finished spin back to the test.
        let outcome = await spin(["sh", "-c", "(sleep 180; touch \(marker)) & echo started"])
        #expect(outcome == .finished(status: 0, output: nil))
        #expect(!FileManager.default.fileExists(atPath: marker), "it waited for the background")
        let large = await spin(["head", "-c", "3000000", "/dev/zero"], shown: .everything)
        guard case .finished(0, let output?) = large else {
            Issue.record("\(large)")
            return
        }
        #expect(output.contents().count == 3_000_000)
    }
}
