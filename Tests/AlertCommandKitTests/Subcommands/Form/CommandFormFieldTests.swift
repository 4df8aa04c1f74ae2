import AlertEngine
import Foundation
import Testing

@testable import AlertCommandKit

@Test func eachFieldOptionReadsItsLabelUpToTheFirstColonAndItsValueAfter() throws {
    #expect(try CommandFormField(option: "entry", spec: "Name") == .entry(label: "Name", value: ""))
    #expect(
        try CommandFormField(option: "entry", spec: "Time:12:30")
            == .entry(label: "Time", value: "12:30"))
    #expect(try CommandFormField(option: "password", spec: "PIN") == .password(label: "PIN"))
    #expect(try CommandFormField(option: "date", spec: "Day") == .date(label: "Day", initial: nil))
    #expect(
        try CommandFormField(option: "date", spec: "Day:2024-02-29")
            == .date(label: "Day", initial: CalendarDay(year: 2024, month: 2, day: 29)))
    #expect(
        try CommandFormField(option: "choice", spec: "Shell:bash,zsh")
            == .choice(label: "Shell", options: ["bash", "zsh"]))
    #expect(
        try CommandFormField(option: "multiline", spec: "Notes:a\nb")
            == .multiline(label: "Notes", value: "a\nb"))
}

@Test func aFieldOptionThatDoesNotFitSaysWhy() {
    let refused: [(String, String, String)] = [
        ("entry", ":x", "--entry needs a label before its colon"),
        ("password", "PIN:1234", "--password takes a label only"),
        ("date", "Day:2024-02-30", "--date Day must start at a real day as YYYY-MM-DD"),
        ("date", "Day:tomorrow", "not tomorrow"),
        ("choice", "Shell", "--choice Shell needs its options"),
        ("choice", "Shell:", "--choice Shell needs its options"),
        ("choice", "Shell:a,,b", "--choice Shell needs its options"),
    ]
    for (option, spec, problem) in refused {
        #expect {
            try CommandFormField(option: option, spec: spec)
        } throws: { error in
            "\(error)".contains(problem)
        }
    }
}

@Test func aFieldBecomesTheLibrarysFieldADayStartingTodayUnlessItSaysOtherwise() {
    let today = CalendarDay(year: 2026, month: 11, day: 29)!
    let day = CalendarDay(year: 1990, month: 5, day: 17)!
    #expect(
        CommandFormField.entry(label: "A", value: "v").formField(today: today)
            == .entry("A", initial: "v"))
    #expect(CommandFormField.password(label: "P").formField(today: today) == .password("P"))
    #expect(
        CommandFormField.date(label: "D", initial: nil).formField(today: today)
            == .date(
                "D", initial: today.midnightUTC, range: CalendarDay.pickerRange,
                timeZone: CalendarDay.timeZone))
    #expect(
        CommandFormField.date(label: "D", initial: day).formField(today: today)
            == .date(
                "D", initial: day.midnightUTC, range: CalendarDay.pickerRange,
                timeZone: CalendarDay.timeZone))
    #expect(
        CommandFormField.choice(label: "C", options: ["a"]).formField(today: today)
            == .choice("C", options: ["a"]))
    #expect(
        CommandFormField.multiline(label: "M", value: "x").formField(today: today)
            == .text("M", initial: "x"))
}
