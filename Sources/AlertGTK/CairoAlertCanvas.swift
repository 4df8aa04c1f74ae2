#if GTK
    import AlertLayout
    import AlertPresentation
    import AlertProtocol
    import CGtk
    import Foundation

    /// An ``AlertCanvas`` that draws with Cairo, text with Pango in the measurer's fonts, in
    /// points (GTK's logical pixels: a scaled surface draws the same calls with more pixels).
    ///
    /// Roles get a desktop look: the focus is a rounded highlight, a field a rounded box with a
    /// border, the caret a thin bar, a rule a hairline, progress a rounded bar; check boxes
    /// and radio buttons are drawn as the Adwaita theme draws them.
    @MainActor
    package final class CairoAlertCanvas: AlertCanvas {
        /// The Cairo context drawn on (`cairo_t *`).
        package let cairo: OpaquePointer
        /// The fonts text is measured and drawn in.
        let measurer: PangoTextMeasurer
        /// Decoded pictures kept between draws (a presentation's), if any.
        let images: CairoImageCache?
        // Released in deinit, which runs where the canvas was last used (the main actor).
        nonisolated(unsafe) private let layout: OpaquePointer

        /// Creates a canvas drawing on `cairo` with `measurer`'s fonts.
        package convenience init(cairo: OpaquePointer, measurer: PangoTextMeasurer) {
            self.init(cairo: cairo, measurer: measurer, images: nil)
        }

        /// Creates a canvas that takes decoded pictures from `images` (and keeps them there).
        init(cairo: OpaquePointer, measurer: PangoTextMeasurer, images: CairoImageCache?) {
            self.cairo = cairo
            self.measurer = measurer
            self.images = images
            layout = pango_cairo_create_layout(cairo)
            PangoTextMeasurer.configure(pango_layout_get_context(layout))
            pango_layout_context_changed(layout)
        }

        deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }

        private func setColor(_ color: AlertColor, alpha: Double = 1) {
            cairo_set_source_rgba(
                cairo, Double(color.red) / 255, Double(color.green) / 255,
                Double(color.blue) / 255, Double(color.alpha) / 255 * alpha)
        }

        /// Draws one line of text with its top-left corner at `origin`.
        package func drawText(
            _ text: String, at origin: CGPoint, role: AlertTextRole, color: AlertColor
        ) {
            drawText(text, at: origin, role: role, color: color, emphasis: .normal)
        }

        /// Draws one line of text: dimmed text at half opacity, strong text bold, underlined
        /// text (a button's mnemonic) with a line under it.
        package func drawText(
            _ text: String, at origin: CGPoint, role: AlertTextRole, color: AlertColor,
            emphasis: AlertTextEmphasis
        ) {
            guard !text.isEmpty else { return }
            let font = measurer.font(for: role)
            if emphasis == .strong {
                let bold = pango_font_description_copy(font)
                pango_font_description_set_weight(bold, PANGO_WEIGHT_BOLD)
                pango_layout_set_font_description(layout, bold)
                pango_font_description_free(bold)
            } else {
                pango_layout_set_font_description(layout, font)
            }
            pango_layout_set_text(layout, text, -1)
            setColor(color, alpha: emphasis == .dimmed ? 0.5 : 1)
            cairo_move_to(cairo, Double(origin.x), Double(origin.y))
            pango_cairo_show_layout(cairo, layout)
            if emphasis == .underlined {
                // A line one point thick just under the baseline, as Pango underlines.
                var width: Int32 = 0
                var height: Int32 = 0
                pango_layout_get_pixel_size(layout, &width, &height)
                let baseline = Double(pango_layout_get_baseline(layout)) / Double(PANGO_SCALE)
                cairo_rectangle(
                    cairo, Double(origin.x), Double(origin.y) + baseline + 1, Double(width), 1)
                cairo_fill(cairo)
            }
        }

        /// Fills a rectangle with a colour.
        package func fill(_ rect: CGRect, color: AlertColor) {
            guard color.alpha > 0 else { return }
            setColor(color)
            cairo_rectangle(
                cairo, Double(rect.minX), Double(rect.minY), Double(rect.width),
                Double(rect.height))
            cairo_fill(cairo)
        }

        /// Fills a rectangle that plays `role`.
        package func fill(_ rect: CGRect, role: AlertFillRole, color: AlertColor) {
            switch role {
            case .background, .selection:
                fill(rect, color: color)
            case .focus:
                roundedRect(rect, radius: min(8, rect.height / 2))
                setColor(color)
                cairo_fill(cairo)
            case .field:
                roundedRect(rect.insetBy(dx: 0.5, dy: 0.5), radius: 6)
                setColor(color)
                cairo_fill_preserve(cairo)
                cairo_set_source_rgba(cairo, 0, 0, 0, 0.25)
                cairo_set_line_width(cairo, 1)
                cairo_stroke(cairo)
            case .caret:
                fill(
                    CGRect(
                        x: rect.minX, y: rect.minY, width: min(1.5, rect.width), height: rect.height
                    ),
                    color: color)
            case .rule:
                let y = rect.midY
                fill(CGRect(x: rect.minX, y: y - 0.5, width: rect.width, height: 1), color: color)
            case .progressTrack, .progressDone:
                roundedRect(rect, radius: min(rect.height / 2, 4))
                setColor(color)
                cairo_fill(cairo)
            }
        }

        /// Draws a check box or radio button as GTK's Adwaita theme does: a rounded square
        /// (a circle for a radio) about the text's height, at the left of `rect` and centred
        /// on its line; when off, the field colour inside a border of the theme's border
        /// colour; when on, filled with the accent and a white tick (a white dot for a radio).
        package func drawToggle(
            _ kind: AlertToggleKind, isOn: Bool, in rect: CGRect, color: AlertColor,
            palette: AlertPalette
        ) {
            let side = Double(min(rect.height * 0.8, rect.width - 2, 18).rounded())
            guard side >= 6 else { return }
            let x = Double(rect.minX) + 1
            let y = (Double(rect.midY) - side / 2).rounded()
            let box = CGRect(x: x, y: y, width: side, height: side)
            func addShape(_ shape: CGRect) {
                switch kind {
                case .checkbox:
                    roundedRect(shape, radius: shape.width * 0.2)
                case .radio:
                    cairo_new_sub_path(cairo)
                    cairo_arc(
                        cairo, Double(shape.midX), Double(shape.midY), Double(shape.width) / 2, 0,
                        2 * Double.pi)
                    cairo_close_path(cairo)
                }
            }
            cairo_save(cairo)
            defer { cairo_restore(cairo) }
            guard isOn else {
                let border = max(1, (side / 10).rounded())
                addShape(box.insetBy(dx: border / 2, dy: border / 2))
                setColor(palette.field)
                cairo_fill_preserve(cairo)
                setColor(palette.separator.alpha == 0 ? color : palette.separator)
                cairo_set_line_width(cairo, border)
                cairo_stroke(cairo)
                return
            }
            addShape(box)
            setColor(palette.tint)
            cairo_fill(cairo)
            cairo_set_source_rgb(cairo, 1, 1, 1)
            switch kind {
            case .checkbox:
                // A tick: down from the left third to the bottom middle, up to the top right.
                cairo_set_line_width(cairo, max(1.5, side / 8))
                cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
                cairo_set_line_join(cairo, CAIRO_LINE_JOIN_ROUND)
                cairo_move_to(cairo, x + side * 0.25, y + side * 0.52)
                cairo_line_to(cairo, x + side * 0.43, y + side * 0.70)
                cairo_line_to(cairo, x + side * 0.76, y + side * 0.32)
                cairo_stroke(cairo)
            case .radio:
                cairo_new_sub_path(cairo)
                cairo_arc(cairo, x + side / 2, y + side / 2, side * 0.2, 0, 2 * Double.pi)
                cairo_fill(cairo)
            }
        }

        /// Draws pixels (PNG, PPM: whatever GdkPixbuf's loaders read) scaled into `rect`, or
        /// the image's symbol (else its alt text) centred in it.
        package func drawImage(_ image: AlertImage, in rect: CGRect) {
            let iconSide = Int32(max(rect.width, rect.height).rounded(.up))
            if let data = image.data
                ?? image.symbol.flatMap({ DesktopIcon.data(forSymbol: $0, side: iconSide) }),
                let surface = images?.surface(for: data) ?? Self.surface(from: data)
            {
                defer { cairo_surface_destroy(surface) }
                let width = Double(cairo_image_surface_get_width(surface))
                let height = Double(cairo_image_surface_get_height(surface))
                guard width > 0, height > 0 else { return }
                cairo_save(cairo)
                cairo_translate(cairo, Double(rect.minX), Double(rect.minY))
                cairo_scale(cairo, Double(rect.width) / width, Double(rect.height) / height)
                cairo_set_source_surface(cairo, surface, 0, 0)
                cairo_paint(cairo)
                cairo_restore(cairo)
                return
            }
            let label = image.symbol ?? image.altText
            let width = measurer.width(of: label, role: .title)
            let height = measurer.lineHeight(for: .title)
            drawText(
                label,
                at: CGPoint(x: rect.midX - width / 2, y: rect.midY - height / 2), role: .title,
                color: AlertColor(red: 60, green: 60, blue: 67))
        }

        /// The largest picture side decoded, in pixels (Cairo's own limit is 32767).
        static let maximumSide: Int32 = 8192

        /// A Cairo image surface with `data`'s pixels (a new reference), or nil when GDK
        /// cannot read it, it is larger than ``maximumSide`` either way, or Cairo cannot
        /// make a surface that large (it returns an error surface without pixels then).
        static func surface(from data: Data) -> OpaquePointer? {
            let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
            defer { g_bytes_unref(bytes) }
            guard let texture = gdk_texture_new_from_bytes(bytes, nil) else { return nil }
            defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
            let width = gdk_texture_get_width(texture)
            let height = gdk_texture_get_height(texture)
            guard width > 0, height > 0, width <= maximumSide, height <= maximumSide,
                let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)
            else { return nil }
            guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
                cairo_image_surface_get_data(surface) != nil
            else {
                cairo_surface_destroy(surface)
                return nil
            }
            cairo_surface_flush(surface)
            gdk_texture_download(
                texture, cairo_image_surface_get_data(surface),
                gsize(cairo_image_surface_get_stride(surface)))
            cairo_surface_mark_dirty(surface)
            return surface
        }

        /// Adds a rounded rectangle path.
        func roundedRect(_ rect: CGRect, radius: CGFloat) {
            Self.roundedRect(cairo, rect, radius: radius)
        }

        /// Adds a rounded rectangle path to `cairo`.
        static func roundedRect(_ cairo: OpaquePointer, _ rect: CGRect, radius: CGFloat) {
            let r = Double(max(0, min(radius, rect.width / 2, rect.height / 2)))
            let x = Double(rect.minX)
            let y = Double(rect.minY)
            let w = Double(rect.width)
            let h = Double(rect.height)
            cairo_new_sub_path(cairo)
            cairo_arc(cairo, x + w - r, y + r, r, -Double.pi / 2, 0)
            cairo_arc(cairo, x + w - r, y + h - r, r, 0, Double.pi / 2)
            cairo_arc(cairo, x + r, y + h - r, r, Double.pi / 2, Double.pi)
            cairo_arc(cairo, x + r, y + r, r, Double.pi, 3 * Double.pi / 2)
            cairo_close_path(cairo)
        }
    }

    /// The pictures a presentation has decoded, by their bytes: an alert's image is decoded
    /// once, not on every frame of an animation. Holds a Cairo reference on each surface.
    @MainActor
    final class CairoImageCache {
        private var surfaces: [Data: OpaquePointer?] = [:]

        isolated deinit {
            for case let surface? in surfaces.values { cairo_surface_destroy(surface) }
        }

        /// `data`'s surface (a new reference, nil when it cannot be decoded), decoded on
        /// first use.
        func surface(for data: Data) -> OpaquePointer? {
            let surface: OpaquePointer?
            if let known = surfaces[data] {
                surface = known
            } else {
                surface = CairoAlertCanvas.surface(from: data)
                surfaces[data] = .some(surface)
            }
            return surface.map { cairo_surface_reference($0) }
        }
    }
#endif
