import AlertCommandKit
import AlertDialog

/// What a zenity command line gave, option by option, before its dialog is made.
struct ZenityScan {
    /// The dialog option.
    var dialog: ZenityCommandLine.DialogOption?
    /// The common options.
    var options = ZenityOptions()
    /// The flags given.
    var flags: Set<Flag> = []
    /// The arguments that are no option: a list's cells.
    var values: [String] = []
    /// `--entry-text`.
    var entryText: String?
    /// `--column`, in order.
    var columns: [String] = []
    /// `--print-column` (nil: `ALL`).
    var printColumn: Int?? = .none
    /// `--separator`.
    var separator: String?
    /// `--day`, `--month`, `--year`.
    var day: Int?
    var month: Int?
    var year: Int?
    /// `--date-format` (zenity's default in the C locale: `%x`, `MM/DD/YY`).
    var dateFormat = "%m/%d/%y"
    /// `--value`, `--min-value`, `--max-value`, `--step`.
    var scaleValues: [ValueOption: Int] = [:]
    /// `--filename`.
    var filename: String?
    /// `--checkbox`: a text-info's box to tick before OK may be pressed.
    var checkbox: String?
    /// `--percentage`.
    var percentage = 0
    /// `--file-filter`, in order.
    var fileFilters: [ZenityFileFilter] = []
    /// `--forms`' fields (`--add-entry`, `--add-combo` …), in order.
    var formFields: [ZenityFormField] = []
    /// `--combo-values`, in order: the Nth fills the Nth `--add-combo`, as zenity's do.
    var comboValues: [[String]] = []
    /// `--forms-date-format` (zenity's default in the C locale: `%x`, `MM/DD/YY`).
    var formsDateFormat = "%m/%d/%y"
    /// `--color`.
    var color: ZenityColor?

    /// The options without a value this mode takes (some only accepted: they change
    /// nothing an answer depends on).
    enum Flag: String {
        case noWrap = "no-wrap"
        case noMarkup = "no-markup"
        case ellipsize, modal
        case defaultCancel = "default-cancel"
        case hideText = "hide-text"
        case checklist, radiolist, multiple
        case hideHeader = "hide-header"
        case pulsate
        case autoClose = "auto-close"
        case autoKill = "auto-kill"
        case noCancel = "no-cancel"
        case timeRemaining = "time-remaining"
        case autoScroll = "auto-scroll"
        case hideValue = "hide-value"
        case directory, save
        case confirmOverwrite = "confirm-overwrite"
        case username, editable
        case showPalette = "show-palette"
    }

    /// The options with a value this mode takes.
    enum ValueOption: String {
        case title, text, width, height, timeout
        case okLabel = "ok-label"
        case cancelLabel = "cancel-label"
        case iconName = "icon-name"
        case windowIcon = "window-icon"
        case icon, attach, font
        case entryText = "entry-text"
        case column
        case printColumn = "print-column"
        case hideColumn = "hide-column"
        case separator, day, month, year
        case dateFormat = "date-format"
        case value
        case minValue = "min-value"
        case maxValue = "max-value"
        case step, filename, percentage
        case fileFilter = "file-filter"
        case checkbox
        case addEntry = "add-entry"
        case addPassword = "add-password"
        case addMultilineEntry = "add-multiline-entry"
        case addCalendar = "add-calendar"
        case addCombo = "add-combo"
        case comboValues = "combo-values"
        case formsDateFormat = "forms-date-format"
        case color
    }

    /// zenity's options this mode does not take: they would change the answer or what
    /// must be shown, so they are refused by name rather than dropped.
    static let unsupported: Set<String> = [
        "html", "add-list", "list-values", "column-values", "show-header",
        "url", "imagelist", "mid-search", "print-partial", "extra-button", "switch", "listen",
    ]

    /// Records `option`'s `value`.
    mutating func set(_ option: ValueOption, _ value: String) throws(DialogUsageError) {
        switch option {
        case .title: options.title = value
        case .text: options.text = value
        case .okLabel: options.okLabel = value
        case .cancelLabel: options.cancelLabel = value
        case .width: options.width = try Self.number(value, option)
        case .height: options.height = try Self.number(value, option)
        case .timeout:
            // zenity waits for ever unless the time is above 0 (`--timeout 0` or `-1`: no
            // time-out at all).
            let seconds = try Self.number(value, option)
            options.timeoutSeconds = seconds > 0 ? seconds : nil
        case .iconName, .windowIcon, .icon, .attach, .font, .hideColumn: break
        case .entryText: entryText = value
        case .column: columns.append(value)
        case .printColumn:
            if value.uppercased() == "ALL" {
                printColumn = .some(nil)
            } else {
                let column = try Self.number(value, option)
                guard column >= 1 else { throw DialogUsageError("--print-column starts at 1") }
                printColumn = .some(column)
            }
        case .separator: separator = value
        case .day: day = try Self.number(value, option)
        case .month: month = try Self.number(value, option)
        case .year: year = try Self.number(value, option)
        case .dateFormat: dateFormat = value
        case .value, .minValue, .maxValue, .step:
            scaleValues[option] = try Self.number(value, option)
        case .filename: filename = value
        case .checkbox: checkbox = value
        case .addEntry: formFields.append(.entry(value))
        case .addPassword: formFields.append(.password(value))
        case .addMultilineEntry: formFields.append(.multiline(value))
        case .addCalendar: formFields.append(.calendar(value))
        case .addCombo: formFields.append(.combo(value, values: []))
        case .comboValues:
            // Split at `|` as zenity splits them, an empty value kept.
            comboValues.append(
                value.split(separator: "|", omittingEmptySubsequences: false).map(String.init))
        case .formsDateFormat: formsDateFormat = value
        case .color:
            // zenity starts at white on a colour GDK cannot read; this mode says so.
            guard let parsed = ZenityColor(parsing: value) else {
                throw DialogUsageError(
                    "--color \(value) is no colour (#RRGGBB, rgb(R,G,B), rgba(R,G,B,A) or a name)")
            }
            color = parsed
        case .percentage: percentage = min(max(try Self.number(value, option), 0), 100)
        case .fileFilter:
            let filter = ZenityFileFilter(parsing: value)
            guard !filter.patterns.isEmpty else {
                throw DialogUsageError("--file-filter needs a pattern (NAME | *.txt *.md)")
            }
            fileFilters.append(filter)
        }
    }

