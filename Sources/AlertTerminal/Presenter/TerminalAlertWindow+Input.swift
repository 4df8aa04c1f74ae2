import AlertProtocol
import TerminalKit

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

extension TerminalAlertWindow {
    /// Handles a key, paste or mouse report for the alert on top. Returns true when the
    /// alert consumed it; false when there is no alert, or the key means nothing to it (so
    /// the app can use it). Every mouse report is consumed while an alert is up.
    ///
    /// Keys go to the alert's `AlertInteraction.handle(_:)` (see `TerminalKeyMapping`);
    /// Page Up/Down, the wheel, and up/down arrows the alert did not use scroll a scrollable
    /// alert; a paste is sanitised and inserted as `AlertKeyInput.text(_:)`. A left press
    /// and release on the same item is a click on it (`AlertInteraction.click(itemAt:at:size:)`:
    /// a button is activated, a field focused); outside the alert they send
    /// `AlertEvent.backgroundTap`.
    ///
    /// While the screen is too small to show the alert's card (it shows the alert in a few
    /// compact lines instead: its title, the focused control, the keys), keys and pastes
    /// still reach it: Enter takes the default, Esc cancels, typing edits, so a script on a
    /// tiny terminal never waits for ever. Clicks are consumed and do nothing.
    @discardableResult
    package func handle(_ event: InputEvent) -> Bool {
        guard let presentation = presentations.last else {
            // Typed before the first alert came, on a window that keeps such keys for it.
            guard holdsInputUntilFirstAlert, Self.isTypeahead(event) else { return false }
            typeahead.append(event)
            return true
        }
        if presentation.isStale { paint(presentation) }
        if presentation.isTooSmall { return handleWhileTooSmall(event, presentation) }
        if Self.isTypeahead(event),
            presentation.animation != nil || (!typeahead.isEmpty && !isDeliveringTypeahead)
        {
            // Typed while the alert appears or leaves (or while keys typed before it are
            // still to be handed over): kept, in order, for the alert that is on screen once
            // the animation ends, so a fast typist loses no keystroke.
            typeahead.append(event)
            return true
        }
        defer { screen.setNeedsRender() }
        switch event {
        case .key(let key, let modifiers):
            return handleKey(key, modifiers: modifiers, presentation)
        case .paste(let text):
            return presentation.interaction.handle(
                .text(TextSanitizer.sanitize(text, keepingNewlines: true)))
        case .mouse(let mouse):
            handleMouse(mouse, presentation)
            return true
        case .reply:
            return false
        }
    }

    private func handleKey(
        _ key: TerminalKey, modifiers: KeyModifiers, _ presentation: TerminalAlertPresentation
    ) -> Bool {
        guard let input = TerminalKeyMapping.alertKey(for: key, modifiers: modifiers) else {
            return false
        }
        // A list takes Page Up and Down to move its cursor; else they scroll by a page.
        if presentation.interaction.handle(input) { return true }
        switch input {
        case .up: return scroll(presentation, by: -1)
        case .down: return scroll(presentation, by: 1)
        case .pageUp: return scroll(presentation, by: -presentation.viewportHeight)
        case .pageDown: return scroll(presentation, by: presentation.viewportHeight)
        default: return false
        }
    }

    /// Input while the alert cannot be shown as a card (the screen shows it in compact
    /// lines instead): keys and pastes reach it as ever, so Enter answers, Esc cancels and
    /// typing edits at any size; mouse reports are consumed, since no card is there to
    /// click. The compact lines are drawn again after each.
    private func handleWhileTooSmall(
        _ event: InputEvent, _ presentation: TerminalAlertPresentation
    ) -> Bool {
        defer { screen.setNeedsRender() }
        switch event {
        case .key(let key, let modifiers):
            guard let input = TerminalKeyMapping.alertKey(for: key, modifiers: modifiers) else {
                return false
            }
            return presentation.interaction.handle(input)
        case .paste(let text):
            return presentation.interaction.handle(
                .text(TextSanitizer.sanitize(text, keepingNewlines: true)))
        case .mouse:
            pressedAt = nil
            return true
        case .reply:
            return false
        }
    }

    /// Scrolls by `rows`; returns whether the alert can scroll at all.
    @discardableResult
    func scroll(_ presentation: TerminalAlertPresentation, by rows: Int) -> Bool {
        guard presentation.maxScrollOffset > 0 else { return false }
        presentation.scrollOffset = min(
            max(presentation.scrollOffset + rows, 0), presentation.maxScrollOffset)
        paint(presentation)
        return true
    }

    private func handleMouse(_ mouse: MouseEvent, _ presentation: TerminalAlertPresentation) {
        let point = TerminalPoint(column: mouse.column, row: mouse.row)
        switch (mouse.button, mouse.action) {
        case (.wheelUp, _):
            scroll(presentation, by: -1)
        case (.wheelDown, _):
            scroll(presentation, by: 1)
        case (.left, .press):
            pressedAt = point
        case (.left, .release), (.none, .release):
            guard let start = pressedAt else { return }
            pressedAt = nil
            click(from: start, to: point, presentation)
        default:
            break
        }
    }

    private func click(
        from start: TerminalPoint, to end: TerminalPoint, _ presentation: TerminalAlertPresentation
    ) {
        let inside = presentation.surface.isVisible && presentation.frame.contains(start)
        let endsInside = presentation.frame.contains(end)
        guard inside || endsInside else {
            eventHandler?.handle(.backgroundTap, from: presentation.alert)
            return
        }
        let interaction = presentation.interaction
        guard let target = presentation.targets.last(where: { $0.rect.contains(start) }),
            target.rect.contains(end), let layout = interaction.layoutResult,
            layout.itemFrames.indices.contains(target.item)
        else { return }
        // The centre of the clicked cell, relative to the item's whole frame.
        let point = CGPoint(
            x: CGFloat(end.column - target.origin.column) + 0.5,
            y: CGFloat(end.row - target.origin.row) + 0.5)
        interaction.click(
            itemAt: target.item, at: point, size: layout.itemFrames[target.item].size)
    }

    /// Keys and pastes wait for an animation to end; mouse reports act on what is on screen
    /// now (their positions mean nothing later), and Ctrl+C is never held back.
    static func isTypeahead(_ event: InputEvent) -> Bool {
        switch event {
        case .key: return !event.isInterrupt
        case .paste: return true
        case .mouse, .reply: return false
        }
    }

    /// Hands typed-ahead input to the alert now on screen (or, with none left, to
    /// the listeners of ``addUnconsumedInputListener(_:)``), stopping again as soon as a new
    /// animation starts.
    func deliverTypeahead() {
        guard !isDeliveringTypeahead else { return }
        isDeliveringTypeahead = true
        defer { isDeliveringTypeahead = false }
        while !typeahead.isEmpty, presentations.last?.animation == nil {
            let event = typeahead.removeFirst()
            if !handle(event) { unconsumedInputListeners.send(event) }
        }
    }
}
