import AlertProtocol
import AlertStylesTestSupport
import Foundation
import Testing

@testable import AlertStyles

@MainActor @Test func countdownTicksToZeroAndNoFurther() throws {
    #expect(throws: AlertStyleError.invalidValue("seconds")) { try CountdownItem(seconds: -1) }
    let countdown = try CountdownItem(seconds: 2) { "\($0)…" }
    #expect(countdown.text == "2…")
    #expect(countdown.tick() == 1)
    #expect(countdown.tick() == 0)
    #expect(countdown.tick() == 0)
}
