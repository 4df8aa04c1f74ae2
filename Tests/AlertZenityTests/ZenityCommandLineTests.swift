import AlertCommandKit
import AlertDialog
import Testing

@testable import AlertZenity

/// zenity's command lines as `alert-gtk zenity` reads them.
@Suite struct ZenityCommandLineTests {
    private let today = CalendarDay(year: 2026, month: 11, day: 27)!

    private func question(_ arguments: [String]) throws -> ZenityQuestion {
        guard case .show(let question) = try ZenityCommandLine.parse(arguments, today: today)
        else { throw DialogUsageError("no dialog") }
        return question
    }

    @Test func theCommonOptionsTakeTheirValuesSeparateOrJoined() throws {
        let asked = try question([
            "--question", "--title=Upgrade", "--text", "Now?", "--ok-label", "Go",
            "--cancel-label=Stop", "--width", "300", "--timeout", "4", "--no-wrap",
        ])
        #expect(asked.dialog == .question)
        #expect(asked.options.title == "Upgrade")
        #expect(asked.options.text == "Now?")
        #expect(asked.options.okLabel == "Go")
        #expect(asked.options.cancelLabel == "Stop")
        #expect(asked.options.width == 300)
        #expect(asked.options.timeoutSeconds == 4)
        #expect(asked.answersID == "Upgrade")
    }

    @Test func theAnswersIDIsTheTextWithoutATitle() throws {
        #expect(try question(["--entry", "--text", "Name\nmore"]).answersID == "Name")
        #expect(try question(["--info"]).answersID == "All updates are complete.")
    }

