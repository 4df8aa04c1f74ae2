#if GTK
    import Foundation

    extension GtkEndToEnd {
        /// Whether the locale `name` (`he_IL.UTF-8`) is installed: a test run in a language
        /// proves nothing without it (the programs would run in English).
        static func hasLocale(_ name: String) throws -> Bool {
            let locales = Process()
            let listed = Pipe()
            locales.executableURL = URL(fileURLWithPath: "/usr/bin/locale")
            locales.arguments = ["-a"]
            locales.standardOutput = listed
            try locales.run()
            let installed = String(
                decoding: listed.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self
            ).lowercased()
            locales.waitUntilExit()
            let wanted = name.lowercased().replacingOccurrences(of: "-", with: "")
            return installed.split(separator: "\n").contains { $0 == wanted }
        }
    }
#endif
