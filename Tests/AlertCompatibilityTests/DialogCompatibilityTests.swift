import AlertTestSupport
import Foundation
import Testing

/// `alert whiptail …` and `alert dialog …` against Debian's whiptail and dialog: the same
/// command line and the same keys through both, in a pseudo-terminal; the exit status and
/// the answer (its bytes, on the stream the program writes it to) must be equal.
/// `.ci/run` installs both programs; without them these tests fail, naming what is missing.
///
/// The cases run one at a time within each of the nested suites (each waits for the screen
/// to be still before it types), and the suites run beside each other: most of a case's
/// time is spent waiting, not computing.
struct DialogCompatibilityTests {
    /// One command line with its keys.
    struct Case: CustomTestStringConvertible, Sendable {
        var dialect: String
        var arguments: [String]
        /// A word the box shows once it is drawn.
        var shown: String
        var keys: [String]
        var stream: DialogProgramRun.AnswerStream = .standardError
        var environment: [String: String] = [:]
        /// The seed a generated case was made from (see `generated(seed:)`).
        var seed: UInt64?

        var testDescription: String {
            let made = seed.map { " (seed \($0))" } ?? ""
            return "\(dialect) \(arguments.map { $0.debugDescription }.joined(separator: " "))"
                + " ⟨\(keys.map(Self.name).joined(separator: " "))⟩\(made)"
        }

        static func name(_ key: String) -> String {
            [
                Key.enter: "Enter", Key.escape: "Esc", Key.down: "Down", Key.up: "Up",
                Key.tab: "Tab", Key.space: "Space", Key.end: "End", Key.right: "Right",
                Key.left: "Left", Key.shiftTab: "Shift-Tab", Key.home: "Home",
                Key.pageUp: "PageUp", Key.pageDown: "PageDown",
            ][key] ?? key
        }
    }

    /// Keys as a terminal sends them.
    enum Key {
        static let enter = "\r"
        static let escape = "\u{1B}"
        static let tab = "\t"
        static let space = " "
        static let up = "\u{1B}[A"
        static let down = "\u{1B}[B"
        static let right = "\u{1B}[C"
        static let left = "\u{1B}[D"
        static let shiftTab = "\u{1B}[Z"
        static let end = "\u{1B}[F"
        static let home = "\u{1B}[H"
        static let pageUp = "\u{1B}[5~"
        static let pageDown = "\u{1B}[6~"
    }

    static let menu = [
        "--menu", "Pick one", "15", "50", "4", "a", "Alpha", "b c", "Beta", "c", "Gamma",
    ]
    static let checklist = [
        "--checklist", "Pick some", "15", "50", "4", "a", "Alpha", "on", "b c", "Beta", "off",
        "c", "Gamma", "ON",
    ]
    static let radiolist = [
        "--radiolist", "Pick one", "15", "50", "4", "a", "Alpha", "off", "b", "Beta", "on",
        "c", "Gamma", "off",
    ]

