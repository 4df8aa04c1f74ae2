import AlertCommandKit
import Testing

@testable import AlertGum

/// How `gum choose` and `gum filter` read their options (choose/command.go).
struct GumListTests {
    @Test func aLabelDelimiterSplitsEachOptionAtItsFirstOccurrence() {
        let list = GumList(options: ["One:1", "Two:2:b"], labelDelimiter: ":")
        #expect(list.choices.map(\.label) == ["One", "Two"])
        #expect(list.choices.map(\.value) == ["1", "2:b"])
        #expect(list.malformed == nil)
        #expect(list.options == ["One:1", "Two:2:b"])
    }

    @Test func anOptionWithoutTheDelimiterIsNamedAsMalformed() {
        // choose/command.go: `invalid option format: %q`.
        let list = GumList(options: ["One:1", "Two"], labelDelimiter: ":")
        #expect(list.malformed == "Two")
    }

    @Test func orderedSortsByLabelByteByByte() {
        var list = GumList(options: ["b", "B", "a", "é"], labelDelimiter: "")
        list.sortByLabel()
        #expect(list.choices.map(\.label) == ["B", "a", "b", "é"])
    }

    @Test func selectedNamesThatNameNoOptionArePassedOver() {
        let list = GumList(options: ["a", "b", "c"], labelDelimiter: "")
        #expect(list.known(["z", "b", "a"], limit: 2) == ["b", "a"])
        #expect(list.known(["z", "b", "a"], limit: 1) == ["b"])
        #expect(list.known(["c", "b", "a"], limit: nil) == ["c"])
        #expect(list.known(["*"], limit: 3) == ["*"])
        // choose/command.go ticks the first ones up to the limit.
        #expect(list.known(["*"], limit: 2) == ["a", "b"])
        #expect(list.known(["*"], limit: nil) == [])
    }

    @Test func theLimitNeverExceedsTheOptions() throws {
        func limit(_ arguments: [String], count: Int) throws -> Int? {
            GumList.limit(
                try GumScan(arguments, flags: GumChoose.flags, environment: [:]), count: count)
        }
        #expect(try limit([], count: 5) == nil)
        #expect(try limit(["--limit", "1"], count: 5) == nil)
        #expect(try limit(["--limit", "3"], count: 5) == 3)
        #expect(try limit(["--limit", "9"], count: 5) == 5)
        #expect(try limit(["--no-limit"], count: 5) == 5)
        #expect(try limit(["--no-limit", "--limit", "2"], count: 5) == 5)
    }

    @Test func splittingIsGosStringsSplit() {
        #expect("a,b,,c".split(",") == ["a", "b", "", "c"])
        #expect("a\nb".split("\n") == ["a", "b"])
        #expect("ab".split("") == ["a", "b"])
        #expect("".split("\n") == [""])
    }
}
