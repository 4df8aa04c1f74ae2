import AlertCommandKit
import Testing

@testable import AlertDialog

/// Rows in two aligned columns, and the buttons' words.
struct DialogRowsTests {
    let entries = [
        DialogEntry(tag: "1", item: "System"), DialogEntry(tag: "10 中文", item: "Wide"),
    ]

    @Test func tagsAreTheLabelsAndItemsTheirDetails() {
        let columns = DialogRows.columns(entries, DialogOptions())
        #expect(columns.labels == ["1", "10 中文"])
        #expect(columns.details == ["System", "Wide"])
    }

    @Test func noTagsShowsItemsAndNoItemShowsTags() {
        var options = DialogOptions()
        options.showsNoTags = true
        let items = DialogRows.columns(
            entries + [DialogEntry(tag: "bare", item: "")], options)
        #expect(items.labels == ["System", "Wide", "bare"])
        #expect(items.details == ["", "", ""])
        options = DialogOptions()
        options.showsNoItem = true
        let tags = DialogRows.columns(entries, options)
        #expect(tags.labels == ["1", "10 中文"])
        #expect(tags.details == ["", ""])
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
