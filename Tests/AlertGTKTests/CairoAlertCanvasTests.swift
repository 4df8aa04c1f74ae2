#if GTK
    import AlertPresentation
    import CGtk
    import Foundation
    import Testing

    @testable import AlertGTK

    @MainActor
    struct CairoAlertCanvasTests {
        /// A binary PPM of `width`×`height` pixels, all one colour.
        static func ppm(width: Int, height: Int) -> Data {
            Data("P6\n\(width) \(height)\n255\n".utf8)
                + Data(repeating: 200, count: width * height * 3)
        }

        @Test func aPictureIsDecodedIntoASurfaceOfItsSize() throws {
            let surface = try #require(
                CairoAlertCanvas.surface(from: Self.ppm(width: 4, height: 3)))
            defer { cairo_surface_destroy(surface) }
            #expect(cairo_image_surface_get_width(surface) == 4)
            #expect(cairo_image_surface_get_height(surface) == 3)
        }

        @Test func aPictureTooLargeOrUnreadableIsNoSurface() {
            let side = Int(CairoAlertCanvas.maximumSide) + 1
            #expect(CairoAlertCanvas.surface(from: Self.ppm(width: side, height: 1)) == nil)
            #expect(CairoAlertCanvas.surface(from: Data("not a picture".utf8)) == nil)
        }

        @Test func theCacheDecodesAPictureOnce() throws {
            let cache = CairoImageCache()
            let data = Self.ppm(width: 2, height: 2)
            let first = try #require(cache.surface(for: data))
            defer { cairo_surface_destroy(first) }
            let second = try #require(cache.surface(for: data))
            defer { cairo_surface_destroy(second) }
            #expect(first == second)
            #expect(cache.surface(for: Data("not a picture".utf8)) == nil)
        }

        /// The lowest row holding ink in a 40×30 picture of `text` drawn black at (2, 2) with
        /// `emphasis` (-1: none).
        static func lowestInkedRow(of text: String, emphasis: AlertTextEmphasis) -> Int {
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 40, 30)!
            defer { cairo_surface_destroy(surface) }
            let cairo = cairo_create(surface)!
            defer { cairo_destroy(cairo) }
            let canvas = CairoAlertCanvas(
                cairo: cairo, measurer: PangoTextMeasurer(sizes: AlertTheme.standard.textSizes))
            canvas.drawText(
                text, at: CGPoint(x: 2, y: 2), role: .button,
                color: AlertColor(red: 0, green: 0, blue: 0),
                emphasis: emphasis)
            cairo_surface_flush(surface)
            let stride = Int(cairo_image_surface_get_stride(surface))
            let pixels = cairo_image_surface_get_data(surface)!
            var lowest = -1
            for y in 0..<30
            where (0..<40).contains(where: { pixels[y * stride + $0 * 4 + 3] > 128 }) {
                lowest = y
            }
            return lowest
        }

        /// An underlined letter (a button's mnemonic) has a line under it: ink below the
        /// lowest ink of the same letter drawn plain.
        @Test func underlinedTextHasALineUnderIt() {
            let plain = Self.lowestInkedRow(of: "o", emphasis: .normal)
            #expect(plain > 0)
            #expect(Self.lowestInkedRow(of: "o", emphasis: .underlined) > plain)
        }

        /// The pixels (red, green, blue, alpha; premultiplied) of a toggle mark drawn in a
        /// 26×20 box on a transparent 30×24 picture, with a blue accent, a grey border and a
        /// white field.
        static func toggle(_ kind: AlertToggleKind, isOn: Bool) -> [[(Int, Int, Int, Int)]] {
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 30, 24)!
            defer { cairo_surface_destroy(surface) }
            let cairo = cairo_create(surface)!
            defer { cairo_destroy(cairo) }
            let canvas = CairoAlertCanvas(
                cairo: cairo, measurer: PangoTextMeasurer(sizes: AlertTheme.standard.textSizes))
            var palette = AlertTheme.standard.palette
            palette.tint = AlertColor(red: 0x35, green: 0x84, blue: 0xE4)
            palette.separator = AlertColor(red: 0x90, green: 0x90, blue: 0x90)
            palette.field = AlertColor(red: 255, green: 255, blue: 255)
            canvas.drawToggle(
                kind, isOn: isOn, in: CGRect(x: 2, y: 2, width: 26, height: 20),
                color: AlertColor(red: 0, green: 0, blue: 0), palette: palette)
            cairo_surface_flush(surface)
            let stride = Int(cairo_image_surface_get_stride(surface))
            let pixels = cairo_image_surface_get_data(surface)!
            return (0..<24).map { y in
                (0..<30).map { x in
                    // Cairo's ARGB32 is native-endian: B, G, R, A in memory here.
                    let at = y * stride + x * 4
                    return (
                        Int(pixels[at + 2]), Int(pixels[at + 1]), Int(pixels[at]),
                        Int(pixels[at + 3])
                    )
                }
            }
        }

        /// A ticked check box is an accent square with white in it (the tick); an empty one
        /// is a grey border round white, with no accent; a ticked radio button has a white
        /// dot in its middle and, being round, leaves its box's corners clear.
        @Test func aToggleIsDrawnInTheAccentWhenOnAndAsABorderWhenOff() {
            func isAccent(_ pixel: (Int, Int, Int, Int)) -> Bool {
                pixel.3 == 255 && pixel.2 > 200 && pixel.0 < 80
            }
            func isWhite(_ pixel: (Int, Int, Int, Int)) -> Bool {
                pixel.3 == 255 && pixel.0 > 240 && pixel.1 > 240 && pixel.2 > 240
            }
            let on = Self.toggle(.checkbox, isOn: true).joined()
            #expect(on.filter(isAccent).count > 100)
            #expect(on.filter(isWhite).count > 5, "the tick")
            let off = Self.toggle(.checkbox, isOn: false).joined()
            #expect(off.filter(isAccent).isEmpty)
            #expect(off.filter { $0.3 == 255 && (100...160).contains($0.0) }.count > 20, "a border")
            #expect(off.filter(isWhite).count > 50, "the field inside")
            let radio = Self.toggle(.radio, isOn: true)
            let marks = radio.joined().filter(isAccent).count
            #expect(marks > 80)
            // The box is 16 points square from (3, 4): its middle is the dot, its corner clear.
            #expect(isWhite(radio[12][11]), "\(radio[12][11])")
            #expect(radio[4][3].3 < 128, "\(radio[4][3])")
            #expect(marks < on.filter(isAccent).count, "a circle covers less than a square")
        }
    }
#endif
