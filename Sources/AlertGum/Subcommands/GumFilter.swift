import AlertCommandKit
import AlertEngine
import AlertStyles

/// `gum filter [OPTION...]`: a line found by typing part of it, or several with `--limit`
/// or `--no-limit`. filter/options.go, filter/command.go.
enum GumFilter: GumSubcommand {
    static let name = "filter"
    static let summary = "Filter items from a list"
    static let arguments = "[<options> ...]"
    static let flags: [GumFlag] =
        [GumFlag("indicator", default: "•", env: "GUM_FILTER_INDICATOR")]
        + GumFlag.style(
            "indicator.", env: "GUM_FILTER_INDICATOR_", defaults: ["foreground": "212"])
        + [
            GumFlag("limit", .int, default: "1"),
            GumFlag("no-limit", .bool(negatable: false), default: "false"),
            GumFlag("select-if-one", .bool(negatable: false), default: "false"),
            GumFlag("selected", .strings, env: "GUM_FILTER_SELECTED"),
            GumFlag(
                "show-help", .bool(negatable: true), default: "true", env: "GUM_FILTER_SHOW_HELP"),
            GumFlag("strict", .bool(negatable: true), default: "true"),
            GumFlag("selected-prefix", default: " ◉ ", env: "GUM_FILTER_SELECTED_PREFIX"),
        ]
        + GumFlag.style(
            "selected-indicator.", env: "GUM_FILTER_SELECTED_PREFIX_",
            defaults: ["foreground": "212"])
        + [GumFlag("unselected-prefix", default: " ○ ", env: "GUM_FILTER_UNSELECTED_PREFIX")]
        + GumFlag.style(
            "unselected-prefix.", env: "GUM_FILTER_UNSELECTED_PREFIX_",
            defaults: ["foreground": "240"])
        + GumFlag.style("header.", env: "GUM_FILTER_HEADER_", defaults: ["foreground": "99"])
        + [GumFlag("header", env: "GUM_FILTER_HEADER")]
        + GumFlag.style("text.", env: "GUM_FILTER_TEXT_")
        + GumFlag.style("cursor-text.", env: "GUM_FILTER_CURSOR_TEXT_")
        + GumFlag.style("match.", env: "GUM_FILTER_MATCH_", defaults: ["foreground": "212"])
        + [
            GumFlag("placeholder", default: "Filter...", env: "GUM_FILTER_PLACEHOLDER"),
            GumFlag("prompt", default: "> ", env: "GUM_FILTER_PROMPT"),
        ]
        + GumFlag.style("prompt.", env: "GUM_FILTER_PROMPT_", defaults: ["foreground": "240"])
        + GumFlag.style(
            "placeholder.", env: "GUM_FILTER_PLACEHOLDER_", defaults: ["foreground": "240"])
        + [
            GumFlag("width", .int, default: "0", env: "GUM_FILTER_WIDTH"),
            GumFlag("height", .int, default: "0", env: "GUM_FILTER_HEIGHT"),
            GumFlag("value", env: "GUM_FILTER_VALUE"),
            GumFlag(
                "reverse", .bool(negatable: false), default: "false", env: "GUM_FILTER_REVERSE"),
            GumFlag("fuzzy", .bool(negatable: true), default: "true", env: "GUM_FILTER_FUZZY"),
            GumFlag(
                "fuzzy-sort", .bool(negatable: true), default: "true", env: "GUM_FILTER_FUZZY_SORT"),
            GumFlag("timeout", .duration, default: "0s", env: "GUM_FILTER_TIMEOUT"),
            GumFlag("input-delimiter", default: "\n", env: "GUM_FILTER_INPUT_DELIMITER"),
            GumFlag("output-delimiter", default: "\n", env: "GUM_FILTER_OUTPUT_DELIMITER"),
            GumFlag(
                "strip-ansi", .bool(negatable: true), default: "true", env: "GUM_FILTER_STRIP_ANSI"),
            GumFlag("padding", default: "0 0", env: "GUM_FILTER_PADDING"),
            GumFlag("sort", .bool(negatable: true), default: "true", env: "GUM_FILTER_FUZZY_SORT"),
        ]

