import Testing

@testable import AlertCommandKit

/// Rows in two aligned columns, and the buttons' words.
struct DialogRowsTests {
    let entries = [
        DialogEntry(tag: "1", item: "System"), DialogEntry(tag: "10 中文", item: "Wide"),
    ]

    @Test func itemsStartInOneColumnAndEveryLabelIsAsWide() {
        #expect(
            DialogRows.labels(entries, DialogOptions()) == ["1        System", "10 中文  Wide  "])
    }

    @Test func noTagsShowsItemsAndNoItemShowsTags() {
        var options = DialogOptions()
        options.showsNoTags = true
        #expect(DialogRows.labels(entries, options) == ["System", "Wide  "])
        options = DialogOptions()
        options.showsNoItem = true
        #expect(DialogRows.labels(entries, options) == ["1      ", "10 中文"])
    }

    @Test func buttonsUseTheCommandLinesWordsElseTheProgramsOwn() {
        var options = DialogOptions()
        #expect(DialogRows.label(of: .ok, options, dialect: .whiptail, yesNo: false) == "Ok")
        #expect(DialogRows.label(of: .ok, options, dialect: .dialog, yesNo: false) == "OK")
        #expect(DialogRows.label(of: .cancel, options, dialect: .dialog, yesNo: true) == "No")
        options.noLabel = "Keep"
        options.cancelLabel = "Back"
        #expect(DialogRows.label(of: .cancel, options, dialect: .dialog, yesNo: true) == "Keep")
        #expect(DialogRows.label(of: .cancel, options, dialect: .dialog, yesNo: false) == "Back")
    }
}

/// The width a box asks for.
struct DialogRowsWidthTests {
    @Test func theCommandLinesWidthLessTheBorderOrNothingToFit() {
        var options = DialogOptions()
        #expect(DialogRows.contentWidth(options) == nil)
        options.width = 6
        #expect(DialogRows.contentWidth(options) == nil)
        options.width = 60
        #expect(DialogRows.contentWidth(options) == 54)
    }
}
