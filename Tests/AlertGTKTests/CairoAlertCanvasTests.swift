#if GTK
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
    }
#endif
