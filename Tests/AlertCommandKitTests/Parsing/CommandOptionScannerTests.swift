import Testing

@testable import AlertCommandKit

struct CommandOptionScannerTests {
    let scanner = CommandOptionScanner(subcommand: "s", valueOptions: ["title"], flags: ["sheet"])

    @Test func separatesOptionsFlagsAndPositionals() throws {
        let scan = try scanner.scan(["a", "--title", "T", "-", "--sheet", "b"])
        #expect(scan.values == ["title": "T"])
        #expect(scan.setFlags == ["sheet"])
        #expect(scan.positionals == ["a", "-", "b"])
        #expect(!scan.wantsHelp)
    }

    @Test func aValueMayLookLikeAnOptionOrHoldAnEqualsSign() throws {
        #expect(try scanner.scan(["--title", "--sheet"]).values == ["title": "--sheet"])
        #expect(try scanner.scan(["--title=a=b"]).values == ["title": "a=b"])
        #expect(try scanner.scan(["--title="]).values == ["title": ""])
    }

    @Test func aRepeatableOptionKeepsEachValueInOrderAndOthersStayOnce() throws {
        let fields = CommandOptionScanner(
            subcommand: "form", valueOptions: ["title", "entry", "date"], flags: [],
            repeatable: ["entry", "date"])
        let scan = try fields.scan(["--entry", "A", "--date=B", "--title", "T", "--entry", "C"])
        #expect(
            scan.repeated == [
                .init(name: "entry", value: "A"), .init(name: "date", value: "B"),
                .init(name: "entry", value: "C"),
            ])
        #expect(scan.values == ["title": "T"])
        #expect(throws: CommandUsageError.self) {
            try fields.scan(["--title", "a", "--title", "b"])
        }
        #expect(throws: CommandUsageError.self) { try fields.scan(["--entry"]) }
        #expect(try scanner.scan(["--title", "T"]).repeated.isEmpty)
    }

    @Test func doubleDashEndsTheOptions() throws {
        let scan = try scanner.scan(["--", "--help", "--title"])
        #expect(scan.positionals == ["--help", "--title"])
        #expect(!scan.wantsHelp)
    }

    @Test func helpIsNotedAnywhereBeforeDoubleDash() throws {
        #expect(try scanner.scan(["a", "--help"]).wantsHelp)
        #expect(try scanner.scan(["-h"]).wantsHelp)
    }
}
