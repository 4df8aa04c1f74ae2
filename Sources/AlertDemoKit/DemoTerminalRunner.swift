import AlertEngine
import AlertTerminal
import Foundation
import TerminalKit

/// Runs the tour full screen: driven by a person, the tour's app under the alerts of
/// `TerminalAlerts.run(app:)` (the public way a program runs its own screen), or by a key
/// script with the terminal showing each frame (or off screen when there is no terminal).
/// The terminal is restored on exit and on signals.
@MainActor
package enum DemoTerminalRunner {
    /// The interactive demo: real time, keys and mouse from the terminal, live resize, on
    /// the library's own terminal runtime (the one `TerminalAlerts.run` and `alert` use):
    /// standard input and output when both are terminals, else the controlling terminal.
    /// Returns the tour once it is over (every alert answered, or `q`, or the terminal hung
    /// up); after Ctrl+C, every alert dismissed, it throws ``DemoInterruption``.
    package static func runInteractive(environment: [String: String]) async throws -> DemoTour {
        var session: DemoSession?
        func makeSession(on window: TerminalAlertWindow) -> DemoSession {
            let demo = DemoSession(window: window, clock: DispatchAlertClock())
            session = demo
            return demo
        }
        do {
            return try await TerminalAlerts.run(
                app: makeSession, interruption: .throwsError, environment: environment
            ) { demo in
                demo.start()
                await demo.waitUntilFinished()
                return demo.tour
            }
        } catch TerminalAlertsError.interrupted {
            throw DemoInterruption(resultLines: session?.tour.resultLines ?? [])
        }
    }

    /// Runs a key script. With `onTerminal`, the terminal (standard output, with standard
    /// input when it is a terminal) shows every frame in raw mode on the alternate screen
    /// and is restored afterwards; otherwise the screen is off screen at `size`. Reduced
    /// motion and a manual clock make the run deterministic.
    package static func runScript(
        _ steps: [DemoScriptStep], onTerminal: Bool, environment: [String: String],
        size: DemoSize
    ) throws(TerminalSessionError) -> DemoTour {
        let clock = ManualAlertClock()
        guard onTerminal else {
            let demo = DemoSession(
                size: size, colorMode: .trueColor, imageProtocol: .halfBlocks,
                reducedMotion: true, clock: clock, frameClock: clock)
            DemoScriptRunner(session: demo, clock: clock).run(steps)
            return demo.tour
        }
        let demo = try TerminalScreenAlertsPresenter.showFrames(
            environment: environment, frameClock: clock,
            fallbackSize: TerminalSize(columns: size.columns, rows: size.rows),
            app: { DemoSession(window: $0, clock: clock) },
            drive: { DemoScriptRunner(session: $0, clock: clock).run(steps) })
        return demo.tour
    }
}

/// Ctrl+C ended the interactive demo: every alert was dismissed.
package struct DemoInterruption: Error {
    /// The tour's result lines as it ended (``DemoTour/resultLines``).
    package var resultLines: [String]
}
