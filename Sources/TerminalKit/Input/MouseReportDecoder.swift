/// Decodes mouse reports: SGR 1006 (`CSI < b ; x ; y M` / `m`) and legacy X10
/// (`CSI M` followed by three bytes).
enum MouseReportDecoder {
    /// The event for an SGR report, or `nil` when its parameters are incomplete.
    static func sgr(_ sequence: ControlSequence) -> MouseEvent? {
        guard sequence.parameters.count >= 3,
            let code = sequence.parameters[0],
            let column = sequence.parameters[1],
            let row = sequence.parameters[2]
        else { return nil }
        let isRelease = sequence.final == UInt8(ascii: "m")
        return event(code: code, column: column - 1, row: row - 1, isRelease: isRelease)
    }

    /// The event for a legacy X10 report's three bytes (each offset by 32, 1-based cells).
    static func legacy(_ code: UInt8, _ column: UInt8, _ row: UInt8) -> MouseEvent {
        let value = Int(code) - 32
        let isRelease = value & 0b11 == 3 && value & 0b0110_0000 == 0
        return event(
            code: max(value, 0), column: Int(column) - 33, row: Int(row) - 33,
            isRelease: isRelease)
    }

    private static func event(code: Int, column: Int, row: Int, isRelease: Bool) -> MouseEvent {
        var modifiers: KeyModifiers = []
        if code & 4 != 0 { modifiers.insert(.shift) }
        if code & 8 != 0 { modifiers.insert(.alt) }
        if code & 16 != 0 { modifiers.insert(.control) }
        let isMotion = code & 32 != 0
        let low = code & 0b11
        let button: MouseEvent.Button
        if code & 128 != 0 {
            button = .other(8 + low)
        } else if code & 64 != 0 {
            button = [.wheelUp, .wheelDown, .wheelLeft, .wheelRight][low]
        } else {
            button = [.left, .middle, .right, .none][low]
        }
        let action: MouseEvent.Action =
            isMotion ? .motion : (isRelease ? .release : .press)
        return MouseEvent(
            button: button, action: action, column: max(column, 0), row: max(row, 0),
            modifiers: modifiers)
    }
}
