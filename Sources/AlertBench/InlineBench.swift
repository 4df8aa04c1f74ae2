import AlertEngine
import AlertTerminal
import Foundation
import TerminalKit

/// The bytes of an inline confirm at 100×30 (truecolor), as `alert confirm` shows it: the
/// first frame, then Enter and the summary line that replaces it; and a focus move (Tab).
/// Printed beside a peer's inline prompt measured through a pseudo-terminal by
/// `Scripts/measure-inline-peers.sh`.
@MainActor
enum InlineBench {
    /// questionary 2.1.1's `confirm`, shown and answered with Enter, through a 100×30
    /// pseudo-terminal (truecolor), measured on 2026-11-23 and again on 2026-11-25 by
    /// `Scripts/measure-inline-peers.sh` (prompt_toolkit 3.0.53's `choice`: 410 B). A
    /// figure of the peer, not computed here: the benchmark must not need Python.
    static let peerBytes = 470
    /// prompt_toolkit 3.0.53's `choice`, shown and answered the same way: 410 B on
    /// 2026-11-25 and again on 2026-11-27 (`Scripts/measure-inline-peers.sh`), the issue's
    /// target (458 B in another run). A figure of the peer, not computed here.
    static let promptToolkitBytes = 410

    static func run() {
        print("inline confirm 100×30 (truecolor), as `alert confirm` draws it:")
        measure(repeats: false)
        measure(repeats: true)
    }

    /// One confirm, shown and answered, on a terminal without REP or one that confirmed it.
    private static func measure(repeats: Bool) {
        var written = 0
        let clock = ManualAlertClock()
        let screen = TerminalScreen(
            columns: 100, rows: 30, colorMode: .trueColor, placement: .inline)
        screen.repeatsCharacters = repeats
        screen.ambiguousWidth = .narrow  // the terminal answered the runtime's probe
        screen.output = { written += $0.count }
        let window = TerminalAlertWindow(screen: screen, reducedMotion: true, frameClock: clock)
        let controller = AlertController(window: window, clock: clock)
        let confirm = controller.showAlert(
            title: "Move 3 files to the trash?", cancelTitle: "No", otherTitles: ["Yes"])
        confirm.initialFocusActionIndex = 1
        screen.renderNow()
        let shown = written
        written = 0
        _ = window.handle(.key(.tab, []))
        screen.renderNow()
        let focus = written
        _ = window.handle(.key(.tab, []))
        screen.renderNow()
        written = 0
        _ = window.handle(.key(.enter, []))
        screen.renderNow()
        let answered = written
        let session =
            TerminalModeSequences.enter(mouse: .drag, placement: .inline).count
            + TerminalModeSequences.leave(mouse: .drag, placement: .inline).count
        let total = shown + answered + session
        print(repeats ? " on a terminal that confirmed REP:" : " on a terminal without REP:")
        print(
            "  shown \(shown) B, answered (Enter, summary line) \(answered) B,"
                + " terminal set-up and tear-down \(session) B")
        print(
            "  total \(total) B  (target ≤ prompt_toolkit's inline choice"
                + " \(promptToolkitBytes) B: \(TerminalBench.met(total <= promptToolkitBytes));"
                + " questionary's confirm \(peerBytes) B)")
        print(
            "  focus move (Tab) \(focus) B (target <= \(TerminalBench.focusBytesTarget) B:"
                + " \(TerminalBench.met(focus <= TerminalBench.focusBytesTarget)))")
    }
}
