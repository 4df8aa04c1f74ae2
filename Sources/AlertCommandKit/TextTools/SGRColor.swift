/// A colour as an SGR sequence writes it, which is what colorprofile converts: a basic colour
/// (SGR 30–37, 90–97), an indexed one (38;5;n, even below 16) or a 24-bit one (38;2;r;g;b).
enum SGRColor: Hashable, Sendable {
    /// One of the 16 basic colours, 0–15.
    case basic(UInt8)
    /// One of the 256 indexed colours.
    case indexed(UInt8)
    /// A 24-bit colour.
    case rgb(UInt8, UInt8, UInt8)

    /// A flag's colour as lipgloss writes it: 0–15 basic, 16–255 indexed, else 24-bit.
    init(_ color: TextToolColor) {
        switch color {
        case .indexed(let index) where index < 16: self = .basic(index)
        case .indexed(let index): self = .indexed(index)
        case .rgb(let red, let green, let blue): self = .rgb(red, green, blue)
        }
    }

    /// The SGR parameters that set this colour as the foreground (x/ansi's
    /// `foregroundColorString`).
    var foregroundParameters: String {
        switch self {
        case .basic(let index) where index < 8: return "3\(index)"
        case .basic(let index): return "9\(index & 7)"
        case .indexed(let index): return "38;5;\(index)"
        case .rgb(let red, let green, let blue): return "38;2;\(red);\(green);\(blue)"
        }
    }

    /// The SGR parameters that set this colour as the background.
    var backgroundParameters: String {
        switch self {
        case .basic(let index) where index < 8: return "4\(index)"
        case .basic(let index): return "10\(index & 7)"
        case .indexed(let index): return "48;5;\(index)"
        case .rgb(let red, let green, let blue): return "48;2;\(red);\(green);\(blue)"
        }
    }

    /// The SGR parameters that set this colour as the underline colour (basic colours are
    /// written indexed: SGR 58 has no short form).
    var underlineParameters: String {
        switch self {
        case .basic(let index), .indexed(let index): return "58;5;\(index)"
        case .rgb(let red, let green, let blue): return "58;2;\(red);\(green);\(blue)"
        }
    }
}
