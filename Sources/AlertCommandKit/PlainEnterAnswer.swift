import AlertEngine

/// Plain mode's Enter: an empty line answers with the button Enter would activate on the
/// terminal (the focused button, or the default one while a field has the focus), so
/// `confirm --default no` and `choose` behave alike in both modes and an input's `--value`
/// is kept.
@MainActor
enum PlainEnterAnswer {
    /// `line` itself, or for an empty line the answer naming that button (`n`, or `#n` in
    /// an alert with a text field, where a bare number is text).
    static func line(for line: String, in view: AlertView) -> String {
        guard line.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) else { return line }
        let target: ButtonItem?
        if let focused = view.focusedTarget, let button = view.items[focused.item] as? ButtonItem {
            target = button
        } else {
            target = view.defaultButton
        }
        let numbered = view.buttons.filter(\.isEnabled)
        guard let target, let position = numbered.firstIndex(where: { $0 === target }) else {
            return line
        }
        let hasField = view.items.contains { $0 is TextFieldItem }
        return (hasField ? "#" : "") + String(position + 1)
    }
}
