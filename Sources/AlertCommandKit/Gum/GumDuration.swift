/// A duration as Go writes it (`time.ParseDuration`), which gum's `--timeout` takes:
/// `1s`, `500ms`, `2m`, `1h30m`, `1.5s`, `-1s`, `0`. Units are `ns`, `us` (`µs`), `ms`,
/// `s`, `m` and `h`; a number without unit is refused, but for `0`.
package enum GumDuration {
    /// Nanoseconds in each unit Go knows.
    private static let units: [(name: String, nanoseconds: Double)] = [
        ("ns", 1), ("us", 1e3), ("µs", 1e3), ("μs", 1e3), ("ms", 1e6), ("s", 1e9),
        ("m", 60e9), ("h", 3_600e9),
    ]

    /// The duration `text` writes, in nanoseconds, or nil when Go would refuse it
    /// (`time: invalid duration`). O(n) in the text.
    package static func nanoseconds(_ text: String) -> Double? {
        var rest = Substring(text)
        var sign = 1.0
        if let first = rest.first, first == "-" || first == "+" {
            sign = first == "-" ? -1 : 1
            rest = rest.dropFirst()
        }
        if rest == "0" { return 0 }
        guard !rest.isEmpty else { return nil }
        var total = 0.0
        while !rest.isEmpty {
            let number = rest.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
            guard !number.isEmpty, number != ".", number.filter({ $0 == "." }).count <= 1,
                let value = Double(number.hasPrefix(".") ? "0" + number : String(number))
            else { return nil }
            rest = rest.dropFirst(number.count)
            let unitText = rest.prefix { !($0.isASCII && ($0.isNumber || $0 == ".")) }
            guard let unit = units.first(where: { $0.name == unitText }) else { return nil }
            rest = rest.dropFirst(unitText.count)
            total += value * unit.nanoseconds
        }
        return sign * total
    }

    /// The duration in whole milliseconds, rounded up so a positive duration never comes
    /// to zero; nil as ``nanoseconds(_:)``.
    package static func milliseconds(_ text: String) -> Int? {
        guard let nanoseconds = nanoseconds(text) else { return nil }
        guard nanoseconds > 0 else { return Int(nanoseconds / 1e6) }
        return Int(min((nanoseconds / 1e6).rounded(.up), Double(Int32.max)))
    }
}
