import AlertProtocol

/// The shell completions of `alert` and `alert-gtk` (`alert --completions bash|zsh|fish`),
/// written from the parser's own table: the subcommands (`AlertSubcommands.all`), the
/// options each takes (`CommandLineParser.options(for:)`), the values of the options that
/// take a fixed few (`AlertSubcommand.optionValues`) and what the arguments are
/// (`AlertSubcommand.arguments`: words, a file, a command).
package enum CommandCompletions {
    /// A shell the completions are written for.
    package enum Shell: String, CaseIterable, Sendable {
        /// bash (`complete -F`).
        case bash
        /// zsh (`compdef`; the script also works as an autoloaded `_alert` file).
        case zsh
        /// fish (`complete -c`).
        case fish
    }

    /// The completion script of `program` for `shell`. O(n) in the table.
    package static func script(for shell: Shell, program: CommandProgram) -> String {
        let table = Table(program: program)
        switch shell {
        case .bash: return bash(table)
        case .zsh: return zsh(table)
        case .fish: return fish(table)
        }
    }

    /// What the scripts complete, read from the parser.
    struct Table {
        /// The program's name.
        var program: String
        /// Its name as a shell function's: `_alert`, `_alert_gtk`.
        var function: String
        /// The options before a subcommand: `--plain`, `--help`, ….
        var globalOptions: [String]
        /// What may come first: the subcommands, `help`, and for the terminal `whiptail` and
        /// `dialog`, each with its summary.
        var firstWords: [(word: String, summary: String)]
        /// Each subcommand's options that take a value and its flags (with the dashes, sorted),
        /// the fixed values of its options, and what its arguments are.
        var subcommands:
            [(
                name: String, values: [String], flags: [String], fixed: [(String, [String])],
                arguments: CommandArguments
            )]

        /// The table of `program`.
        init(program: CommandProgram) {
            self.program = program.name
            function = "_" + program.name.replacingScalars(of: "-", with: "_")
            let displayFlags = ["--plain", "--fullscreen", "--no-summary"]
            globalOptions =
                (program.isDesktop ? [] : displayFlags) + ["--help", "--version", "--completions"]
            firstWords = AlertSubcommands.all.map { ($0.name, $0.summary.joined(separator: " ")) }
            firstWords.append(("help", "the help of alert or of a subcommand"))
            if !program.isDesktop {
                firstWords += AlertGumSubcommands.all.map { ($0.name, $0.summary.lowercased()) }
                firstWords.append(("gum", "gum's command line"))
                firstWords.append(("whiptail", "whiptail's command line"))
                firstWords.append(("dialog", "dialog's command line"))
            }
            subcommands = AlertSubcommands.all.map { subcommand in
                let (values, flags) = CommandLineParser.options(for: subcommand.name)
                let shownFlags = flags.map { "--" + $0 }.filter {
                    !program.isDesktop || !displayFlags.contains($0)
                }
                return (
                    subcommand.name, values.map { "--" + $0 }.sorted(), shownFlags.sorted(),
                    subcommand.optionValues.sorted { $0.key < $1.key }.map {
                        ("--" + $0.key, $0.value)
                    },
                    subcommand.arguments
                )
            }
            if !program.isDesktop {
                subcommands += AlertGumSubcommands.all.map { tool in
                    let values = tool.flags.filter { !$0.isBool }.map { "--" + $0.name }
                    let flags = tool.flags.filter(\.isBool).flatMap { flag in
                        flag.kind == .bool(negatable: true)
                            ? ["--" + flag.name, "--no-" + flag.name] : ["--" + flag.name]
                    }
                    let fixed = tool.flags.compactMap { flag in
                        flag.allowed.map { ("--" + flag.name, $0) }
                    }
                    return (
                        tool.name, values.sorted(), (flags + ["--help"]).sorted(),
                        fixed.sorted { $0.0 < $1.0 }, CommandArguments.text
                    )
                }
            }
        }

        /// The kind of the arguments as the scripts' `arguments` variable says it.
        static func kind(_ arguments: CommandArguments) -> (kind: String, words: [String]) {
            switch arguments {
            case .text: ("text", [])
            case .words(let words): ("words", words)
            case .file: ("file", [])
            case .command: ("command", [])
            }
        }
    }

    /// The bash script: one function, `complete -F`.
    private static func bash(_ table: Table) -> String {
        let f = table.function
        var cases = ""
        var fixed = ""
        for subcommand in table.subcommands {
            let (kind, words) = Table.kind(subcommand.arguments)
            cases += """
                        \(subcommand.name))
                            values='\(subcommand.values.joined(separator: " "))'
                            flags='\(subcommand.flags.joined(separator: " "))'
                            arguments=\(kind) choices='\(words.joined(separator: " "))' ;;

                """
            for (option, values) in subcommand.fixed {
                fixed += """
                            "\(subcommand.name) \(option)")
                                COMPREPLY=($(compgen -W '\(values.joined(separator: " "))' -- "$cur")) ;;

                    """
            }
        }
        let firstWords = table.firstWords.map(\.word).joined(separator: " ")
        let subcommandNames = table.subcommands.map(\.name).joined(separator: " ")
        return """
            # bash completion for \(table.program), written by `\(table.program) --completions bash`.
            \(f)() {
                local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}
                local i=1 word subcommand='' values='' flags='' arguments='' choices=''
                local positionals=0 dashdash=0
                COMPREPLY=()
                while ((i < COMP_CWORD)); do
                    word=${COMP_WORDS[i]}
                    [[ $word == -* ]] || { subcommand=$word; break; }
                    ((i++))
                done
                if [[ -z $subcommand ]]; then
                    if [[ $prev == --completions ]]; then
                        COMPREPLY=($(compgen -W 'bash zsh fish' -- "$cur"))
                    elif [[ $cur == -* ]]; then
                        COMPREPLY=($(compgen -W '\(table.globalOptions.joined(separator: " "))' -- "$cur"))
                    else
                        COMPREPLY=($(compgen -W '\(firstWords)' -- "$cur"))
                    fi
                    return 0
                fi
                case $subcommand in
            \(cases)        help)
                        ((i == COMP_CWORD - 1)) &&
                            COMPREPLY=($(compgen -W '\(subcommandNames)' -- "$cur"))
                        return 0 ;;
                    *) return 0 ;;
                esac
                for ((i++; i < COMP_CWORD; i++)); do
                    word=${COMP_WORDS[i]}
                    if ((dashdash)); then
                        ((positionals++))
                    elif [[ $word == -- ]]; then
                        dashdash=1
                    elif [[ " $values " == *" $word "* ]]; then
                        ((i++))
                    elif [[ $word != -* ]]; then
                        ((positionals++))
                    fi
                done
                if ((!dashdash)) && [[ " $values " == *" $prev "* ]]; then
                    case "$subcommand $prev" in
            \(fixed)        esac
                    return 0
                fi
                if ((!dashdash)) && [[ $cur == -* ]]; then
                    COMPREPLY=($(compgen -W "$values $flags --help" -- "$cur"))
                    return 0
                fi
                case $arguments in
                    words) ((positionals == 0)) && COMPREPLY=($(compgen -W "$choices" -- "$cur")) ;;
                    file) COMPREPLY=($(compgen -f -- "$cur")) ;;
                    command)
                        if ((dashdash && positionals == 0)); then
                            COMPREPLY=($(compgen -c -- "$cur"))
                        elif ((dashdash)); then
                            COMPREPLY=($(compgen -f -- "$cur"))
                        fi ;;
                esac
                return 0
            }
            complete -F \(f) \(table.program)

            """
    }

    /// The zsh script: the same steps as bash's with `compadd`, `_files` and
    /// `_command_names`; an autoloaded `_alert` file, or `source`d (it then calls `compdef`).
    private static func zsh(_ table: Table) -> String {
        let f = table.function
        var cases = ""
        var fixed = ""
        for subcommand in table.subcommands {
            let (kind, words) = Table.kind(subcommand.arguments)
            cases += """
                        \(subcommand.name))
                            values='\(subcommand.values.joined(separator: " "))'
                            flags='\(subcommand.flags.joined(separator: " "))'
                            arguments=\(kind) choices='\(words.joined(separator: " "))' ;;

                """
            for (option, values) in subcommand.fixed {
                fixed += """
                            "\(subcommand.name) \(option)") compadd -- \(values.joined(separator: " ")) ;;

                    """
            }
        }
        let described = table.firstWords.map { word, summary in
            "'\(word):\(summary.replacingScalars(of: "'", with: "'\\''"))'"
        }.joined(separator: " ")
        let subcommandNames = table.subcommands.map(\.name).joined(separator: " ")
        return """
            #compdef \(table.program)
            # zsh completion for \(table.program), written by `\(table.program) --completions zsh`.
            \(f)() {
                local cur=${words[CURRENT]} prev=${words[CURRENT-1]}
                local -i i=2 positionals=0 dashdash=0
                local word subcommand='' values='' flags='' arguments='' choices=''
                while (( i < CURRENT )); do
                    word=${words[i]}
                    [[ $word == -* ]] || { subcommand=$word; break }
                    (( i++ ))
                done
                if [[ -z $subcommand ]]; then
                    if [[ $prev == --completions ]]; then
                        compadd -- bash zsh fish
                    elif [[ $cur == -* ]]; then
                        compadd -- \(table.globalOptions.joined(separator: " "))
                    else
                        local -a described=(\(described))
                        _describe -t subcommands 'subcommand' described
                    fi
                    return
                fi
                case $subcommand in
            \(cases)        help)
                        (( i == CURRENT - 1 )) && compadd -- \(subcommandNames)
                        return ;;
                    *) return ;;
                esac
                for (( i++; i < CURRENT; i++ )); do
                    word=${words[i]}
                    if (( dashdash )); then
                        (( positionals++ ))
                    elif [[ $word == -- ]]; then
                        dashdash=1
                    elif [[ " $values " == *" $word "* ]]; then
                        (( i++ ))
                    elif [[ $word != -* ]]; then
                        (( positionals++ ))
                    fi
                done
                if (( ! dashdash )) && [[ " $values " == *" $prev "* ]]; then
                    case "$subcommand $prev" in
            \(fixed)        esac
                    return
                fi
                if (( ! dashdash )) && [[ $cur == -* ]]; then
                    compadd -- ${=values} ${=flags} --help
                    return
                fi
                case $arguments in
                    words) (( positionals == 0 )) && compadd -- ${=choices} ;;
                    file) _files ;;
                    command)
                        if (( dashdash && positionals == 0 )); then
                            _command_names -e
                        elif (( dashdash )); then
                            _files
                        fi ;;
                esac
            }
            if [[ ${zsh_eval_context[-1]} == loadautofunc ]]; then
                \(f) "$@"
            else
                compdef \(f) \(table.program)
            fi

            """
    }

    /// The fish script: one function prints the candidates for the command line so far,
    /// which `complete -c` offers.
    private static func fish(_ table: Table) -> String {
        let f = "_" + table.function
        var cases = ""
        var fixed = ""
        for subcommand in table.subcommands {
            let (kind, words) = Table.kind(subcommand.arguments)
            cases += """
                        case \(subcommand.name)
                            set values \(subcommand.values.joined(separator: " "))
                            set flags \(subcommand.flags.joined(separator: " "))
                            set arguments \(kind)
                            set choices \(words.joined(separator: " "))

                """
            for (option, values) in subcommand.fixed {
                fixed += """
                            case '\(subcommand.name) \(option)'
                                printf '%s\\n' \(values.joined(separator: " "))

                    """
            }
        }
        let described = table.firstWords.map { word, summary in
            "\(word)\\t'\(summary.replacingScalars(of: "'", with: "\\'"))'"
        }.joined(separator: " ")
        let subcommandNames = table.subcommands.map(\.name).joined(separator: " ")
        return """
            # fish completion for \(table.program), written by `\(table.program) --completions fish`.
            function \(f)
                set -l words (commandline -opc)
                set -l cur (commandline -ct)
                set -l prev $words[-1]
                set -l i 2
                set -l subcommand
                while test $i -le (count $words)
                    if not string match -q -- '-*' $words[$i]
                        set subcommand $words[$i]
                        break
                    end
                    set i (math $i + 1)
                end
                if test -z "$subcommand"
                    if test "$prev" = --completions
                        printf '%s\\n' bash zsh fish
                    else if string match -q -- '-*' $cur
                        printf '%s\\n' \(table.globalOptions.joined(separator: " "))
                    else
                        printf '%s\\n' \(described)
                    end
                    return
                end
                set -l values
                set -l flags
                set -l arguments
                set -l choices
                switch $subcommand
            \(cases)        case help
                        test $i -eq (count $words); and printf '%s\\n' \(subcommandNames)
                        return
                    case '*'
                        return
                end
                set -l positionals 0
                set -l dashdash 0
                set i (math $i + 1)
                while test $i -le (count $words)
                    set -l word $words[$i]
                    if test $dashdash -eq 1
                        set positionals (math $positionals + 1)
                    else if test "$word" = --
                        set dashdash 1
                    else if contains -- $word $values
                        set i (math $i + 1)
                    else if not string match -q -- '-*' $word
                        set positionals (math $positionals + 1)
                    end
                    set i (math $i + 1)
                end
                if test $dashdash -eq 0; and contains -- "$prev" $values
                    switch "$subcommand $prev"
            \(fixed)        end
                    return
                end
                if test $dashdash -eq 0; and string match -q -- '-*' $cur
                    printf '%s\\n' $values $flags --help
                    return
                end
                switch $arguments
                    case words
                        test $positionals -eq 0; and printf '%s\\n' $choices
                    case file
                        __fish_complete_path $cur
                    case command
                        if test $dashdash -eq 1 -a $positionals -eq 0
                            __fish_complete_command
                        else if test $dashdash -eq 1
                            __fish_complete_path $cur
                        end
                end
            end
            complete -c \(table.program) -f -a '(\(f))'

            """
    }
}
