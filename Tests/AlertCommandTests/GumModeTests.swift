import AlertTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// gum's command lines run unchanged through a link named `gum`: bash runs them in a
/// 100×30 pseudo-terminal with the link first on the PATH, the keys are typed as a person
/// would type them, and the output, the error lines and the exit status are gum's. Each
/// case names the gum file (charmbracelet/gum v2.0.0) whose behaviour it checks.
struct GumModeTests {
    /// A folder with `gum` linked to the built `alert`, and room for a case's files.
    final class Workspace {
        let url: URL

        init() throws {
            url = FileManager.default.temporaryDirectory
                .appendingPathComponent("alert-gum-mode-\(UUID().uuidString)")
            try FileManager.default.createDirectory(
                at: url.appendingPathComponent("bin"), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(
                atPath: url.appendingPathComponent("bin/gum").path,
                withDestinationPath: try BuiltExecutable.url(named: "alert").path)
        }

        deinit { try? FileManager.default.removeItem(at: url) }

        func read(_ name: String) -> String {
            (try? String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)) ?? ""
        }
    }

    typealias Step = ScriptInTerminal.Step

    enum Key {
        static let enter = "\r"
        static let down = "\u{1B}[B"
        static let up = "\u{1B}[A"
        static let space = " "
        static let escape = "\u{1B}"
        static let lineFeed = "\n"
        static let interrupt = "\u{3}"
        static let ctrlA = "\u{1}"
        static let ctrlN = "\u{E}"
        static let ctrlP = "\u{10}"
        static let backTab = "\u{1B}[Z"
    }

    /// How a command line ended: its exit status and what it wrote on its standard output
    /// and standard error.
    struct Ending {
        var status: Int32
        var output: String
        var errors: String
    }

    /// Runs `script` by bash in `workspace` with the gum link first on the PATH and
    /// `environment` added, and plays `steps`; returns bash's exit status.
    func play(
        _ script: String, in workspace: Workspace, _ steps: [Step] = [],
        environment: [String: String] = [:]
    ) throws -> Int32 {
        try ScriptInTerminal.play(
            script, in: workspace.url, pathFirst: workspace.url.appendingPathComponent("bin").path,
            steps, environment: environment)
    }

    /// Runs one gum command line (bash syntax) with its standard output and error kept
    /// apart from the terminal, plays `steps`, and returns how it ended.
    func run(
        _ commandLine: String, _ steps: [Step] = [], environment: [String: String] = [:]
    ) throws -> Ending {
        let workspace = try Workspace()
        let status = try play(
            "\(commandLine) >out 2>err; echo $? >status", in: workspace, steps,
            environment: environment)
        #expect(status == 0)
        return Ending(
            status: Int32(workspace.read("status").trimmingCharacters(in: .whitespacesAndNewlines))
                ?? -1,
            output: workspace.read("out"), errors: workspace.read("err"))
    }

    // MARK: gum's examples, unchanged

    @Test func examplesCommitShWritesAConventionalCommit() throws {
        // examples/commit.sh, as gum ships it (its comments left out).
        let workspace = try Workspace()
        let setUp = """
            mkdir repo && cd repo && git init -q -b main && git config user.name Test
            git config user.email t@e.st && echo one > README && git add README
            git commit -q -m First && echo two >> README && git add README
            """
        #expect(try play(setUp, in: workspace) == 0)
        let script = """
            cd repo
            TYPE=$(gum choose "fix" "feat" "docs" "style" "refactor" "test" "chore" "revert")
            SCOPE=$(gum input --placeholder "scope")
            test -n "$SCOPE" && SCOPE="($SCOPE)"
            SUMMARY=$(gum input --value "$TYPE$SCOPE: " --placeholder "Summary of this change")
            DESCRIPTION=$(gum write --placeholder "Details of this change")
            gum confirm "Commit changes?" && git commit -q -m "$SUMMARY" -m "$DESCRIPTION"
            """
        let status = try play(
            script, in: workspace,
            [
                Step(shown: "refactor", keys: [Key.down, Key.enter]),
                Step(shown: "cope", keys: ["readme", Key.enter]),
                Step(shown: "feat(readme):", keys: ["add a line", Key.enter]),
                // write/write.go: Ctrl+J breaks the line, Enter answers.
                Step(
                    shown: "etails of this change",
                    keys: ["First line.", Key.lineFeed, "Second line.", Key.enter]),
                // confirm/confirm.go: y is the affirmative.
                Step(shown: "Commit changes?", keys: ["y"]),
            ])
        #expect(status == 0)
        let log = try PipedRun.run(
            path: "/bin/sh",
            arguments: ["-c", "cd \"$0\"/repo && git log -1 --format=%B", workspace.url.path])
        #expect(log.standardOutput == "feat(readme): add a line\n\nFirst line.\nSecond line.\n\n")
    }

