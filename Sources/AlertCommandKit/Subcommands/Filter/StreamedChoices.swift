import Dispatch
import FoundationEssentials
import Synchronization
import TerminalKit

#if canImport(Glibc)
    import Glibc
#endif

/// The choices of `alert filter` read from standard input while its alert is already
/// shown: a thread of its own reads the input block by block (with the bounds of
/// ``AlertCommand/maximumChoices`` and ``AlertCommand/maximumChoiceBytes``), and
/// ``follow(_:)`` hands over, in order, every line read since it last did: one block's
/// lines as soon as it is read while the main actor keeps up, or several blocks together
/// while it is busy (so it lays out and draws once for all of them).
///
/// The keys the user types come from the terminal (`/dev/tty`), another descriptor: reading
/// the choices never reads, holds back or drops a key.
final class StreamedChoices: Sendable {
    /// What one step of the reading gives.
    enum Block: Sendable {
        /// The choices read since the last step (blank lines left out, as ever), in order.
        case choices([String])
        /// The input ended, or the reading stopped (a bound, an error): how.
        case ended(BoundedRecordReader.Ending)
    }

    /// What the reading thread left for the main actor.
    private struct Pending {
        /// The lines read and not yet handed over.
        var choices: [String] = []
        /// How the reading ended, once it did.
        var ending: BoundedRecordReader.Ending?
    }

    /// The lines read and not handed over yet, shared with the reading thread.
    private let pending = Mutex(Pending())
    /// Rings when something was left in `pending`; rings not yet heard merge into one, so
    /// the reading never waits for the main actor.
    private let bell: AsyncStream<Void>
    /// Signalled once, when the first lines or the input's end are pending.
    private let firstBlock = DispatchSemaphore(value: 0)

    /// Hands every step of the reading to `take`, in order, on the main actor, until
    /// ``Block/ended(_:)`` (handed over too) or until the task is cancelled.
    @MainActor
    func follow(_ take: (Block) -> Void) async {
        if handOver(take) { return }
        for await _ in bell where handOver(take) { return }
    }

    /// Waits up to `patience` for the first lines or the end of the input, whichever comes
    /// first: what is already there (a file, a pipe its writer filled) then shows in the
    /// first frame, and ``handOver(_:)`` hands it over at once.
    func waitForFirstBlock(upTo patience: DispatchTimeInterval) {
        _ = firstBlock.wait(timeout: .now() + patience)
    }

    /// Hands what is pending to `take`; true once the reading ended.
    @MainActor
    func handOver(_ take: (Block) -> Void) -> Bool {
        let (choices, ending) = pending.withLock { state in
            defer { state.choices = [] }
            return (state.choices, state.ending)
        }
        if !choices.isEmpty { take(.choices(choices)) }
        guard let ending else { return false }
        take(.ended(ending))
        return true
    }

    /// Starts reading `descriptor` on a thread of its own. The reading goes on until the
    /// input ends or a bound is passed; nobody waits for it once the answer is given (the
    /// process ends, and the writer's next write fails as for any reader that went away).
    convenience init(descriptor: Int32) {
        self.init(
            descriptor: descriptor, maximumRecords: AlertCommand.maximumChoices,
            maximumBytes: AlertCommand.maximumChoiceBytes,
            keeping: AlertCommand.filledChoice(decoding:))
    }

    /// Starts reading `descriptor` as above, within the bounds given, handing over what
    /// `keeping` makes of each line (nil: the line is left out): `alert pager` keeps every
    /// line, blank ones too.
    init(
        descriptor: Int32, maximumRecords: Int, maximumBytes: Int,
        keeping: @escaping @Sendable (ArraySlice<UInt8>) -> String?
    ) {
        let (bell, ring) = AsyncStream.makeStream(
            of: Void.self, bufferingPolicy: .bufferingNewest(1))
        self.bell = bell
        // A thread of its own: the reading blocks, and Dispatch's pool, which a busy process
        // can fill, might start it late.
        DetachedThread.start(elseOn: .global()) { [self] in
            let reader = BoundedRecordReader(
                descriptor: descriptor, maximumRecords: maximumRecords,
                maximumBytes: maximumBytes)
            var batch: [String] = []
            var isFirst = true
            let ending = reader.readRecords(
                record: { bytes in
                    if let choice = keeping(bytes) { batch.append(choice) }
                },
                afterBlock: {
                    guard !batch.isEmpty else { return }
                    self.pending.withLock { $0.choices += batch }
                    batch = []
                    ring.yield()
                    if isFirst {
                        isFirst = false
                        self.firstBlock.signal()
                    }
                })
            self.pending.withLock {
                $0.choices += batch
                $0.ending = ending
            }
            ring.yield()
            ring.finish()
            if isFirst { self.firstBlock.signal() }
        }
    }

    /// Why `ending` (after `count` choices) makes `alert subcommand` fail, or nil when it
    /// is the input's end after at least one choice: the messages of the choices read
    /// before the alert is shown.
    static func failure(of ending: BoundedRecordReader.Ending, count: Int, subcommand: String)
        -> String?
    {
        switch ending {
        case .end, .timedOut:
            return count == 0 ? "no choice came on standard input" : nil
        case .tooManyRecords:
            return "standard input holds more than \(AlertCommand.maximumChoices) lines;"
                + " that is the most alert \(subcommand) takes"
        case .tooManyBytes:
            return "standard input holds more than \(AlertCommand.maximumChoiceBytes >> 20) MiB;"
                + " that is the most alert \(subcommand) takes"
        case .unreadable(let code):
            return "cannot read the choices on standard input: \(String(cString: strerror(code)))"
        }
    }
}
