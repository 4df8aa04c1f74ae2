import AlertEngine
import AlertTerminal
import TerminalKit

/// The composed screen of each alert of the tour, drawn off screen: what `--svg` writes
/// and what the golden tests compare.
package struct DemoSnapshot: Hashable, Sendable {
    /// `NN-slug` (`00-app` for the app alone).
    package var name: String
    /// A description, e.g. `3. sheet "Delete draft?"`.
    package var title: String
    /// The frame.
    package var frame: CellBuffer
}

/// Walks the tour off screen (truecolor, reduced motion, half-block pictures, a manual clock)
/// and captures one frame per alert as it first appears.
@MainActor
package enum DemoSnapshots {
    /// The name typed into the input alert before its picture is taken.
    package static let typedName = "王小明"
    /// What is typed into the filter alert before its picture is taken.
    package static let typedQuery = "sync"
    /// How many steps the progress alert has filled in when its picture is taken.
    package static let progressStepsShown = 9

    /// The app alone, then each alert of the tour in the order they appear: the status
    /// alert, then the critical alert that interrupts it (its clock is advanced to let it
    /// come), and so on. Before its picture, the input alert gets ``typedName`` typed and
    /// the calendar's cursor (where the focus starts) is moved on a day, the checklist's third
    /// row is ticked, ``typedQuery`` is typed into the filter and the progress alert is let
    /// fill ``progressStepsShown`` steps; each alert is then
    /// dismissed programmatically. Last come two pictures of inline sessions
    /// (``DemoInlineSnapshot``: the first program, a secret refused). Deterministic: the same size gives the same frames.
    package static func capture(size: DemoSize = DemoArguments.defaultSize) -> [DemoSnapshot] {
        let clock = ManualAlertClock()
        let session = DemoSession(
            size: size, colorMode: .trueColor, imageProtocol: .halfBlocks, reducedMotion: true,
            clock: clock, frameClock: clock)
        var snapshots = [snapshot(of: session, name: "00-app", title: "the app")]
        session.start()
        var taken: Set<Int> = []
        var steps = 0
        while !session.isFinished, steps < 200 {
            steps += 1
            guard let alert = session.controller.currentAlert,
                let entry = session.tour.entry(for: alert)
            else {
                guard let deadline = clock.nextDeadline else { break }
                clock.advance(by: deadline - clock.now)
                continue
            }
            if taken.insert(entry.number).inserted {
                prepare(entry, in: session)
                snapshots.append(snapshot(of: session, name: entry.fileStem, title: entry.label))
                if entry.slug == "status" {
                    clock.advance(by: session.tour.criticalDelay)
                    continue
                }
            }
            session.controller.dismiss()
        }
        session.quit()
        return snapshots + [DemoInlineSnapshot.firstProgram(), DemoInlineSnapshot.secret()]
    }

    private static func prepare(_ entry: DemoTourEntry, in session: DemoSession) {
        switch entry.slug {
        case "input":
            for character in typedName { session.handle(.key(.character(character))) }
        case "date":
            session.handle(.key(.right))
        case "checklist":
            for key in [TerminalKey.down, .down, .character(" ")] { session.handle(.key(key)) }
        case "filter":
            for character in typedQuery { session.handle(.key(.character(character))) }
        case "progress":
            guard let clock = session.controller.clock as? ManualAlertClock else { return }
            for _ in 0..<progressStepsShown { clock.advance(by: DemoTour.progressStepDuration) }
        default:
            break
        }
    }

    private static func snapshot(of session: DemoSession, name: String, title: String)
        -> DemoSnapshot
    {
        session.screen.renderNow()
        return DemoSnapshot(name: name, title: title, frame: session.screen.lastFrame)
    }
}
