#if GTK
    import Foundation
    import Testing

    extension GtkEndToEnd {
        /// `alert-gtk`'s windows in the colours of the GTK theme in use.
        @Suite struct GtkThemeStyleTests {
            /// The pixels of `alert-gtk message` drawn with `GTK_THEME` set to `theme`.
            static func messagePixels(theme: String) async throws -> [[X11Inspection.Pixel]] {
                let program = try GtkProgram(
                    "alert-gtk", ["message", "The disk is almost full."],
                    environment: ["GTK_THEME": theme])
                let window = try #require(try program.windows().first)
                // The window is read once GTK has drawn it.
                try await Task.sleep(for: .milliseconds(600))
                let pixels = try X11Inspection(window).pixels()
                try program.press("Return")
                #expect(try await program.exitStatus() == 0)
                return pixels
            }

            @Test func theDarkThemesWindowIsDarkAndTheLightThemesLight() async throws {
                let dark = try await Self.messagePixels(theme: "Adwaita:dark")
                let light = try await Self.messagePixels(theme: "Adwaita")
                // The window's corner is the dialog's background: GTK's own.
                let darkCorner = try #require(dark.dropFirst(2).first?.dropFirst(2).first)
                let lightCorner = try #require(light.dropFirst(2).first?.dropFirst(2).first)
                #expect(darkCorner.lightness < 80, "dark theme: \(darkCorner)")
                #expect(lightCorner.lightness > 200, "light theme: \(lightCorner)")
                // The text is drawn in the theme's foreground: light on dark, dark on light.
                let darkBrightest = dark.joined().map(\.lightness).max() ?? 0
                let lightDarkest = light.joined().map(\.lightness).min() ?? 255
                #expect(darkBrightest > 200)
                #expect(lightDarkest < 90)
            }

            @Test func aStatusShowsTheIconThemesPictureForItsKind() async throws {
                let program = try GtkProgram(
                    "alert-gtk", ["status", "success", "Three files synced", "--countdown", "30"])
                let window = try #require(try program.windows().first)
                try await Task.sleep(for: .milliseconds(600))
                let pixels = try X11Inspection(window).pixels().joined()
                // The theme's emblem-default is a green tick: the glyph drawn as text is grey.
                let coloured = pixels.filter { $0.saturation > 60 && $0.green > $0.red }
                #expect(coloured.count > 100, "\(coloured.count) green pixels")
                program.process.terminate()
            }
        }
    }
#endif
