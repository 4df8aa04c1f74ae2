#if canImport(Glibc)
    import Glibc
#endif

/// The directory where `alert` keeps state shared between its processes (the queue locks),
/// opened so that no other user can tamper with it: `$XDG_RUNTIME_DIR` when set, else
/// `/tmp/alert-UID`, created with mode 0700.
///
/// The directory is opened without following a symbolic link and checked through its open
/// descriptor (no gap between the check and the use): it must be a directory owned by this
/// user that neither the group nor others can write to. Files inside are opened relative to
/// it, again without following links, and must be regular files owned by this user.
struct PrivateStateDirectory {
    /// Why the directory cannot be used; the description is one line for standard error.
    struct Refusal: Error, Equatable, CustomStringConvertible {
        var description: String
    }

    /// The directory's open descriptor.
    let descriptor: Int32
    /// Its path, for messages.
    let path: String

    /// The path used for `environment`: `$XDG_RUNTIME_DIR` (when set and not empty), else
    /// `/tmp/alert-UID`.
    static func path(environment: [String: String]) -> String {
        if let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty { return runtime }
        return "/tmp/alert-\(getuid())"
    }

    /// Opens (creating the `/tmp` one when missing) and checks the directory. A
    /// `$XDG_RUNTIME_DIR` that cannot be used (missing, or another user's after `su`) gives
    /// way to `/tmp/alert-UID`; the refusal is the first one when neither can be used.
    static func open(environment: [String: String]) throws(Refusal) -> PrivateStateDirectory {
        do {
            return try open(path: path(environment: environment), environment: environment)
        } catch {
            var fallback = environment
            fallback["XDG_RUNTIME_DIR"] = nil
            guard fallback != environment,
                let directory = try? open(path: path(environment: fallback), environment: fallback)
            else { throw error }
            return directory
        }
    }

    /// Opens and checks the directory at `path` (creating it first when `environment` has
    /// no `$XDG_RUNTIME_DIR`, the `/tmp` one), with no fallback.
    static func open(path: String, environment: [String: String]) throws(Refusal)
        -> PrivateStateDirectory
    {
        if environment["XDG_RUNTIME_DIR"].map({ $0.isEmpty }) ?? true {
            // EEXIST is fine: what is there is checked below, whoever made it.
            _ = mkdir(path, 0o700)
        }
        let descriptor = Glibc.open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw Refusal(description: "\(path) cannot be opened as a directory: \(reason(errno))")
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            _ = Glibc.close(descriptor)
            throw Refusal(description: "\(path) cannot be examined: \(reason(errno))")
        }
        if let problem = problem(with: status, expecting: S_IFDIR) {
            _ = Glibc.close(descriptor)
            throw Refusal(description: "\(path) is not a private directory: \(problem)")
        }
        return PrivateStateDirectory(descriptor: descriptor, path: path)
    }

    /// Opens (creating it with mode 0600 when missing) the file `name` inside, read and
    /// write, without following a link; nil when that fails or what is there is not this
    /// user's own regular file.
    func openFile(_ name: String, creating: Bool = true) -> Int32? {
        let flags = O_RDWR | O_NOFOLLOW | O_CLOEXEC | (creating ? O_CREAT : 0)
        let file = openat(descriptor, name, flags, 0o600)
        guard file >= 0 else { return nil }
        var status = stat()
        guard fstat(file, &status) == 0, Self.problem(with: status, expecting: S_IFREG) == nil
        else {
            _ = Glibc.close(file)
            return nil
        }
        return file
    }

    /// Removes the file `name` inside.
    func removeFile(_ name: String) {
        _ = unlinkat(descriptor, name, 0)
    }

    /// Closes the directory.
    func close() {
        _ = Glibc.close(descriptor)
    }

    /// What is wrong with a file of `status` that should be of `type`, owned by this user
    /// and writable by nobody else; nil when nothing is.
    static func problem(with status: stat, expecting type: mode_t) -> String? {
        if status.st_mode & S_IFMT != type {
            return type == S_IFDIR ? "not a directory" : "not a regular file"
        }
        if status.st_uid != getuid() { return "owned by user \(status.st_uid), not \(getuid())" }
        if status.st_mode & 0o022 != 0 {
            return "writable by others (mode \(String(status.st_mode & 0o777, radix: 8)))"
        }
        return nil
    }

    private static func reason(_ number: Int32) -> String {
        String(cString: strerror(number))
    }
}
