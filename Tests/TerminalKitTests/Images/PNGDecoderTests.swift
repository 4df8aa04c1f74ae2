import Testing

@testable import TerminalKit

@Suite struct PNGDecoderTests {
    /// A 16×12 RGB PNG written by zlib at level 9 (dynamic Huffman blocks), its rows using
    /// filters None, Sub, Up, Average and Paeth in turn; pixels follow `expectedPixel`.
    static let zlibFixture = hexBytes(
        "89504e470d0a1a0a0000000d49484452000000100000000c0802000000e485aad6000001194944415478"
            + "da9dcfb14a427114c7f1afdd90e349bc7639922489525044820fe0e05c8bb393c3196a737474aad5"
            + "c9311c6a77f001a496ff28ce0df606f711ba154d415c82cf70961f872f40155ad0853e0c60046398"
            + "c20c16b084356c60072914b06c10e5b7970db0082b6225ac8cc55882d5b03ad6c09a581b3bc3ceb1"
            + "4bac137181685154444ba207a265d18a682c7a289a889a684df448b42e7a2cdad8fffc4004452841"
            + "3907a7ea71cb9b5deff4bd37f09b910fc77e37f5c9cc1f163e5ffaf3da571b7fddf936f5f702932c"
            + "3ac9ef1fd143feae143d117d146d89b6454f7f47c790400dead0f8d2fe39be05aaa1d90abd6e18f6"
            + "c36410e6a3b01a87ed34a4b3505984ab65b85e87db4db8df85a734bc1478cba2dbf97d00fc394b9e"
            + "9a9217e20000000049454e44ae426082")

    static func expectedPixel(_ x: Int, _ y: Int) -> (UInt8, UInt8, UInt8) {
        (UInt8((x * 16) % 256), UInt8((y * 20) % 256), UInt8((x * y * 3) % 256))
    }

    @Test func decodesACompressedFileWithEveryRowFilter() throws {
        let image = try PNGDecoder.decode(Self.zlibFixture)
        #expect(image.width == 16 && image.height == 12)
        for y in 0..<12 {
            for x in 0..<16 {
                let pixel = image.pixel(x: x, y: y)
                let (r, g, b) = Self.expectedPixel(x, y)
                #expect(pixel.r == r && pixel.g == g && pixel.b == b && pixel.a == 255)
            }
        }
    }

    @Test func roundTripsThroughTheEncoder() throws {
        let image = try RGBAImage(width: 70, height: 40) { x, y in
            (UInt8(x * 3), UInt8(y * 6), UInt8((x ^ y) & 0xFF), UInt8(255 - x))
        }
        #expect(try PNGDecoder.decode(PNGEncoder.encode(image)) == image)
    }

    @Test func rejectsABadChecksumAndATruncatedFile() throws {
        var corrupt = Self.zlibFixture
        corrupt[40] ^= 0xFF
        #expect(throws: ImageDecodingError.self) { try PNGDecoder.decode(corrupt) }
        #expect(throws: ImageDecodingError.truncated("chunk IDAT runs past the end of the file")) {
            try PNGDecoder.decode(Array(Self.zlibFixture.prefix(60)))
        }
        #expect(throws: ImageDecodingError.unsupportedFormat("not a PNG file (bad signature)")) {
            try PNGDecoder.decode(Array("GIF89a".utf8))
        }
    }

    @Test func survivesRandomCorruptionOfTheDeflateStream() {
        // Flip bytes inside IDAT and fix up nothing: the decoder must throw or decode,
        // never crash or hang. Seeded so a failure can be replayed.
        var generator = SplitMix64(seed: 0x5EED_1234)
        for round in 0..<500 {
            var data = Self.zlibFixture
            for _ in 0..<3 {
                let index = 41 + Int(generator.next() % 270)
                data[index] = UInt8(truncatingIfNeeded: generator.next())
            }
            let result = Result { () throws(ImageDecodingError) in try PNGDecoder.decode(data) }
            if case .success(let image) = result {
                #expect(image.width == 16, "round \(round), seed 0x5EED_1234")
            }
        }
    }

    /// `png` with its IHDR claiming `width` × `height` (the chunk's CRC recomputed).
    static func claiming(width: UInt32, height: UInt32, in png: [UInt8]) -> [UInt8] {
        var bytes = png
        for (offset, value) in [(16, width), (20, height)] {
            for shift in 0..<4 {
                bytes[offset + shift] = UInt8(truncatingIfNeeded: value >> (24 - 8 * shift))
            }
        }
        let crc = Checksum.crc32(bytes[12..<29])
        for shift in 0..<4 {
            bytes[29 + shift] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * shift))
        }
        return bytes
    }

    @Test func refusesSizesAboveTheMaximumSideBeforeInflating() throws {
        let small = PNGEncoder.encode(try RGBAImage(width: 1, height: 1) { _, _ in (1, 2, 3, 4) })
        #expect(try PNGDecoder.decode(Self.claiming(width: 1, height: 1, in: small)).width == 1)
        for (width, height) in [(4097, 1), (1, 4097), (16384, 16384), (4096, 4097)] {
            #expect(throws: ImageDecodingError.invalidDimensions(width: width, height: height)) {
                try PNGDecoder.decode(
                    Self.claiming(width: UInt32(width), height: UInt32(height), in: small))
            }
        }
        let widest = try RGBAImage(width: RGBAImage.maximumSide, height: 1) { x, _ in
            (UInt8(x & 0xFF), 0, 0, 255)
        }
        #expect(try PNGDecoder.decode(PNGEncoder.encode(widest)) == widest)
    }

    @Test func anRGBAImageHasTheSameLimit() {
        #expect(throws: ImageDecodingError.invalidDimensions(width: 4097, height: 1)) {
            try RGBAImage(width: 4097, height: 1, pixels: [UInt8](repeating: 0, count: 4097 * 4))
        }
        #expect(throws: ImageDecodingError.invalidDimensions(width: Int.max, height: 2)) {
            try RGBAImage(width: Int.max, height: 2) { _, _ in (0, 0, 0, 0) }
        }
        #expect(RGBAImage.isValidSize(width: 4096, height: 4096))
        #expect(!RGBAImage.isValidSize(width: 0, height: 1))
    }
}

func hexBytes(_ hex: String) -> [UInt8] {
    var bytes: [UInt8] = []
    var iterator = hex.makeIterator()
    while let high = iterator.next(), let low = iterator.next() {
        bytes.append(UInt8(String([high, low]), radix: 16) ?? 0)
    }
    return bytes
}
