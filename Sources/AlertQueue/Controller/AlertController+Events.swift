import AlertProtocol

extension AlertController {
    /// Handles an event from the window or an alert. Events about an alert other than the
    /// one on screen (or about the one on screen while it is leaving) are ignored.
    ///
    /// - `.action(index:)` dismisses with ``AlertDismissReason/action(index:)`` when the
    ///   alert accepts that action (`AlertInteractive.acceptsAction(_:)`: a disabled or
    ///   unknown button does not dismiss); otherwise the alert runs the control behind it,
    ///   if any (`AlertInteractive.performControlAction(_:)`), and stays. This holds for
    ///   events from the window as well as from the alert.
    /// - `.backgroundTap` dismisses with ``AlertDismissReason/backgroundTap`` when the alert
    ///   allows it (`AlertInteractive.dismissesOnBackgroundTap`; otherwise its style's rule,
    ///   `AlertStyle.dismissesOnBackgroundTap`).
    /// - `.dismiss(reason)` dismisses with `reason`.
    /// - `.contentChanged` lays the alert out again in place, in the window's container.
    /// - `.containerChanged` lays the alert out again in place, in the window's new
    ///   container; a layout error dismisses it with ``AlertDismissReason/failed(_:)``,
    ///   except one saying the container is too small (`AlertRoomError`): the alert stays,
    ///   for its window to show as too small until the container grows.
    public func handle(_ event: AlertEvent, from alert: (any AlertPresentable)?) {
        let entry: QueuedAlert
        switch phase {
        case .appearing(let current, _), .visible(let current):
            entry = current
        default:
            return
        }
        if let alert, alert !== entry.alert { return }
        switch event {
        case .action(let index):
            if let interactive = entry.alert as? any AlertInteractive,
                !interactive.acceptsAction(index)
            {
                interactive.performControlAction(index)
            } else {
                dismissEntry(entry, .action(index: index))
            }
        case .backgroundTap:
            if entry.alert.backgroundTapDismisses { dismissEntry(entry, .backgroundTap) }
        case .dismiss(let reason):
            dismissEntry(entry, reason)
        case .containerChanged, .contentChanged:
            // The window lays the alert out in its own container, the new one after a resize.
            relayout(entry)
        }
    }

    /// Lays the alert on screen out again in the window (after a resize, or when its content
    /// changed). A layout error dismisses it with ``AlertDismissReason/failed(_:)``; a container too
    /// small for it is no failure (see ``layoutFailure(of:)``).
    func relayout(_ entry: QueuedAlert) {
        if let reason = layoutFailure(of: entry.alert) { dismissEntry(entry, reason) }
    }

    /// Lays `alert` out in the window: nil when it can go (or stay) on screen,
    /// ``AlertDismissReason/failed(_:)`` when the layout threw. An error saying only that the
    /// container is too small (`AlertRoomError.isContainerTooSmall`) is no failure: the
    /// alert waits on screen, which its window shows as too small, and is laid out again at
    /// the next `.containerChanged`.
    func layoutFailure(of alert: any AlertPresentable) -> AlertDismissReason? {
        do {
            try window.layout(alert)
            return nil
        } catch let error as any AlertRoomError where error.isContainerTooSmall {
            return nil
        } catch {
            return .failed(String(describing: error))
        }
    }

    /// Lays the visible alert out again in place, for an alert whose content changed. Does
    /// nothing when no alert is on screen or it is leaving.
    package func reloadVisibleAlert() {
        switch phase {
        case .appearing(let entry, _), .visible(let entry):
            relayout(entry)
        default:
            break
        }
    }
}
