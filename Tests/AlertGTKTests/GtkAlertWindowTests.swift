#if GTK
    import AlertEngine
    import CGtk
    import Foundation
    import Testing

    @testable import AlertGTK
    @testable import AlertStyles

    extension GtkEndToEnd {
        /// The presenter in `alert-gtk-demo`'s windows, as the demo reports them
        /// (`ALERT_GTK_DEMO_REPORT=1`: the engine's frames, and where GTK put each control).
        @Suite struct GtkAlertWindowTests {
            /// `x y width height` after `prefix` on a report line.
            static func rect(_ line: String, after prefix: String) -> CGRect? {
                let numbers = line.dropFirst(prefix.count).split(separator: " ").prefix(4)
                    .compactMap { Double($0) }
                guard numbers.count == 4 else { return nil }
                return CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
            }

            @Test func theFramesTheWindowUsesAreTheEnginesFrames() async throws {
                let program = try GtkProgram("alert-gtk-demo", ["alert"], report: true)
                let lines = try await program.lines(startingWith: "shown")
                let alert = try #require(lines.first { $0.hasPrefix("alert ") })
                let frame = try #require(Self.rect(alert, after: "alert "))
                let items = lines.filter { $0.hasPrefix("item ") }.compactMap {
                    Self.rect($0, after: "item ")
                }
                let container = try #require(lines.first { $0.hasPrefix("container ") })
                let content = try #require(lines.first { $0.hasPrefix("content ") })
                // The alert is laid out in the window's own content area.
                #expect(
                    container.dropFirst("container ".count) == content.dropFirst("content ".count))
                // The same alert laid out by the engine alone, in the same container and font,
                // has the same frames.
                let size = container.split(separator: " ").dropFirst().compactMap { Double($0) }
                let family = String(
                    try #require(lines.first { $0.hasPrefix("font ") }).dropFirst(5))
                let expected = try await MainActor.run {
                    let view = AlertController.alertView(
                        title: "Delete “Quarterly report.pdf”?",
                        message: "It will be moved to the bin. You can restore it from there.",
                        icon: nil, cancelTitle: "Cancel", otherTitles: ["Delete"])
                    let environment = AlertEnvironment(
                        theme: .standard,
                        measurer: PangoTextMeasurer(
                            sizes: AlertTheme.standard.textSizes, family: family),
                        metrics: .standard)
                    let registry = AlertInteractionRegistry()
                    try registry.layout(
                        view, environment: environment,
                        container: AlertContainer(size: CGSize(width: size[0], height: size[1])),
                        eventHandler: nil, isAttached: false)
                    let result = try #require(
                        registry.interaction(for: view, environment: environment, eventHandler: nil)
                            .layoutResult)
                    return (result.frame, result.itemFrames)
                }
                #expect(frame == expected.0)
                #expect(items == expected.1)
                // GTK placed every control exactly on its engine frame.
                let controls = lines.filter { $0.hasPrefix("control ") }
                #expect(controls.count == 2)
                for control in controls {
                    let parts = control.split(separator: "|").map {
                        $0.trimmingCharacters(in: .whitespaces)
                    }
                    let fields = parts[0].split(separator: " ")
                    let item = try #require(Int(fields[1]))
                    let engine = try #require(
                        Self.rect(parts[0], after: "control \(fields[1]) \(fields[2]) "))
                    let placed = try #require(Self.rect(parts[1], after: ""))
                    #expect(placed == engine)
                    #expect(engine == items[item].offsetBy(dx: frame.minX, dy: frame.minY))
                }
                try program.press("Escape")
                #expect(try await program.exitStatus() == 0)
                #expect(program.output.hasSuffix("cancelled\n"))
            }

            @Test func aUsersOwnAlertDrawsItsOwnItemAndAClickAnswersIt() async throws {
                let program = try GtkProgram("alert-gtk-demo", ["own"], report: true)
                let lines = try await program.lines(startingWith: "shown")
                #expect(lines.contains("badge drawn"))
                let share = try #require(
                    lines.first { $0.hasPrefix("control ") && $0.hasSuffix("| Share") })
                let fields = share.split(separator: " ")
                let frame = try #require(
                    Self.rect(share, after: "control \(fields[1]) \(fields[2]) "))
                try program.click(at: CGPoint(x: frame.midX, y: frame.midY))
                #expect(try await program.exitStatus() == 0)
                #expect(program.output.hasSuffix("share\n"))
            }

            @Test func threeQueuedAlertsAppearOneAtATime() async throws {
                let program = try GtkProgram("alert-gtk-demo", ["queue"], report: true)
                for number in 1...3 {
                    let lines = try await program.lines(untilCount: number, startingWith: "shown")
                    #expect(
                        lines.filter { $0.hasPrefix("shown") }.last == "shown Alert \(number) of 3")
                    #expect(try program.windows().count == 1)
                    try program.press("Return")
                }
                #expect(try await program.exitStatus() == 0)
                #expect(program.output.hasSuffix("1 ok\n2 ok\n3 ok\n"))
            }

            @Test func inAProgramWithAWindowTheAlertIsModalToItAndLaidOutInItsSize() async throws {
                let program = try GtkProgram("alert-gtk-demo", ["app"], report: true)
                let lines = try await program.lines(startingWith: "shown")
                #expect(lines.contains("modal to Photos"))
                let container = try #require(lines.first { $0.hasPrefix("container ") })
                #expect(container == "container 640.0 420.0")
                try program.press("Return")
                #expect(try await program.exitStatus() == 0)
                #expect(program.output.hasSuffix("discarded\n"))
            }

            @Test(arguments: ["showing", "shown"])
            func closingTheProgramsWindowUnderItsAlertAnswersTheAlert(_ when: String)
                async throws
            {
                // GTK destroys the modal alert's window with its parent: the alert is
                // dismissed, and the await on it returns (while it appears, or once shown).
                let program = try GtkProgram("alert-gtk-demo", ["app-closes", when])
                #expect(try await program.exitStatus() == 0)
                #expect(program.output == "dismissed programmatic\n")
            }

            @Test func withoutADisplayARunEndsAtOnceSayingSo() throws {
                // GtkRuntime.run runs its body, whose GtkAlertWindow throws GtkDisplayError.
                let run = try runToEnd(
                    "alert-gtk-demo", ["alert"],
                    environment: ["DISPLAY": nil, "WAYLAND_DISPLAY": nil])
                #expect(run.status == 2)
                #expect(run.errors.hasPrefix("alert-gtk-demo: no display to show the alert on"))
            }

            @Test func aTextBoxsAccessibleTextFollowsWhatIsTyped() async throws {
                let program = try GtkProgram("alert-gtk-demo", ["input"], report: true)
                let before = try await program.lines(startingWith: "shown")
                let textBox = "control 2 \(GTK_ACCESSIBLE_ROLE_TEXT_BOX.rawValue) "
                #expect(before.filter { $0.hasPrefix(textBox) }.count == 1)
                try program.type("报告")
                // The typed text reaches the window on X's path, the report request on
                // standard input's: asked again until the text has arrived (20 reports at most).
                var boxes: [String] = []
                for count in 2...21 {
                    try program.send("report\n")
                    let after = try await program.lines(untilCount: count, startingWith: "shown")
                    boxes = after.filter { $0.hasPrefix(textBox) }
                    if boxes.last?.hasSuffix("| text 报告") == true { break }
                }
                // Its text is the stand-in's text; its name stays the question's.
                #expect(boxes.last?.hasSuffix("| text 报告") == true)
                // Every report shows one text box: the stand-ins are not duplicated.
                #expect(
                    boxes.count
                        == program.output.split(separator: "\n").filter {
                            $0.hasPrefix("shown")
                        }.count)
                try program.press("Escape")
                #expect(try await program.exitStatus() == 0)
            }

            @Test func atScaleTwoTheSameLayoutInPointsGetsTwiceThePixels() async throws {
                let normal = try GtkProgram("alert-gtk-demo", ["alert"], report: true)
                let lines = try await normal.lines(startingWith: "shown")
                let pixels = try #require(try normal.windowPixelSize())
                try normal.press("Escape")
                _ = try await normal.exitStatus()
                let scaled = try GtkProgram(
                    "alert-gtk-demo", ["alert"], report: true, environment: ["GDK_SCALE": "2"])
                let scaledLines = try await scaled.lines(startingWith: "shown")
                let scaledPixels = try #require(try scaled.windowPixelSize())
                try scaled.press("Escape")
                _ = try await scaled.exitStatus()
                let layout = { (lines: [String]) in
                    lines.filter {
                        $0.hasPrefix("container") || $0.hasPrefix("alert ") || $0.hasPrefix("item")
                    }
                }
                #expect(layout(scaledLines) == layout(lines))
                #expect(!layout(lines).isEmpty)
                #expect(scaledPixels.width == 2 * pixels.width)
                #expect(scaledPixels.height == 2 * pixels.height)
            }

            @Test func gtkAnimationsOffMeanReducedMotion() async throws {
                // GTK reads its settings from $XDG_CONFIG_HOME/gtk-4.0/settings.ini.
                let home = FileManager.default.temporaryDirectory
                    .appendingPathComponent("alert-gtk-tests-\(UUID().uuidString)")
                try FileManager.default.createDirectory(
                    at: home.appendingPathComponent("gtk-4.0"), withIntermediateDirectories: true,
                    attributes: [.posixPermissions: 0o700])
                defer { try? FileManager.default.removeItem(at: home) }
                try Data("[Settings]\ngtk-enable-animations=false\n".utf8).write(
                    to: home.appendingPathComponent("gtk-4.0/settings.ini"))
                let still = try GtkProgram(
                    "alert-gtk-demo", ["alert"], report: true,
                    environment: ["XDG_CONFIG_HOME": home.path])
                #expect(try await still.lines(startingWith: "shown").contains("motion reduced"))
                try still.press("Escape")
                #expect(try await still.exitStatus() == 0)
                let moving = try GtkProgram("alert-gtk-demo", ["alert"], report: true)
                #expect(try await moving.lines(startingWith: "shown").contains("motion on"))
                try moving.press("Escape")
                #expect(try await moving.exitStatus() == 0)
            }

            @Test(arguments: [
                ("media", ["Return"], "closed"), ("grid", ["Right", "Return"], "Photos"),
            ])
            func thePictureAndTheGridShowAndAnswer(
                _ scene: String, _ keys: [String], _ answer: String
            )
                async throws
            {
                let program = try GtkProgram("alert-gtk-demo", [scene], report: true)
                _ = try await program.lines(startingWith: "shown")
                try program.press(keys)
                #expect(try await program.exitStatus() == 0)
                #expect(program.output.hasSuffix(answer + "\n"))
            }

            @Test func theTitleMessageAndProgressAreReadAndCheckBoxesSayTheirState()
                async throws
            {
                let label = GTK_ACCESSIBLE_ROLE_LABEL.rawValue
                let checklist = try GtkProgram("alert-gtk-demo", ["checklist"], report: true)
                var lines = try await checklist.lines(startingWith: "shown")
                #expect(lines.contains("readable 0 \(label) | Pack for the trip"))
                #expect(lines.contains("readable 1 \(label) | Tick what goes in the bag."))
                let checkBox = "\(GTK_ACCESSIBLE_ROLE_CHECKBOX.rawValue)"
                let rows = lines.filter { $0.hasPrefix("control ") }.filter {
                    $0.split(separator: " ")[2] == checkBox
                }
                #expect(rows.count == 3)
                // Named by their labels alone: the state says whether they are ticked.
                #expect(rows.first?.hasSuffix(" checked | Passport") == true)
                #expect(rows.last?.hasSuffix(" unchecked | Umbrella") == true)
                // Ticking the second row changes its state as it is read.
                try checklist.press("Down", "space")
                try checklist.send("report\n")
                lines = try await checklist.lines(untilCount: 2, startingWith: "shown")
                let second = lines.last { $0.hasPrefix("control ") && $0.hasSuffix("| Charger") }
                #expect(second?.contains(" checked |") == true)
                checklist.process.terminate()

                let progress = try GtkProgram("alert-gtk-demo", ["progress"], report: true)
                lines = try await progress.lines(startingWith: "shown")
                let bar = GTK_ACCESSIBLE_ROLE_PROGRESS_BAR.rawValue
                #expect(
                    lines.contains {
                        $0.hasPrefix("readable ") && $0.contains(" \(bar) 40% | Copying photos")
                    })
                #expect(lines.contains("readable 1 \(label) | 2 of 5"))
                try progress.press("Escape")
                #expect(try await progress.exitStatus() == 0)
                // Esc is the Cancel button.
                #expect(progress.output.hasSuffix("action(index: 0)\n"))
            }

            /// A list of 10,000 rows has stand-ins for the rows in sight and a screenful either
            /// side, not one each: End builds them where the list is then, the last row's
            /// among them, focused.
            @Test func aLongListHasStandInsForTheRowsInSightOnly() async throws {
                let list = try GtkProgram("alert-gtk-demo", ["long-checklist"], report: true)
                let checkBox = "\(GTK_ACCESSIBLE_ROLE_CHECKBOX.rawValue)"
                // The rows of the last report alone (`lines` holds every report so far).
                func rows(_ lines: [String]) -> [String] {
                    let start = lines.dropLast().lastIndex { $0.hasPrefix("shown") } ?? -1
                    return lines[(start + 1)...].filter { $0.hasPrefix("control ") }.filter {
                        $0.split(separator: " ")[2] == checkBox
                    }
                }
                let first = rows(try await list.lines(startingWith: "shown"))
                #expect(first.contains { $0.hasSuffix("| file 1") })
                #expect(!first.isEmpty && first.count < 200, "\(first.count) stand-ins")
                try list.press("End")
                // The key reaches the window on X's path, the report request on standard
                // input's: asked again until the end is in sight (20 reports at most).
                var last: [String] = []
                for count in 2...21 {
                    try list.send("report\n")
                    last = rows(try await list.lines(untilCount: count, startingWith: "shown"))
                    if last.contains(where: { $0.hasSuffix("| file 10000") }) { break }
                }
                #expect(last.contains { $0.hasSuffix("| file 10000") })
                #expect(!last.contains { $0.hasSuffix("| file 1") })
                #expect(last.count < 200, "\(last.count) stand-ins")
                try list.press("space", "Return")
                #expect(try await list.exitStatus() == 0)
                #expect(list.output.hasSuffix("file 10000\n"))
            }

            /// A checklist's rows show check boxes in the theme's style: the ticked row has
            /// the accent colour where its box is, an empty row none (the text `[x]` drawn
            /// there before had no accent).
            @Test func aTickedRowShowsAnAccentCheckBoxAndAnEmptyRowNone() async throws {
                let program = try GtkProgram("alert-gtk-demo", ["checklist"], report: true)
                let lines = try await program.lines(startingWith: "shown")
                let checkBox = "\(GTK_ACCESSIBLE_ROLE_CHECKBOX.rawValue)"
                // `control ITEM ROLE x y w h | x y w h checked | name`: the second frame is
                // where GTK placed the row.
                let rows = lines.filter {
                    $0.hasPrefix("control ") && $0.split(separator: " ")[2] == checkBox
                }.compactMap { line in
                    line.split(separator: "|").dropFirst().first.flatMap {
                        Self.rect(String($0), after: "")
                    }
                }
                try #require(rows.count == 3)
                let window = try #require(try program.windows().first)
                try await Task.sleep(for: .milliseconds(600))
                let pixels = try X11Inspection(window).pixels()
                /// The accent-coloured pixels at the start of `row`, where its mark is.
                func accentPixels(_ row: CGRect) -> Int {
                    let ys = max(Int(row.minY), 0)..<min(Int(row.maxY), pixels.count)
                    let xs = max(Int(row.minX), 0)..<Int(row.minX + row.height * 1.5)
                    return ys.flatMap { y in
                        xs.compactMap { x in pixels[y].indices.contains(x) ? pixels[y][x] : nil }
                    }.filter { $0.saturation > 80 && $0.blue > $0.red + 60 }.count
                }
                #expect(accentPixels(rows[0]) > 40, "Passport is ticked: \(rows[0])")
                #expect(accentPixels(rows[2]) == 0, "Umbrella is not: \(rows[2])")
                program.process.terminate()
            }

            /// The month calendar reads as a grid named after its month: rows of cells, each
            /// day named in full, the chosen day selected; a move of the cursor moves the
            /// selection, and a move into the next month renames the cells.
            @Test func theCalendarReadsAsAGridOfNamedDaysWithTheChosenOneSelected()
                async throws
            {
                let program = try GtkProgram("alert-gtk-demo", ["date"], report: true)
                var lines = try await program.lines(startingWith: "shown")
                let grid = GTK_ACCESSIBLE_ROLE_GRID.rawValue
                let controls = lines.filter { $0.hasPrefix("control ") }
                #expect(
                    controls.contains {
                        $0.split(separator: " ")[2] == "\(grid)" && $0.hasSuffix("| November 2026")
                    }, "\(controls)")
                // Five weeks of seven cells in rows, as GTK holds them.
                let row = GTK_ACCESSIBLE_ROLE_ROW.rawValue
                let cell = GTK_ACCESSIBLE_ROLE_GRID_CELL.rawValue
                let rows = lines.filter { $0.hasPrefix("gridrow ") }
                let sevenCells = Array(repeating: "\(cell)", count: 7).joined(separator: ",")
                #expect(rows == (0..<5).map { "gridrow \($0) \(row) \(sevenCells)" })
                var cells = lines.filter { $0.hasPrefix("cell ") }
                #expect(cells.count == 30)
                #expect(cells.first == "cell 0 0 | Sunday 1 November 2026")
                #expect(
                    cells.filter { $0.contains(" selected") } == [
                        "cell 3 5 selected | Friday 27 November 2026"
                    ])
                try program.press("Right")
                try program.send("report\n")
                lines = try await program.lines(untilCount: 2, startingWith: "shown")
                cells = lines.filter { $0.hasPrefix("cell ") }.suffix(30)
                #expect(
                    cells.filter { $0.contains(" selected") } == [
                        "cell 3 6 selected | Saturday 28 November 2026"
                    ])
                try program.press("Down")
                try program.send("report\n")
                lines = try await program.lines(untilCount: 3, startingWith: "shown")
                let last =
                    lines.split(separator: "shown Pick the day", omittingEmptySubsequences: false)
                    .dropLast().last ?? []
                #expect(
                    last.contains { $0.hasPrefix("control ") && $0.hasSuffix("| December 2026") })
                #expect(
                    last.filter { $0.contains(" selected") } == [
                        "cell 0 6 selected | Saturday 5 December 2026"
                    ])
                try program.press("Return")
                #expect(try await program.exitStatus() == 0)
                #expect(program.output.hasSuffix("2026-12-05 12:00:00 +0000\n"))
            }

            @Test func theSheetAndTheInputShowAndAnswer() async throws {
                let sheet = try GtkProgram("alert-gtk-demo", ["sheet"], report: true)
                _ = try await sheet.lines(startingWith: "shown")
                try sheet.press("Down", "Return")
                #expect(try await sheet.exitStatus() == 0)
                #expect(sheet.output.hasSuffix("Messages\n"))
                let input = try GtkProgram("alert-gtk-demo", ["input"], report: true)
                let lines = try await input.lines(startingWith: "shown")
                // Every control carries an accessible role and name: a text box, two buttons.
                let roles = lines.filter { $0.hasPrefix("control ") }.map {
                    $0.split(separator: " ")[2]
                }
                #expect(
                    roles == [
                        "\(GTK_ACCESSIBLE_ROLE_TEXT_BOX.rawValue)",
                        "\(GTK_ACCESSIBLE_ROLE_BUTTON.rawValue)",
                        "\(GTK_ACCESSIBLE_ROLE_BUTTON.rawValue)",
                    ])
                #expect(lines.contains { $0.hasPrefix("control ") && $0.hasSuffix("| OK") })
                try input.type("报告 2026")
                try input.press("Return")
                #expect(try await input.exitStatus() == 0)
                #expect(input.output.hasSuffix("报告 2026\n"))
            }
        }
    }
#endif
