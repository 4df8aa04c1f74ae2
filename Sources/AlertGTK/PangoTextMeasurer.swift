#if GTK
    import AlertLayout
    import AlertPresentation
    import AlertProtocol
    import CGtk
    import Foundation

    /// Measures text in points with Pango, in the font GTK draws with (the `gtk-font-name`
    /// setting's family unless given), at the theme's text size of each role; titles and
    /// buttons are bold.
    ///
    /// Points are GTK's logical pixels: sizes are absolute, so a scaled display
    /// (`GDK_SCALE=2`) draws the same layout with twice the pixels. Hinted metrics are off,
    /// so widths do not depend on the scale either. `CairoAlertCanvas` draws with the same
    /// fonts, so text is drawn exactly as wide as it was measured.
    package final class PangoTextMeasurer: AlertTextMeasuring, @unchecked Sendable {
        // Pango objects are not thread-safe: every use holds the lock.
        private let lock = NSLock()
        private let context: OpaquePointer
        private let layout: OpaquePointer
        private let fonts: [AlertTextRole: OpaquePointer]
        private var lineHeights: [AlertTextRole: CGFloat] = [:]
        /// The font family text is drawn in.
        package let family: String

        /// Creates a measurer for `sizes` (points per role) in `family`, or GTK's font family
        /// when nil (Sans without GTK settings).
        package init(sizes: AlertTextSizes, family: String? = nil) {
            let resolved = family ?? Self.systemFamily()
            self.family = resolved
            let map = pango_cairo_font_map_get_default()
            context = pango_font_map_create_context(map)
            Self.configure(context)
            layout = pango_layout_new(context)
            var fonts: [AlertTextRole: OpaquePointer] = [:]
            for role in AlertTextRole.allCases {
                let description = pango_font_description_new()!
                pango_font_description_set_family(description, resolved)
                pango_font_description_set_absolute_size(
                    description, Double(sizes.size(for: role)) * Double(PANGO_SCALE))
                if role == .title || role == .button {
                    pango_font_description_set_weight(description, PANGO_WEIGHT_BOLD)
                }
                fonts[role] = description
            }
            self.fonts = fonts
        }

        deinit {
            g_object_unref(UnsafeMutableRawPointer(layout))
            g_object_unref(UnsafeMutableRawPointer(context))
            for font in fonts.values { pango_font_description_free(font) }
        }

        /// Turns hinted metrics off on a Pango context, so widths are the same at every scale.
        static func configure(_ context: OpaquePointer) {
            let options = cairo_font_options_create()
            cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
            pango_cairo_context_set_font_options(context, options)
            cairo_font_options_destroy(options)
        }

        /// The family of GTK's `gtk-font-name` ("Cantarell 11" gives "Cantarell").
        static func systemFamily() -> String {
            guard let name = alert_gtk_font_name() else { return "Sans" }
            defer { g_free(name) }
            let description = pango_font_description_from_string(name)
            defer { pango_font_description_free(description) }
            guard let family = pango_font_description_get_family(description) else {
                return "Sans"
            }
            return String(cString: family)
        }

        /// The font of `role` (owned by the measurer; valid while it lives).
        func font(for role: AlertTextRole) -> OpaquePointer { fonts[role]! }

        /// The logical width of `text` on one line, in points.
        package func width(of text: String, role: AlertTextRole) -> CGFloat {
            guard !text.isEmpty else { return 0 }
            return lock.withLock { extents(text, role: role).width }
        }

        /// A symbol the desktop draws as an icon (a status's ✔ ✖ ℹ, a message's ⚠ ?: see
        /// `DesktopIcon`) takes the whole icon box, square, when the icon theme has its icon
        /// (looked up on the main thread, where GTK is); any other image is sized as every
        /// measurer sizes it.
        package func imageSize(_ image: AlertImage, fitting maxSize: CGSize) -> CGSize {
            if image.data == nil, let symbol = image.symbol, DesktopIcon.names[symbol] != nil,
                Thread.isMainThread,
                MainActor.assumeIsolated({ DesktopIcon.data(forSymbol: symbol, side: 48) != nil })
            {
                let side = max(0, min(maxSize.width, maxSize.height))
                return CGSize(width: side, height: side)
            }
            return standardImageSize(image, fitting: maxSize)
        }

        /// The height of one line of `role`, in points.
        package func lineHeight(for role: AlertTextRole) -> CGFloat {
            lock.withLock {
                if let known = lineHeights[role] { return known }
                let height = extents("Ag", role: role).height
                lineHeights[role] = height
                return height
            }
        }

        private func extents(_ text: String, role: AlertTextRole) -> CGSize {
            pango_layout_set_font_description(layout, fonts[role])
            pango_layout_set_text(layout, text, -1)
            var ink = PangoRectangle()
            var logical = PangoRectangle()
            pango_layout_get_extents(layout, &ink, &logical)
            let scale = CGFloat(PANGO_SCALE)
            return CGSize(
                width: (CGFloat(logical.width) / scale).rounded(.up),
                height: (CGFloat(logical.height) / scale).rounded(.up))
        }
    }
#endif
