#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Copies a stream to another byte for byte, as `cat` does: what a pager does when its
/// output is no terminal. Nothing is decoded, cut or bounded: the bytes pass through one
/// block at a time.
package enum ByteCopy {
    /// How a copy ended.
    package enum Ending: Equatable, Sendable {
        /// The input ended and every byte was written.
        case end
        /// The deadline passed first; what came before it was written.
        case timedOut
        /// The input could not be read (`errno`).
        case unreadable(errno: Int32)
        /// The output took no more: the error of the write.
        case unwritable(TerminalSessionError)
    }

    /// Copies `input` to `output` until the input ends, the `deadline` passes (nil: none)
    /// or a call fails. O(bytes) time, one block of memory.
    package static func copy(
        from input: Int32, to output: Int32, until deadline: ContinuousClock.Instant? = nil
    ) -> Ending {
        var block = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            if let deadline {
                let left = deadline - ContinuousClock.now
                guard left > .zero else { return .timedOut }
                let milliseconds = Int32(clamping: Int((left / .milliseconds(1)).rounded(.up)))
                guard
                    FileDescriptorIO.waitUntilReady(
                        input, events: Int16(POLLIN), timeoutMilliseconds: milliseconds)
                else { continue }
            }
            let got = block.withUnsafeMutableBytes { read(input, $0.baseAddress!, $0.count) }
            if got == 0 { return .end }
            if got < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN || errno == EWOULDBLOCK {
                    _ = FileDescriptorIO.waitUntilReady(
                        input, events: Int16(POLLIN), timeoutMilliseconds: 100)
                    continue
                }
                return .unreadable(errno: errno)
            }
            do throws(TerminalSessionError) {
                try FileDescriptorIO.writeAll(Array(block[..<got]), to: output)
            } catch {
                return .unwritable(error)
            }
        }
    }
}
