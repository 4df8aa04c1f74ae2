import AlertStylesTestSupport
import Foundation
import Testing

@testable import AlertStyles

private let utc = AlertDateArithmetic()

private func date(_ text: String) -> Date {
    try! Date(text, strategy: .iso8601)
}

@Test func monthAndYearKeepTheDayOrTakeTheLastDay() throws {
    #expect(
        try utc.adding(1, to: .month, of: date("2024-01-31T10:00:00Z"), clampedTo: nil)
            == date("2024-02-29T10:00:00Z"))
    #expect(
        try utc.adding(1, to: .year, of: date("2024-02-29T00:00:00Z"), clampedTo: nil)
            == date("2025-02-28T00:00:00Z"))
    #expect(
        try utc.adding(-1, to: .month, of: date("2024-01-15T00:00:00Z"), clampedTo: nil)
            == date("2023-12-15T00:00:00Z"))
    #expect(
        try utc.adding(1, to: .month, of: date("2023-12-15T00:00:00Z"), clampedTo: nil)
            == date("2024-01-15T00:00:00Z"))
}

@Test func daysHoursAndMinutesCarry() throws {
    #expect(
        try utc.adding(1, to: .day, of: date("2023-12-31T23:59:00Z"), clampedTo: nil)
            == date("2024-01-01T23:59:00Z"))
    #expect(
        try utc.adding(1, to: .minute, of: date("2023-12-31T23:59:00Z"), clampedTo: nil)
            == date("2024-01-01T00:00:00Z"))
    #expect(
        try utc.adding(-1, to: .hour, of: date("2024-03-01T00:30:00Z"), clampedTo: nil)
            == date("2024-02-29T23:30:00Z"))
}

@Test func clampsToTheRange() throws {
    let range = date("2024-01-01T00:00:00Z")...date("2024-06-30T00:00:00Z")
    #expect(
        try utc.adding(1, to: .year, of: date("2024-03-01T00:00:00Z"), clampedTo: range)
            == range.upperBound)
    #expect(
        try utc.adding(-5, to: .month, of: date("2024-03-01T00:00:00Z"), clampedTo: range)
            == range.lowerBound)
}

@Test func formatsISO8601InItsTimeZone() {
    #expect(utc.iso8601(date("2024-02-29T13:05:00Z")) == "2024-02-29T13:05:00Z")
    let tokyo = AlertDateArithmetic(timeZone: TimeZone(identifier: "Asia/Tokyo")!)
    #expect(tokyo.value(of: .hour, in: date("2024-02-29T13:05:00Z")) == 22)
    #expect(tokyo.iso8601(date("2024-02-29T13:05:00Z")).hasPrefix("2024-02-29T22:05:00"))
}

@Test func randomStepsStayInRangeAndOnValidDays() throws {
    let seed: UInt64 = 2024
    var generator = SplitMix64(seed: seed)
    let range = date("2020-01-01T00:00:00Z")...date("2030-12-31T23:59:00Z")
    var current = date("2024-01-31T12:00:00Z")
    for step in 0..<500 {
        let field = AlertDateField.allCases.randomElement(using: &generator)!
        let amount = Int.random(in: -30...30, using: &generator)
        let before = utc.value(of: .day, in: current)
        let next = try utc.adding(amount, to: field, of: current, clampedTo: range)
        #expect(range.contains(next), "seed \(seed) step \(step)")
        if field == .year || field == .month, next != range.lowerBound, next != range.upperBound {
            let days = utc.calendar.range(of: .day, in: .month, for: next)!.count
            #expect(utc.value(of: .day, in: next) == min(before, days), "seed \(seed) step \(step)")
        }
        current = next
    }
}

@Test func hugeAmountsThrowInvalidDateInsteadOfTrapping() {
    let start = date("2024-01-31T12:00:00Z")
    let amounts = [
        Int.max, Int.min, Int.max / 2, Int.min / 2, Int.max / 12 + 1, 1 << 40, -(1 << 40),
    ]
    for field in AlertDateField.allCases {
        for amount in amounts {
            do {
                let moved = try utc.adding(amount, to: field, of: start, clampedTo: nil)
                #expect(moved.timeIntervalSince1970.isFinite, "\(field) \(amount)")
            } catch {
                guard case .invalidDate = error else {
                    Issue.record("\(field) \(amount): \(error)")
                    continue
                }
            }
        }
    }
    #expect(throws: AlertStyleError.self) {
        try utc.adding(Int.max / 2, to: .year, of: start, clampedTo: nil)
    }
    #expect(throws: AlertStyleError.self) {
        try utc.adding(Int.max, to: .month, of: start, clampedTo: nil)
    }
}
