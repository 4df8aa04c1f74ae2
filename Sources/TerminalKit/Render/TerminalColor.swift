/// A colour as a terminal understands it.
///
/// Stored in a cell's style packed into 32 bits (see `packed`), so cells stay small and
/// compare with integer comparisons.
public enum TerminalColor: Hashable, Sendable {
    /// The terminal's own default foreground or background.
    case `default`
    /// One of the 16 basic ANSI colours: 0–7 normal, 8–15 bright. Values above 15 wrap (n & 15).
    case ansi(UInt8)
    /// One of the 256 indexed colours (16–231 a 6×6×6 cube, 232–255 a grey ramp).
    case indexed(UInt8)
    /// A 24-bit colour.
    case rgb(UInt8, UInt8, UInt8)

    /// The colour packed into 32 bits: a tag in the top byte, the payload below.
    var packed: UInt32 {
        switch self {
        case .default: return 0
        case .ansi(let index): return 0x0100_0000 | UInt32(index & 15)
        case .indexed(let index): return 0x0200_0000 | UInt32(index)
        case .rgb(let red, let green, let blue):
            return 0x0300_0000 | UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
        }
    }

    /// Unpacks a colour packed by ``packed``.
    init(packed: UInt32) {
        let low = UInt8(truncatingIfNeeded: packed)
        switch packed >> 24 {
        case 1: self = .ansi(low)
        case 2: self = .indexed(low)
        case 3:
            self = .rgb(
                UInt8(truncatingIfNeeded: packed >> 16),
                UInt8(truncatingIfNeeded: packed >> 8),
                low
            )
        default: self = .default
        }
    }
}
