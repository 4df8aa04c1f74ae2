import Foundation

/// Finds an executable product of this package the way the tests run it: next to the test
/// bundle (the build products directory) or in the package's `.build/debug`.
public enum BuiltExecutable {
    /// Why an executable cannot be run.
    public enum Failure: Error, CustomStringConvertible {
        /// Not built; the places looked in.
        case notBuilt(String, [String])

        /// What went wrong, for the test log.
        public var description: String {
            switch self {
            case .notBuilt(let name, let places):
                "\(name) is not built (looked in \(places.joined(separator: ", "))): "
                    + "run `swift build` before `swift test`"
            }
        }
    }

    /// The built executable called `name`.
    public static func url(named name: String) throws -> URL {
        var places: [URL] = []
        if let bundle = Bundle.main.executableURL {
            places.append(bundle.deletingLastPathComponent())
        }
        places.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        places.append(root.appendingPathComponent(".build/debug"))
        for place in places {
            let candidate = place.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw Failure.notBuilt(name, places.map(\.path))
    }

    /// This process's environment with a known terminal type, truecolor and no NO_COLOR or
    /// image protocol, changed by `extra` (a nil value removes the variable).
    public static func environment(_ extra: [String: String?] = [:]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["TERM"] = "xterm-256color"
        environment["COLORTERM"] = "truecolor"
        environment["NO_COLOR"] = nil
        environment["ALERT_IMAGES"] = nil
        for (key, value) in extra { environment[key] = value }
        return environment
    }
}
