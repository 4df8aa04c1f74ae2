import AlertCommandKit
import AlertDialog
import AlertEngine
import Testing

@testable import AlertZenity

/// `--color-selection` on a headless controller: the editor's entry and GTK's palette, their
/// keys as zenity 3.44's colour dialog takes them (the GTK suite's differential tests press
/// the same keys on Debian's zenity).
@MainActor struct ZenityColorRunnerTests {
    /// What `arguments` answered after `keys`: nil while the dialog is still up.
    func answer(_ arguments: [String], _ keys: [AlertKeyInput], typed: String? = nil) throws
        -> CommandOutcome?
    {
        try ZenityHeadlessDialog.answer(arguments, keys, typed: typed)
    }

    nonisolated static let palette = ["--color-selection", "--show-palette"]
    nonisolated static let red = ["--color-selection", "--color", "#ff0000"]

    static func answered(_ text: String) -> CommandOutcome {
        .boxAnswered(status: 0, answer: text + "\n")
    }

    /// The focus starts on the first swatch; the arrows move across the grid and stop at its
    /// edges, Tab goes to the next swatch, Space and Enter choose without answering, Alt+S
    /// (Select) answers.
    @Test(arguments: [
        ([AlertKeyInput.mnemonic("s")], "rgb(255,255,255)"),
        ([.right, .character(" "), .mnemonic("s")], "rgb(143,240,164)"),
        ([.down, .down, .right, .character(" "), .mnemonic("s")], "rgb(51,209,122)"),
        ([.tab, .character(" "), .mnemonic("s")], "rgb(143,240,164)"),
        ([.enter, .mnemonic("s")], "rgb(153,193,241)"),
        ([.left, .up, .enter, .mnemonic("s")], "rgb(153,193,241)"),
        (Array(repeating: .right, count: 9) + [.enter, .mnemonic("s")], "rgb(119,118,123)"),
        (Array(repeating: .down, count: 6) + [.enter, .mnemonic("s")], "rgb(26,95,180)"),
    ])
    func thePaletteTakesGtksKeys(keys: [AlertKeyInput], printed: String) throws {
        #expect(try answer(Self.palette, keys) == Self.answered(printed))
    }

    /// A `--color` off the palette is its custom colour, chosen, and Down from the last row
    /// reaches it.
    @Test func aColorOffThePaletteIsItsCustomColor() throws {
        let custom = Self.palette + ["--color", "#123456"]
        #expect(try answer(custom, [.mnemonic("s")]) == Self.answered("rgb(18,52,86)"))
        let keys: [AlertKeyInput] =
            [.right, .enter] + Array(repeating: .down, count: 5) + [
                .enter, .mnemonic("s"),
            ]
        #expect(try answer(custom, keys) == Self.answered("rgb(18,52,86)"))
        #expect(
            try answer(custom, [.right, .enter, .mnemonic("s")])
                == Self.answered("rgb(143,240,164)"))
        let onPalette = Self.palette + ["--color", "#99C1F1"]
        #expect(
            try answer(onPalette, [.down, .enter, .up, .mnemonic("s")])
                == Self.answered("rgb(98,160,234)"))
    }

    /// The editor's entry holds the colour selected: typing replaces it, Enter there answers
    /// nothing, Select answers the colour typed, `--color`'s opacity kept.
    @Test func theEditorAnswersTheColorTyped() throws {
        #expect(try answer(Self.red, [.mnemonic("s")]) == Self.answered("rgb(255,0,0)"))
        #expect(try answer(Self.red, [.enter]) == nil)
        #expect(
            try answer(Self.red, [.enter, .mnemonic("s")], typed: "#00ff80")
                == Self.answered("rgb(0,255,128)"))
        let translucent = ["--color-selection", "--color", "rgba(10,20,30,0.5)"]
        #expect(
            try answer(translucent, [.mnemonic("s")], typed: "#ff0000")
                == Self.answered("rgba(255,0,0,0.5)"))
        #expect(try answer(Self.red, [.escape]) == .boxAnswered(status: 1, answer: nil))
        #expect(try answer(Self.red, [.tab, .enter]) == .boxAnswered(status: 1, answer: nil))
    }

    /// A text that is no colour keeps the dialog up: Select is refused, never answered with
    /// another colour.
    @Test func aTextThatIsNoColorIsNotAnswered() throws {
        #expect(try answer(Self.red, [.mnemonic("s")], typed: "reddish") == nil)
    }

    /// `--color` that GDK cannot read is refused before any window (zenity starts at
    /// white).
    @Test func aColorThatIsNoneIsRefused() {
        #expect(throws: DialogUsageError.self) {
            try ZenityCommandLine.parse(["--color-selection", "--color", "#11223344"])
        }
    }

    /// The palette takes a colour typed in plain mode or `ALERT_ANSWERS`.
    @Test func thePaletteTakesAColorAsText() {
        let palette = ZenityPaletteItem(initial: .white)
        #expect(palette.replaceText(with: "#62a0ea"))
        #expect(palette.chosen == 9)
        #expect(palette.replaceText(with: "rgb(1,2,3)"))
        #expect(palette.hasCustom && palette.resultValue == "rgb(1,2,3)")
        #expect(!palette.replaceText(with: "none"))
        #expect(palette.resultValue == "rgb(1,2,3)")
    }
}
