import AlertCommandKit
import AlertDialog

/// Reads a zenity command line as zenity 3.44 takes it: one dialog option, the common
/// options and that dialog's own, each value after its option or joined by `=`
/// (`--title=Backup`), the arguments that are no option the rows of a `--list`. O(n) in
/// the arguments.
package enum ZenityCommandLine {
    /// What a command line asks for.
    package enum Invocation: Hashable, Sendable {
        /// Show the dialog.
        case show(ZenityQuestion)
        /// Print the usage (`--help`) and exit 0.
        case help
        /// Print the version (`--version`) and exit 0.
        case version
    }

    /// Parses `arguments` (without the program name); `today` fills in what `--calendar`
    /// leaves out of `--day`, `--month` and `--year`.
    ///
    /// - Throws: a ``DialogUsageError`` naming the first argument that does not fit: an
    ///   option zenity does not have or this mode does not support, a missing or bad value,
    ///   no dialog or two, list values that do not fill their rows.
    package static func parse(_ arguments: [String], today: CalendarDay = .today())
        throws(DialogUsageError) -> Invocation
    {
        var scan = ZenityScan()
        var iterator = arguments.makeIterator()
        var optionsEnded = false
        while let argument = iterator.next() {
            guard !optionsEnded, argument.hasPrefix("-"), argument.count > 1 else {
                scan.values.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            if argument == "-h" || argument.hasPrefix("--help") { return .help }
            if argument == "--version" { return .version }
            let (name, joined) = split(argument)
            if let dialog = DialogOption(rawValue: name) {
                guard scan.dialog == nil else {
                    throw DialogUsageError("only one dialog at a time (\(argument) comes second)")
                }
                scan.dialog = dialog
                continue
            }
            if let flag = ZenityScan.Flag(rawValue: name) {
                scan.flags.insert(flag)
                continue
            }
            guard let option = ZenityScan.ValueOption(rawValue: name) else {
                throw unsupported(name)
            }
            guard let value = joined ?? iterator.next() else {
                throw DialogUsageError("--\(name) needs a value")
            }
            try scan.set(option, value)
        }
        guard let dialog = scan.dialog else {
            throw DialogUsageError(
                "a dialog option is missing (--question, --info, --entry, --list, …)")
        }
        return .show(try dialog.make(from: scan, today: today))
    }

    /// `--name=value` as its name and value; `--name` as its name alone.
    private static func split(_ argument: String) -> (String, String?) {
        let body = argument.drop { $0 == "-" }
        guard let equals = body.firstIndex(of: "=") else { return (String(body), nil) }
        return (String(body[..<equals]), String(body[body.index(after: equals)...]))
    }

    /// The error for an option that is not zenity's or that this mode does not take: an
    /// option that would change the answer is never dropped silently.
    private static func unsupported(_ name: String) -> DialogUsageError {
        if ZenityScan.unsupported.contains(name) {
            return DialogUsageError("--\(name) is zenity's but not supported here")
        }
        return DialogUsageError(
            "this option is not available: --\(name) (run with --help for the options)")
    }

    /// The dialog options.
    enum DialogOption: String {
        case question, info, warning, error, entry, password, list, calendar, scale
        case textInfo = "text-info"
        case progress, notification, forms
        case fileSelection = "file-selection"
        case colorSelection = "color-selection"

        /// The dialog from what the command line gave.
        func make(from scan: ZenityScan, today: CalendarDay) throws(DialogUsageError)
            -> ZenityQuestion
        {
            if self != .list, let first = scan.values.first {
                throw DialogUsageError("unexpected argument \(first) (only --list takes rows)")
            }
            let dialog: ZenityDialog
            switch self {
            case .question: dialog = .question
            case .info: dialog = .message(.info)
            case .warning: dialog = .message(.warning)
            case .error: dialog = .message(.error)
            case .entry:
                dialog = .entry(
                    initial: scan.entryText ?? "", isSecret: scan.flags.contains(.hideText))
            case .password:
                dialog =
                    scan.flags.contains(.username) ? .login : .entry(initial: "", isSecret: true)
            case .list: dialog = .list(try scan.list())
            case .calendar: dialog = .calendar(start: try scan.day(today), format: scan.dateFormat)
            case .scale: dialog = try scan.scale()
            case .textInfo:
                dialog = .textInfo(
                    path: scan.filename, text: "", checkbox: scan.checkbox,
                    editable: scan.flags.contains(.editable))
            case .progress: dialog = .progress(scan.progress())
            case .notification: dialog = .notification
            case .fileSelection:
                dialog = .fileSelection(scan.fileSelection())
            case .colorSelection: dialog = .colorSelection(scan.colorSelection())
            case .forms:
                dialog = .forms(
                    try scan.forms(), dateFormat: scan.formsDateFormat,
                    separator: scan.separator ?? "|")
            }
            var options = scan.options
            options.defaultsToCancel = scan.flags.contains(.defaultCancel)
            options.showsTextAsTyped = scan.flags.contains(.noMarkup)
            return ZenityQuestion(dialog: dialog, options: options)
        }
    }
}
