import TerminalTestSupport
import Testing

@testable import TerminalKit

/// The same random scenes drawn inline: in a terminal with lines already printed above the
/// cursor, each frame shows the frame's first rows right below those lines (which stay as
/// they were, scrolled up when rows ran out), the cursor rests at the region's top-left
/// corner, nothing of an earlier, taller region is left below, and no absolute move or
/// screen clear is ever written.
@MainActor
extension RendererConformanceTests {
    @Test func inlineFramesShowBelowTheLinesAboveAndTouchNothingElse() {
        for seed in Self.seeds {
            if !replayInline(seed: seed) { return }
        }
    }

    /// Inline, the probe is written on the cursor's row just before the first frame, which
    /// goes out at once and paints over it; the frames after the terminal's answers use them.
    @Test func inlineFramesDrawnBeforeAndAfterTheProbesAnswerShowTheRegion() {
        for seed in Self.seeds {
            let answeredAt = Int(seed % UInt64(Self.stepsPerSeed - 1)) + 1
            if !replayInline(seed: seed, probeAnsweredAt: answeredAt) { return }
        }
    }

    /// One random sequence inline; false after the first failure (its seed is printed).
    /// With `probeAnsweredAt`, the probe's letters are on the cursor's row before the first
    /// frame (on a terminal wide enough to be asked), and the renderer learns the answers
    /// (REP, or not; ambiguous letters narrow, as the emulator draws them) only at that step.
    private func replayInline(seed: UInt64, probeAnsweredAt: Int? = nil) -> Bool {
        var scene = RandomScene(seed: seed)
        var options = SplitMix64(seed: seed ^ 0x5A5A)
        let mode = TerminalColorMode.allCases.randomElement(using: &options)!
        var renderer = DiffRenderer(colorMode: mode, placement: .inline)
        let repeats = Bool.random(using: &options)
        renderer.repeatsCharacters = probeAnsweredAt == nil && repeats
        let above = ["a1", "a2"]  // short enough for the narrowest scene
        // Sometimes just room for the tallest region, so that taking rows scrolls.
        let spare = Int.random(in: 0...3, using: &options)
        var terminal = VirtualTerminal(
            width: scene.compositor.width, height: scene.compositor.height + spare)
        terminal.feed(Array(above.map { $0 + "\r\n" }.joined().utf8))
        let probed = probeAnsweredAt != nil && terminal.width >= 6
        if probed {
            // What the terminal shows of the probe: its letters, not its cursor requests.
            terminal.feed(Array(TerminalModeSequences.repeatProbe.dropLast(4)))
            terminal.feed(Array(TerminalModeSequences.ambiguousWidthProbe.dropLast(4)))
        }
        for step in 0..<Self.stepsPerSeed {
            if step == probeAnsweredAt {
                renderer.repeatsCharacters = repeats
                renderer.ambiguousWidth = .narrow
            }
            scene.step()
            let frame = scene.compositor.compose()
            let context = "seed \(seed) step \(step) mode \(mode)"
            if frame.width != terminal.width {
                // Not reflowed, as xterm: the rows keep their place, cut or padded.
                terminal.resize(width: frame.width, height: terminal.height)
            }
            // The frame after the probe shows a region: an alert is what it draws.
            let lowest = probed && step == 0 ? 1 : 0
            let height = Int.random(
                in: lowest...max(lowest, min(frame.height, terminal.height)), using: &options)
            var bytes: [UInt8] = []
            renderer.render(frame, height: height, into: &bytes)
            let text = String(decoding: bytes, as: UTF8.self)
            let scrolledBefore = terminal.scrollCount
            terminal.feed(bytes)
            let top = above.count - terminal.scrollCount
            var problems: [String] = []
            if text.contains("H")
                && text.range(of: #"\u{1B}\[[0-9;]*H"#, options: .regularExpression) != nil
            {
                problems.append("an absolute move (CUP)")
            }
            if text.contains("\u{1B}[2J") { problems.append("a screen clear") }
            if height > 0 && (terminal.row != max(top, 0) || terminal.column != 0) {
                problems.append("cursor at (\(terminal.column),\(terminal.row)), not (0,\(top))")
            }
            for (index, line) in above.enumerated() where index - terminal.scrollCount >= 0 {
                let row = index - terminal.scrollCount
                if !terminal.text(row: row).hasPrefix(line) {
                    problems.append("line above changed: row \(row) is \(terminal.text(row: row))")
                }
            }
            if height > 0,
                let problem = terminal.mismatch(
                    with: frame, rows: height, at: max(top, 0), mode: mode)
            {
                problems.append(problem)
            }
            for row in max(top, 0) + height..<terminal.height
            where !terminal.text(row: row).allSatisfy({ $0 == " " }) {
                problems.append("a fragment below the region on row \(row)")
                break
            }
            if terminal.scrollCount != scrolledBefore, top + height > terminal.height {
                problems.append("scrolled past what the region needs")
            }
            if !problems.isEmpty {
                Issue.record(
                    "\(context): \(problems.joined(separator: "; "))\nbytes: \(text.debugDescription)"
                )
                return false
            }
        }
        // The region ends with a summary line that stays; the next region starts below it.
        var line = CellBuffer(width: terminal.width, height: 1)
        line.write("done", at: .zero)
        var bytes: [UInt8] = []
        renderer.finishRegion(leaving: line, into: &bytes)
        terminal.feed(bytes)
        let summaryRow = terminal.row - 1
        let finished =
            summaryRow >= 0
            && terminal.text(row: summaryRow).hasPrefix(String("done".prefix(terminal.width)))
            && terminal.column == 0
            && (terminal.row..<terminal.height).allSatisfy {
                terminal.text(row: $0).allSatisfy { $0 == " " }
            }
        let rows = (0..<terminal.height).map { terminal.text(row: $0) }
        let message =
            "seed \(seed): the summary line stays and nothing is below it; cursor "
            + "(\(terminal.column),\(terminal.row)); rows \(rows); bytes "
            + String(decoding: bytes, as: UTF8.self).debugDescription
        #expect(finished, Comment(rawValue: message))
        return finished
    }
}
