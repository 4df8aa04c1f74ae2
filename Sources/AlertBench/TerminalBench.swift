import AlertEngine
import AlertTerminal
import Foundation
import TerminalKit

/// The terminal figures: bytes written for show-alert, move-focus and dismiss over a filled
/// app screen, against the count of cells that really changed; compose + diff time; and, at
/// 100×30, the bytes of a whole animated show and dismiss against the same with reduced
/// motion.
@MainActor
enum TerminalBench {
    /// The most bytes an animated show or dismiss may write, as a multiple of the same with
    /// reduced motion.
    static let animatedBytesTarget = 1.5
    /// The most an unchanged frame may cost, in µs.
    static let unchangedTarget = 1.0
    /// The most a focus move at 200×60 may cost to compose, diff and write, in µs: round 4's
    /// target, near the 4.9 µs it cost before frames were written two ways.
    static let focusMoveTarget = 6.0
    /// The most bytes a focus move at 100×30 may write: whiptail's 39–49 B through a
    /// pseudo-terminal (issue 19).
    static let focusBytesTarget = 49
    /// The most bytes showing the dimmed two-button alert over the app at 100×30 may write:
    /// prompt_toolkit's dimmed dialog, 3,088 B through a pseudo-terminal (issue 19).
    static let showBytesTarget = 3088
    /// prompt_toolkit 3.0.52 showing the same dialog, dimmed (SGR 2), over this same inbox,
    /// through a 100×30 pseudo-terminal: 4,462 B in its default 256 colours, 4,659 B in 24-bit
    /// (`Scripts/measure-dialog-peers.sh`, 2026-11-25). A figure of the peer, not computed
    /// here: the benchmark must not need Python.
    static let peerShowBytesOverInbox = 4659

    static func run() {
        for (columns, rows) in [(100, 30), (200, 60)] {
            measure(columns: columns, rows: rows)
        }
        bytesByTerminal()
    }

    /// A screen of `columns` × `rows` filled with an app's inbox (or blank, without `app`),
    /// its bytes counted in `written`. Its terminal answered the runtime's probe as most do:
    /// REP only with `repeats`, ambiguous letters `ambiguous` (`nil`: no answer).
    private static func makeScreen(
        columns: Int, rows: Int, app isFilled: Bool = true,
        colorMode: TerminalColorMode = .trueColor, repeats: Bool = false,
        ambiguous: TerminalWidth.AmbiguousWidth? = .narrow,
        written: @escaping @MainActor (Int) -> Void
    )
        -> TerminalScreen
    {
        let screen = TerminalScreen(columns: columns, rows: rows, colorMode: colorMode)
        screen.repeatsCharacters = repeats
        screen.ambiguousWidth = ambiguous
        screen.output = { written($0.count) }
        guard isFilled else {
            screen.renderNow()
            return screen
        }
        screen.compositor.add(InboxScreen.surface(columns: columns, rows: rows))
        screen.renderNow()
        return screen
    }

    private static func showDeleteAlert(_ controller: AlertController) {
        controller.showAlert(
            title: "Delete 3 messages?", message: "This cannot be undone.",
            cancelTitle: "Cancel", otherTitles: ["Delete"])
    }

    private static func showDeleteSheet(_ controller: AlertController) {
        controller.showSheet(
            title: "Delete draft?",
            actions: [
                AlertAction(title: "Delete", role: .destructive),
                AlertAction(title: "Cancel", role: .cancel),
            ])
    }

