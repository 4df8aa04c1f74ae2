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

    @Test func errorMessagesNeutraliseHostileText() {
        let hostile = "x\u{1B}]52;c;SGVsbG8=\u{07}\u{9B}31m\u{202E}y"
        let errors: [DemoArgumentError] = [
            .unknownOption(hostile), .missingValue(hostile), .invalidSize(hostile),
        ]
        for error in errors {
            let scalars = error.description.unicodeScalars
            #expect(
                !scalars.contains {
                    $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0.value == 0x202E
                }, "\(error.description.debugDescription)")
            #expect(error.description.contains("xy"))
        }
    }
}
