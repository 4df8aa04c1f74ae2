import AlertTestSupport
import Foundation
import TerminalTestSupport
import Testing

/// `alert choose` and `alert filter`'s list options and every prompt's button labels,
/// through the built `alert` in a pseudo-terminal: what shows, the keys, what is printed.
@Suite(.serialized) struct AlertListOptionsTests {
    typealias Key = AlertExecutable.Key

    /// Runs `script` (`"$0"` is `alert`) until the screen shows `shown`, types `keys`, and
    /// finishes.
    func run(_ script: String, shown: String, keys: [String]) throws -> AlertExecutable.Ending {
        let run = try AlertExecutable([], shell: script)
        guard run.waitUntilShown(AlertExecutable.takeTerminal), run.waitUntilScreenShows(shown)
        else { return try run.finish() }
        for key in keys { run.type(key) }
        return try run.finish()
    }

    /// The cell column where `text` starts on `screen`, or nil when no row shows it.
    func column(of text: String, on screen: VirtualTerminal) -> Int? {
        let wanted = text.map(String.init)
        for row in 0..<screen.height {
            var cells: [(column: Int, grapheme: String)] = []
            for column in 0..<screen.width where !screen[column, row].isContinuation {
                cells.append((column, String(screen[column, row].grapheme)))
            }
            let graphemes = cells.map(\.grapheme)
            guard graphemes.count >= wanted.count else { continue }
            for start in 0...(graphemes.count - wanted.count)
            where Array(graphemes[start..<start + wanted.count]) == wanted {
                return cells[start].column
            }
        }
        return nil
    }

    @Test func chooseShowsTheLabelAndPrintsTheValue() throws {
        let ending = try AlertExecutable.answer(
            [
                "choose", "--title", "Open", "--label-delimiter", "::", "Report::/tmp/r.pdf",
                "Notes::/tmp/n.txt", "plain",
            ],
            shown: "plain", keys: [Key.down + Key.enter])
        #expect(ending.status == 0)
        #expect(ending.standardOutput == "/tmp/n.txt\n")
        #expect(ending.screen.contains("Notes") && !ending.screen.contains("/tmp/r.pdf"))
        #expect(ending.restoredTerminal)
    }

    @Test func delimitedOptionsComeOnStandardInputToo() throws {
        let chosen = try run(
            #"printf 'One=1\nTwo=2\nThree\n' | "$0" choose --label-delimiter ="#,
            shown: "Three", keys: [Key.down + Key.enter])
        #expect(chosen.status == 0 && chosen.standardOutput == "2\n")
        let filtered = try run(
            #"printf 'Apple=fruit/a\nBanana=fruit/b\n' | "$0" filter --label-delimiter ="#,
            shown: "Banana", keys: ["ban", Key.enter])
        #expect(filtered.status == 0 && filtered.standardOutput == "fruit/b\n")
        #expect(!filtered.screen.contains("fruit/"), "the values are never shown")
    }

    @Test func taggedRowsShowTwoAlignedColumnsAndPrintTheTag() throws {
        let menu = try AlertExecutable([
            "choose", "--title", "Settings", "--tagged", "1", "System Options", "漢字",
            "Display Options", "S3", "Interface Options",
        ])
        #expect(menu.waitUntilShown(AlertExecutable.takeTerminal))
        #expect(menu.waitUntilScreenShows("Interface Options"))
        let screen = menu.screen
        let system = try #require(column(of: "System Options", on: screen))
        #expect(column(of: "Display Options", on: screen) == system)
        #expect(column(of: "Interface Options", on: screen) == system)
        let tag = try #require(column(of: "S3", on: screen))
        #expect(system - tag == 6, "the widest tag, 漢字, is four cells, then a gap of two")
        menu.type(Key.down + Key.enter)
        let ending = try menu.finish()
        #expect(ending.status == 0 && ending.standardOutput == "漢字\n")
        let odd = try PipedAlert.run(["choose", "--tagged", "1", "System", "2"])
        #expect(odd.status == 2)
        #expect(odd.standardError.contains("--tagged takes TAG DESCRIPTION pairs"))
    }

