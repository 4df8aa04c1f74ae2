#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Builds the raw-mode attributes from the saved ones, like `cfmakeraw`: no echo, no canonical
/// line editing, no signals from keys (Ctrl+C and Ctrl+Z arrive as keys), no input or output
/// translation, 8-bit characters, reads return as soon as one byte is there.
enum RawMode {
    /// The raw version of `attributes`; everything else (speeds, other flags) is kept.
    static func attributes(from attributes: termios) -> termios {
        var raw = attributes
        raw.c_iflag &= ~tcflag_t(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON)
        raw.c_oflag &= ~tcflag_t(OPOST)
        raw.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | ISIG | IEXTEN)
        raw.c_cflag &= ~tcflag_t(CSIZE | PARENB)
        raw.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &raw.c_cc) { controlCharacters in
            controlCharacters[Int(VMIN)] = 1
            controlCharacters[Int(VTIME)] = 0
        }
        return raw
    }

    /// Whether two attribute sets are identical, byte for byte.
    static func isIdentical(_ lhs: termios, _ rhs: termios) -> Bool {
        withUnsafeBytes(of: lhs) { left in
            withUnsafeBytes(of: rhs) { right in left.elementsEqual(right) }
        }
    }
}
