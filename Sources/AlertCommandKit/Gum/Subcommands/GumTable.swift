import AlertEngine
import AlertStyles
import FoundationEssentials
import TerminalKit

#if canImport(Glibc)
    import Glibc
#endif

/// `gum table`: rows of CSV with a header, one chosen (its row printed as CSV, or one
/// column with `--return-column`), or printed as a table with `--print`.
/// table/options.go, table/command.go, table/table.go.
package enum GumTable: GumSubcommand {
    package static let name = "table"
    package static let summary = "Render a table of data"
    package static let arguments = ""
    package static let flags: [GumFlag] =
        [
            GumFlag("separator", short: "s", default: ","),
            GumFlag("columns", short: "c", .strings),
            GumFlag("widths", short: "w", .ints),
            GumFlag("height", .int, default: "0"),
            GumFlag("print", short: "p", .bool(negatable: false), default: "false"),
            GumFlag("file", short: "f"),
            GumFlag(
                "border", short: "b", default: "rounded",
                allowed: ["rounded", "thick", "normal", "hidden", "double", "none"]),
            GumFlag(
                "show-help", .bool(negatable: true), default: "true", env: "GUM_TABLE_SHOW_HELP"),
            GumFlag(
                "hide-count", .bool(negatable: true), default: "false", env: "GUM_TABLE_HIDE_COUNT"),
            GumFlag(
                "lazy-quotes", .bool(negatable: false), default: "false",
                env: "GUM_TABLE_LAZY_QUOTES"),
            GumFlag(
                "fields-per-record", .int, default: "0", env: "GUM_TABLE_FIELDS_PER_RECORD"),
        ]
        + GumFlag.style("border.", env: "GUM_TABLE_BORDER_")
        + GumFlag.style("cell.", env: "GUM_TABLE_CELL_")
        + GumFlag.style("header.", env: "GUM_TABLE_HEADER_")
        + GumFlag.style("selected.", env: "GUM_TABLE_SELECTED_", defaults: ["foreground": "212"])
        + [
            GumFlag("return-column", short: "r", .int, default: "0"),
            GumFlag("timeout", .duration, default: "0s", env: "GUM_TABLE_TIMEOUT"),
            GumFlag("padding", default: "0 0", env: "GUM_TABLE_PADDING"),
        ]

    /// Between a row's shown text and its CSV in the list's options.
    private static let delimiter = "\u{1F}"

    package static func run(_ scan: GumScan, _ context: GumContext) async throws(GumFailure)
        -> Int32
    {
        if let extra = scan.positionals.first {
            return GumPrompt.refuse("unexpected argument \(extra)")
        }
        let separators = Array(scan.string("separator"))
        guard separators.count == 1, let separator = separators.first else {
            return GumPrompt.fail("separator must be single character")
        }
        let text: String
        let readInput: Bool
        if !scan.string("file").isEmpty {
            guard let read = readFile(scan.string("file")) else {
                return GumPrompt.fail(
                    "could not render file: open \(scan.string("file")): "
                        + String(cString: strerror(errno)).lowercased())
            }
            (text, readInput) = (read, false)
        } else {
            guard let piped = try GumPrompt.standardInput(strippingEscapes: false, trimming: false)
            else { return GumPrompt.fail("no data provided") }
            (text, readInput) = (piped, true)
        }
        let records: [[String]]
        do {
            records = try CSVRecords(
                text, separator: separator, lazyQuotes: scan.bool("lazy-quotes"),
                fieldsPerRecord: scan.int("fields-per-record")
            ).records
        } catch {
            return GumPrompt.fail(
                scan.lists["columns"]?.isEmpty == false || hadRecord(before: error)
                    ? "invalid data provided" : "unable to parse columns")
        }
        var rows = records
        var headers = scan.lists["columns"] ?? []
        if headers.isEmpty {
            guard !rows.isEmpty else { return GumPrompt.fail("unable to parse columns") }
            headers = rows.removeFirst()
        }
        if rows.contains(where: { $0.count > headers.count }) {
            return GumPrompt.fail("invalid number of columns")
        }
        rows = rows.map { $0 + Array(repeating: "", count: headers.count - $0.count) }
        let border = TextBlockStyle.Border(rawValue: scan.string("border")) ?? .rounded
        let table = TextTable(
            headers: headers, rows: rows, border: border,
            widths: scan.lists["widths"]?
                .compactMap { Int($0) } ?? [])
        if scan.bool("print") {
            // gum's print path gives lipgloss's table no widths: cells are never cut.
            var printed = table
            printed.widths = []
            return GumText.print(printed.render(profile: GumText.profile(context)) + "\n")
        }
        return await choose(in: table, separator: separator, scan, readInput: readInput, context)
    }

    /// Asks for a row of `table` in a list whose header is the columns' names.
    @MainActor private static func choose(
        in table: TextTable, separator: Character, _ scan: GumScan, readInput: Bool,
        _ context: GumContext
    ) async -> Int32 {
        let shown = { (cells: [String]) in line(of: cells, in: table) }
        let column = scan.int("return-column")
        let options = table.rows.map { row in
            let value =
                column > 0 && column <= row.count
                ? CSVRecords.line([row[column - 1]], separator: separator)
                : CSVRecords.line(row, separator: separator)
            return shown(row) + delimiter + String(value.dropLast())
        }
        guard !options.isEmpty else { return GumText.print("\n") }
        let heading = Self.heading(of: table)
        let alignHeading: @MainActor (AlertView) -> Void = { view in
            for case let text as TextItem in view.items where text.text == heading {
                text.isCentered = false
            }
            view.setNeedsLayout()
        }
        let height = scan.int("height") > 0 ? scan.int("height") : 20
        let command = AlertCommand.choose(
            options: options, title: nil, asSheet: false,
            list: CommandListOptions(
                labelDelimiter: delimiter, header: heading,
                height: min(height, options.count)))
        return await GumPrompt.ask(
            command, timeout: scan.timeoutMilliseconds(), id: shown(table.headers),
            readInput: readInput, keys: GumTableKeys(), showsHelp: scan.bool("show-help"),
            adjusting: alignHeading, context
        ) { outcome in
            // Esc or q leaves nothing chosen: gum writes an empty record, and exits 0.
            guard case .accepted(let answer?) = outcome else { return GumPrompt.print("\n") }
            return GumPrompt.print(answer + "\n")
        }
    }

    /// `cells` as a row of the list shows them: each cut or padded to its column's width,
    /// two spaces apart.
    static func line(of cells: [String], in table: TextTable) -> String {
        let widths = table.columnWidths
        return widths.indices.map { TextTable.fit(cells[$0], to: widths[$0]) }
            .joined(separator: "  ").replacing(delimiter, with: " ")
    }

    /// The columns' names over their columns, as the rows start (the list's rows have no
    /// marks), their spaces kept as no-break spaces (spaces would be folded).
    static func heading(of table: TextTable) -> String {
        line(of: table.headers, in: table).replacing(" ", with: "\u{A0}")
    }

    /// Whether the CSV refused by `problem` had a record before the refusal (gum says
    /// "invalid data provided" then, "unable to parse columns" for the header's).
    private static func hadRecord(before problem: CSVRecords.Problem) -> Bool {
        switch problem {
        case .quote(let line), .fieldCount(let line): line > 1
        }
    }

    /// The text of the file at `path` (at most `AlertCommand.maximumChoiceBytes`), or nil
    /// (with `errno` set) when it cannot be read.
    private static func readFile(_ path: String) -> String? {
        FileDescriptorIO.readFile(atPath: path, limit: AlertCommand.maximumChoiceBytes)
            .map { LosslessUTF8.decode($0) }
    }
}