    static let cases: [Case] =
        ["whiptail", "dialog"].flatMap { dialect -> [Case] in
            let cancelOption = dialect == "whiptail" ? "--cancel-button" : "--cancel-label"
            let yesOption = dialect == "whiptail" ? "--yes-button" : "--yes-label"
            return [
                Case(
                    dialect: dialect, arguments: ["--msgbox", "Saved", "8", "40"], shown: "Saved",
                    keys: [Key.enter]),
                Case(
                    dialect: dialect,
                    arguments: ["--title", "Note", "--msgbox", "Line one\\nLine two", "10", "40"],
                    shown: "two", keys: [Key.escape]),
                Case(
                    dialect: dialect, arguments: ["--yesno", "Enable SSH?", "8", "40"],
                    shown: "SSH", keys: [Key.enter]),
                Case(
                    dialect: dialect, arguments: ["--yesno", "Enable SSH?", "8", "40"],
                    shown: "SSH", keys: [Key.tab, Key.enter]),
                Case(
                    dialect: dialect, arguments: ["--yesno", "Enable SSH?", "8", "40"],
                    shown: "SSH", keys: [Key.escape]),
                Case(
                    dialect: dialect,
                    arguments: ["--defaultno", "--yesno", "Enable SSH?", "8", "40"], shown: "SSH",
                    keys: [Key.enter]),
                Case(
                    dialect: dialect,
                    arguments: [yesOption, "Sure", "--yesno", "Reboot now?", "8", "40"],
                    shown: "Reboot", keys: [Key.enter]),
                Case(
                    dialect: dialect, arguments: ["--infobox", "Working", "8", "40"],
                    shown: "Working", keys: []),
                Case(
                    dialect: dialect, arguments: ["--inputbox", "Host name", "8", "40"],
                    shown: "Host", keys: ["pi", Key.enter]),
                Case(
                    dialect: dialect,
                    arguments: ["--inputbox", "Host name", "8", "40", "raspberry"], shown: "Host",
                    keys: [Key.end, "pi", Key.enter]),
                Case(
                    dialect: dialect, arguments: ["--inputbox", "Host name", "8", "40", "x"],
                    shown: "Host", keys: [Key.escape]),
                Case(
                    dialect: dialect, arguments: ["--passwordbox", "Password", "8", "40"],
                    shown: "Password", keys: ["s3cret", Key.enter]),
                Case(dialect: dialect, arguments: menu, shown: "Pick", keys: [Key.enter]),
                Case(
                    dialect: dialect, arguments: menu, shown: "Pick", keys: [Key.down, Key.enter]),
                Case(
                    dialect: dialect, arguments: ["--default-item", "c"] + menu, shown: "Pick",
                    keys: [Key.enter]),
                Case(dialect: dialect, arguments: menu, shown: "Pick", keys: [Key.escape]),
                Case(
                    dialect: dialect, arguments: ["--notags"] + menu, shown: "Pick",
                    keys: [Key.down, Key.enter]),
                // whiptail takes options anywhere (raspi-config puts them after the box's
                // sizes); dialog only before the box.
                Case(
                    dialect: dialect,
                    arguments: dialect == "whiptail"
                        ? Array(menu.prefix(5)) + [cancelOption, "Back"] + menu.dropFirst(5)
                        : [cancelOption, "Back"] + menu,
                    shown: "Pick", keys: [Key.down, Key.down, Key.enter]),
                Case(dialect: dialect, arguments: checklist, shown: "Pick", keys: [Key.enter]),
                Case(
                    dialect: dialect, arguments: checklist, shown: "Pick",
                    keys: [Key.down, Key.space, Key.enter]),
                Case(
                    dialect: dialect, arguments: checklist, shown: "Pick",
                    keys: [Key.space, Key.enter]),
                Case(
                    dialect: dialect, arguments: ["--separate-output"] + checklist, shown: "Pick",
                    keys: [Key.down, Key.space, Key.enter]),
                Case(dialect: dialect, arguments: checklist, shown: "Pick", keys: [Key.escape]),
                Case(dialect: dialect, arguments: radiolist, shown: "Pick", keys: [Key.enter]),
                Case(dialect: dialect, arguments: radiolist, shown: "Pick", keys: [Key.escape]),
                // Every tick taken off: the answer is empty.
                Case(
                    dialect: dialect, arguments: checklist, shown: "Pick",
                    keys: [Key.space, Key.down, Key.down, Key.space, Key.enter]),
                Case(
                    dialect: dialect,
                    arguments: [
                        "--noitem", "--checklist", "Pick", "12", "40", "3", "a", "on", "b", "off",
                    ],
                    shown: "Pick", keys: [Key.down, Key.space, Key.enter]),
                Case(
                    dialect: dialect, arguments: ["--nocancel"] + menu, shown: "Pick",
                    keys: [Key.down, Key.down, Key.enter]),
                Case(
                    dialect: dialect, arguments: radiolist, shown: "Pick",
                    keys: [Key.down, Key.down, Key.space, Key.enter]),
                Case(
                    dialect: dialect, arguments: ["--bogus-option", "--msgbox", "x", "8", "40"],
                    shown: "", keys: []),
                // A text box closes with 0 on Enter, after scrolling too, and 255 on Esc.
                Case(
                    dialect: dialect, arguments: ["--textbox", textboxFile, "12", "50"],
                    shown: "alpha", keys: [Key.enter]),
                Case(
                    dialect: dialect,
                    arguments: ["--title", "Notes", "--textbox", textboxFile, "12", "50"],
                    shown: "alpha", keys: [Key.down, Key.down, Key.end, Key.enter]),
                Case(
                    dialect: dialect, arguments: ["--textbox", textboxFile, "12", "50"],
                    shown: "alpha", keys: [Key.escape]),
                // Space presses the focused button, in both programs.
                Case(
                    dialect: dialect, arguments: ["--yesno", "Enable SSH?", "8", "40"],
                    shown: "SSH", keys: [Key.space]),
                Case(
                    dialect: dialect, arguments: ["--yesno", "Enable SSH?", "8", "40"],
                    shown: "SSH", keys: [Key.tab, Key.space]),
                Case(
                    dialect: dialect, arguments: ["--msgbox", "Saved", "8", "40"], shown: "Saved",
                    keys: [Key.space]),
                Case(
                    dialect: dialect, arguments: ["--inputbox", "Host name", "8", "40"],
                    shown: "Host", keys: ["a b", Key.tab, Key.space]),
                // A menu row: dialog chooses it with Space; whiptail's Space does nothing.
                Case(
                    dialect: dialect, arguments: menu, shown: "Pick",
                    keys: [Key.down, Key.space, Key.up, Key.enter]),
                // A letter on a box's buttons: dialog presses the button it is the hotkey of
                // (the label's first capital); whiptail ignores it.
                Case(
                    dialect: dialect, arguments: ["--yesno", "Enable SSH?", "8", "40"],
                    shown: "SSH", keys: ["n", Key.enter]),
                Case(
                    dialect: dialect,
                    arguments: [yesOption, "sUre", "--yesno", "Reboot now?", "8", "40"],
                    shown: "Reboot", keys: [Key.tab, "s", "u", Key.enter]),
                Case(
                    dialect: dialect, arguments: ["--inputbox", "Host name", "8", "40", "pi"],
                    shown: "Host", keys: ["c", Key.tab, "c", Key.enter]),
                // Tab leaves a list for its buttons and comes back to the row it left:
                // whiptail goes to OK first, dialog (whose OK Enter presses) to Cancel.
                Case(dialect: dialect, arguments: menu, shown: "Pick", keys: [Key.tab, Key.enter]),
                Case(
                    dialect: dialect, arguments: menu, shown: "Pick",
                    keys: [Key.tab, Key.tab, Key.enter]),
                Case(
                    dialect: dialect, arguments: menu, shown: "Pick",
                    keys: [Key.down, Key.tab, Key.tab, Key.tab, Key.enter]),
                Case(
                    dialect: dialect, arguments: menu, shown: "Pick",
                    keys: [Key.down, Key.tab, Key.down, Key.enter]),
                Case(
                    dialect: dialect, arguments: menu, shown: "Pick",
                    keys: [Key.shiftTab, Key.enter]),
                // The arrows, Home, End and the pages stay among a menu's rows (Down past
                // the last row, or End, never reaches Cancel); on the buttons each program
                // has its own moves (whiptail's Up from OK goes back to the list, dialog's
                // Right and Left go round as Tab does).
            ]
                + [
                    [Key.end, Key.enter], [Key.pageDown, Key.enter],
                    [Key.down, Key.down, Key.down, Key.enter], [Key.down, Key.right, Key.enter],
                    [Key.tab, Key.up, Key.down, Key.enter], [Key.tab, Key.end, Key.enter],
                    [Key.tab, Key.right, Key.enter],
                    [Key.down, Key.tab, Key.right, Key.down, Key.enter],
                ].map { keys in Case(dialect: dialect, arguments: menu, shown: "Pick", keys: keys) }
                // whiptail's check lists take Left and Right as Up and Down and ignore Home and
                // End; dialog's go round the buttons with Left and Right.
                + [
                    [Key.end, Key.space, Key.enter], [Key.down, Key.right, Key.space, Key.enter],
                    [Key.down, Key.right, Key.enter], [Key.tab, Key.left, Key.space, Key.enter],
                    [Key.down, Key.down, Key.down, Key.space, Key.enter],
                ].map { keys in
                    Case(dialect: dialect, arguments: checklist, shown: "Pick", keys: keys)
                }
                // On the buttons of a question: dialog's Down and End do nothing and its
                // Left and Right wrap; whiptail steps; Up from OK goes back to a field.
                + [
                    [Key.down, Key.enter], [Key.end, Key.enter], [Key.right, Key.right, Key.enter],
                    [Key.left, Key.enter],
                ].map { keys in
                    Case(
                        dialect: dialect, arguments: ["--yesno", "Enable SSH?", "8", "40"],
                        shown: "SSH", keys: keys)
                }
                + [[Key.tab, Key.up, "x", Key.enter], [Key.tab, Key.down, Key.enter]].map { keys in
                    Case(
                        dialect: dialect, arguments: ["--inputbox", "Host name", "8", "40", "pi"],
                        shown: "Host", keys: keys)
                }
                + [
                    Case(
                        dialect: dialect, arguments: checklist, shown: "Pick",
                        keys: [Key.down, Key.space, Key.tab, Key.enter]),
                    Case(
                        dialect: dialect, arguments: checklist, shown: "Pick",
                        keys: [Key.down, Key.space, Key.tab, Key.tab, Key.tab, Key.enter]),
                    Case(
                        dialect: dialect, arguments: checklist, shown: "Pick",
                        keys: [Key.space, Key.shiftTab, Key.shiftTab, Key.enter]),
                    Case(
                        dialect: dialect, arguments: radiolist, shown: "Pick",
                        keys: [Key.down, Key.down, Key.space, Key.tab, Key.enter]),
                ]
        } + [
            Case(
                dialect: "dialog", arguments: ["--stdout"] + menu, shown: "Pick",
                keys: [Key.down, Key.enter], stream: .standardOutput),
            Case(
                dialect: "dialog", arguments: ["--stdout", "--inputbox", "Host name", "8", "40"],
                shown: "Host", keys: ["pi", Key.enter], stream: .standardOutput),
            Case(
                dialect: "dialog", arguments: ["--yesno", "Enable SSH?", "8", "40"], shown: "SSH",
                keys: [Key.tab, Key.enter], environment: ["DIALOG_CANCEL": "7"]),
            Case(
                dialect: "dialog", arguments: ["--yesno", "Enable SSH?", "8", "40"], shown: "SSH",
                keys: [Key.escape], environment: ["DIALOG_ESC": "9"]),
        ]

