import AlertCommandKit

#if canImport(Glibc)
    import Glibc
#endif

/// The files `gum filter` offers when it is given no options (internal/files/files.go):
/// every file under a folder, walked in name order as Go's `filepath.Walk` walks it
/// (symbolic links listed, not followed), paths relative to it, leaving out every path
/// that starts with `.`, `.git` or `node_modules`.
enum GumFileList {
    /// The most files listed; a walk of a huge tree stops there.
    static let maximum = 1_000_000

    /// The files under `root` ("." for the current folder).
    static func files(under root: String) -> [String] {
        var found: [String] = []
        walk(root, relative: nil, into: &found)
        return found
    }

    private static func walk(_ path: String, relative: String?, into found: inout [String]) {
        guard found.count < maximum, let directory = opendir(path) else { return }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        closedir(directory)
        for name in names.sorted(by: { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }) {
            let full = path + "/" + name
            let shown = relative.map { $0 + "/" + name } ?? name
            // Every path under an ignored one starts as it does: no need to go in.
            if ignored(shown) { continue }
            var status = stat()
            guard lstat(full, &status) == 0 else { continue }
            if status.st_mode & S_IFMT == S_IFDIR {
                walk(full, relative: shown, into: &found)
            } else if found.count < maximum {
                found.append(shown)
            }
        }
    }

    /// Whether gum leaves `path` out (its prefixes, as it tests them).
    private static func ignored(_ path: String) -> Bool {
        ["node_modules", ".git", "."].contains { path.hasPrefix($0) }
    }
}
