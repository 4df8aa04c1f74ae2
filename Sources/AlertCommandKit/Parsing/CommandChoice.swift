import AlertEngine
import TerminalKit

/// An option of `alert choose` or `alert filter` as the command line (or standard input)
/// gives it: what the list shows (a label, and with `--tagged` a description in a second
/// column) and what is printed when it is chosen.
package struct CommandChoice: Hashable, Sendable {
    /// What the list shows (the first column, with a ``detail``).
    package var label: String
    /// The second column: `--tagged`'s description; nil for none.
    package var detail: String?
    /// What is printed when the option is chosen.
    package var value: String

    /// Creates an option that shows `label` (and `detail`) and prints `value`.
    package init(label: String, detail: String? = nil, value: String) {
        self.label = label
        self.detail = detail
        self.value = value
    }

    /// An option that shows and prints `text`.
    package init(_ text: String) {
        self.init(label: text, value: text)
    }

    /// An option written `LABEL<delimiter>VALUE` (`--label-delimiter`, as gum's): split at
    /// the first `delimiter`, it shows LABEL and prints VALUE; without `delimiter` in it (or
    /// with no delimiter given) it shows and prints itself. O(n).
    package init(_ option: String, delimiter: String?) {
        guard let delimiter, !delimiter.isEmpty, let range = option.firstRange(of: delimiter) else {
            self.init(option)
            return
        }
        self.init(
            label: String(option[..<range.lowerBound]),
            value: String(option[range.upperBound...]))
    }

    /// The option as the library takes it.
    package var choice: AlertChoice<String> {
        AlertChoice(label, detail: detail, value: value)
    }

    /// `--tagged`'s arguments, TAG DESCRIPTION pairs: each shows the tag and the
    /// description in two columns and prints the tag; nil for an odd count.
    package static func tagged(_ arguments: [String]) -> [CommandChoice]? {
        guard arguments.count.isMultiple(of: 2) else { return nil }
        return stride(from: 0, to: arguments.count, by: 2).map { index in
            CommandChoice(
                label: arguments[index], detail: arguments[index + 1], value: arguments[index])
        }
    }

    /// The names `--selected` lists: split at commas, empty ones left out.
    package static func names(inSelected text: String) -> [String] {
        text.split(separator: ",", omittingEmptySubsequences: true).map(String.init)
    }

    /// The rows `names` (from `--selected`) tick among `choices`: `*` ticks them all, any
    /// other name the first option whose label (else whose value) it is, scalar for scalar.
    ///
    /// - Returns: the rows, or the first name that is no option's.
    package static func rows(
        selecting names: [String], among choices: [CommandChoice]
    ) -> Result<Set<Int>, UnknownName> {
        var rows: Set<Int> = []
        for name in names {
            if name == "*" {
                rows.formUnion(choices.indices)
                continue
            }
            guard let row = CommandListOptions.row(of: name, among: choices) else {
                return .failure(UnknownName(name: name))
            }
            rows.insert(row)
        }
        return .success(rows)
    }

    /// A `--selected` name that is no option's.
    package struct UnknownName: Error, Equatable {
        /// The name.
        package var name: String

        /// Names `name` as no option's.
        package init(name: String) {
            self.name = name
        }
    }
}
