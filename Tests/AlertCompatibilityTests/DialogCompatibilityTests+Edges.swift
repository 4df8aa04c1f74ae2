import AlertTestSupport
import Foundation
import Testing

/// The edges of whiptail's and dialog's command lines and keys, against Debian's programs:
/// `--noitem`, status words, radio lists marked twice, sizes as `strtol` reads them, lists
/// without rows, leading dashes, `--output-fd` not open, `--defaultno` in lists, the page
/// keys by each program's page, letters and digits in lists, the Extra and Help buttons.
extension DialogCompatibilityTests {
    /// `count` rows `it1 x1 …` (with a status word for a list).
    static func rows(_ count: Int, status: String? = nil) -> [String] {
        (1...count).flatMap { ["it\($0)", "x\($0)"] + (status.map { [$0] } ?? []) }
    }

    static let edgeCases: [Case] =
        ["whiptail", "dialog"].flatMap { dialect -> [Case] in
            let pick = ["Pick", "20", "60", "4"]
            return [
                Case(
                    dialect: dialect,
                    arguments: [
                        "--noitem", "--menu", "Pick", "12", "40", "3", "first", "x", "second", "y",
                        "third", "z",
                    ], shown: "Pick", keys: [Key.down, Key.enter]),
                Case(
                    dialect: dialect,
                    arguments: [
                        "--noitem", "--checklist", "Pick", "12", "40", "3", "a", "on", "b", "off",
                        "c", "ON",
                    ], shown: "Pick", keys: [Key.enter]),
                Case(
                    dialect: dialect,
                    arguments: [
                        "--checklist", "Pick", "12", "40", "3", "a", "A", "ON", "b", "B", "yes",
                        "c", "C", "1", "d", "D", "On", "e", "E", "true",
                    ], shown: "Pick", keys: [Key.enter]),
                Case(
                    dialect: dialect,
                    arguments: [
                        "--radiolist", "Pick", "12", "40", "3", "a", "A", "on", "b", "B", "on",
                        "c", "C", "off",
                    ], shown: "Pick", keys: [Key.enter]),
                // dialog draws a box of 0 height without its text: its Yes button shows
                // (its hotkey Y drawn apart from the rest).
                Case(
                    dialect: dialect, arguments: ["--yesno", "Go on?", "", "40"], shown: "es",
                    keys: [Key.enter]),
                Case(
                    dialect: dialect, arguments: ["--yesno", "Go on?", " 9", "+40"],
                    shown: "Go on", keys: [Key.enter]),
                Case(
                    dialect: dialect, arguments: ["--yesno", "Go on?", "9x", "40"], shown: "",
                    keys: []),
                Case(
                    dialect: dialect, arguments: ["--menu", "Pick", "12", "40", "3"], shown: "",
                    keys: []),
                Case(
                    dialect: dialect,
                    arguments: [
                        "--output-fd", "5", "--menu", "t", "15", "50", "5", "apple", "A", "banana",
                        "B",
                    ], shown: "", keys: []),
                Case(
                    dialect: dialect,
                    arguments: [
                        "--defaultno", "--menu", "Pick", "12", "40", "3", "a", "A", "b", "B",
                    ],
                    shown: "Pick", keys: [Key.enter]),
                Case(
                    dialect: dialect,
                    arguments: ["--defaultno", "--inputbox", "Host", "8", "40", "xx"],
                    shown: "Host",
                    keys: [Key.enter]),
                Case(
                    dialect: dialect,
                    arguments: [
                        "--defaultno", "--checklist", "Pick", "12", "40", "3", "a", "A", "on", "b",
                        "B", "off",
                    ], shown: "Pick", keys: [Key.enter]),
                Case(
                    dialect: dialect, arguments: ["--menu"] + pick + rows(20), shown: "Pick",
                    keys: [Key.pageDown, Key.enter]),
                Case(
                    dialect: dialect, arguments: ["--menu"] + pick + rows(20), shown: "Pick",
                    keys: [Key.pageDown, Key.pageDown, Key.enter]),
                Case(
                    dialect: dialect, arguments: ["--menu"] + pick + rows(20), shown: "Pick",
                    keys: [Key.end, Key.pageUp, Key.enter]),
                Case(
                    dialect: dialect,
                    arguments: ["--checklist"] + pick + rows(20, status: "off"), shown: "Pick",
                    keys: [Key.pageDown, Key.space, Key.enter]),
                Case(
                    dialect: dialect,
                    arguments: [
                        "--menu", "Pick", "15", "40", "5", "apple", "A", "banana", "B", "cherry",
                        "C",
                    ], shown: "Pick", keys: ["c", Key.enter]),
                Case(
                    dialect: dialect,
                    arguments: [
                        "--menu", "Pick", "15", "40", "5", "ab", "A", "ac", "B", "b", "C", "ad",
                        "D",
                    ], shown: "Pick", keys: ["a", "a", "a", Key.enter]),
                Case(
                    dialect: dialect,
                    arguments: [
                        "--menu", "Pick", "15", "40", "5", "1", "One", "2", "Two", "3", "Three",
                    ], shown: "Pick", keys: ["2", Key.enter]),
                Case(
                    dialect: dialect,
                    arguments: [
                        "--menu", "Pick", "15", "40", "5", "x1", "One", "x2", "Two", "x3", "Three",
                    ], shown: "Pick", keys: ["3", Key.enter]),
                Case(
                    dialect: dialect,
                    arguments: [
                        "--checklist", "Pick", "15", "40", "5", "a", "A", "off", "b", "B", "off",
                    ], shown: "Pick", keys: ["b", Key.space, Key.enter]),
            ]
        } + [
            // whiptail's popt takes -d as an option (and refuses it), dialog takes it as a tag.
            Case(
                dialect: "whiptail",
                arguments: ["--menu", "Pick", "12", "40", "3", "-d", "Delete", "-k", "Keep"],
                shown: "", keys: []),
            Case(
                dialect: "dialog",
                arguments: ["--menu", "Pick", "12", "40", "3", "-d", "Delete", "-k", "Keep"],
                shown: "Pick", keys: [Key.down, Key.enter]),
            Case(
                dialect: "whiptail", arguments: ["--title=Hey", "--msgbox", "hi", "8", "30"],
                shown: "hi", keys: [Key.enter]),
            Case(
                dialect: "dialog", arguments: ["--", "--msgbox", "hi", "8", "30"], shown: "hi",
                keys: [Key.enter]),
            Case(
                dialect: "dialog", arguments: ["--timeout", "-1", "--msgbox", "hi", "8", "30"],
                shown: "hi", keys: [Key.enter]),
            Case(
                dialect: "dialog", arguments: ["--extra-button", "--msgbox", "hi", "8", "30"],
                shown: "hi", keys: [Key.tab, Key.enter]),
            Case(
                dialect: "dialog",
                arguments: ["--extra-label", "Foo", "--msgbox", "hi", "8", "30"],
                shown: "hi", keys: [Key.tab, Key.enter]),
            Case(
                dialect: "dialog", arguments: ["--help-label", "Bar", "--yesno", "hi", "8", "30"],
                shown: "hi", keys: [Key.tab, Key.tab, Key.enter]),
            Case(
                dialect: "dialog",
                arguments: ["--defaultno", "--menu", "Pick", "12", "40", "3", "a", "A", "b", "B"],
                shown: "Pick", keys: [Key.tab, Key.enter]),
        ]
}

