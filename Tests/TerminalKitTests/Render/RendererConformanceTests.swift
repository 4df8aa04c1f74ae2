import TerminalTestSupport
import Testing

@testable import TerminalKit

/// Replays the renderer's output into ``VirtualTerminal`` for random frame sequences and checks
/// that the emulated screen is the composed frame after every step.
@MainActor
@Suite struct RendererConformanceTests {
    static let seeds = Array(UInt64(1)...UInt64(300))
    static let stepsPerSeed = 12

    @Test func incrementalFramesReproduceTheComposedFrame() {
        var frames = 0
        var written: [UInt8] = []
        for seed in Self.seeds {
            frames += replay(seed: seed, written: &written)
        }
        #expect(frames == Self.seeds.count * Self.stepsPerSeed)
        // The replay covers every sequence the writer has: ECH, REP, a 24-bit colour written
        // as its palette index, and a reset that leaves out its 0.
        let text = String(decoding: written, as: UTF8.self)
        for final: Character in ["X", "b"] {
            #expect(Self.containsCSI(final: final, in: written), "no CSI n \(final) in the replay")
        }
        #expect(text.contains("8;5;"), "no palette index in the replay")
        #expect(text.contains("\u{1B}[;"), "no short reset in the replay")
    }

    /// The terminal's answers to the probe arrive while frames are drawn: the first frames go
    /// out knowing neither REP nor how wide ambiguous letters are drawn, the frames after the
    /// answers use them, over what the earlier frames left on the screen.
    @Test func framesDrawnBeforeAndAfterTheProbesAnswerReproduceTheComposedFrame() {
        var frames = 0
        var written: [UInt8] = []
        for seed in Self.seeds {
            let answeredAt = Int(seed % UInt64(Self.stepsPerSeed - 1)) + 1
            frames += replay(seed: seed, written: &written, probeAnsweredAt: answeredAt)
        }
        #expect(frames == Self.seeds.count * Self.stepsPerSeed)
        #expect(Self.containsCSI(final: "b", in: written), "no REP after the answer")
    }

    /// Whether `bytes` hold `ESC [` digits `final`.
    private static func containsCSI(final: Character, in bytes: [UInt8]) -> Bool {
        let finalByte = final.asciiValue ?? 0
        var index = 0
        while index + 2 < bytes.count {
            defer { index += 1 }
            guard bytes[index] == 0x1B, bytes[index + 1] == 0x5B else { continue }
            var end = index + 2
            while end < bytes.count, (0x30...0x39).contains(bytes[end]) { end += 1 }
            if end > index + 2, end < bytes.count, bytes[end] == finalByte { return true }
        }
        return false
    }

