import AlertPresentation

extension AlertView {
    /// The keyboard focus.
    package var focusRing: AlertFocusRing { interaction.focusRing }

    /// The focus targets in item order: every stop of every focusable item.
    public var focusTargets: [AlertFocusTarget] { interaction.focusTargets }

    /// The focused target, if any.
    public var focusedTarget: AlertFocusTarget? { interaction.focusedTarget }

    /// Focuses the next target (Tab), wrapping around. Returns false with no targets.
    @discardableResult
    public func focusNext() -> Bool { interaction.focusNext() }

    /// Focuses the previous target (Shift-Tab), wrapping around.
    @discardableResult
    public func focusPrevious() -> Bool { interaction.focusPrevious() }

    /// Focuses a target. Returns false when it is not one of this alert's targets.
    @discardableResult
    public func focus(_ target: AlertFocusTarget) -> Bool { interaction.focus(target) }

    /// Activates the focused button, or the default button when something else has focus.
    @discardableResult
    public func activateFocused() -> Bool { interaction.activateFocused() }

    /// The button Enter activates from a field (see ``AlertInteraction/defaultAction``).
    public var defaultButton: ButtonItem? { interaction.defaultAction as? ButtonItem }

    /// The button Esc activates: the first enabled cancel button.
    public var cancelButton: ButtonItem? { interaction.cancelAction as? ButtonItem }
}
