import AlertTestSupport
import Testing

/// Command lines of a real installer, basecamp/omarchy (which calls gum about 300 times),
/// as its scripts write them, run through the gum link. Each names the gum file whose
/// behaviour it checks.
extension GumModeTests {
    /// One command line of omarchy's, the keys typed once `shown` shows, and how gum ends
    /// it.
    struct InstallerLine: CustomTestStringConvertible, Sendable {
        var commandLine: String
        var shown: String?
        var keys: [String]
        var status: Int32
        var output: String
        var testDescription: String { commandLine }
    }

    static let installerLines: [InstallerLine] = [
        // input/command.go: the line typed is printed.
        InstallerLine(
            commandLine: #"gum input --prompt "URL> " --placeholder "https://example.com""#,
            shown: "URL>", keys: ["https://alert.dev", Key.enter], status: 0,
            output: "https://alert.dev\n"),
        InstallerLine(
            commandLine:
                #"gum input --prompt "Public key> " --placeholder "ssh-ed25519 AAAA... user@host""#,
            shown: "Public key>", keys: ["ssh-ed25519 AAAAC3 me@host", Key.enter], status: 0,
            output: "ssh-ed25519 AAAAC3 me@host\n"),
        InstallerLine(
            commandLine: #"gum input --prompt "Name> " --placeholder "My favorite web app""#,
            shown: "Name>", keys: ["HEY", Key.enter], status: 0, output: "HEY\n"),
        InstallerLine(
            commandLine: #"gum input --prompt "GitHub username> " --placeholder "dhh""#,
            shown: "GitHub username>", keys: ["octocat", Key.enter], status: 0,
            output: "octocat\n"),
        // An empty answer is an empty line (the script falls back to its default).
        InstallerLine(
            commandLine:
                #"gum input --placeholder="Username (Press enter to use default: docker)""#,
            shown: "default: docker", keys: [Key.enter], status: 0, output: "\n"),
        InstallerLine(
            commandLine: #"gum input --prompt "Git URL of the plugin repo: ""#,
            shown: "Git URL of the plugin repo", keys: [Key.escape], status: 1, output: ""),
        InstallerLine(
            commandLine: #"gum input --password --header "New encryption password""#,
            shown: "New encryption password", keys: ["s3cret", Key.enter], status: 0,
            output: "s3cret\n"),
        InstallerLine(
            commandLine:
                #"prompt=Editor; value=nvim; gum input --prompt "$prompt " --value "$value""#,
            shown: "Editor", keys: ["-qt", Key.enter], status: 0, output: "nvim-qt\n"),
        // confirm/command.go, confirm/confirm.go.
        InstallerLine(
            commandLine: #"gum confirm --default=false "Switch to dev channel?""#,
            shown: "Switch to dev channel?", keys: [Key.enter], status: 1, output: ""),
        InstallerLine(
            commandLine:
                #"gum confirm --default=false "Remove Windows VM and delete all associated data?""#,
            shown: "Remove Windows VM", keys: ["y"], status: 0, output: ""),
        InstallerLine(
            commandLine: #"gum confirm "Reboot now to activate?""#, shown: "Reboot now",
            keys: [Key.enter], status: 0, output: ""),
        InstallerLine(
            commandLine: #"gum confirm "Continue with upgrade?" </dev/tty"#,
            shown: "Continue with upgrade?", keys: ["n"], status: 1, output: ""),
        InstallerLine(
            commandLine:
                #"gum confirm "Enable passwordless sudo for 5 minutes? This is a significant security risk!""#,
            shown: "passwordless sudo", keys: ["q"], status: 1, output: ""),
        // choose/command.go: --selected puts the cursor on the option named.
        InstallerLine(
            commandLine:
                #"RAM_OPTIONS="2G 4G 8G 16G"; echo $RAM_OPTIONS | tr ' ' '\n' | gum choose --selected="4G" --header="How much RAM would you like to allocate to Windows VM?""#,
            shown: "How much RAM", keys: [Key.enter], status: 0, output: "4G\n"),
        InstallerLine(
            commandLine: #"gum choose --header "Window style" float tile"#,
            shown: "Window style", keys: [Key.down, Key.enter], status: 0, output: "tile\n"),
        InstallerLine(
            commandLine:
                #"gum choose "Grab key from GitHub" "Paste key manually" --header "How would you like to add your SSH key?""#,
            shown: "add your SSH key", keys: [Key.down, Key.enter], status: 0,
            output: "Paste key manually\n"),
        InstallerLine(
            commandLine:
                #"options=(MySQL PostgreSQL Redis); printf "%s\n" "${options[@]}" | gum choose --header "Select database (return to install, esc to cancel)""#,
            shown: "Select database", keys: [Key.escape], status: 1, output: ""),
        InstallerLine(
            commandLine: #"printf 'one\ntwo\n' | gum choose --header="Remove which plugin?""#,
            shown: "Remove which plugin?", keys: [Key.down, Key.enter], status: 0,
            output: "two\n"),
        InstallerLine(
            commandLine: #"OPTIONS=("Install" "Remove"); gum choose "${OPTIONS[@]}""#,
            shown: "Remove", keys: [Key.enter], status: 0, output: "Install\n"),
        // filter/command.go: the line typed for finds the choice.
        InstallerLine(
            commandLine:
                #"printf 'alpha\nbravo\ncharlie\n' | gum filter --header "Clone plugin" --placeholder "Search built-in and user plugins..." --limit 1"#,
            shown: "Clone plugin", keys: ["char", Key.enter], status: 0, output: "charlie\n"),
        // spin/command.go: the command's own status.
        InstallerLine(
            commandLine: #"gum spin --spinner "globe" --title "Done!" -- bash -c 'exit 4'"#,
            shown: nil, keys: [], status: 4, output: ""),
    ]

    @Test(arguments: installerLines)
    func anInstallersLineRunsAsUnderGum(_ line: InstallerLine) throws {
        let steps = line.shown.map { [Step(shown: $0, keys: line.keys)] } ?? []
        let ending = try run(line.commandLine, steps)
        #expect(ending.status == line.status)
        #expect(ending.output == line.output)
    }
}