    @Test func examplesGitStageShAddsTheFilesTicked() throws {
        // examples/git-stage.sh, as gum ships it.
        let workspace = try Workspace()
        let setUp = """
            mkdir repo && cd repo && git init -q -b main && git config user.name Test
            git config user.email t@e.st && touch a.txt b.txt c.txt
            """
        #expect(try play(setUp, in: workspace) == 0)
        let script = """
            cd repo
            ADD="Add"
            RESET="Reset"
            ACTION=$(gum choose "$ADD" "$RESET")
            if [ "$ACTION" == "$ADD" ]; then
                git status --short | cut -c 4- | gum choose --no-limit | xargs git add
            else
                git status --short | cut -c 4- | gum choose --no-limit | xargs git restore
            fi
            """
        let status = try play(
            script, in: workspace,
            [
                Step(shown: "Reset", keys: [Key.enter]),
                // choose/choose.go: space ticks, enter submits.
                Step(shown: "c.txt", keys: [Key.space, Key.down, Key.down, Key.space, Key.enter]),
            ])
        #expect(status == 0)
        let staged = try PipedRun.run(
            path: "/bin/sh",
            arguments: [
                "-c", "cd \"$0\"/repo && git diff --cached --name-only", workspace.url.path,
            ])
        #expect(staged.standardOutput == "a.txt\nc.txt\n")
    }

    // MARK: confirm (confirm/command.go, confirm/confirm.go)

    @Test(arguments: [
        ("y", 0), ("Y", 0), ("n", 1), ("N", 1), ("q", 1), (Key.escape, 1), (Key.enter, 0),
        (Key.interrupt, 130), ("h\r", 1), ("hl\r", 0),
    ])
    func confirmAnswersByItsKeys(_ key: String, _ status: Int) throws {
        let ending = try run("gum confirm 'Delete it?'", [Step(shown: "Delete it?", keys: [key])])
        #expect(ending.status == Int32(status))
        #expect(ending.output.isEmpty)
    }

    @Test func confirmDefaultFalseFocusesTheNegative() throws {
        let ending = try run(
            "gum confirm --default=false 'Switch to dev channel?'",
            [Step(shown: "Switch to dev", keys: [Key.enter])])
        #expect(ending.status == 1)
    }

    @Test func confirmShowOutputPrintsThePromptAndTheAnswer() throws {
        let ending = try run(
            "gum confirm --show-output --affirmative Sure 'Go on?'",
            [Step(shown: "Go on?", keys: ["y"])])
        #expect(ending.status == 0)
        #expect(ending.output == "Go on? Sure\n")
    }

    @Test func confirmTimesOutOntoTheButtonSelectedThen() throws {
        // confirm/command.go: a time-out leaves m.confirmation as it is: the default until a
        // key toggles it (confirm.go's Toggle: left, right, h, l, tab).
        #expect(try run("gum confirm --timeout 300ms 'Wait?'").status == 0)
        #expect(try run("gum confirm --timeout 300ms --default=no 'Wait?'").status == 1)
        let toggled = try run(
            "gum confirm --timeout 1500ms --show-output 'Wait?'",
            [Step(shown: "Wait?", keys: ["h"])])
        #expect(toggled == Ending(status: 1, output: "Wait? No\n", errors: ""))
    }

    @Test(arguments: [("yes", 0), ("y", 0), ("no", 1), ("Yes", 1), ("", 1)])
    func confirmReadsALineOnStandardInputWithoutAsking(_ line: String, _ status: Int) throws {
        let ending = try run("echo '\(line)' | gum confirm 'Piped?'")
        #expect(ending.status == Int32(status))
    }

    // MARK: choose (choose/command.go)

