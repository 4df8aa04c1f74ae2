import AlertCommandKit
import AlertProtocol
import FoundationEssentials

/// How a whiptail or dialog box was left, and the exit status each program gives for it.
package enum DialogButton: Hashable, Sendable {
    /// OK or Yes.
    case ok
    /// Cancel or No.
    case cancel
    /// dialog's Help button.
    case help
    /// dialog's Extra button.
    case extra
    /// Esc (or the input ended).
    case escape
    /// dialog's `--timeout` ran out.
    case timeout
    /// The box could not be shown.
    case error

    /// The action index each button carries in the alert (Esc and the rest have none).
    package var actionIndex: Int? {
        switch self {
        case .ok: 1
        case .cancel: 0
        case .help: 2
        case .extra: 3
        case .escape, .timeout, .error: nil
        }
    }

    /// The button an action index stands for.
    package init(actionIndex: Int) {
        switch actionIndex {
        case 1: self = .ok
        case 2: self = .help
        case 3: self = .extra
        default: self = .cancel
        }
    }

    /// The exit status: whiptail's 0, 1 or 255; dialog's 0, 1, 2, 3, 255, each replaced by
    /// the number in `DIALOG_OK`, `DIALOG_CANCEL`, `DIALOG_HELP`, `DIALOG_EXTRA`,
    /// `DIALOG_ESC`, `DIALOG_TIMEOUT` or `DIALOG_ERROR` when `environment` sets it (-1 is
    /// 255, as the shell sees it).
    package func exitStatus(for dialect: DialogDialect, environment: [String: String]) -> Int32 {
        let (status, variable): (Int32, String) =
            switch self {
            case .ok: (0, "DIALOG_OK")
            case .cancel: (1, "DIALOG_CANCEL")
            case .help: (2, "DIALOG_HELP")
            case .extra: (3, "DIALOG_EXTRA")
            case .escape: (255, "DIALOG_ESC")
            case .timeout: (255, "DIALOG_TIMEOUT")
            case .error: (255, "DIALOG_ERROR")
            }
        guard dialect == .dialog, let text = environment[variable],
            let value = Int32(text.trimmingWhitespace())
        else { return status }
        return value & 0xFF
    }
}
