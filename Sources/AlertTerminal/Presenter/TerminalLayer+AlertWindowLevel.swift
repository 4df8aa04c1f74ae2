import AlertProtocol
import TerminalKit

extension TerminalLayer {
    /// The screen layer of an alert window's level: the same number.
    ///
    /// `TerminalLayer` and `AlertWindowLevel` are one scale on both sides of the toolkit
    /// boundary. TerminalKit knows nothing of alerts, so it cannot use the alerts' type;
    /// this one conversion, by raw value, is the only place the two meet.
    package init(_ level: AlertWindowLevel) {
        self.init(rawValue: level.rawValue)
    }
}
