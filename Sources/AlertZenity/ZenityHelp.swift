import AlertCommandKit
import AlertDialog

/// The usage `alert-gtk zenity --help` prints: the dialogs and options the mode takes.
enum ZenityHelp {
    /// The text.
    static let text = """
        Usage: zenity DIALOG [OPTION…] (alert-gtk's zenity mode)

        Dialogs:
          --question [--default-cancel]    --info --warning --error --notification
          --entry [--entry-text TEXT] [--hide-text]    --password [--username]
          --list --column NAME… [--checklist|--radiolist|--multiple]
                 [--print-column N|ALL] [--separator SEP] [--hide-header] [--editable]
                 [VALUE…] (without VALUEs, one a line from standard input)
          --calendar [--day N] [--month N] [--year N] [--date-format FORMAT]
          --scale [--value N] [--min-value N] [--max-value N] [--step N]
          --text-info [--filename FILE] [--checkbox TEXT] [--editable]
          --file-selection [--filename PATH] [--directory|--save] [--multiple]
                 [--separator SEP] [--file-filter 'NAME | *.txt *.md']…
                 [--confirm-overwrite]
          --progress [--percentage N] [--pulsate] [--auto-close] [--no-cancel]
          --forms [--add-entry LABEL] [--add-password LABEL] [--add-multiline-entry LABEL]
                 [--add-calendar LABEL] [--add-combo LABEL --combo-values 'A|B']…
                 [--separator SEP] [--forms-date-format FORMAT]
          --color-selection [--color COLOR] [--show-palette]

        Options:
          --title TEXT --text TEXT --ok-label TEXT --cancel-label TEXT
          --width N --height N --timeout SECONDS --no-wrap --no-markup

        Exit: 0 OK, 1 Cancel or closed, 5 timed out, 255 error.

        """
}
