import AlertPresentation
import Foundation
import TerminalKit
import Testing

@testable import AlertTerminal

@MainActor
@Suite struct TerminalImageCacheTests {
    /// A 2×1 PPM: a red pixel and a blue one.
    static let ppm = Array("P6\n2 1\n255\n".utf8) + [255, 0, 0, 0, 0, 255]

    private func image(_ bytes: [UInt8], _ format: AlertImage.Format) throws -> AlertImage {
        try AlertImage(
            pixelWidth: 2, pixelHeight: 1, data: Data(bytes), format: format, altText: "dots")
    }

    @Test func aPPMIsDecodedAndGivenAPNGForTerminalsThatShowPictures() throws {
        let cache = TerminalImageCache()
        let decoded = try #require(cache.decoded(try image(Self.ppm, .ppm)))
        #expect(decoded.pixels == (try PPMDecoder.decode(Self.ppm)))
        let png = try #require(decoded.png)
        #expect(try PNGDecoder.decode(png) == decoded.pixels, "the PNG shows the same pixels")
    }

    @Test func aPNGKeepsItsOwnBytes() throws {
        let pixels = try PPMDecoder.decode(Self.ppm)
        let png = PNGEncoder.encode(pixels)
        let decoded = try #require(TerminalImageCache().decoded(try image(png, .png)))
        #expect(decoded.png == png)
        #expect(decoded.pixels == pixels)
    }

    @Test func dataThatDoesNotDecodeAndImagesWithoutDataHaveNoPicture() throws {
        let cache = TerminalImageCache(capacity: 1)
        #expect(cache.decoded(try image([1, 2, 3], .png)) == nil)
        #expect(cache.decoded(try image(Array("P6\n9 9\n255\n".utf8), .ppm)) == nil)
        #expect(cache.decoded(.symbol("✔", altText: "done")) == nil)
        #expect(cache.decoded(try image(Self.ppm, .ppm)) != nil, "a full cache starts again")
    }

    @Test func theCapacityIsAtLeastOne() {
        #expect(TerminalImageCache(capacity: 0).capacity == 1)
        #expect(TerminalImageCache(capacity: -3).capacity == 1)
    }
}