    /// Runs one random sequence, appending what the renderer wrote to `written`; returns how
    /// many frames it checked. With `probeAnsweredAt`, the renderers learn what the terminal
    /// answered to the probe (REP, or not; ambiguous letters narrow) only from that step on,
    /// and the terminal always answers narrow, as the emulator draws them.
    private func replay(seed: UInt64, written: inout [UInt8], probeAnsweredAt: Int? = nil)
        -> Int
    {
        var scene = RandomScene(seed: seed)
        var options = SplitMix64(seed: seed ^ 0xA5A5)
        let mode = TerminalColorMode.allCases.randomElement(using: &options)!
        var renderer = DiffRenderer(
            colorMode: mode, synchronizedOutput: Bool.random(using: &options))
        // Half the terminals confirmed REP.
        let repeats = Bool.random(using: &options)
        renderer.repeatsCharacters = repeats
        // Half the terminals showed they draw ambiguous letters narrow, as the emulator does.
        var ambiguous: TerminalWidth.AmbiguousWidth? =
            Bool.random(using: &options) ? .narrow : nil
        if probeAnsweredAt != nil {
            ambiguous = .narrow
            renderer.repeatsCharacters = false
        }
        renderer.ambiguousWidth = probeAnsweredAt == nil ? ambiguous : nil
        let lineFeedReturns = Bool.random(using: &options)
        // A third of the sequences write no rectangle last, a third the fewer bytes of both
        // ways, a third always the top surface and a rectangle in it after the rest.
        let layering = Int.random(in: 0..<3, using: &options)
        renderer.writesLastAlways = layering == 2
        var terminal: VirtualTerminal?
        var incremental = DiffRenderer(colorMode: mode)
        incremental.repeatsCharacters = renderer.repeatsCharacters
        incremental.ambiguousWidth = renderer.ambiguousWidth
        incremental.writesLastAlways = layering == 2
        var incrementalTerminal: VirtualTerminal?
        var checked = 0
        for step in 0..<Self.stepsPerSeed {
            if step == probeAnsweredAt {
                renderer.repeatsCharacters = repeats
                renderer.ambiguousWidth = ambiguous
                incremental.repeatsCharacters = repeats
                incremental.ambiguousWidth = ambiguous
            }
            scene.step()
            let frame = scene.compositor.compose()
            let context = "seed \(seed) step \(step) mode \(mode)"
            let composedInPlace = frame == wholeComposition(of: scene)
            #expect(composedInPlace, "\(context): composed in place != composed whole")
            var last: [TerminalRect] = []
            if layering > 0, let top = scene.compositor.surfaces.last(where: \.isVisible) {
                let inside = TerminalRect(
                    column: top.frame.minColumn + Int.random(in: -1...3, using: &options),
                    row: top.frame.minRow + Int.random(in: -1...2, using: &options),
                    width: Int.random(in: 1...8, using: &options),
                    height: Int.random(in: 1...2, using: &options))
                last = [top.frame, inside]
            }
            var changedBytes: [UInt8] = []
            incremental.render(
                frame, changedRows: scene.compositor.takeChangedRows(),
                changedColumns: scene.compositor.takeChangedColumns(), last: last,
                into: &changedBytes)
            if incrementalTerminal?.width != frame.width
                || incrementalTerminal?.height != frame.height
            {
                incrementalTerminal = VirtualTerminal(width: frame.width, height: frame.height)
            }
            incrementalTerminal!.feed(changedBytes)
            let rowsProblem = incrementalTerminal!.mismatch(with: frame, mode: mode)
            #expect(rowsProblem == nil, "\(context): changed rows only: \(rowsProblem ?? "")")
            var bytes: [UInt8] = []
            let stats = renderer.render(frame, last: last, into: &bytes)
            if terminal?.width != frame.width || terminal?.height != frame.height {
                terminal = VirtualTerminal(width: frame.width, height: frame.height)
                terminal?.lineFeedReturns = lineFeedReturns
                #expect(stats.isFullRepaint, "seed \(seed) step \(step): resize repaints whole")
            }
            terminal!.feed(bytes)
            written += bytes
            if let problem = terminal!.mismatch(with: frame, mode: mode) {
                Issue.record(
                    "\(context): \(problem)\nbytes: \(String(decoding: bytes, as: UTF8.self).debugDescription)"
                )
                return checked
            }
            #expect(terminal!.unsupported.isEmpty, "\(context): \(terminal!.unsupported)")
            #expect(terminal!.scrollCount == 0, "\(context): the screen scrolled")
            #expect(!terminal!.synchronizedOutput, "\(context): mode 2026 left set")
            #expect(stats.byteCount == bytes.count, "\(context)")

            var repaint = DiffRenderer(colorMode: mode)
            var fullBytes: [UInt8] = []
            repaint.render(frame, into: &fullBytes)
            var fresh = VirtualTerminal(width: frame.width, height: frame.height)
            fresh.feed(fullBytes)
            let repaintProblem = fresh.mismatch(with: frame, mode: mode)
            #expect(repaintProblem == nil, "\(context): full repaint: \(repaintProblem ?? "")")
            let sameScreen = fresh.looksTheSame(as: terminal!)
            #expect(sameScreen, "\(context): incremental != full repaint")

            var again: [UInt8] = []
            let second = renderer.render(frame, last: last, into: &again)
            let wroteNothing = again.isEmpty && second.byteCount == 0
            #expect(wroteNothing, "\(context): unchanged frame wrote \(again.count) bytes")
            checked += 1
        }
        return checked
    }

    /// The scene's frame composed from scratch by a new compositor with the same surfaces.
    private func wholeComposition(of scene: RandomScene) -> CellBuffer {
        let fresh = TerminalCompositor(
            width: scene.compositor.width, height: scene.compositor.height,
            background: scene.compositor.background)
        for surface in scene.compositor.surfaces { fresh.add(surface) }
        return fresh.compose()
    }
}
