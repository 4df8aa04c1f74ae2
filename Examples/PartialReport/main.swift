import AlertEngine
import AlertTerminal
import Foundation

// Asks about each file, then moves the ones chosen under a progress bar; Ctrl+C at any
// point ends it, and the program still says what it did.
var chosen: [String] = []
var moved: [String] = []
do {
    try await TerminalAlerts.run(interruption: .throwsError) { alerts in
        for file in ["build.log", "cache.db", "notes.txt"] {
            // After Ctrl+C every alert, this one and any later one, answers "no" at once.
            if await alerts.confirm("Move \(file) to the trash?") { chosen.append(file) }
        }
        // Ctrl+C cancels the work too (its sleep throws): `run` still throws `.interrupted`.
        try await alerts.withProgress("Moving to the trash") { progress in
            for (index, file) in chosen.enumerated() {
                try await Task.sleep(for: .seconds(1))  // the real move goes here
                moved.append(file)
                progress.report(fraction: Double(index + 1) / Double(chosen.count))
            }
        }
    }
    print("Moved to the trash: \(moved.joined(separator: ", "))")
} catch TerminalAlertsError.interrupted {
    print("Interrupted. Moved to the trash: \(moved.joined(separator: ", "))")
    exit(130)
}
