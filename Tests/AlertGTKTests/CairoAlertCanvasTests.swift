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
    }
#endif
