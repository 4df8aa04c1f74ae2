import AlertEngine
import Foundation
import Testing

@testable import AlertCommandKit

@Suite struct CommandListOptionsTests {
    func parse(_ arguments: String...) throws(CommandUsageError) -> AlertCommand? {
        guard case .run(let command, _, _, _) = try CommandLineParser.parse(arguments) else {
            return nil
        }
        return command
    }

    func problem(_ arguments: String...) -> String? { problem(arguments) }

    func problem(_ arguments: [String]) -> String? {
        do {
            _ = try CommandLineParser.parse(arguments)
            return nil
        } catch {
            return error.problem
        }
    }

    @Test func chooseReadsItsListOptionsAndButtonLabels() throws {
        let command = try parse(
            "choose", "--label-delimiter", ":", "--selected", "One,2", "--no-limit",
            "--header", "Pick some", "--height", "5", "--ok-label", "Go", "--cancel-label",
            "Back", "One:1", "Two:2", "Three")
        #expect(
            command
                == .choose(
                    options: ["One:1", "Two:2", "Three"], title: nil, asSheet: false,
                    limit: 3,
                    list: CommandListOptions(
                        labelDelimiter: ":", selected: ["One", "2"], header: "Pick some",
                        height: 5),
                    buttons: CommandButtonLabels(ok: "Go", cancel: "Back")))
        let list = CommandListOptions(labelDelimiter: ":", selected: ["One", "2"])
        let choices = list.choices(["One:1", "Two:2", "Three"])
        #expect(choices.map(\.label) == ["One", "Two", "Three"])
        #expect(choices.map(\.value) == ["1", "2", "Three"])
        #expect(try list.selectedRows(among: choices, subcommand: "choose") == [0, 1])
    }

    @Test func taggedArgumentsBecomeTagsWithTheirDescriptions() throws {
        let command = try parse("choose", "--tagged", "1", "System", "2", "Display")
        let list = CommandListOptions(descriptions: ["System", "Display"])
        #expect(command == .choose(options: ["1", "2"], title: nil, asSheet: false, list: list))
        #expect(
            list.choices(["1", "2"]) == [
                CommandChoice(label: "1", detail: "System", value: "1"),
                CommandChoice(label: "2", detail: "Display", value: "2"),
            ])
    }

    @Test func theOtherPromptsTakeTheirButtonsWords() throws {
        let labels = CommandButtonLabels(ok: "Save", cancel: "Back")
        #expect(
            try parse("input", "--ok-label", "Save", "--cancel-label", "Back")
                == .input(title: nil, placeholder: "", value: "", buttons: labels))
        #expect(
            try parse("date", "--ok-label", "Save", "--cancel-label", "Back")
                == .date(title: nil, initial: nil, buttons: labels))
        #expect(
            try parse("message", "Hi", "--ok-label", "Got it")
                == .message(text: "Hi", title: nil, buttons: CommandButtonLabels(ok: "Got it")))
        #expect(
            try parse("filter", "--label-delimiter", "=", "--height", "3", "--limit", "2")
                == .filter(
                    title: nil, placeholder: "Type to filter", choices: [],
                    selection: .several(maximum: 2),
                    list: CommandListOptions(labelDelimiter: "=", height: 3)))
    }

    @Test func badListOptionsAreUsageErrors() {
        let cases: [(String, [String])] = [
            ("--tagged takes TAG DESCRIPTION pairs, and 2 has no", ["--tagged", "1", "a", "2"]),
            ("--tagged needs TAG DESCRIPTION pairs", ["--tagged"]),
            ("--tagged and --label-delimiter", ["--tagged", "--label-delimiter", ":", "a", "b"]),
            ("--label-delimiter must not be empty", ["--label-delimiter", "", "a"]),
            ("--height must be a whole number of rows from 1, not 0", ["--height", "0", "a"]),
            ("--selected must name options, and c is none", ["--selected", "c", "a", "b"]),
            ("--selected names one option without", ["--selected", "a,b", "a", "b"]),
            ("--selected names one option without", ["--selected", "*", "a", "b"]),
            ("--default must be one of the options", ["--default", "x", "a", "b"]),
            ("--ok-label must not be empty", ["--ok-label", "", "a"]),
            ("--sheet shows every option", ["--sheet", "--height", "2", "a", "b"]),
            // More ticked at the start than may be chosen: OK could never be pressed.
            (
                "--selected ticks 3 options, more than the 2 --limit",
                ["--limit", "2", "--selected", "*", "a", "b", "c"]
            ),
        ]
        for (expected, arguments) in cases {
            let found = problem(["choose"] + arguments)
            #expect(found?.hasPrefix(expected) == true, "\(arguments): \(found ?? "parsed")")
        }
        #expect(problem("filter", "--selected", "a")?.hasPrefix("--selected ticks") == true)
        #expect(problem("confirm", "Sure?", "--ok-label", "x")?.hasPrefix("unknown option") == true)
    }

    @MainActor @Test func aDefaultNamesAnOptionByItsLabelAndItsValueIsPrintedWhenTimeRunsOut()
        throws
    {
        let command = try #require(
            try parse("choose", "--label-delimiter", ":", "--default", "Two", "One:1", "Two:2"))
        let choose = try #require(command.asked(as: ChooseQuestion.self))
        #expect(choose.timedOut(answer: "Two") == .accepted(answer: "2"))
        #expect(choose.timedOut(answer: "1") == .accepted(answer: "1"))
    }
}
