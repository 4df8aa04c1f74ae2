import AlertCommandKit
import AlertEngine

/// `gum confirm [PROMPT]`: yes (exit 0) or no (exit 1). confirm/options.go,
/// confirm/command.go.
enum GumConfirm: GumSubcommand {
    static let name = "confirm"
    static let summary = "Ask a user to confirm an action"
    static let arguments = "[<prompt>]"
    static let flags: [GumFlag] =
        [
            GumFlag("default", .bool(negatable: false), default: "true"),
            GumFlag("show-output", .bool(negatable: false), default: "false"),
            GumFlag("affirmative", default: "Yes"), GumFlag("negative", default: "No"),
        ]
        + GumFlag.style(
            "prompt.", env: "GUM_CONFIRM_PROMPT_",
            defaults: ["margin": "0 0 0 1", "foreground": "#7571F9", "bold": "true"])
        + GumFlag.style(
            "selected.", env: "GUM_CONFIRM_SELECTED_",
            defaults: ["background": "212", "foreground": "230", "padding": "0 3", "margin": "0 1"])
        + GumFlag.style(
            "unselected.", env: "GUM_CONFIRM_UNSELECTED_",
            defaults: ["background": "235", "foreground": "254", "padding": "0 3", "margin": "0 1"])
        + [
            GumFlag(
                "show-help", .bool(negatable: true), default: "true", env: "GUM_CONFIRM_SHOW_HELP"),
            GumFlag("timeout", .duration, default: "0s", env: "GUM_CONFIRM_TIMEOUT"),
            GumFlag("padding", default: "0 0", env: "GUM_CONFIRM_PADDING"),
        ]

    static func run(_ scan: GumScan, _ context: GumContext) async throws(GumFailure)
        -> Int32
    {
        if scan.positionals.count > 1 {
            return GumPrompt.refuse("unexpected argument \(scan.positionals[1])")
        }
        // A line on standard input answers without asking: yes or y is yes, anything
        // else no (confirm/command.go).
        if let line = try GumPrompt.standardInput(firstLineOnly: true) {
            return line == "yes" || line == "y" ? 0 : 1
        }
        let prompt = scan.positionals.first ?? "Are you sure?"
        let affirmative = scan.string("affirmative")
        let negative = scan.string("negative")
        let defaultsToYes = scan.bool("default")
        // An empty --negative leaves the affirmative button alone (the toggle is off).
        let command: AlertCommand =
            negative.isEmpty
            ? .message(text: prompt, title: nil, buttons: CommandButtonLabels(ok: affirmative))
            : .confirm(
                text: prompt, title: nil, affirmative: affirmative, negative: negative,
                defaultsToYes: defaultsToYes)
        let answer = { (yes: Bool) -> Int32 in
            if scan.bool("show-output") {
                return GumPrompt.print(
                    "\(prompt) \(yes ? affirmative : negative)\n", status: yes ? 0 : 1)
            }
            return yes ? 0 : 1
        }
        // When --timeout runs out, gum answers with the button selected then (confirm.go's
        // m.confirmation: the default until a key toggles it).
        let shown = ShownAlert()
        return await GumPrompt.ask(
            command, timeout: scan.timeoutMilliseconds(), id: prompt, keys: GumConfirmKeys(),
            showsHelp: scan.bool("show-help"), adjusting: { shown.view = $0 },
            timingOut: { answer(shown.focusesYes ?? defaultsToYes) }, context,
            deliver: { outcome in
                switch outcome {
                case .accepted: answer(true)
                default: answer(false)
                }
            })
    }
}

/// The alert a gum prompt showed, kept for what it says once it is gone.
@MainActor
final class ShownAlert {
    /// The alert, once made (held until the prompt's status is known).
    var view: AlertView?

    /// Whether the focused button is the affirmative one (nil: no button has the focus).
    var focusesYes: Bool? {
        guard let view, let target = view.focusedTarget, view.items.indices.contains(target.item),
            let button = view.items[target.item] as? any AlertActionItem
        else { return nil }
        return button.role != .cancel
    }
}
