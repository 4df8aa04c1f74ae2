import AlertEngine
import AlertTerminal
import Foundation
import TerminalKit

/// Runs the tour full screen: driven by a person through ``TerminalRuntime``, or by a key
/// script with the terminal showing each frame (or off screen when there is no terminal).
/// The ``TerminalSession`` restores the terminal on exit and on signals.
@MainActor
package enum DemoTerminalRunner {
    /// The interactive demo: real time, keys and mouse from the terminal, live resize, on
    /// the library's own terminal runtime (the one `TerminalAlerts.run` and `alert` use):
    /// standard input and output when both are terminals, else the controlling terminal.
    /// Returns the tour once it is over (every alert answered, or `q`, or the terminal hung
    /// up); after Ctrl+C, every alert dismissed, it throws ``DemoInterruption``.
    package static func runInteractive(environment: [String: String], fallbackSize: DemoSize)
        async throws -> DemoTour
    {
        guard let connection = TerminalConnection.open() else {
            throw TerminalSessionError.notATerminal(fileDescriptor: 0)
        }
        defer { connection.close() }
        let capabilities = TerminalCapabilities.detect(environment: environment, isTerminal: true)
        let terminal = TerminalSession(input: connection.input, output: connection.output)
        let size = terminal.size.map { DemoSize(columns: $0.columns, rows: $0.rows) }
        let demo = DemoSession(
            size: size ?? fallbackSize, colorMode: TerminalColorMode(capabilities.colors),
            imageProtocol: TerminalImageProtocol.fromEnvironment(environment) ?? .halfBlocks,
            reducedMotion: capabilities.prefersReducedMotion, clock: DispatchAlertClock())
        let runtime = TerminalRuntime(session: terminal, screen: demo.screen, window: demo.window)
        runtime.onWillResize = { [weak demo] size in demo?.appDidResize(size) }
        let presenter = TerminalScreenAlertsPresenter(
            controller: demo.controller, runtime: runtime, interruption: .throwsError)
        presenter.onOtherInput = { [weak demo] event in demo?.handleAppInput(event) }
        // The runtime hears the window's late input too: the app hears it once, from there.
        demo.lateInputListening = nil
        // The alerts the tour has not queued yet end with it.
        presenter.onAnswersEnded = { [weak demo] in demo?.quit() }
        try await TerminalAlerts.run(with: presenter, on: demo.controller) { _ in
            demo.start()
            await demo.waitUntilFinished()
        }
        if presenter.wasInterrupted { throw DemoInterruption(resultLines: demo.tour.resultLines) }
        if let error = presenter.lastWriteError { throw error }
        return demo.tour
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
        let capabilities = TerminalCapabilities.detect(environment: environment, isTerminal: true)
        let terminal = TerminalSession(input: isatty(0) == 1 ? 0 : 1, output: 1)
        let terminalSize = terminal.size.map { DemoSize(columns: $0.columns, rows: $0.rows) }
        let demo = DemoSession(
            size: terminalSize ?? size, colorMode: TerminalColorMode(capabilities.colors),
            imageProtocol: .halfBlocks, reducedMotion: true, clock: clock, frameClock: clock)
        try terminal.enter()
        var writeError: TerminalSessionError?
        demo.screen.output = { bytes in
            do throws(TerminalSessionError) {
                try terminal.write(bytes)
            } catch {
                writeError = error
            }
        }
        demo.screen.forceFullRepaint()
        DemoScriptRunner(session: demo, clock: clock).run(steps)
        demo.screen.output = nil
        terminal.leave()
        if let writeError { throw writeError }
        return demo.tour
    }
}

/// Ctrl+C ended the interactive demo: every alert was dismissed.
package struct DemoInterruption: Error {
    /// The tour's result lines as it ended (``DemoTour/resultLines``).
    package var resultLines: [String]
}
