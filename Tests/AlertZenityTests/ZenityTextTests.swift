import AlertCommandKit
import AlertDialog
import Testing

@testable import AlertZenity

@Suite struct ZenityTextTests {
    /// zenity's `--info --text '<b>Done</b> &amp; a\nb'`: the tags left out, the entity
    /// decoded, `\n` a line break; `--no-markup` keeps it as typed.
    @Test func aMessagesTextIsMarkupWithEscapes() {
        let typed = #"<b>Done</b> &amp; a\nb"#
        #expect(ZenityText.shown(typed, markup: true) == "Done & a\nb")
        #expect(ZenityText.shown(typed, markup: false) == typed)
    }

    @Test func escapesAreCompressedAsGLibDoes() {
        #expect(ZenityText.compress(#"a\tb\\c\"d\101\q"#) == "a\tb\\c\"dAq")
        #expect(ZenityText.compress(#"end\"#) == "end")
    }

    @Test func markupThatDoesNotParseIsShownAsTyped() {
        for broken in ["<b>open", "a < b", "x & y", "<b>x</i>", "&bogus;"] {
            #expect(ZenityText.plain(fromMarkup: broken) == nil, "\(broken)")
            #expect(ZenityText.shown(broken, markup: true) == broken)
        }
        #expect(
            ZenityText.plain(fromMarkup: "<span foreground='red'>hot</span> &#233;&#x41;")
                == "hot éA")
        #expect(ZenityText.plain(fromMarkup: "line<br/>") == "line")
    }

    @Test func onlyMessageDialogsReadMarkup() throws {
        let today = CalendarDay(year: 2026, month: 11, day: 27)!
        func text(_ arguments: [String]) throws -> String? {
            guard case .show(let question) = try ZenityCommandLine.parse(arguments, today: today)
            else { return nil }
            return question.text
        }
        #expect(try text(["--info", "--text", "<b>Done</b>"]) == "Done")
        #expect(try text(["--question", "--no-markup", "--text", "<b>Go?</b>"]) == "<b>Go?</b>")
        #expect(try text(["--entry", "--text", "<b>Name</b>"]) == "<b>Name</b>")
    }
}
