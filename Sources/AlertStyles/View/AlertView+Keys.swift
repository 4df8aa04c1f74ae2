extension AlertView {
    /// Handles a key from a presenter. Returns true when the key did something (the alert
    /// may need a redraw), false when it was ignored.
    ///
    /// - Tab / Shift-Tab move the focus (wrapping).
    /// - On a button: left/up and right/down move between buttons; Enter activates.
    /// - In a text field: typing and pasting insert, Backspace/Delete delete, left/right/
    ///   Home/End move the cursor, up/down move the focus; Enter activates the default button.
    /// - On a date field: up/down change it, left/right move between fields; Enter
    ///   activates the default button.
    /// - Esc activates the cancel button; without one it asks the controller for
    ///   `.dismiss(.backgroundTap)` when the alert allows background dismissal; else nothing.
    @discardableResult
    public func handle(_ key: AlertKeyInput) -> Bool {
        switch key {
        case .tab: return focusNext()
        case .backTab: return focusPrevious()
        case .escape: return escape()
        default: break
        }
        switch focusRing.focused {
        case .textField(let index)?:
            guard let field = items[index] as? TextFieldItem else { return false }
            return edit(field, with: key)
        case .dateField(let index, _)?:
            guard let picker = items[index] as? DatePickerItem else { return false }
            return adjust(picker, with: key)
        case .button?:
            return moveBetweenButtons(with: key)
        case nil:
            return key == .enter ? activateFocused() : false
        }
    }

    private func escape() -> Bool {
        if let cancelButton { return activate(cancelButton) }
        guard dismissesOnBackgroundTap, let eventHandler else { return false }
        eventHandler.handle(.dismiss(.backgroundTap), from: self)
        return true
    }

    private func edit(_ field: TextFieldItem, with key: AlertKeyInput) -> Bool {
        let changed: Bool
        switch key {
        case .character(let character): changed = field.insert(String(character))
        case .text(let text): changed = field.insert(text)
        case .backspace: changed = field.backspace()
        case .delete: changed = field.deleteForward()
        case .left: changed = field.moveLeft()
        case .right: changed = field.moveRight()
        case .home: changed = field.moveHome()
        case .end: changed = field.moveEnd()
        case .up: return focusPrevious()
        case .down: return focusNext()
        case .enter: return activateFocused()
        case .escape, .tab, .backTab: return false
        }
        if changed { setNeedsDisplay() }
        return changed
    }

    private func adjust(_ picker: DatePickerItem, with key: AlertKeyInput) -> Bool {
        switch key {
        case .up, .down:
            let changed = key == .up ? picker.increment() : picker.decrement()
            if changed { setNeedsDisplay() }
            return changed
        case .left: return changeFocus { $0.move(by: -1) { _ in true } }
        case .right: return changeFocus { $0.move(by: 1) { _ in true } }
        case .enter: return activateFocused()
        default: return false
        }
    }

    private func moveBetweenButtons(with key: AlertKeyInput) -> Bool {
        let isButton: (AlertFocusTarget) -> Bool = {
            if case .button = $0 { true } else { false }
        }
        switch key {
        case .left, .up: return changeFocus { $0.move(by: -1, toward: isButton) }
        case .right, .down: return changeFocus { $0.move(by: 1, toward: isButton) }
        case .enter: return activateFocused()
        default: return false
        }
    }
}
