/// Reads binary PPM (`P6`, maxval ≤ 255) files into ``RGBAImage``s. O(pixels).
package enum PPMDecoder {
    /// Decodes `data`; comments (`#` to end of line) are allowed in the header.
    package static func decode(_ data: [UInt8]) throws(ImageDecodingError) -> RGBAImage {
        var position = 0
        func token() throws(ImageDecodingError) -> String {
            while position < data.count {
                if data[position] == UInt8(ascii: "#") {
                    while position < data.count && data[position] != 0x0A { position += 1 }
                } else if [0x20, 0x09, 0x0A, 0x0D].contains(data[position]) {
                    position += 1
                } else {
                    break
                }
            }
            let start = position
            while position < data.count && ![0x20, 0x09, 0x0A, 0x0D].contains(data[position]) {
                position += 1
            }
            guard position > start else { throw .truncated("PPM header ends early") }
            return String(decoding: data[start..<position], as: UTF8.self)
        }
        guard try token() == "P6" else { throw .unsupportedFormat("not a binary PPM (P6)") }
        guard let width = Int(try token()), let height = Int(try token()),
            let maxValue = Int(try token())
        else { throw .corrupt("PPM header numbers") }
        guard (1...255).contains(maxValue) else {
            throw .unsupportedFormat("PPM maxval \(maxValue)")
        }
        guard RGBAImage.isValidSize(width: width, height: height) else {
            throw .invalidDimensions(width: width, height: height)
        }
        position += 1  // the single whitespace after maxval
        guard data.count - position >= width * height * 3 else {
            throw .truncated("PPM pixel data")
        }
        var pixels = [UInt8]()
        pixels.reserveCapacity(width * height * 4)
        for index in 0..<(width * height) {
            let p = position + index * 3
            for channel in 0..<3 {
                pixels.append(UInt8(Int(data[p + channel]) * 255 / maxValue))
            }
            pixels.append(255)
        }
        return try RGBAImage(width: width, height: height, pixels: pixels)
    }
}
