#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#endif

/// A folder's entries as a file picker lists them (as gum's does, after bubbles'
/// filepicker): folders first, then the rest, each by name; hidden names (a leading dot)
/// only when asked. Read with `opendir` and `lstat`: O(entries), nothing kept.
package enum FolderListing {
    /// One entry of a folder.
    package struct Entry: Equatable, Sendable {
        /// Its name in the folder.
        package var name: String
        /// Whether it is a folder (a link to one counts as a link, not a folder).
        package var isFolder: Bool
        /// Whether it is a symbolic link.
        package var isLink: Bool
        /// Its mode bits, as `ls -l` writes them (`drwxr-xr-x`).
        package var mode: String
        /// Its size in bytes.
        package var size: Int64

        /// The row the list shows: mode, size (as bubbles writes it: `4.1kB`) and name, a
        /// folder's with a slash.
        package func line(permissions: Bool, size showsSize: Bool) -> String {
            var parts: [String] = []
            if permissions { parts.append(mode) }
            if showsSize {
                let text = FolderListing.humanSize(size)
                parts.append(String(repeating: " ", count: max(7 - text.count, 0)) + text)
            }
            parts.append(name + (isFolder ? "/" : ""))
            return parts.joined(separator: " ")
        }
    }

    /// The entries of `path`, or nil (with `errno` set) when it cannot be read.
    package static func entries(of path: String, showingHidden: Bool) -> [Entry]? {
        guard let directory = opendir(path) else { return nil }
        defer { closedir(directory) }
        var entries: [Entry] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            if !showingHidden, name.hasPrefix(".") { continue }
            var status = stat()
            guard lstat(join(path, name), &status) == 0 else { continue }
            let kind = status.st_mode & S_IFMT
            entries.append(
                Entry(
                    name: name, isFolder: kind == S_IFDIR, isLink: kind == S_IFLNK,
                    mode: modeString(status.st_mode), size: Int64(status.st_size)))
        }
        return entries.sorted { first, second in
            if first.isFolder != second.isFolder { return first.isFolder }
            return Array(first.name.utf8).lexicographicallyPrecedes(Array(second.name.utf8))
        }
    }

    /// `path` made absolute against the current folder, `.` and `..` resolved as Go's
    /// `filepath.Abs` resolves them (without following links).
    package static func absolute(_ path: String) -> String {
        var base = path
        if !path.hasPrefix("/") {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let current = getcwd(&buffer, buffer.count).map { String(cString: $0) } ?? "/"
            base = current + "/" + path
        }
        var parts: [Substring] = []
        for part in base.split(separator: "/") {
            if part == "." { continue }
            if part == ".." {
                _ = parts.popLast()
            } else {
                parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// The folder above `path` (itself for the root).
    package static func parent(of path: String) -> String {
        absolute(path + "/..")
    }

    /// `name` in `folder`.
    package static func join(_ folder: String, _ name: String) -> String {
        folder == "/" ? "/" + name : folder + "/" + name
    }

    /// What the last failed call said (`errno`), in words.
    package static var lastError: String { String(cString: strerror(errno)) }

    /// Whether anything is at `path` (a dangling link counts).
    package static func exists(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    /// Whether `path` is a folder, following links.
    package static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    /// `bytes` as the file picker writes a size (go-humanize's `Bytes`, in powers of 1000,
    /// its space dropped): `512B`, `4.1kB`, `12kB`, `1.2MB`.
    package static func humanSize(_ bytes: Int64) -> String {
        guard bytes >= 10 else { return "\(bytes)B" }
        let units = ["B", "kB", "MB", "GB", "TB", "PB", "EB"]
        var exponent = 0
        var scaled = Double(bytes)
        while scaled >= 1000, exponent < units.count - 1 {
            scaled /= 1000
            exponent += 1
        }
        let value = (scaled * 10 + 0.5).rounded(.down) / 10
        // Go's %.0f rounds a half to even: 12.5 is 12.
        let number =
            value >= 10
            ? String(Int(value.rounded(.toNearestOrEven))) : String(format1: value)
        return number + units[exponent]
    }

    /// The mode bits as `ls -l` writes them.
    package static func modeString(_ mode: mode_t) -> String {
        let kind: Character
        switch mode & S_IFMT {
        case S_IFDIR: kind = "d"
        case S_IFLNK: kind = "L"
        case S_IFIFO: kind = "p"
        case S_IFSOCK: kind = "S"
        case S_IFCHR: kind = "c"
        case S_IFBLK: kind = "D"
        default: kind = "-"
        }
        let bits: [(mode_t, Character)] = [
            (S_IRUSR, "r"), (S_IWUSR, "w"), (S_IXUSR, "x"), (S_IRGRP, "r"), (S_IWGRP, "w"),
            (S_IXGRP, "x"), (S_IROTH, "r"), (S_IWOTH, "w"), (S_IXOTH, "x"),
        ]
        return String(kind) + String(bits.map { mode & $0.0 != 0 ? $0.1 : "-" })
    }
}

extension String {
    /// `value` with one digit after the point (`4.1`), as Go's `%.1f` writes it.
    fileprivate init(format1 value: Double) {
        let tenths = Int((value * 10).rounded())
        self = "\(tenths / 10).\(tenths % 10)"
    }
}
