import AlertCommandKit

#if canImport(Glibc)
    import Glibc
#endif

/// `gum spin [FLAGS] -- COMMAND...`: runs a command under a spinner and exits with its
/// status. spin/options.go, spin/command.go.
enum GumSpin: GumSubcommand {
    static let name = "spin"
    static let summary = "Display spinner while running a command"
    static let arguments = "<command> ..."
    static let spinners = [
        "line", "dot", "minidot", "jump", "pulse", "points", "globe", "moon", "monkey", "meter",
        "hamburger",
    ]
    static let flags: [GumFlag] =
        [
            GumFlag(
                "show-output", .bool(negatable: false), default: "false",
                env: "GUM_SPIN_SHOW_OUTPUT"),
            GumFlag(
                "show-error", .bool(negatable: false), default: "false", env: "GUM_SPIN_SHOW_ERROR"),
            GumFlag(
                "show-stdout", .bool(negatable: false), default: "false",
                env: "GUM_SPIN_SHOW_STDOUT"),
            GumFlag(
                "show-stderr", .bool(negatable: false), default: "false",
                env: "GUM_SPIN_SHOW_STDERR"),
            GumFlag(
                "spinner", short: "s", default: "dot", env: "GUM_SPIN_SPINNER", allowed: spinners),
        ]
        + GumFlag.style("spinner.", env: "GUM_SPIN_SPINNER_", defaults: ["foreground": "212"])
        + [GumFlag("title", default: "Loading...", env: "GUM_SPIN_TITLE")]
        + GumFlag.style("title.", env: "GUM_SPIN_TITLE_")
        + [
            GumFlag(
                "align", short: "a", default: "left", env: "GUM_SPIN_ALIGN",
                allowed: ["left", "right"]),
            GumFlag("timeout", .duration, default: "0s", env: "GUM_SPIN_TIMEOUT"),
            GumFlag("padding", default: "0 0", env: "GUM_SPIN_PADDING"),
        ]

    static func run(_ scan: GumScan, _ context: GumContext) async throws(GumFailure)
        -> Int32
    {
        guard !scan.positionals.isEmpty else {
            return GumPrompt.refuse("expected \"<command> ...\"")
        }
        // Go's exec.Command looks the command up before it starts; one it cannot find or
        // run fails the spin with status 1 (spin/spin.go's errorMsg, and its exit code of -1
        // when not on a terminal), where alert's own spin says 127 as a shell does.
        if let problem = lookUp(scan.positionals[0]) {
            return isatty(STDOUT_FILENO) == 1 ? GumPrompt.fail(problem) : 1
        }
        // Into a file or a pipe, the command writes straight to gum's own streams
        // (spin/spin.go), as `x=$(gum spin -- git describe)` expects. Either way it reads
        // gum's standard input, the terminal too: `read -n 1` under the spinner gets a key.
        let passesThrough = isatty(STDOUT_FILENO) != 1
        let command = AlertCommand.spin(
            title: scan.string("title"), command: scan.positionals,
            shown: passesThrough ? .nothing : shownOutput(scan),
            passesStreamsThrough: passesThrough, lendsTerminal: true)
        return await GumPrompt.ask(
            command, timeout: scan.timeoutMilliseconds(), id: nil, context
        ) { outcome in
            guard case .finished(let status, let output) = outcome else {
                return outcome.exitStatus
            }
            // The part of the output shown after that status (printed on standard output,
            // standard error's too, as gum prints it).
            if let output {
                do {
                    try output.write(to: STDOUT_FILENO, sanitizing: false)
                } catch {
                    return GumPrompt.fail("failed to write to stdout: \(error)")
                }
            }
            return status
        }
    }

    /// What gum prints once the command has ended (spin/command.go): after a success both
    /// streams with `--show-output` (or `--show-stdout` and `--show-stderr`), else the one
    /// `--show-stdout` or `--show-stderr` names; after a failure both with `--show-error`.
    static func shownOutput(_ scan: GumScan) -> SpinShownOutput {
        let (stdout, stderr) = (scan.bool("show-stdout"), scan.bool("show-stderr"))
        let onSuccess: SpinShownOutput.Part =
            if scan.bool("show-output") || (stdout && stderr) {
                .everything
            } else if stdout {
                .standardOutput
            } else if stderr {
                .standardError
            } else {
                .nothing
            }
        return SpinShownOutput(
            onSuccess: onSuccess, onFailure: scan.bool("show-error") ? .everything : .nothing)
    }

    /// Why `name` cannot be run as Go's `exec.LookPath` finds it (searched in
    /// `searchPath`, by default `PATH`, unless it holds a slash), in Go's words; nil when it
    /// can.
    static func lookUp(_ name: String, searchPath: String? = nil) -> String? {
        let runnable = { (path: String) in
            var status = stat()
            return stat(path, &status) == 0 && status.st_mode & S_IFMT != S_IFDIR
                && access(path, X_OK) == 0
        }
        if name.contains("/") {
            var status = stat()
            guard stat(name, &status) == 0 else {
                return "fork/exec \(name): no such file or directory"
            }
            return runnable(name) ? nil : "fork/exec \(name): permission denied"
        }
        let path = searchPath ?? getenv("PATH").map { String(cString: $0) } ?? ""
        for folder in path.split(separator: ":", omittingEmptySubsequences: false) {
            let candidate = (folder.isEmpty ? "." : String(folder)) + "/" + name
            guard runnable(candidate) else { continue }
            // Go (1.19 on) refuses what a relative entry of PATH finds (exec.ErrDot).
            guard folder.hasPrefix("/") else {
                return "exec: \"\(name)\": cannot run executable found relative to current"
                    + " directory"
            }
            return nil
        }
        return "exec: \"\(name)\": executable file not found in $PATH"
    }
}