    @Test func entriesAndPasswords() throws {
        #expect(
            try question(["--entry", "--entry-text", "x", "--hide-text"]).dialog
                == .entry(initial: "x", isSecret: true))
        #expect(try question(["--password"]).dialog == .entry(initial: "", isSecret: true))
        #expect(try question(["--password", "--username"]).dialog == .login)
    }

    /// `--forms`: the fields in the order given, a combo's values split at `|`, the
    /// separator and the date format (`%x` in the C locale when not given).
    @Test func aFormKeepsItsFieldsInOrder() throws {
        let form = try question([
            "--forms", "--text", "Account", "--add-entry", "Name", "--add-password", "Pin",
            "--add-combo", "Shell", "--combo-values", "bash|zsh", "--add-calendar", "Day",
            "--add-multiline-entry", "Notes", "--separator", ",",
        ])
        #expect(
            form.dialog
                == .forms(
                    [
                        .entry("Name"), .password("Pin"), .combo("Shell", values: ["bash", "zsh"]),
                        .calendar("Day"), .multiline("Notes"),
                    ], dateFormat: "%m/%d/%y", separator: ","))
        #expect(form.answersID == "Account")
        #expect(
            form.answersKeys("Account") == [
                "Account", "Account.Name", "Account.Pin", "Account.Shell", "Account.Day",
                "Account.Notes",
            ])
        // The Nth --combo-values fills the Nth combo, wherever it comes; empty values kept.
        let combos = try question([
            "--forms", "--combo-values", "x||y", "--add-combo", "A", "--add-combo", "B",
            "--combo-values", "z",
        ])
        #expect(
            combos.dialog
                == .forms(
                    [.combo("A", values: ["x", "", "y"]), .combo("B", values: ["z"])],
                    dateFormat: "%m/%d/%y", separator: "|"))
        let dated = try question(["--forms", "--add-calendar", "Day", "--forms-date-format=%Y"])
        #expect(dated.dialog == .forms([.calendar("Day")], dateFormat: "%Y", separator: "|"))
    }

    @Test func aTextInfoTakesABoxToTick() throws {
        #expect(
            try question(["--text-info", "--filename", "/tmp/l", "--checkbox", "I accept"]).dialog
                == .textInfo(path: "/tmp/l", text: "", checkbox: "I accept"))
        #expect(try question(["--text-info"]).dialog == .textInfo(path: nil, text: ""))
        #expect(
            try question(["--text-info", "--editable"]).dialog
                == .textInfo(path: nil, text: "", editable: true))
    }

    /// Without a value after the options, zenity reads a list's rows from standard input
    /// (`ZenityCommandApp` reads them): the parsed list has none and says so.
    @Test func aListWithoutValuesReadsItsRowsFromStandardInput() throws {
        guard case .list(let piped) = try question(["--list", "--column", "N"]).dialog,
            case .list(let given) = try question(["--list", "--column", "N", "one"]).dialog
        else { throw DialogUsageError("no list") }
        #expect(piped.readsStandardInput && piped.rows.isEmpty)
        #expect(!given.readsStandardInput && given.rows == [["one"]])
    }

    @Test func aListTakesItsValuesInRowsAndItsPrintColumn() throws {
        guard
            case .list(let list) = try question([
                "--list", "--checklist", "--column", "", "--column", "A", "--column", "B",
                "TRUE", "a1", "b1", "FALSE", "a2", "b2", "--separator", ",",
            ]).dialog
        else { throw DialogUsageError("no list") }
        #expect(list.mode == .checklist)
        #expect(list.rows == [["TRUE", "a1", "b1"], ["FALSE", "a2", "b2"]])
        #expect(list.printColumn == 2)
        #expect(list.isOn(0) && !list.isOn(1))
        #expect(list.answer([0, 1]) == "a1,a2\n")
        #expect(list.answer([]) == "")
        var all = list
        all.printColumn = nil
        #expect(all.answer([1]) == "a2,b2\n")
    }

    @Test func aPlainListPrintsItsFirstColumnByDefault() throws {
        guard
            case .list(let list) = try question([
                "--list", "--column", "A", "--column", "B", "a1", "b1", "--print-column", "ALL",
            ]).dialog
        else { throw DialogUsageError("no list") }
        #expect(list.printColumn == nil)
        #expect(list.answer([0]) == "a1|b1\n")
    }

    @Test func theCalendarStartsAtTheDayGivenAndAnswersInTheCLocalesFormat() throws {
        #expect(
            try question(["--calendar", "--day", "5", "--month", "3", "--year", "2024"]).dialog
                == .calendar(start: CalendarDay(year: 2024, month: 3, day: 5)!, format: "%m/%d/%y"))
        #expect(
            try question(["--calendar", "--date-format", "%F"]).dialog
                == .calendar(start: today, format: "%F"))
    }

    @Test func theScaleHasZenitysDefaults() throws {
        #expect(
            try question(["--scale"]).dialog == .scale(value: 0, minimum: 0, maximum: 100, step: 1))
        #expect(
            try question(["--scale", "--value", "7", "--min-value", "5", "--step", "2"]).dialog
                == .scale(value: 7, minimum: 5, maximum: 100, step: 2))
    }

    @Test func progressTakesItsFlags() throws {
        guard
            case .progress(let progress) = try question([
                "--progress", "--percentage", "30", "--auto-close", "--no-cancel", "--pulsate",
            ]).dialog
        else { throw DialogUsageError("no progress") }
        #expect(progress.percentage == 30)
        #expect(progress.closesAutomatically && progress.hasNoCancel && progress.pulsates)
    }

    @Test func aFileSelectionTakesItsModeFiltersAndSeparator() throws {
        guard
            case .fileSelection(let selection) = try question([
                "--file-selection", "--title", "Open", "--filename=/data/notes/a.txt",
                "--multiple", "--separator", ";", "--file-filter", "Text | *.txt  *.md",
                "--file-filter=*.png *.jpg", "--confirm-overwrite",
            ]).dialog
        else { throw DialogUsageError("no file selection") }
        #expect(selection.mode == .open)
        #expect(selection.isMultiple)
        #expect(selection.filename == "/data/notes/a.txt")
        #expect(selection.separator == ";")
        #expect(
            selection.filters == [
                ZenityFileFilter(parsing: "Text | *.txt *.md"),
                ZenityFileFilter(parsing: "*.png *.jpg"),
            ])
        #expect(selection.filters.map(\.name) == ["Text", "*.png *.jpg"])
        #expect(selection.filters.map(\.patterns) == [["*.txt", "*.md"], ["*.png", "*.jpg"]])
        #expect(selection.confirmsOverwrite)
    }

    @Test func saveAndDirectoryChooseWhatTheyName() throws {
        func selection(_ arguments: [String]) throws -> ZenityFileSelection {
            guard case .fileSelection(let selection) = try question(arguments).dialog else {
                throw DialogUsageError("no file selection")
            }
            return selection
        }
        let bare = try selection(["--file-selection"])
        #expect(bare.mode == .open && !bare.isMultiple && bare.separator == "|")
        #expect(bare.filename == nil && bare.filters.isEmpty)
        // A file is saved one at a time: --multiple does not apply.
        let save = try selection(["--file-selection", "--save", "--multiple"])
        #expect(save.mode == .save && !save.isMultiple)
        #expect(try selection(["--file-selection", "--directory"]).mode == .directory)
        #expect(try selection(["--file-selection", "--directory", "--save"]).mode == .directory)
    }

    @Test func helpAndVersion() throws {
        #expect(try ZenityCommandLine.parse(["--help"]) == .help)
        #expect(try ZenityCommandLine.parse(["--help-list"]) == .help)
        #expect(try ZenityCommandLine.parse(["--version"]) == .version)
    }

    @Test(arguments: [
        (["--bogus"], "this option is not available: --bogus (run with --help for the options)"),
        (["--text", "x"], "a dialog option is missing (--question, --info, --entry, --list, …)"),
        (["--info", "--error"], "only one dialog at a time (--error comes second)"),
        (["--info", "stray"], "unexpected argument stray (only --list takes rows)"),
        (
            ["--list", "--column", "A", "--column", "B", "x"],
            "1 values do not fill rows of 2 columns"
        ),
        (["--list"], "--list needs a --column"),
        (["--info", "--timeout"], "--timeout needs a value"),
        (["--info", "--width", "wide"], "--width needs a whole number, not wide"),
        (
            ["--file-selection", "--file-filter", "Text |"],
            "--file-filter needs a pattern (NAME | *.txt *.md)"
        ),
        (["--file-selection", "--forms"], "only one dialog at a time (--forms comes second)"),
        (["--forms"], "--forms needs a field (--add-entry, --add-password …)"),
        (
            ["--forms", "--add-combo", "A", "--add-combo", "B", "--combo-values", "x"],
            "--add-combo B has no --combo-values"
        ),
        (["--forms", "--add-list", "Files"], "--add-list is zenity's but not supported here"),
        (["--forms", "--show-header"], "--show-header is zenity's but not supported here"),
        (["--scale", "--value", "200"], "--value must be between --min-value and --max-value"),
        (["--calendar", "--month", "13"], "--day, --month and --year name no day"),
    ])
    func badCommandLinesSayWhatIsWrong(_ arguments: [String], _ problem: String) {
        #expect(throws: DialogUsageError(problem)) {
            try ZenityCommandLine.parse(arguments, today: today)
        }
    }
}
