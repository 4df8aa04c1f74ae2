import AlertEngine
import AlertTerminal

let install = try await TerminalAlerts.run { alerts in
    alerts.showMessage("Saved to your library")
    alerts.showStatus(.success, message: "All done", countdown: 2)
    return await alerts.confirm("Update available", message: "Install version 2.0 now?")
}
print(install ? "Installing version 2.0…" : "Maybe later.")
