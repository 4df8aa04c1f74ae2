#if GTK
    import AlertTestSupport
    import Foundation
    import Testing

    extension GtkEndToEnd {
        /// What a screen reader reads of `alert-gtk zenity …` through AT-SPI (pyatspi under a
        /// session bus of its own), beside what it reads of Debian's zenity.
        @Suite(.needs(.dbusRunSession, .atSpi, .pyatspi))
        struct AccessibilityTests {
            typealias Node = AccessibilityProbe.Node

            /// `arguments` in zenity mode through alert-gtk.
            static func ours(_ arguments: [String], environment: [String: String] = [:]) throws
                -> AccessibilityProbe
            {
                try AccessibilityProbe(
                    try BuiltExecutable.url(named: "alert-gtk"), ["zenity"] + arguments,
                    environment: environment)
            }

            /// `arguments` through Debian's zenity.
            static func zenity(_ arguments: [String], environment: [String: String] = [:])
                throws -> AccessibilityProbe
            {
                try AccessibilityProbe(
                    URL(fileURLWithPath: "/usr/bin/zenity"), arguments, environment: environment)
            }

            /// In Hebrew, zenity's buttons are read in Hebrew, as zenity's are (the words from
            /// the system's catalogs), the default one focused.
            @Test func theButtonsAreReadInTheDesktopsLanguage() async throws {
                let hebrew = ZenityDifferentialTests.hebrew
                try #require(
                    try GtkEndToEnd.hasLocale("he_IL.UTF-8"),
                    "no he_IL.UTF-8 locale: localedef -i he_IL -f UTF-8 he_IL.UTF-8")
                let arguments = ["--question", "--text", "Delete?"]
                let ours = try await Self.ours(arguments, environment: hebrew).tree(
                    until: Self.focused("push button"))
                let zenity = try await Self.zenity(arguments, environment: hebrew).tree(
                    until: Self.focused("push button"))
                for nodes in [ours, zenity] {
                    let buttons = nodes.filter { $0.role == "push button" }.map(\.name)
                    #expect(Set(buttons) == ["כן", "לא"], "\(nodes)")
                    let focused = nodes.filter { $0.states.contains("focused") }.map(\.name)
                    #expect(focused == ["כן"])
                }
            }

            /// Whether `nodes` hold a focused object of `role`: the dialog is up and its focus
            /// set.
            static func focused(_ role: String) -> ([Node]) -> Bool {
                { nodes in nodes.contains { $0.role == role && $0.states.contains("focused") } }
            }

            @Test func theWindowIsADialogNamedByItsTitleAndDescribedByItsQuestion() async throws {
                let arguments = [
                    "--question", "--title", "Upgrade", "--text", "Install 3 packages?",
                ]
                let ours = try await Self.ours(arguments).tree(until: Self.focused("push button"))
                let zenity = try await Self.zenity(arguments).tree(
                    until: Self.focused("push button"))
                for nodes in [ours, zenity] {
                    #expect(nodes.first?.role == "dialog", "\(nodes)")
                    #expect(nodes.first?.name == "Upgrade")
                    #expect(
                        nodes.contains { $0.role == "label" && $0.name == "Install 3 packages?" })
                    let focused = nodes.filter { $0.states.contains("focused") }
                    #expect(focused.map(\.role) == ["push button"])
                    #expect(focused.map(\.name) == ["Yes"])
                }
                // The question is also the dialog's description, read as it opens.
                #expect(ours.first?.accessibleDescription == "Install 3 packages?")
                // No object is read by its class's name (`GtkDrawingArea`), as in zenity's.
                for nodes in [ours, zenity] {
                    #expect(!nodes.contains { $0.name.hasPrefix("Gtk") }, "\(nodes)")
                }
            }

            @Test func theEntryExposesItsTextAsItIsTyped() async throws {
                let arguments = ["--entry", "--text", "Your name?", "--entry-text", "Ada"]
                // One program at a time: the keyboard focus is the display's.
                for start in [Self.ours, Self.zenity] {
                    let probe = try start(arguments, [:])
                    let before = try await probe.tree(until: Self.focused("text"))
                    let box = before.first { $0.role == "text" }
                    #expect(box?.text == "Ada", "\(before)")
                    #expect(box?.states.contains("editable") == true)
                    #expect(box?.states.contains("focused") == true)
                    // The preset text is selected: typing replaces it.
                    try probe.type("xy")
                    let after = try await probe.tree {
                        $0.contains { $0.role == "text" && $0.text == "xy" }
                    }
                    #expect(after.contains { $0.role == "text" && $0.text == "xy" }, "\(after)")
                }
                // Ours is named by the question (zenity's label names no entry).
                let named = try await Self.ours(arguments).tree(until: Self.focused("text"))
                #expect(named.first { $0.role == "text" }?.name == "Your name?")
            }

            @Test func checkBoxesAreNamedByTheirLabelTheirTickTheirState() async throws {
                let arguments = [
                    "--list", "--checklist", "--text", "Packages", "--column", "", "--column",
                    "Name", "--column", "Size", "TRUE", "git", "12 MB", "FALSE", "vim", "3 MB",
                ]
                let ours = try await Self.ours(arguments).tree(until: Self.focused("check box"))
                let boxes = ours.filter { $0.role == "check box" }
                #expect(boxes.map(\.name) == ["git", "vim"], "\(ours)")
                #expect(boxes.map(\.accessibleDescription) == ["12 MB", "3 MB"])
                #expect(boxes.map { $0.states.contains("checked") } == [true, false])
                // zenity's tree view: a check cell (checked or not) before each row's cells.
                let zenity = try await Self.zenity(arguments).tree {
                    $0.contains { $0.role == "table cell" && $0.name == "vim" }
                }
                let cells = zenity.filter { $0.role == "table cell" }
                let ticked = cells.indices.dropLast().filter {
                    cells[$0].states.contains("checked")
                }
                #expect(ticked.map { cells[$0 + 1].name } == ["git"], "\(zenity)")
            }

            @Test func theProgressBarExposesItsValueAsZenitysDoes() async throws {
                let arguments = ["--progress", "--title", "Copy", "--text", "Copying"]
                for start in [Self.ours, Self.zenity] {
                    let probe = try start(arguments, [:])
                    try probe.send("40")
                    let bar = { (nodes: [Node], value: Double) in
                        nodes.first { $0.role == "progress bar" }?.value == [0, value, 1]
                    }
                    let at40 = try await probe.tree { bar($0, 0.4) }
                    #expect(bar(at40, 0.4), "\(at40)")
                    try probe.send("70")
                    let at70 = try await probe.tree { bar($0, 0.7) }
                    #expect(bar(at70, 0.7), "\(at70)")
                }
            }

            @Test func theTextToReadIsATextBox() async throws {
                let arguments = ["--text-info", "--filename", ZenityDifferentialTests.textFile]
                for start in [Self.ours, Self.zenity] {
                    let probe = try start(arguments, [:])
                    let nodes = try await probe.tree(until: Self.focused("text"))
                    let box = nodes.first { $0.role == "text" }
                    #expect(box?.text?.hasPrefix("first line\nsecond line") == true, "\(nodes)")
                    #expect(box?.states.contains("editable") == false)
                }
            }

            @Test func aPasswordIsExposedAsBulletsOnly() async throws {
                let probe = try Self.ours(["--password", "--username"])
                let before = try await probe.tree(until: Self.focused("text"))
                #expect(
                    before.filter { $0.role == "text" }.map(\.name) == ["Username", "Password"])
                try probe.type("ada\tabc")
                let after = try await probe.tree {
                    $0.contains { $0.role == "text" && $0.text == "•••" }
                }
                #expect(
                    after.filter { $0.role == "text" }.map(\.text) == ["ada", "•••"], "\(after)")
            }
        }
    }
#endif
