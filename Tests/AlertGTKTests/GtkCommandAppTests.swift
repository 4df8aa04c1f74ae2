#if GTK
    import AlertTestSupport
    import Foundation
    import Testing

    extension GtkEndToEnd {
        /// `alert-gtk`: alert's command line in desktop windows.
        @Suite struct GtkCommandAppTests {
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
                Run(
                    arguments: ["date", "--initial", "2026-11-24"], keys: ["Return"],
                    answer: "2026-11-24\n"),
                Run(arguments: ["status", "success", "Deployed"]),
                Run(arguments: ["spin", "--title", "Waiting", "--", "sleep", "1"]),
                Run(arguments: ["progress", "Copying"], input: "40\n100\n"),
                Run(arguments: ["confirm", "Really?"], keys: ["Escape"], status: 1),
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
