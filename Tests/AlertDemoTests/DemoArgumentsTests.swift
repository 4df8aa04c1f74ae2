import Testing

@testable import AlertDemoKit

@Suite struct DemoArgumentsTests {
    @Test func noArgumentsMeansInteractive() throws {
        #expect(try DemoArguments.parse([]) == DemoArguments(mode: .interactive))
    }

    @Test func readsEveryModeAndTheSize() throws {
        #expect(try DemoArguments.parse(["--plain"]).mode == .plain)
        #expect(try DemoArguments.parse(["--script", "enter,q"]).mode == .script("enter,q"))
        #expect(try DemoArguments.parse(["--script=tab"]).mode == .script("tab"))
        let svg = try DemoArguments.parse(["--svg", "docs", "--size", "80x24"])
        #expect(
            svg == DemoArguments(mode: .svg(directory: "docs"), size: .init(columns: 80, rows: 24)))
        #expect(try DemoArguments.parse(["--plain", "-h"]).mode == .help)
    }

    @Test func badCommandLinesGetTypedErrors() {
        #expect(throws: DemoArgumentError.unknownOption("--nope")) {
            try DemoArguments.parse(["--nope"])
        }
        #expect(throws: DemoArgumentError.missingValue("--svg")) {
            try DemoArguments.parse(["--svg"])
        }
        for size in ["80", "80x", "x24", "10x24", "80x2", "axb", "2000x30"] {
            #expect(throws: DemoArgumentError.invalidSize(size)) {
                try DemoArguments.parse(["--size", size])
            }
        }
    }
}
