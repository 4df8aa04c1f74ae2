extension AlertView {
    /// The focus targets in item order: enabled buttons, text fields, and each field of a
    /// date picker.
    public var focusTargets: [AlertFocusTarget] {
        var targets: [AlertFocusTarget] = []
        for (index, item) in items.enumerated() {
            switch item {
            case let button as ButtonItem where button.isEnabled:
                targets.append(.button(item: index))
            case is TextFieldItem:
                targets.append(.textField(item: index))
            case is DatePickerItem:
                for field in AlertDateField.allCases {
                    targets.append(.dateField(item: index, field: field))
                }
            default:
                break
            }
        }
        return targets
    }

    /// The focused target, if any.
    public var focusedTarget: AlertFocusTarget? { focusRing.focused }

    /// Focuses the next target (Tab), wrapping around. Returns false with no targets.
    @discardableResult
    public func focusNext() -> Bool {
        changeFocus { $0.next() }
    }

    /// Focuses the previous target (Shift-Tab), wrapping around.
    @discardableResult
    public func focusPrevious() -> Bool {
        changeFocus { $0.previous() }
    }

    /// Focuses a target. Returns false when it is not one of this alert's targets.
    @discardableResult
    public func focus(_ target: AlertFocusTarget) -> Bool {
        changeFocus { $0.focus(target) }
    }

    /// Activates the focused button, or the default button when a field has the focus.
    @discardableResult
    public func activateFocused() -> Bool {
        if case .button(let index) = focusRing.focused, let button = items[index] as? ButtonItem {
            return activate(button)
        }
        guard let preferred = defaultButton else { return false }
        return activate(preferred)
    }

    /// The button Enter activates from a field, and the one focused first when there is no
    /// field: in an alert, the last enabled dismissing button with the default role (the
    /// primary action, placed last); in an action sheet, the first one (a sheet lists equal
    /// choices from the top, so the first safe one leads). Destructive and cancel buttons
    /// are never the default.
    public var defaultButton: ButtonItem? {
        let isCandidate = { (button: ButtonItem) in
            button.isEnabled && button.dismissesAlert && button.role == .default
        }
        return style == .actionSheet
            ? buttons.first(where: isCandidate) : buttons.last(where: isCandidate)
    }

    /// The button Esc activates: the first enabled cancel button.
    public var cancelButton: ButtonItem? {
        buttons.first { $0.isEnabled && $0.role == .cancel }
    }

    func changeFocus(_ move: (inout AlertFocusRing) -> Bool) -> Bool {
        var ring = focusRing
        guard move(&ring) else { return false }
        focusRing = ring
        syncDateField()
        setNeedsDisplay()
        return true
    }

    /// Rebuilds the ring from the items, keeping the focused target when it still exists;
    /// otherwise focuses the first field (for a date picker, its ``DatePickerItem/focusedField``,
    /// the day unless set otherwise), else the default button, else the first target.
    func rebuildFocus() {
        let targets = focusTargets
        let preferred =
            focusRing.focused.flatMap { targets.contains($0) ? $0 : nil }
            ?? targets.first(where: isInitialField)
            ?? defaultButton.flatMap { button in
                items.firstIndex { $0 === button }.map { AlertFocusTarget.button(item: $0) }
            }
        focusRing = AlertFocusRing(targets: targets, initial: preferred)
        syncDateField()
    }

    /// Whether `target` is a text field, or a date field its picker has focused.
    private func isInitialField(_ target: AlertFocusTarget) -> Bool {
        switch target {
        case .button: false
        case .textField: true
        case .dateField(let index, let field):
            (items[index] as? DatePickerItem)?.focusedField == field
        }
    }

    private func syncDateField() {
        if case .dateField(let index, let field) = focusRing.focused,
            let picker = items[index] as? DatePickerItem
        {
            picker.focusedField = field
        }
    }
}
