import Foundation
import Testing

@testable import AlertStyles

@Suite struct AlertStringTablesTests {
    @Test(
        arguments: [
            ("en", "en"), ("en_GB.UTF-8", "en"), ("en-001", "en"), ("zh_CN.UTF-8", "zh-Hans"),
            ("zh-Hans-US", "zh-Hans"), ("zh-Hans-HK", "zh-Hans"), ("zh", "zh-Hans"),
            ("zh_TW", nil), ("zh-Hant", nil), ("zh_HK.UTF-8", nil), ("C", nil), ("POSIX", nil),
            ("fr_FR", nil), ("", nil),
        ] as [(String, String?)])
    func anIdentifierAsksForAShippedLanguageOrNone(_ identifier: String, _ language: String?) {
        #expect(AlertStringTables.language(of: identifier) == language)
    }

    @Test func theFirstIdentifierWithAShippedLanguageWinsElseEnglish() {
        let tables = AlertStringTables.shared
        #expect(tables.table(for: ["fr_FR", "zh_TW", "zh_CN", "en"])["cancel"] == "取消")
        #expect(tables.table(for: ["fr_FR", "en_US", "zh_CN"])["cancel"] == "Cancel")
        #expect(tables.table(for: ["ja_JP"]) == tables.english)
        #expect(tables.table(for: []) == tables.english)
    }

    @Test func everyShippedTableHasEveryKey() {
        let tables = AlertStringTables.shared.tables
        #expect(Set(tables.keys) == Set(AlertStringTables.languages))
        for (language, table) in tables {
            #expect(Set(table.keys) == Set(AlertStringTables.keys), "\(language)")
        }
    }

    @Test func environmentLanguagesComeFirstOnLinux() {
        let environment = ["LANGUAGE": "fr:zh_CN", "LANG": "en_US.UTF-8"]
        let languages = AlertStringTables.userLanguages(environment: environment)
        #if os(Linux)
            #expect(Array(languages.prefix(3)) == ["fr", "zh_CN", "en_US.UTF-8"])
            #expect(AlertStringTables.shared.table(for: languages)["cancel"] == "取消")
        #endif
        #expect(languages.suffix(1) == [Locale.current.identifier])
    }
}
