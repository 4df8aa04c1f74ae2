#if GTK
    import AlertTestSupport
    import Foundation
    import Testing

    extension GtkEndToEnd {
        /// The pointer in `--entry`'s text, against Debian's zenity: the same clicks, double
        /// clicks and drags (xdotool) at the same places of each program's entry (found
        /// through AT-SPI), each followed by the same typing, leave the same text in the
        /// entry, step after step (one run of each program: AT-SPI takes a while to start).
        @Suite(.needs(.dbusRunSession, .atSpi, .pyatspi))
        struct ZenityEntryPointerTests {
            /// Where in the entry a pointer action is: at its start (before the first
            /// character) or its end (past the last), 10 points in from its edge (GTK 3's entry
            /// takes no click on its border and padding).
            enum Place: Sendable { case start, end }

            /// A pointer action.
            enum Action: Sendable, CustomStringConvertible {
                case click(Place)
                case doubleClick(Place)
                case drag(from: Place, to: Place)

                var description: String {
                    switch self {
                    case .click(let place): "click at the \(place)"
                    case .doubleClick(let place): "double click at the \(place)"
                    case .drag(let from, let to): "drag from the \(from) to the \(to)"
                    }
                }
            }

            /// One step: pointer actions, then typing.
            struct Step: Sendable, CustomStringConvertible {
                var actions: [Action]
                var typed: String
                /// What zenity's entry holds then.
                var expected: String
                var description: String {
                    actions.map(\.description).joined(separator: ", ") + ", typing \(typed)"
                }
            }

            /// The steps, one after the other on `Ada Lovelace` (preset, so selected).
            static let steps: [Step] = [
                // A click puts the caret where it is: the text is no longer selected.
                Step(actions: [.click(.end)], typed: "s", expected: "Ada Lovelaces"),
                Step(actions: [.click(.start)], typed: "X", expected: "XAda Lovelaces"),
                // A double click selects the word: past the end, the last one.
                Step(actions: [.doubleClick(.end)], typed: "Byron", expected: "XAda Byron"),
                Step(actions: [.doubleClick(.start)], typed: "Augusta", expected: "Augusta Byron"),
                // A drag selects what it passes over (after a click ended the selection).
                Step(
                    actions: [.click(.end), .drag(from: .end, to: .start)], typed: "Z",
                    expected: "Z"),
                Step(
                    actions: [.click(.start), .drag(from: .start, to: .end)], typed: "Q",
                    expected: "Q"),
            ]

            /// The entry's text after each step, through the program `probe` runs.
            static func texts(in probe: AccessibilityProbe) async throws -> [String?] {
                let shown = try await probe.tree {
                    $0.contains { $0.role == "text" && $0.states.contains("focused") }
                }
                guard let entry = shown.first(where: { $0.role == "text" }),
                    let frame = entry.frame, frame.count == 4
                else { throw GtkTestFailure("no entry in \(shown)") }
                let y = frame[1] + frame[3] / 2
                func point(_ place: Place) -> CGPoint {
                    CGPoint(x: place == .start ? frame[0] + 10 : frame[0] + frame[2] - 10, y: y)
                }
                var texts: [String?] = []
                for step in steps {
                    for action in step.actions {
                        switch action {
                        case .click(let place):
                            try probe.pointer(at: point(place), then: ["click", "1"])
                        case .doubleClick(let place):
                            try probe.pointer(
                                at: point(place),
                                then: ["click", "--repeat", "2", "--delay", "80", "1"])
                        case .drag(let from, let to):
                            let start = point(from)
                            let end = point(to)
                            let middle = CGPoint(x: (start.x + end.x) / 2, y: y)
                            try probe.pointer(at: start, then: ["mousedown", "1"])
                            try probe.pointer(at: middle, then: [])
                            try probe.pointer(at: end, then: ["mouseup", "1"])
                        }
                        // Past the double-click time, so the next click is one of its own.
                        try await Task.sleep(for: .milliseconds(500))
                    }
                    try probe.type(step.typed)
                    let after = try await probe.tree {
                        $0.contains { $0.role == "text" && $0.text == step.expected }
                    }
                    texts.append(after.first { $0.role == "text" }?.text)
                }
                return texts
            }

            @Test func alertGtksEntryTakesThePointerAsZenitysDoes() async throws {
                let arguments = ["--entry", "--entry-text", "Ada Lovelace"]
                let zenity = try await Self.texts(
                    in: AccessibilityProbe(URL(fileURLWithPath: "/usr/bin/zenity"), arguments))
                let ours = try await Self.texts(
                    in: AccessibilityProbe(
                        try BuiltExecutable.url(named: "alert-gtk"), ["zenity"] + arguments))
                #expect(zenity == Self.steps.map(\.expected), "\(Self.steps)")
                #expect(ours == zenity, "\(Self.steps)")
            }
        }
    }
#endif
