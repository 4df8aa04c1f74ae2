import TerminalKit

/// The words of a prompt's OK and Cancel buttons (`--ok-label`, `--cancel-label`); nil
/// keeps the prompt's own.
package struct CommandButtonLabels: Hashable, Sendable {
    /// The OK (or Done) button's words.
    package var ok: String?
    /// The Cancel button's words.
    package var cancel: String?

    /// Creates labels; nil keeps a button's own words.
    package init(ok: String? = nil, cancel: String? = nil) {
        self.ok = ok
        self.cancel = cancel
    }
}

/// What `alert choose` and `alert filter` take besides their options: how an option reads
/// (`--label-delimiter`, `--tagged`), which start chosen (`--selected`), a line above the
/// list (`--header`) and the most rows shown at once (`--height`).
package struct CommandListOptions: Hashable, Sendable {
    /// `--label-delimiter D`: each option is `LABEL<D>VALUE`.
    package var labelDelimiter: String?
    /// `--tagged`: the options are tags, and these their descriptions, one per tag.
    package var descriptions: [String]?
    /// `--selected`: the names of the options chosen at the start (`*`: all of them).
    package var selected: [String]
    /// `--header`: a line above the list, under the title.
    package var header: String?
    /// `--height`: the most rows of the list shown at once.
    package var height: Int?

    /// Creates list options; the defaults change nothing.
    package init(
        labelDelimiter: String? = nil, descriptions: [String]? = nil, selected: [String] = [],
        header: String? = nil, height: Int? = nil
    ) {
        self.labelDelimiter = labelDelimiter
        self.descriptions = descriptions
        self.selected = selected
        self.header = header
        self.height = height
    }

    /// The options as the list shows them and prints them: tagged pairs, or each option
    /// split at the label delimiter. O(n).
    package func choices(_ options: [String]) -> [CommandChoice] {
        if let descriptions {
            return options.indices.map { index in
                CommandChoice(
                    label: options[index],
                    detail: descriptions.indices.contains(index) ? descriptions[index] : nil,
                    value: options[index])
            }
        }
        return options.map { CommandChoice($0, delimiter: labelDelimiter) }
    }

    /// The rows ``selected`` names among `choices`.
    ///
    /// - Throws: a usage error for `subcommand` naming the first name that is no option's.
    package func selectedRows(
        among choices: [CommandChoice], limit: Int? = nil, subcommand: String
    ) throws(CommandUsageError) -> Set<Int> {
        switch CommandChoice.rows(selecting: selected, among: choices) {
        case .success(let rows):
            // More ticked than may be chosen: OK could never be pressed as the list starts.
            if let limit, rows.count > limit {
                throw CommandUsageError(
                    "--selected ticks \(rows.count) options, more than the \(limit) --limit lets"
                        + " be chosen", subcommand: subcommand)
            }
            return rows
        case .failure(let unknown):
            throw CommandUsageError(
                "--selected must name options, and \(unknown.name) is none", subcommand: subcommand)
        }
    }

    /// The row of `text` (a `--default`: an option's label, else its value, scalar for
    /// scalar) among `choices`, or nil when it is none.
    package static func row(of text: String, among choices: [CommandChoice]) -> Int? {
        choices.firstIndex { $0.label.isIdentical(to: text) }
            ?? choices.firstIndex { $0.value.isIdentical(to: text) }
    }
}

extension AlertSubcommand {
    /// `--ok-label` and `--cancel-label` as `scan` gives them (an empty one is an error).
    static func buttonLabels(_ scan: CommandOptionScanner.Scan) throws(CommandUsageError)
        -> CommandButtonLabels
    {
        var labels = CommandButtonLabels()
        if let ok = scan.values["ok-label"] { labels.ok = try label(ok, or: ok, "--ok-label") }
        if let cancel = scan.values["cancel-label"] {
            labels.cancel = try label(cancel, or: cancel, "--cancel-label")
        }
        return labels
    }

    /// The list options `scan` gives, and the options: with `--tagged`, the positional
    /// arguments are TAG DESCRIPTION pairs (the tags are returned, the descriptions kept
    /// in the list options). `--selected` names are checked against the options when
    /// there are any (else once they are read from standard input).
    static func listOptions(_ scan: CommandOptionScanner.Scan) throws(CommandUsageError)
        -> (options: [String], list: CommandListOptions)
    {
        var list = CommandListOptions(
            labelDelimiter: scan.values["label-delimiter"], header: scan.values["header"])
        if list.labelDelimiter == "" { throw usageError("--label-delimiter must not be empty") }
        var options = scan.positionals
        if scan.setFlags.contains("tagged") {
            if list.labelDelimiter != nil {
                throw usageError("--tagged and --label-delimiter cannot be used together")
            }
            guard !options.isEmpty else {
                throw usageError("--tagged needs TAG DESCRIPTION pairs as arguments")
            }
            guard let pairs = CommandChoice.tagged(options) else {
                throw usageError(
                    "--tagged takes TAG DESCRIPTION pairs, and \(options.last ?? "") has no"
                        + " description")
            }
            options = pairs.map(\.label)
            list.descriptions = pairs.map { $0.detail ?? "" }
        }
        if let text = scan.values["height"] {
            guard let rows = Int(text), rows >= 1, text.allSatisfy(\.isNumber) else {
                throw usageError("--height must be a whole number of rows from 1, not \(text)")
            }
            list.height = rows
        }
        if let text = scan.values["selected"] {
            list.selected = CommandChoice.names(inSelected: text)
            if !options.isEmpty {
                _ = try list.selectedRows(among: list.choices(options), subcommand: name)
            }
        }
        return (options, list)
    }
}