    /// Bytes (and frames) written by each of `steps` in turn over the app (or a blank
    /// screen), every frame until its animations have ended.
    private static func wholeSteps(
        columns: Int, rows: Int, app: Bool = true, reducedMotion: Bool,
        _ steps: [(AlertController) -> Void]
    ) -> [(bytes: Int, frames: Int)] {
        var written = 0
        let screen = makeScreen(columns: columns, rows: rows, app: app) { written += $0 }
        let frames = ManualAlertClock()
        let window = TerminalAlertWindow(
            screen: screen, reducedMotion: reducedMotion, frameClock: frames)
        let controller = AlertController(window: window, clock: ManualAlertClock())
        return steps.map { step in
            written = 0
            step(controller)
            var count = 0
            while true {
                let before = written
                screen.renderNow()
                if written > before { count += 1 }
                guard let deadline = frames.nextDeadline else { break }
                frames.advance(by: deadline - frames.now)
            }
            return (written, count)
        }
    }

    /// A whole show and then a whole dismiss.
    private static func showAndDismiss(
        columns: Int, rows: Int, app: Bool, reducedMotion: Bool,
        _ show: @escaping (AlertController) -> Void
    ) -> (show: (bytes: Int, frames: Int), dismiss: (bytes: Int, frames: Int)) {
        let figures = wholeSteps(
            columns: columns, rows: rows, app: app, reducedMotion: reducedMotion,
            [show, { $0.dismiss() }])
        return (figures[0], figures[1])
    }

    /// From dismissing an alert until the sheet queued behind it has appeared, over the
    /// app: one alert handing over to the next.
    private static func handOver(columns: Int, rows: Int, reducedMotion: Bool)
        -> (bytes: Int, frames: Int)
    {
        let queueBoth: (AlertController) -> Void = {
            showDeleteAlert($0)
            showDeleteSheet($0)
        }
        return wholeSteps(
            columns: columns, rows: rows, reducedMotion: reducedMotion,
            [queueBoth, { $0.dismiss() }])[1]
    }

    /// The tour's first alert, on a blank screen.
    private static func showWelcome(_ controller: AlertController) {
        controller.showMessage(
            "Welcome to AlertEngine! Every alert of the tour appears here, one at a time.",
            buttonTitle: "Start")
    }

    /// The bytes of a whole animated show and dismiss of an alert and of a sheet over the
    /// app, and of a message on a blank screen, and of an alert handing over to the sheet
    /// queued behind it, each against the same with reduced motion.
    private static func animated(columns: Int, rows: Int) {
        for (kind, app, show) in [
            ("alert", true, showDeleteAlert), ("sheet", true, showDeleteSheet),
            ("blank", false, showWelcome),
        ] as [(String, Bool, (AlertController) -> Void)] {
            let reduced = showAndDismiss(
                columns: columns, rows: rows, app: app, reducedMotion: true, show)
            let moving = showAndDismiss(
                columns: columns, rows: rows, app: app, reducedMotion: false, show)
            let names = [
                "alert": ("show alert (animated)", "dismiss (animated)"),
                "sheet": ("show sheet (animated)", "dismiss sheet (animated)"),
                "blank": ("on a blank screen: show", "on a blank screen: dismiss"),
            ][kind]!
            printAnimated(names.0, moving.show, still: reduced.show.bytes)
            printAnimated(names.1, moving.dismiss, still: reduced.dismiss.bytes)
        }
        let handOverStill = handOver(columns: columns, rows: rows, reducedMotion: true)
        let handOverMoving = handOver(columns: columns, rows: rows, reducedMotion: false)
        printAnimated("alert hands over to sheet", handOverMoving, still: handOverStill.bytes)
    }

    private static func printAnimated(
        _ name: String, _ figure: (bytes: Int, frames: Int), still: Int
    ) {
        let ratio = Double(figure.bytes) / Double(max(still, 1))
        print(
            "  \(name.padding(toLength: 26, withPad: " ", startingAt: 0))"
                + " \(String(figure.bytes).leftPadded(6)) bytes in \(figure.frames) frames"
                + " against \(still) with reduced motion = \(fixed(ratio, 2))x"
                + " (target <= \(fixed(animatedBytesTarget, 1))x)")
    }

