import AlertProtocol
import Foundation

/// A window with no screen: it records what a controller does to it and lets tests send
/// the events a user would cause. Deterministic; use it to unit-test your own alert flows.
@MainActor
public final class HeadlessAlertWindow: AlertWindow {
    /// One call a controller made on the window, in ``history``.
    public enum Record: Hashable, Sendable {
        /// `attach` was called with the alert of this identity.
        case attach(ObjectIdentifier)
        /// `detach` was called with the alert of this identity.
        case detach(ObjectIdentifier)
        /// `setDimmed` was called with this value.
        case dim(Bool)
    }

    /// Always ``AlertWindowLevel/alert``.
    public let level: AlertWindowLevel = .alert
    /// The space alerts are laid out in; change it with `resize(to:)`.
    public private(set) var container: AlertContainer
    /// Where events go; held weakly.
    public weak var eventHandler: (any AlertEventHandler)?
    /// Whether the backdrop is dimmed.
    public private(set) var isDimmed = false
    /// The alerts on screen, bottom first.
    public private(set) var attachedAlerts: [any AlertPresentable] = []
    /// Every attach, detach and dim call, in order.
    public private(set) var history: [Record] = []

    /// Creates a window of `size` with no safe-area insets and no keyboard.
    public init(size: CGSize = CGSize(width: 375, height: 667)) {
        container = AlertContainer(size: size)
    }

    /// Creates a window with this container.
    public init(container: AlertContainer) {
        self.container = container
    }

    /// The top alert on screen, if any.
    public var topAlert: (any AlertPresentable)? { attachedAlerts.last }

    /// Attaches `alert` on top; attaching an alert already attached moves it to the top.
    public func attach(_ alert: any AlertPresentable) {
        history.append(.attach(ObjectIdentifier(alert)))
        attachedAlerts.removeAll { $0 === alert }
        attachedAlerts.append(alert)
    }

    /// Detaches `alert`; does nothing but record the call if it is not attached.
    public func detach(_ alert: any AlertPresentable) {
        history.append(.detach(ObjectIdentifier(alert)))
        attachedAlerts.removeAll { $0 === alert }
    }

    /// Dims or undims the backdrop.
    public func setDimmed(_ dimmed: Bool) {
        history.append(.dim(dimmed))
        isDimmed = dimmed
    }

    /// Forgets the recorded history (the current state stays).
    public func clearHistory() {
        history.removeAll()
    }

    /// Sends `event` about the top alert (or about no alert if none is attached) to the
    /// event handler. Returns false when there is no handler to receive it.
    @discardableResult
    public func send(_ event: AlertEvent) -> Bool {
        guard let handler = eventHandler else { return false }
        handler.handle(event, from: topAlert)
        return true
    }

    /// A tap outside the alert: sends ``AlertEvent/backgroundTap``. Returns false when there
    /// is no handler.
    @discardableResult
    public func tapBackground() -> Bool {
        send(.backgroundTap)
    }

    /// Activates the top alert's button with this action index: sends
    /// ``AlertEvent/action(index:)``. Returns false when there is no handler.
    @discardableResult
    public func activateAction(_ index: Int) -> Bool {
        send(.action(index: index))
    }

    /// Changes the window's size (keeping insets and keyboard) and sends
    /// ``AlertEvent/containerChanged(_:)``. Returns false when there is no handler.
    @discardableResult
    public func resize(to size: CGSize) -> Bool {
        var changed = container
        changed.size = size
        return resize(to: changed)
    }

    /// Replaces the container and sends ``AlertEvent/containerChanged(_:)``. Returns false
    /// when there is no handler.
    @discardableResult
    public func resize(to newContainer: AlertContainer) -> Bool {
        container = newContainer
        guard let handler = eventHandler else { return false }
        handler.handle(.containerChanged(newContainer), from: nil)
        return true
    }
}
