/// One run of ``GoPrintf/format(_:arguments:)``: the walk through the format's bytes that
/// fmt/print.go's `doPrintf` makes.
struct GoPrintfState {
    /// The format's UTF-8 bytes.
    let format: [UInt8]
    /// The operands.
    let arguments: [String]
    /// What is written so far.
    private(set) var output = ""
    private var index = 0
    private var argumentIndex = 0
    private var reordered = false
    private var goodArgumentIndex = true

    /// A run over `format` with `arguments`, nothing written yet.
    init(format: [UInt8], arguments: [String]) {
        self.format = format
        self.arguments = arguments
    }

    /// Writes the whole format into ``output``.
    mutating func run() {
        while index < format.count {
            goodArgumentIndex = true
            let start = index
            while index < format.count, format[index] != UInt8(ascii: "%") { index += 1 }
            if index > start { output += String(decoding: format[start..<index], as: UTF8.self) }
            if index >= format.count { break }
            index += 1
            if !directive() { break }
        }
        if !reordered, argumentIndex < arguments.count {
            let extra = arguments[argumentIndex...].map { "string=" + $0 }
            output += "%!(EXTRA " + extra.joined(separator: ", ") + ")"
        }
    }

    /// One directive after its `%`; false when the format ended inside it.
    private mutating func directive() -> Bool {
        var spec = GoPrintfSpec()
        while index < format.count {
            let byte = format[index]
            switch byte {
            case UInt8(ascii: "#"): spec.sharp = true
            case UInt8(ascii: "0"): spec.zero = !spec.minus
            case UInt8(ascii: "+"): spec.plus = true
            case UInt8(ascii: "-"):
                spec.minus = true
                spec.zero = false
            case UInt8(ascii: " "): spec.space = true
            default:
                if (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte),
                    argumentIndex < arguments.count
                {
                    write(Unicode.Scalar(byte), spec: spec)
                    index += 1
                    return true
                }
                return slowDirective(spec)
            }
            index += 1
        }
        output += "%!(NOVERB)"
        return false
    }

    /// The rest of a directive: argument index, width, precision, then the verb.
    private mutating func slowDirective(_ initial: GoPrintfSpec) -> Bool {
        var spec = initial
        var afterIndex = argumentNumber()
        if index < format.count, format[index] == UInt8(ascii: "*") {
            index += 1
            // A string is never an int: Go writes BADWIDTH and takes the argument.
            output += "%!(BADWIDTH)"
            if argumentIndex < arguments.count { argumentIndex += 1 }
            afterIndex = false
        } else {
            spec.width = number()
            if afterIndex && spec.width != nil { goodArgumentIndex = false }
        }
        if index + 1 < format.count, format[index] == UInt8(ascii: ".") {
            index += 1
            if afterIndex { goodArgumentIndex = false }
            afterIndex = argumentNumber()
            if index < format.count, format[index] == UInt8(ascii: "*") {
                index += 1
                output += "%!(BADPREC)"
                if argumentIndex < arguments.count { argumentIndex += 1 }
                afterIndex = false
            } else {
                spec.precision = number() ?? 0
            }
        }
        if !afterIndex { afterIndex = argumentNumber() }
        guard index < format.count else {
            output += "%!(NOVERB)"
            return false
        }
        let verb = decodeVerb()
        if verb == "%" {
            output += "%"
        } else if !goodArgumentIndex {
            output += "%!\(verb)(BADINDEX)"
        } else if argumentIndex >= arguments.count {
            output += "%!\(verb)(MISSING)"
        } else {
            write(verb, spec: spec)
        }
        return true
    }

    /// Writes the current argument for `verb` and moves to the next.
    private mutating func write(_ verb: Unicode.Scalar, spec initial: GoPrintfSpec) {
        var spec = initial
        if verb == "v" {
            spec.sharpV = spec.sharp
            spec.sharp = false
            spec.plus = false
        }
        output += spec.render(arguments[argumentIndex], verb: verb)
        argumentIndex += 1
    }

    /// The verb at the index, one UTF-8 scalar.
    private mutating func decodeVerb() -> Unicode.Scalar {
        var iterator = format[index...].makeIterator()
        var decoder = UTF8()
        let start = index
        if case .scalarValue(let scalar) = decoder.decode(&iterator) {
            index += String(scalar).utf8.count
            return scalar
        }
        index = start + 1
        return "\u{FFFD}"
    }

    /// fmt's `parsenum`: a decimal number at the index, nil when there is none; a number
    /// over a million ends the format, as in Go.
    private mutating func number() -> Int? {
        var value: Int?
        while index < format.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(format[index])
        {
            if let current = value, current > 1_000_000 {
                index = format.count
                return nil
            }
            value = (value ?? 0) * 10 + Int(format[index] - UInt8(ascii: "0"))
            index += 1
        }
        return value
    }

    /// fmt's `argNumber`: an explicit `[n]` at the index; true when one was read.
    private mutating func argumentNumber() -> Bool {
        guard index < format.count, format[index] == UInt8(ascii: "[") else { return false }
        reordered = true
        guard format.count - index >= 3,
            let close = format[(index + 1)...].firstIndex(of: UInt8(ascii: "]"))
        else {
            index += 1
            goodArgumentIndex = false
            return false
        }
        let digits = format[(index + 1)..<close]
        index = close + 1
        guard !digits.isEmpty, digits.count <= 7,
            digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
        else {
            goodArgumentIndex = false
            return false
        }
        let value = digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) } - 1
        guard value >= 0, value < arguments.count else {
            goodArgumentIndex = false
            return true
        }
        argumentIndex = value
        return true
    }
}
