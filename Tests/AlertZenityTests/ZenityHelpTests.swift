import AlertCommandKit
import AlertDialog
import Testing

@testable import AlertZenity

/// The usage `alert-gtk zenity --help` prints.
@Suite struct ZenityHelpTests {
    @Test(arguments: [
        "question", "info", "warning", "error", "notification", "entry", "password", "list",
        "calendar", "scale", "text-info", "progress", "file-selection", "forms", "color-selection",
    ])
    func namesEveryDialog(_ dialog: String) {
        #expect(ZenityHelp.text.contains("--\(dialog)"))
        #expect(ZenityCommandLine.DialogOption(rawValue: dialog) != nil)
    }

    @Test(arguments: ["--directory", "--save", "--multiple", "--confirm-overwrite"])
    func namesTheFileChoosersOptions(_ option: String) throws {
        #expect(ZenityHelp.text.contains(option))
        #expect(throws: Never.self) { try ZenityCommandLine.parse(["--file-selection", option]) }
    }

    @Test(arguments: [
        "--add-entry", "--add-password", "--add-multiline-entry", "--add-calendar", "--add-combo",
        "--combo-values", "--forms-date-format",
    ])
    func namesTheFormsFields(_ option: String) throws {
        #expect(ZenityHelp.text.contains(option))
        let value =
            switch option {
            case "--combo-values": ["--add-combo", "C", option, "a|b"]
            case "--add-combo": [option, "X", "--combo-values", "a|b"]
            default: [option, "X"]
            }
        #expect(throws: Never.self) {
            try ZenityCommandLine.parse(["--forms", "--add-entry", "E"] + value)
        }
    }

    @Test(arguments: [["--color", "#ff0000"], ["--show-palette"]])
    func namesTheColorSelectionsOptions(_ option: [String]) throws {
        #expect(ZenityHelp.text.contains(option[0]))
        #expect(throws: Never.self) { try ZenityCommandLine.parse(["--color-selection"] + option) }
    }

    @Test func namesThePasswordsUsername() throws {
        #expect(ZenityHelp.text.contains("--password [--username]"))
        #expect(throws: Never.self) { try ZenityCommandLine.parse(["--password", "--username"]) }
    }

    @Test func itsLinesFitEightyEightColumns() {
        for line in ZenityHelp.text.split(separator: "\n") {
            #expect(line.count <= 88, "\(line)")
        }
    }
}
