extension GoTimeLayout {
    /// A run of a layout: text copied as it is, or one element.
    enum Piece: Equatable {
        /// Text written unchanged.
        case text(String)
        /// An element replaced by part of the date.
        case element(Element)
    }

    /// `layout` cut into text and elements as Go's `nextStdChunk` reads it, left to right.
    static func pieces(of layout: String) -> [Piece] {
        let bytes = Array(layout.utf8)
        var pieces: [Piece] = []
        var textStart = 0
        var index = 0
        while index < bytes.count {
            guard let (element, length) = element(in: bytes, at: index) else {
                index += 1
                continue
            }
            if index > textStart {
                pieces.append(.text(String(decoding: bytes[textStart..<index], as: UTF8.self)))
            }
            pieces.append(.element(element))
            index += length
            textStart = index
        }
        if bytes.count > textStart {
            pieces.append(.text(String(decoding: bytes[textStart...], as: UTF8.self)))
        }
        return pieces
    }

    /// The element starting at `index` and its length in bytes, if one does.
    private static func element(in bytes: [UInt8], at index: Int) -> (Element, Int)? {
        let rest = bytes[index...]
        func starts(_ text: String) -> Bool { rest.starts(with: text.utf8) }
        func lowerAfter(_ count: Int) -> Bool {
            index + count < bytes.count
                && (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[index + count])
        }
        switch bytes[index] {
        case UInt8(ascii: "J"):
            if starts("January") { return (.longMonth, 7) }
            if starts("Jan"), !lowerAfter(3) { return (.month, 3) }
        case UInt8(ascii: "M"):
            if starts("Monday") { return (.longWeekday, 6) }
            if starts("Mon"), !lowerAfter(3) { return (.weekday, 3) }
            if starts("MST") { return (.zoneName, 3) }
        case UInt8(ascii: "0"):
            if index + 1 < bytes.count,
                let element = Element.zeroPadded[bytes[index + 1]]
            {
                return (element, 2)
            }
            if starts("002") { return (.zeroYearDay, 3) }
        case UInt8(ascii: "1"):
            return starts("15") ? (.hour, 2) : (.numericMonth, 1)
        case UInt8(ascii: "2"):
            return starts("2006") ? (.longYear, 4) : (.day, 1)
        case UInt8(ascii: "_"):
            // `_2006` is a literal `_` and then the year, as Go reads it.
            if starts("_2"), !starts("_2006") { return (.spacePaddedDay, 2) }
            if starts("__2") { return (.spacePaddedYearDay, 3) }
        case UInt8(ascii: "3"): return (.hour12, 1)
        case UInt8(ascii: "4"): return (.minute, 1)
        case UInt8(ascii: "5"): return (.second, 1)
        case UInt8(ascii: "P"): if starts("PM") { return (.upperMeridiem, 2) }
        case UInt8(ascii: "p"): if starts("pm") { return (.lowerMeridiem, 2) }
        case UInt8(ascii: "-"), UInt8(ascii: "Z"):
            return offset(bytes, at: index)
        case UInt8(ascii: "."), UInt8(ascii: ","):
            return fraction(bytes, at: index)
        default:
            break
        }
        return nil
    }

    /// `-0700` and its kin, or with `Z` the ISO 8601 forms.
    private static func offset(_ bytes: [UInt8], at index: Int) -> (Element, Int)? {
        let iso = bytes[index] == UInt8(ascii: "Z")
        let rest = bytes[(index + 1)...]
        let forms: [(String, GoTimeLayout.OffsetStyle)] = [
            ("070000", .seconds), ("07:00:00", .colonSeconds), ("0700", .minutes),
            ("07:00", .colonMinutes), ("07", .hours),
        ]
        for (text, style) in forms where rest.starts(with: text.utf8) {
            return (.offset(style, iso: iso), text.utf8.count + 1)
        }
        return nil
    }

    /// `.000` or `.999` (or with a comma) not followed by another digit.
    private static func fraction(_ bytes: [UInt8], at index: Int) -> (Element, Int)? {
        guard index + 1 < bytes.count,
            bytes[index + 1] == UInt8(ascii: "0") || bytes[index + 1] == UInt8(ascii: "9")
        else { return nil }
        let digit = bytes[index + 1]
        var end = index + 1
        while end < bytes.count, bytes[end] == digit { end += 1 }
        if end < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) {
            return nil
        }
        let element = Element.fraction(
            digits: end - index - 1, trimmed: digit == UInt8(ascii: "9"),
            separator: Character(Unicode.Scalar(bytes[index])))
        return (element, end - index)
    }
}
