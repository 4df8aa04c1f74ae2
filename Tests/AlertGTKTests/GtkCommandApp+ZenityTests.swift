#if GTK
    import AlertTestSupport
    import Foundation
    import Testing

    extension GtkEndToEnd {
        /// `alert-gtk zenity …` against Debian's zenity: the same command line and the same
        /// keys through both, the same exit status and standard output.
        @Suite struct ZenityDifferentialTests {
            /// One command line and what is done in its window.
            struct Case: Sendable, CustomTestStringConvertible {
                var arguments: [String]
                var keys: [String] = []
                var typed: String?
                /// Standard input, written once the window is up (`closing` it after).
                var input: String?
                var closesInput = true
                /// Writes (and closes) the input before the window is up: alert-gtk reads a
                /// list's rows to the input's end before it shows them.
                var inputFirst = false
                /// Clicks the window's empty top-left corner first.
                var clicksBeside = false
                /// The environment's additions (a language).
                var environment: [String: String] = [:]
                /// Clicks at these points of zenity's window and of alert-gtk's (the same
                /// thing in each: their layouts differ), before the keys.
                var clicks: (zenity: [CGPoint], ours: [CGPoint]) = ([], [])
                var testDescription: String { arguments.joined(separator: " ") }
            }

            /// A file `--text-info --filename` shows.
            static let textFile: String = {
                let url = FileManager.default.temporaryDirectory
                    .appendingPathComponent("alert-gtk-zenity-text-\(getpid())")
                try? Data("first line\nsecond line\n".utf8).write(to: url)
                return url.path
            }()

            /// A text to accept by ticking a box.
            static let accept = ["--text-info", "--filename", textFile, "--checkbox", "I accept"]
            /// A text to edit.
            static let editable = ["--text-info", "--filename", textFile, "--editable"]
            /// Hebrew, a language written right to left (its locale generated: `localedef -i
            /// he_IL -f UTF-8 he_IL.UTF-8`).
            static let hebrew = ["LANG": "he_IL.UTF-8", "LC_ALL": "he_IL.UTF-8"]

            /// A list of three rows, one chosen.
            static let fruit = ["--list", "--column", "Fruit", "apple", "banana", "cherry"]
            /// The same rows, several chosen.
            static let multiple = ["--multiple"] + fruit
            /// A calendar on the 15th of March 2024.
            static let calendar = ["--calendar", "--day", "15", "--month", "3", "--year", "2024"]
            /// A form of a name and a PIN.
            static let account = [
                "--forms", "--text", "Account", "--add-entry", "Name", "--add-password", "Pin",
            ]
            /// A form of a name and a combo of shells.
            static let shell = [
                "--forms", "--add-entry", "Name", "--add-combo", "Shell", "--combo-values",
                "bash|zsh|fish",
            ]

            /// A list whose cells can be edited, every column printed.
            static let editableList = [
                "--list", "--editable", "--print-column", "ALL", "--column", "A", "--column",
                "B", "a1", "b1", "a2", "b2",
            ]
            /// A list of two columns in no order, to sort by its headings.
            static let unsorted = [
                "--list", "--column", "Fruit", "--column", "N", "kiwi", "1", "apple", "4", "plum",
                "2", "fig", "3",
            ]
            /// Where the headings of `unsorted` are, in zenity's window and in alert-gtk's
            /// (on the suite's Xvfb screen, in the default theme).
            static let fruitHeading = (zenity: CGPoint(x: 30, y: 47), ours: CGPoint(x: 56, y: 91))
            /// Where `fruit`'s second row, banana, is in zenity's window and in alert-gtk's.
            static let banana = (zenity: CGPoint(x: 50, y: 95), ours: CGPoint(x: 60, y: 123))
            static let numberHeading = (
                zenity: CGPoint(x: 100, y: 47), ours: CGPoint(x: 93, y: 91)
            )
            /// A calendar on the 31st of March 2024, and where its header's arrows are in
            /// zenity's window and in alert-gtk's: the month's back and on, the year's back
            /// and on.
            static let lastOfMarch = [
                "--calendar", "--day", "31", "--month", "3", "--year", "2024",
            ]
            static let monthBack = (zenity: CGPoint(x: 20, y: 70), ours: CGPoint(x: 86, y: 98))
            static let monthOn = (zenity: CGPoint(x: 106, y: 70), ours: CGPoint(x: 185, y: 98))
            static let yearBack = (zenity: CGPoint(x: 158, y: 70), ours: CGPoint(x: 214, y: 98))
            static let yearOn = (zenity: CGPoint(x: 208, y: 70), ours: CGPoint(x: 270, y: 98))
            /// The colour editor on red.
            static let red = ["--color-selection", "--color", "#ff0000"]
            /// GTK's palette of swatches.
            static let palette = ["--color-selection", "--show-palette"]

            static let cases: [Case] = [
                Case(arguments: ["--question", "--text", "Proceed?"], keys: ["Return"]),
                Case(arguments: ["--question", "--text", "Proceed?"], keys: ["Escape"]),
                // A click on the window's empty space answers nothing; Return then does.
                Case(
                    arguments: ["--question", "--text", "Proceed?"], keys: ["Return"],
                    clicksBeside: true),
                // Right to left (Hebrew): the buttons are drawn the other way round, and Left
                // goes to what is on its left, from Cancel to OK.
                Case(
                    arguments: fruit, keys: ["Down", "Tab", "Left", "Return"],
                    environment: hebrew),
                Case(
                    arguments: fruit, keys: ["Down", "Tab", "Right", "Return"],
                    environment: hebrew),
                // --default-cancel: Enter answers No (exit 1).
                Case(
                    arguments: ["--question", "--default-cancel", "--text", "Delete?"],
                    keys: ["Return"]),
                Case(
                    arguments: [
                        "--question", "--title", "Upgrade", "--ok-label", "Go", "--cancel-label",
                        "Stop",
                    ], keys: ["Return"]),
                // A bare letter presses no button (then Return answers Yes); Alt and the
                // button's letter presses it.
                Case(arguments: ["--question", "--text", "Proceed?"], keys: ["n", "Return"]),
                Case(arguments: ["--question", "--text", "Proceed?"], keys: ["alt+n"]),
                // An underscore in a label marks the letter Alt presses.
                Case(
                    arguments: ["--question", "--ok-label", "_Delete", "--cancel-label", "Keep"],
                    keys: ["alt+d"]),
                Case(arguments: ["--info", "--text", "Backup finished"], keys: ["Return"]),
                Case(arguments: ["--warning", "--text", "Disk almost full"], keys: ["Escape"]),
                Case(arguments: ["--error", "--no-wrap", "--text", "It failed"], keys: ["Return"]),
                Case(
                    arguments: ["--info", "--text", "Waits", "--width", "300", "--timeout", "1"]),
                Case(arguments: ["--question", "--text", "Still there?", "--timeout", "1"]),
                // 0 (or less) is no time-out: the dialog waits for its answer.
                Case(arguments: ["--info", "--text", "hi", "--timeout", "0"], keys: ["Return"]),
                Case(
                    arguments: ["--entry", "--text", "Name"], keys: ["Return"], typed: "hello world"
                ),
                Case(arguments: ["--entry", "--entry-text", "preset"], keys: ["Return"]),
                // The preset text starts selected: typing replaces it.
                Case(arguments: ["--entry", "--entry-text", "Ada"], keys: ["Return"], typed: "xy"),
                Case(arguments: ["--entry", "--text", "Name"], keys: ["Escape"], typed: "gone"),
                Case(arguments: ["--entry", "--hide-text"], keys: ["Return"], typed: "hidden1"),
                Case(arguments: ["--password"], keys: ["Return"], typed: "s3cret"),
                Case(
                    arguments: [
                        "--list", "--column", "A", "--column", "B", "a1", "b1", "a2", "b2",
                    ],
                    keys: ["Down", "Return"]),
                Case(
                    arguments: [
                        "--list", "--column", "A", "--column", "B", "--print-column", "2", "a1",
                        "b1", "a2", "b2", "a3", "b3",
                    ], keys: ["Down", "Down", "Return"]),
                Case(
                    arguments: [
                        "--list", "--column", "A", "--column", "B", "--print-column", "ALL",
                        "--separator", ";", "a1", "b1", "a2", "b2",
                    ], keys: ["Down", "Return"]),
                Case(
                    arguments: [
                        "--list", "--checklist", "--hide-header", "--separator", ",", "--column",
                        "", "--column", "Name", "TRUE", "a1", "FALSE", "a2", "TRUE", "a3",
                    ], keys: ["shift+Tab", "Return"]),
                Case(
                    arguments: [
                        "--list", "--radiolist", "--hide-header", "--print-column", "3",
                        "--column", "", "--column", "A", "--column", "B", "FALSE", "a1", "b1",
                        "TRUE", "a2", "b2",
                    ], keys: ["shift+Tab", "Return"]),
                Case(
                    arguments: [
                        "--list", "--checklist", "--hide-header", "--print-column", "ALL",
                        "--column", "", "--column", "A", "--column", "B", "TRUE", "a1", "b1",
                        "TRUE", "a2", "b2",
                    ], keys: ["shift+Tab", "Escape"]),
                // The list has no cursor until an arrow key: with --multiple the first
                // Down selects the first row; Enter on a row answers it, OK the rows
                // selected (Ctrl+A: every row).
                Case(arguments: multiple, keys: ["Down", "Return"]),
                Case(arguments: multiple, keys: ["Down", "Down", "Return"]),
                Case(arguments: multiple, keys: ["End", "Return"]),
                Case(arguments: multiple, keys: ["Down", "Tab", "Tab", "Return"]),
                Case(arguments: multiple, keys: ["ctrl+a", "Tab", "Tab", "Return"]),
                Case(
                    arguments: ["--separator", ":"] + multiple,
                    keys: ["Down", "ctrl+a", "Tab", "Tab", "Return"]),
                // OK with no row selected answers nothing, exit 0.
                Case(arguments: fruit, keys: ["Tab", "Tab", "Return"]),
                Case(arguments: fruit, keys: ["Up", "Return"]),
                // Typing finds a row by its start; Down goes to the next match.
                Case(arguments: fruit + ["blueberry"], keys: ["b", "Return"]),
                Case(arguments: fruit + ["blueberry"], keys: ["b", "Down", "Return"]),
                Case(arguments: fruit + ["blueberry"], keys: ["b", "l", "Return"]),
                Case(arguments: fruit + ["blueberry"], keys: ["x", "Return"]),
                Case(arguments: fruit + ["blueberry"], keys: ["b", "Escape", "Return"]),
                // Without rows after the options, a list reads them from standard input,
                // filling its columns in order.
                Case(
                    arguments: ["--list", "--column", "N"], keys: ["End", "Return"],
                    input: "one\ntwo\nthree\n", inputFirst: true),
                Case(
                    arguments: ["--list", "--column", "A", "--column", "B"],
                    keys: ["Down", "Return"], input: "a1\nb1\na2\nb2\n", inputFirst: true),
                Case(
                    arguments: [
                        "--list", "--column", "A", "--column", "B", "--print-column", "ALL",
                    ],
                    keys: ["End", "Return"], input: "a1\nb1\na2\n", inputFirst: true),
                Case(
                    arguments: ["--list", "--checklist", "--column", "", "--column", "N"],
                    keys: ["Tab", "Tab", "Return"], input: "TRUE\nx\nFALSE\ny\ntrue\nz\n",
                    inputFirst: true),
                Case(
                    arguments: ["--calendar", "--day", "5", "--month", "3", "--year", "2024"],
                    keys: ["Return"]),
                // The focus starts on OK; Left goes to Cancel, Right no further than OK; Tab
                // goes to the calendar, Cancel, then OK.
                Case(arguments: calendar, keys: ["Right", "Return"]),
                Case(arguments: calendar, keys: ["Left", "Return"]),
                Case(arguments: calendar, keys: ["Left", "Right", "Return"]),
                Case(arguments: calendar, keys: ["Tab", "Tab", "Return"]),
                Case(arguments: calendar, keys: ["Tab", "Tab", "Tab", "Return"]),
                // --username: a name, Tab, the password, Enter: NAME|PASSWORD.
                Case(
                    arguments: ["--password", "--username"],
                    keys: ["b", "o", "b", "Tab", "p", "w", "1", "Return"]),
                Case(arguments: ["--password", "--username"], keys: ["Tab", "x", "Return"]),
                Case(arguments: ["--password", "--username"], keys: ["b", "Escape"]),
                Case(
                    arguments: [
                        "--calendar", "--day", "29", "--month", "2", "--year", "2028",
                        "--date-format", "%Y-%m-%d (%A)",
                    ], keys: ["Return"]),
                Case(arguments: ["--calendar", "--year", "2030"], keys: ["Escape"]),
                Case(arguments: ["--scale", "--value", "30"], keys: ["Return"]),
                Case(
                    arguments: [
                        "--scale", "--min-value", "10", "--max-value", "20", "--value", "15",
                    ],
                    keys: ["Return"]),
                // A value outside the range: zenity refuses it before any window.
                Case(arguments: ["--scale", "--min-value", "10", "--max-value", "20"]),
                Case(arguments: ["--text-info", "--filename", textFile], keys: ["Escape"]),
                // --checkbox: OK only once ticked; Enter is OK (the default) wherever the
                // focus is then, else the focused button (Cancel after the box).
                Case(arguments: accept, keys: ["Tab", "space", "Tab", "Tab", "space"]),
                Case(arguments: accept, keys: ["Tab", "space", "Tab", "space"]),
                Case(arguments: accept, keys: ["Tab", "space", "Tab", "Return"]),
                Case(arguments: accept, keys: ["Tab", "Tab", "Return"]),
                Case(arguments: accept, keys: ["Tab", "space", "shift+Tab", "Return"]),
                Case(arguments: accept, keys: ["Escape"]),
                // --editable: the caret at the end, Tab types a tab, Ctrl+Tab leaves, and
                // OK prints the text as it is, with no line feed added.
                Case(arguments: editable, keys: ["Tab", "ctrl+Tab", "Return"], typed: "AB"),
                Case(
                    arguments: editable, keys: ["Return", "ctrl+Tab", "Tab", "Return"], typed: "C"),
                Case(arguments: editable, keys: ["Escape"], typed: "gone"),
                Case(
                    arguments: ["--progress", "--auto-close", "--text", "Copying"],
                    input: "10\n# Halfway\n50\n100\n"),
                Case(
                    arguments: ["--progress", "--text", "Copying"], keys: ["Escape"], input: "30\n",
                    closesInput: false),
                // Without a Cancel button, Esc still ends it as Esc (exit 1).
                Case(
                    arguments: ["--progress", "--no-cancel", "--text", "Copying"],
                    keys: ["Escape"], input: "30\n", closesInput: false),
                Case(
                    arguments: ["--progress", "--percentage", "20"], keys: ["Return"],
                    input: "# Done\n"),
                // --forms: Tab from field to field, then Cancel and OK; the answers joined
                // by the separator. Enter in an entry does nothing.
                Case(
                    arguments: account,
                    keys: ["b", "o", "b", "Tab", "1", "2", "3", "4", "Tab", "Tab", "Return"]),
                Case(
                    arguments: account,
                    keys: ["b", "o", "b", "Return", "Tab", "Tab", "Tab", "Return"]),
                Case(arguments: account, keys: ["b", "o", "b", "Tab", "Tab", "Return"]),
                Case(arguments: account, keys: ["x", "Escape"]),
                // A combo left alone answers a space for its field.
                Case(arguments: shell, keys: ["b", "o", "b", "Tab", "Tab", "Tab", "Return"]),
                Case(
                    arguments: [
                        "--forms", "--add-entry", "A", "--add-entry", "B", "--separator", ",",
                    ], keys: ["a", "Tab", "b", "Tab", "Tab", "Return"]),
                // A day: today, through the date format.
                Case(
                    arguments: ["--forms", "--add-calendar", "Day", "--forms-date-format", "%Y"],
                    keys: ["Tab", "Tab", "Return"]),
                // --list --editable: Enter on a row edits its cell, the text selected, Right
                // the next column's; Enter and Tab keep the edit, Esc drops it, OK answers
                // the cells as edited.
                Case(
                    arguments: editableList,
                    keys: ["Down", "Return", "x", "y", "Return", "Tab", "Tab", "Return"]),
                Case(
                    arguments: editableList,
                    keys: ["Down", "Return", "x", "Escape", "Tab", "Tab", "Return"]),
                Case(
                    arguments: editableList,
                    keys: ["Down", "Return", "x", "Tab", "Tab", "Tab", "Return"]),
                Case(
                    arguments: editableList,
                    keys: ["Down", "Right", "Return", "z", "Return", "Tab", "Tab", "Return"]),
                Case(
                    arguments: editableList,
                    keys: ["Down", "Return", "End", "q", "Return", "Tab", "Tab", "Return"]),
                Case(
                    arguments: ["--list", "--editable", "--column", "A", "a1", "a2"],
                    keys: ["Down", "Return", "Return", "Return", "Escape", "Escape"]),
                // A plain list's headings are a stop of Shift+Tab from the rows: Left and
                // Right go between them, Enter or Space sorts by one (ascending, then the
                // other way), the selection and the cursor going with their rows; a click on
                // a heading sorts by it and leaves the focus where it was.
                Case(arguments: unsorted, keys: ["shift+Tab", "Return", "Tab", "Down", "Return"]),
                Case(
                    arguments: unsorted,
                    keys: ["shift+Tab", "space", "space", "Tab", "Down", "Return"]),
                Case(
                    arguments: unsorted,
                    keys: ["shift+Tab", "Right", "Return", "Tab", "Down", "Down", "Return"]),
                Case(
                    arguments: unsorted,
                    keys: ["shift+Tab", "Right", "Left", "Return", "Tab", "Down", "Return"]),
                Case(arguments: unsorted, keys: ["Down", "shift+Tab", "Return", "Tab", "Return"]),
                Case(
                    arguments: unsorted,
                    keys: ["Down", "Down", "shift+Tab", "Return", "Return", "Tab", "Return"]),
                Case(arguments: unsorted, keys: ["shift+Tab", "shift+Tab", "Return"]),
                Case(
                    arguments: ["--multiple"] + unsorted,
                    keys: ["ctrl+a", "shift+Tab", "Return", "Tab", "Tab", "Tab", "Return"]),
                Case(
                    arguments: unsorted, keys: ["Down", "Return"],
                    clicks: ([fruitHeading.zenity], [fruitHeading.ours])),
                Case(
                    arguments: unsorted, keys: ["Down", "Return"],
                    clicks: (
                        [fruitHeading.zenity, fruitHeading.zenity],
                        [fruitHeading.ours, fruitHeading.ours]
                    )),
                Case(
                    arguments: unsorted, keys: ["Down", "Return"],
                    clicks: ([numberHeading.zenity], [numberHeading.ours])),
                Case(
                    arguments: unsorted, keys: ["Down", "Return"],
                    clicks: (
                        [fruitHeading.zenity, numberHeading.zenity],
                        [fruitHeading.ours, numberHeading.ours]
                    )),
                // The calendar's header arrows move a month or a year (the day kept where the
                // month has it, else its last) and focus the calendar: Tab, Tab is OK.
                Case(
                    arguments: lastOfMarch, keys: ["Tab", "Tab", "Return"],
                    clicks: ([monthBack.zenity], [monthBack.ours])),
                Case(
                    arguments: lastOfMarch, keys: ["Tab", "Tab", "Return"],
                    clicks: ([monthOn.zenity, monthOn.zenity], [monthOn.ours, monthOn.ours])),
                Case(
                    arguments: lastOfMarch, keys: ["Tab", "Tab", "Return"],
                    clicks: ([yearBack.zenity], [yearBack.ours])),
                Case(
                    arguments: ["--calendar", "--day", "29", "--month", "2", "--year", "2024"],
                    keys: ["Tab", "Tab", "Return"], clicks: ([yearOn.zenity], [yearOn.ours])),
                // A click on a row selects it and puts the cursor there (zenity's double
                // click answers): Return then answers it, Down goes on to the next row.
                Case(arguments: fruit, keys: ["Return"], clicks: ([banana.zenity], [banana.ours])),
                Case(
                    arguments: fruit, keys: ["Down", "Return"],
                    clicks: ([banana.zenity], [banana.ours])),
                // --color-selection: the editor's entry holds the colour, selected; Enter
                // there answers nothing, Select (Alt+S) answers it as rgb() or rgba().
                Case(arguments: red, keys: ["alt+s"]),
                Case(arguments: red, keys: ["Escape"]),
                Case(arguments: red, keys: ["alt+c"]),
                Case(arguments: red, keys: ["Return", "alt+s"], typed: "#00ff80"),
                Case(
                    arguments: ["--color-selection", "--color", "rgba(10,20,30,0.5)"],
                    keys: ["Return", "alt+s"], typed: "#ff0000"),
                Case(arguments: ["--color-selection", "--color", "Navy"], keys: ["alt+s"]),
                Case(arguments: ["--color-selection", "--color", "#f80"], keys: ["alt+s"]),
                // --show-palette: the focus on the first swatch, arrows and Tab move, Space
                // and Enter choose, Select answers; a --color off the palette is chosen.
                Case(arguments: palette, keys: ["alt+s"]),
                Case(arguments: palette, keys: ["Right", "space", "alt+s"]),
                Case(arguments: palette, keys: ["Down", "Down", "Right", "space", "alt+s"]),
                Case(arguments: palette, keys: ["Tab", "space", "alt+s"]),
                Case(arguments: palette, keys: ["Left", "Up", "Return", "alt+s"]),
                Case(
                    arguments: palette,
                    keys: Array(repeating: "Right", count: 9) + ["space", "alt+s"]),
                Case(arguments: palette + ["--color", "#123456"], keys: ["alt+s"]),
                Case(
                    arguments: palette + ["--color", "#123456"], keys: ["Right", "space", "alt+s"]),
            ]

            /// What a program did with one case.
            struct Result: Equatable, CustomStringConvertible {
                var status: Int32
                var output: String
                var description: String { "exit \(status), output \(output.debugDescription)" }
            }

            /// Runs `test` through `program` (zenity, or alert-gtk with `zenity` first).
            static func run(_ test: Case, at program: URL, prefix: [String]) async throws
                -> Result
            {
                let running = try GtkProgram(
                    at: program, prefix + test.arguments, environment: test.environment)
                if test.inputFirst, let input = test.input {
                    try running.send(input, closing: true)
                }
                // A command line refused ends the program before any window shows.
                guard try await Self.showsAWindow(running) else {
                    return Result(status: try await running.exitStatus(), output: running.output)
                }
                // The window mapped is not yet the window drawn and focused.
                try await Task.sleep(for: .milliseconds(300))
                if !test.inputFirst, let input = test.input {
                    try running.send(input, closing: test.closesInput)
                    try await Task.sleep(for: .milliseconds(300))
                }
                if test.clicksBeside {
                    try running.click(at: CGPoint(x: 3, y: 3))
                    try await Task.sleep(for: .milliseconds(300))
                }
                for point in prefix.isEmpty ? test.clicks.zenity : test.clicks.ours {
                    try running.click(at: point)
                    try await Task.sleep(for: .milliseconds(300))
                }
                if let typed = test.typed { try running.type(typed) }
                if !test.keys.isEmpty { try running.press(test.keys) }
                let status = try await running.exitStatus()
                return Result(status: status, output: running.output)
            }

            /// Whether `program` shows a window (within 20 s) before it ends.
            static func showsAWindow(_ program: GtkProgram) async throws -> Bool {
                for _ in 0..<200 {
                    guard program.process.isRunning else { return false }
                    let pid = "\(program.process.processIdentifier)"
                    if let found = try? xdotool(["search", "--onlyvisible", "--pid", pid]),
                        !found.isEmpty
                    {
                        return true
                    }
                    try await Task.sleep(for: .milliseconds(100))
                }
                throw GtkTestFailure("no window within 20 s")
            }

            @Test(arguments: cases)
            func alertGtkAnswersAsZenityDoes(_ test: Case) async throws {
                // A language's case proves nothing where its locale is missing (both programs
                // would run in English).
                if let language = test.environment["LC_ALL"] {
                    try #require(
                        try GtkEndToEnd.hasLocale(language),
                        "\(language) is no locale here: localedef -i he_IL -f UTF-8 he_IL.UTF-8")
                }
                let zenity = try await Self.run(
                    test, at: URL(fileURLWithPath: "/usr/bin/zenity"), prefix: [])
                let ours = try await Self.run(
                    test, at: try BuiltExecutable.url(named: "alert-gtk"), prefix: ["zenity"])
                #expect(ours == zenity)
            }

            /// A form in `ALERT_ANSWERS`, field by field (`ID.LABEL`), opens no window (no
            /// display is needed): the fields left out keep their values, a combo's is a
            /// space, a day goes through the date format; `ID=esc` cancels it.
            @Test func aFormIsAnsweredFieldByFieldWithoutADisplay() throws {
                let file = try GtkCommandAppTests.AnswersFile(
                    "Account.Name=bob\nAccount.Day=2024-03-15\nGone=esc\n")
                defer { file.remove() }
                var environment: [String: String?] = ["ALERT_ANSWERS": file.url.path]
                environment["DISPLAY"] = .some(nil)
                environment["WAYLAND_DISPLAY"] = .some(nil)
                let form = try runToEnd(
                    "alert-gtk",
                    [
                        "zenity", "--forms", "--text", "Account", "--add-entry", "Name",
                        "--add-combo", "Shell", "--combo-values", "a|b", "--add-calendar", "Day",
                    ], environment: environment)
                #expect(form.status == 0)
                #expect(form.output == "bob| |03/15/24\n")
                let gone = try runToEnd(
                    "alert-gtk", ["zenity", "--forms", "--text", "Gone", "--add-entry", "Name"],
                    environment: environment)
                #expect(gone.status == 1)
                #expect(gone.output == "")
            }

            /// A colour in `ALERT_ANSWERS` opens no window: the editor and the palette answer
            /// it as zenity prints it; a text that is no colour fails loudly (exit 255).
            @Test func aColorIsAnsweredWithoutADisplay() throws {
                let file = try GtkCommandAppTests.AnswersFile(
                    "Pick=#00ff80\nPalette=#62a0ea\nBad=reddish\n")
                defer { file.remove() }
                var environment: [String: String?] = ["ALERT_ANSWERS": file.url.path]
                environment["DISPLAY"] = .some(nil)
                environment["WAYLAND_DISPLAY"] = .some(nil)
                let run = { (arguments: [String]) in
                    try runToEnd(
                        "alert-gtk", ["zenity", "--color-selection"] + arguments,
                        environment: environment)
                }
                let editor = try run(["--title", "Pick", "--color", "rgba(1,2,3,0.5)"])
                #expect(editor.status == 0)
                #expect(editor.output == "rgba(0,255,128,0.5)\n")
                let palette = try run(["--title", "Palette", "--show-palette"])
                #expect(palette.status == 0)
                #expect(palette.output == "rgb(98,160,234)\n")
                let bad = try run(["--title", "Bad"])
                #expect(bad.status == 255)
                #expect(bad.output == "")
            }

            @Test(arguments: [["--bogus"], ["--info", "--bogus"], ["--list", "--column"]])
            func aBadCommandLineExits255AsZenity(_ arguments: [String]) throws {
                let ours = try runToEnd("alert-gtk", ["zenity"] + arguments)
                #expect(ours.status == 255)
                #expect(ours.output.isEmpty)
                #expect(ours.errors.hasPrefix("alert-gtk zenity: "))
            }
        }
    }
#endif
