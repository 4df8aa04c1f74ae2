import Foundation
import Testing

@testable import AlertStyles

@Suite struct AlertDateLimitsTests {
    private static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    private func year(_ date: Date) -> Int { Self.calendar.component(.year, from: date) }

    private func date(_ year: Int) -> Date {
        Self.calendar.date(from: DateComponents(era: 1, year: year, month: 6, day: 1))!
    }

    @Test func theShownYearsAreOneToNineThousandNineHundredAndNinetyNine() {
        let shown = AlertDateLimits.shown(in: Self.calendar)
        #expect(year(shown.lowerBound) == 1)
        #expect(year(shown.upperBound) == 9999)
    }

    @Test func aRangeIsNarrowedToTheShownYears() {
        // Some 31,700 years either side of 2001 (Foundation's distant dates are inside).
        let farPast = Date(timeIntervalSinceReferenceDate: -1e12)
        let farFuture = Date(timeIntervalSinceReferenceDate: 1e12)
        let shown = AlertDateLimits.shown(in: Self.calendar)
        #expect(AlertDateLimits.limits(of: nil, in: Self.calendar) == shown)
        let wide = AlertDateLimits.limits(of: farPast...farFuture, in: Self.calendar)
        #expect(wide == shown)
        let inside = date(2000)...date(2030)
        #expect(AlertDateLimits.limits(of: inside, in: Self.calendar) == inside)
        let straddling = AlertDateLimits.limits(
            of: date(2000)...farFuture, in: Self.calendar)
        #expect(straddling == date(2000)...shown.upperBound)
    }

    @Test func aRangeEntirelyOutsideIsKeptAsItIs() {
        let future = date(12_000)...date(12_001)
        #expect(AlertDateLimits.limits(of: future, in: Self.calendar) == future)
    }
}
