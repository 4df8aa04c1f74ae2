#if GTK
    import CGtk
    import Foundation

    /// What the X server knows of a window, read through libX11 as a window manager or a
    /// screenshot tool reads it: its type, its class, where it is, and its pixels.
    struct X11Inspection {
        /// An opaque colour of 8-bit channels.
        struct Pixel: Equatable {
            var red: Int
            var green: Int
            var blue: Int

            /// How light the pixel is, 0 … 255 (the channels' mean).
            var lightness: Int { (red + green + blue) / 3 }
            /// How far apart its channels are: 0 for a grey.
            var saturation: Int { max(red, green, blue) - min(red, green, blue) }
        }

        let window: Window
        /// Xlib's `XA_ATOM`, the type of an atom property.
        private let xaAtom = Atom(4)
        /// Xlib's `ZPixmap`: pixels whole, not by plane.
        private let zPixmap: Int32 = 2

        init(_ id: String) throws {
            guard let window = Window(id) else { throw GtkTestFailure("no window id \(id)") }
            self.window = window
        }

        /// Runs `body` with a connection to the test's X display.
        private func withDisplay<T>(_ body: (OpaquePointer) throws -> T) throws -> T {
            guard let display = XOpenDisplay(nil) else { throw GtkTestFailure("no display") }
            defer { XCloseDisplay(display) }
            return try body(display)
        }

        /// The window's `_NET_WM_WINDOW_TYPE` atoms, by name.
        func windowTypes() throws -> [String] {
            try withDisplay { display in
                var type: Atom = 0
                var format: Int32 = 0
                var count: UInt = 0
                var remaining: UInt = 0
                var data: UnsafeMutablePointer<UInt8>?
                let status = XGetWindowProperty(
                    display, window, XInternAtom(display, "_NET_WM_WINDOW_TYPE", 0), 0, 16, 0,
                    xaAtom, &type, &format, &count, &remaining, &data)
                guard status == 0, let data else { return [] }
                defer { XFree(data) }
                return data.withMemoryRebound(to: Atom.self, capacity: Int(count)) { atoms in
                    (0..<Int(count)).compactMap { index in
                        guard let name = XGetAtomName(display, atoms[index]) else { return nil }
                        defer { XFree(name) }
                        return String(cString: name)
                    }
                }
            }
        }

        /// The window's `WM_CLASS`: its instance name and class name.
        func windowClass() throws -> (name: String, className: String) {
            try withDisplay { display in
                var hint = XClassHint()
                guard XGetClassHint(display, window, &hint) != 0 else { return ("", "") }
                defer {
                    if let name = hint.res_name { XFree(name) }
                    if let className = hint.res_class { XFree(className) }
                }
                return (
                    hint.res_name.map { String(cString: $0) } ?? "",
                    hint.res_class.map { String(cString: $0) } ?? ""
                )
            }
        }

        /// The window's frame on the screen and the screen's size, in pixels.
        func placement() throws -> (frame: CGRect, screen: CGSize) {
            try withDisplay { display in
                var attributes = XWindowAttributes()
                XGetWindowAttributes(display, window, &attributes)
                var x: Int32 = 0
                var y: Int32 = 0
                var child: Window = 0
                XTranslateCoordinates(
                    display, window, attributes.root, 0, 0, &x, &y, &child)
                var root = XWindowAttributes()
                XGetWindowAttributes(display, attributes.root, &root)
                return (
                    CGRect(
                        x: Int(x), y: Int(y), width: Int(attributes.width),
                        height: Int(attributes.height)),
                    CGSize(width: Int(root.width), height: Int(root.height))
                )
            }
        }

        /// The window's pixels as drawn now, row by row.
        func pixels() throws -> [[Pixel]] {
            try withDisplay { display in
                var attributes = XWindowAttributes()
                XGetWindowAttributes(display, window, &attributes)
                let width = attributes.width
                let height = attributes.height
                guard
                    let image = XGetImage(
                        display, window, 0, 0, UInt32(width), UInt32(height), ~0, zPixmap)
                else { throw GtkTestFailure("XGetImage failed") }
                defer { _ = image.pointee.f.destroy_image(image) }
                let pixel = image.pointee.f.get_pixel!
                return (0..<height).map { y in
                    (0..<width).map { x in
                        let value = pixel(image, x, y)
                        return Pixel(
                            red: Int(value >> 16 & 0xFF), green: Int(value >> 8 & 0xFF),
                            blue: Int(value & 0xFF))
                    }
                }
            }
        }
    }
#endif
