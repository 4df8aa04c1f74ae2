import AlertCommandKit
import Testing

@Suite struct CommandChoiceTests {
    @Test func aDelimitedOptionShowsItsLabelAndPrintsItsValue() {
        let option = CommandChoice("Report (250 KB):/tmp/r.pdf", delimiter: ":")
        #expect(option.label == "Report (250 KB)" && option.value == "/tmp/r.pdf")
        let twice = CommandChoice("a=b=c", delimiter: "=")
        #expect(twice.label == "a" && twice.value == "b=c", "split at the first delimiter")
        let wide = CommandChoice("漢字::kanji", delimiter: "::")
        #expect(wide.label == "漢字" && wide.value == "kanji")
        #expect(CommandChoice("plain", delimiter: ":") == CommandChoice("plain"))
        #expect(CommandChoice("a:b", delimiter: nil) == CommandChoice("a:b"))
        #expect(CommandChoice("a:b", delimiter: "") == CommandChoice("a:b"))
        let choice = CommandChoice("x:1", delimiter: ":").choice
        #expect(choice.label == "x" && choice.value == "1" && choice.detail == nil)
    }

    @Test func taggedArgumentsArePairsThatPrintTheTag() {
        let pairs = CommandChoice.tagged(["1", "System Options", "2", "Display"])
        #expect(
            pairs == [
                CommandChoice(label: "1", detail: "System Options", value: "1"),
                CommandChoice(label: "2", detail: "Display", value: "2"),
            ])
        #expect(CommandChoice.tagged(["1", "System Options", "2"]) == nil)
        #expect(CommandChoice.tagged([]) == [])
    }

    @Test func selectedNamesTickTheirRowsAndAStarTicksAll() throws {
        let options = [
            CommandChoice(label: "Apple", value: "a"), CommandChoice("b"),
            CommandChoice(label: "a", value: "c"),
        ]
        #expect(CommandChoice.names(inSelected: "Apple,,b,") == ["Apple", "b"])
        #expect(try CommandChoice.rows(selecting: ["Apple", "b"], among: options).get() == [0, 1])
        #expect(
            try CommandChoice.rows(selecting: ["a"], among: options).get() == [2],
            "a label before a value")
        #expect(try CommandChoice.rows(selecting: ["c"], among: options).get() == [2])
        #expect(try CommandChoice.rows(selecting: ["*"], among: options).get() == [0, 1, 2])
        #expect(
            CommandChoice.rows(selecting: ["b", "pear"], among: options)
                == .failure(.init(name: "pear")))
    }
}
