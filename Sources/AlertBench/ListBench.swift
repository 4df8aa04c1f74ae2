import AlertEngine
import AlertTerminal
import Foundation
import TerminalKit

/// The list of `alert choose` with many options (rows as data, `FilterItem` without its
/// query), a checklist of as many (`ChecklistItem`), and the library's table of as many
/// rows in three columns: the time from asking
/// for the alert to its first frame on a 100×30 terminal, and the time of one key (with a
/// frame), each beside its target.
@MainActor
enum ListBench {
    /// The most the first frame or one key may take, in ms.
    static let target = 16.0

    static func run() {
        print("lists (100×30 terminal, reduced motion, what `alert choose` shows):")
        for count in [10_000, 100_000, 1_000_000] {
            let options = (1...count).map { "Option \($0)" }
            let keys: [(String, [TerminalKey])] = [
                ("Down", Array(repeating: .down, count: 50)),
                ("Page Down", Array(repeating: .pageDown, count: 20)),
                ("End and Home", Array(repeating: [.end, .home], count: 10).flatMap { $0 }),
                ("a letter jump", Array(repeating: .character("O"), count: 20)),
            ]
            for (keyName, keys) in keys {
                measure(
                    "list of \(count / 1000)k choices:", keys: keys,
                    keyNote: "\(keyName) and a frame, best of 3",
                    printsFirstFrame: keyName == "Down"
                ) { controller in
                    showList(options, on: controller, selection: .one)
                }
            }
            // The list of a checklist (whiptail's and dialog's lists, `chooseSeveral`): a
            // row a stop of one item, its options packed, its ticks a bit a row.
            let checklistKeys: [(String, [TerminalKey])] = [
                ("Down", Array(repeating: .down, count: 50)),
                ("End and Home", Array(repeating: [.end, .home], count: 10).flatMap { $0 }),
                ("a letter jump", Array(repeating: .character("O"), count: 20)),
                ("Space to tick", Array(repeating: .character(" "), count: 20)),
            ]
            for (keyName, keys) in checklistKeys {
                measure(
                    "checklist of \(count / 1000)k:", keys: keys,
                    keyNote: "\(keyName) and a frame, best of 3",
                    printsFirstFrame: keyName == "Down"
                ) { controller in
                    let (view, _) = AlertController.checklistView(
                        title: "Choose", message: nil, options: options, chosen: [],
                        minimum: 0, maximum: nil, cancelTitle: "Cancel", okTitle: "OK")
                    controller.show(view)
                }
            }
            let rows = (1...count).map { ["row \($0)", String($0 * 7 % 1000), "Kind \($0 % 5)"] }
            measure(
                "table of \(count / 1000)k rows:", keys: Array(repeating: .down, count: 50),
                keyNote: "Down and a frame, best of 3"
            ) { controller in
                let (view, _) = AlertController.tableView(
                    title: "Choose", message: nil, columns: ["Name", "Size", "Kind"], rows: rows,
                    cancelTitle: "Cancel")
                controller.show(view)
            }
            measure(
                "list of \(count / 1000)k to tick:", keys: [.character("a"), .character("a")],
                keyNote: "tick all or none and a frame, best of 3", printsFirstFrame: false
            ) { controller in
                showList(options, on: controller, selection: .ticked(minimum: 0, maximum: nil))
                    .1.tabMovesOn = false
            }
        }
    }

    /// What `alert choose` shows: the options in a plain list, Cancel and OK, the first
    /// option highlighted (with `a` meaning select-all, as gum's keys make it).
    @discardableResult
    static func showList(
        _ options: [String], on controller: AlertController, selection: FilterItem.Selection
    ) -> (AlertView, FilterItem) {
        let (view, list) = AlertController.filterView(
            title: "Choose", choices: options, visibleRows: 20, placeholder: "",
            cancelTitle: "Cancel", okTitle: "OK", selection: selection, showsQuery: false)
        view.interaction.keyPolicy = SelectAllWithA()
        controller.show(view)
        return (view, list)
    }

    /// `a` ticks every row or none, as gum's choose does with `--no-limit`.
    struct SelectAllWithA: AlertKeyPolicy {
        func meaning(of key: AlertKeyInput) -> AlertKeyInput {
            key == .character("a") ? .edit(.selectAll) : key
        }
    }

    /// Shows what `show` shows on a 100×30 screen and prints the time to its first frame
    /// and the mean time of each of `keys` (the key and a frame, best of 3 rounds).
    static func measure(
        _ name: String, keys: [TerminalKey], keyNote: String, printsFirstFrame: Bool = true,
        show: (AlertController) -> Void
    ) {
        let screen = TerminalScreen(columns: 100, rows: 30, colorMode: .trueColor)
        screen.output = { blackHole($0.count) }
        screen.renderNow()
        let window = TerminalAlertWindow(
            screen: screen, reducedMotion: true, frameClock: ManualAlertClock())
        let controller = AlertController(window: window, clock: ManualAlertClock())
        let clock = ContinuousClock()
        let start = clock.now
        show(controller)
        screen.renderNow()
        let firstFrame = BenchClock.nanoseconds(clock.now - start) / 1e6
        let perKey =
            BenchClock.bestOfOnMain(3) {
                for key in keys {
                    window.handle(.key(key, []))
                    screen.renderNow()
                }
            } / Double(keys.count) / 1e6
        if printsFirstFrame {
            print(
                "  \(name) first frame \(fixed(firstFrame, 2)) ms"
                    + " (target <= \(fixed(target, 0)) ms)")
        }
        print(
            "  \(name) one key \(fixed(perKey, 3)) ms (\(keyNote);"
                + " target <= \(fixed(target, 0)) ms)")
        controller.dismissAll()
        screen.renderNow()
    }
}