extension DialogCompatibilityTests {
    /// The edge cases of whiptail's command line, one at a time.
    @Suite(.serialized, .needs(.whiptail, .dialog))
    struct WhiptailEdges {
        @Test(arguments: DialogCompatibilityTests.edgeCases.filter { $0.dialect == "whiptail" })
        func theEdgesAnswerAsTheRealProgram(_ testCase: Case) async throws {
            try await DialogCompatibilityTests.compare(testCase)
        }
    }

    /// The edge cases of dialog's command line, one at a time.
    @Suite(.serialized, .needs(.whiptail, .dialog))
    struct DialogEdges {
        @Test(arguments: DialogCompatibilityTests.edgeCases.filter { $0.dialect == "dialog" })
        func theEdgesAnswerAsTheRealProgram(_ testCase: Case) async throws {
            try await DialogCompatibilityTests.compare(testCase)
        }

        /// `DIALOG_ERROR` is the status of a command line dialog cannot run, as in dialog.
        @Test func dialogErrorSetsTheStatusOfABadCommandLine() throws {
            let real = "/usr/bin/dialog"
            try OutsideProgram.require([.dialog])
            let arguments = ["--menu", "Pick", "12", "40", "3"]
            let theirs = try PipedRun.run(
                path: real, arguments: arguments, environment: ["DIALOG_ERROR": "7"])
            let ours = try PipedRun.run(
                "alert", arguments: ["dialog"] + arguments, environment: ["DIALOG_ERROR": "7"])
            #expect(theirs.status == 7)
            #expect(ours.status == theirs.status)
        }
    }
}