    @Test func chooseWritesTheValuesOfTheTickedJoinedByTheOutputDelimiter() throws {
        let ending = try run(
            "gum choose --no-limit --output-delimiter , --label-delimiter : One:1 Two:2 Three:3",
            [Step(shown: "Three", keys: [Key.space, Key.down, Key.down, Key.space, Key.enter])])
        #expect(ending.status == 0)
        #expect(ending.output == "1,3\n")
    }

    @Test func chooseOrderedSortsTheOptionsAndWritesTheTickedInTheOrderTicked() throws {
        // choose/command.go: --ordered sorts the options, and with a limit above one sorts
        // the chosen ones by the order they were ticked.
        let ending = try run(
            "gum choose --ordered --no-limit c b a",
            [Step(shown: "Choose:", keys: [Key.down, Key.space, Key.up, Key.space, Key.enter])])
        #expect(ending == Ending(status: 0, output: "b\na\n", errors: ""))
    }

    @Test func chooseTicksWithXAndTabAndJumpsWithGs() throws {
        // choose/choose.go's key map: Toggle is space, tab, x; Home g; End G.
        let ticked = try run(
            "gum choose --no-limit a b c",
            [
                Step(
                    shown: "Choose:",
                    keys: ["x", Key.down, "\t", "G", Key.space, "g", "x", Key.enter])
            ]
        )
        #expect(ticked == Ending(status: 0, output: "b\nc\n", errors: ""))
        let last = try run("gum choose a b c", [Step(shown: "Choose:", keys: ["G", Key.enter])])
        #expect(last.output == "c\n")
        // With --no-limit, a ticks all and A again none (choose/command.go enables
        // ToggleAll only then); Ctrl+J moves down.
        let all = try run(
            "gum choose --no-limit a b c", [Step(shown: "Choose:", keys: ["a", Key.enter])])
        #expect(all.output == "a\nb\nc\n")
        let none = try run(
            "gum choose --no-limit a b", [Step(shown: "Choose:", keys: ["a", "A", Key.enter])])
        #expect(none.output == "\n")
        let down = try run(
            "gum choose a b c", [Step(shown: "Choose:", keys: [Key.lineFeed, Key.enter])])
        #expect(down.output == "b\n")
        // --selected '*' with --limit ticks the first ones up to the limit.
        let capped = try run(
            "gum choose --limit 2 --selected '*' a b c",
            [Step(shown: "Choose:", keys: [Key.enter])])
        #expect(capped.output == "a\nb\n")
    }

    @Test func chooseMovesWithCtrlNAndCtrlPAndTicksAllWithCtrlA() throws {
        // choose/choose.go's key map: Down ctrl+n, Up ctrl+p and ctrl+k, ToggleAll ctrl+a
        // (enabled with --no-limit alone).
        let moved = try run(
            "gum choose a b c",
            [Step(shown: "Choose:", keys: [Key.ctrlN, Key.ctrlN, Key.ctrlP, Key.enter])])
        #expect(moved.output == "b\n")
        let up = try run(
            "gum choose a b c", [Step(shown: "Choose:", keys: ["G", "\u{B}", Key.enter])])
        #expect(up.output == "b\n")
        let all = try run(
            "gum choose --no-limit a b c", [Step(shown: "Choose:", keys: [Key.ctrlA, Key.enter])])
        #expect(all.output == "a\nb\nc\n")
        // Ctrl+A and Ctrl+E are no Home and End in a list: the second option stays.
        let stays = try run(
            "gum choose a b c",
            [Step(shown: "Choose:", keys: [Key.down, Key.ctrlA, "\u{5}", Key.enter])])
        #expect(stays.output == "b\n")
    }

    @Test func chooseGoesRoundItsEndsAndTurnsPagesWithRightAndLeft() throws {
        // choose/choose.go: Up at index 0 goes to the last item and Down at the last to the
        // first; Right (l, ctrl+f) moves the index by the height, Left (h, ctrl+b) back.
        let round = try run(
            "gum choose a b c", [Step(shown: "Choose:", keys: [Key.up, Key.enter])])
        #expect(round.output == "c\n")
        let back = try run(
            "gum choose a b c", [Step(shown: "Choose:", keys: ["G", Key.down, Key.enter])])
        #expect(back.output == "a\n")
        let paged = try run(
            "gum choose --height 2 a b c d e",
            [Step(shown: "Choose:", keys: ["\u{1B}[C", "l", Key.enter])])
        #expect(paged.output == "e\n")
        let pagedBack = try run(
            "gum choose --height 2 a b c d e",
            [Step(shown: "Choose:", keys: ["G", "\u{2}", "h", Key.enter])])
        #expect(pagedBack.output == "a\n")
        let forward = try run(
            "gum choose --height 2 a b c d e", [Step(shown: "Choose:", keys: ["\u{6}", Key.enter])])
        #expect(forward.output == "c\n")
    }

