import AlertProtocol
import Dispatch
import FoundationEssentials
import TerminalKit

#if canImport(Glibc)
    import Glibc
#endif

/// dialog's gauge protocol, as `alert progress` reads it from standard input: a line with a
/// number from 0 to 100 sets the percentage; a block of lines between two `XXX` lines sets
/// the percentage from its first line and the text from the lines after it. With
/// ``readsTextLines``, a line starting with `#` (outside a block) sets the text to what
/// follows it, as zenity's progress reads it.
package struct GaugeInput {
    /// What one step of the input changes.
    package struct Update: Equatable {
        /// The new percentage, when the update sets one.
        package var percent: Int?
        /// The new text, when the update sets one.
        package var text: String?

        /// An update of the percentage, the text, or both.
        package init(percent: Int? = nil, text: String? = nil) {
            self.percent = percent
            self.text = text
        }
    }

    private var block: [String]?
    /// Whether a `# text` line sets the text (zenity's protocol; dialog ignores it).
    var readsTextLines = false

    /// Feeds one line; returns the update it completes, if any. Lines that are neither a
    /// percentage nor part of a block are ignored, as dialog ignores them.
    mutating func feed(_ line: String) -> Update? {
        let trimmed = line.trimmingWhitespace()
        if trimmed == "XXX" {
            guard let lines = block else {
                block = []
                return nil
            }
            block = nil
            let percent = lines.first.flatMap(Self.percent)
            let text = lines.dropFirst().joined(separator: "\n")
            return Update(percent: percent, text: lines.count > 1 ? text : nil)
        }
        if block != nil {
            block?.append(line)
            return nil
        }
        if readsTextLines, trimmed.hasPrefix("#") {
            let text = trimmed.dropFirst().drop { $0 == " " || $0 == "\t" }
            return Update(percent: nil, text: String(text))
        }
        return Self.percent(trimmed).map { Update(percent: $0, text: nil) }
    }

    /// A whole number from 0 to 100, clamped; nil for anything else.
    static func percent(_ text: String) -> Int? {
        guard let value = Int(text.trimmingWhitespace()) else { return nil }
        return min(max(value, 0), 100)
    }

    /// Reads standard input line by line off the main actor, applying each update through
    /// `apply`, until the input ends or the task is cancelled (a read that waits then ends
    /// at once: it also watches a pipe the cancellation writes to). A line longer than
    /// `maximumLength` bytes is skipped whole (it is read to its end, held no more than a
    /// block at a time) and reading goes on: the input is never left unread while the
    /// program feeding it still writes. Returns why the input could not be followed to its
    /// end (input that cannot be read), or nil.
    @MainActor
    static func follow(
        maximumLength: Int = BoundedLineReader.defaultMaximumLength,
        descriptor: Int32 = STDIN_FILENO, readsTextLines: Bool = false,
        _ apply: @MainActor (Update) -> Void
    ) async -> String? {
        guard let descriptors = closeOnExecPipe() else {
            return "cannot make a pipe: \(String(cString: strerror(errno)))"
        }
        defer { for descriptor in descriptors { close(descriptor) } }
        let wake = descriptors[1]
        var gauge = GaugeInput()
        gauge.readsTextLines = readsTextLines
        let reader = BoundedLineReader(
            descriptor: descriptor, maximumLength: maximumLength, cancellation: descriptors[0])
        // Inside a line too long: what the reader gives next is its rest, up to its end.
        var skipping = false
        return await withTaskCancellationHandler {
            while !Task.isCancelled {
                let line = await withCheckedContinuation { continuation in
                    DispatchQueue.global().async {
                        continuation.resume(returning: reader.readLine())
                    }
                }
                switch line {
                case .tooLong:
                    skipping = true
                case .text(let text):
                    if skipping {
                        skipping = false
                    } else if let update = gauge.feed(text) {
                        apply(update)
                    }
                case .end, .cancelled:
                    return nil
                case .unreadable(let code):
                    return "cannot read standard input: \(String(cString: strerror(code)))"
                }
            }
            return nil
        } onCancel: {
            var byte: UInt8 = 1
            _ = write(wake, &byte, 1)
        }
    }
}
