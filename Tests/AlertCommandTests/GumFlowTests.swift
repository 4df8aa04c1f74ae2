import AlertTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// gum's example flows (a conventional commit, a branch manager, staging files), written
/// for `alert` as a gum user would port them, run end to end by bash in a pseudo-terminal
/// inside a throwaway git repository, answered by keys as a person would.
@Suite(.serialized)
struct GumFlowTests {
    /// A throwaway git repository with one commit on main and the files and branches
    /// `setUp` makes.
    final class Repository {
        let url: URL

        init(_ setUp: String) throws {
            url = FileManager.default.temporaryDirectory
                .appendingPathComponent("alert-gum-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            let script = """
                git init -q -b main && git config user.name Test && git config user.email t@e.st
                echo one > README && git add README && git commit -q -m 'First'
                \(setUp)
                """
            #expect(try git(script).status == 0)
        }

        deinit { try? FileManager.default.removeItem(at: url) }

        /// Runs `script` by bash in the repository, without a terminal.
        func git(_ script: String) throws -> (status: Int32, output: String) {
            // The repository's path is the script's `$0`, so no quoting can go wrong.
            let run = try PipedRun.run(
                path: "/bin/bash", arguments: ["-c", "cd -- \"$0\" || exit\n" + script, url.path])
            return (run.status, run.standardOutput)
        }
    }

    typealias Step = ScriptInTerminal.Step

    enum Key {
        static let enter = "\r"
        static let down = "\u{1B}[B"
        static let space = " "
        static let endOfText = "\u{4}"
    }

    /// Runs `script` by bash in `repository` with `alert` first on the PATH, and plays
    /// `steps`; returns the exit status.
    func play(_ script: String, in repository: Repository, _ steps: [Step]) throws -> Int32 {
        let alert = try BuiltExecutable.url(named: "alert").deletingLastPathComponent().path
        return try ScriptInTerminal.play(script, in: repository.url, pathFirst: alert, steps)
    }

    @Test func aConventionalCommit() throws {
        let repository = try Repository("echo two >> README")
        let script = """
            TYPE=$(alert choose --header "Type of change" fix feat docs style refactor test chore) || exit 1
            SCOPE=$(alert input --placeholder scope) || exit 1
            test -n "$SCOPE" && SCOPE="($SCOPE)"
            SUMMARY=$(alert input --value "$TYPE$SCOPE: " --placeholder "Summary of this change") || exit 1
            DESCRIPTION=$(alert write --placeholder "Details of this change") || exit 1
            alert confirm "Commit changes?" && git commit -q -a -m "$SUMMARY" -m "$DESCRIPTION"
            """
        let status = try play(
            script, in: repository,
            [
                Step(shown: "Type of change", keys: [Key.down, Key.enter]),
                // A placeholder's first letter is drawn under the cursor, apart from the rest.
                Step(shown: "cope", keys: ["readme", Key.enter]),
                Step(shown: "feat(readme):", keys: ["add a line", Key.enter]),
                Step(
                    shown: "etails of this change",
                    keys: ["First line.", Key.enter, "Second line.", Key.endOfText]),
                Step(shown: "Commit changes?", keys: [Key.enter]),
            ])
        #expect(status == 0)
        let log = try repository.git("git log -1 --format=%B").output
        #expect(log == "feat(readme): add a line\n\nFirst line.\nSecond line.\n\n")
    }

    @Test func aBranchManagerDeletesTheBranchesChosen() throws {
        let repository = try Repository(
            "git branch feature-a && git branch feature-b && git branch fix-c")
        let script = """
            BRANCHES=$(git branch --format="%(refname:short)" | grep -v '^main$' \\
                | alert choose --no-limit --header "Branches") || exit 1
            ACTION=$(alert choose --header "What to do with them" rebase delete) || exit 1
            if [ "$ACTION" = delete ]; then echo "$BRANCHES" | xargs git branch -q -D; fi
            """
        let status = try play(
            script, in: repository,
            [
                Step(
                    shown: "Branches", keys: [Key.space, Key.down, Key.down, Key.space, Key.enter]),
                Step(shown: "What to do", keys: [Key.down, Key.enter]),
            ])
        #expect(status == 0)
        let branches = try repository.git("git branch --format='%(refname:short)'").output
        #expect(branches == "feature-b\nmain\n")
    }

    @Test func stagingTheFilesChosenWithSomeTickedAtTheStart() throws {
        let repository = try Repository("touch a.txt b.txt c.txt d.txt")
        let script = """
            git status --short | cut -c 4- | alert choose --no-limit --selected a.txt,c.txt \\
                --header "Stage which files" | xargs git add
            """
        // a and c start ticked: untick a, tick b.
        let status = try play(
            script, in: repository,
            [
                Step(
                    shown: "Stage which files",
                    keys: [Key.space, Key.down, Key.space, Key.enter])
            ])
        #expect(status == 0)
        let staged = try repository.git("git diff --cached --name-only").output
        #expect(staged == "b.txt\nc.txt\n")
    }
}