    @Test func filterGoesRoundItsEnds() throws {
        // filter/filter.go: CursorUp and CursorDown go round the matches.
        let round = try run(
            "printf 'a\\nb\\nc\\n' | gum filter",
            [Step(shown: "a", keys: [Key.up, Key.enter])])
        #expect(round.output == "c\n")
    }

    @Test func chooseSelectIfOneAnswersWithoutAsking() throws {
        let ending = try run("gum choose --select-if-one Only")
        #expect(ending == Ending(status: 0, output: "Only\n", errors: ""))
    }

    @Test func chooseEscapeSaysNothingSelected() throws {
        let ending = try run("gum choose a b", [Step(shown: "Choose:", keys: [Key.escape])])
        #expect(ending == Ending(status: 1, output: "", errors: "nothing selected\n"))
    }

    @Test func chooseTakesItsOptionsFromStandardInputAndItsHeaderFromTheEnvironment() throws {
        let ending = try run(
            "printf 'x\\ny\\nz\\n' | gum choose",
            [Step(shown: "Pick", keys: [Key.down, Key.enter])],
            environment: ["GUM_CHOOSE_HEADER": "Pick"])
        #expect(ending == Ending(status: 0, output: "y\n", errors: ""))
    }

    @Test func chooseTimesOutWith124() throws {
        let ending = try run("gum choose --timeout 300ms a b")
        #expect(ending == Ending(status: 124, output: "", errors: "timed out\n"))
    }

    @Test func chooseWithoutOptionsSaysSo() throws {
        let ending = try run("gum choose </dev/null")
        #expect(ending.status == 1)
        #expect(ending.errors == "no options provided, see `gum choose --help`\n")
    }

    // MARK: filter (filter/command.go)

    @Test func filterSelectIfOneLooksAtTheFuzzyMatchesOfItsValue() throws {
        // filter/command.go: fuzzy.Find(--value) with --select-if-one.
        let ending = try run(
            "printf 'a_p_x\\nbravo\\n' | gum filter --select-if-one --value apx")
        #expect(ending == Ending(status: 0, output: "a_p_x\n", errors: ""))
    }

    @Test func filterStartsWithItsValueTypedAndJoinsTheTickedByTheDelimiter() throws {
        let one = try run(
            "printf 'alpha\\nbravo\\ncharlie\\n' | gum filter --value ch",
            [Step(shown: "charlie", keys: [Key.enter])])
        #expect(one == Ending(status: 0, output: "charlie\n", errors: ""))
        let several = try run(
            "printf 'alpha\\nbravo\\n' | gum filter --no-limit --output-delimiter ' '",
            [Step(shown: "bravo", keys: ["\t", "\t", Key.enter])])
        #expect(several.output == "alpha bravo\n")
        let escaped = try run(
            "printf 'a\\n' | gum filter",
            [Step(shown: "ilter...", keys: [Key.escape, Key.escape])])
        #expect(escaped == Ending(status: 1, output: "", errors: "nothing selected\n"))
    }

    @Test func filterFirstEscLeavesTheSearchAndTheSecondQuits() throws {
        // filter/filter.go: Esc is FocusOutSearch while the search has the focus, Quit
        // after; with the search blurred j, k, g and G move, other letters do nothing, and
        // `/` gives the search the focus again.
        let fruits = "printf 'apple\\nbanana\\ncherry\\n' | gum filter"
        let moved = try run(
            fruits, [Step(shown: "cherry", keys: ["a", Key.escape, "x", "j", Key.enter])])
        #expect(moved == Ending(status: 0, output: "banana\n", errors: ""))
        let searchedAgain = try run(
            fruits, [Step(shown: "cherry", keys: [Key.escape, "G", "/", "pp", Key.enter])])
        #expect(searchedAgain == Ending(status: 0, output: "apple\n", errors: ""))
    }

