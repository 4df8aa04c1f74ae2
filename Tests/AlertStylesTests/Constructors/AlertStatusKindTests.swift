import Foundation
import Testing

@testable import AlertStyles

@Test func eachKindHasAnIconOfItsOwn() {
    let english = AlertStrings(locale: Locale(identifier: "en"))
    let icons = AlertStatusKind.allCases.map { $0.icon(strings: english) }
    #expect(icons.map(\.altText) == ["Success", "Failure", "Information"])
    #expect(Set(icons.compactMap(\.symbol)).count == AlertStatusKind.allCases.count)
}

@Test func statusIconsTakeTheirAltTextFromTheStrings() {
    let chinese = AlertStrings(locale: Locale(identifier: "zh-Hans"))
    #expect(AlertStatusKind.success.icon(strings: chinese).altText == "成功")
    #expect(AlertStatusKind.failure.icon(strings: chinese).altText == "失败")
    #expect(AlertStatusKind.info.icon.altText == AlertStrings.current.information)
}
