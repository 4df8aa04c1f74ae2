import AlertStylesTestSupport
import Foundation
import Testing

@testable import AlertStyles

/// A cell measurer that counts the texts it measures (tests run on one actor at a time).
final class CountingMeasurer: AlertTextMeasuring, @unchecked Sendable {
    var measured = 0
    func width(of text: String, role: AlertTextRole) -> CGFloat {
        measured += 1
        return CGFloat(text.count) * (role == .title ? 2 : 1)
    }
    func lineHeight(for role: AlertTextRole) -> CGFloat { 1 }
}

@MainActor @Test func theWidestTextIsMeasuredOncePerMeasurerAndRole() {
    let texts = ["a", "three", "xx"]
    let counting = CountingMeasurer()
    var widest = WidestText()
    #expect(widest.width(of: texts, role: .message, measurer: counting) == 5)
    #expect(counting.measured == 3)
    #expect(widest.width(of: texts, role: .message, measurer: counting) == 5)
    #expect(counting.measured == 3, "remembered for the same measurer")
    #expect(widest.width(of: texts, role: .title, measurer: counting) == 10)
    #expect(counting.measured == 6, "measured again in another role")
    // Another measurer measures again.
    #expect(widest.width(of: texts, role: .title, measurer: MonospaceTextMeasurer.cells) == 5)
    #expect(widest.width(of: [], role: .title, measurer: CountingMeasurer()) == 0)
}
