/// The environment variables `alert` and `alert-gtk` read, with what each changes: the
/// ENVIRONMENT section of their manual pages (`CommandManual`).
package enum CommandEnvironment {
    /// One environment variable (or a few read together) and what it changes.
    package struct Variable: Hashable, Sendable {
        /// The variable's names, as the manual page's entry lists them (`DISPLAY`,
        /// `WAYLAND_DISPLAY`), with the value form when it matters (`ALERT_ANSWERS=FILE`).
        package var names: [String]
        /// What it changes, in a sentence or two.
        package var meaning: String
        /// Whether only the terminal's `alert` reads it; false: only `alert-gtk`; nil: both.
        package var isTerminalOnly: Bool?
    }

    /// Every variable, in the order the manual page lists them.
    package static let all: [Variable] = [
        Variable(
            names: ["ALERT_ANSWERS=FILE"],
            meaning: """
                A file of id=answer lines (# starts a comment): the alert whose --id a line \
                names is answered from it without being shown, its answer written as in plain \
                mode (yes, no, a button's number or title, the text, the day, 1,3 for \
                several). An alert the file does not answer is shown as usual.
                """, isTerminalOnly: nil),
        Variable(
            names: ["ALERT_PLAIN=1"],
            meaning: """
                Plain mode on a terminal too, as --plain (for screen readers): a numbered line \
                prompt on standard error, the answer read from standard input.
                """, isTerminalOnly: true),
        Variable(
            names: ["ALERT_FULLSCREEN=1"],
            meaning: """
                alert whiptail and alert dialog draw their boxes full screen (the alternate \
                screen) rather than inline; alert's own subcommands take --fullscreen.
                """, isTerminalOnly: true),
        Variable(
            names: ["ALERT_NO_HINTS=1"],
            meaning: "Hides the line of key hints under a list.", isTerminalOnly: true),
        Variable(
            names: ["ALERT_REDUCED_MOTION=1"],
            meaning: "No slide or pop animations.", isTerminalOnly: true),
        Variable(
            names: ["ALERT_IMAGES=kitty|iterm2|blocks"],
            meaning: """
                How pictures are drawn; otherwise KITTY_WINDOW_ID, TERM=xterm-kitty and \
                TERM_PROGRAM (iTerm.app, WezTerm) decide, else a query to the terminal.
                """, isTerminalOnly: true),
        Variable(
            names: ["KITTY_WINDOW_ID", "TERM_PROGRAM"],
            meaning: "Name the terminal whose picture protocol is used (see ALERT_IMAGES).",
            isTerminalOnly: true),
        Variable(
            names: ["NO_COLOR"],
            meaning: "When not empty: no colours (bold, dim and reverse stay).",
            isTerminalOnly: true),
        Variable(
            names: ["CLICOLOR", "CLICOLOR_FORCE", "TTY_FORCE"],
            meaning: """
                The text tools (style, join, and gum mode's) write colours only to a \
                terminal, as gum does: CLICOLOR=0 writes none, CLICOLOR_FORCE=1 writes them \
                into a file or a pipe too, TTY_FORCE=1 takes standard output for a terminal.
                """, isTerminalOnly: true),
        Variable(
            names: ["GUM_<COMMAND>_<FLAG>", "GLAMOUR_STYLE"],
            meaning: """
                gum's variables, read in gum mode and by alert file, table, style, join, \
                format and log: each stands in for its flag when the command line does not \
                give it (GUM_CHOOSE_HEIGHT=5); GLAMOUR_STYLE is the style of format --type \
                code. docs/gum.md lists them.
                """, isTerminalOnly: true),
        Variable(
            names: ["EDITOR", "TMPDIR"],
            meaning: """
                gum write's Ctrl+E edits the text with EDITOR (nano when it is unset), in a \
                temporary file in TMPDIR (/tmp when it is unset).
                """, isTerminalOnly: true),
        Variable(
            names: ["TMUX", "WT_SESSION", "GOOGLE_CLOUD_SHELL"],
            meaning: """
                Terminals whose colours the text tools know from these (at least 256 colours \
                inside tmux, 24-bit colour in Windows Terminal and Cloud Shell).
                """, isTerminalOnly: true),
        Variable(
            names: ["COLORTERM=truecolor|24bit"],
            meaning: "24-bit colour; otherwise 256 or 16 colours, as TERM says.",
            isTerminalOnly: true),
        Variable(
            names: ["TERM"],
            meaning: """
                dumb: plain mode; a name with 256color: 256 colours.
                """, isTerminalOnly: true),
        Variable(
            names: [
                "DIALOG_OK", "DIALOG_CANCEL", "DIALOG_HELP", "DIALOG_EXTRA", "DIALOG_ESC",
                "DIALOG_TIMEOUT", "DIALOG_ERROR",
            ],
            meaning: """
                In alert dialog, the exit status of each button or event, as dialog's \
                (0, 1, 2, 3, 255, 255 and 255 unless set).
                """, isTerminalOnly: true),
        Variable(
            names: ["XDG_RUNTIME_DIR"],
            meaning: """
                The private directory where alerts of several processes wait for their turn \
                on one terminal; /tmp/alert-UID when it is not set.
                """, isTerminalOnly: true),
        Variable(
            names: ["DISPLAY", "WAYLAND_DISPLAY"],
            meaning: """
                The display the windows open on; with neither, alert-gtk says so and exits 2.
                """, isTerminalOnly: false),
        Variable(
            names: ["GSK_RENDERER=NAME"],
            meaning: """
                The renderer GTK draws windows with; unset, alert-gtk uses cairo (its alerts are
                Cairo drawings, and the first window shows sooner than with OpenGL).
                """, isTerminalOnly: false),
        Variable(
            names: ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"],
            meaning: """
                The language of the buttons' own words (OK, Cancel, Yes, No), the first one \
                that has them; LANGUAGE is a list separated by colons.
                """, isTerminalOnly: nil),
    ]

    /// The variables `program` reads, in the order of ``all``.
    package static func variables(for program: CommandProgram) -> [Variable] {
        all.filter { $0.isTerminalOnly.map { $0 != program.isDesktop } ?? true }
    }
}
