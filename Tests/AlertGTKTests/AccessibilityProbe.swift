#if GTK
    import Foundation

    /// A program run under a session bus of its own with a screen reader's view of it: a
    /// Python script (Debian's pyatspi) walks the accessible tree of the program's window
    /// through AT-SPI, as Orca reads it, each time it is asked.
    final class AccessibilityProbe: @unchecked Sendable {
        /// One accessible object of the window's tree, as AT-SPI gives it.
        struct Node: Decodable, Equatable, CustomStringConvertible {
            /// Its depth in the tree: 0 for the window.
            var depth: Int
            /// AT-SPI's role name (`dialog`, `push button`, `check box`, `text`…).
            var role: String
            var name: String
            /// What is read after the name.
            var accessibleDescription: String
            /// AT-SPI's state names (`checked`, `focused`, `editable`…).
            var states: [String]
            /// What its text interface holds, where it has one.
            var text: String?
            /// Its value interface's minimum, current value and maximum, where it has one.
            var value: [Double]?
            /// Where it is in its window (x, y, width, height), where it says.
            var frame: [Double]?

            enum CodingKeys: String, CodingKey {
                case depth, role, name, states, text, value, frame
                case accessibleDescription = "description"
            }

            var description: String {
                "\(role) \(name.debugDescription) [\(states.joined(separator: ","))]"
                    + (text.map { " text \($0.debugDescription)" } ?? "")
                    + (value.map { " value \($0)" } ?? "")
            }
        }

        /// What the script printed for one request.
        private struct Dump: Decodable {
            var pid: Int32
            var nodes: [Node]
        }

        /// The script: starts the program given after it; reads requests a line each from
        /// standard input: `quit` ends the program and the script, `input TEXT` writes a
        /// line to the program's standard input, anything else prints the window's tree (waiting up to 30 s for it) as one line of
        /// JSON. At the end of its input it ends the program.
        static let script = #"""
            import json, os, signal, subprocess, sys, time
            from gi.repository import Gio, GLib

            # This session's accessibility bus, for the script and the program alike: AT-SPI
            # looks first at the X root window's AT_SPI_BUS, which an earlier session left.
            session = Gio.bus_get_sync(Gio.BusType.SESSION, None)
            address = session.call_sync("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus",
                "GetAddress", None, None, Gio.DBusCallFlags.NONE, -1, None).unpack()[0]
            os.environ["AT_SPI_BUS_ADDRESS"] = address
            a11y = Gio.DBusConnection.new_for_address_sync(address,
                Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT
                | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION, None, None)
            import pyatspi

            def owner(bus, name):
                try:
                    return bus.call_sync("org.freedesktop.DBus", "/org/freedesktop/DBus",
                        "org.freedesktop.DBus", "GetConnectionUnixProcessID",
                        GLib.Variant("(s)", (name,)), None, Gio.DBusCallFlags.NONE, -1,
                        None).unpack()[0]
                except Exception:
                    return None

            def end_session():
                # dbus-run-session's ending leaves the AT-SPI services and the buses running:
                # they are ended here, the session's bus last.
                for pid in [owner(a11y, "org.a11y.atspi.Registry"),
                        owner(a11y, "org.freedesktop.DBus"), owner(session, "org.a11y.Bus"),
                        owner(session, "org.freedesktop.DBus")]:
                    if pid and pid != os.getpid():
                        try:
                            os.kill(pid, signal.SIGKILL)
                        except OSError:
                            pass

            # The registry up before the program starts: GTK 4.8 registers its application
            # once, at start, and is never listed when the registry was not there yet.
            pyatspi.Registry.getDesktop(0).childCount
            program = subprocess.Popen(sys.argv[1:], stdin=subprocess.PIPE,
                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

            def node(accessible, depth):
                entry = {"depth": depth, "role": accessible.getRoleName(),
                    "name": accessible.name or "", "description": accessible.description or "",
                    "states": sorted(pyatspi.stateToString(s)
                        for s in accessible.getState().getStates())}
                try:
                    entry["text"] = accessible.queryText().getText(0, -1)
                except NotImplementedError:
                    pass
                try:
                    box = accessible.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
                    entry["frame"] = [box.x, box.y, box.width, box.height]
                except NotImplementedError:
                    pass
                try:
                    value = accessible.queryValue()
                    entry["value"] = [value.minimumValue, value.currentValue, value.maximumValue]
                except NotImplementedError:
                    pass
                return entry

            def walk(accessible, depth, into):
                into.append(node(accessible, depth))
                for index in range(accessible.childCount):
                    child = accessible.getChildAtIndex(index)
                    if child is not None:
                        walk(child, depth + 1, into)

            def application():
                desktop = pyatspi.Registry.getDesktop(0)
                for index in range(desktop.childCount):
                    app = desktop.getChildAtIndex(index)
                    if app is not None and app.get_process_id() == program.pid \
                            and app.childCount > 0:
                        return app
                return None

            def serve():
                for line in sys.stdin:
                    request = line.rstrip("\n")
                    if request == "quit":
                        return
                    if request.startswith("input "):
                        program.stdin.write((request[6:] + "\n").encode())
                        program.stdin.flush()
                        continue
                    nodes = []
                    for _ in range(150):
                        app = application()
                        if app is not None:
                            try:
                                walk(app.getChildAtIndex(0), 0, nodes)
                                break
                            except Exception:
                                nodes = []
                        time.sleep(0.2)
                    print(json.dumps({"pid": program.pid, "nodes": nodes}), flush=True)

            try:
                serve()
            finally:
                program.kill()
                program.wait()
                end_session()
            """#

        private let process = Process()
        private let requests = Pipe()
        private let replies = Pipe()
        private let lock = NSLock()
        private var received = Data()
        /// The program's process id, once the first tree came.
        private(set) var programID: Int32?

        /// Starts `executable` with `arguments` under `dbus-run-session`, its accessibility
        /// on (GTK's `GTK_A11Y` unset), `extra` added to its environment (a language).
        init(
            _ executable: URL, _ arguments: [String], environment extra: [String: String] = [:]
        ) throws {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
            process.arguments =
                ["120", "dbus-run-session", "--", "/usr/bin/python3", "-c", Self.script]
                + [executable.path] + arguments
            var environment = ProcessInfo.processInfo.environment
            environment["GTK_A11Y"] = nil
            environment["NO_AT_BRIDGE"] = nil
            for (key, value) in extra { environment[key] = value }
            process.environment = environment
            process.standardInput = requests
            process.standardOutput = replies
            process.standardError = FileHandle.nullDevice
            replies.fileHandleForReading.readabilityHandler = { [weak self] handle in
                let data = handle.availableData
                guard let self else { return }
                self.lock.withLock { self.received.append(data) }
            }
            try process.run()
        }

        /// The end: the script ends the program, then itself, and `dbus-run-session` the
        /// session's bus, whose AT-SPI services go with it (`timeout` ends the script after
        /// two minutes otherwise, but that leaves the session's daemons running).
        deinit {
            try? requests.fileHandleForWriting.write(contentsOf: Data("quit\n".utf8))
            try? requests.fileHandleForWriting.close()
        }

        /// Writes `line` to the program's standard input.
        func send(_ line: String) throws {
            try requests.fileHandleForWriting.write(contentsOf: Data("input \(line)\n".utf8))
        }

        /// The window's tree, asked again (for 40 s at most: a first session's AT-SPI starts
        /// slowly on a busy machine) until `done` says it holds what the test waits for; the
        /// last one otherwise.
        func tree(until done: ([Node]) -> Bool = { _ in true }) async throws -> [Node] {
            let deadline = ContinuousClock.now + .seconds(40)
            var nodes = try await nextTree()
            while !done(nodes), ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(250))
                nodes = try await nextTree()
            }
            return nodes
        }

        /// The trees printed so far, one line of JSON each (the registry prints lines of its
        /// own on the same output), when the last is whole.
        private var trees: [Data] {
            lock.withLock {
                received.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
                    .dropLast().filter { $0.first == UInt8(ascii: "{") }.map { Data($0) }
            }
        }

        /// Asks for the tree once and waits (at most 45 s) for it.
        private func nextTree() async throws -> [Node] {
            let before = trees.count
            try requests.fileHandleForWriting.write(contentsOf: Data("tree\n".utf8))
            for _ in 0..<900 {
                let printed = trees
                if printed.count > before, let last = printed.last {
                    let dump = try JSONDecoder().decode(Dump.self, from: last)
                    programID = dump.pid
                    return dump.nodes
                }
                guard process.isRunning else { break }
                try await Task.sleep(for: .milliseconds(50))
            }
            throw GtkTestFailure("no accessible tree from AT-SPI")
        }

        /// Types `text` in the program's window with xdotool.
        func type(_ text: String) throws {
            _ = try xdotool(["windowfocus", "--sync", try window(), "type", "--delay", "60", text])
        }

        /// Moves the pointer to `point` of the program's window (its coordinates) and runs
        /// the xdotool commands `then` there (`click 1`, `mousedown 1`…).
        func pointer(at point: CGPoint, then commands: [String]) throws {
            _ = try xdotool(
                [
                    "mousemove", "--window", try window(), "\(Int(point.x))",
                    "\(Int(point.y))", "sleep", "0.1",
                ] + commands)
        }

        /// The program's first visible window.
        private func window() throws -> String {
            guard let programID else { throw GtkTestFailure("no program yet") }
            let found = try xdotool(
                ["search", "--sync", "--onlyvisible", "--pid", "\(programID)"], timeout: 20)
            guard let first = found.split(separator: "\n").first else {
                throw GtkTestFailure("no window")
            }
            return String(first)
        }
    }
#endif
