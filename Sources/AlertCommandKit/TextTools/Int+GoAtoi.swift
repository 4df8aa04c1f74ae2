extension Int {
    /// The number Go's `strconv.Atoi` reads in `text`: an optional sign and decimal digits
    /// within 64 bits, nothing else (no spaces, no underscores); nil where Atoi fails. O(n).
    init?(goAtoi text: some StringProtocol) {
        var body = Substring(text)
        var negative = false
        if let sign = body.first, sign == "+" || sign == "-" {
            negative = sign == "-"
            body = body.dropFirst()
        }
        guard !body.isEmpty, body.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
            let magnitude = UInt64(body)
        else { return nil }
        // Int.min has no positive twin: the magnitude is checked as UInt64.
        if negative {
            guard magnitude <= UInt64(Int.max) + 1 else { return nil }
            self = Int(truncatingIfNeeded: 0 &- magnitude)
        } else {
            guard magnitude <= UInt64(Int.max) else { return nil }
            self = Int(magnitude)
        }
    }
}
