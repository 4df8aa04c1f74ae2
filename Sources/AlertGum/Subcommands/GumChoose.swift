import AlertCommandKit
import AlertEngine

/// `gum choose [OPTION...]`: one option of a list, or several with `--limit` or
/// `--no-limit`. choose/options.go, choose/command.go.
enum GumChoose: GumSubcommand {
    static let name = "choose"
    static let summary = "Choose an option from a list of choices"
    static let arguments = "[<options> ...]"
    static let flags: [GumFlag] =
        [
            GumFlag("limit", .int, default: "1"),
            GumFlag("no-limit", .bool(negatable: false), default: "false"),
            GumFlag(
                "ordered", .bool(negatable: false), default: "false", env: "GUM_CHOOSE_ORDERED"),
            GumFlag("height", .int, default: "10", env: "GUM_CHOOSE_HEIGHT"),
            GumFlag("cursor", default: "> ", env: "GUM_CHOOSE_CURSOR"),
            GumFlag(
                "show-help", .bool(negatable: true), default: "true", env: "GUM_CHOOSE_SHOW_HELP"),
            GumFlag("timeout", .duration, default: "0s", env: "GUM_CHOOSE_TIMEOUT"),
            GumFlag("header", default: "Choose:", env: "GUM_CHOOSE_HEADER"),
            GumFlag("cursor-prefix", default: "• ", env: "GUM_CHOOSE_CURSOR_PREFIX"),
            GumFlag("selected-prefix", default: "✓ ", env: "GUM_CHOOSE_SELECTED_PREFIX"),
            GumFlag("unselected-prefix", default: "• ", env: "GUM_CHOOSE_UNSELECTED_PREFIX"),
            GumFlag("selected", .strings, env: "GUM_CHOOSE_SELECTED"),
            GumFlag("select-if-one", .bool(negatable: false), default: "false"),
            GumFlag("input-delimiter", default: "\n", env: "GUM_CHOOSE_INPUT_DELIMITER"),
            GumFlag("output-delimiter", default: "\n", env: "GUM_CHOOSE_OUTPUT_DELIMITER"),
            GumFlag("label-delimiter", default: "", env: "GUM_CHOOSE_LABEL_DELIMITER"),
            GumFlag(
                "strip-ansi", .bool(negatable: true), default: "true", env: "GUM_CHOOSE_STRIP_ANSI"),
            GumFlag("padding", default: "0 0", env: "GUM_CHOOSE_PADDING"),
        ]
        + GumFlag.style("cursor.", env: "GUM_CHOOSE_CURSOR_", defaults: ["foreground": "212"])
        + GumFlag.style("header.", env: "GUM_CHOOSE_HEADER_", defaults: ["foreground": "99"])
        + GumFlag.style("item.", env: "GUM_CHOOSE_ITEM_")
        + GumFlag.style("selected.", env: "GUM_CHOOSE_SELECTED_", defaults: ["foreground": "212"])

    static func run(_ scan: GumScan, _ context: GumContext) async throws(GumFailure)
        -> Int32
    {
        var options = scan.positionals
        var selected = scan.lists["selected"] ?? []
        let piped = try GumPrompt.standardInput(strippingEscapes: scan.bool("strip-ansi"))
        let input = piped ?? ""
        let inputDelimiter = scan.string("input-delimiter")
        // With options on the command line, standard input names the selected ones.
        if !options.isEmpty, selected.isEmpty {
            selected = input.split(inputDelimiter)
        } else if options.isEmpty {
            guard !input.isEmpty else {
                return GumPrompt.fail("no options provided, see `gum choose --help`")
            }
            options = input.split(inputDelimiter)
        }
        let labelDelimiter = scan.string("label-delimiter")
        var list = GumList(options: options, labelDelimiter: labelDelimiter)
        if let bad = list.malformed {
            return GumPrompt.fail("invalid option format: \(bad.debugDescription)")
        }
        if scan.bool("select-if-one"), list.choices.count == 1 {
            return GumPrompt.print(list.choices[0].value + "\n")
        }
        if scan.bool("ordered") { list.sortByLabel() }
        let limit = GumList.limit(scan, count: list.choices.count)
        let command = AlertCommand.choose(
            options: list.options, title: nil, asSheet: false, limit: limit,
            list: CommandListOptions(
                labelDelimiter: labelDelimiter.isEmpty ? nil : labelDelimiter,
                selected: list.known(selected, limit: limit),
                header: scan.string("header").isEmpty ? nil : scan.string("header"),
                height: max(scan.int("height"), 1)))
        return await GumPrompt.ask(
            command, timeout: scan.timeoutMilliseconds(), id: scan.string("header"),
            readInput: piped != nil,
            keys: GumChooseKeys(ticks: limit != nil, ticksAll: scan.bool("no-limit")),
            showsHelp: scan.bool("show-help"),
            adjusting: gumList(ordered: scan.bool("ordered") && limit != nil), context
        ) { outcome in
            guard case .accepted(let answer) = outcome else {
                return GumPrompt.fail("nothing selected")
            }
            let lines = answer.map { $0.split(separator: "\n", omittingEmptySubsequences: false) }
            let joined = (lines ?? []).joined(separator: scan.string("output-delimiter"))
            return GumPrompt.print(joined + "\n")
        }
    }
}

extension GumChoose {
    /// gum's list on the alert once made: Up on the first option goes to the last and Down
    /// on the last to the first (choose/choose.go's KeyMap: `m.index` wraps), and with
    /// `ordered` the options chosen are printed in the order they were ticked
    /// (choose/command.go sorts the items by their order with `--ordered`), those given
    /// ticked first, in list order.
    static func gumList(ordered: Bool) -> @MainActor (AlertView) -> Void {
        return { view in
            for case let list as FilterItem in view.items {
                list.wrapsAround = true
                if ordered { list.remembersTickOrder = true }
            }
        }
    }
}

extension String {
    /// The text cut at each `delimiter`, as Go's `strings.Split` cuts it (an empty
    /// delimiter cuts between characters).
    func split(_ delimiter: String) -> [String] {
        guard !delimiter.isEmpty else { return map { String($0) } }
        return split(separator: delimiter, omittingEmptySubsequences: false).map(String.init)
    }
}
