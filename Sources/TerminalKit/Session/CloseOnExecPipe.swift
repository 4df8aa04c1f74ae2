#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A pipe whose two ends close on `exec`, made at once (`pipe2` with `O_CLOEXEC` where the C
/// library has it), so a program another thread starts meanwhile never inherits an end: a
/// pipe held open by a stranger would never reach its end, and a write to a pipe whose reader
/// left would not fail. A child gets an end through `dup2`, which drops the flag on its copy.
///
/// - Returns: `[read, write]`, or `nil` with `errno` set.
package func closeOnExecPipe() -> [Int32]? {
    typealias Pipe2 = @convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32
    var descriptors: [Int32] = [-1, -1]
    // Swift's Glibc module does not declare pipe2; the C library has it.
    if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pipe2") {
        let pipe2 = unsafeBitCast(symbol, to: Pipe2.self)
        return pipe2(&descriptors, O_CLOEXEC) == 0 ? descriptors : nil
    }
    guard pipe(&descriptors) == 0 else { return nil }
    for descriptor in descriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
    return descriptors
}
