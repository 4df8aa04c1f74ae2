import AlertEngine
import Foundation
import Testing

@testable import AlertCommandKit

#if canImport(Glibc)
    import Glibc
#endif

@Test func aLineIsShownWithItsTabsExpandedAndItsControlsNeutralised() {
    #expect(PagerText.clean("a\tb") == "a       b")
    #expect(PagerText.clean("漢\tb") == "漢      b", "a wide character counts two columns")
    #expect(PagerText.clean("x\u{1B}[31mred\u{1B}[0m\u{07}") == "xred\u{FFFD}")
}

@Test func theTextIsReadFromAFileWithItsLinesCleaned() throws {
    let path = FileManager.default.temporaryDirectory
        .appendingPathComponent("pager-text-\(UUID().uuidString)").path
    defer { unlink(path) }
    try "one\ttwo\r\nthree\n".write(toFile: path, atomically: true, encoding: .utf8)
    #expect(try PagerText.read(path: path, until: nil) == "one     two\nthree")
    #expect(throws: CommandUsageError.self) {
        try PagerText.read(path: path + "-missing", until: nil)
    }
}