    /// `value` as a whole number, or an error naming `option`.
    static func number(_ value: String, _ option: ValueOption) throws(DialogUsageError) -> Int {
        guard let number = Int(value) else {
            throw DialogUsageError("--\(option.rawValue) needs a whole number, not \(value)")
        }
        return number
    }

    /// The list: the values in rows of as many cells as columns.
    func list() throws(DialogUsageError) -> ZenityList {
        guard !columns.isEmpty else { throw DialogUsageError("--list needs a --column") }
        var list = ZenityList()
        list.columns = columns
        if flags.contains(.checklist) {
            list.mode = .checklist
        } else if flags.contains(.radiolist) {
            list.mode = .radiolist
        } else if flags.contains(.multiple) {
            list.mode = .multiple
        }
        list.isEditable = flags.contains(.editable)
        if list.hasMarks, list.isEditable {
            // zenity's keys edit no cell of a check or radio list (Enter ticks the mark).
            throw DialogUsageError("--editable is not supported with --checklist or --radiolist")
        }
        if list.hasMarks, columns.count < 2 {
            throw DialogUsageError("a check or radio list needs two columns or more")
        }
        guard values.count % columns.count == 0 else {
            throw DialogUsageError(
                "\(values.count) values do not fill rows of \(columns.count) columns")
        }
        // Without a value after the options, zenity reads the rows from standard input.
        list.readsStandardInput = values.isEmpty
        list.fill(with: values)
        switch printColumn {
        case .none: list.printColumn = list.hasMarks ? 2 : 1
        case .some(let column): list.printColumn = column
        }
        list.separator = separator ?? "|"
        list.showsHeadings = !flags.contains(.hideHeader)
        return list
    }

    /// The form's fields, the Nth `--combo-values` given to the Nth combo wherever they
    /// come on the command line, as zenity does.
    func forms() throws(DialogUsageError) -> [ZenityFormField] {
        guard !formFields.isEmpty else {
            throw DialogUsageError("--forms needs a field (--add-entry, --add-password …)")
        }
        var values = comboValues.makeIterator()
        var fields: [ZenityFormField] = []
        for field in formFields {
            guard case .combo(let label, _) = field else {
                fields.append(field)
                continue
            }
            // zenity shows a combo without values empty; a form here cannot, so it says so.
            guard let given = values.next() else {
                throw DialogUsageError("--add-combo \(label) has no --combo-values")
            }
            fields.append(.combo(label, values: given))
        }
        return fields
    }

    /// The calendar's first day: today with what `--day`, `--month`, `--year` change.
    func day(_ today: CalendarDay) throws(DialogUsageError) -> CalendarDay {
        guard
            let start = CalendarDay(
                year: year ?? today.year, month: month ?? today.month, day: day ?? today.day)
        else { throw DialogUsageError("--day, --month and --year name no day") }
        return start
    }

    /// The scale, zenity's defaults (0 to 100, step 1, value 0 — so a range above 0 needs
    /// a --value in it, as zenity refuses one outside) where not given.
    func scale() throws(DialogUsageError) -> ZenityDialog {
        let minimum = scaleValues[.minValue] ?? 0
        let maximum = scaleValues[.maxValue] ?? 100
        let step = scaleValues[.step] ?? 1
        let value = scaleValues[.value] ?? 0
        guard minimum < maximum else {
            throw DialogUsageError("--max-value must be greater than --min-value")
        }
        guard minimum...maximum ~= value else {
            throw DialogUsageError("--value must be between --min-value and --max-value")
        }
        guard step > 0 else { throw DialogUsageError("--step must be at least 1") }
        return .scale(value: value, minimum: minimum, maximum: maximum, step: step)
    }

    /// The file chooser's settings (`--filename` made absolute against the current
    /// directory).
    func fileSelection() -> ZenityFileSelection {
        var selection = ZenityFileSelection()
        if flags.contains(.directory) {
            selection.mode = .directory
        } else if flags.contains(.save) {
            selection.mode = .save
        }
        selection.isMultiple = flags.contains(.multiple) && selection.mode != .save
        selection.filename = filename.map { ZenityFileSelection.absolute($0) }
        selection.separator = separator ?? "|"
        selection.filters = fileFilters
        selection.confirmsOverwrite = flags.contains(.confirmOverwrite)
        return selection
    }

    /// The colour selection's settings.
    func colorSelection() -> ZenityColorSelection {
        var selection = ZenityColorSelection()
        selection.initial = color ?? .white
        selection.showsPalette = flags.contains(.showPalette)
        return selection
    }

    /// The progress settings.
    func progress() -> ZenityProgress {
        var progress = ZenityProgress()
        progress.percentage = percentage
        progress.pulsates = flags.contains(.pulsate)
        progress.closesAutomatically = flags.contains(.autoClose)
        progress.hasNoCancel = flags.contains(.noCancel)
        return progress
    }
}
