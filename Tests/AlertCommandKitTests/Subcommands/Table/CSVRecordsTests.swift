import Testing

@testable import AlertCommandKit

/// CSV as Go's encoding/csv reads and writes it, which gum's table uses
/// (table/command.go: `csv.NewReader`, `csv.NewWriter`).
struct CSVRecordsTests {
    @Test func quotedFieldsHoldSeparatorsQuotesAndLineBreaks() throws {
        let text = "name,note\r\n\"Smith, J\",\"said \"\"hi\"\"\nthen left\"\n\nplain,x\n"
        let records = try CSVRecords(text).records
        #expect(
            records == [
                ["name", "note"], ["Smith, J", "said \"hi\"\nthen left"], ["plain", "x"],
            ])
    }

    @Test func aByteOrderMarkAndAnotherSeparatorAreRead() throws {
        #expect(
            try CSVRecords("\u{FEFF}a;b\n1;2", separator: ";").records == [
                ["a", "b"], ["1", "2"],
            ])
    }

    @Test func everyRecordHasAsManyFieldsAsTheFirstUnlessToldOtherwise() throws {
        #expect(throws: CSVRecords.Problem.fieldCount(line: 3)) {
            try CSVRecords("a,b\n1,2\n3\n")
        }
        #expect(try CSVRecords("a,b\n3\n", fieldsPerRecord: -1).records == [["a", "b"], ["3"]])
        #expect(throws: CSVRecords.Problem.fieldCount(line: 1)) {
            try CSVRecords("a,b\n", fieldsPerRecord: 3)
        }
    }

    @Test func aBareQuoteIsRefusedUnlessQuotesAreLazy() throws {
        #expect(throws: CSVRecords.Problem.quote(line: 1)) { try CSVRecords("a\"b,c\n") }
        #expect(try CSVRecords("a\"b,c\n", lazyQuotes: true).records == [["a\"b", "c"]])
        #expect(throws: CSVRecords.Problem.quote(line: 1)) { try CSVRecords("\"ab\"c,d\n") }
    }

    @Test func aLineIsWrittenAsGoWritesIt() {
        #expect(
            CSVRecords.line(["a", "b c", "d,e", "say \"x\"", " lead", ""])
                == "a,b c,\"d,e\",\"say \"\"x\"\"\",\" lead\",\n")
        #expect(CSVRecords.line(["a;b", "c"], separator: ";") == "\"a;b\";c\n")
    }
}
