import AlertEngine
import Testing

@testable import AlertCommandKit

/// Which commands a closed standard stream stops, before anything is asked.
struct StandardStreamsTests {
    let choose = AlertCommand.choose(options: ["a", "b"], title: nil, asSheet: false)
    let confirm = AlertCommand.confirm(
        text: "x", title: nil, affirmative: "Yes", negative: "No", defaultsToYes: true)
    let filter = AlertCommand.filter(title: nil, placeholder: "p", choices: [])
    let progress = AlertCommand.progress(title: nil, text: nil)

    /// Standard input: filter's choices and progress's percentages come on it.
    @Test func aClosedInputStopsTheCommandsThatReadIt() {
        let streams = StandardStreams(closed: [0])
        #expect(streams.refusal(for: filter)?.contains("standard input is closed") == true)
        #expect(streams.refusal(for: progress)?.contains("percentages") == true)
        #expect(streams.refusal(for: confirm) == nil, "on a terminal it asks there")
        #expect(streams.refusal(for: choose) == nil)
    }

    /// Standard output: only a command with an answer needs it.
    @Test func aClosedOutputStopsTheCommandsWithAnAnswer() {
        let streams = StandardStreams(closed: [1])
        #expect(streams.refusal(for: choose)?.contains("standard output is closed") == true)
        #expect(streams.refusal(for: filter) != nil)
        #expect(
            streams.refusal(for: .spin(title: "t", command: ["true"], shown: .everything)) != nil)
        #expect(
            streams.refusal(for: .spin(title: "t", command: ["true"], shown: .nothing)) == nil)
        #expect(streams.refusal(for: confirm) == nil)
        #expect(StandardStreams().refusal(for: choose) == nil)
    }
}
