#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Looks at the bytes waiting in a pipe without taking them, with Linux's `tee(2)`: it copies
/// them into a scratch pipe of our own, and the copy is read back. Where the call does not
/// exist (other systems), ``isAvailable`` is false and readers fall back to single bytes.
enum PipePeek {
    private typealias TeeFunction = @convention(c) (Int32, Int32, Int, UInt32) -> Int

    /// `tee` from the C library, looked up once (Swift's Glibc module does not declare it).
    private static let tee: TeeFunction? = {
        #if os(Linux)
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "tee") else {
                return nil
            }
            return unsafeBitCast(symbol, to: TeeFunction.self)
        #else
            return nil
        #endif
    }()

    /// Whether peeking works on this system.
    static var isAvailable: Bool { tee != nil }

    /// Up to `count` bytes waiting in the pipe `descriptor`, left in it; blocks until some
    /// arrive. Empty at the end of the input; nil when the peek failed (the caller reads
    /// byte by byte instead).
    static func peek(_ descriptor: Int32, upTo count: Int) -> [UInt8]? {
        guard let tee else { return nil }
        guard let scratch = closeOnExecPipe() else { return nil }
        defer {
            close(scratch[0])
            close(scratch[1])
        }
        var copied = 0
        while true {
            copied = tee(descriptor, scratch[1], count, 0)
            if copied >= 0 { break }
            if errno == EINTR { continue }
            if errno == EAGAIN {
                _ = FileDescriptorIO.waitUntilReady(
                    descriptor, events: Int16(POLLIN), timeoutMilliseconds: -1)
                continue
            }
            return nil
        }
        var bytes = [UInt8](repeating: 0, count: copied)
        var offset = 0
        while offset < copied {
            let got = bytes.withUnsafeMutableBytes {
                read(scratch[0], $0.baseAddress! + offset, copied - offset)
            }
            if got > 0 {
                offset += got
            } else if got < 0 && errno == EINTR {
                continue
            } else {
                return nil
            }
        }
        return bytes
    }
}
