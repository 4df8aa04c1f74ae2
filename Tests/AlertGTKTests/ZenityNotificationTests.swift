#if GTK
    import AlertTestSupport
    import Foundation
    import Testing

    extension GtkEndToEnd {
        /// `alert-gtk zenity --notification` against Debian's zenity where no notification
        /// server answers: without a session bus. (On a bus of its own without a server,
        /// `dbus-run-session`, both fail the same way too, but zenity leaves the bus and its
        /// accessibility bus running, so that case is not run here.)
        @Suite struct ZenityNotificationTests {
            /// What a program printed and returned.
            struct Result: Equatable {
                var status: Int32
                var output: String
            }

            /// Runs `program` with `arguments` to its end (within 20 s), without the test's
            /// session bus.
            static func run(_ program: String, _ arguments: [String]) throws
                -> (result: Result, errors: String)
            {
                let process = Process()
                process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
                process.arguments = ["20", program] + arguments
                var environment = ProcessInfo.processInfo.environment
                environment["DBUS_SESSION_BUS_ADDRESS"] = nil
                environment["GTK_A11Y"] = "none"
                process.environment = environment
                let output = Pipe()
                let errorFile = FileManager.default.temporaryDirectory
                    .appendingPathComponent("alert-gtk-notification-\(UUID().uuidString)")
                _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
                defer { try? FileManager.default.removeItem(at: errorFile) }
                process.standardOutput = output
                process.standardError = try FileHandle(forWritingTo: errorFile)
                process.standardInput = FileHandle.nullDevice
                try process.run()
                let data = output.fileHandleForReading.readDataToEndOfFile()
                process.waitUntilExit()
                let said = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
                return (
                    Result(
                        status: process.terminationStatus,
                        output: String(decoding: data, as: UTF8.self)),
                    said
                )
            }

            @Test func withNoSessionBusItFailsAsZenityDoes() throws {
                let arguments = ["--notification", "--text", "Backup done\nAll files copied"]
                let zenity = try Self.run("/usr/bin/zenity", arguments)
                let ours = try Self.run(
                    try BuiltExecutable.url(named: "alert-gtk").path, ["zenity"] + arguments)
                #expect(ours.result == zenity.result)
                #expect(ours.result == Result(status: 1, output: ""))
                #expect(ours.errors.contains("alert-gtk zenity: Error showing notification: "))
            }
        }
    }
#endif
