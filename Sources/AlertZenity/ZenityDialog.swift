import AlertCommandKit
import AlertDialog

/// The dialog a zenity command line asks for, with what only that dialog takes.
package enum ZenityDialog: Hashable, Sendable {
    /// `--question`: Yes or No.
    case question
    /// `--info`, `--warning`, `--error`: the text and one OK button (`kind` says which).
    case message(ZenityMessageKind)
    /// `--entry` (`--entry-text`, `--hide-text`) and `--password`: a line of text.
    case entry(initial: String, isSecret: Bool)
    /// `--password --username`: a user name and a password, answered as zenity does:
    /// `NAME|PASSWORD`.
    case login
    /// `--list`: rows of columns to choose from.
    case list(ZenityList)
    /// `--calendar`: a day, starting at `start`; the answer through `format` (strftime).
    case calendar(start: CalendarDay, format: String)
    /// `--scale`: a whole number from `minimum` to `maximum`, moved by `step`.
    case scale(value: Int, minimum: Int, maximum: Int, step: Int)
    /// `--text-info`: a file's text (`--filename`, else standard input; the parser leaves `text` empty, `ZenityCommandApp` reads it) and OK.
    /// With `checkbox` (`--checkbox TEXT`), a box of those words under the text, which
    /// must be ticked before OK can be pressed (a licence to accept); with `editable`
    /// (`--editable`), the text can be edited and OK prints it.
    case textInfo(path: String?, text: String, checkbox: String? = nil, editable: Bool = false)
    /// `--progress`: a bar fed by standard input.
    case progress(ZenityProgress)
    /// `--notification`: a desktop notification of the text, sent to the session's
    /// notification server (alert-gtk's `ZenityNotification`); nothing to show in a window.
    case notification
    /// `--file-selection`: files or a folder to open, or a file to save, chosen in the
    /// desktop's file chooser.
    case fileSelection(ZenityFileSelection)
    /// `--forms`: `fields` in one window, answered in their order joined by `separator`,
    /// a day through `dateFormat` (strftime, `--forms-date-format`).
    case forms([ZenityFormField], dateFormat: String, separator: String)
    /// `--color-selection`: a colour, answered as zenity prints it (`rgb(255,0,0)`).
    case colorSelection(ZenityColorSelection)
}

/// What `--color-selection` takes: the colour to start on and how it is chosen.
package struct ZenityColorSelection: Hashable, Sendable {
    /// `--color` (white without one, as zenity's).
    package var initial = ZenityColor.white
    /// `--show-palette`: GTK's palette of swatches rather than its colour editor.
    package var showsPalette = false

    /// Creates the settings of a bare `--color-selection`.
    package init() {}
}

/// A field of zenity's `--forms`, under its label.
package enum ZenityFormField: Hashable, Sendable {
    /// `--add-entry`: a line of text.
    case entry(String)
    /// `--add-password`: a line of text shown as bullets.
    case password(String)
    /// `--add-multiline-entry`: text of several lines.
    case multiline(String)
    /// `--add-calendar`: a day, today at the start.
    case calendar(String)
    /// `--add-combo` and its `--combo-values`: one of `values`, none chosen at the start.
    case combo(String, values: [String])

    /// The field's label.
    package var label: String {
        switch self {
        case .entry(let label), .password(let label), .multiline(let label),
            .calendar(let label), .combo(let label, _):
            label
        }
    }
}

/// Which of zenity's one-button message dialogs.
package enum ZenityMessageKind: String, Hashable, Sendable {
    /// `--info`.
    case info
    /// `--warning`.
    case warning
    /// `--error`.
    case error
}

/// What `--progress` takes: the starting percentage and how the window ends.
package struct ZenityProgress: Hashable, Sendable {
    /// `--percentage`.
    package var percentage = 0
    /// `--pulsate`: a bar that moves until a percentage comes.
    package var pulsates = false
    /// `--auto-close`: the window goes when the input reaches 100 or ends.
    package var closesAutomatically = false
    /// `--no-cancel`: no Cancel button (Esc and the close button still end it, exit 1, as
    /// zenity's do).
    package var hasNoCancel = false

    /// Creates the settings of a bare `--progress`.
    package init() {}
}
