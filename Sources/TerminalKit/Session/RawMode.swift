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

    /// Whether `attributes` look like raw mode left behind: no canonical input, no echo and
    /// no signal keys at once. No shell hands a terminal like that to a program it starts;
    /// a program killed with SIGKILL while raw leaves one.
    static func isLeftRaw(_ attributes: termios) -> Bool {
        attributes.c_lflag & tcflag_t(ICANON | ECHO | ISIG) == 0
    }

    /// `attributes` made sane again for a terminal left raw, as `stty sane` does for the
    /// flags raw mode takes away: canonical input with echo, signal keys and extended
    /// input, carriage returns read as line feeds, output post-processing with line feeds
    /// sent as CR LF, 8-bit characters. Speeds and control characters are kept.
    static func sane(from attributes: termios) -> termios {
        var sane = attributes
        sane.c_iflag |= tcflag_t(BRKINT | ICRNL | IXON)
        sane.c_iflag &= ~tcflag_t(IGNBRK | PARMRK | ISTRIP | INLCR | IGNCR)
        sane.c_oflag |= tcflag_t(OPOST | ONLCR)
        sane.c_lflag |= tcflag_t(ICANON | ECHO | ECHOE | ECHOK | ISIG | IEXTEN)
        sane.c_cflag &= ~tcflag_t(CSIZE | PARENB)
        sane.c_cflag |= tcflag_t(CS8 | CREAD)
        return sane
    }

    /// The attributes to restore at the end of a session that found `attributes`: those,
    /// or their ``sane(from:)`` version when they were ``isLeftRaw(_:)``.
    static func original(from attributes: termios) -> termios {
        isLeftRaw(attributes) ? sane(from: attributes) : attributes
    }

    /// Whether two attribute sets are identical, byte for byte.
    static func isIdentical(_ lhs: termios, _ rhs: termios) -> Bool {
        withUnsafeBytes(of: lhs) { left in
            withUnsafeBytes(of: rhs) { right in left.elementsEqual(right) }
        }
    }
}
