import AlertCommandKit
import AlertTerminal
import FoundationEssentials
import TerminalKit

#if canImport(Glibc)
    import Glibc
#endif

/// gum write's Ctrl+E (write/write.go, with charmbracelet/x's editor package): the text is
/// written to a new temporary file (`gum.*.md` in `$TMPDIR`), `$EDITOR` (nano without it)
/// edits it on the terminal, which the alert lends it meanwhile, and the text becomes what
/// the file then holds. An editor that cannot be run or fails ends `gum write` with status
/// 130 and no word, as gum's interrupted program does.
@MainActor
enum GumEditor {
    /// The command line that edits `path` with the cursor on `line` (from 1), as the editor
    /// package makes it: `$EDITOR` cut at blanks (`nano` when it is empty), `+LINE` for vi,
    /// vim, nvim, nano, emacs, kak and gedit (and `+norm! $`, the line's end, for vim and
    /// nvim), `--goto PATH:LINE` for code and `PATH:LINE` for hx; the path last otherwise.
    static func command(editing path: String, atLine line: Int, editor: String?) -> [String] {
        let fields = (editor ?? "").split(whereSeparator: \.isWhitespace).map(String.init)
        var command = fields.isEmpty ? ["nano"] : fields
        let name = command[0].split(separator: "/").last.map(String.init) ?? "/"
        let line = max(line, 1)
        var namesPath = false
        switch name {
        case "vi", "vim", "nvim", "nano", "emacs", "kak", "gedit": command.append("+\(line)")
        case "code":
            command += ["--goto", "\(path):\(line)"]
            namesPath = true
        case "hx":
            command.append("\(path):\(line)")
            namesPath = true
        default: break
        }
        if name == "vim" || name == "nvim" { command.append("+norm! $") }
        if !namesPath { command.append(path) }
        return command
    }

    /// Edits `text` with the editor `environment`'s `EDITOR` names, the cursor on `line`
    /// (from 1), on the terminal `window` lends it, and hands what the file then holds to
    /// `edited` before the terminal is taken back (so the window is painted again with
    /// it). False when the editor could not be run or failed, no runtime holds the
    /// terminal, or the file could not be written or read.
    static func edit(
        _ text: String, atLine line: Int, environment: [String: String],
        window: TerminalAlertWindow, _ edited: (String) -> Void
    ) -> Bool {
        let folder = environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((folder + "/gum.XXXXXX.md").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemps($0.baseAddress!, 3) }
        guard descriptor >= 0 else { return false }
        let path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        defer { unlink(path) }
        let written = (try? FileDescriptorIO.writeAll(Array(text.utf8), to: descriptor)) != nil
        close(descriptor)
        guard written else { return false }
        let command = Self.command(editing: path, atLine: line, editor: environment["EDITOR"])
        var succeeded = false
        let lent = window.lendTerminal { input, output in
            guard run(command, input, output) == 0,
                let text = FileDescriptorIO.readFile(
                    atPath: path, limit: AlertCommand.maximumChoiceBytes
                )
                .map(LosslessUTF8.decode)
            else { return }
            edited(text)
            succeeded = true
        }
        return lent && succeeded
    }

    /// Runs `command` (found on `PATH`) in the foreground with `input` as its standard input
    /// and `output` as its standard output (its standard error this process's; no other
    /// descriptor), and waits
    /// for it: its exit status, or -1 when it could not be started or a signal ended it.
    /// SIGINT and SIGQUIT are ignored meanwhile, as `system(3)` ignores them: a Ctrl+C the
    /// editor does not take ends it alone.
    private static func run(_ command: [String], _ input: Int32, _ output: Int32) -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, input, 0)
        posix_spawn_file_actions_adddup2(&actions, output, 1)
        // None of this process's other descriptors (sockets, the terminal's own, pipes), as
        // Go's exec leaves them.
        for descriptor in openDescriptors() where descriptor > 2 {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }
        var ignore = sigaction()
        ignore.__sigaction_handler.sa_handler = SIG_IGN
        sigemptyset(&ignore.sa_mask)
        var interrupt = sigaction()
        var quit = sigaction()
        sigaction(SIGINT, &ignore, &interrupt)
        sigaction(SIGQUIT, &ignore, &quit)
        defer {
            sigaction(SIGINT, &interrupt, nil)
            sigaction(SIGQUIT, &quit, nil)
        }
        guard
            case .success(let pid) = ChildSpawn.start(command, actions: &actions, ownSession: false)
        else { return -1 }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return -1 }
        }
        return status & 0x7F == 0 ? (status >> 8) & 0xFF : -1
    }

    /// The descriptors open in this process (Linux's `/proc/self/fd`; none where it cannot
    /// be read).
    private static func openDescriptors() -> [Int32] {
        guard let directory = opendir("/proc/self/fd") else { return [] }
        defer { closedir(directory) }
        let own = dirfd(directory)
        var found: [Int32] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if let descriptor = Int32(name), descriptor != own { found.append(descriptor) }
        }
        return found
    }
}
