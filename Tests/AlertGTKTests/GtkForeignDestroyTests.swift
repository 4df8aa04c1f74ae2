#if GTK
    import AlertTestSupport
    import Foundation
    import Testing

    extension GtkEndToEnd {
        /// A window of alert-gtk's destroyed by another X client (`xdotool windowclose`):
        /// GDK 4.8 aborted (exit 134, "Bail out!" on standard output) or exited 1 on an X
        /// error, leaving a spinner's command running.
        @Suite struct GtkForeignDestroyTests {
            /// A spinner's window destroyed stops the run as Esc and the close button do:
            /// exit 130, nothing on standard output, the command stopped.
            @Test func aSpinnersWindowDestroyedStopsItsCommandAndExits130() async throws {
                let marker = FileManager.default.temporaryDirectory
                    .appendingPathComponent("alert-gtk-spin-\(UUID().uuidString)")
                defer { try? FileManager.default.removeItem(at: marker) }
                let program = try GtkProgram(
                    "alert-gtk", ["spin", "--", "sh", "-c", "sleep 3; touch '\(marker.path)'"])
                let window = try #require(try program.windows().first)
                try await Task.sleep(for: .milliseconds(300))
                try xdotool(["windowclose", window])
                let status = try await program.exitStatus()
                #expect(status == 130, "output \(program.output.debugDescription)")
                #expect(program.output == "")
                try await Task.sleep(for: .seconds(3.5))
                #expect(!FileManager.default.fileExists(atPath: marker.path))
            }

            /// The hidden window GDK leads a program's windows with (the first of its windows,
            /// never shown) destroyed: zenity's dialog stays and answers as before; so does
            /// alert-gtk's.
            @Test func theHiddenLeaderWindowDestroyedLeavesTheDialogAsZenitysIs() async throws {
                let zenity = try await Self.destroyingTheLeader(
                    at: URL(fileURLWithPath: "/usr/bin/zenity"), prefix: [])
                let ours = try await Self.destroyingTheLeader(
                    at: try BuiltExecutable.url(named: "alert-gtk"), prefix: ["zenity"])
                #expect(zenity.running)
                #expect(ours.running == zenity.running)
                #expect(ours.status == zenity.status)
                #expect(ours.output == zenity.output)
            }

            /// Runs a question through `program`, destroys its hidden leader window, and
            /// answers Yes: whether it still ran then, its exit status and its output.
            static func destroyingTheLeader(at program: URL, prefix: [String]) async throws
                -> (running: Bool, status: Int32, output: String)
            {
                let running = try GtkProgram(at: program, prefix + ["--question", "--text", "Go?"])
                let shown = try running.windows()
                try await Task.sleep(for: .milliseconds(300))
                let all = try xdotool(["search", "--pid", "\(running.process.processIdentifier)"])
                let hidden = all.split(separator: "\n").map(String.init).filter {
                    !shown.contains($0)
                }
                let leader = try #require(hidden.first)
                try xdotool(["windowclose", leader])
                try await Task.sleep(for: .milliseconds(500))
                let stillRunning = running.process.isRunning
                if stillRunning { try running.press("Return") }
                return (stillRunning, try await running.exitStatus(), running.output)
            }
        }
    }
#endif
