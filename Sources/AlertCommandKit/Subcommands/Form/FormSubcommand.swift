/// `alert form …`: several fields in one alert, their answers printed in order.
enum FormSubcommand: AlertSubcommand {
    static let name = "form"
    static let synopsis = "form FIELDS"
    static let summary = ["several fields in one alert, answers joined by |"]
    static let valueOptions = Set([
        "title", "header", "separator", "timeout", "ok-label", "cancel-label",
    ]).union(CommandFormField.optionNames)
    static let repeatableOptions = CommandFormField.optionNames
    static let exitStatuses = "0 answered, 1 Cancel or Esc, 124 --timeout ran out"
    static let help = """
        USAGE: alert form [--title T] [--header TEXT] [--separator S]
                          FIELD [FIELD...] [--timeout SECONDS]
                          [--ok-label L] [--cancel-label L]
        FIELD: --entry LABEL[:VALUE]     a line of text, VALUE already typed
               --password LABEL          a line of text shown as bullets
               --date LABEL[:YYYY-MM-DD] a day on year, month and day fields
               --choice LABEL:A,B,...    one of the options A, B, ... (A at the start)
               --multiline LABEL[:VALUE] text of several lines

        Asks every field in one alert, each under its label, in the order given, and
        prints their answers in that order on one line, joined by S (| by default; a
        day as YYYY-MM-DD, a text of several lines with its line breaks). A label ends
        at the first colon, and the labels of a form differ. Tab and Shift-Tab go from
        field to field and on to the buttons; the arrows move within a day or a choice.
        Enter answers OK (in a text of several lines it starts a line: Ctrl+D or
        Alt+Enter answer there). Exit status 1 for Cancel or Esc. In plain mode each
        field is asked in turn by its label, a line each (a day as YYYY-MM-DD, a choice
        by its number or written out, a text of several lines up to a line with a single
        .); Enter alone keeps the field's value and esc cancels. With --id ID, an
        ALERT_ANSWERS file answers each field on a line ID.LABEL=answer (a field left
        out keeps its value), and ID=esc cancels. --ok-label and --cancel-label give the
        OK and Cancel buttons other words.

        """

    static func command(from scan: CommandOptionScanner.Scan) throws(CommandUsageError)
        -> AlertCommand
    {
        try none(scan.positionals)
        var fields: [CommandFormField] = []
        var labels: Set<String> = []
        for option in scan.repeated {
            let field = try CommandFormField(option: option.name, spec: option.value)
            guard labels.insert(field.label).inserted else {
                throw usageError("two fields are labelled \(field.label); labels must differ")
            }
            fields.append(field)
        }
        guard !fields.isEmpty else {
            throw usageError(
                "a form needs a field: --entry, --password, --date, --choice or --multiline")
        }
        return .form(
            title: scan.values["title"], header: scan.values["header"], fields: fields,
            separator: scan.values["separator"] ?? "|", buttons: try buttonLabels(scan))
    }
}
