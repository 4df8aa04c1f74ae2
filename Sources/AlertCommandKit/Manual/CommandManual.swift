/// The manual pages `alert(1)` and `alert-gtk(1)`, written in roff from the parser's own
/// texts: the overview (``CommandHelp/overview``), every subcommand's help and options
/// (`AlertSubcommands.all`), the options before the subcommand, the environment
/// (``CommandEnvironment``) and the version (``CommandVersion``). The pages in `docs/man`
/// are this output, which a test checks.
package enum CommandManual {
    /// The manual page of `program`, in roff (`man -l` reads it). O(n) in the help texts.
    package static func page(for program: CommandProgram) -> String {
        let overview = program.help(CommandHelp.overview)
        let paragraphs = overview.components(separatedBy: "\n\n")
        let summary =
            paragraphs.first.map { line in
                String(line.drop { $0 != ":" }.dropFirst().drop { $0 == " " })
            } ?? ""
        var page = """
            .\\" The manual page of \(program.name), written by CommandManual from its help; do not edit.
            .TH \(program.name.uppercased()) 1 "" "\(program.name) \(CommandVersion.current)" "User Commands"
            .SH NAME
            \(escaped(program.name)) \\- \(escaped(summary.trimmingSuffix(".")))
            .SH SYNOPSIS
            .nf
            \(synopsis(for: program))
            .fi
            .SH DESCRIPTION

            """
        // The overview after its head and its list of subcommands, which SUBCOMMANDS tells.
        let description = paragraphs.dropFirst().filter {
            !$0.hasPrefix("USAGE:") && !$0.hasPrefix("  ") && !$0.isEmpty
        }
        page += roff(description.joined(separator: "\n\n"))
        page += ".SH SUBCOMMANDS\n"
        for subcommand in AlertSubcommands.all {
            page += ".SS \(escaped(subcommand.synopsis))\n"
            page += escaped(subcommand.summary.joined(separator: " ")) + ".\n.PP\n"
            page += roff(program.help(CommandHelp.text(for: subcommand.name) ?? ""))
        }
        if !program.isDesktop {
            for tool in AlertGumSubcommands.all {
                page += ".SS \(escaped(tool.name + " " + tool.arguments))\n"
                page += escaped(tool.summary) + ".\n.PP\n"
                page += roff(AlertGumSubcommands.help(for: tool))
            }
        }
        page += ".SH OPTIONS\n"
        for option in options(for: program) {
            page += ".TP\n.B \(escaped(option.tag))\n\(escaped(option.meaning))\n"
        }
        page += ".SH ENVIRONMENT\n"
        for variable in CommandEnvironment.variables(for: program) {
            page += ".TP\n.B \(escaped(variable.names.joined(separator: ", ")))\n"
            page += escaped(variable.meaning) + "\n"
        }
        page += ".SH EXIT STATUS\n"
        for (status, meaning) in exitStatuses(for: program) {
            page += ".TP\n.B \(status)\n\(escaped(meaning))\n"
        }
        page += ".SH SEE ALSO\n"
        page +=
            program.isDesktop
            ? ".BR alert (1)\n" : ".BR alert-gtk (1),\n.BR whiptail (1),\n.BR dialog (1)\n"
        return page
    }

    /// One option `program` takes before its subcommand (or, for `--id`, `--timeout` and
    /// `--default`, after it), as the OPTIONS section lists it.
    struct Option: Equatable {
        /// The option as written, with its value: `--completions bash|zsh|fish`.
        var tag: String
        /// What it does.
        var meaning: String
    }

    /// The options the OPTIONS section lists for `program`: the display flags only for the
    /// terminal's.
    static func options(for program: CommandProgram) -> [Option] {
        var options: [Option] = []
        if !program.isDesktop {
            options += [
                Option(
                    tag: "--plain",
                    meaning: """
                        Asks in plain lines: a numbered prompt on standard error, the answer \
                        read from standard input (also ALERT_PLAIN=1, TERM=dumb, or no \
                        controlling terminal).
                        """),
                Option(
                    tag: "--fullscreen",
                    meaning: """
                        Draws the alert over the whole screen, on the alternate screen, rather \
                        than inline below the cursor.
                        """),
                Option(
                    tag: "--no-summary",
                    meaning: "Leaves nothing on the terminal once answered (not the summary line)."),
            ]
        }
        options += [
            Option(
                tag: "--id ID",
                meaning:
                    "Names the alert: its answer's key in an ALERT_ANSWERS file (every subcommand)."
            ),
            Option(
                tag: "--timeout SECONDS",
                meaning: """
                    Waits that long at most (every subcommand but status); then --default is \
                    the answer where the subcommand takes one, else the exit status is 124.
                    """),
            Option(
                tag: "-h, --help",
                meaning: "Prints the help (also after a subcommand, or help SUBCOMMAND)."),
            Option(tag: "--version", meaning: "Prints the program's name and version."),
            Option(
                tag: "--completions bash|zsh|fish",
                meaning: "Prints the shell's completions of the subcommands and their options."),
        ]
        return options
    }

    /// The exit statuses every subcommand shares, and each one's own.
    static func exitStatuses(for program: CommandProgram) -> [(String, String)] {
        [
            ("0", "OK, yes, an answer given, or a status or progress that ended."),
            ("1", "Cancel, no, or Esc."),
            (
                "2",
                """
                A bad command line, no way to ask (\(program.isDesktop ? "no display" : "no terminal and no plain input")), \
                an answer that cannot be written, or a standard stream the command needs that \
                is closed.
                """
            ),
            ("124", "--timeout ran out without a --default."),
            ("130", "Ctrl+C."),
        ]
    }

    /// The SYNOPSIS lines of `program`: its usage, then each subcommand's.
    private static func synopsis(for program: CommandProgram) -> String {
        let flags = program.isDesktop ? "" : " [--fullscreen | --plain] [--no-summary]"
        var lines = AlertSubcommands.all.map { subcommand in
            "\\fB\(program.name)\\fR\(escaped(flags)) \\fB\(escaped(subcommand.name))\\fR"
                + " [OPTIONS]"
                + escaped(String(subcommand.synopsis.dropFirst(subcommand.name.count)))
        }
        if !program.isDesktop {
            lines += AlertGumSubcommands.all.map { tool in
                "\\fBalert\\fR \\fB\(escaped(tool.name))\\fR [OPTIONS] \(escaped(tool.arguments))"
            }
            lines.append("\\fBalert gum\\fR SUBCOMMAND [OPTIONS] ARGUMENTS")
            lines.append("\\fBalert whiptail\\fR|\\fBdialog\\fR OPTIONS BOX ARGUMENTS")
        }
        lines.append(
            "\\fB\(program.name)\\fR \(escaped("--help | --version | --completions bash|zsh|fish"))"
        )
        return lines.joined(separator: "\n")
    }

    /// `text` (a help text) in roff: paragraphs, `USAGE:` blocks and indented examples kept
    /// as they are laid out, `--option VALUE: meaning` lines (with their indented rest) as
    /// tagged paragraphs, and a heading line (`EXIT STATUS`) in bold.
    static func roff(_ text: String) -> String {
        var output = ""
        var inOption = false
        var inUsage = false
        var inExample = false
        var afterHeading = false
        func endExample() {
            if inExample { output += ".fi\n.in\n" }
            inExample = false
        }
        // Code spans may cross a line break: their ends are marked before the lines split.
        var opens = true
        let marked = String(
            text.trimmingSuffix("\n").map { character -> Character in
                guard character == "`" else { return character }
                defer { opens.toggle() }
                return opens ? "\u{1}" : "\u{2}"
            })
        for line in marked.components(separatedBy: "\n") {
            if line.isEmpty {
                endExample()
                if inUsage { output += ".fi\n" }
                inUsage = false
                inOption = false
                afterHeading = false
                output += ".PP\n"
            } else if line.hasPrefix("USAGE: ") {
                inUsage = true
                output += ".nf\n" + escaped(line) + "\n"
            } else if inUsage {
                output += escaped(line) + "\n"
            } else if line.hasPrefix("-"), let colon = line.firstRange(of: ": "),
                isOptionTag(line[..<colon.lowerBound])
            {
                endExample()
                inOption = true
                output += ".TP\n.B \(escaped(String(line[..<colon.lowerBound])))\n"
                output += escaped(String(line[colon.upperBound...])) + "\n"
            } else if line.hasPrefix("  "), inOption || afterHeading {
                output += escaped(String(line.drop { $0 == " " })) + "\n"
            } else if line.hasPrefix("  ") {
                if !inExample { output += ".in +4n\n.nf\n" }
                inExample = true
                output += escaped(String(line.dropFirst(2))) + "\n"
            } else if line.allSatisfy({ $0.isUppercase || $0 == " " }) {
                afterHeading = true
                output += ".B \(escaped(line.capitalizedFirst))\n.br\n"
            } else {
                endExample()
                inOption = false
                output += escaped(line) + "\n"
            }
        }
        endExample()
        if inUsage { output += ".fi\n" }
        return output
    }

    /// Whether `text` (what comes before `: ` on a line) names options and their values,
    /// such as `--ok-label L, --cancel-label L`: each word an option or in capitals.
    static func isOptionTag(_ text: Substring) -> Bool {
        text.split(separator: " ").allSatisfy { word in
            word.hasPrefix("-") || !word.contains(where: \.isLowercase)
        }
    }

    /// `text` as roff prints it: backslashes and hyphens escaped, other than ASCII as
    /// `\[uXXXX]`, a line that would start
    /// with a control character guarded, and `` `code` `` in bold (`roff` marks the code
    /// spans of a whole text as U+0001 and U+0002).
    static func escaped(_ text: String) -> String {
        var result = ""
        var inCode = false
        for character in text {
            switch character {
            case "\\": result += "\\e"
            case "-": result += "\\-"
            case "\u{1}": result += "\\fB"
            case "\u{2}": result += "\\fR"
            case "`":
                result += inCode ? "\\fR" : "\\fB"
                inCode.toggle()
            case _ where !character.isASCII:
                // groff reads ASCII without preconv: every other character by its code point.
                for scalar in character.unicodeScalars {
                    result += "\\[u" + hex(scalar.value) + "]"
                }
            default: result.append(character)
            }
        }
        if result.hasPrefix(".") || result.hasPrefix("'") { result = "\\&" + result }
        return result
    }
}

/// `value` in four (or more) uppercase hexadecimal digits, as groff's `\[uXXXX]` names a
/// character.
private func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}

extension String {
    /// The string without `suffix` at its end (unchanged when it does not end with it).
    fileprivate func trimmingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
    }

    /// The string with its first letter kept and the rest in lowercase: `Exit status`.
    fileprivate var capitalizedFirst: String {
        guard let first else { return self }
        return String(first) + dropFirst().lowercased()
    }
}
