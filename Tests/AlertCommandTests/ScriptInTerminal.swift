import AlertTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A bash script run in a 100×30 pseudo-terminal, its controlling terminal and standard
/// streams, answered by keys as a person would: what the gum flows and gum mode's tests
/// share.
enum ScriptInTerminal {
    /// One step: wait until the terminal shows `shown`, then type `keys`.
    struct Step {
        var shown: String
        var keys: [String]
    }

    /// Runs `script` by bash in `folder` with `pathFirst` ahead of the PATH and
    /// `environment` added, and plays `steps`; returns bash's exit status (-1 when a step's
    /// text never showed).
    static func play(
        _ script: String, in folder: URL, pathFirst: String, _ steps: [Step],
        environment: [String: String] = [:]
    ) throws -> Int32 {
        let terminal = try PseudoTerminal(columns: 100, rows: 30)
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        var variables = [
            "PATH": pathFirst + ":" + path, "TERM": "xterm-256color",
            "ALERT_REDUCED_MOTION": "1", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8",
        ]
        variables.merge(environment) { $1 }
        // The folder is the script's `$0`, so no quoting can go wrong.
        let child = try SpawnedProcess.spawn(
            "/bin/bash", arguments: ["-c", "cd -- \"$0\" || exit\n" + script, folder.path],
            environment: BuiltExecutable.environment(variables.mapValues { $0 }),
            descriptors: (terminal.slave, terminal.slave, terminal.slave),
            closing: [terminal.master], controllingTerminal: terminal.slavePath)
        defer {
            if child.exitStatusIfExited() == nil {
                kill(child.pid, SIGKILL)
                _ = try? child.waitForExit()
            }
        }
        var seen = 0
        for step in steps {
            let found = terminal.waitForOutput(containing: step.shown, after: seen)
            #expect(found, "the script never showed \(step.shown)")
            guard found else { return -1 }
            seen = terminal.transcript.count
            // At most a second: a spinner's screen never falls quiet.
            terminal.collectTranscript(patience: 200, atMost: 1_000)
            for key in step.keys {
                terminal.type(key)
                terminal.collectTranscript(patience: 100, atMost: 1_000)
            }
        }
        return try child.waitForExit(draining: terminal)
    }
}
