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
    package static func parse(_ arguments: [String], as dialect: DialogDialect)
        throws(DialogUsageError) -> Invocation
    {
        var options = DialogOptions()
        var box: BoxOption?
        var positionals: [String] = []
        var iterator = arguments.makeIterator()
        var optionsEnded = false
        while let argument = iterator.next() {
            // A number such as dialog's -1 (a size that fills the screen) is no option.
            guard !optionsEnded, argument.hasPrefix("-"), argument != "-", Int(argument) == nil
            else {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            if argument == "-h" || argument == "--help" { return .help }
            if argument == "-v" || argument == "--version" { return .version }
            let name = argument.hasPrefix("--") ? String(argument.dropFirst(2)) : argument
            if let found = BoxOption(rawValue: name) {
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
                guard let value = iterator.next() else {
                    throw DialogUsageError("\(argument) needs a value")
                }
                try option.apply(value, to: &options, as: argument)
                continue
            }
            guard let flag = Flag(rawValue: name), flag.isKnown(in: dialect) else {
                throw DialogUsageError.unknownOption(argument)
            }
            flag.apply(to: &options)
        }
        guard let box else {
            throw DialogUsageError("a box option is missing (--msgbox, --yesno, --menu, …)")
        }
        return .show(try box.make(from: positionals, options: &options, dialect), options)
    }

    /// The box options.
    private enum BoxOption: String {
        case msgbox, yesno, infobox, inputbox, passwordbox, menu, checklist, radiolist, gauge
        case textbox

        /// Every box here is both programs'.
        func isSupported(in dialect: DialogDialect) -> Bool { true }

        /// The box from its arguments: TEXT HEIGHT WIDTH, then what the box adds.
        func make(from arguments: [String], options: inout DialogOptions, _ dialect: DialogDialect)
            throws(DialogUsageError) -> DialogBox
        {
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
                try extra(rest, usage)
                // The file's name as it was given: no `\n` in it is a line break.
                return .textbox(path: arguments[0], text: "")
            case .msgbox, .yesno, .infobox:
                try extra(rest, usage)
                return self == .msgbox
                    ? .message(text) : self == .yesno ? .yesNo(text) : .info(text)
            case .inputbox, .passwordbox:
                guard rest.count <= 1 else { throw extraArgument(rest[1], usage) }
                return .input(text, initial: rest.first ?? "", isSecret: self == .passwordbox)
            case .gauge:
                guard rest.count <= 1 else { throw extraArgument(rest[1], usage) }
                let percent = try rest.first.map { (text) throws(DialogUsageError) in
                    try number(text, "PERCENT", usage)
                }
                return .gauge(text, percent: min(max(percent ?? 0, 0), 100))
            case .menu, .checklist, .radiolist:
                guard let first = rest.first else {
                    throw DialogUsageError("\(usage): LIST-HEIGHT is needed")
                }
                options.listHeight = try number(first, "LIST-HEIGHT", usage)
                let entries = try self.entries(Array(rest.dropFirst()), options, usage)
                switch self {
                case .menu: return .menu(text, entries: entries)
                case .checklist: return .checklist(text, entries: entries)
                default: return .radiolist(text, entries: entries)
                }
            }
        }

        /// The rows: TAG ITEM for a menu, TAG ITEM STATUS for a list; without the ITEM for a
        /// list under `--noitem` (a menu still takes its items then, and does not show
        /// them).
        private func entries(_ words: [String], _ options: DialogOptions, _ usage: String)
            throws(DialogUsageError) -> [DialogEntry]
        {
            let hasStatus = self != .menu
            let hasItem = !(hasStatus && options.showsNoItem)
            let width = 1 + (hasItem ? 1 : 0) + (hasStatus ? 1 : 0)
            guard words.count % width == 0 else {
                throw DialogUsageError(
                    "\(usage): the rows' arguments do not come out even"
                        + " (\(words.count) is no multiple of \(width))")
            }
            return stride(from: 0, to: words.count, by: width).map { start in
                let item = hasItem ? words[start + 1] : ""
                let isOn = hasStatus && words[start + width - 1].lowercased() == "on"
                return DialogEntry(
                    tag: words[start], item: options.showsNoItem ? "" : item, isOn: isOn)
            }
        }

        private func extra(_ rest: [String], _ usage: String) throws(DialogUsageError) {
            if let first = rest.first { throw extraArgument(first, usage) }
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
        ]
    }

    /// The options that take a value.
    private enum ValueOption: String {
        case title, backtitle, timeout, sleep, aspect
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
                .sleep, .aspect:
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
            case .outputFD:
                guard let descriptor = Int32(value), descriptor >= 0 else {
                    throw DialogUsageError("\(name) needs a file descriptor number, not \(value)")
                }
                options.outputDescriptor = descriptor
            case .timeout, .sleep:
                guard let seconds = Int(value), seconds >= 0 else {
                    throw DialogUsageError("\(name) needs a whole number of seconds, not \(value)")
                }
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
            case .extraButton: options.extraLabel = options.extraLabel ?? "Extra"
            case .helpButton: options.helpLabel = options.helpLabel ?? "Help"
            case .clear, .scrolltext, .scrollbar, .topleft, .fb, .fullbuttons, .crWrap, .noCollapse,
                .noShadow, .shadow, .keepTite, .insecure:
                break
            }
        }
    }

    /// A size or percentage: a whole number (negative sizes mean "fit", as 0 does).
    private static func number(_ text: String, _ name: String, _ usage: String)
        throws(DialogUsageError) -> Int
    {
        guard let value = Int(text) else {
            throw DialogUsageError("\(usage): \(name) must be a whole number, not \(text)")
        }
        return value
    }
}
