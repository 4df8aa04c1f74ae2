import Testing

@testable import TerminalKit

@Suite struct PNGEncoderTests {
    @Test func whatIsWrittenReadsBackPixelForPixel() throws {
        let image = try RGBAImage(width: 3, height: 2) { x, y in
            (UInt8(x * 80), UInt8(y * 120), 7, UInt8(255 - x))
        }
        let png = PNGEncoder.encode(image)
        #expect(Array(png.prefix(8)) == PNGDecoder.signature)
        #expect(try PNGDecoder.decode(png) == image)
    }

    @Test func rowsLongerThanOneStoredBlockSpanSeveral() throws {
        // 200 × 100 pixels: 80,100 bytes of rows, more than a stored block's 65,535.
        let image = try RGBAImage(width: 200, height: 100) { x, y in
            (UInt8(x & 0xFF), UInt8(y & 0xFF), UInt8((x ^ y) & 0xFF), 255)
        }
        #expect(try PNGDecoder.decode(PNGEncoder.encode(image)) == image)
    }
}