    @Test func selectedTicksSeveralOrAllAndStartsTheFocusOfAChoiceOfOne() throws {
        let some = try AlertExecutable.answer(
            ["choose", "--no-limit", "--selected", "a,c", "a", "b", "c"], shown: "[x] c",
            keys: [Key.enter])
        #expect(some.status == 0 && some.standardOutput == "a\nc\n")
        let all = try AlertExecutable.answer(
            ["choose", "--limit", "3", "--selected", "*", "a", "b", "c"], shown: "[x] b",
            keys: [Key.enter])
        #expect(all.standardOutput == "a\nb\nc\n")
        let one = try AlertExecutable.answer(
            ["choose", "--selected", "b", "a", "b", "c"], shown: "c", keys: [Key.enter])
        #expect(one.standardOutput == "b\n")
        let filtered = try run(
            #"printf 'x\ny\nz\n' | "$0" filter --no-limit --selected y,z"#, shown: "2 ticked",
            keys: [Key.enter])
        #expect(filtered.standardOutput == "y\nz\n")
        let unknown = try PipedAlert.run(["choose", "--no-limit", "--selected", "q", "a", "b"])
        #expect(unknown.status == 2 && unknown.standardError.contains("q is none"))
    }

    /// In a filter, Ctrl+U clears the query and Ctrl+W takes its last word away: `zz`
    /// (no match) goes, then `qq` of `ban qq`, and Backspace the space, so `ban` picks.
    @Test func ctrlUClearsAFilterAndCtrlWDeletesItsLastWord() throws {
        let ending = try run(
            #"printf 'apple\nbanana\ncherry\n' | "$0" filter"#, shown: "cherry",
            keys: ["zz", "\u{15}", "ban qq", "\u{17}", "\u{7F}", Key.enter])
        #expect(ending.status == 0)
        #expect(ending.standardOutput == "banana\n")
    }

    /// A list started on a terminal too short for its rows shows them all once the terminal
    /// grows: its rows are not fixed by the size it started at.
    @Test func chooseStartedSmallShowsEveryOptionOnceGrown() throws {
        let run = try AlertExecutable(["choose", "alpha", "beta", "gamma"], columns: 40, rows: 7)
        #expect(run.waitUntilScreenShows("alpha"))
        run.resize(columns: 80, rows: 24)
        #expect(run.waitUntilScreenShows("gamma"))
        run.type(Key.down + Key.down + Key.enter)
        let ending = try run.finish()
        #expect(ending.status == 0 && ending.standardOutput == "gamma\n")
    }

    /// Without --height a list takes the rows the screen leaves (more than its ten on a
    /// 100×30 terminal), not a fixed number.
    @Test func chooseTakesTheRowsTheScreenLeaves() throws {
        let run = try AlertExecutable(["choose"] + (1...40).map { "opt-\($0)" })
        #expect(run.waitUntilScreenShows("opt-15"))
        run.type(Key.enter)
        let ending = try run.finish()
        #expect(ending.status == 0 && ending.standardOutput == "opt-1\n")
    }

    @Test func aHeaderShowsAboveTheList() throws {
        let chosen = try AlertExecutable.answer(
            [
                "choose", "--title", "Branch", "--header", "Check out which branch?", "main",
                "dev",
            ],
            shown: "dev", keys: [Key.enter])
        #expect(chosen.screen.contains("Check out which branch?"))
        #expect(chosen.standardOutput == "main\n")
        let filtered = try run(
            #"printf 'a\nb\n' | "$0" filter --header 'Pick a letter'"#, shown: "Pick a letter",
            keys: [Key.enter])
        #expect(filtered.standardOutput == "a\n")
    }

