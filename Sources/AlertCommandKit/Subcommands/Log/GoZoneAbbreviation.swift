import FoundationEssentials

/// A zone's abbreviation as Go's `time` package takes it from the tz database on Linux
/// (time/zoneinfo_read.go): the zone file's type in force at the date, or past its last
/// transition the rule at its end (`EST5EDT,M3.2.0,M11.1.0`: `EST` or `EDT`).
enum GoZoneAbbreviation {
    /// Where the tz database lives.
    static let directory = "/usr/share/zoneinfo/"

    /// The abbreviation of the zone `identifier` at `seconds` after 1970 (UTC), standard or
    /// daylight-saving as `daylightSaving` says where the zone's rule decides; nil when the
    /// zone has no file here or the file cannot be read.
    static func abbreviation(identifier: String, at seconds: Int, daylightSaving: Bool) -> String? {
        guard !identifier.isEmpty, !identifier.hasPrefix("/"), !identifier.contains(".."),
            let data = try? Data(contentsOf: URL(filePath: directory + identifier))
        else { return nil }
        return abbreviation(in: Array(data), at: seconds, daylightSaving: daylightSaving)
    }

    /// The abbreviation in the TZif `bytes` at `seconds`.
    static func abbreviation(in bytes: [UInt8], at seconds: Int, daylightSaving: Bool) -> String? {
        guard bytes.count >= 44, bytes.starts(with: Array("TZif".utf8)) else { return nil }
        var header = counts(bytes, at: 20)
        var start = 44
        var timeSize = 4
        if bytes[4] >= UInt8(ascii: "2") {
            // Skip the 32-bit block to the 64-bit one after its own header.
            start += blockSize(header, timeSize: 4)
            guard bytes.count >= start + 44 else { return nil }
            header = counts(bytes, at: start + 20)
            start += 44
            timeSize = 8
        }
        let (_, _, _, transitions, types, characters) = header
        let indexes = start + transitions * timeSize
        let infos = indexes + transitions
        let names = infos + types * 6
        let footer = start + blockSize(header, timeSize: timeSize)
        guard bytes.count >= names + characters, types > 0 else { return nil }
        func name(ofType type: Int) -> String? {
            guard type < types else { return nil }
            let index = Int(bytes[infos + type * 6 + 5])
            guard index < characters else { return nil }
            let text = bytes[(names + index)..<(names + characters)].prefix { $0 != 0 }
            return String(decoding: text, as: UTF8.self)
        }
        var last = -1
        for number in 0..<transitions
        where integer(bytes, at: start + number * timeSize, size: timeSize) <= seconds {
            last = number
        }
        if last == transitions - 1, bytes.count > footer + 1, bytes[footer] == UInt8(ascii: "\n") {
            let rule = bytes[(footer + 1)...].prefix { $0 != UInt8(ascii: "\n") }
            if let names = ruleNames(String(decoding: rule, as: UTF8.self)) {
                return daylightSaving ? names.daylight ?? names.standard : names.standard
            }
        }
        if last >= 0 { return name(ofType: Int(bytes[indexes + last])) }
        // Before the first transition Go uses the first standard-time type.
        var standard = 0
        while standard < types - 1, bytes[infos + standard * 6 + 4] != 0 { standard += 1 }
        if bytes[infos + standard * 6 + 4] != 0 { standard = 0 }
        return name(ofType: standard)
    }

    /// The standard and daylight names of a POSIX TZ rule (`EST5EDT,…`, `<+0530>-5:30`).
    static func ruleNames(_ rule: String) -> (standard: String, daylight: String?)? {
        var rest = Substring(rule)
        func name() -> String? {
            if rest.hasPrefix("<") {
                guard let close = rest.firstIndex(of: ">") else { return nil }
                let text = String(rest[rest.index(after: rest.startIndex)..<close])
                rest = rest[rest.index(after: close)...]
                return text
            }
            let text = rest.prefix { $0.isLetter }
            guard text.count >= 3 else { return nil }
            rest = rest.dropFirst(text.count)
            return String(text)
        }
        guard let standard = name() else { return nil }
        rest = rest.drop { "+-0123456789:".contains($0) }
        return (standard, rest.isEmpty || rest.hasPrefix(",") ? nil : name())
    }

    private static func counts(_ bytes: [UInt8], at offset: Int) -> (Int, Int, Int, Int, Int, Int) {
        let values = (0..<6).map { integer(bytes, at: offset + $0 * 4, size: 4) }
        return (values[0], values[1], values[2], values[3], values[4], values[5])
    }

    private static func blockSize(_ counts: (Int, Int, Int, Int, Int, Int), timeSize: Int) -> Int {
        let (utc, standard, leaps, transitions, types, characters) = counts
        return transitions * timeSize + transitions + types * 6 + characters + leaps
            * (timeSize + 4)
            + standard + utc
    }

    private static func integer(_ bytes: [UInt8], at offset: Int, size: Int) -> Int {
        guard offset + size <= bytes.count else { return Int.max }
        var value: UInt64 = 0
        for byte in bytes[offset..<(offset + size)] { value = value << 8 | UInt64(byte) }
        if size == 4 { return Int(Int32(bitPattern: UInt32(truncatingIfNeeded: value))) }
        return Int(Int64(bitPattern: value))
    }
}