    @Test func filterShowsThatItsSearchIsBlurred() throws {
        // filter/filter.go: Esc blurs the search's text input (textinput's Blur: no cursor),
        // and gum's help then offers `/ search`; alert dims the prompt and drops the caret.
        let run = try AlertExecutable(
            [], shell: "printf 'apple\\nbanana\\n' | \"$0\" gum filter")
        #expect(run.waitUntilScreenShows("type to filter"))
        run.type("ap")
        #expect(run.waitUntilScreenShows("> ap"))
        let typing = run.screen
        run.type(AlertExecutable.Key.escape)
        #expect(run.waitUntilScreenShows("/ search"))
        let blurred = run.screen
        let row = try #require(
            (0..<typing.height).first { typing.text(row: $0).contains("> ap") })
        let prompt = try #require(typing.text(row: row).ranges(of: "> ap").first)
        let column = typing.text(row: row).distance(
            from: typing.text(row: row).startIndex, to: prompt.lowerBound)
        #expect(blurred.text(row: row).contains("> ap"), "the query stays")
        #expect(typing[column, row].style != blurred[column, row].style, "the prompt dims")
        #expect(
            typing[column + 4, row].style != blurred[column + 4, row].style,
            "the caret after the query is gone")
        run.type(AlertExecutable.Key.escape)
        #expect(try run.finish().status == 1)
    }

    @Test func filterStrictAnswersNothingWhereNothingMatchesAndNoStrictTheQuery() throws {
        // filter/options.go: --strict is true; filter/command.go prints a match only when
        // there is one, and exits 0. With --no-strict filter/filter.go adds the query to
        // the choices it matches, where it matches itself first.
        let fruits = "printf 'apple\\nbanana\\n' | gum filter"
        let strict = try run(fruits, [Step(shown: "banana", keys: ["zz", Key.enter])])
        #expect(strict == Ending(status: 0, output: "", errors: ""))
        let typed = try run(
            fruits + " --no-strict", [Step(shown: "banana", keys: ["zz", Key.enter])])
        #expect(typed == Ending(status: 0, output: "zz\n", errors: ""))
        let matched = try run(
            fruits + " --no-strict",
            [Step(shown: "banana", keys: ["ap", Key.down, Key.enter])])
        #expect(matched.output == "apple\n")
    }

    @Test func filterMovesWithCtrlNPAndKAndTicksWithCtrlAAndShiftTab() throws {
        // filter/filter.go's key map: Down ctrl+n, Up ctrl+p and ctrl+k; ToggleAll ctrl+a
        // and ToggleAndPrevious shift+tab, enabled with --no-limit or --limit above 1.
        let letters = "printf 'a\\nb\\nc\\n' | gum filter"
        let moved = try run(
            letters, [Step(shown: "ilter...", keys: [Key.ctrlN, Key.ctrlN, Key.ctrlP, Key.enter])])
        #expect(moved.output == "b\n")
        let up = try run(
            letters, [Step(shown: "ilter...", keys: [Key.ctrlN, Key.ctrlN, "\u{B}", Key.enter])])
        #expect(up.output == "b\n")
        let all = try run(
            letters + " --no-limit", [Step(shown: "ilter...", keys: [Key.ctrlA, Key.enter])])
        #expect(all.output == "a\nb\nc\n")
        let backwards = try run(
            letters + " --no-limit",
            [
                Step(
                    shown: "ilter...",
                    keys: [Key.down, Key.down, Key.backTab, Key.backTab, Key.enter])
            ])
        #expect(backwards.output == "b\nc\n")
        // With one to pick, Ctrl+A and Shift-Tab do nothing.
        let one = try run(
            letters, [Step(shown: "ilter...", keys: [Key.down, Key.ctrlA, Key.backTab, Key.enter])])
        #expect(one == Ending(status: 0, output: "b\n", errors: ""))
    }

    // MARK: input and write (input/command.go, write/command.go)

    @Test func inputTakesPromptAndPlaceholderAndPrintsTheLine() throws {
        let ending = try run(
            "gum input --prompt 'Name> ' --placeholder 'My TUI' --char-limit 20",
            [Step(shown: "Name>", keys: ["Ann", Key.enter])])
        #expect(ending == Ending(status: 0, output: "Ann\n", errors: ""))
    }

    @Test func charLimitAndMaxLinesBoundWhatIsTyped() throws {
        // input/options.go --char-limit, write/options.go --max-lines (textarea MaxHeight).
        let input = try run(
            "gum input --char-limit 3 --header Code",
            [Step(shown: "Code", keys: ["abcdef", Key.enter])])
        #expect(input.output == "abc\n")
        let write = try run(
            "gum write --max-lines 2 --header Lines",
            [Step(shown: "Lines", keys: ["a", Key.lineFeed, "b", Key.lineFeed, "c", Key.enter])])
        #expect(write.output == "a\nbc\n")
    }

    @Test func ctrlDDeletesForwardInTextRatherThanAnswering() throws {
        // bubbles' textinput and textarea: Ctrl+D is DeleteCharacterForward.
        let input = try run(
            "gum input --header Edit",
            [Step(shown: "Edit", keys: ["abc", "\u{1B}[D", "\u{4}", Key.enter])])
        #expect(input.output == "ab\n")
        let write = try run(
            "gum write --header Notes",
            [Step(shown: "Notes", keys: ["xy", "\u{1B}[D", "\u{4}", Key.enter])])
        #expect(write.output == "x\n")
    }

    @Test func inputEscapeSaysNotSubmitted() throws {
        let ending = try run("gum input --header Host", [Step(shown: "Host", keys: [Key.escape])])
        #expect(ending == Ending(status: 1, output: "", errors: "not submitted\n"))
    }

    @Test func inputTakesItsValueFromAPipe() throws {
        let ending = try run(
            "echo 'from the pipe' | gum input --header Edit",
            [Step(shown: "Edit", keys: ["!", Key.enter])])
        #expect(ending.output == "from the pipe!\n")
    }

    @Test func writeAnswersWithEnterAndBreaksLinesWithCtrlJ() throws {
        let ending = try run(
            "gum write --max-lines 3 --header Notes",
            [Step(shown: "Notes", keys: ["one", Key.lineFeed, "two", Key.enter])])
        #expect(ending == Ending(status: 0, output: "one\ntwo\n", errors: ""))
    }

    @Test func writeCtrlEEditsTheTextInTheEditorOnTheTerminal() throws {
        // write/write.go: Ctrl+E writes the text to a temporary file, runs $EDITOR on it
        // with the terminal (tea.ExecProcess) and takes the file back; an editor that fails
        // interrupts the program (exit 130, no word).
        let editor =
            #"printf '#!/bin/sh\n[ -t 0 ] && [ -t 1 ] && printf " edited" >>"$1"\n' >ed"#
            + " && chmod +x ed && EDITOR=\"$PWD/ed\" gum write --header Notes"
        let edited = try run(
            editor,
            [
                Step(shown: "Notes", keys: ["draft", "\u{5}"]),
                Step(shown: "edited", keys: ["!", Key.enter]),
            ])
        #expect(edited == Ending(status: 0, output: "draft edited!\n", errors: ""))
        let failed = try run(
            "EDITOR=false gum write --header Notes",
            [Step(shown: "Notes", keys: ["draft", "\u{5}"])])
        #expect(failed == Ending(status: 130, output: "", errors: ""))
    }

    // MARK: spin (spin/command.go)

    @Test func spinIntoAFileLetsTheCommandWriteAndReadItsOwnStreams() throws {
        // spin/spin.go: stdout not a terminal, the command writes to gum's own streams
        // (whatever --show-output says) and reads gum's standard input.
        let failing = "sh -c 'echo out; echo err >&2; exit 3'"
        #expect(
            try run("gum spin --spinner globe --title Done -- \(failing)")
                == Ending(status: 3, output: "out\n", errors: "err\n"))
        #expect(try run("gum spin --show-error -- \(failing)").output == "out\n")
        #expect(try run("gum spin --show-output -- echo fine").output == "fine\n")
        #expect(try run("echo piped | gum spin -s line -- cat").output == "piped\n")
        #expect(try run("x=$(gum spin -- echo captured) && echo \"[$x]\"").output == "[captured]\n")
        // A command Go's exec cannot find fails the spin with 1 (no message off a terminal),
        // not a shell's 127.
        #expect(
            try run("gum spin -- no-such-command-of-alert")
                == Ending(status: 1, output: "", errors: ""))
    }

    @Test func spinLendsTheTerminalToTheCommand() throws {
        // spin/spin.go: the command reads gum's standard input, the terminal, and gum reads
        // no key meanwhile: omarchy's `gum spin … -- bash -c 'read -n 1 -s'` gets the key.
        let workspace = try Workspace()
        let command = "echo Reading >/dev/tty; read -n 1 -s key; echo \"got:$key\" >key"
        let status = try play(
            "gum spin --title Waiting -- bash -c '\(command)'; echo $? >status", in: workspace,
            [Step(shown: "Reading", keys: ["x"])])
        #expect(status == 0)
        #expect(workspace.read("key") == "got:x\n")
        #expect(workspace.read("status") == "0\n")
    }

    @Test func ctrlCEndsACommandLentTheTerminalAndGumExits130() throws {
        // spin/spin.go: the terminal's Ctrl+C reaches the command itself, and gum ends with
        // 130 (main.go, tea.ErrInterrupted) rather than by the signal: the script goes on.
        let workspace = try Workspace()
        let command = "echo Reading >/dev/tty; read -n 1 -s key; echo read >key"
        let status = try play(
            "gum spin --title Waiting -- bash -c '\(command)'; echo $? >status", in: workspace,
            [Step(shown: "Reading", keys: [Key.interrupt])])
        #expect(status == 0)
        #expect(workspace.read("status") == "130\n")
        #expect(workspace.read("key") == "")
    }

    @Test func spinOnATerminalPrintsTheStreamItIsAskedFor() throws {
        // spin/command.go: on a terminal the command's output is kept, and once it has
        // succeeded the stream named is printed on standard output (here the terminal).
        let writer = "sh -c 'echo to-stdout; echo to-stderr >&2'"
        let cases = [
            ("--show-stdout", "to-stdout", "to-stderr"),
            ("--show-stderr", "to-stderr", "to-stdout"),
        ]
        for (flag, shown, hidden) in cases {
            let ending = try AlertExecutable(
                [], shell: "\"$0\" gum spin \(flag) -- \(writer) >&2"
            ).finish()
            #expect(ending.status == 0, "\(flag)")
            #expect(ending.lines.contains(shown), "\(flag): \(ending.lines)")
            #expect(!ending.screen.contains(hidden), "\(flag)")
        }
    }

    // MARK: the command line (main.go, kong)

    @Test func aRefusedCommandLineIsOneLineAndStatus80() throws {
        let cases = [
            ("gum choose --bogus a", "gum: error: unknown flag --bogus\n"),
            ("gum nope", "gum: error: unexpected argument nope\n"),
            (
                "gum choose --heigth 3 a",
                "gum: error: unknown flag --heigth, did you mean \"--height\"?\n"
            ),
            ("gum chose a", "gum: error: unexpected argument chose, did you mean \"choose\"?\n"),
            (
                "gum spin --spinner nope -- true",
                "gum: error: --spinner must be one of \"line\",\"dot\",\"minidot\",\"jump\","
                    + "\"pulse\",\"points\",\"globe\",\"moon\",\"monkey\",\"meter\","
                    + "\"hamburger\" but got \"nope\"\n"
            ),
            ("gum spin", "gum: error: expected \"<command> ...\"\n"),
        ]
        for (commandLine, message) in cases {
            let ending = try run(commandLine)
            #expect(ending == Ending(status: 80, output: "", errors: message), "\(commandLine)")
        }
    }

    @Test func versionAndVersionCheck() throws {
        #expect(try run("gum --version").output.hasPrefix("gum version 2.0.0"))
        // kong's root flag is every subcommand's: the version, and nothing run.
        let inSpin = try run("gum spin -v -- echo ran")
        #expect(inSpin.status == 0 && inSpin.output.hasPrefix("gum version 2.0.0"))
        #expect(try run("gum version-check '>= 0.14'").status == 0)
        let refused = try run("gum version-check '~> 0.15'")
        #expect(refused.status == 1)
        #expect(refused.errors == "gum version \"2.0.0\" is not within given range \"~> 0.15\"\n")
    }

    @Test func alertGumIsTheSameAsTheLink() throws {
        let alert = try BuiltExecutable.url(named: "alert").path
        let ending = try run(
            "\"$ALERT\" gum choose --select-if-one x", environment: ["ALERT": alert])
        #expect(ending == Ending(status: 0, output: "x\n", errors: ""))
    }
}

extension GumModeTests.Ending: Equatable {}
