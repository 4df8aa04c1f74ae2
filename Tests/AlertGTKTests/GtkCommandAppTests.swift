#if GTK
    import AlertTestSupport
    import Foundation
    import Testing

    extension GtkEndToEnd {
        /// `alert-gtk`: alert's command line in desktop windows.
        @Suite struct GtkCommandAppTests {
            /// An answers file in a private directory of its own, until ``remove()``.
            struct AnswersFile {
                let url: URL
                let directory: URL

                init(_ text: String) throws {
                    directory = FileManager.default.temporaryDirectory
                        .appendingPathComponent("alert-gtk-tests-\(UUID().uuidString)")
                    try FileManager.default.createDirectory(
                        at: directory, withIntermediateDirectories: true,
                        attributes: [.posixPermissions: 0o700])
                    url = directory.appendingPathComponent("answers")
                    try Data(text.utf8).write(to: url)
                }

                func remove() { try? FileManager.default.removeItem(at: directory) }
            }

            @Test func itsWindowIsADialogOfItsClassInTheMiddleOfTheScreen() async throws {
                let program = try GtkProgram("alert-gtk", ["confirm", "Proceed with the upgrade?"])
                let window = try X11Inspection(try #require(try program.windows().first))
                #expect(try window.windowTypes() == ["_NET_WM_WINDOW_TYPE_DIALOG"])
                let windowClass = try window.windowClass()
                #expect(windowClass.name == "alert-gtk")
                #expect(windowClass.className == "alert-gtk")
                let placement = try window.placement()
                #expect(abs(placement.frame.midX - placement.screen.width / 2) <= 2)
                #expect(abs(placement.frame.midY - placement.screen.height / 2) <= 2)
                try program.press("Return")
                #expect(try await program.exitStatus() == 0)
            }

            @Test func confirmExitsZeroForYesAndOneForNo() async throws {
                let yes = try GtkProgram("alert-gtk", ["confirm", "Proceed with the upgrade?"])
                try yes.press("Return")
                #expect(try await yes.exitStatus() == 0)
                let no = try GtkProgram("alert-gtk", ["confirm", "Proceed with the upgrade?"])
                try no.press("Escape")
                #expect(try await no.exitStatus() == 1)
                let tabbed = try GtkProgram("alert-gtk", ["confirm", "Proceed with the upgrade?"])
                // Tab moves the focus to Cancel (OK, the default, is focused first).
                try tabbed.press("Tab", "Return")
                #expect(try await tabbed.exitStatus() == 1)
            }

            /// One run of a subcommand: what is done in its window and what it answers.
            struct Run: Sendable, CustomTestStringConvertible {
                var arguments: [String]
                var input: String?
                var keys: [String] = []
                var typed: String?
                var status: Int32 = 0
                var answer: String = ""
                var testDescription: String { arguments.joined(separator: " ") }
            }

            static let runs: [Run] = [
                Run(arguments: ["message", "Backup finished"], keys: ["Return"]),
                Run(
                    arguments: ["choose", "red", "green", "blue"], keys: ["Down", "Return"],
                    answer: "green\n"),
                // Taller than the window: the alert scrolls as the focus moves down.
                Run(
                    arguments: ["choose", "--title", "Pick one"] + (1...40).map { "Option\($0)" },
                    keys: Array(repeating: "Down", count: 15) + ["Return"], answer: "Option16\n"),
                Run(
                    arguments: ["filter"], input: "alpha\nbeta\ngamma\n", keys: ["Return"],
                    typed: "gam", answer: "gamma\n"),
                Run(
                    arguments: ["input", "--title", "Name the folder"], keys: ["Return"],
                    typed: "abc 报告 資料", answer: "abc 报告 資料\n"),
                // Ctrl+W twice takes `world` and `big ` away, Backspace the space.
                Run(
                    arguments: ["input", "--title", "Greeting"],
                    keys: ["ctrl+w", "ctrl+w", "BackSpace", "Return"], typed: "hello big world",
                    answer: "hello\n"),
                Run(
                    arguments: ["date", "--initial", "2026-11-24"], keys: ["Return"],
                    answer: "2026-11-24\n"),
                Run(arguments: ["status", "success", "Deployed"]),
                Run(arguments: ["spin", "--title", "Waiting", "--", "sleep", "1"]),
                Run(arguments: ["progress", "Copying"], input: "40\n100\n"),
                Run(arguments: ["confirm", "Really?"], keys: ["Escape"], status: 1),
                // Desktop keys: Space presses the focused button, Alt+letter a button by its
                // mnemonic, a letter jumps in a menu; in a field Alt+B and Alt+D edit words.
                Run(arguments: ["confirm", "Really?"], keys: ["Tab", "space"], status: 1),
                Run(arguments: ["confirm", "Really?"], keys: ["alt+n"], status: 1),
                Run(
                    arguments: [
                        "confirm", "--affirmative", "_Sure", "--negative", "Ne_ver", "Go?",
                    ],
                    keys: ["alt+v"], status: 1),
                Run(
                    arguments: ["choose", "red", "green", "blue"], keys: ["b", "Return"],
                    answer: "blue\n"),
                Run(
                    arguments: ["input", "--title", "Greeting"],
                    keys: ["alt+b", "alt+b", "alt+d", "Return"], typed: "hello big world",
                    answer: "hello  world\n"),
                // The time-out is a Dispatch timer on the main queue: it fires inside GLib's loop.
                Run(arguments: ["confirm", "--timeout", "1", "Still there?"], status: 124),
            ]

            @Test(arguments: runs)
            func everySubcommandShowsInARealWindowAndAnswers(_ run: Run) async throws {
                let program = try GtkProgram("alert-gtk", run.arguments)
                // A progress reads its percentages while it shows; the others read first.
                let feedsLater = run.arguments.first == "progress"
                if let input = run.input, !feedsLater { try program.send(input, closing: true) }
                #expect(try program.windows().count == 1)
                if let input = run.input, feedsLater { try program.send(input, closing: true) }
                if let typed = run.typed { try program.type(typed) }
                if !run.keys.isEmpty { try program.press(run.keys) }
                #expect(try await program.exitStatus() == run.status)
                #expect(program.output == run.answer)
            }

            @Test func theHelpAndTheErrorsNameAlertGtk() throws {
                let overview = try runToEnd("alert-gtk", ["--help"])
                #expect(overview.status == 0)
                #expect(
                    overview.output.hasPrefix(
                        "alert-gtk: ask a question from a shell script, in a desktop window."))
                #expect(overview.output.contains("USAGE: alert-gtk SUBCOMMAND [OPTIONS]"))
                #expect(overview.output.contains("ALERT_ANSWERS"))
                #expect(!overview.output.contains("terminal (/dev/tty)"))
                #expect(!overview.output.contains("--fullscreen"))
                let confirm = try runToEnd("alert-gtk", ["confirm", "--help"])
                #expect(confirm.output.hasPrefix("USAGE: alert-gtk confirm TEXT"))
                let unknown = try runToEnd("alert-gtk", ["confirm", "--bogus", "Sure?"])
                #expect(unknown.status == 2)
                #expect(
                    unknown.errors
                        == "alert-gtk confirm: unknown option --bogus (see alert-gtk confirm --help)\n"
                )
            }

            @Test(arguments: [["--plain"], ["--fullscreen"], ["--no-summary"]])
            func theTerminalsDisplayFlagsAreUsageErrors(_ flags: [String]) throws {
                let run = try runToEnd("alert-gtk", flags + ["confirm", "Sure?"])
                #expect(run.status == 2)
                #expect(run.errors.hasPrefix("alert-gtk: --plain, --fullscreen and --no-summary"))
            }

            @Test(arguments: [true, false])
            func alertsAnsweredByALERT_ANSWERSOpenNoWindow(withDisplay: Bool) throws {
                let file = try AnswersFile("deploy=no\nname=报告\ncolour=2\n")
                defer { file.remove() }
                var environment: [String: String?] = ["ALERT_ANSWERS": file.url.path]
                if !withDisplay {
                    environment["DISPLAY"] = .some(nil)
                    environment["WAYLAND_DISPLAY"] = .some(nil)
                }
                let deploy = try runToEnd(
                    "alert-gtk", ["confirm", "--id", "deploy", "Deploy now?"],
                    environment: environment)
                #expect(deploy.status == 1)
                let name = try runToEnd(
                    "alert-gtk", ["input", "--id", "name"], environment: environment)
                #expect(name.status == 0)
                #expect(name.output == "报告\n")
                let colour = try runToEnd(
                    "alert-gtk", ["choose", "--id", "colour", "red", "green", "blue"],
                    environment: environment)
                #expect(colour.output == "green\n")
                if !withDisplay {
                    // Not in the file, and no display to ask on.
                    let other = try runToEnd(
                        "alert-gtk", ["confirm", "--id", "other", "Sure?"],
                        environment: environment)
                    #expect(other.status == 2)
                    #expect(other.errors.hasPrefix("alert-gtk: no display"))
                }
            }

            @Test func anAlertTheAnswersLeaveOutIsShownInAWindow() async throws {
                let file = try AnswersFile("deploy=yes\n")
                defer { file.remove() }
                let program = try GtkProgram(
                    "alert-gtk", ["confirm", "--id", "other", "Sure?"],
                    environment: ["ALERT_ANSWERS": file.url.path])
                #expect(try program.windows().count == 1)
                try program.press("Escape")
                #expect(try await program.exitStatus() == 1)
            }

            /// Ctrl+V and Shift+Insert paste the clipboard's text (set by `xclip`, which owns
            /// the selection while it runs) at the cursor: its control characters dropped,
            /// its line break a space in a one-line field.
            @Test(arguments: ["ctrl+v", "shift+Insert"])
            func pasteInsertsTheClipboardsText(_ key: String) async throws {
                let owner = Process()
                owner.executableURL = URL(fileURLWithPath: "/usr/bin/xclip")
                owner.arguments = ["-quiet", "-selection", "clipboard"]
                let text = Pipe()
                owner.standardInput = text
                owner.standardOutput = FileHandle.nullDevice
                owner.standardError = FileHandle.nullDevice
                try owner.run()
                defer { owner.terminate() }
                try text.fileHandleForWriting.write(contentsOf: Data("big\r\nworld\u{7}!".utf8))
                try text.fileHandleForWriting.close()
                let program = try GtkProgram("alert-gtk", ["input", "--title", "Paste"])
                try program.type("hello ")
                try program.press(key, "Return")
                #expect(try await program.exitStatus() == 0)
                #expect(program.output == "hello big world!\n")
            }

            /// Shift+Home selects what was typed and Ctrl+C copies it to the clipboard (read
            /// back with `xclip` while the window runs; alert-gtk's Ctrl+C ends the run only
            /// with nothing selected); End and Ctrl+V paste it after itself; Ctrl+A and
            /// Ctrl+X cut the whole text, which Ctrl+V puts back.
            @Test func shiftHomeAndCtrlCCopyTheSelectionToTheClipboard() async throws {
                let program = try GtkProgram("alert-gtk", ["input", "--title", "Copy"])
                try program.type("copy 語")
                try program.press("shift+Home", "ctrl+c")
                var copied = ""
                // The window answers xclip's request once it has handled the keys.
                for _ in 0..<50 where copied != "copy 語" {
                    copied = try Self.clipboardText()
                    if copied != "copy 語" { try await Task.sleep(for: .milliseconds(100)) }
                }
                #expect(copied == "copy 語")
                try program.press("End", "ctrl+v", "ctrl+a", "ctrl+x", "ctrl+v", "Return")
                #expect(try await program.exitStatus() == 0)
                #expect(program.output == "copy 語copy 語\n")
            }

            /// The clipboard's text as `xclip -o` reads it ("" when it has none).
            static func clipboardText() throws -> String {
                let reader = Process()
                reader.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
                reader.arguments = [
                    "5", "xclip", "-o", "-selection", "clipboard", "-t", "UTF8_STRING",
                ]
                let output = Pipe()
                reader.standardOutput = output
                reader.standardError = FileHandle.nullDevice
                try reader.run()
                let data = output.fileHandleForReading.readDataToEndOfFile()
                reader.waitUntilExit()
                return String(decoding: data, as: UTF8.self)
            }

            /// The close button on each kind of alert, and the status it ends with: a message
            /// has only OK (0); confirm and choose have Cancel (1).
            static let closed: [([String], Int32)] = [
                (["message", "Backup finished"], 0), (["confirm", "Proceed?"], 1),
                (["choose", "red", "green"], 1),
            ]

            @Test(arguments: closed)
            func theCloseButtonAnswersAsEscOrTheOnlyButton(_ arguments: [String], _ status: Int32)
                async throws
            {
                let program = try GtkProgram("alert-gtk", arguments)
                try program.pressCloseButton()
                #expect(try await program.exitStatus() == status)
                #expect(program.output == "")
            }

            /// A list of 10,000 options is drawn and answered at once: naming each row's
            /// accessible stand-in with the whole list's description made it O(n²) (10,000
            /// options never drew).
            @Test func tenThousandOptionsAreDrawnAndAnsweredAtOnce() async throws {
                let options = (1...10_000).map { "option\($0)" }
                let start = ContinuousClock.now
                let program = try GtkProgram("alert-gtk", ["choose", "--no-limit"] + options)
                try program.press("End", "space", "Return")
                #expect(try await program.exitStatus() == 0)
                #expect(program.output == "option10000\n")
                // Under a second on an idle machine; the bound leaves room for a busy one.
                #expect(ContinuousClock.now - start < .seconds(10))
            }

            /// `alert-gtk date --fields` picks a day: year, month and day, no hour or minute
            /// a key could move back over midnight.
            static let days: [([String], String)] = [
                (["Right", "Right", "Down", "Return"], "2025-03-14\n"),
                (["Down", "Return"], "2025-03-13\n"),
                (["Left", "Up", "Return"], "2025-04-14\n"),
            ]

            @Test(arguments: days)
            func theDatePickerPicksDaysOnly(_ keys: [String], _ answer: String) async throws {
                let program = try GtkProgram(
                    "alert-gtk", ["date", "--fields", "--initial", "2025-03-14"])
                try program.press(keys)
                #expect(try await program.exitStatus() == 0)
                #expect(program.output == answer)
            }

            /// `alert-gtk date` shows the month calendar: Right a day, Down a week, Page Down
            /// a month, End the month's last day.
            static let calendarDays: [([String], String)] = [
                (["Right", "Down", "Return"], "2025-03-22\n"),
                (["Page_Down", "Return"], "2025-04-14\n"),
                (["Up", "End", "Return"], "2025-03-31\n"),
            ]

            @Test(arguments: calendarDays)
            func theCalendarMovesByDayWeekAndMonth(_ keys: [String], _ answer: String)
                async throws
            {
                let program = try GtkProgram("alert-gtk", ["date", "--initial", "2025-03-14"])
                try program.press(keys)
                #expect(try await program.exitStatus() == 0)
                #expect(program.output == answer)
            }

            /// Esc and Ctrl+C stop a spinner (its command with it), and Ctrl+C a progress,
            /// exit status 130, as Ctrl+C stops them in alert. (A progress's Esc is its
            /// Cancel button: ``aProgressHasACancelButtonThatEscPresses(_:_:_:)``.)
            static let stops: [([String], String)] = [
                (["spin", "--"], "Escape"), (["spin", "--"], "ctrl+c"),
                (["progress", "Copying"], "ctrl+c"), (["confirm", "Sure?"], "ctrl+c"),
            ]

            @Test(arguments: stops)
            func escAndCtrlCStopTheRun(_ arguments: [String], _ key: String) async throws {
                let marker = FileManager.default.temporaryDirectory
                    .appendingPathComponent("alert-gtk-spin-\(UUID().uuidString)")
                defer { try? FileManager.default.removeItem(at: marker) }
                let command =
                    arguments.first == "spin"
                    ? ["sh", "-c", "sleep 3; touch '\(marker.path)'"] : []
                // A progress's input stays open: only the key can end it.
                let program = try GtkProgram("alert-gtk", arguments + command)
                #expect(try program.windows().count == 1)
                try program.press(key)
                #expect(try await program.exitStatus() == 130)
                if arguments.first == "spin" {
                    try await Task.sleep(for: .seconds(3.5))
                    #expect(!FileManager.default.fileExists(atPath: marker.path))
                }
            }

            /// A progress has a Cancel button, pressed with Esc or Space (it has the focus):
            /// the run stops with exit status 1 while its input is still open, as zenity's.
            /// With `--no-cancel` it has none, and Esc stops it as it stops a spinner.
            @Test(arguments: [
                (["progress", "Copying"], "Escape", Int32(1)),
                (["progress", "Copying"], "space", 1),
                (["progress", "--no-cancel", "Copying"], "Escape", 130),
            ])
            func aProgressHasACancelButtonThatEscPresses(
                _ arguments: [String], _ key: String, _ status: Int32
            ) async throws {
                // The input stays open: only the key can end it.
                let program = try GtkProgram("alert-gtk", arguments)
                #expect(try program.windows().count == 1)
                try program.press(key)
                #expect(try await program.exitStatus() == status)
            }

            @Test func sigintStopsTheSpinnersCommandAndExits130() async throws {
                let marker = FileManager.default.temporaryDirectory
                    .appendingPathComponent("alert-gtk-spin-\(UUID().uuidString)")
                defer { try? FileManager.default.removeItem(at: marker) }
                let program = try GtkProgram(
                    "alert-gtk", ["spin", "--", "sh", "-c", "sleep 3; touch '\(marker.path)'"])
                #expect(try program.windows().count == 1)
                kill(program.process.processIdentifier, SIGINT)
                let status = try await program.exitStatus()
                #expect(
                    status == 130 && program.process.terminationReason == .exit,
                    "status \(status), \(program.process.terminationReason)")
                try await Task.sleep(for: .seconds(3.5))
                #expect(!FileManager.default.fileExists(atPath: marker.path))
            }

            /// `ALERT_ANSWERS=<(…)`: the answers come from a pipe.
            @Test func answersAreReadFromANamedPipe() throws {
                let directory = FileManager.default.temporaryDirectory
                    .appendingPathComponent("alert-gtk-fifo-\(UUID().uuidString)")
                try FileManager.default.createDirectory(
                    at: directory, withIntermediateDirectories: true)
                defer { try? FileManager.default.removeItem(at: directory) }
                let fifo = directory.appendingPathComponent("answers").path
                #expect(mkfifo(fifo, 0o600) == 0)
                let writer = Process()
                writer.executableURL = URL(fileURLWithPath: "/bin/sh")
                writer.arguments = ["-c", "printf 'colour=2\\n' > '\(fifo)'"]
                try writer.run()
                let colour = try runToEnd(
                    "alert-gtk", ["choose", "--id", "colour", "red", "green", "blue"],
                    environment: ["ALERT_ANSWERS": fifo])
                writer.waitUntilExit()
                #expect(colour.status == 0)
                #expect(colour.output == "green\n")
            }

            @Test(arguments: [
                "message", "confirm", "choose", "filter", "input", "date", "status", "spin",
                "progress",
            ])
            func aSubcommandsHelpOffersOnlyWhatItTakes(_ subcommand: String) throws {
                let help = try runToEnd("alert-gtk", [subcommand, "--help"])
                #expect(help.status == 0)
                #expect(help.output.hasPrefix("USAGE: alert-gtk \(subcommand)"))
                for flag in ["--plain", "--fullscreen", "--no-summary"] {
                    #expect(!help.output.contains(flag), "\(flag)")
                }
                #expect(help.output.contains("--id ID"))
            }

            @Test func withoutADisplayItSaysSoAndExitsTwo() throws {
                let process = Process()
                process.executableURL = try BuiltExecutable.url(named: "alert-gtk")
                process.arguments = ["confirm", "Proceed?"]
                var environment = ProcessInfo.processInfo.environment
                environment["DISPLAY"] = nil
                environment["WAYLAND_DISPLAY"] = nil
                process.environment = environment
                let error = Pipe()
                process.standardError = error
                process.standardOutput = FileHandle.nullDevice
                try process.run()
                let message = String(
                    decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                process.waitUntilExit()
                #expect(process.terminationStatus == 2)
                #expect(message.contains("alert-gtk: no display"))
            }
        }
    }
#endif
