#if GTK
    import CGtk
    import Foundation

    /// The icon theme's pictures for the symbols the library's alerts carry: a status's
    /// ✔ ✖ ℹ and a message's ⚠ and ?, drawn as the desktop's own dialog icons
    /// (`dialog-information`, `dialog-error`…) where the icon theme has them. Any other
    /// symbol (an emoji of the program's own) is drawn as text.
    @MainActor
    enum DesktopIcon {
        /// The icon theme's name for each symbol the library uses.
        nonisolated static let names: [String: String] = [
            "✔": "emblem-default",
            "✖": "dialog-error",
            "ℹ": "dialog-information",
            "⚠": "dialog-warning",
            "?": "dialog-question",
        ]

        /// The file bytes read so far, by icon name and side (nil: the theme has none).
        private static var loaded: [String: Data?] = [:]

        /// The bytes of the icon for `symbol` at `side` pixels, or nil when `symbol` has no
        /// icon or the icon theme has none for it (it is then drawn as text).
        static func data(forSymbol symbol: String, side: Int32) -> Data? {
            guard let name = names[symbol] else { return nil }
            let key = "\(name)@\(side)"
            if let known = loaded[key] { return known }
            var data: Data?
            if let path = alert_gtk_icon_path(name, side) {
                defer { g_free(path) }
                data = FileManager.default.contents(atPath: String(cString: path))
            }
            loaded[key] = .some(data)
            return data
        }
    }
#endif
