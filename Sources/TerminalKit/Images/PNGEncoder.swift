/// Writes ``RGBAImage``s as PNG files (RGBA, 8 bits, stored DEFLATE blocks).
///
/// Stored blocks keep the encoder tiny and exact; the files are larger than a compressing
/// encoder's, which does not matter for the small pictures alerts show. O(pixels).
package enum PNGEncoder {
    /// Encodes `image` as a PNG file.
    package static func encode(_ image: RGBAImage) -> [UInt8] {
        var raw: [UInt8] = []
        raw.reserveCapacity((image.width * 4 + 1) * image.height)
        for y in 0..<image.height {
            raw.append(0)  // filter: None
            let start = y * image.width * 4
            raw.append(contentsOf: image.pixels[start..<start + image.width * 4])
        }
        var file = PNGDecoder.signature
        var header: [UInt8] = []
        header.appendBigEndian(UInt32(image.width))
        header.appendBigEndian(UInt32(image.height))
        header.append(contentsOf: [8, 6, 0, 0, 0])
        file.appendChunk("IHDR", header)
        file.appendChunk("IDAT", zlibStored(raw))
        file.appendChunk("IEND", [])
        return file
    }

    private static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let length = min(65535, data.count - offset)
            let isFinal = offset + length == data.count
            out.append(isFinal ? 1 : 0)
            out.append(contentsOf: [UInt8(length & 0xFF), UInt8(length >> 8)])
            out.append(contentsOf: [UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)])
            out.append(contentsOf: data[offset..<offset + length])
            offset += length
        } while offset < data.count
        out.appendBigEndian(Checksum.adler32(data))
        return out
    }
}

extension [UInt8] {
    fileprivate mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [24, 16, 8, 0].map { UInt8((value >> UInt32($0)) & 0xFF) })
    }

    fileprivate mutating func appendChunk(_ type: String, _ body: [UInt8]) {
        appendBigEndian(UInt32(body.count))
        let typeAndBody = Array(type.utf8) + body
        append(contentsOf: typeAndBody)
        appendBigEndian(Checksum.crc32(typeAndBody))
    }
}
