/// The version of the package's commands, `alert` and `alert-gtk`, in one place: what
/// `alert --version` and `alert-gtk --version` print after the program's name.
package enum CommandVersion {
    /// The version, as semantic versioning writes it.
    package static let current = "0.1.0"

    /// The line `--version` prints for `program`: its name and the version.
    package static func line(for program: CommandProgram) -> String {
        "\(program.name) \(current)\n"
    }
}
