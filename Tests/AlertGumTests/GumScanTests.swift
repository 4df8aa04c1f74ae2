import Testing

@testable import AlertCommandKit
@testable import AlertGum

/// gum's command lines as kong reads them: flags declared in each subcommand's
/// `options.go` (here confirm/options.go, choose/options.go and spin/options.go).
struct GumScanTests {
    func scan(
        _ arguments: [String], _ flags: [GumFlag] = GumChoose.flags,
        environment: [String: String] = [:]
    ) throws(GumUsageError) -> GumScan {
        try GumScan(arguments, flags: flags, environment: environment)
    }

    @Test func valuesComeWithAnEqualsSignOrAsTheNextArgument() throws {
        let scan = try scan(["--header=Pick one", "--height", "3", "a", "b"])
        #expect(scan.string("header") == "Pick one")
        #expect(scan.int("height") == 3)
        #expect(scan.positionals == ["a", "b"])
        #expect(scan.given == ["header", "height"])
    }

    @Test func flagsMayFollowThePositionalArgumentsUntilTwoDashes() throws {
        // gum's examples/test.sh: `gum choose Choose One Item --cursor "* "`.
        let scan = try scan(["Choose", "One", "--cursor", "* ", "Item", "--", "--limit"])
        #expect(scan.positionals == ["Choose", "One", "Item", "--limit"])
        #expect(scan.string("cursor") == "* ")
    }

    @Test func aSwitchTakesTrueFalseYesNoOneZeroOnlyAfterAnEqualsSign() throws {
        // confirm/options.go: `--default=false`; kong's boolMapper.
        #expect(try !scan(["--default=false"], GumConfirm.flags).bool("default"))
        #expect(try scan(["--default=YES"], GumConfirm.flags).bool("default"))
        #expect(try !scan(["--default=0"], GumConfirm.flags).bool("default"))
        #expect(try scan([], GumConfirm.flags).bool("default"))
        // Without `=`, the next argument is no value of a switch: it is the prompt.
        let apart = try scan(["--default", "false"], GumConfirm.flags)
        #expect(apart.bool("default"))
        #expect(apart.positionals == ["false"])
        #expect(throws: GumUsageError.self) { try scan(["--default=maybe"], GumConfirm.flags) }
    }

