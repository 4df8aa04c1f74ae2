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
        convenience init(
            _ name: String, _ arguments: [String], report: Bool = false,
            environment extra: [String: String] = [:]
        ) throws {
            try self.init(
                at: BuiltExecutable.url(named: name), arguments, report: report,
                environment: extra)
        }

        /// Starts the program at `executable` (a built one, or another such as
        /// `/usr/bin/zenity`) with `arguments`, as ``init(_:_:report:environment:)``.
        init(
            at executable: URL, _ arguments: [String], report: Bool = false,
            environment extra: [String: String] = [:]
        ) throws {
            process.executableURL = executable
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

        /// Clicks at `point` in the program's window (window coordinates, points). The pointer
        /// goes beside the point first: `mousemove --sync` waits for a motion, which a pointer
        /// already there (a second click at one point) never makes.
        func click(at point: CGPoint) throws {
            guard let window = try windows().first else { throw GtkTestFailure("no window") }
            let (x, y) = (Int(point.x), Int(point.y))
            _ = try xdotool([
                "mousemove", "--window", window, "\(x + 1)", "\(y + 1)", "mousemove", "--sync",
                "--window", window, "\(x)", "\(y)", "click", "1",
            ])
        }

        /// Presses the close button of the program's first window: sends it the window
        /// manager's `WM_DELETE_WINDOW` request, as a window manager does (Xvfb has none, and
        /// this xdotool cannot), through libX11.
        func pressCloseButton() throws {
            guard let window = try windows().first, let id = UInt(window) else {
                throw GtkTestFailure("no window")
            }
            try X11.requestClose(of: id)
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

    /// What a program run to its end (``runToEnd(_:_:environment:)``) printed and returned.
    struct Finished {
        var status: Int32
        var output: String
        var errors: String
    }

    /// Runs the built program `name` with `arguments` to its end, under `timeout` (20 s: a
    /// program that hangs ends with status 124); `environment` sets (or, with nil, unsets)
    /// variables of the test's own environment.
    func runToEnd(
        _ name: String, _ arguments: [String], environment: [String: String?] = [:],
        input: String = ""
    ) throws -> Finished {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        process.arguments = ["20", try BuiltExecutable.url(named: name).path] + arguments
        var variables = ProcessInfo.processInfo.environment
        variables["GTK_A11Y"] = "none"
        for (key, value) in environment { variables[key] = value }
        process.environment = variables
        let output = Pipe()
        let errors = Pipe()
        let feed = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = feed
        try process.run()
        try feed.fileHandleForWriting.write(contentsOf: Data(input.utf8))
        try feed.fileHandleForWriting.close()
        // The error pipe is read on the side, so neither pipe can fill and block the program.
        let errorData = LockedData()
        let reading = DispatchGroup()
        DispatchQueue.global().async(group: reading) {
            errorData.set(errors.fileHandleForReading.readDataToEndOfFile())
        }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        reading.wait()
        process.waitUntilExit()
        return Finished(
            status: process.terminationStatus,
            output: String(decoding: outputData, as: UTF8.self),
            errors: String(decoding: errorData.get(), as: UTF8.self))
    }

    /// Data one thread writes and another reads.
    private final class LockedData: @unchecked Sendable {
        private let lock = NSLock()
        private var data = Data()
        func set(_ value: Data) { lock.withLock { data = value } }
        func get() -> Data { lock.withLock { data } }
    }

    /// The few calls of libX11 the tests need, looked up at run time (the library GTK's X11
    /// backend loads).
    enum X11 {
        private typealias OpenDisplay = @convention(c) (UnsafePointer<CChar>?) -> OpaquePointer?
        private typealias InternAtom =
            @convention(c) (OpaquePointer?, UnsafePointer<CChar>, Int32) -> UInt
        private typealias SendEvent =
            @convention(c) (OpaquePointer?, UInt, Int32, Int, UnsafeMutableRawPointer) -> Int32
        private typealias CloseDisplay = @convention(c) (OpaquePointer?) -> Int32

        /// Sends `window` a `WM_PROTOCOLS` client message asking `WM_DELETE_WINDOW`.
        static func requestClose(of window: UInt) throws {
            guard let library = dlopen("libX11.so.6", RTLD_NOW) else {
                throw GtkTestFailure("no libX11")
            }
            defer { dlclose(library) }
            func symbol<T>(_ name: String, as type: T.Type) throws -> T {
                guard let found = dlsym(library, name) else { throw GtkTestFailure("no \(name)") }
                return unsafeBitCast(found, to: type)
            }
            let open = try symbol("XOpenDisplay", as: OpenDisplay.self)
            let intern = try symbol("XInternAtom", as: InternAtom.self)
            let send = try symbol("XSendEvent", as: SendEvent.self)
            let close = try symbol("XCloseDisplay", as: CloseDisplay.self)
            guard let display = open(nil) else { throw GtkTestFailure("no display") }
            defer { _ = close(display) }
            // An XClientMessageEvent in an XEvent (24 longs): type, serial, send_event,
            // display, window, message_type, format, then data.l[0] and data.l[1].
            var event = [Int](repeating: 0, count: 24)
            event[0] = 33  // ClientMessage
            event[2] = 1
            event[3] = Int(bitPattern: UnsafeRawPointer(display))
            event[4] = Int(bitPattern: window)
            event[5] = Int(bitPattern: intern(display, "WM_PROTOCOLS", 0))
            event[6] = 32
            event[7] = Int(bitPattern: intern(display, "WM_DELETE_WINDOW", 0))
            let sent = event.withUnsafeMutableBytes { send(display, window, 0, 0, $0.baseAddress!) }
            guard sent != 0 else { throw GtkTestFailure("XSendEvent failed") }
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
