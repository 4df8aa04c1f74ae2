import Testing

@testable import AlertCommandKit

/// Reading whiptail's and dialog's command lines: options anywhere, `--`, the boxes'
/// arguments, and every way a command line can be wrong.
struct DialogCommandLineTests {
    func show(_ arguments: [String], _ dialect: DialogDialect = .whiptail) throws -> (
        DialogBox, DialogOptions
    ) {
        guard case .show(let box, let options) = try DialogCommandLine.parse(arguments, as: dialect)
        else {
            Issue.record("\(arguments) asks for no box")
            return (.message(""), DialogOptions())
        }
        return (box, options)
    }

    func problem(_ arguments: [String], _ dialect: DialogDialect = .whiptail) -> String? {
        do {
            _ = try DialogCommandLine.parse(arguments, as: dialect)
            return nil
        } catch {
            return error.problem
        }
    }

    @Test func optionsMayFollowTheBoxAsRaspiConfigWritesThem() throws {
        let (box, options) = try show([
            "--title", "Setup", "--menu", "Choose", "20", "60", "2", "--cancel-button", "Finish",
            "--ok-button", "Select", "1 System", "Configure", "2 Display", "Screen",
        ])
        #expect(
            box
                == .menu(
                    "Choose",
                    entries: [
                        DialogEntry(tag: "1 System", item: "Configure"),
                        DialogEntry(tag: "2 Display", item: "Screen"),
                    ]))
        #expect(options.title == "Setup")
        #expect(options.cancelLabel == "Finish")
        #expect(options.okLabel == "Select")
        #expect(options.height == 20 && options.width == 60 && options.listHeight == 2)
    }

    @Test func aTextBoxTakesItsFileAsItIsAndASize() throws {
        let (box, options) = try show(["--textbox", "/tmp/a\\nb.txt", "20", "60"], .dialog)
        #expect(box == .textbox(path: "/tmp/a\\nb.txt", text: ""))
        #expect(box.text == "/tmp/a\\nb.txt", "the file answers it in ALERT_ANSWERS")
        #expect(options.height == 20 && options.width == 60)
        #expect(
            problem(["--textbox", "f", "20"])
                == "--textbox FILE HEIGHT WIDTH: FILE, HEIGHT and WIDTH are needed")
        #expect(
            problem(["--textbox", "f", "20", "60", "x"])?.hasSuffix("unexpected argument x") == true
        )
    }

    @Test func aDoubleDashMakesTheRestPlainArguments() throws {
        let (box, _) = try show(["--menu", "T", "0", "0", "0", "--", "--x", "-dash item"])
        #expect(box == .menu("T", entries: [DialogEntry(tag: "--x", item: "-dash item")]))
    }

    @Test func listsReadTheirStatusAndNoItem() throws {
        let (box, _) = try show(["--checklist", "T", "0", "0", "0", "a", "A", "ON", "b", "B", "x"])
        #expect(
            box
                == .checklist(
                    "T",
                    entries: [
                        DialogEntry(tag: "a", item: "A", isOn: true),
                        DialogEntry(tag: "b", item: "B", isOn: false),
                    ]))
        let (noItem, _) = try show(["--noitem", "--radiolist", "T", "0", "0", "0", "a", "on"])
        #expect(noItem == .radiolist("T", entries: [DialogEntry(tag: "a", item: "", isOn: true)]))
    }

    @Test func inputsAndGaugesTakeTheirOptionalArgument() throws {
        #expect(
            try show(["--inputbox", "T", "8", "40"]).0 == .input("T", initial: "", isSecret: false))
        #expect(
            try show(["--passwordbox", "T", "8", "40", "pw"]).0
                == .input("T", initial: "pw", isSecret: true))
        #expect(try show(["--gauge", "T", "8", "40", "150"]).0 == .gauge("T", percent: 100))
    }

    @Test func backslashNInTheTextBreaksTheLine() throws {
        #expect(try show(["--msgbox", "a\\nb", "8", "40"]).0 == .message("a\nb"))
    }

    @Test func eachProgramKeepsItsOwnOptions() throws {
        #expect(try show(["--yes-button", "Y", "--yesno", "T", "8", "40"]).1.yesLabel == "Y")
        #expect(
            problem(["--yes-label", "Y", "--yesno", "T", "8", "40"])?.contains("--yes-label")
                == true)
        let (_, options) = try show(
            ["--stdout", "--yes-label", "Y", "--extra-button", "--yesno", "T", "8", "40"], .dialog)
        #expect(options.outputDescriptor == 1)
        #expect(options.yesLabel == "Y")
        #expect(options.extraLabel == "Extra")
        #expect(problem(["--stdout", "--msgbox", "T", "8", "40"])?.contains("--stdout") == true)
        #expect(problem(["--yes-button", "Y", "--msgbox", "T", "8", "40"], .dialog) != nil)
    }

    @Test func wrongCommandLinesSayWhatIsWrong() {
        #expect(problem(["--title", "T"])?.contains("box option is missing") == true)
        #expect(problem(["--msgbox", "T", "8"])?.contains("HEIGHT and WIDTH") == true)
        #expect(problem(["--msgbox", "T", "8", "wide"])?.contains("WIDTH must be a whole") == true)
        #expect(problem(["--msgbox", "T", "8", "40", "extra"])?.contains("unexpected") == true)
        #expect(problem(["--msgbox", "T", "8", "40", "--yesno"])?.contains("only one box") == true)
        #expect(problem(["--menu", "T", "8", "40", "2", "a"])?.contains("come out even") == true)
        #expect(problem(["--title"])?.contains("needs a value") == true)
        #expect(problem(["--output-fd", "x", "--msgbox", "T", "8", "40"]) != nil)
        #expect(
            problem(["--tailbox", "/etc/hosts", "8", "40"])?.contains("unknown option") == true)
    }

    @Test func aNegativeSizeIsANumberNotAnOption() throws {
        let (box, options) = try show(["--msgbox", "T", "-1", "-1"], .dialog)
        #expect(box == .message("T"))
        #expect(options.height == -1 && options.width == -1)
    }

    @Test func helpAndVersionAnswerFirst() throws {
        #expect(try DialogCommandLine.parse(["--help", "--msgbox"], as: .dialog) == .help)
        #expect(try DialogCommandLine.parse(["-v"], as: .whiptail) == .version)
    }
}
