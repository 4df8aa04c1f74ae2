import AlertEngine
import AlertTerminal

/// Runs a key script against a ``DemoSession`` whose clock is a ``ManualAlertClock``: each
/// step is applied and a frame rendered; `wait:MS` advances the clock. Nothing depends on
/// real time, so a script always gives the same results. When the script ends before the
/// tour does, the demo quits as `q` would, so a run always finishes.
@MainActor
package struct DemoScriptRunner {
    /// The session driven.
    package let session: DemoSession
    /// The clock `wait` advances (the session's controller and frame clock).
    package let clock: ManualAlertClock

    /// Creates a runner.
    package init(session: DemoSession, clock: ManualAlertClock) {
        self.session = session
        self.clock = clock
    }

    /// Applies `steps` in order (stopping early once the tour is over), then quits if the
    /// tour is not over yet. Renders after every step.
    package func run(_ steps: [DemoScriptStep]) {
        session.start()
        session.screen.renderNow()
        for step in steps {
            if session.isFinished { break }
            switch step {
            case .input(let event):
                session.handle(event)
            case .wait(let milliseconds):
                clock.advance(by: .milliseconds(milliseconds))
            case .resize(let size):
                session.resize(size)
            }
            session.screen.renderNow()
        }
        if !session.isFinished {
            session.quit()
        }
        session.screen.renderNow()
    }
}
