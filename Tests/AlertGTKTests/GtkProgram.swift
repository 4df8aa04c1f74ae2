#if GTK
    import AlertTestSupport
    import Foundation

    /// A built program of this package run on the test's X display (`xvfb-run swift test
    /// --traits GTK`), its standard output collected as it comes, driven with xdotool.
    final class GtkProgram: @unchecked Sendable {
        let process = Process()
        private let lock = NSLock()
        private var collected = Data()
        private let input = Pipe()

        /// Starts `name` with `arguments`; `report` asks alert-gtk-demo to print what each
        /// alert's window shows.
        init(
            _ name: String, _ arguments: [String], report: Bool = false,
            environment extra: [String: String] = [:]
        ) throws {
            process.executableURL = try BuiltExecutable.url(named: name)
            process.arguments = arguments
            var environment = ProcessInfo.processInfo.environment
            environment["ALERT_GTK_DEMO_REPORT"] = report ? "1" : nil
            environment["GTK_A11Y"] = "none"
            for (key, value) in extra { environment[key] = value }
            process.environment = environment
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            process.standardInput = input
            output.fileHandleForReading.readabilityHandler = { [weak self] handle in
                let data = handle.availableData
                guard let self else { return }
                self.lock.withLock { self.collected.append(data) }
            }
            try process.run()
        }

        deinit {
            if process.isRunning { process.terminate() }
        }

        /// What the program wrote on standard output so far.
        var output: String { lock.withLock { String(decoding: collected, as: UTF8.self) } }

        /// Writes `text` to the program's standard input; `closing` ends it.
        func send(_ text: String, closing: Bool = false) throws {
            try input.fileHandleForWriting.write(contentsOf: Data(text.utf8))
            if closing { try input.fileHandleForWriting.close() }
        }

        /// Waits (at most 20 s) until the output has `count` lines starting with `prefix`,
        /// and returns the output's lines.
        func lines(untilCount count: Int = 1, startingWith prefix: String) async throws
            -> [String]
        {
            for _ in 0..<400 {
                let lines = output.split(separator: "\n").map(String.init)
                if lines.filter({ $0.hasPrefix(prefix) }).count >= count { return lines }
                guard process.isRunning else { break }
                try await Task.sleep(for: .milliseconds(50))
            }
            throw GtkTestFailure("no \(count)× '\(prefix)' line; output so far: \(output)")
        }

        /// The program's visible windows (waiting at most 20 s for the first).
        func windows() throws -> [String] {
            let found = try xdotool(
                ["search", "--sync", "--onlyvisible", "--pid", "\(process.processIdentifier)"],
                timeout: 20)
            return found.split(separator: "\n").map(String.init)
        }

        /// The size of the program's first window in the X server's pixels.
        func windowPixelSize() throws -> CGSize? {
            guard let window = try windows().first else { return nil }
            let shell = try xdotool(["getwindowgeometry", "--shell", window])
            var values: [String: Double] = [:]
            for line in shell.split(separator: "\n") {
                let parts = line.split(separator: "=")
                if parts.count == 2 { values[String(parts[0])] = Double(parts[1]) }
            }
            guard let width = values["WIDTH"], let height = values["HEIGHT"] else { return nil }
            return CGSize(width: width, height: height)
        }

        /// Focuses the program's window and presses `keys` (xdotool key names).
        func press(_ keys: String...) throws { try press(keys) }

        /// Focuses the program's window and presses `keys` (xdotool key names).
        func press(_ keys: [String]) throws {
            guard let window = try windows().first else { throw GtkTestFailure("no window") }
            _ = try xdotool(["windowfocus", "--sync", window, "key", "--delay", "60"] + keys)
        }

        /// Focuses the program's window and types `text` (any Unicode: xdotool maps each
        /// character to a key press, which GTK's input method commits).
        func type(_ text: String) throws {
            guard let window = try windows().first else { throw GtkTestFailure("no window") }
            _ = try xdotool(["windowfocus", "--sync", window, "type", "--delay", "60", text])
        }

        /// Clicks at `point` in the program's window (window coordinates, points).
        func click(at point: CGPoint) throws {
            guard let window = try windows().first else { throw GtkTestFailure("no window") }
            _ = try xdotool([
                "mousemove", "--sync", "--window", window, "\(Int(point.x))", "\(Int(point.y))",
                "click", "1",
            ])
        }

        /// Waits (at most 20 s) for the program to exit; returns its status.
        func exitStatus() async throws -> Int32 {
            for _ in 0..<400 where process.isRunning {
                try await Task.sleep(for: .milliseconds(50))
            }
            guard !process.isRunning else {
                process.terminate()
                throw GtkTestFailure("still running; output so far: \(output)")
            }
            // The last of the output, written before the exit.
            try await Task.sleep(for: .milliseconds(100))
            return process.terminationStatus
        }
    }

    /// Runs xdotool (under `timeout`) and returns its standard output.
    @discardableResult
    func xdotool(_ arguments: [String], timeout: Int = 10) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        process.arguments = ["\(timeout)", "xdotool"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw GtkTestFailure("xdotool \(arguments) failed (\(process.terminationStatus))")
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// A failed step of an end-to-end test.
    struct GtkTestFailure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
#endif