    @Test func heightShowsThatManyRowsAndTheListScrolls() throws {
        let options = (1...10).map { "option-\($0)" }
        let list = try AlertExecutable(["choose", "--height", "3"] + options)
        #expect(list.waitUntilShown(AlertExecutable.takeTerminal))
        #expect(list.waitUntilScreenShows("option-3"))
        let screen = (0..<list.screen.height).map { list.screen.text(row: $0) }.joined()
        #expect(!screen.contains("option-4"), "three rows at once")
        list.type(String(repeating: Key.down, count: 4) + Key.enter)
        let ending = try list.finish()
        #expect(ending.status == 0 && ending.standardOutput == "option-5\n")
        let several = try AlertExecutable.answer(
            ["choose", "--no-limit", "--height", "2"] + options, shown: "option-2",
            keys: [Key.down + Key.down + " " + Key.enter])
        #expect(several.standardOutput == "option-3\n")
        #expect(!several.screen.contains("option-4"))
        let filtered = try run(
            #"seq 1 20 | sed 's/^/line-/' | "$0" filter --height 2"#, shown: "line-2",
            keys: [Key.enter])
        #expect(filtered.standardOutput == "line-1\n")
        #expect(!filtered.screen.contains("line-3"))
    }

    @Test func everyPromptTakesItsButtonsWords() throws {
        let input = try AlertExecutable.answer(
            ["input", "--ok-label", "Save", "--cancel-label", "Back"], shown: "Back",
            keys: ["Ada" + Key.enter])
        #expect(input.screen.contains("Save") && input.standardOutput == "Ada\n")
        let message = try AlertExecutable.answer(
            ["message", "Done", "--ok-label", "Got it"], shown: "Got it", keys: [Key.enter])
        #expect(message.status == 0)
        let date = try AlertExecutable.answer(
            ["date", "--initial", "2024-02-29", "--ok-label", "Pick", "--cancel-label", "Later"],
            shown: "Later", keys: [Key.enter])
        #expect(date.screen.contains("Pick") && date.standardOutput == "2024-02-29\n")
        let chosen = try AlertExecutable.answer(
            ["choose", "--cancel-label", "Back", "a", "b"], shown: "Back", keys: [Key.escape])
        #expect(chosen.status == 1)
        let several = try AlertExecutable.answer(
            ["choose", "--limit", "2", "--ok-label", "Take", "a", "b"], shown: "Take",
            keys: [" " + Key.enter])
        #expect(several.standardOutput == "a\n")
        let filtered = try run(
            #"printf 'a\nb\n' | "$0" filter --ok-label Open --cancel-label Back"#, shown: "Open",
            keys: [Key.escape])
        #expect(filtered.status == 1 && filtered.screen.contains("Back"))
    }

    @Test func aListShowsItsKeyHintsUnlessALERT_NO_HINTSHidesThem() throws {
        let rows = { (run: AlertExecutable) in
            (0..<run.screen.height).map { run.screen.text(row: $0) }.joined(separator: "\n")
        }
        let shown = try AlertExecutable(["choose", "Alpha", "Beta", "Gamma"])
        #expect(shown.waitUntilScreenShows("Gamma"))
        #expect(shown.waitUntilScreenShows("enter choose"))
        shown.type(AlertExecutable.Key.escape)
        #expect(try shown.finish().status == 1)
        let hidden = try AlertExecutable(
            ["choose", "Alpha", "Beta", "Gamma"], environment: ["ALERT_NO_HINTS": "1"])
        #expect(hidden.waitUntilScreenShows("Gamma"))
        #expect(!rows(hidden).contains("enter choose"))
        // Not even in a first frame: no byte of the run drew them.
        #expect(hidden.terminal.transcript.firstRange(of: Array("choose".utf8)) == nil)
        hidden.type(AlertExecutable.Key.escape)
        #expect(try hidden.finish().status == 1)
    }
}
