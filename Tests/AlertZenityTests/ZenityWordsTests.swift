import AlertCommandKit
import AlertDialog
import AlertEngine
import Testing

@testable import AlertZenity

/// zenity's words in the desktop's language (what the presenter found in the system's
/// catalogs, given here as Debian's Hebrew ones read): its default texts and buttons shown
/// translated, the answer and `ALERT_ANSWERS`'s id as in English.
@MainActor struct ZenityWordsTests {
    static let hebrew = ZenityWords(translations: [
        "_OK": "_אישור", "_Cancel": "_ביטול", "_Yes": "_כן", "_No": "_לא",
        "Select items from the list below.": "נא לבחור פריטים מהרשימה למטה.",
        "Not one of zenity's words": "ignored",
    ])

    /// The buttons' titles and the text of `arguments`' window, in Hebrew.
    func shown(_ arguments: [String]) throws -> (buttons: [String], text: String, id: String?) {
        guard case .show(var question) = try ZenityCommandLine.parse(arguments) else {
            throw DialogUsageError("no dialog")
        }
        question.words = Self.hebrew
        let controller = AlertController(window: HeadlessAlertWindow(), clock: ManualAlertClock())
        ZenityRunner.show(question, on: controller, id: nil) { _ in }
        let view = try #require(controller.currentAlert as? AlertView)
        let buttons = view.items.compactMap { ($0 as? ButtonItem)?.title }
        return (buttons, question.text, question.answersID)
    }

    @Test func aListsTextAndButtonsAreTranslatedButItsIdIsNot() throws {
        let list = try shown(["--list", "--column", "Fruit", "apple"])
        #expect(list.buttons == ["ביטול", "אישור"])
        #expect(list.text == "נא לבחור פריטים מהרשימה למטה.")
        #expect(list.id == "Select items from the list below.")
        #expect(Self.hebrew.translations["Not one of zenity's words"] == nil)
    }

    @Test func aQuestionsYesAndNoAreTranslatedUnlessLabelled() throws {
        #expect(try shown(["--question", "--text", "Delete?"]).buttons == ["לא", "כן"])
        let labelled = try shown(["--question", "--text", "Delete?", "--ok-label", "Go"])
        #expect(labelled.buttons == ["לא", "Go"])
        // A text of its own is shown as given.
        #expect(try shown(["--list", "--text", "Pick", "--column", "F", "a"]).text == "Pick")
    }

    @Test func englishIsTheWordsThemselves() {
        let english = ZenityWords()
        #expect(english("Select items from the list below.") == "Select items from the list below.")
        #expect(english.button("_OK") == nil)
    }
}
