import AlertCommandKit
import Testing

@testable import AlertDialog

/// A checklist's answer as each program writes it.
struct DialogAnswerTests {
    @Test func whiptailQuotesEveryTag() {
        #expect(
            DialogAnswer.checklist(["a", "b c"], dialect: .whiptail, separatesOutput: false)
                == "\"a\" \"b c\"")
        #expect(DialogAnswer.checklist([], dialect: .whiptail, separatesOutput: false) == "")
    }

    @Test func dialogQuotesOnlyWhatNeedsIt() {
        #expect(
            DialogAnswer.checklist(
                ["a", "b c", #"q"x"#, #"b\s"#], dialect: .dialog, separatesOutput: false)
                == #"a "b c" "q\"x" "b\\s""#)
    }

    @Test func separateOutputWritesALineATagUnquoted() {
        for dialect in DialogDialect.allCases {
            #expect(
                DialogAnswer.checklist(["a", "b c"], dialect: dialect, separatesOutput: true)
                    == "a\nb c\n")
        }
    }
}
