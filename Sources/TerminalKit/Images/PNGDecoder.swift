/// Reads PNG files into ``RGBAImage``s, with no system library.
///
/// Supports bit depth 8 in every colour type (grey, grey+alpha, RGB, RGBA, palette with
/// `tRNS`) and palettes of depth 1, 2 and 4, all five row filters, and every kind of DEFLATE
/// block. Interlaced (Adam7) files are refused with a clear error. Checks every chunk CRC.
/// O(pixels).
package enum PNGDecoder {
    /// The 8-byte PNG signature.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Decodes PNG `data` into RGBA pixels.
    package static func decode(_ data: [UInt8]) throws(ImageDecodingError) -> RGBAImage {
        guard data.count >= 8, Array(data[0..<8]) == signature else {
            throw .unsupportedFormat("not a PNG file (bad signature)")
        }
        var header: Header?
        var palette: [UInt8] = []
        var transparency: [UInt8] = []
        var compressed: [UInt8] = []
        var offset = 8
        chunks: while true {
            guard offset + 12 <= data.count else { throw .truncated("PNG ends before IEND") }
            let length = Int(readUInt32(data, at: offset))
            let typeStart = offset + 4
            let type = String(decoding: data[typeStart..<typeStart + 4], as: UTF8.self)
            guard length <= data.count - typeStart - 8 else {
                throw .truncated("chunk \(type) runs past the end of the file")
            }
            let body = data[(typeStart + 4)..<(typeStart + 4 + length)]
            let crc = readUInt32(data, at: typeStart + 4 + length)
            guard Checksum.crc32(data[typeStart..<(typeStart + 4 + length)]) == crc else {
                throw .corrupt("chunk CRC mismatch")
            }
            switch type {
            case "IHDR": header = try Header(Array(body))
            case "PLTE": palette = Array(body)
            case "tRNS": transparency = Array(body)
            case "IDAT": compressed.append(contentsOf: body)
            case "IEND": break chunks
            default: break
            }
            offset = typeStart + 8 + length
        }
        guard let header else { throw .corrupt("no IHDR chunk") }
        let raw = try Inflater.inflateZlib(compressed, limit: header.rawByteCount)
        guard raw.count == header.rawByteCount else {
            throw .truncated("image data holds \(raw.count) of \(header.rawByteCount) bytes")
        }
        let rows = try unfilter(raw, header: header)
        return try expand(rows, header: header, palette: palette, transparency: transparency)
    }

    struct Header {
        let width: Int
        let height: Int
        let bitDepth: Int
        let colorType: Int
        var channels: Int { [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType] ?? 0 }
        var bitsPerPixel: Int { channels * bitDepth }
        var rowBytes: Int { (width * bitsPerPixel + 7) / 8 }
        var rawByteCount: Int { (rowBytes + 1) * height }

        init(_ body: [UInt8]) throws(ImageDecodingError) {
            guard body.count == 13 else { throw .corrupt("IHDR length") }
            width = Int(readUInt32(body, at: 0))
            height = Int(readUInt32(body, at: 4))
            bitDepth = Int(body[8])
            colorType = Int(body[9])
            guard RGBAImage.isValidSize(width: width, height: height) else {
                throw .invalidDimensions(width: width, height: height)
            }
            guard body[12] == 0 else { throw .unsupportedFormat("interlaced PNG") }
            let supported =
                bitDepth == 8 && [0, 2, 3, 4, 6].contains(colorType)
                || colorType == 3 && [1, 2, 4].contains(bitDepth)
            guard supported else {
                throw .unsupportedFormat("colour type \(colorType) at bit depth \(bitDepth)")
            }
        }
    }

    private static func readUInt32<C: Collection>(_ bytes: C, at offset: Int) -> UInt32
    where C.Element == UInt8, C.Index == Int {
        bytes[offset..<offset + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
    }

    /// Undoes the per-row filters (None, Sub, Up, Average, Paeth).
    private static func unfilter(
        _ raw: [UInt8], header: Header
    ) throws(ImageDecodingError) -> [UInt8] {
        let stride = header.rowBytes
        let step = max(1, header.bitsPerPixel / 8)
        var out = [UInt8](repeating: 0, count: stride * header.height)
        for row in 0..<header.height {
            let filter = raw[row * (stride + 1)]
            let source = row * (stride + 1) + 1
            let target = row * stride
            for column in 0..<stride {
                let x = raw[source + column]
                let a = column >= step ? out[target + column - step] : 0
                let b = row > 0 ? out[target + column - stride] : 0
                let c = row > 0 && column >= step ? out[target + column - stride - step] : 0
                switch filter {
                case 0: out[target + column] = x
                case 1: out[target + column] = x &+ a
                case 2: out[target + column] = x &+ b
                case 3: out[target + column] = x &+ UInt8((Int(a) + Int(b)) / 2)
                case 4: out[target + column] = x &+ paeth(a, b, c)
                default: throw .corrupt("row filter \(filter)")
                }
            }
        }
        return out
    }

    private static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let pa = abs(p - Int(a))
        let pb = abs(p - Int(b))
        let pc = abs(p - Int(c))
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }

    private static func expand(
        _ rows: [UInt8], header: Header, palette: [UInt8], transparency: [UInt8]
    ) throws(ImageDecodingError) -> RGBAImage {
        if header.colorType == 3 && palette.isEmpty { throw .corrupt("palette image, no PLTE") }
        var pixels = [UInt8]()
        pixels.reserveCapacity(header.width * header.height * 4)
        for y in 0..<header.height {
            let row = y * header.rowBytes
            for x in 0..<header.width {
                switch header.colorType {
                case 0:
                    let g = rows[row + x]
                    pixels.append(contentsOf: [g, g, g, 255])
                case 2:
                    let p = row + x * 3
                    pixels.append(contentsOf: [rows[p], rows[p + 1], rows[p + 2], 255])
                case 4:
                    let p = row + x * 2
                    pixels.append(contentsOf: [rows[p], rows[p], rows[p], rows[p + 1]])
                case 6:
                    let p = row + x * 4
                    pixels.append(contentsOf: rows[p..<p + 4])
                default:
                    let bitOffset = x * header.bitDepth
                    let byte = rows[row + bitOffset / 8]
                    let shift = 8 - header.bitDepth - bitOffset % 8
                    let index = Int(byte >> UInt8(shift)) & ((1 << header.bitDepth) - 1)
                    guard index * 3 + 2 < palette.count else {
                        throw .corrupt("palette index \(index) out of range")
                    }
                    let alpha = index < transparency.count ? transparency[index] : 255
                    pixels.append(contentsOf: palette[index * 3..<index * 3 + 3])
                    pixels.append(alpha)
                }
            }
        }
        return try RGBAImage(width: header.width, height: header.height, pixels: pixels)
    }
}
