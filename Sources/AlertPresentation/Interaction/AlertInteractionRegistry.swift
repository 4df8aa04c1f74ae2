import AlertLayout
import AlertProtocol

/// What a presenter's window needs to reach every alert through an ``AlertInteraction``:
/// an alert's own (`AlertInteractionOwning`), or one the registry keeps for an alert that
/// owns none, with the window's environment and event handler set on it.
///
/// Keep one per window; call ``forget(_:)`` when an alert leaves the window for good.
@MainActor
public final class AlertInteractionRegistry {
    private var kept: [ObjectIdentifier: AlertInteraction] = [:]

    /// Creates an empty registry.
    public init() {}

    /// The interaction of `alert`, with `environment` and `eventHandler` (the window's
    /// controller, for alerts without a handler of their own) set on it.
    public func interaction(
        for alert: any AlertPresentable, environment: AlertEnvironment,
        eventHandler: (any AlertEventHandler)?
    ) -> AlertInteraction {
        let interaction: AlertInteraction
        if let owned = AlertInteraction.owned(by: alert) {
            interaction = owned
        } else if let existing = kept[ObjectIdentifier(alert)], existing.alert === alert {
            interaction = existing
        } else {
            kept = kept.filter { $0.value.alert != nil }
            interaction = AlertInteraction(alert: alert)
            kept[ObjectIdentifier(alert)] = interaction
        }
        interaction.environment = environment
        interaction.presenterEventHandler = eventHandler
        return interaction
    }

    /// Lays `alert` out for a window, in one direction: the window's `environment` and
    /// `container` go to the alert's interaction, which measures the items and runs the
    /// layout engine. An alert that keeps no interaction of its own first reloads its data
    /// (``AlertPresentable/reloadData()``); one that owns its interaction (an ``AlertView``)
    /// is laid out by it directly.
    ///
    /// - Parameter isAttached: whether the window shows `alert` already; an alert that is
    ///   not, and whose layout fails, never reaches the screen and is forgotten, unless the
    ///   container only leaves no room for it: such an alert still goes on screen, to wait
    ///   for room.
    /// - Throws: the alert's or the layout engine's error; for a container that leaves no
    ///   room, an `AlertRoomError` saying why (its description is the engine's error's).
    public func layout(
        _ alert: any AlertPresentable, environment: AlertEnvironment, container: AlertContainer,
        eventHandler: (any AlertEventHandler)?, isAttached: Bool
    ) throws {
        let interaction = interaction(
            for: alert, environment: environment, eventHandler: eventHandler)
        do {
            if AlertInteraction.owned(by: alert) == nil { try alert.reloadData() }
            try interaction.layout(in: container)
        } catch let error as AlertLayoutError {
            if let shortage = interaction.roomShortage {
                throw AlertNoRoomError(shortage: shortage, layoutError: error)
            }
            if !isAttached { forget(alert) }
            throw error
        } catch {
            // An alert's own error may say there is no room (`AlertRoomError`), typed.
            let waitsForRoom = (error as? any AlertRoomError)?.roomShortage != nil
            if !isAttached && !waitsForRoom { forget(alert) }
            throw error
        }
    }

    /// Forgets the interaction kept for `alert` (its presenter links are cut, and an alert's
    /// own interaction goes back to ``AlertEnvironment/standard`` until a window supplies
    /// one again).
    public func forget(_ alert: any AlertPresentable) {
        if let owned = AlertInteraction.owned(by: alert) {
            owned.environment = .standard
            owned.presenterEventHandler = nil
        } else if let interaction = kept.removeValue(forKey: ObjectIdentifier(alert)) {
            interaction.presenterEventHandler = nil
        }
    }
}
