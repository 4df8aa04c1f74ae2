import AlertCommandKit
import Testing

@testable import AlertDialog

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

    /// `--noitem`: dialog takes every word of a menu as a row and no ITEM in any list;
    /// whiptail still takes a menu's ITEM (and shows it not), no ITEM in a check list.
    @Test func noItemIsReadAsEachProgramReadsIt() throws {
        let words = ["first", "x", "second", "y"]
        let (dialogMenu, _) = try show(
            ["--noitem", "--menu", "P", "12", "40", "3"] + words, .dialog)
        #expect(dialogMenu == .menu("P", entries: words.map { DialogEntry(tag: $0, item: "") }))
        let (whiptailMenu, _) = try show(["--noitem", "--menu", "P", "12", "40", "3"] + words)
        #expect(
            whiptailMenu
                == .menu(
                    "P",
                    entries: [
                        DialogEntry(tag: "first", item: ""), DialogEntry(tag: "second", item: ""),
                    ]))
        let (dialogInputMenu, _) = try show(
            ["--noitem", "--inputmenu", "P", "12", "40", "3", "a", "b", "c"], .dialog)
        #expect(
            dialogInputMenu
                == .inputMenu("P", entries: ["a", "b", "c"].map { DialogEntry(tag: $0, item: "") }))
    }

    /// A STATUS is on as each program reads it: whiptail's newt takes `1`, `on` and `yes` in
    /// any case; dialog `on` in any case alone.
    @Test(arguments: [
        ("ON", true, true), ("yes", true, false), ("YES", true, false), ("1", true, false),
        ("On", true, true), ("true", false, false), ("0", false, false), ("off", false, false),
        ("x", false, false), ("", false, false),
    ])
    func aStatusWordIsOnAsEachProgramReadsIt(word: String, whiptail: Bool, dialog: Bool) {
        #expect(DialogDialect.whiptail.isOn(word) == whiptail)
        #expect(DialogDialect.dialog.isOn(word) == dialog)
    }

    /// Several radio rows marked on: whiptail starts on the last, dialog on the first.
    @Test func aRadioListMarkedTwiceStartsWhereEachProgramDoes() {
        #expect(DialogDialect.whiptail.startingRadioRow(among: [0, 1]) == 1)
        #expect(DialogDialect.dialog.startingRadioRow(among: [0, 1]) == 0)
        #expect(DialogDialect.whiptail.startingRadioRow(among: [Int]()) == nil)
    }

    /// Sizes are read as `strtol` reads them, whole: an empty size is 0 (fit), spaces
    /// before it and a sign are taken, anything after the digits is an error.
    @Test(
        arguments: [
            ("", 0), (" 9", 9), ("+7", 7), ("-5", -5), ("\t12", 12), ("0009", 9),
            ("99999999999999999999", Int.max),
        ] as [(String, Int)])
    func aSizeIsReadAsStrtolReadsIt(text: String, value: Int) {
        #expect(DialogCommandLine.cNumber(text) == value)
    }

    @Test(arguments: ["9x", "9 ", " ", "+", "-", "abc", "0x10", "1.5"])
    func aSizeThatStrtolStopsInIsAnError(text: String) {
        #expect(DialogCommandLine.cNumber(text) == nil)
    }

    @Test func anEmptySizeShowsTheBox() throws {
        let (box, options) = try show(["--yesno", "Go on?", "", "40"])
        #expect(box == .yesNo("Go on?"))
        #expect(options.height == 0)
    }

    /// whiptail (popt) takes every argument that starts with `-` as an option, a negative
    /// size and a tag such as `-d` too (both refused); dialog takes them as data.
    @Test func leadingDashesAreOptionsToWhiptailAndDataToDialog() throws {
        #expect(problem(["--menu", "P", "12", "40", "3", "-d", "Delete"])?.contains("-d") == true)
        #expect(problem(["--yesno", "P", "-5", "40"]) != nil)
        let (box, _) = try show(["--menu", "P", "12", "40", "3", "-d", "Delete"], .dialog)
        #expect(box == .menu("P", entries: [DialogEntry(tag: "-d", item: "Delete")]))
        // whiptail's rows after `--` are data; dialog's `--` makes the next argument data.
        let (afterEnd, _) = try show(["--menu", "P", "12", "40", "3", "--", "-d", "Delete"])
        #expect(afterEnd == .menu("P", entries: [DialogEntry(tag: "-d", item: "Delete")]))
        let (escaped, _) = try show(
            ["--menu", "P", "12", "40", "3", "--", "--all", "All"], .dialog)
        #expect(escaped == .menu("P", entries: [DialogEntry(tag: "--all", item: "All")]))
        let (leading, _) = try show(["--", "--msgbox", "hi", "8", "30"], .dialog)
        #expect(leading == .message("hi"))
    }

    @Test func whiptailTakesAnOptionsValueAfterAnEqualsSign() throws {
        let (box, options) = try show(["--title=Hey", "--msgbox", "hi", "8", "30"])
        #expect(box == .message("hi"))
        #expect(options.title == "Hey")
        #expect(problem(["--title=Hey", "--msgbox", "hi", "8", "30"], .dialog) != nil)
    }

    /// A list box with no row: an error in dialog, and in whiptail's menu (its check
    /// list shows empty).
    @Test func aListWithNoRowIsAnErrorWhereTheProgramMakesItOne() throws {
        #expect(problem(["--menu", "P", "12", "40", "3"], .dialog) != nil)
        #expect(problem(["--checklist", "P", "12", "40", "3"], .dialog) != nil)
        #expect(problem(["--menu", "P", "12", "40", "3"]) != nil)
        let (box, _) = try show(["--checklist", "P", "12", "40", "3"])
        #expect(box == .checklist("P", entries: []))
    }

    /// dialog's --timeout -1 (atol) is no time-out, as 0 is.
    @Test func aNegativeTimeOutIsNone() throws {
        let (_, options) = try show(["--timeout", "-1", "--msgbox", "hi", "8", "30"], .dialog)
        #expect(options.timeoutSeconds == nil)
    }

    /// A button's label alone adds no button; --extra-button and --help-button do.
    @MainActor @Test func aLabelAloneAddsNoButton() throws {
        let (_, labelled) = try show(
            ["--extra-label", "Foo", "--help-label", "Bar", "--msgbox", "hi", "8", "30"], .dialog)
        #expect(!labelled.hasExtraButton && !labelled.hasHelpButton)
        #expect(DialogRunner.standardButtons(labelled) == [.ok, .cancel])
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
            problem(["--textbox", "f", "20", "60", "x"], .dialog)?.hasSuffix(
                "unexpected argument x") == true
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
        #expect(options.hasExtraButton)
        #expect(options.extraLabel == nil, "the button keeps its own word")
        #expect(problem(["--stdout", "--msgbox", "T", "8", "40"])?.contains("--stdout") == true)
        #expect(problem(["--yes-button", "Y", "--msgbox", "T", "8", "40"], .dialog) != nil)
    }

    @Test func wrongCommandLinesSayWhatIsWrong() {
        #expect(problem(["--title", "T"])?.contains("box option is missing") == true)
        #expect(problem(["--msgbox", "T", "8"])?.contains("HEIGHT and WIDTH") == true)
        #expect(problem(["--msgbox", "T", "8", "wide"])?.contains("WIDTH must be a whole") == true)
        // dialog refuses an argument past the box's own; whiptail reads past it.
        #expect(
            problem(["--msgbox", "T", "8", "40", "extra"], .dialog)?.contains("unexpected") == true)
        #expect(problem(["--msgbox", "T", "8", "40", "1"]) == nil)
        #expect(problem(["--inputbox", "T", "8", "40", "init", "1"]) == nil)
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

