import Foundation

/// Applies one typed line to an alert (see ``PlainAlertWindow/answer(_:)``).
@MainActor
struct PlainAnswerInterpreter {
    let alert: any AlertPresentable
    let eventHandler: (any AlertEventHandler)?

    func answer(_ rawLine: String) -> Bool {
        let line = TextSanitizer.sanitize(rawLine).trimmingCharacters(in: .whitespaces)
        guard let view = alert as? AlertView else {
            guard let eventHandler, line.isEmpty || isCancel(line, allowQ: true) else {
                return false
            }
            eventHandler.handle(.dismiss(.backgroundTap), from: alert)
            return true
        }
        let field = view.items.lazy.compactMap { $0 as? TextFieldItem }.first
        let picker = view.items.lazy.compactMap { $0 as? DatePickerItem }.first
        if isCancel(line, allowQ: field == nil) { return cancel(view) }
        if let field {
            if line.hasPrefix("#"), let number = Int(line.dropFirst()) {
                return pick(number, in: view)
            }
            return submit(text: TextSanitizer.sanitize(rawLine), into: field, view: view)
        }
        if let number = Int(line) { return pick(number, in: view) }
        if line.isEmpty { return activateDefault(view) }
        if let picker, let date = parseDate(line, arithmetic: picker.arithmetic) {
            let old = picker.date
            picker.setDate(date)
            guard activateDefault(view) else {
                picker.setDate(old)
                return false
            }
            return true
        }
        return false
    }

    private func isCancel(_ line: String, allowQ: Bool) -> Bool {
        let lower = line.lowercased()
        return lower == "esc" || (allowQ && lower == "q")
    }

    private func pick(_ number: Int, in view: AlertView) -> Bool {
        let buttons = PlainPromptFormatter.numberedButtons(view)
        guard number >= 1, number <= buttons.count else { return false }
        return view.activate(buttons[number - 1])
    }

    private func activateDefault(_ view: AlertView) -> Bool {
        if let button = view.defaultButton { return view.activate(button) }
        let buttons = PlainPromptFormatter.numberedButtons(view).filter(\.dismissesAlert)
        if buttons.count == 1 { return view.activate(buttons[0]) }
        if buttons.isEmpty, let eventHandler {
            eventHandler.handle(.dismiss(.backgroundTap), from: view)
            return true
        }
        return false
    }

    private func cancel(_ view: AlertView) -> Bool {
        if let button = view.cancelButton { return view.activate(button) }
        guard let eventHandler, view.dismissesOnBackgroundTap || view.buttons.isEmpty else {
            return false
        }
        eventHandler.handle(.dismiss(.backgroundTap), from: view)
        return true
    }

    private func submit(text: String, into field: TextFieldItem, view: AlertView) -> Bool {
        let old = field.text
        replace(field, with: text)
        guard activateDefault(view) else {
            replace(field, with: old)
            return false
        }
        return true
    }

    private func replace(_ field: TextFieldItem, with text: String) {
        field.moveEnd()
        while field.backspace() {}
        field.insert(text)
    }

    /// `YYYY-MM-DD` or `YYYY-MM-DD HH:MM` in the picker's calendar, or nil.
    private func parseDate(_ text: String, arithmetic: AlertDateArithmetic) -> Date? {
        let parts = text.split(whereSeparator: { $0 == " " || $0 == "T" })
        guard parts.count == 1 || parts.count == 2 else { return nil }
        let day = parts[0].split(separator: "-").map { Int($0) }
        guard day.count == 3, let year = day[0], let month = day[1], let dayOfMonth = day[2]
        else { return nil }
        var components = DateComponents(year: year, month: month, day: dayOfMonth)
        components.hour = 0
        components.minute = 0
        if parts.count == 2 {
            let time = parts[1].split(separator: ":").map { Int($0) }
            guard time.count == 2, let hour = time[0], let minute = time[1] else { return nil }
            components.hour = hour
            components.minute = minute
        }
        guard components.isValidDate(in: arithmetic.calendar) else { return nil }
        return arithmetic.calendar.date(from: components)
    }
}
