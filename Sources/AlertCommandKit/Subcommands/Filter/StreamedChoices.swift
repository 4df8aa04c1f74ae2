import Dispatch
import Foundation
import TerminalKit

/// The choices of `alert filter` read from standard input while its alert is already
/// shown: a thread off the main actor reads the input block by block (with the bounds of
/// ``AlertCommand/maximumChoices`` and ``AlertCommand/maximumChoiceBytes``), and each
/// block's lines come out of ``blocks`` together, in order, as soon as that block is read.
///
/// The keys the user types come from the terminal (`/dev/tty`), another descriptor: reading
/// the choices never reads, holds back or drops a key.
struct StreamedChoices {
    /// What one step of the reading gives.
    enum Block: Sendable {
        /// The choices of one block read (blank lines left out, as ever), in order.
        case choices([String])
        /// The input ended, or the reading stopped (a bound, an error): how.
        case ended(BoundedRecordReader.Ending)
    }

    /// The blocks, in the order they were read, ending with ``Block/ended(_:)``.
    let blocks: AsyncStream<Block>

    /// Starts reading `descriptor` on a thread of its own. The reading goes on until the
    /// input ends or a bound is passed; nobody waits for it once the answer is given (the
    /// process ends, and the writer's next write fails as for any reader that went away).
    init(descriptor: Int32) {
        let (blocks, continuation) = AsyncStream.makeStream(of: Block.self)
        self.blocks = blocks
        DispatchQueue.global().async {
            let reader = BoundedRecordReader(
                descriptor: descriptor, maximumRecords: AlertCommand.maximumChoices,
                maximumBytes: AlertCommand.maximumChoiceBytes)
            var batch: [String] = []
            let ending = reader.readRecords(
                record: { bytes in
                    if let choice = AlertCommand.filledChoice(decoding: bytes) {
                        batch.append(choice)
                    }
                },
                afterBlock: {
                    guard !batch.isEmpty else { return }
                    continuation.yield(.choices(batch))
                    batch = []
                })
            if !batch.isEmpty { continuation.yield(.choices(batch)) }
            continuation.yield(.ended(ending))
            continuation.finish()
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
