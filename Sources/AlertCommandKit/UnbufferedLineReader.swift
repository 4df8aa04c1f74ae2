#if canImport(Glibc)
    import Glibc
#endif

/// Reads lines from a descriptor one byte at a time, so a line read takes nothing after its
/// line feed: several `alert` processes in one script then share a piped standard input,
/// each taking only its own answer (buffered reading would swallow the next ones).
struct UnbufferedLineReader {
    /// The descriptor lines are read from.
    let descriptor: Int32

    /// The next line without its line feed (a trailing carriage return is dropped too), the
    /// last unterminated line at the end, or nil at the end of the input. O(line length)
    /// system calls.
    func readLine() -> String? {
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while true {
            let count = read(descriptor, &byte, 1)
            if count < 0, errno == EINTR { continue }
            guard count == 1 else {
                return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self)
            }
            if byte == UInt8(ascii: "\n") { break }
            bytes.append(byte)
        }
        if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
        return String(decoding: bytes, as: UTF8.self)
    }
}
