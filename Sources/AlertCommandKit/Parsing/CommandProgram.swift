import AlertProtocol
import FoundationEssentials

/// Which of the package's commands is running: `alert`, on the terminal, or `alert-gtk`, in
/// desktop windows. Both parse the same command line and ask through the same runner; the
/// program names itself in its help, its usage errors and its messages.
package struct CommandProgram: Hashable, Sendable {
    /// The program's name, as its help and messages start with.
    package var name: String
    /// Whether it shows its alerts in desktop windows (the terminal's display flags then
    /// mean nothing, and its help leaves them out).
    package var isDesktop: Bool

    /// `alert`.
    package static let terminal = CommandProgram(name: "alert", isDesktop: false)
    /// `alert-gtk`.
    package static let desktop = CommandProgram(name: "alert-gtk", isDesktop: true)

    /// One of ``CommandHelp``'s texts as this program's: unchanged for `alert`. For a desktop
    /// program, the command lines in it name the program, and the overview says where the
    /// alert is shown; its paragraphs about the terminal (drawing inline or full screen,
    /// plain mode, the terminal's queue, asking the answers left out on the terminal) give
    /// way to what holds for desktop windows. A subcommand's help offers the options it
    /// takes, not the terminal's display flags, which the desktop refuses.
    package func help(_ text: String) -> String {
        guard self != .terminal else { return text }
        var text = text
        if isDesktop {
            text = text.replacingScalars(
                of: CommandHelp.sharedOptions,
                with: """
                    Every subcommand also takes --id ID (its answer's key in ALERT_ANSWERS; see
                    \(name) --help).
                    """)
        }
        let renamed = renamingCommands(in: text)
        guard text == CommandHelp.overview, isDesktop else { return renamed }
        var lines = renamed.components(separatedBy: "\n")
        lines[0] = "\(name): ask a question from a shell script, in a desktop window."
        let shown = lines.joined(separator: "\n").replacingScalars(
            of:
                "the alert is drawn on the controlling terminal (/dev/tty), not on standard output.",
            with: "the alert is shown in a desktop window, not on standard output.")
        var paragraphs = shown.trimmingNewlines().components(separatedBy: "\n\n")
        let isTerminalOnly = { (paragraph: String) in
            ["terminal", "--plain", "--fullscreen", "inline", "whiptail"].contains {
                paragraph.contains($0)
            }
        }
        let first = paragraphs.firstIndex(where: isTerminalOnly) ?? paragraphs.endIndex
        paragraphs.removeAll(where: isTerminalOnly)
        paragraphs.insert(desktopParagraphs, at: min(first, paragraphs.endIndex))
        return paragraphs.joined(separator: "\n\n") + "\n"
    }

    /// What the desktop overview says instead of the terminal's paragraphs.
    private var desktopParagraphs: String {
        """
        --id ID (every subcommand) names the alert for ALERT_ANSWERS=FILE: a file of
        id=answer lines (# starts a comment) whose answer is given without opening a
        window, written as in alert's plain mode (yes, no, a button's number or title, the
        text, the day). An alert the file does not answer is shown in a window; with no
        display, it fails with exit status 2 and a message naming its id.

        Each alert is a window of its own; a click chooses too. Its close button is Esc,
        or, without a Cancel, the only button there is (a message's OK). Without a display
        (no DISPLAY or WAYLAND_DISPLAY) it says so and exits 2: alert is the terminal's.
        """
    }

    /// `text` with the program's name in its command lines (`USAGE: alert …`,
    /// `` `alert … ``, `$(alert …`, `| alert …`), and a usage's continuation lines moved
    /// along with it.
    private func renamingCommands(in text: String) -> String {
        var lines: [String] = []
        var inUsage = false
        let shift = String(repeating: " ", count: name.count - "alert".count)
        for var line in text.components(separatedBy: "\n") {
            if inUsage, line.hasPrefix(" ") {
                line = shift + line
            } else {
                inUsage = line.hasPrefix("USAGE: alert ")
            }
            for lead in ["USAGE: ", "`", "$(", "| "] {
                line = line.replacingScalars(of: lead + "alert ", with: lead + name + " ")
            }
            if isDesktop, inUsage {
                line = line.replacingScalars(
                    of: " [--fullscreen | --plain] [--no-summary]", with: "")
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }
}