    private static func measure(columns: Int, rows: Int) {
        var written = 0
        let screen = makeScreen(columns: columns, rows: rows) { written += $0 }

        let window = TerminalAlertWindow(
            screen: screen, reducedMotion: true, frameClock: ManualAlertClock())
        let controller = AlertController(window: window, clock: ManualAlertClock())

        /// `target`: the most bytes the step may write, and `peer`: what a peer writes for it,
        /// each printed beside it at 100×30.
        @discardableResult
        func step(
            _ name: String, target: Int? = nil, peer: Int? = nil, _ action: () -> Void
        ) -> Int {
            // A copy of its own, so the screen keeps changing its frame in place as it does
            // when nobody holds on to a frame.
            var before = CellBuffer(width: columns, height: rows)
            before.draw(screen.lastFrame, at: .zero)
            action()
            written = 0
            let clock = ContinuousClock()
            let start = clock.now
            screen.renderNow()
            let elapsed = BenchClock.nanoseconds(clock.now - start)
            let changed = FrameDifference.changedCellCount(from: before, to: screen.lastFrame)
            let least = FrameDifference.leastBytes(from: before, to: screen.lastFrame)
            let ratio = changed == 0 ? "-" : fixed(Double(written) / Double(changed), 2)
            print(
                "  \(name.padding(toLength: 14, withPad: " ", startingAt: 0))"
                    + " \(String(written).leftPadded(6)) bytes for \(String(changed).leftPadded(5))"
                    + " changed cells (\(ratio) B/cell; at least \(least) B),"
                    + " compose+diff \(fixed(elapsed / 1000, 1)) µs"
                    + (target.map {
                        columns == 100 ? " (target <= \($0) B: \(met(written <= $0)))" : ""
                    }
                        ?? "")
                    + (peer.map {
                        columns == 100
                            ? "; prompt_toolkit over this inbox \($0) B (target: fewer: \(met(written < $0)))"
                            : ""
                    } ?? "")
            )
            return written
        }

        print(
            "terminal \(columns)×\(rows) (truecolor, filled app screen; the terminal answered the"
                + " probe: no REP, ambiguous letters narrow):")
        step("show alert", target: showBytesTarget, peer: peerShowBytesOverInbox) {
            showDeleteAlert(controller)
        }
        step("move focus", target: focusBytesTarget) { window.handle(.key(.tab, [])) }
        step("focus back", target: focusBytesTarget) { window.handle(.key(.tab, [])) }
        step("unchanged") {}
        step("dismiss") { controller.dismiss() }
        if columns == 100 {
            animated(columns: columns, rows: rows)
        }

        // Steady-state compose + diff time per frame: focus toggling back and forth.
        showDeleteAlert(controller)
        screen.renderNow()
        let frames = 500
        let perFrame =
            BenchClock.bestOfOnMain(3) {
                for _ in 0..<frames {
                    window.handle(.key(.tab, []))
                    screen.renderNow()
                }
            } / Double(frames)
        print("  focus frames: \(fixed(perFrame / 1000, 1)) µs per compose+diff+draw (best of 3)")
        // The same focus moves with the alert's repaint timed apart: what composing and
        // diffing the changed rows costs, and what the repaint adds.
        var composeBest = Double.infinity
        var paintBest = Double.infinity
        let clock = ContinuousClock()
        for _ in 0..<3 {
            var compose = 0.0
            var paint = 0.0
            for _ in 0..<frames {
                window.handle(.key(.tab, []))
                let start = clock.now
                window.prepareFrame(on: screen)
                let painted = clock.now
                screen.renderNow()
                paint += BenchClock.nanoseconds(painted - start)
                compose += BenchClock.nanoseconds(clock.now - painted)
            }
            composeBest = min(composeBest, compose / Double(frames))
            paintBest = min(paintBest, paint / Double(frames))
        }
        let focusGoal = columns == 200 ? " (target <= \(fixed(focusMoveTarget, 0)) µs)" : ""
        print(
            "  focus move: \(fixed(composeBest / 1000, 1)) µs compose+diff of the changed rows"
                + focusGoal + "; the alert's repaint adds \(fixed(paintBest / 1000, 1)) µs")
        let unchanged =
            BenchClock.bestOfOnMain(3) {
                for _ in 0..<frames { screen.renderNow() }
            } / Double(frames)
        print(
            "  unchanged frames: \(fixed(unchanged / 1000, 2)) µs per compose+diff (best of 3;"
                + " target <= \(fixed(unchangedTarget, 0)) µs)")
        controller.dismissAll()
    }
}

