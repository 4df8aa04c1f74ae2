#if GTK
    import AlertPresentation
    import CGtk
    import Foundation

    extension AlertTheme {
        /// The standard theme in the colours of the GTK theme in use (light or dark, its
        /// accent), read from the colours every GTK theme defines for applications
        /// (`theme_bg_color`, `theme_fg_color`, `theme_selected_bg_color`…): alerts then
        /// look like the desktop's own dialogs, `GTK_THEME=Adwaita:dark` included. A colour
        /// the theme does not define keeps the standard theme's. Call after GTK is
        /// initialised (``GtkRuntime/initialize()``).
        @MainActor
        package static func desktop() -> AlertTheme {
            var theme = AlertTheme.standard
            theme.palette = .desktop(from: AlertTheme.standard.palette)
            if theme.palette.background.luminance < 0.35 { theme.dimLevel = 0.6 }
            return theme
        }
    }

    extension AlertPalette {
        /// `fallback` with every colour the GTK theme defines put in its place.
        @MainActor
        static func desktop(from fallback: AlertPalette) -> AlertPalette {
            var palette = fallback
            let background = themeColor("theme_bg_color") ?? fallback.background
            let foreground = themeColor("theme_fg_color") ?? fallback.title
            let accent = themeColor("theme_selected_bg_color") ?? fallback.tint
            palette.background = background
            palette.title = foreground
            palette.message = foreground
            palette.tint = accent
            palette.defaultButton = foreground
            palette.cancelButton = foreground
            palette.destructiveButton = themeColor("error_color") ?? fallback.destructiveButton
            palette.disabledButton = themeColor("insensitive_fg_color") ?? fallback.disabledButton
            palette.separator = themeColor("borders") ?? fallback.separator
            palette.field = themeColor("theme_base_color") ?? fallback.field
            // The focused control: the accent, faint over the background, as a selected row.
            palette.focus = accent.mixed(with: background, amount: 0.3)
            return palette
        }

        /// The theme's colour `name`, or nil when the theme has none.
        @MainActor
        static func themeColor(_ name: String) -> AlertColor? {
            var color = GdkRGBA()
            guard alert_gtk_theme_color(name, &color) != 0 else { return nil }
            func channel(_ value: Float) -> UInt8 { UInt8((max(0, min(1, value)) * 255).rounded()) }
            return AlertColor(
                red: channel(color.red), green: channel(color.green), blue: channel(color.blue),
                alpha: channel(color.alpha))
        }
    }

    extension AlertColor {
        /// How light the colour is, 0 (black) … 1 (white): its relative luminance.
        var luminance: Double {
            func linear(_ channel: UInt8) -> Double {
                let value = Double(channel) / 255
                return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
            }
            return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
        }

        /// `amount` of this colour over `other` (0: `other`, 1: this colour), opaque.
        func mixed(with other: AlertColor, amount: Double) -> AlertColor {
            func mix(_ a: UInt8, _ b: UInt8) -> UInt8 {
                UInt8((Double(a) * amount + Double(b) * (1 - amount)).rounded())
            }
            return AlertColor(
                red: mix(red, other.red), green: mix(green, other.green),
                blue: mix(blue, other.blue))
        }
    }
#endif