    @Test func onlyANegatableSwitchTakesNo() throws {
        #expect(try !scan(["--no-show-help"]).bool("show-help"))
        #expect(try !scan(["--no-strip-ansi"]).bool("strip-ansi"))
        #expect(throws: GumUsageError("unknown flag --no-ordered")) {
            try scan(["--no-ordered"])
        }
    }

    @Test func aLetterFlagTakesItsValueApartJoinedOrAfterAnEqualsSign() throws {
        for arguments in [["-s", "globe"], ["-sglobe"], ["-s=globe"]] {
            #expect(try scan(arguments + ["true"], GumSpin.flags).string("spinner") == "globe")
        }
        #expect(
            throws: GumUsageError("unknown flag -q, did you mean one of \"-h\", \"-s\", \"-a\"?")
        ) {
            try scan(["-q"], GumSpin.flags)
        }
        // Switches run together as kong splits them: `gum file -ap`.
        let joined = try scan(["-a", "--no-permissions"], GumFile.flags)
        #expect(joined.bool("all") && !joined.bool("permissions"))
        let together = try scan(["-as", "/tmp"], GumFile.flags)
        #expect(together.bool("all") && together.bool("size"))
        #expect(together.positionals == ["/tmp"])
    }

    @Test func aListGathersRepeatsAndCommas() throws {
        let scan = try scan(["--selected", "a", "--selected=b,c", "x"])
        #expect(scan.lists["selected"] == ["a", "b", "c"])
    }

    @Test func aBackslashEscapesTheCommaOfAList() throws {
        // kong's mapper.go SplitEscaped, which cuts choose/options.go's --selected:
        // `Doe\, Jane` is one name.
        let given = try scan(["--selected", #"Doe\, Jane,Roe"#, "x"])
        #expect(given.lists["selected"] == ["Doe, Jane", "Roe"])
        let fromTheEnvironment = try scan(
            ["x"], environment: ["GUM_CHOOSE_SELECTED": #"a\,b"#])
        #expect(fromTheEnvironment.lists["selected"] == ["a,b"])
        // A backslash before anything else, or last, stays; an empty item is kept but
        // for the last.
        #expect(GumScan.splitEscaped(#"a\b,c\"#) == [#"a\b"#, #"c\"#])
        #expect(GumScan.splitEscaped(#"a\\,b"#) == [#"a\\"#, "b"])
        #expect(GumScan.splitEscaped("a,,b,") == ["a", "", "b"])
        #expect(GumScan.splitEscaped(",a") == ["", "a"])
        #expect(GumScan.splitEscaped("").isEmpty)
    }

    @Test func theEnvironmentStandsInForAFlagNotGivenAndNeverForOneGiven() throws {
        let environment = [
            "GUM_CHOOSE_HEIGHT": "4", "GUM_CHOOSE_HEADER": "From the environment",
            "GUM_CHOOSE_CURSOR_FOREGROUND": "99",
        ]
        let scan = try scan(["--header", "Given"], environment: environment)
        #expect(scan.int("height") == 4)
        #expect(scan.string("header") == "Given")
        #expect(scan.string("cursor.foreground") == "99")
        #expect(!scan.given.contains("height"))
        // kong's Reset: the variable named, exit 1.
        #expect(
            throws: GumUsageError(
                "--height: expected a valid 64 bit int but got \"tall\""
                    + " (from envar GUM_CHOOSE_HEIGHT=\"tall\")", status: 1)
        ) { try self.scan([], environment: ["GUM_CHOOSE_HEIGHT": "tall"]) }
    }

    @Test func defaultsAreGumsOwn() throws {
        let scan = try scan([])
        #expect(scan.int("limit") == 1)
        #expect(scan.int("height") == 10)
        #expect(scan.string("header") == "Choose:")
        #expect(scan.string("output-delimiter") == "\n")
        // choose/options.go `set:"defaultForeground=212"` on the cursor style.
        #expect(scan.string("cursor.foreground") == "212")
        #expect(scan.string("header.foreground") == "99")
        #expect(scan.timeoutMilliseconds() == nil)
    }

    @Test func anUnknownFlagGetsKongsHintAmongTheRootsFlagsAndTheSubcommands() {
        // kong's context.go `parseFlag`: the candidates are the root's flags (gum.go's
        // `--version`, kong's `--help`), then the subcommand's, long and short.
        let cases: [([String], [GumFlag], String)] = [
            (
                ["--heigth", "3"], GumChoose.flags,
                "unknown flag --heigth, did you mean \"--height\"?"
            ),
            (
                ["--show", "true"], GumSpin.flags,
                "unknown flag --show, did you mean one of \"--show-output\", \"--show-error\","
                    + " \"--show-stdout\", \"--show-stderr\"?"
            ),
            (["--vers"], GumChoose.flags, "unknown flag --vers, did you mean \"--version\"?"),
            (
                ["-q", "true"], GumSpin.flags,
                "unknown flag -q, did you mean one of \"-h\", \"-v\", \"-s\", \"-a\"?"
            ),
            (
                ["--no-limt"], GumChoose.flags,
                "unknown flag --no-limt, did you mean \"--no-limit\"?"
            ),
        ]
        for (arguments, flags, message) in cases {
            #expect(throws: GumUsageError(message), "\(arguments)") {
                try GumScan(arguments, flags: flags, environment: [:], takesVersion: true)
            }
        }
    }

    @Test func theRootsVersionFlagIsTakenInEverySubcommandInGumMode() throws {
        for arguments in [["--version"], ["-v"], ["-av"]] {
            let scan = try GumScan(
                arguments, flags: GumFile.flags, environment: [:], takesVersion: true)
            #expect(scan.wantsVersion && !scan.wantsHelp, "\(arguments)")
        }
        // The first of help and version wins, as kong runs the first flag's hook.
        let helpFirst = try GumScan(
            ["-h", "-v"], flags: GumChoose.flags, environment: [:], takesVersion: true)
        #expect(helpFirst.wantsHelp && !helpFirst.wantsVersion)
        let versionFirst = try GumScan(
            ["--version", "--help"], flags: GumChoose.flags, environment: [:], takesVersion: true)
        #expect(versionFirst.wantsVersion && !versionFirst.wantsHelp)
        // `alert style`'s own command line has no version flag.
        #expect(throws: GumUsageError.self) { try scan(["--version"], GumStyle.flags) }
    }

    @Test func everyRefusalSaysWhatKongSays() {
        let cases: [([String], [GumFlag], String)] = [
            (["--bogus"], GumChoose.flags, "unknown flag --bogus"),
            (["--height"], GumChoose.flags, "--height: expected string value but got EOL"),
            (
                ["--height", "x"], GumChoose.flags,
                "--height: expected a valid 64 bit int but got \"x\""
            ),
            (
                ["--timeout", "5"], GumChoose.flags,
                "--timeout: expected duration but got \"5\": time: invalid duration \"5\""
            ),
            (
                ["--align", "up", "ls"], GumSpin.flags,
                "--align must be one of \"left\",\"right\" but got \"up\""
            ),
            (
                ["--header", "--limit"], GumChoose.flags,
                "--header: expected string value but got \"--limit\"; perhaps try"
                    + " --header=\"--limit\"?"
            ),
        ]
        for (arguments, flags, message) in cases {
            #expect(throws: GumUsageError(message), "\(arguments)") {
                try scan(arguments, flags)
            }
        }
    }

    @Test func helpIsAskedAnywhere() throws {
        #expect(try scan(["a", "--help"]).wantsHelp)
        #expect(try scan(["-h"]).wantsHelp)
        #expect(try !scan(["a"]).wantsHelp)
    }

    @Test func aTimeoutIsInMillisecondsAndZeroIsNone() throws {
        #expect(try scan(["--timeout", "1.5s"]).timeoutMilliseconds() == 1_500)
        #expect(try scan(["--timeout=0s"]).timeoutMilliseconds() == nil)
        #expect(
            try scan([], environment: ["GUM_CHOOSE_TIMEOUT": "2m"]).timeoutMilliseconds() == 120_000
        )
    }
}
