import AlertTestSupport
import Foundation
import Testing

/// dialog's own boxes (calendar, time box, pause, forms, input menu) and its Help button,
/// against Debian's dialog: the same command line and keys through both. (Tab is left out
/// of these: dialog moves it differently in each box, between a list or form taken as one
/// stop and its buttons, where alert walks every row and field in turn; the Help and Extra
/// answers of those boxes are checked in `DialogRunnerTests`.)
extension DialogCompatibilityTests {
    static let form = [
        "--form", "Who are you", "15", "50", "4", "Name:", "1", "1", "bob", "1", "10", "20", "0",
        "Age:", "2", "1", "7", "2", "10", "5", "0",
    ]

    static let dialogBoxCases: [Case] = [
        Case(
            dialect: "dialog", arguments: ["--calendar", "Pick a day", "0", "0", "5", "3", "2024"],
            shown: "Pick", keys: [Key.enter]),
        Case(
            dialect: "dialog",
            arguments: [
                "--date-format", "%Y-%m-%d (%a)", "--calendar", "Pick a day", "0", "0", "5", "3",
                "2024",
            ],
            shown: "Pick", keys: [Key.enter]),
        // No such day in February: the day is today's, as in dialog.
        Case(
            dialect: "dialog",
            arguments: ["--calendar", "Pick a day", "0", "0", "31", "2", "2024"],
            shown: "Pick", keys: [Key.enter]),
        Case(
            dialect: "dialog", arguments: ["--calendar", "Pick a day", "0", "0", "5", "3", "2024"],
            shown: "Pick", keys: [Key.escape]),
        // The focus starts on OK (Right moves it to Cancel); Shift-Tab reaches the grid,
        // where Left and Right move a day and Up and Down a week, across months.
        Case(
            dialect: "dialog",
            arguments: ["--calendar", "Pick a day", "0", "0", "31", "1", "2024"],
            shown: "Pick", keys: [Key.right, Key.enter]),
        Case(
            dialect: "dialog",
            arguments: ["--calendar", "Pick a day", "0", "0", "31", "1", "2024"],
            shown: "Pick", keys: [Key.shiftTab, Key.right, Key.enter]),
        Case(
            dialect: "dialog",
            arguments: ["--calendar", "Pick a day", "0", "0", "31", "1", "2024"],
            shown: "Pick", keys: [Key.shiftTab, Key.left, Key.up, Key.enter]),
        Case(
            dialect: "dialog",
            arguments: ["--calendar", "Pick a day", "0", "0", "31", "1", "2024"],
            shown: "Pick",
            keys: [Key.shiftTab, Key.down, Key.down, Key.down, Key.down, Key.down, Key.enter]),
        Case(
            dialect: "dialog", arguments: ["--timebox", "Alarm at", "0", "0", "13", "4", "5"],
            shown: "Alarm", keys: [Key.enter]),
        Case(
            dialect: "dialog",
            arguments: [
                "--time-format", "%Hh%M", "--timebox", "Alarm at", "0", "0", "7", "30", "0",
            ],
            shown: "Alarm", keys: [Key.enter]),
        Case(
            dialect: "dialog", arguments: ["--pause", "Rebooting", "10", "40", "1"],
            shown: "Rebooting", keys: []),
        Case(
            dialect: "dialog", arguments: ["--pause", "Rebooting", "10", "40", "20"],
            shown: "Rebooting", keys: [Key.enter]),
        Case(
            dialect: "dialog", arguments: ["--pause", "Rebooting", "10", "40", "20"],
            shown: "Rebooting", keys: [Key.escape]),
        Case(dialect: "dialog", arguments: form, shown: "Who", keys: [Key.enter]),
        Case(dialect: "dialog", arguments: form, shown: "Who", keys: [Key.escape]),
        // A field of FLEN 0 is shown, not edited, and left out of the answer.
        Case(
            dialect: "dialog",
            arguments: [
                "--form", "Who", "15", "50", "4", "Name:", "1", "1", "bob", "1", "10", "20", "0",
                "Id:", "2", "1", "42", "2", "10", "0", "0",
            ],
            shown: "Who", keys: [Key.enter]),
        Case(
            dialect: "dialog",
            arguments: [
                "--passwordform", "Log in", "15", "50", "4", "Password:", "1", "1", "secret", "1",
                "12", "20", "0",
            ],
            shown: "Log", keys: [Key.enter]),
        Case(
            dialect: "dialog",
            arguments: ["--help-button", "--inputbox", "Host name", "8", "40", "pi"],
            shown: "Host", keys: [Key.tab, Key.tab, Key.tab, Key.enter]),
        Case(
            dialect: "dialog",
            arguments: ["--inputmenu", "Rename", "15", "50", "4", "a", "Alpha", "b", "Beta"],
            shown: "Alpha", keys: [Key.down, Key.enter]),
        Case(
            dialect: "dialog",
            arguments: ["--inputmenu", "Rename", "15", "50", "4", "a", "Alpha", "b", "Beta"],
            shown: "Alpha", keys: [Key.escape]),
        Case(
            dialect: "dialog",
            arguments: [
                "--help-button", "--inputmenu", "Rename", "15", "50", "4", "a", "Alpha", "b",
                "Beta",
            ],
            shown: "Alpha", keys: [Key.down, Key.tab, Key.tab, Key.tab, Key.enter]),
        // whiptail reads past arguments a box does not take, as raspi-config counts on;
        // dialog refuses them.
        Case(
            dialect: "whiptail", arguments: ["--msgbox", "Saved", "20", "60", "1"],
            shown: "Saved", keys: [Key.enter]),
        Case(
            dialect: "whiptail", arguments: ["--yesno", "Enable SSH?", "20", "60", "2"],
            shown: "SSH", keys: [Key.tab, Key.enter]),
        Case(
            dialect: "whiptail", arguments: ["--inputbox", "Host name", "8", "40", "pi", "more"],
            shown: "Host", keys: [Key.enter]),
        Case(
            dialect: "dialog", arguments: ["--msgbox", "Saved", "20", "60", "1"], shown: "",
            keys: []),
        // j and k jump as any letter does in both programs' lists (alert's own lists move
        // with them, as gum's do).
        Case(
            dialect: "whiptail",
            arguments: [
                "--menu", "Call", "15", "50", "4", "a", "Alpha", "j", "Juliet", "k", "Kilo",
            ],
            shown: "Call", keys: ["k", Key.enter]),
        Case(
            dialect: "dialog",
            arguments: [
                "--checklist", "Call", "15", "50", "4", "a", "Alpha", "off", "j", "Juliet", "off",
                "k", "Kilo", "off",
            ],
            shown: "Call", keys: ["j", Key.space, Key.enter]),
        // whiptail has none of these boxes: a one-line error, never an answer.
        Case(
            dialect: "whiptail", arguments: ["--calendar", "Pick a day", "0", "0"], shown: "",
            keys: []),
    ]
}

extension DialogCompatibilityTests {
    /// dialog's own boxes, one at a time.
    @Suite(.serialized, .needs(.whiptail, .dialog))
    struct DialogBoxes {
        @Test(arguments: DialogCompatibilityTests.dialogBoxCases)
        func dialogsOwnBoxesAnswerAsDialog(_ testCase: Case) async throws {
            try await DialogCompatibilityTests.compare(testCase)
        }
    }
}
