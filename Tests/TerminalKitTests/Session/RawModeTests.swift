import Testing

@testable import TerminalKit

#if canImport(Glibc)
    import Glibc
#endif

@Suite struct RawModeTests {
    private func cookedAttributes() -> termios {
        var attributes = termios()
        attributes.c_iflag = tcflag_t(ICRNL | IXON | BRKINT | IUTF8)
        attributes.c_oflag = tcflag_t(OPOST | ONLCR)
        attributes.c_cflag = tcflag_t(CS7 | PARENB | CREAD)
        attributes.c_lflag = tcflag_t(ECHO | ICANON | ISIG | IEXTEN | ECHOE)
        withUnsafeMutableBytes(of: &attributes.c_cc) {
            $0[Int(VMIN)] = 4
            $0[Int(VTIME)] = 9
            $0[Int(VINTR)] = 3
        }
        cfsetispeed(&attributes, speed_t(B38400))
        cfsetospeed(&attributes, speed_t(B38400))
        return attributes
    }

    @Test func clearsWhatCfmakerawClearsAndKeepsTheRest() {
        let cooked = cookedAttributes()
        var raw = RawMode.attributes(from: cooked)
        #expect(raw.c_iflag == tcflag_t(IUTF8))
        #expect(raw.c_oflag == tcflag_t(ONLCR))
        // Speed bits live in c_cflag on Linux: they must survive too.
        #expect(raw.c_cflag == (cooked.c_cflag & ~tcflag_t(CSIZE | PARENB)) | tcflag_t(CS8))
        #expect(raw.c_cflag & tcflag_t(CREAD) != 0)
        #expect(raw.c_lflag == tcflag_t(ECHOE))
        withUnsafeBytes(of: raw.c_cc) {
            #expect($0[Int(VMIN)] == 1)
            #expect($0[Int(VTIME)] == 0)
            #expect($0[Int(VINTR)] == 3)
        }
        #expect(cfgetospeed(&raw) == speed_t(B38400))
        #expect(raw.c_ispeed == cooked.c_ispeed)
    }

    @Test func identityIsByteForByte() {
        let cooked = cookedAttributes()
        #expect(RawMode.isIdentical(cooked, cooked))
        var changed = cooked
        withUnsafeMutableBytes(of: &changed.c_cc) { $0[Int(VEOF)] ^= 1 }
        #expect(!RawMode.isIdentical(cooked, changed))
    }
}
