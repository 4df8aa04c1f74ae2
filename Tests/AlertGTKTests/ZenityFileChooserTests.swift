#if GTK
    import AlertTestSupport
    import Foundation
    import Testing

    extension GtkEndToEnd {
        /// `alert-gtk zenity --file-selection` against Debian's zenity: the same command line
        /// and the same keys in both programs' file choosers (GTK 4's and GTK 3's, both the
        /// in-process dialog, as Xvfb has no portal), the same exit status and output.
        @Suite struct ZenityFileChooserTests {
            /// What is done in the chooser, in order.
            enum Step: Sendable {
                /// Keys pressed (xdotool names).
                case keys([String])
                /// Text typed.
                case typed(String)
            }

            /// One command line and the steps taken in its chooser.
            struct Case: Sendable, CustomTestStringConvertible {
                var arguments: [String]
                var steps: [Step]
                var testDescription: String { arguments.joined(separator: " ") }
            }

            /// A folder the choosers start in: `a.txt`, `b.txt`, `c.md` and the folder `sub`.
            static let folder: String = {
                let url = FileManager.default.temporaryDirectory
                    .appendingPathComponent("alert-gtk-zenity-files-\(getpid())")
                try? FileManager.default.createDirectory(
                    at: url.appendingPathComponent("sub"), withIntermediateDirectories: true)
                for name in ["a.txt", "b.txt", "c.md"] {
                    try? Data("\(name)\n".utf8).write(to: url.appendingPathComponent(name))
                }
                return url.path
            }()

            // GTK 3's and GTK 4's choosers share these keys: Enter takes the file selected,
            // the folder shown (choosing a folder) or the name typed (saving); Ctrl+L opens
            // the location field; Shift+Down widens the selection (Enter would take the row
            // under the cursor alone, Alt+O takes the selection); Esc cancels.
            static let cases: [Case] = [
                Case(arguments: ["--filename=\(folder)/a.txt"], steps: [.keys(["Return"])]),
                Case(
                    arguments: ["--title", "Pick one", "--filename", "\(folder)/c.md"],
                    steps: [.keys(["Return"])]),
                Case(
                    arguments: ["--filename=\(folder)/"],
                    steps: [.keys(["ctrl+l"]), .typed("b.txt"), .keys(["Return"])]),
                Case(arguments: ["--filename=\(folder)/"], steps: [.keys(["Escape"])]),
                Case(
                    arguments: ["--save", "--filename=\(folder)/new.txt"],
                    steps: [.keys(["Return"])]),
                Case(
                    arguments: ["--directory", "--filename=\(folder)/sub/"],
                    steps: [.keys(["Return"])]),
                Case(
                    arguments: ["--directory", "--filename=\(folder)/"], steps: [.keys(["Return"])]),
                Case(
                    arguments: ["--multiple", "--separator=;", "--filename=\(folder)/a.txt"],
                    steps: [.keys(["shift+Down", "alt+o"])]),
                // The first filter hides b.txt, so the selection widens from a.txt to c.md.
                Case(
                    arguments: [
                        "--multiple", "--file-filter=Some | a.txt c.md", "--file-filter=All | *",
                        "--filename=\(folder)/a.txt",
                    ], steps: [.keys(["shift+Down", "alt+o"])]),
            ]

            /// Runs `test` through `program` (zenity, or alert-gtk with `zenity` first).
            static func run(_ test: Case, at program: URL, prefix: [String]) async throws
                -> ZenityDifferentialTests.Result
            {
                let running = try GtkProgram(
                    at: program, prefix + ["--file-selection"] + test.arguments)
                guard try await ZenityDifferentialTests.showsAWindow(running) else {
                    return .init(status: try await running.exitStatus(), output: running.output)
                }
                // The window mapped is not yet the chooser drawn, focused and showing its
                // folder (which it reads on the side).
                try await Task.sleep(for: .milliseconds(600))
                for step in test.steps {
                    switch step {
                    case .keys(let keys): try running.press(keys)
                    case .typed(let text): try running.type(text)
                    }
                }
                return .init(status: try await running.exitStatus(), output: running.output)
            }

            @Test(arguments: cases)
            func alertGtkChoosesAsZenityDoes(_ test: Case) async throws {
                let zenity = try await Self.run(
                    test, at: URL(fileURLWithPath: "/usr/bin/zenity"), prefix: [])
                let ours = try await Self.run(
                    test, at: try BuiltExecutable.url(named: "alert-gtk"), prefix: ["zenity"])
                #expect(ours == zenity)
                // Each case chooses something but the cancelled one.
                #expect(ours.status == 1 || ours.output.hasPrefix(Self.folder))
            }

            /// zenity 3.44's `--timeout` does not end a file chooser (it fails a cast and
            /// waits on); alert-gtk's ends it as every other dialog's: exit 5, no output.
            @Test func theTimeOutEndsTheChooserWithExit5() async throws {
                let running = try GtkProgram(
                    at: try BuiltExecutable.url(named: "alert-gtk"),
                    ["zenity", "--file-selection", "--filename=\(Self.folder)/", "--timeout", "1"])
                #expect(try await ZenityDifferentialTests.showsAWindow(running))
                #expect(try await running.exitStatus() == 5)
                #expect(running.output.isEmpty)
            }

            /// Ctrl+C where alert-gtk was started (SIGINT) ends the chooser as it ends every
            /// alert-gtk window: exit 130, no output.
            @Test func anInterruptEndsTheChooserWithExit130() async throws {
                let running = try GtkProgram(
                    at: try BuiltExecutable.url(named: "alert-gtk"),
                    ["zenity", "--file-selection", "--filename=\(Self.folder)/"])
                #expect(try await ZenityDifferentialTests.showsAWindow(running))
                running.process.interrupt()
                #expect(try await running.exitStatus() == 130)
                #expect(running.output.isEmpty)
            }

            /// A chooser `ALERT_ANSWERS` answers by its title opens no window, with a display
            /// or without: the path answered, made absolute, in zenity's format.
            @Test(arguments: [true, false])
            func aChooserAnsweredByALERT_ANSWERSOpensNoWindow(withDisplay: Bool) throws {
                let file = try GtkCommandAppTests.AnswersFile("Report=\(Self.folder)/c.md\n")
                defer { file.remove() }
                var environment: [String: String?] = ["ALERT_ANSWERS": file.url.path]
                if !withDisplay {
                    environment["DISPLAY"] = .some(nil)
                    environment["WAYLAND_DISPLAY"] = .some(nil)
                }
                let answered = try runToEnd(
                    "alert-gtk", ["zenity", "--file-selection", "--title", "Report"],
                    environment: environment)
                #expect(answered.status == 0)
                #expect(answered.output == "\(Self.folder)/c.md\n")
            }
        }
    }
#endif
