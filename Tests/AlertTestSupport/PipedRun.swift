import TerminalKit

#if canImport(Glibc)
    import Glibc
#endif

/// A built executable run with pipes only, in a new session with no controlling terminal:
/// `input` on standard input, standard output and error collected.
public struct PipedRun {
    /// The shell-style exit status.
    public var status: Int32
    /// Everything written to standard output.
    public var standardOutput: String
    /// Everything written to standard error.
    public var standardError: String

    /// Runs the built executable `name` with `arguments` and the test environment plus
    /// `environment`, and waits for it.
    public static func run(
        _ name: String, arguments: [String] = [], input: String = "",
        environment: [String: String?] = [:]
    ) throws -> PipedRun {
        try run(
            path: BuiltExecutable.url(named: name).path, arguments: arguments, input: input,
            environment: environment)
    }

    /// Runs the program at `path` (a shell, say) likewise.
    public static func run(
        path: String, arguments: [String] = [], input: String = "",
        environment: [String: String?] = [:]
    ) throws -> PipedRun {
        var pipes: [[Int32]] = []
        for _ in 0..<3 {
            guard let made = closeOnExecPipe() else {
                throw SpawnedProcess.Failure.system("pipe", errno)
            }
            pipes.append(made)
        }
        let child = try SpawnedProcess.spawn(
            path, arguments: arguments,
            environment: BuiltExecutable.environment(environment),
            descriptors: (pipes[0][0], pipes[1][1], pipes[2][1]),
            closing: pipes.flatMap { $0 }, newSession: true)
        close(pipes[0][0])
        close(pipes[1][1])
        close(pipes[2][1])
        _ = Array(input.utf8).withUnsafeBytes { write(pipes[0][1], $0.baseAddress, $0.count) }
        close(pipes[0][1])
        // The outputs are small: reading one to its end cannot block the other.
        let output = readAll(pipes[1][0])
        let error = readAll(pipes[2][0])
        let status = try child.waitForExit()
        return PipedRun(status: status, standardOutput: output, standardError: error)
    }

    /// Reads `descriptor` to its end, and closes it unless told not to.
    public static func readAll(_ descriptor: Int32, closing: Bool = true) -> String {
        defer { if closing { close(descriptor) } }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, 4096) }
            guard count > 0 else { break }
            bytes += buffer[..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
