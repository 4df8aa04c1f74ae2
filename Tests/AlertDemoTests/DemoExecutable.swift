import Foundation
import TerminalKit

#if canImport(Glibc)
    import Glibc
#endif

/// The built `alert-demo` executable, run the way a user runs it: in a pseudo-terminal
/// (`openpty` + `posix_spawn`, the slave as standard input, output and error) or with pipes.
enum DemoExecutable {
    /// What a run produced.
    struct Run {
        var output: String
        var status: Int32
    }

    /// A run in a pseudo-terminal, with the slave's attributes before and after.
    struct TerminalRun {
        var output: String
        var status: Int32
        var attributesBefore: termios
        var attributesAfter: termios

        /// Whether the attributes after the run are byte for byte those before it.
        var restoredTerminal: Bool {
            var before = attributesBefore
            var after = attributesAfter
            return memcmp(&before, &after, MemoryLayout<termios>.size) == 0
        }
    }

    enum Failure: Error, CustomStringConvertible {
        case notBuilt([String])
        case system(String, Int32)
        case hung

        var description: String {
            switch self {
            case .notBuilt(let places):
                "alert-demo is not built (looked in \(places.joined(separator: ", "))): "
                    + "run `swift build` before `swift test`"
            case .system(let call, let code): "\(call) failed with errno \(code)"
            case .hung: "alert-demo did not exit within the safety limit"
            }
        }
    }

    /// The executable next to the test bundle (the build products directory), or in the
    /// package's `.build/debug`.
    static func url() throws -> URL {
        var places: [URL] = []
        if let bundle = Bundle.main.executableURL {
            places.append(bundle.deletingLastPathComponent())
        }
        places.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        places.append(root.appendingPathComponent(".build/debug"))
        for place in places {
            let candidate = place.appendingPathComponent("alert-demo")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw Failure.notBuilt(places.map(\.path))
    }

    /// The environment runs get: this one's, with a known terminal type and no NO_COLOR.
    static func environment(_ extra: [String: String] = [:]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["TERM"] = "xterm-256color"
        environment["COLORTERM"] = "truecolor"
        environment["NO_COLOR"] = nil
        environment["ALERT_IMAGES"] = nil
        for (key, value) in extra { environment[key] = value }
        return environment
    }

    /// Runs with pipes: `input` on standard input, standard output collected.
    static func runWithPipes(_ arguments: [String], input: String = "") throws -> Run {
        let process = Process()
        process.executableURL = try url()
        process.arguments = arguments
        process.environment = environment()
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stdout
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let data = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(output: String(decoding: data, as: UTF8.self), status: process.terminationStatus)
    }

    /// Runs in a 100×30 pseudo-terminal. With `pipedInput`, standard input is a pipe fed
    /// with it instead of the terminal. With `signal`, that signal is sent to the demo once it
    /// has entered the alternate screen (and so raw mode).
    static func runInPseudoTerminal(
        _ arguments: [String], pipedInput: String? = nil, signal: Int32? = nil
    ) throws -> TerminalRun {
        var master: Int32 = -1
        var slave: Int32 = -1
        var size = winsize(ws_row: 30, ws_col: 100, ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &size) == 0 else {
            throw Failure.system("openpty", errno)
        }
        defer {
            close(master)
            close(slave)
        }
        var before = termios()
        tcgetattr(slave, &before)
        var inputPipe: [Int32] = [-1, -1]
        if pipedInput != nil, pipe(&inputPipe) != 0 { throw Failure.system("pipe", errno) }
        let pid = try spawn(
            arguments, input: pipedInput == nil ? slave : inputPipe[0], terminal: slave,
            closing: [master, inputPipe[1]])
        if let pipedInput {
            close(inputPipe[0])
            let bytes = Array(pipedInput.utf8)
            _ = bytes.withUnsafeBytes { write(inputPipe[1], $0.baseAddress!, $0.count) }
            close(inputPipe[1])
        }
        let (output, status) = try collect(from: master, until: pid, signal: signal)
        var after = termios()
        tcgetattr(slave, &after)
        return TerminalRun(
            output: String(decoding: output, as: UTF8.self), status: status,
            attributesBefore: before, attributesAfter: after)
    }

    private static func spawn(
        _ arguments: [String], input: Int32, terminal: Int32, closing: [Int32]
    ) throws -> pid_t {
        let path = try url().path
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, input, 0)
        posix_spawn_file_actions_adddup2(&actions, terminal, 1)
        posix_spawn_file_actions_adddup2(&actions, terminal, 2)
        for descriptor in closing where descriptor >= 0 {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment().map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }
        // A child inherits blocked and ignored signals; start it as a shell would, with
        // none blocked and the termination signals at their defaults.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var terminationSignals = sigset_t()
        sigemptyset(&terminationSignals)
        for signal in [SIGTERM, SIGINT, SIGHUP, SIGTSTP, SIGCONT] {
            sigaddset(&terminationSignals, signal)
        }
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &terminationSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let result = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        guard result == 0 else { throw Failure.system("posix_spawn", result) }
        return pid
    }

    /// Reads the master until the child has exited and nothing more comes. A safety limit
    /// (30 s) kills a hung child so the suite never hangs; it is not a timing assertion.
    private static func collect(
        from master: Int32, until pid: pid_t, signal: Int32? = nil
    ) throws -> ([UInt8], Int32) {
        var pendingSignal = signal
        let alternateScreen = Array("\u{1B}[?1049h".utf8)
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        var status: Int32 = 0
        var exited = false
        var quietPolls = 0
        var polls = 0
        while true {
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            if poll(&descriptor, 1, 50) > 0 {
                let count = buffer.withUnsafeMutableBytes {
                    read(master, $0.baseAddress!, $0.count)
                }
                if count > 0 {
                    output += buffer[..<count]
                    quietPolls = 0
                    if let signal = pendingSignal,
                        output.firstRange(of: alternateScreen) != nil
                    {
                        kill(pid, signal)
                        pendingSignal = nil
                    }
                    continue
                }
            }
            if exited {
                quietPolls += 1
                if quietPolls >= 3 { break }
                continue
            }
            if waitpid(pid, &status, WNOHANG) == pid {
                exited = true
                continue
            }
            polls += 1
            if polls > 600 {
                kill(pid, SIGKILL)
                waitpid(pid, &status, 0)
                throw Failure.hung
            }
        }
        let code = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return (output, code)
    }
}
