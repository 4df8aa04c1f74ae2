/// A DEFLATE (RFC 1951) decoder for the zlib streams inside PNG files.
///
/// Foundation on Linux has no PNG decoder, so the terminal presenter carries its own:
/// stored, fixed-Huffman and dynamic-Huffman blocks are all supported. Output is capped at
/// `limit` bytes so a hostile file cannot exhaust memory. O(output size).
struct Inflater {
    private let input: [UInt8]
    private var position = 0
    private var bitBuffer: UInt32 = 0
    private var bitCount = 0
    private var output: [UInt8] = []
    private let limit: Int

    /// Decodes a zlib stream (2-byte header, DEFLATE data, Adler-32 trailer).
    static func inflateZlib(_ data: [UInt8], limit: Int) throws(ImageDecodingError) -> [UInt8] {
        guard data.count >= 6 else { throw .truncated("zlib stream shorter than 6 bytes") }
        let cmf = data[0]
        let flg = data[1]
        guard cmf & 0x0F == 8, (UInt16(cmf) << 8 | UInt16(flg)) % 31 == 0 else {
            throw .corrupt("bad zlib header")
        }
        guard flg & 0x20 == 0 else { throw .unsupportedFormat("zlib preset dictionary") }
        var inflater = Inflater(input: Array(data[2...]), limit: limit)
        try inflater.run()
        let trailerStart = inflater.position
        guard trailerStart + 4 <= inflater.input.count else {
            throw .truncated("zlib stream has no Adler-32 trailer")
        }
        let stored = inflater.input[trailerStart..<trailerStart + 4].reduce(UInt32(0)) {
            $0 << 8 | UInt32($1)
        }
        guard stored == Checksum.adler32(inflater.output) else {
            throw .corrupt("zlib Adler-32 mismatch")
        }
        return inflater.output
    }

    private init(input: [UInt8], limit: Int) {
        self.input = input
        self.limit = limit
    }

    private mutating func run() throws(ImageDecodingError) {
        var isFinal = false
        while !isFinal {
            isFinal = try bits(1) == 1
            switch try bits(2) {
            case 0: try storedBlock()
            case 1: try huffmanBlock(literals: Self.fixedLiterals, distances: Self.fixedDistances)
            case 2:
                let (literals, distances) = try dynamicTables()
                try huffmanBlock(literals: literals, distances: distances)
            default: throw .corrupt("deflate block type 3")
            }
        }
        // The trailer starts at the next whole byte.
        bitBuffer = 0
        bitCount = 0
    }

    private mutating func bits(_ count: Int) throws(ImageDecodingError) -> Int {
        while bitCount < count {
            guard position < input.count else { throw .truncated("deflate data ends early") }
            bitBuffer |= UInt32(input[position]) << UInt32(bitCount)
            position += 1
            bitCount += 8
        }
        let value = Int(bitBuffer & ((1 << UInt32(count)) - 1))
        bitBuffer >>= UInt32(count)
        bitCount -= count
        return value
    }

    private mutating func storedBlock() throws(ImageDecodingError) {
        bitBuffer = 0
        bitCount = 0
        guard position + 4 <= input.count else { throw .truncated("stored block header") }
        let length = Int(input[position]) | Int(input[position + 1]) << 8
        let complement = Int(input[position + 2]) | Int(input[position + 3]) << 8
        guard length == ~complement & 0xFFFF else { throw .corrupt("stored block length") }
        position += 4
        guard position + length <= input.count else { throw .truncated("stored block data") }
        try reserve(length)
        output.append(contentsOf: input[position..<position + length])
        position += length
    }

    private mutating func reserve(_ count: Int) throws(ImageDecodingError) {
        guard output.count + count <= limit else {
            throw .corrupt("decompressed data exceeds \(limit) bytes")
        }
    }

    private mutating func decode(_ table: HuffmanTable) throws(ImageDecodingError) -> Int {
        var code = 0
        var first = 0
        var index = 0
        for length in 1...15 {
            code |= try bits(1)
            let count = table.counts[length]
            if code - first < count { return table.symbols[index + code - first] }
            index += count
            first = (first + count) << 1
            code <<= 1
        }
        throw .corrupt("invalid Huffman code")
    }

