import AlertEngine
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// `gum file [PATH]`: a file (or, with `--directory`, a folder) picked by walking folders
/// from PATH; its absolute path is printed. file/options.go, file/command.go, and bubbles'
/// filepicker for the listing (folders first, then files, each by name; hidden ones only
/// with `--all`).
///
/// Each folder is a list of its own, one after the other, so plain mode and the answers
/// file walk it too: `../` goes up, a folder goes in, and with `--directory` the row
/// `./` picks the folder shown. The filepicker's keys go up and in too (``GumFileKeys``).
package enum GumFile: GumSubcommand {
    package static let name = "file"
    package static let summary = "Pick a file from a folder"
    package static let arguments = "[<path>]"
    package static let flags: [GumFlag] =
        [
            GumFlag("path", env: "GUM_FILE_PATH"),
            GumFlag("cursor", short: "c", default: ">", env: "GUM_FILE_CURSOR"),
            GumFlag(
                "all", short: "a", .bool(negatable: false), default: "false", env: "GUM_FILE_ALL"),
            GumFlag(
                "permissions", short: "p", .bool(negatable: true), default: "true",
                env: "GUM_FILE_PERMISSION"),
            GumFlag(
                "size", short: "s", .bool(negatable: true), default: "true", env: "GUM_FILE_SIZE"),
            GumFlag("file", .bool(negatable: false), default: "true", env: "GUM_FILE_FILE"),
            GumFlag(
                "directory", .bool(negatable: false), default: "false", env: "GUM_FILE_DIRECTORY"),
            GumFlag(
                "show-help", .bool(negatable: true), default: "true", env: "GUM_FILE_SHOW_HELP"),
            GumFlag("timeout", .duration, default: "0s", env: "GUM_FILE_TIMEOUT"),
            GumFlag("header", env: "GUM_FILE_HEADER"),
            GumFlag("height", .int, default: "10", env: "GUM_FILE_HEIGHT"),
        ]
        + GumFlag.style("cursor.", env: "GUM_FILE_CURSOR_", defaults: ["foreground": "212"])
        + GumFlag.style("symlink.", env: "GUM_FILE_SYMLINK_", defaults: ["foreground": "36"])
        + GumFlag.style("directory.", env: "GUM_FILE_DIRECTORY_", defaults: ["foreground": "99"])
        + GumFlag.style("file.", env: "GUM_FILE_FILE_")
        + GumFlag.style(
            "permissions.", env: "GUM_FILE_PERMISSIONS_", defaults: ["foreground": "244"])
        + GumFlag.style(
            "selected.", env: "GUM_FILE_SELECTED_", defaults: ["bold": "true", "foreground": "212"])
        + GumFlag.style(
            "file-size.", env: "GUM_FILE_FILE_SIZE_",
            defaults: ["width": "8", "align": "right", "foreground": "240"])
        + GumFlag.style("header.", env: "GUM_FILE_HEADER_", defaults: ["foreground": "99"])
        + [GumFlag("padding", default: "0 0", env: "GUM_FILE_PADDING")]

    /// Between a row's shown text and its name in the list's options.
    private static let delimiter = "\u{1F}"

    package static func run(_ scan: GumScan, _ context: GumContext) async throws(GumFailure)
        -> Int32
    {
        if scan.positionals.count > 1 {
            return GumPrompt.refuse("unexpected argument \(scan.positionals[1])")
        }
        let filesAllowed = scan.bool("file")
        let foldersAllowed = scan.bool("directory")
        guard filesAllowed || foldersAllowed else {
            return GumPrompt.fail("at least one between --file and --directory must be set")
        }
        let start =
            scan.positionals.first ?? (scan.string("path").isEmpty ? "." : scan.string("path"))
        var folder = FolderListing.absolute(start)
        let deadline = scan.timeoutMilliseconds().map {
            ContinuousClock.now + .milliseconds($0)
        }
        while true {
            guard let entries = FolderListing.entries(of: folder, showingHidden: scan.bool("all"))
            else {
                return GumPrompt.fail(
                    "cannot read the folder \(folder): \(String(cString: strerror(errno)))")
            }
            var rows: [String] = []
            if foldersAllowed { rows.append("./ (this folder)" + delimiter + ".") }
            if folder != "/" { rows.append("../" + delimiter + "..") }
            let lines = entries.map { entry in
                entry.line(permissions: scan.bool("permissions"), size: scan.bool("size"))
            }
            rows += zip(lines, entries).map { $0 + delimiter + $1.name }
            guard !rows.isEmpty else { return GumPrompt.fail("no file selected") }
            var left: Int?
            if let deadline {
                let remaining = deadline - .now
                guard remaining > .zero else { return GumPrompt.timedOut() }
                left = max(Int(remaining / .milliseconds(1)), 1)
            }
            let header = scan.string("header").isEmpty ? folder : scan.string("header")
            var chosen: String?
            // Rows that go in with → and l: a folder's, `../` among them.
            let names =
                (foldersAllowed ? ["."] : []) + (folder != "/" ? [".."] : [])
                + entries.map(\.name)
            let keys = GumFileKeys { row in
                guard names[row] != "." else { return false }
                return names[row] == ".."
                    || FolderListing.isFolder(FolderListing.join(folder, names[row]))
            }
            let command = AlertCommand.choose(
                options: rows, title: nil, asSheet: false,
                // The focus starts on the first entry, as gum's cursor does.
                list: CommandListOptions(
                    labelDelimiter: delimiter, selected: Array(lines.prefix(1)), header: header,
                    height: min(max(scan.int("height"), 1), rows.count)))
            let seeingTheList: @MainActor (AlertView) -> Void = { view in
                for case let list as FilterItem in view.items { keys.list = list }
            }
            let status = await GumPrompt.ask(
                command, timeout: left, id: header, keys: keys, showsHelp: scan.bool("show-help"),
                leavesSummary: false, adjusting: seeingTheList, context
            ) { outcome in
                guard case .accepted(let answer?) = outcome else {
                    return GumPrompt.fail("no file selected")
                }
                chosen = answer
                return 0
            }
            guard status == 0, let chosen else { return status }
            if keys.goesUp {
                folder = FolderListing.parent(of: folder)
                continue
            }
            switch chosen {
            case ".": return GumPrompt.print(folder + "\n")
            case "..": folder = FolderListing.parent(of: folder)
            default:
                let path = FolderListing.join(folder, chosen)
                if FolderListing.isFolder(path) {
                    folder = path
                } else if filesAllowed {
                    return GumPrompt.print(path + "\n")
                }
            // A file where only folders may be picked: the same folder again.
            }
        }
    }
}
