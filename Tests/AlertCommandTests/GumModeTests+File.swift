import AlertTestSupport
import Testing

/// `gum file` through the gum link (file/command.go, bubbles' filepicker): folders are
/// walked one list at a time, and the absolute path picked is printed.
extension GumModeTests {
    /// Runs `commandLine` in a workspace holding `tree/docs/x.md` and `tree/a.txt`.
    func runInTree(_ commandLine: String, _ steps: [Step]) throws -> Ending {
        try run(
            "mkdir -p tree/docs && touch tree/a.txt tree/docs/x.md && (\(commandLine))", steps)
    }

    @Test func fileOpensAFolderAndPrintsTheFilesAbsolutePath() throws {
        // The focus starts on the first entry, docs/ (folders come first).
        let ending = try runInTree(
            "gum file tree",
            [Step(shown: "a.txt", keys: [Key.enter]), Step(shown: "x.md", keys: [Key.enter])])
        #expect(ending.status == 0)
        #expect(ending.output.hasPrefix("/"))
        #expect(ending.output.hasSuffix("/tree/docs/x.md\n"))
    }

    @Test func fileGoesUpWithTheParentRow() throws {
        let ending = try runInTree(
            "cd tree/docs && gum file",
            [
                Step(shown: "x.md", keys: [Key.up, Key.enter]),
                Step(shown: "a.txt", keys: [Key.down, Key.enter]),
            ])
        #expect(ending.output.hasSuffix("/tree/a.txt\n"))
    }

    @Test func fileGoesUpWithLeftAndHAndInWithRightAndL() throws {
        // bubbles' filepicker key map (file/file.go takes it whole): Back is h, backspace
        // and left; Open is l, right and enter, and only enter selects a file.
        let right = "\u{1B}[C"
        let left = "\u{1B}[D"
        let walked = try runInTree(
            "gum file tree",
            [
                Step(shown: "a.txt", keys: [right]),
                Step(shown: "x.md", keys: [left]),
                Step(shown: "a.txt", keys: ["l"]),
                Step(shown: "x.md", keys: ["h"]),
                Step(shown: "a.txt", keys: [Key.down, "l", right, Key.enter]),
            ])
        #expect(walked.status == 0)
        #expect(walked.output.hasSuffix("/tree/a.txt\n"))
        let back = try runInTree(
            "cd tree/docs && gum file",
            [Step(shown: "x.md", keys: ["\u{7F}"]), Step(shown: "a.txt", keys: ["q"])])
        #expect(back == Ending(status: 1, output: "", errors: "no file selected\n"))
    }

    @Test func fileDirectoryPicksTheFolderShown() throws {
        let ending = try runInTree(
            "gum file --file=false --directory tree",
            [
                Step(shown: "a.txt", keys: [Key.enter]),
                Step(shown: "x.md", keys: [Key.up, Key.up, Key.enter]),
            ])
        #expect(ending.output.hasSuffix("/tree/docs\n"))
    }

    @Test func fileEscapeSaysNoFileSelected() throws {
        let ending = try runInTree("gum file tree", [Step(shown: "a.txt", keys: [Key.escape])])
        #expect(ending == Ending(status: 1, output: "", errors: "no file selected\n"))
        let neither = try run("gum file --file=false")
        #expect(neither.errors == "at least one between --file and --directory must be set\n")
    }
}