    private mutating func huffmanBlock(
        literals: HuffmanTable, distances: HuffmanTable
    ) throws(ImageDecodingError) {
        while true {
            let symbol = try decode(literals)
            if symbol < 256 {
                try reserve(1)
                output.append(UInt8(symbol))
            } else if symbol == 256 {
                return
            } else {
                let lengthIndex = symbol - 257
                guard lengthIndex < Self.lengthBase.count else { throw .corrupt("length code") }
                let length =
                    Self.lengthBase[lengthIndex] + (try bits(Self.lengthExtra[lengthIndex]))
                let distanceIndex = try decode(distances)
                guard distanceIndex < Self.distanceBase.count else {
                    throw .corrupt("distance code")
                }
                let distance =
                    Self.distanceBase[distanceIndex]
                    + (try bits(Self.distanceExtra[distanceIndex]))
                guard distance <= output.count else { throw .corrupt("distance too far back") }
                try reserve(length)
                let start = output.count - distance
                for offset in 0..<length { output.append(output[start + offset]) }
            }
        }
    }

    private mutating func dynamicTables() throws(ImageDecodingError) -> (
        HuffmanTable, HuffmanTable
    ) {
        let literalCount = try bits(5) + 257
        let distanceCount = try bits(5) + 1
        let codeLengthCount = try bits(4) + 4
        guard literalCount <= 286, distanceCount <= 30 else { throw .corrupt("table sizes") }
        var codeLengthLengths = [Int](repeating: 0, count: 19)
        for index in 0..<codeLengthCount {
            codeLengthLengths[Self.codeLengthOrder[index]] = try bits(3)
        }
        let codeLengthTable = try HuffmanTable(lengths: codeLengthLengths)
        var lengths: [Int] = []
        lengths.reserveCapacity(literalCount + distanceCount)
        while lengths.count < literalCount + distanceCount {
            let symbol = try decode(codeLengthTable)
            switch symbol {
            case 0...15:
                lengths.append(symbol)
            case 16:
                guard let previous = lengths.last else { throw .corrupt("repeat with no length") }
                lengths.append(contentsOf: repeatElement(previous, count: 3 + (try bits(2))))
            case 17:
                lengths.append(contentsOf: repeatElement(0, count: 3 + (try bits(3))))
            default:
                lengths.append(contentsOf: repeatElement(0, count: 11 + (try bits(7))))
            }
        }
        guard lengths.count == literalCount + distanceCount else {
            throw .corrupt("code lengths overrun")
        }
        guard lengths[256] > 0 else { throw .corrupt("no end-of-block code") }
        return (
            try HuffmanTable(lengths: Array(lengths[0..<literalCount])),
            try HuffmanTable(lengths: Array(lengths[literalCount...]))
        )
    }

    private static let codeLengthOrder = [
        16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15,
    ]
    private static let lengthBase = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
        131, 163, 195, 227, 258,
    ]
    private static let lengthExtra = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    private static let distanceBase = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
        2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
    ]
    private static let distanceExtra = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12,
        13, 13,
    ]
    // The fixed tables are built from valid length lists, so construction cannot fail.
    private static let fixedLiterals = try! HuffmanTable(
        lengths: Array(repeating: 8, count: 144) + Array(repeating: 9, count: 112)
            + Array(repeating: 7, count: 24) + Array(repeating: 8, count: 8))
    private static let fixedDistances = try! HuffmanTable(
        lengths: Array(repeating: 5, count: 30))
}

/// A canonical Huffman code: how many codes of each length, and the symbols in code order.
struct HuffmanTable {
    var counts = [Int](repeating: 0, count: 16)
    var symbols: [Int] = []

    init(lengths: [Int]) throws(ImageDecodingError) {
        for length in lengths {
            guard (0...15).contains(length) else { throw .corrupt("code length \(length)") }
            counts[length] += 1
        }
        counts[0] = 0
        var left = 1
        for length in 1...15 {
            left = left << 1 - counts[length]
            guard left >= 0 else { throw .corrupt("over-subscribed Huffman code") }
        }
        var offsets = [Int](repeating: 0, count: 16)
        for length in 1..<15 { offsets[length + 1] = offsets[length] + counts[length] }
        symbols = [Int](repeating: 0, count: lengths.count)
        for (symbol, length) in lengths.enumerated() where length != 0 {
            symbols[offsets[length]] = symbol
            offsets[length] += 1
        }
    }
}
