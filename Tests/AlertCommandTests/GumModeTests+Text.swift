import AlertTestSupport
import Testing

/// gum's text tools through the gum link: `style` and `join` print what lipgloss draws
/// (style/command.go, join/command.go), through colorprofile's writer (internal/tty/tty.go),
/// so a file or a pipe gets no escape sequence unless `CLICOLOR_FORCE` asks for them.
extension GumModeTests {
    @Test func styleDrawsGumsReadmeExample() throws {
        let ending = try run(
            #"gum style --foreground 212 --border double --align center --width 50 --margin "1 2" --padding "2 4" "Bubble Gum (1¢)" "So sweet and so fresh!""#
        )
        let blank = String(repeating: " ", count: 48)
        let lines = [
            String(repeating: " ", count: 54),
            "  ╔" + String(repeating: "═", count: 48) + "╗  ",
            "  ║\(blank)║  ", "  ║\(blank)║  ",
            "  ║                Bubble Gum (1¢)                 ║  ",
            "  ║             So sweet and so fresh!             ║  ",
            "  ║\(blank)║  ", "  ║\(blank)║  ",
            "  ╚" + String(repeating: "═", count: 48) + "╝  ",
            String(repeating: " ", count: 54),
        ]
        #expect(
            ending == Ending(status: 0, output: lines.joined(separator: "\n") + "\n", errors: ""))
    }

    @Test func joinSetsStyledBoxesSideBySideWithoutEscapesIntoAFile() throws {
        // examples/demo.sh's last lines, with the name and flavour filled in.
        let script = """
            NAME=Ann; GUM=Lime
            NICE_MEETING_YOU=$(gum style --height 5 --width 20 --padding '1 3' --border double --border-foreground 57 "Nice meeting you, $(gum style --foreground 212 "$NAME"). See you soon!")
            CHEW_BUBBLE_GUM=$(gum style --width 17 --padding '1 3' --border double --border-foreground 212 "Go chew some $(gum style --foreground "#04B575" "$GUM") bubble gum.")
            gum join --horizontal "$NICE_MEETING_YOU" "$CHEW_BUBBLE_GUM"
            """
        let ending = try run("{\n\(script)\n}")
        #expect(ending.status == 0)
        #expect(!ending.output.contains("\u{1B}"))
        let lines = ending.output.split(separator: "\n")
        #expect(lines.first == "╔══════════════════╗╔═══════════════╗")
        #expect(lines.contains("║   Nice meeting   ║║   Go chew     ║"))
        #expect(lines.allSatisfy { $0.count == lines[0].count })
    }

    @Test func styleColoursOnlyWhereTheOutputOrTheEnvironmentAllows() throws {
        #expect(try run("gum style --foreground 212 --bold hi").output == "hi\n")
        let forced = try run(
            "gum style --foreground 212 --bold hi",
            environment: ["CLICOLOR_FORCE": "1", "TERM": "xterm-256color"])
        #expect(forced.output == "\u{1B}[1;38;5;212mhi\u{1B}[m\n")
    }

    @Test func styleReadsStandardInputAndTrims() throws {
        #expect(try run("printf '  a  \\n b\\n' | gum style --trim").output == "a\nb\n")
        let empty = try run("gum style </dev/null")
        #expect(
            empty
                == Ending(
                    status: 1, output: "", errors: "no input provided, see `gum style --help`\n"))
    }

    @Test func styleTakesItsFlagsFromUnprefixedVariables() throws {
        // style/options.go embeds StylesNotHidden without an env prefix.
        let ending = try run("gum style x", environment: ["BORDER": "normal"])
        #expect(ending.output == "┌─┐\n│x│\n└─┘\n")
    }

    @Test func joinVerticalCentres() throws {
        let ending = try run("gum join --vertical --align center abc a")
        #expect(ending.output == "abc\n a \n")
    }

    // MARK: table (table/command.go, table/table.go)

    static let flavours = "Bubble Gum Flavor,Price\nStrawberry,$0.99\nCherry,$0.50\nBanana,$0.75\n"

    @Test func tablePrintDrawsTheRowsUnderTheHeader() throws {
        let ending = try run("printf '\(Self.flavours)' | gum table --print --border normal")
        #expect(
            ending.output == """
                ┌───────────────────┬───────┐
                │ Bubble Gum Flavor │ Price │
                ├───────────────────┼───────┤
                │ Strawberry        │ $0.99 │
                │ Cherry            │ $0.50 │
                │ Banana            │ $0.75 │
                └───────────────────┴───────┘

                """)
    }

    @Test func tableWritesTheRowChosenAsCSVOrOneColumn() throws {
        let row = try run(
            "printf '\(Self.flavours)' | gum table",
            [Step(shown: "Banana", keys: [Key.down, Key.enter])])
        #expect(row == Ending(status: 0, output: "Cherry,$0.50\n", errors: ""))
        let column = try run(
            "printf '\(Self.flavours)' | gum table -r 2",
            [Step(shown: "Banana", keys: [Key.down, Key.down, Key.enter])])
        #expect(column.output == "$0.75\n")
    }

    @Test func tableQuitWithQWritesAnEmptyRecord() throws {
        let ending = try run(
            "printf '\(Self.flavours)' | gum table", [Step(shown: "Banana", keys: ["q"])])
        #expect(ending == Ending(status: 0, output: "\n", errors: ""))
    }

    @Test func tableRefusesRowsWithMoreFieldsThanTheHeader() throws {
        let ending = try run("printf 'a,b\\n1,2,3\\n' | gum table --print")
        #expect(ending == Ending(status: 1, output: "", errors: "invalid data provided\n"))
        #expect(try run("gum table --print </dev/null").errors == "no data provided\n")
    }
}