extension TerminalBench {
    /// Moves the focus of the alert over the app at 200×60 back and forth `count` times,
    /// each move composed, diffed and written: the figure's work alone, for a profiler.
    static func repeatFocusMoves(_ count: Int) {
        var written = 0
        let screen = makeScreen(columns: 200, rows: 60) { written += $0 }
        let window = TerminalAlertWindow(
            screen: screen, reducedMotion: true, frameClock: ManualAlertClock())
        let controller = AlertController(window: window, clock: ManualAlertClock())
        showDeleteAlert(controller)
        screen.renderNow()
        for _ in 0..<count {
            window.handle(.key(.tab, []))
            window.prepareFrame(on: screen)
            screen.renderNow()
        }
        print("\(written) bytes written")
    }

    /// "met" or "not met".
    static func met(_ isMet: Bool) -> String {
        isMet ? "met" : "not met"
    }

    /// At 100×30 over the app, reduced motion: the bytes of showing the alert, of the first
    /// focus move after it and of the next one (back), and of dismissing it, in each colour
    /// mode on a terminal that answered the probe without REP, and in truecolor on one that
    /// did not answer it, on one that confirmed REP, and on one that also confirmed
    /// synchronized output.
    fileprivate static func bytesByTerminal() {
        print("terminal 100×30 bytes by terminal (filled app screen, reduced motion):")
        let terminals:
            [(TerminalColorMode, repeats: Bool, TerminalWidth.AmbiguousWidth?, synchronized: Bool)] =
                TerminalColorMode.allCases.reversed().map { ($0, false, .narrow, false) } + [
                    (.trueColor, false, nil, false), (.trueColor, true, .narrow, false),
                    (.trueColor, true, .narrow, true),
                ]
        for (mode, repeats, ambiguous, synchronized) in terminals {
            var written = 0
            let screen = makeScreen(
                columns: 100, rows: 30, colorMode: mode, repeats: repeats,
                ambiguous: ambiguous
            ) { written += $0 }
            screen.synchronizedOutput = synchronized
            let window = TerminalAlertWindow(
                screen: screen, reducedMotion: true, frameClock: ManualAlertClock())
            let controller = AlertController(window: window, clock: ManualAlertClock())
            func bytes(_ action: () -> Void) -> Int {
                action()
                written = 0
                screen.renderNow()
                return written
            }
            let show = bytes { showDeleteAlert(controller) }
            let focus = bytes { window.handle(.key(.tab, [])) }
            let back = bytes { window.handle(.key(.tab, [])) }
            let dismiss = bytes { controller.dismiss() }
            let name =
                "\(mode)\(repeats ? ", REP confirmed" : "")"
                + (ambiguous == nil ? ", no probe answer" : "")
                + (synchronized ? ", mode 2026" : "")
            print(
                "  \(name.padding(toLength: 37, withPad: " ", startingAt: 0))"
                    + " show \(String(show).leftPadded(4)) B (target <= \(showBytesTarget):"
                    + " \(met(show <= showBytesTarget))); focus move \(focus) B, back \(back) B"
                    + " (target <= \(focusBytesTarget): \(met(max(focus, back) <= focusBytesTarget)));"
                    + " dismiss \(dismiss) B")
        }
    }
}

extension String {
    fileprivate func leftPadded(_ width: Int) -> String {
        String(repeating: " ", count: max(0, width - count)) + self
    }
}
