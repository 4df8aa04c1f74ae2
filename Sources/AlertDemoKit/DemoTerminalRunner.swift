import AlertEngine
import AlertTerminal
import Foundation
import TerminalKit

/// Runs the tour full screen: driven by a person through ``TerminalRuntime``, or by a key
/// script with the terminal showing each frame (or off screen when there is no terminal).
/// The ``TerminalSession`` restores the terminal on exit and on signals.
@MainActor
package enum DemoTerminalRunner {
    /// The interactive demo: real time, keys and mouse from the terminal, live resize.
    /// Returns the tour once it is over (every alert answered, or `q`/Ctrl+C, or the
    /// terminal hung up).
    package static func runInteractive(environment: [String: String], fallbackSize: DemoSize)
        throws(TerminalSessionError) -> DemoTour
    {
        let capabilities = TerminalCapabilities.detect(environment: environment, isTerminal: true)
        let terminal = TerminalSession()
        let size = terminal.size.map { DemoSize(columns: $0.columns, rows: $0.rows) }
        let demo = DemoSession(
            size: size ?? fallbackSize, colorMode: TerminalColorMode(capabilities.colors),
            imageProtocol: TerminalImageProtocol.fromEnvironment(environment) ?? .halfBlocks,
            reducedMotion: capabilities.prefersReducedMotion, clock: DispatchAlertClock())
        let runtime = TerminalRuntime(session: terminal, screen: demo.screen, window: demo.window)
        runtime.onUnhandledInput = { [weak demo] event in demo?.handleAppInput(event) }
        try runtime.start()
        let resize = terminal.onResize
        terminal.onResize = { [weak demo] size in
            demo?.appDidResize(size)
            resize?(size)
        }
        terminal.onInputClosed = { [weak demo] in demo?.quit() }
        demo.start()
        while !demo.isFinished {
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.05))
        }
        demo.screen.renderNow()
        runtime.stop()
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
