import AlertCommandKit

/// A semantic version range as gum's `version-check` reads it (Masterminds/semver v3):
/// groups joined by `||`, each a list of comparisons joined by commas or spaces, all of
/// which must hold. A comparison is an operator (`=`, `!=`, `>`, `<`, `>=`, `<=`, `~`,
/// `~>`, `^`, none for `=`) and a version whose missing or wildcard (`x`, `X`, `*`) parts
/// match anything; `A - B` is `>= A, <= B`. Pre-release versions are not compared.
struct GumVersionConstraint {
    /// A version as three numbers.
    typealias Version = (major: Int, minor: Int, patch: Int)

    /// One comparison: a version must be at least `lower` (when set, inclusively) and below
    /// `upper` (exclusively), or outside that range when `negated`.
    private struct Range {
        var lower: Version?
        var upper: Version?
        var negated = false

        func contains(_ version: Version) -> Bool {
            let above = lower.map { !GumVersionConstraint.less(version, $0) } ?? true
            let below = upper.map { GumVersionConstraint.less(version, $0) } ?? true
            return (above && below) != negated
        }
    }

    /// The alternatives, each a list of ranges that must all hold.
    private var groups: [[Range]] = []

    /// Reads `text`, or nil when it is no range.
    init?(_ text: String) {
        for alternative in text.split(separator: "||", omittingEmptySubsequences: false) {
            var ranges: [Range] = []
            var tokens = alternative.split(whereSeparator: { $0 == "," || $0 == " " })
                .map(String.init)
            guard !tokens.isEmpty else { return nil }
            // "1.2 - 2" is a hyphen range.
            while let dash = tokens.firstIndex(of: "-"), dash > 0, dash + 1 < tokens.count {
                guard let low = Self.partial(tokens[dash - 1]),
                    let high = Self.partial(tokens[dash + 1])
                else { return nil }
                ranges.append(Range(lower: low.base, upper: high.next(inclusive: true)))
                tokens.removeSubrange((dash - 1)...(dash + 1))
            }
            // An operator may stand apart from its version: ">= 1.2".
            var index = 0
            while index < tokens.count {
                var token = tokens[index]
                if token.allSatisfy({ "<>=!~^".contains($0) }), index + 1 < tokens.count {
                    token += tokens[index + 1]
                    index += 1
                }
                guard let range = Self.range(token) else { return nil }
                ranges.append(range)
                index += 1
            }
            groups.append(ranges)
        }
    }

    /// Whether `version` is within the range.
    func contains(_ version: Version) -> Bool {
        groups.contains { $0.allSatisfy { $0.contains(version) } }
    }

    /// A version as it may be partly written: its parts, and how many were given.
    private struct Partial {
        var parts: [Int]
        var given: Int

        var base: Version { (parts[0], parts[1], parts[2]) }

        /// The first version past what this one matches (past the version itself when all
        /// three parts were given and `inclusive`).
        func next(inclusive: Bool) -> Version? {
            switch given {
            case 0: return nil
            case 1: return (parts[0] + 1, 0, 0)
            case 2: return (parts[0], parts[1] + 1, 0)
            default: return inclusive ? (parts[0], parts[1], parts[2] + 1) : base
            }
        }
    }

    /// `1`, `1.2`, `v1.2.3`, `1.x`, `*`.
    private static func partial(_ text: String) -> Partial? {
        var body = Substring(text)
        if body.hasPrefix("v") { body = body.dropFirst() }
        if let cut = body.firstIndex(where: { $0 == "-" || $0 == "+" }) { body = body[..<cut] }
        let pieces = body.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(pieces.count) else { return nil }
        var parts = [0, 0, 0]
        var given = 0
        for (index, piece) in pieces.enumerated() {
            // A wildcard matches anything, and so must every part after it.
            if piece == "x" || piece == "X" || piece == "*" { continue }
            guard let number = Int(piece), number >= 0, given == index else { return nil }
            parts[index] = number
            given += 1
        }
        return Partial(parts: parts, given: given)
    }

    /// One comparison, its operator first.
    private static func range(_ token: String) -> Range? {
        let operators = ["!=", ">=", "=>", "<=", "=<", "~>", ">", "<", "=", "~", "^"]
        let symbol = operators.first { token.hasPrefix($0) } ?? ""
        guard let version = partial(String(token.dropFirst(symbol.count))) else { return nil }
        let base = version.base
        switch symbol {
        case "", "=": return Range(lower: base, upper: version.next(inclusive: true))
        case "!=":
            return Range(lower: base, upper: version.next(inclusive: true), negated: true)
        case ">": return Range(lower: version.next(inclusive: true) ?? (Int.max, 0, 0))
        case ">=", "=>": return Range(lower: base)
        case "<": return Range(upper: base)
        case "<=", "=<": return Range(upper: version.next(inclusive: true))
        case "~", "~>":
            let upper: Version =
                version.given <= 1 ? (base.major + 1, 0, 0) : (base.major, base.minor + 1, 0)
            return Range(lower: base, upper: upper)
        default:  // ^
            let upper: Version
            if base.major > 0 || version.given <= 1 {
                upper = (base.major + 1, 0, 0)
            } else if base.minor > 0 || version.given == 2 {
                upper = (0, base.minor + 1, 0)
            } else {
                upper = (0, 0, base.patch + 1)
            }
            return Range(lower: base, upper: upper)
        }
    }

    /// Whether `a` comes before `b`.
    static func less(_ a: Version, _ b: Version) -> Bool {
        (a.major, a.minor, a.patch) < (b.major, b.minor, b.patch)
    }
}
