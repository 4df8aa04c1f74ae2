import AlertCommandKit

/// Reads a whiptail or dialog command line, as each program takes it: the options may come
/// anywhere (`whiptail --menu TEXT 20 60 10 --ok-button Select TAG ITEM …` is common), `--`
/// makes every later argument a plain one, and the arguments that are no option belong to
/// the box, in order. O(n) in the arguments.
package enum DialogCommandLine {
    /// What a command line asks for.
    package enum Invocation: Hashable, Sendable {
        /// Show `box` with `options`.
        case show(DialogBox, DialogOptions)
        /// Print the usage (`--help`) and exit 0.
        case help
        /// Print the version (`--version`) and exit 0.
        case version
    }

    /// Parses `arguments` (without the program name) as `dialect` reads them.
    ///
    /// - Throws: a ``DialogUsageError`` naming the first option or argument that does not
    ///   fit: an unknown option, a missing value, a box that is missing, given twice or not
    ///   supported, a size that is no number, list rows that do not come out even.
    ///
    /// `today` and `now` (seconds since midnight, local time) stand for what the calendar
    /// and the time box start at when their command line leaves it out.
    package static func parse(
        _ arguments: [String], as dialect: DialogDialect, today: CalendarDay = .today(),
        now: Int = DialogClockTime.now()
    ) throws(DialogUsageError) -> Invocation {
        var options = DialogOptions()
        var box: BoxOption?
        var positionals: [String] = []
        var iterator = arguments.makeIterator()
        var optionsEnded = false
        var escapesNext = false
        while var argument = iterator.next() {
            if dialect == .dialog, argument == "--" {
                // dialog drops `--`; among a box's arguments it makes the next one data even
                // when it looks like an option (`--menu … -- --all All`).
                escapesNext = box != nil
                continue
            }
            let escaped = escapesNext
            escapesNext = false
            guard !optionsEnded, !escaped, dialect.isOption(argument) else {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            if argument == "-h" || argument == "--help" { return .help }
            if argument == "-v" || argument == "--version" { return .version }
            // whiptail's popt takes `--title=TEXT` as `--title TEXT`.
            var attached: String?
            if dialect == .whiptail, argument.hasPrefix("--"),
                let equals = argument.firstIndex(of: "=")
            {
                attached = String(argument[argument.index(after: equals)...])
                argument = String(argument[..<equals])
            }
            let name = argument.hasPrefix("--") ? String(argument.dropFirst(2)) : argument
            if let found = BoxOption(rawValue: name), attached == nil {
                guard box == nil else {
                    throw DialogUsageError("only one box at a time (\(argument) comes second)")
                }
                guard found.isSupported(in: dialect) else {
                    throw DialogUsageError.unknownOption(argument)
                }
                box = found
                continue
            }
            if let option = ValueOption(rawValue: name), option.isKnown(in: dialect) {
                guard let value = attached ?? iterator.next() else {
                    throw DialogUsageError("\(argument) needs a value")
                }
                try option.apply(value, to: &options, as: argument)
                continue
            }
            guard let flag = Flag(rawValue: name), flag.isKnown(in: dialect), attached == nil
            else {
                throw DialogUsageError.unknownOption(argument)
            }
            flag.apply(to: &options)
        }
        guard let box else {
            throw DialogUsageError("a box option is missing (--msgbox, --yesno, --menu, …)")
        }
        let made = try box.make(
            from: positionals, options: &options, dialect, today: today, now: now)
        return .show(made, options)
    }

    /// The box options.
    private enum BoxOption: String {
        case msgbox, yesno, infobox, inputbox, passwordbox, menu, checklist, radiolist, gauge
        case calendar, timebox, pause, form, passwordform, inputmenu
        case textbox

        /// The first nine boxes and the text box are both programs'; the calendar, time box, pause, forms and
        /// input menu are dialog's alone.
        func isSupported(in dialect: DialogDialect) -> Bool {
            switch self {
            case .calendar, .timebox, .pause, .form, .passwordform, .inputmenu:
                dialect == .dialog
            default: true
            }
        }

        /// The box from its arguments: TEXT HEIGHT WIDTH, then what the box adds.
        func make(
            from arguments: [String], options: inout DialogOptions, _ dialect: DialogDialect,
            today: CalendarDay, now: Int
        ) throws(DialogUsageError) -> DialogBox {
            let usage = "--\(rawValue) \(Self.usage[self] ?? "TEXT HEIGHT WIDTH")"
            guard arguments.count >= 3 else {
                let first = self == .textbox ? "FILE" : "TEXT"
                throw DialogUsageError("\(usage): \(first), HEIGHT and WIDTH are needed")
            }
            let text = DialogText.expanded(arguments[0], as: dialect)
            options.height = try number(arguments[1], "HEIGHT", usage)
            options.width = try number(arguments[2], "WIDTH", usage)
            let rest = Array(arguments.dropFirst(3))
            switch self {
            case .textbox:
                try extra(rest[...], usage, dialect)
                // The file's name as it was given: no `\n` in it is a line break.
                return .textbox(path: arguments[0], text: "")
            case .msgbox, .yesno, .infobox:
                try extra(rest[...], usage, dialect)
                return self == .msgbox
                    ? .message(text) : self == .yesno ? .yesNo(text) : .info(text)
            case .inputbox, .passwordbox:
                try extra(rest.dropFirst(), usage, dialect)
                return .input(text, initial: rest.first ?? "", isSecret: self == .passwordbox)
            case .gauge:
                try extra(rest.dropFirst(), usage, dialect)
                let percent = try rest.first.map { (text) throws(DialogUsageError) in
                    try number(text, "PERCENT", usage)
                }
                return .gauge(text, percent: min(max(percent ?? 0, 0), 100))
            case .calendar:
                guard rest.count <= 3 else { throw extraArgument(rest[3], usage) }
                let numbers = try rest.map { (text) throws(DialogUsageError) in
                    try number(text, "DAY, MONTH and YEAR", usage)
                }
                return .calendar(text, start: Self.day(numbers, today: today))
            case .timebox:
                guard rest.count <= 3 else { throw extraArgument(rest[3], usage) }
                let numbers = try rest.map { (text) throws(DialogUsageError) in
                    try number(text, "HOUR, MINUTE and SECOND", usage)
                }
                return .timebox(text, start: Self.time(numbers, now: now))
            case .pause:
                guard let first = rest.first else {
                    throw DialogUsageError("\(usage): SECONDS is needed")
                }
                guard rest.count == 1 else { throw extraArgument(rest[1], usage) }
                return .pause(text, seconds: max(try number(first, "SECONDS", usage), 0))
            case .form, .passwordform:
                guard let first = rest.first else {
                    throw DialogUsageError("\(usage): FORM-HEIGHT is needed")
                }
                options.listHeight = try number(first, "FORM-HEIGHT", usage)
                let fields = try Self.fields(Array(rest.dropFirst()), usage)
                return .form(text, fields: fields, isSecret: self == .passwordform)
            case .menu, .checklist, .radiolist, .inputmenu:
                guard let first = rest.first else {
                    throw DialogUsageError("\(usage): LIST-HEIGHT is needed")
                }
                options.listHeight = try number(first, "LIST-HEIGHT", usage)
                let entries = try self.entries(Array(rest.dropFirst()), options, dialect, usage)
                switch self {
                case .menu: return .menu(text, entries: entries)
                case .inputmenu: return .inputMenu(text, entries: entries)
                case .checklist: return .checklist(text, entries: entries)
                default: return .radiolist(text, entries: entries)
                }
            }
        }

        /// The calendar's first day, as dialog picks it: each of DAY, MONTH and YEAR that is
        /// missing, 0 or negative, or (the day) past its month's end is today's.
        static func day(_ numbers: [Int], today: CalendarDay) -> CalendarDay {
            let given = { (index: Int) in numbers.indices.contains(index) ? numbers[index] : 0 }
            let year = (1...9999).contains(given(2)) ? given(2) : today.year
            let month = (1...12).contains(given(1)) ? given(1) : today.month
            for day in [given(0), today.day, 30, 29, 28] where day >= 1 {
                if let found = CalendarDay(year: year, month: month, day: day) { return found }
            }
            return today
        }

        /// The time box's first time in seconds since midnight: each of HOUR, MINUTE and
        /// SECOND that is missing, negative or out of range is the current one's.
        static func time(_ numbers: [Int], now: Int) -> Int {
            let current = [now / 3600, now / 60 % 60, now % 60]
            let limits = [24, 60, 60]
            let parts = (0..<3).map { index in
                numbers.indices.contains(index) && (0..<limits[index]).contains(numbers[index])
                    ? numbers[index] : current[index]
            }
            return parts[0] * 3600 + parts[1] * 60 + parts[2]
        }

        /// A form's fields: LABEL Y X ITEM Y X FLEN ILEN each; the places are dialog's own
        /// (the alert stacks the fields), FLEN 0 or less shows ITEM without letting it be
        /// changed, ILEN caps the text (0: FLEN).
        private static func fields(_ words: [String], _ usage: String) throws(DialogUsageError)
            -> [DialogFormField]
        {
            guard words.count % 8 == 0 else {
                throw DialogUsageError(
                    "\(usage): the fields' arguments do not come out even"
                        + " (\(words.count) is no multiple of 8)")
            }
            var fields: [DialogFormField] = []
            for start in stride(from: 0, to: words.count, by: 8) {
                for offset in [1, 2, 4, 5] {
                    _ = try number(words[start + offset], "Y and X", usage)
                }
                let shown = try number(words[start + 6], "FLEN", usage)
                let most = try number(words[start + 7], "ILEN", usage)
                let limit = most > 0 ? most : shown
                fields.append(
                    DialogFormField(
                        label: words[start], item: words[start + 3], isEditable: shown > 0,
                        maximumLength: limit > 0 ? limit : nil))
            }
            return fields
        }

        /// The rows: TAG ITEM for a menu, TAG ITEM STATUS for a list. Under `--noitem`
        /// dialog takes no ITEM in any list (each word of a menu is a row), whiptail none in
        /// a check or radio list (a menu still takes its items, and does not show them).
        /// A STATUS is on as each program reads it (see ``DialogDialect/isOn(_:)``). A menu
        /// with no row is an error in both programs, a check list in dialog's.
        private func entries(
            _ words: [String], _ options: DialogOptions, _ dialect: DialogDialect,
            _ usage: String
        ) throws(DialogUsageError) -> [DialogEntry] {
            let hasStatus = self != .menu && self != .inputmenu
            let hasItem =
                !options.showsNoItem || (dialect == .whiptail && !hasStatus)
            let width = 1 + (hasItem ? 1 : 0) + (hasStatus ? 1 : 0)
            guard words.count % width == 0 else {
                throw DialogUsageError(
                    "\(usage): the rows' arguments do not come out even"
                        + " (\(words.count) is no multiple of \(width))")
            }
            guard !words.isEmpty || (dialect == .whiptail && hasStatus) else {
                throw DialogUsageError("\(usage): no row is given")
            }
            return stride(from: 0, to: words.count, by: width).map { start in
                let item = hasItem ? words[start + 1] : ""
                let isOn = hasStatus && dialect.isOn(words[start + width - 1])
                return DialogEntry(
                    tag: words[start], item: options.showsNoItem ? "" : item, isOn: isOn)
            }
        }

        /// Arguments past the box's own: dialog refuses them; whiptail reads past them, and
        /// scripts count on it (raspi-config writes `--msgbox TEXT 20 60 1`).
        private func extra(
            _ rest: ArraySlice<String>, _ usage: String, _ dialect: DialogDialect
        ) throws(DialogUsageError) {
            if dialect == .dialog, let first = rest.first { throw extraArgument(first, usage) }
        }

        private func extraArgument(_ argument: String, _ usage: String) -> DialogUsageError {
            DialogUsageError("\(usage): unexpected argument \(argument)")
        }

        /// What each box takes after its option.
        static let usage: [BoxOption: String] = [
            .inputbox: "TEXT HEIGHT WIDTH [INIT]", .passwordbox: "TEXT HEIGHT WIDTH [INIT]",
            .menu: "TEXT HEIGHT WIDTH LIST-HEIGHT [TAG ITEM]…",
            .checklist: "TEXT HEIGHT WIDTH LIST-HEIGHT [TAG ITEM STATUS]…",
            .radiolist: "TEXT HEIGHT WIDTH LIST-HEIGHT [TAG ITEM STATUS]…",
            .gauge: "TEXT HEIGHT WIDTH [PERCENT]", .textbox: "FILE HEIGHT WIDTH",
            .calendar: "TEXT HEIGHT WIDTH [DAY MONTH YEAR]",
            .timebox: "TEXT HEIGHT WIDTH [HOUR MINUTE SECOND]",
            .pause: "TEXT HEIGHT WIDTH SECONDS",
            .form: "TEXT HEIGHT WIDTH FORM-HEIGHT [LABEL Y X ITEM Y X FLEN ILEN]…",
            .passwordform: "TEXT HEIGHT WIDTH FORM-HEIGHT [LABEL Y X ITEM Y X FLEN ILEN]…",
            .inputmenu: "TEXT HEIGHT WIDTH MENU-HEIGHT [TAG ITEM]…",
        ]
    }

    /// The options that take a value.
    private enum ValueOption: String {
        case title, backtitle, timeout, sleep, aspect
        case dateFormat = "date-format"
        case timeFormat = "time-format"
        case defaultItem = "default-item"
        case outputFD = "output-fd"
        case yesButton = "yes-button"
        case noButton = "no-button"
        case okButton = "ok-button"
        case cancelButton = "cancel-button"
        case yesLabel = "yes-label"
        case noLabel = "no-label"
        case okLabel = "ok-label"
        case cancelLabel = "cancel-label"
        case extraLabel = "extra-label"
        case helpLabel = "help-label"

        /// whiptail names its buttons' words `--…-button`, dialog `--…-label`; dialog alone
        /// has the Extra and Help buttons and `--timeout`.
        func isKnown(in dialect: DialogDialect) -> Bool {
            switch self {
            case .title, .backtitle, .defaultItem, .outputFD: true
            case .yesButton, .noButton, .okButton, .cancelButton: dialect == .whiptail
            case .yesLabel, .noLabel, .okLabel, .cancelLabel, .extraLabel, .helpLabel, .timeout,
                .sleep, .aspect, .dateFormat, .timeFormat:
                dialect == .dialog
            }
        }

        func apply(_ value: String, to options: inout DialogOptions, as name: String)
            throws(DialogUsageError)
        {
            switch self {
            case .title: options.title = value
            case .backtitle: options.backtitle = value
            case .defaultItem: options.defaultItem = value
            case .yesButton, .yesLabel: options.yesLabel = value
            case .noButton, .noLabel: options.noLabel = value
            case .okButton, .okLabel: options.okLabel = value
            case .cancelButton, .cancelLabel: options.cancelLabel = value
            case .extraLabel: options.extraLabel = value
            case .helpLabel: options.helpLabel = value
            case .dateFormat: options.dateFormat = value
            case .timeFormat: options.timeFormat = value
            case .outputFD:
                guard let descriptor = Int32(value), descriptor >= 0 else {
                    throw DialogUsageError("\(name) needs a file descriptor number, not \(value)")
                }
                options.outputDescriptor = descriptor
            case .timeout, .sleep:
                // dialog reads them with `atol`: -1 is "no time-out", as 0 is.
                guard let read = DialogCommandLine.cNumber(value) else {
                    throw DialogUsageError("\(name) needs a whole number of seconds, not \(value)")
                }
                let seconds = max(read, 0)
                if self == .sleep {
                    options.sleepSeconds = seconds
                } else {
                    options.timeoutSeconds = seconds > 0 ? seconds : nil
                }
            case .aspect:
                // The ratio of an auto-sized box's width to its height: the alert sizes itself.
                guard Int(value) != nil else {
                    throw DialogUsageError("\(name) needs a whole number, not \(value)")
                }
            }
        }
    }

    /// The options that take none.
    private enum Flag: String {
        case clear, defaultno, nocancel, noitem, notags, scrolltext, scrollbar, topleft, fb
        case fullbuttons, stdout, shadow, insecure
        case noCancel = "no-cancel"
        case separateOutput = "separate-output"
        case noItems = "no-items"
        case noTags = "no-tags"
        case extraButton = "extra-button"
        case helpButton = "help-button"
        case crWrap = "cr-wrap"
        case noCollapse = "no-collapse"
        case noShadow = "no-shadow"
        case keepTite = "keep-tite"

        /// Which program takes the flag.
        func isKnown(in dialect: DialogDialect) -> Bool {
            switch self {
            case .clear, .defaultno, .nocancel, .separateOutput, .noitem, .notags: true
            case .scrolltext, .topleft, .fb, .fullbuttons: dialect == .whiptail
            case .noCancel, .noItems, .noTags, .scrollbar, .stdout, .extraButton, .helpButton,
                .crWrap, .noCollapse, .noShadow, .shadow, .keepTite, .insecure:
                dialect == .dialog
            }
        }

        /// Sets what the flag says; the look-only flags (`--clear`, `--scrolltext`,
        /// `--topleft`, `--fb`, `--cr-wrap`, shadows) change nothing in an alert drawn inline.
        func apply(to options: inout DialogOptions) {
            switch self {
            case .defaultno: options.startsOnNo = true
            case .nocancel, .noCancel: options.hasNoCancel = true
            case .separateOutput: options.separatesOutput = true
            case .noitem, .noItems: options.showsNoItem = true
            case .notags, .noTags: options.showsNoTags = true
            case .stdout: options.outputDescriptor = 1
            case .extraButton: options.hasExtraButton = true
            case .helpButton: options.hasHelpButton = true
            case .clear, .scrolltext, .scrollbar, .topleft, .fb, .fullbuttons, .crWrap, .noCollapse,
                .noShadow, .shadow, .keepTite, .insecure:
                break
            }
        }
    }

    /// A size or percentage, read as both programs read it (C's `strtol`, the whole
    /// argument used): spaces before it and a sign are taken, an empty argument is 0 (a
    /// script's size computed empty still shows its box), anything after the digits is
    /// an error; negative sizes mean "fit", as 0 does. Past the range of `Int`, the nearest
    /// end of it, as `strtol` clamps.
    static func number(_ text: String, _ name: String, _ usage: String)
        throws(DialogUsageError) -> Int
    {
        guard let value = cNumber(text) else {
            throw DialogUsageError("\(usage): \(name) must be a whole number, not \(text)")
        }
        return value
    }

    /// `text` as `strtol(text, &end, 10)` with `*end == 0` reads it; nil where that fails.
    static func cNumber(_ text: String) -> Int? {
        var bytes = text.utf8[...]
        // C's isspace in the C locale: space, \t, \n, \v, \f, \r.
        let spaces: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D]
        guard !bytes.isEmpty else { return 0 }
        bytes = bytes.drop { spaces.contains($0) }
        var negative = false
        if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
            negative = sign == UInt8(ascii: "-")
            bytes = bytes.dropFirst()
        }
        guard !bytes.isEmpty, bytes.allSatisfy({ (0x30...0x39).contains($0) }) else {
            return nil
        }
        var value = 0
        for digit in bytes {
            let (shifted, overflow) = value.multipliedReportingOverflow(by: 10)
            let (added, overflowAgain) = shifted.addingReportingOverflow(Int(digit - 0x30))
            guard !overflow, !overflowAgain else { return negative ? Int.min : Int.max }
            value = added
        }
        return negative ? -value : value
    }
}
