import AlertTestSupport
import Foundation
import Testing

/// Generated whiptail and dialog command lines and keys, against Debian's programs: list
/// boxes with random rows, status words, sizes in every spelling the programs take, the
/// common options and random keys, each case made from a seed (printed with the case, so
/// a failure replays with its seed alone). The grammar leaves out what differs on purpose
/// (an unknown option's status, whiptail's crash on an empty radio list, dialog's refusal
/// of a terminal narrower than its box).
extension DialogCompatibilityTests {
    /// The first seed; each case adds its index. `ALERT_DIFF_SEED` replays another run (a
    /// wider sweep, or one failed case with `ALERT_DIFF_COUNT=1`).
    static let firstSeed: UInt64 =
        ProcessInfo.processInfo.environment["ALERT_DIFF_SEED"].flatMap { UInt64($0) }
        ?? 0x5EED_0039

    /// How many cases a run makes (about 2 seconds each, both programs);
    /// `ALERT_DIFF_COUNT` sets another number.
    static let generatedCount =
        ProcessInfo.processInfo.environment["ALERT_DIFF_COUNT"].flatMap { Int($0) } ?? 36

    static var generatedCases: [Case] {
        (0..<generatedCount).map { generated(seed: firstSeed + UInt64($0)) }
    }

    /// The case made from `seed`.
    static func generated(seed: UInt64) -> Case {
        var random = SplitMix64(seed: seed)
        func pick<T>(_ choices: [T]) -> T {
            choices[Int(random.next(below: UInt64(choices.count)))]
        }
        let dialect = random.chance(50) ? "whiptail" : "dialog"
        let box = pick(["--menu", "--checklist", "--radiolist"])
        let hasStatus = box != "--menu"
        var options: [String] = []
        let noItem = random.chance(25)
        if noItem { options.append("--noitem") }
        if !noItem, random.chance(20) { options.append("--notags") }
        if random.chance(25) { options.append("--defaultno") }
        if random.chance(15) { options.append("--nocancel") }
        if box == "--checklist", random.chance(30) { options.append("--separate-output") }
        let tags = ["apple", "banana", "cherry", "avocado", "b2", "2x", "Zed", "3"]
        var pool = tags
        var rows: [[String]] = []
        for index in 0..<(1 + Int(random.next(below: 7))) where !pool.isEmpty {
            let tag = pool.remove(at: Int(random.next(below: UInt64(pool.count))))
            var row = [tag]
            // dialog's --noitem takes no ITEM in any list; whiptail's only in a check list.
            if !(noItem && (dialect == "dialog" || hasStatus)) { row.append("Item \(index + 1)") }
            if hasStatus { row.append(pick(["on", "off", "ON", "yes", "1", "off", "On"])) }
            rows.append(row)
        }
        if random.chance(20), let tag = rows.randomElement(using: &random)?.first {
            options += ["--default-item", tag]
        }
        // Both sizes fit (0) or both given, in the spellings strtol takes.
        let sizes = pick([["0", "0"], ["20", "60"], [" 18", "+60"], ["16", "50"]])
        let listHeight = pick(["0", "3", "4", "+2", ""])
        let arguments = options + [box, "Pick one"] + sizes + [listHeight] + rows.flatMap { $0 }
        var keys: [String] = []
        let letters = rows.compactMap { $0.first?.first.map(String.init) } + ["7", "1", "2"]
        for _ in 0..<Int(random.next(below: 5)) {
            keys.append(
                pick([
                    Key.down, Key.up, Key.pageDown, Key.pageUp, Key.end, Key.home, Key.space,
                    Key.tab, pick(letters),
                ]))
        }
        keys.append(Key.enter)
        return Case(
            dialect: dialect, arguments: arguments, shown: "Pick", keys: keys,
            seed: seed)
    }
}

extension DialogCompatibilityTests {
    /// The generated cases, one at a time (each printed with its seed).
    @Suite(.serialized, .needs(.whiptail, .dialog))
    struct Generated {
        @Test(arguments: DialogCompatibilityTests.generatedCases)
        func generatedCommandLinesAnswerAsTheRealProgram(_ testCase: Case) async throws {
            try await DialogCompatibilityTests.compare(testCase)
        }
    }
}
