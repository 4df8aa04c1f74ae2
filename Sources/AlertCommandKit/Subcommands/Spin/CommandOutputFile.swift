import FoundationEssentials
import Synchronization
import TerminalKit

#if canImport(Glibc)
    import Glibc
#endif

/// What `alert spin --show-output` keeps of its command's output until the command ends: an
/// unnamed file (made with mode 0600 in `alert`'s private directory, its name removed at
/// once, gone when `alert` closes it or dies), so the output takes no memory however long
/// it is. A write that fails (a full disk) stops the keeping: what
/// came after is lost, and ``lostReason`` says why.
package final class CommandOutputFile: Hashable, @unchecked Sendable {
    /// The file, open for reading and writing.
    private let descriptor: Int32
    /// Guards ``lostReason`` and the writes (the reader thread appends, the main actor reads).
    private let lock = Mutex(())
    /// Why the keeping stopped (an `errno`), or nil while all of it is kept.
    private var lostErrno: Int32?
    /// How many bytes a block written out at once holds at most.
    static let blockSize = 65_536

    /// Makes the file in `alert`'s private directory (``PrivateStateDirectory``, mode 0700:
    /// never a directory others can write to) and removes its name at once.
    ///
    /// - Throws: ``SpinProcess/StartError`` when no such file can be made.
    init(environment: [String: String] = ProcessInfo.processInfo.environment)
        throws(SpinProcess.StartError)
    {
        let directory: PrivateStateDirectory
        do {
            directory = try PrivateStateDirectory.open(environment: environment)
        } catch {
            throw SpinProcess.StartError(code: EACCES)
        }
        defer { directory.close() }
        let name = "spin-output-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
        guard let file = directory.openFile(name) else {
            throw SpinProcess.StartError(code: errno == 0 ? EACCES : errno)
        }
        directory.removeFile(name)
        descriptor = file
    }

    deinit {
        close(descriptor)
    }

    /// Why part of the output was lost (the words of the `errno`), or nil.
    package var lostReason: String? {
        lock.withLock { _ in lostErrno.map { String(cString: strerror($0)) } }
    }

    /// Adds `bytes` at the end; after a failed write, nothing more is kept.
    func append(_ bytes: [UInt8]) {
        lock.withLock { _ in
            guard lostErrno == nil else { return }
            do throws(TerminalSessionError) {
                try FileDescriptorIO.writeAll(bytes, to: descriptor)
            } catch {
                if case .systemCall(_, let code) = error {
                    lostErrno = code
                } else {
                    lostErrno = ENOSPC
                }
            }
        }
    }

    /// Everything kept, read into memory (for tests and small outputs).
    package func contents() -> [UInt8] {
        var all: [UInt8] = []
        forEachBlock { all += $0 }
        return all
    }

    /// Copies the output to `target` block by block: the bytes as they are, or with
    /// `sanitizing` (a terminal) as text through the sanitiser, each block cut after its
    /// last line feed (or, in a line longer than a block, before a character that would be
    /// split), so that no escape sequence or character is cut in two.
    package func write(to target: Int32, sanitizing: Bool) throws(TerminalSessionError) {
        var pending: [UInt8] = []
        var failure: TerminalSessionError?
        forEachBlock { block in
            guard failure == nil else { return }
            do throws(TerminalSessionError) {
                guard sanitizing else { return try FileDescriptorIO.writeAll(block, to: target) }
                pending += block
                let cut = Self.cutPoint(in: pending)
                guard cut > 0 else { return }
                try TextOutput.write(
                    String(decoding: pending[..<cut], as: UTF8.self), to: target)
                pending.removeFirst(cut)
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        if !pending.isEmpty {
            try TextOutput.write(String(decoding: pending, as: UTF8.self), to: target)
        }
    }

    /// Where `bytes` may be cut for the sanitiser: after the last line feed; with none and
    /// more than a block, before the last character's first byte; else nowhere (0).
    static func cutPoint(in bytes: [UInt8]) -> Int {
        if let newline = bytes.lastIndex(of: 10) { return newline + 1 }
        guard bytes.count > blockSize else { return 0 }
        var cut = bytes.count
        // Back to the first byte of a character (a continuation byte is 10xxxxxx).
        while cut > bytes.count - 4, cut > 0, bytes[cut - 1] & 0xC0 == 0x80 { cut -= 1 }
        if cut > 0, bytes[cut - 1] >= 0xC0 { cut -= 1 }
        return cut
    }

    /// Reads the file from its start, a block at a time.
    private func forEachBlock(_ body: ([UInt8]) -> Void) {
        var block = [UInt8](repeating: 0, count: Self.blockSize)
        var offset: off_t = 0
        while true {
            let count = block.withUnsafeMutableBytes {
                pread(descriptor, $0.baseAddress, $0.count, offset)
            }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return }
            body(Array(block[..<count]))
            offset += off_t(count)
        }
    }

    package static func == (left: CommandOutputFile, right: CommandOutputFile) -> Bool {
        left === right
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