    /// The file the text boxes show: 40 lines, made once for the run.
    static let textboxFile: String = {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("alert-textbox-\(getpid()).txt").path
        let lines = ["alpha", "beta\twith a tab"] + (3...40).map { "line \($0)" }
        _ = FileManager.default.createFile(
            atPath: path, contents: Data((lines.joined(separator: "\n") + "\n").utf8))
        return path
    }()

    /// Runs `testCase` through the real program and through `alert` at once, each in a
    /// terminal of its own, and expects the same exit status and answer.
    static func compare(_ testCase: Case) async throws {
        let real = "/usr/bin/\(testCase.dialect)"
        try OutsideProgram.require([.whiptail, .dialog])
        let alert = try BuiltExecutable.url(named: "alert").path
        let (theirs, ours) = try await DialogProgramRun.together(
            {
                try DialogProgramRun.run(
                    real, testCase.arguments, shown: testCase.shown, keys: testCase.keys,
                    answerOn: testCase.stream, environment: testCase.environment)
            },
            {
                try DialogProgramRun.run(
                    alert, [testCase.dialect] + testCase.arguments, shown: testCase.shown,
                    keys: testCase.keys, answerOn: testCase.stream,
                    environment: testCase.environment)
            })
        if testCase.shown.isEmpty {
            // A command line that cannot run: dialog refuses it with 255, whiptail with 1,
            // which a script reads as "No"; ours is 255 for both (a one-line error), never
            // an answer.
            #expect(theirs.status != 0)
            #expect(ours.status == 255)
        } else {
            #expect(ours == theirs)
        }
    }
}

extension DialogCompatibilityTests {
    /// The common boxes, options and keys through `alert whiptail` beside whiptail.
    @Suite(.serialized, .needs(.whiptail, .dialog))
    struct Whiptail {
        @Test(arguments: DialogCompatibilityTests.cases.filter { $0.dialect == "whiptail" })
        func answersAsTheRealProgram(_ testCase: Case) async throws {
            try await DialogCompatibilityTests.compare(testCase)
        }
    }

    /// The common boxes, options and keys through `alert dialog` beside dialog.
    @Suite(.serialized, .needs(.whiptail, .dialog))
    struct Dialog {
        @Test(arguments: DialogCompatibilityTests.cases.filter { $0.dialect == "dialog" })
        func answersAsTheRealProgram(_ testCase: Case) async throws {
            try await DialogCompatibilityTests.compare(testCase)
        }
    }
}
