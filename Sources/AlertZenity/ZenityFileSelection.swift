import AlertCommandKit
import AlertDialog
import FoundationEssentials

/// What `--file-selection` takes: what is chosen (files to open, a folder, a file to
/// save), where the chooser starts, its filters, and how the answer is written.
package struct ZenityFileSelection: Hashable, Sendable {
    /// What the chooser chooses.
    package enum Mode: Hashable, Sendable {
        /// Existing files (one, or more with ``ZenityFileSelection/isMultiple``).
        case open
        /// `--save`: the name of a file to write, existing or not.
        case save
        /// `--directory`: existing folders.
        case directory
    }

    /// `--save` or `--directory` (with both, a folder, which GTK 4's folder chooser can
    /// also create, as zenity's `--directory --save` does).
    package var mode = Mode.open
    /// `--multiple`: any number of files or folders (not when saving).
    package var isMultiple = false
    /// `--filename`, made absolute: the file (or, ending in `/`, the folder) to start at.
    package var filename: String?
    /// `--separator`: what stands between the paths of ``isMultiple``'s answer.
    package var separator = "|"
    /// `--file-filter`, in order: the chooser offers each, the first chosen at start.
    package var filters: [ZenityFileFilter] = []
    /// `--confirm-overwrite`: accepted; GTK 4's chooser always asks before a file saved
    /// over is replaced.
    package var confirmsOverwrite = false

    /// Creates the settings of a bare `--file-selection`.
    package init() {}

    /// The folder the chooser starts in: ``filename``'s folder (itself when it ends in
    /// `/`); nil without a ``filename``.
    package var startFolder: String? {
        guard let filename else { return nil }
        if filename.hasSuffix("/") {
            let folder = String(filename.dropLast())
            return folder.isEmpty ? "/" : folder
        }
        guard let slash = filename.lastIndex(of: "/") else { return nil }
        let folder = String(filename[..<slash])
        return folder.isEmpty ? "/" : folder
    }

    /// The file the chooser starts at (selected in it, or when saving the name typed in
    /// it): ``filename`` when it names a file, not a folder (no trailing `/`).
    package var startFile: String? {
        guard let filename, !filename.hasSuffix("/") else { return nil }
        return filename
    }

    /// The answer for the chosen `paths`, as zenity writes it: the paths joined by
    /// ``separator``, then a newline; nothing when there are none. O(n) in the paths.
    package func answer(_ paths: [String]) -> String {
        paths.isEmpty ? "" : paths.joined(separator: separator) + "\n"
    }

    /// `path` (a `--filename`, or a path answered) made absolute against `directory`
    /// (the current directory); a trailing `/` stays.
    package static func absolute(
        _ path: String, in directory: String = FileManager.default.currentDirectoryPath
    ) -> String {
        guard !path.hasPrefix("/") else { return path }
        return directory.hasSuffix("/") ? directory + path : directory + "/" + path
    }
}

/// One `--file-filter`: a name the chooser shows and the shell patterns of the files it
/// lets through.
package struct ZenityFileFilter: Hashable, Sendable {
    /// The name in the chooser's list of filters.
    package var name: String
    /// The patterns (`*.txt`), any of which lets a file through.
    package var patterns: [String]

    /// Reads `NAME | PATTERN1 PATTERN2 …` as zenity does: the name before the first `|`
    /// (trimmed), the patterns after it split at spaces; without a `|`, the whole text
    /// is the name and its words the patterns. O(n) in the text.
    package init(parsing text: String) {
        if let bar = text.firstIndex(of: "|") {
            name = text[..<bar].trimmingWhitespace()
            patterns = text[text.index(after: bar)...].split(separator: " ").map(String.init)
        } else {
            name = text
            patterns = text.split(separator: " ").map(String.init)
        }
    }
}