    static func run(_ scan: GumScan, _ context: GumContext) async throws(GumFailure)
        -> Int32
    {
        var options = scan.positionals
        var readInput = false
        if options.isEmpty {
            // The lines of standard input, else the files under the current directory.
            let piped = try GumPrompt.standardInput(strippingEscapes: scan.bool("strip-ansi"))
            readInput = piped != nil
            if let piped, !piped.isEmpty {
                options = piped.split(scan.string("input-delimiter"))
            } else {
                options = GumFileList.files(under: ".")
            }
        }
        guard !options.isEmpty else {
            return GumPrompt.fail("no options provided, see `gum filter --help`")
        }
        let query = scan.string("value")
        // The matches the filter would show for --value (gum's fuzzy.Find): one alone is
        // the answer with --select-if-one.
        if scan.bool("select-if-one") {
            let matching =
                query.isEmpty
                ? Array(options.indices)
                : FuzzyMatcher(options).matches(of: FuzzyMatcher.foldedQuery(query))
            if matching.count == 1 { return GumPrompt.print(options[matching[0]] + "\n") }
        }
        let limit = GumList.limit(scan, count: options.count)
        let list = GumList(options: options, labelDelimiter: "")
        let header = scan.string("header")
        let command = AlertCommand.filter(
            title: nil, placeholder: scan.string("placeholder"), choices: options,
            selection: limit.map { .several(maximum: $0) } ?? .one,
            list: CommandListOptions(
                selected: list.known(scan.lists["selected"] ?? [], limit: limit),
                header: header.isEmpty ? nil : header,
                height: scan.int("height") > 0 ? scan.int("height") : nil))
        // --value is the query typed to start with; Tab ticks and moves on. With --strict
        // (the default) Enter where nothing matches ends with no answer; with --no-strict
        // the query typed is a row of its own, from the first key on (filter/filter.go
        // adds it to the choices as a key changes the query; --value's first matches are
        // the options' alone).
        let strict = scan.bool("strict")
        var shown: FilterItem?
        let keys = GumFilterKeys(ticks: limit != nil)
        let startTyped: @MainActor (AlertView) -> Void = { view in
            for case let filter as FilterItem in view.items {
                // Esc blurs the search (textinput's Blur): the line shows it takes no
                // letters, and the hint names `/`, which gives the focus back.
                let typing = view.interaction.keyHintWords.filter
                keys.onSearchingChange = { [weak view, weak filter] searching in
                    filter?.queryTakesLetters = searching
                    view?.interaction.keyHintWords.filter = searching ? typing : "/ search"
                    view?.setNeedsDisplay()
                }
                filter.tabMovesOn = true
                // Up on the first match goes to the last, Down on the last to the first
                // (filter/filter.go's CursorUp and CursorDown go round).
                filter.wrapsAround = true
                if !query.isEmpty { filter.setQuery(query) }
                filter.answersWhenNothingMatches = strict
                filter.offersTypedQuery = !strict
                shown = filter
            }
        }
        return await GumPrompt.ask(
            command, timeout: scan.timeoutMilliseconds(),
            id: header.isEmpty ? scan.string("placeholder") : header, readInput: readInput,
            keys: keys, showsHelp: scan.bool("show-help"),
            adjusting: startTyped, context
        ) { outcome in
            guard case .accepted(let answer?) = outcome else {
                return GumPrompt.fail("nothing selected")
            }
            // Submitted with nothing matched and nothing ticked: gum prints nothing, and
            // exits 0 (filter/command.go prints a match only when there is one).
            if let shown, shown.chosenChoices.isEmpty { return 0 }
            let lines = answer.split(separator: "\n", omittingEmptySubsequences: false)
            return GumPrompt.print(lines.joined(separator: scan.string("output-delimiter")) + "\n")
        }
    }
}