/// dialog's own boxes: what their arguments start at when left out, and their errors.
struct DialogBoxCommandLineTests {
    let today = CalendarDay(year: 2026, month: 1, day: 31)!
    /// 09:08:07.
    let now = 9 * 3600 + 8 * 60 + 7

    func box(_ arguments: [String]) throws -> DialogBox {
        guard
            case .show(let box, _) = try DialogCommandLine.parse(
                arguments, as: .dialog, today: today, now: now)
        else {
            Issue.record("\(arguments) asks for no box")
            return .message("")
        }
        return box
    }

    @Test func aCalendarStartsAtTodayForWhatIsLeftOutOrNoRealDay() throws {
        let day = { (year: Int, month: Int, day: Int) in
            DialogBox.calendar("T", start: CalendarDay(year: year, month: month, day: day)!)
        }
        #expect(try box(["--calendar", "T", "0", "0", "5", "3", "2024"]) == day(2024, 3, 5))
        #expect(try box(["--calendar", "T", "0", "0"]) == day(2026, 1, 31))
        #expect(try box(["--calendar", "T", "0", "0", "-1", "3", "2024"]) == day(2024, 3, 31))
        // No 31 February: today's day is none either, so the month's last day.
        #expect(try box(["--calendar", "T", "0", "0", "31", "2", "2024"]) == day(2024, 2, 29))
        #expect(try box(["--calendar", "T", "0", "0", "5", "13", "0"]) == day(2026, 1, 5))
    }

    @Test func aTimeboxStartsAtNowForWhatIsLeftOutOrOutOfRange() throws {
        #expect(
            try box(["--timebox", "T", "0", "0", "13", "4", "5"]) == .timebox("T", start: 47045))
        #expect(try box(["--timebox", "T", "0", "0"]) == .timebox("T", start: now))
        #expect(
            try box(["--timebox", "T", "0", "0", "25", "4", "-1"])
                == .timebox("T", start: 9 * 3600 + 4 * 60 + 7))
    }

    @Test func aFormReadsEightArgumentsAField() throws {
        let form = try box([
            "--passwordform", "T", "0", "0", "3", "Pin:", "1", "1", "", "1", "6", "8", "4", "Id:",
            "2", "1", "x", "2", "6", "-3", "0", "Any:", "3", "1", "", "3", "6", "0", "0",
        ])
        #expect(
            form
                == .form(
                    "T",
                    fields: [
                        DialogFormField(
                            label: "Pin:", item: "", isEditable: true, maximumLength: 4),
                        DialogFormField(
                            label: "Id:", item: "x", isEditable: false, maximumLength: nil),
                        DialogFormField(
                            label: "Any:", item: "", isEditable: false, maximumLength: nil),
                    ], isSecret: true))
    }

    func problem(_ arguments: [String], _ dialect: DialogDialect) -> String? {
        do {
            _ = try DialogCommandLine.parse(arguments, as: dialect)
            return nil
        } catch {
            return error.problem
        }
    }

    @Test func dialogsOwnBoxesSayWhatIsWrong() {
        #expect(
            problem(["--pause", "T", "0", "0"], .dialog)?.contains("SECONDS is needed") == true)
        #expect(
            problem(["--form", "T", "0", "0", "2", "a", "1"], .dialog)?.contains("no multiple of 8")
                == true)
        #expect(
            problem(
                ["--form", "T", "0", "0", "2", "a", "y", "1", "b", "1", "1", "5", "5"], .dialog)?
                .contains("Y and X") == true)
        #expect(problem(["--calendar", "T", "0", "0"], .whiptail)?.contains("--calendar") == true)
        #expect(problem(["--calendar", "T", "0", "0", "1", "2", "3", "4"], .dialog) != nil)
    }
}
