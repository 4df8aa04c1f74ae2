import AlertCommandKit
import AlertDialog
import AlertEngine
import Testing

@testable import AlertZenity

/// A zenity dialog shown on a headless controller, as the tests of each kind drive it, and
/// what it answered so far.
@MainActor
final class ZenityHeadlessDialog {
    /// The dialog's alert.
    let view: AlertView
    /// Where the dialog's end is kept (it ends after `init`).
    private let ends = Ends()

    /// The answers so far: at most one.
    var outcomes: [CommandOutcome] { ends.all }

    /// Shows `arguments`' dialog (zenity's command line).
    init(_ arguments: [String]) throws {
        guard case .show(let question) = try ZenityCommandLine.parse(arguments) else {
            throw DialogUsageError("no dialog")
        }
        let controller = AlertController(window: HeadlessAlertWindow(), clock: ManualAlertClock())
        let ends = ends
        ZenityRunner.show(question, on: controller, id: nil) { ends.all.append($0) }
        view = try #require(controller.currentAlert as? AlertView)
    }

    /// The dialog's ends, in order.
    private final class Ends {
        var all: [CommandOutcome] = []
    }

    /// Types `typed` (if any), then presses `keys` until the dialog answers; its answer, or
    /// nil while it is still up.
    func answer(after keys: [AlertKeyInput], typed: String? = nil) -> CommandOutcome? {
        if let typed { view.handle(.text(typed)) }
        for key in keys where outcomes.isEmpty { view.handle(key) }
        #expect(outcomes.count <= 1)
        return outcomes.first
    }

    /// What `arguments` answered after `keys` (`typed` first): nil while it is still up.
    static func answer(
        _ arguments: [String], _ keys: [AlertKeyInput], typed: String? = nil
    ) throws -> CommandOutcome? {
        try ZenityHeadlessDialog(arguments).answer(after: keys, typed: typed)
    }
}
