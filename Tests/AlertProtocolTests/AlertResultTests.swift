import Foundation
import Testing

@testable import AlertProtocol

@Suite struct AlertResultTests {
    @Test func textIsTheTextFieldsValue() {
        let result = AlertResult(reason: .action(index: 1), values: ["text": "山田 🙂"])
        #expect(result.text == "山田 🙂")
        #expect(AlertResult(reason: .programmatic).text == nil)
    }

    @Test func dateReadsUTCAndOffsetForms() throws {
        let utc = AlertResult(reason: .action(index: 1), values: ["date": "2024-01-10T00:00:00Z"])
        let expected = try Date("2024-01-10T00:00:00Z", strategy: .iso8601)
        #expect(utc.date == expected)
        let tokyo = AlertResult(
            reason: .action(index: 1), values: ["date": "2024-01-10T09:00:00+0900"])
        #expect(tokyo.date == expected)
        let colon = AlertResult(
            reason: .action(index: 1), values: ["date": "2024-01-10T09:00:00+09:00"])
        #expect(colon.date == expected)
    }

    @Test func dateIsNilWhenMissingOrNotADate() {
        #expect(AlertResult(reason: .timeout).date == nil)
        #expect(AlertResult(reason: .timeout, values: ["date": "tomorrow"]).date == nil)
    }

    @Test func typedValuesIgnoreOtherKeys() {
        let result = AlertResult(reason: .action(index: 0), values: ["name": "x", "when": "y"])
        #expect(result.text == nil)
        #expect(result.date == nil)
        #expect(result.values["name"] == "x")
    }
}
