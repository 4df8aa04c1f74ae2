import AlertEngine
import AlertTerminal
import Foundation

// Asks about each file; Ctrl+C ends the questions, and the program still says what it did.
var moved: [String] = []
do {
    try await TerminalAlerts.run(interruption: .throwsError) { alerts in
        for file in ["build.log", "cache.db", "notes.txt"] {
            // After Ctrl+C every alert, this one and any later one, answers "no" at once.
            if await alerts.confirm("Move \(file) to the trash?") { moved.append(file) }
        }
    }
    print("Moved to the trash: \(moved.joined(separator: ", "))")
} catch TerminalAlertsError.interrupted {
    print("Interrupted. Moved to the trash: \(moved.joined(separator: ", "))")
    exit(130)
}
