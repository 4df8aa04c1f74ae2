import Testing

@testable import TerminalKit

@Suite struct PPMDecoderTests {
    @Test func decodesABinaryPPMWithAComment() throws {
        let data = Array("P6\n# a comment\n2 1\n255\n".utf8) + [255, 0, 0, 0, 128, 255]
        let image = try PPMDecoder.decode(data)
        #expect(image.width == 2 && image.height == 1)
        #expect(image.pixel(x: 0, y: 0) == (255, 0, 0, 255))
        #expect(image.pixel(x: 1, y: 0) == (0, 128, 255, 255))
    }

    @Test func scalesASmallerMaxValue() throws {
        let image = try PPMDecoder.decode(Array("P6 1 1 15 ".utf8) + [15, 0, 5])
        #expect(image.pixel(x: 0, y: 0) == (255, 0, 85, 255))
    }

    @Test func rejectsBadInputClearly() {
        #expect(throws: ImageDecodingError.unsupportedFormat("not a binary PPM (P6)")) {
            try PPMDecoder.decode(Array("P3 1 1 255 0 0 0".utf8))
        }
        #expect(throws: ImageDecodingError.truncated("PPM pixel data")) {
            try PPMDecoder.decode(Array("P6 2 2 255 ".utf8) + [1, 2, 3])
        }
        #expect(throws: ImageDecodingError.invalidDimensions(width: 0, height: 1)) {
            try PPMDecoder.decode(Array("P6 0 1 255 ".utf8))
        }
    }

    @Test func refusesSizesAboveTheMaximumSide() {
        let header = Array("P6\n4097 1\n255\n".utf8) + [UInt8](repeating: 9, count: 4097 * 3)
        #expect(throws: ImageDecodingError.invalidDimensions(width: 4097, height: 1)) {
            try PPMDecoder.decode(header)
        }
    }
}
