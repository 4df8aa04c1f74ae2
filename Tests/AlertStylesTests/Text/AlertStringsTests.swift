import AlertStylesTestSupport
import Foundation
import Testing

@testable import AlertStyles

@Suite struct AlertStringsTests {
    @Test func englishForAnEnglishLocale() {
        let strings = AlertStrings(locale: Locale(identifier: "en_US"))
        #expect(strings.ok == "OK")
        #expect(strings.cancel == "Cancel")
        #expect(strings.done == "Done")
        #expect(strings.success == "Success")
        #expect(strings.failure == "Failure")
        #expect(strings.information == "Information")
        #expect(strings.keyHintWords == .english, "the tables' English is the built-in one")
    }

    @Test func theKeyHintsComeInChineseToo() {
        let words = AlertStrings(locale: Locale(identifier: "zh_CN")).keyHintWords
        #expect(words.hints(for: .checklist) == ["↑↓ 移动", "空格 勾选", "回车 完成"])
        #expect(words.menu(escapeCancels: true) == ["↑↓ 移动", "回车 选择", "Esc 取消"])
        #expect(words.hints(for: .filter).first == "输入以筛选")
    }

    @Test(arguments: ["zh-Hans", "zh_CN", "zh-Hans-US", "zh", "zh_SG"])
    func simplifiedChineseForAChineseLocale(_ identifier: String) {
        let strings = AlertStrings(locale: Locale(identifier: identifier))
        #expect(strings.ok == "好")
        #expect(strings.cancel == "取消")
        #expect(strings.done == "完成")
        #expect(strings.information == "信息")
    }

    @Test(arguments: ["fr_FR", "zh-Hant", "zh_TW", "ja_JP", "C", ""])
    func englishForLanguagesThatDoNotShip(_ identifier: String) {
        #expect(AlertStrings(locale: Locale(identifier: identifier)).cancel == "Cancel")
    }
}

@MainActor @Test func constructorsUseTheUsersLanguageByDefault() throws {
    let (controller, _, _) = makeController()
    let current = AlertStrings.current
    let message = controller.showMessage("Hi")
    #expect(message.items.compactMap { ($0 as? ButtonItem)?.title } == [current.ok])
    controller.dismissAll()
    let input = controller.showInput(title: "Name")
    #expect(
        input.items.compactMap { ($0 as? ButtonItem)?.title } == [current.cancel, current.ok])
}

@MainActor @Test func oneCallCanNameItsOwnTitles() {
    let (controller, _, _) = makeController()
    let chinese = AlertStrings(locale: Locale(identifier: "zh-Hans"))
    let input = controller.showInput(
        title: "名字", cancelTitle: chinese.cancel, okTitle: "确定")
    #expect(input.items.compactMap { ($0 as? ButtonItem)?.title } == ["取消", "确定"])
    controller.dismissAll()
    let picker = controller.showDatePicker(
        title: nil, initial: Date(timeIntervalSince1970: 0), cancelTitle: "Back",
        doneTitle: "Pick")
    #expect(picker.items.compactMap { ($0 as? ButtonItem)?.title } == ["Back", "Pick"])
}
