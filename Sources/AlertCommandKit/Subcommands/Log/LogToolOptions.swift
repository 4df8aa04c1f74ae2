/// One `gum log` call (gum's log/options.go and log/command.go): the text, its level and
/// formatter, and the styles of the text formatter.
package struct LogToolOptions: Sendable {
    /// The arguments after the flags: the message (joined with spaces), or with
    /// ``structured`` the message and key-value pairs, or with ``format`` a printf format and
    /// its arguments.
    package var text: [String]
    /// `--level` (`-l`): the level the line is logged at; ``Level/none`` writes no level.
    package var level = Level.none
    /// `--formatter`: text, json or logfmt.
    package var formatter = Formatter.text
    /// `--prefix`: written before the message (`prefix:` in text).
    package var prefix = ""
    /// `--structured` (`-s`): `text[0]` is the message, the rest key-value pairs.
    package var structured = false
    /// `--format` (`-f`): `text[0]` is a printf format (``GoPrintf``), the rest its
    /// arguments. gum refuses it with ``structured``; when both are set here, it wins, as the
    /// order of gum's branches has it.
    package var format = false
    /// `--time` (`-t`): "" writes no time; a name of ``GoTimeLayout/named`` (any case), or a
    /// Go layout such as `2006-01-02 15:04:05`.
    package var time = ""
    /// `--min-level` (`GUM_LOG_LEVEL`): "" logs every level, else debug, info, warn, error or
    /// fatal (any case); lines below it are not written. Lines of level ``Level/none`` are
    /// always written.
    package var minLevel = ""
    /// `--level.*`: the level label; bold, and in the level's own colour unless a foreground
    /// is given (log/command.go).
    package var levelStyle = TextToolStyle(bold: true)
    /// `--time.*`: the time; plain.
    package var timeStyle = TextToolStyle()
    /// `--prefix.*`: the prefix; bold and faint.
    package var prefixStyle = TextToolStyle(bold: true, faint: true)
    /// `--message.*`: the message; plain.
    package var messageStyle = TextToolStyle()
    /// `--key.*`: the keys; faint.
    package var keyStyle = TextToolStyle(faint: true)
    /// `--value.*`: the values; plain.
    package var valueStyle = TextToolStyle()
    /// `--separator.*`: the `=` and the `│` of multi-line values; faint.
    package var separatorStyle = TextToolStyle(faint: true)

    /// Options for logging `text` with gum's defaults.
    package init(text: [String]) {
        self.text = text
    }
}
