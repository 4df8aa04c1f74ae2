import AlertPresentation

extension AlertView {
    /// The keyboard focus.
    package var focusRing: AlertFocusRing { interaction.focusRing }

    /// The focus targets in item order: every stop of every focusable item.
    package var focusTargets: [AlertFocusTarget] { interaction.focusTargets }

    /// The focused target, if any.
    package var focusedTarget: AlertFocusTarget? { interaction.focusedTarget }

    /// Focuses the next target (Tab), wrapping around. Returns false with no targets.
    @discardableResult
    package func focusNext() -> Bool { interaction.focusNext() }

    /// Focuses the previous target (Shift-Tab), wrapping around.
    @discardableResult
    package func focusPrevious() -> Bool { interaction.focusPrevious() }

    /// Focuses a target. Returns false when it is not one of this alert's targets.
    @discardableResult
    package func focus(_ target: AlertFocusTarget) -> Bool { interaction.focus(target) }

    /// Activates the focused button, or the default button when something else has focus.
    @discardableResult
    package func activateFocused() -> Bool { interaction.activateFocused() }

    /// The button Enter activates from a field (see ``AlertInteraction/defaultAction``).
    package var defaultButton: ButtonItem? { interaction.defaultAction as? ButtonItem }

    /// The button Esc activates: the first enabled cancel button.
    package var cancelButton: ButtonItem? { interaction.cancelAction as? ButtonItem }
}
