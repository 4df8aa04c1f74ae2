import AlertPresentation
import AlertProtocol
import AlertQueue

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

/// A window with no screen: it records what a controller does to it and lets tests act as a
/// user would. Deterministic; use it to unit-test your own alert flows.
///
/// A test waits for an alert with ``waitForAlert()`` (no polling: the wait ends when the
/// controller attaches one), then answers it through the alert's interaction, as a
/// presenter would and whatever its class: ``type(_:)`` types text, `press(_:)` sends keys
/// (`press(.down, .enter)`) or presses a button by its role (`press(.cancel)`) or its title
/// (`press("OK")`), and ``answer(_:)`` takes a line as plain mode and an answers file
/// (``AlertAnswers``) do.
///
/// ```swift
/// let window = HeadlessAlertWindow()
/// let alerts = AlertController(window: window, clock: ManualAlertClock())
/// let name = Task { await alerts.input("Your name") }
/// try await window.waitForAlert()
/// window.type("Ada")
/// window.press(.default)
/// #expect(await name.value == "Ada")
/// ```
@MainActor
public final class HeadlessAlertWindow: AlertWindow {
    /// One call a controller made on the window, in ``history``.
    package enum Record: Hashable, Sendable {
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
    package private(set) var history: [Record] = []
    /// The tasks in ``waitForAlert()`` by number, resumed by the next `attach`.
    private var alertWaiters: [Int: CheckedContinuation<Void, any Error>] = [:]
    /// The alert each resumed task in ``waitForAlert()`` gets, by its number (an alert is
    /// not `Sendable`: it stays on the main actor, and the task takes it from here).
    private var alertsForWaiters: [Int: any AlertPresentable] = [:]
    /// The number of the next task to wait in ``waitForAlert()``.
    private var nextWaiter = 0
    /// The interaction kept for an attached alert that keeps none of its own, by identity.
    private var keptInteractions: [ObjectIdentifier: AlertInteraction] = [:]

    /// Creates a window of `size` with no safe-area insets and no keyboard.
    public init(size: CGSize = CGSize(width: 375, height: 667)) {
        container = AlertContainer(size: size)
    }

    /// Creates a window with this container.
    package init(container: AlertContainer) {
        self.container = container
    }

    /// The top alert on screen, if any.
    package var topAlert: (any AlertPresentable)? { attachedAlerts.last }

    /// Attaches `alert` on top; attaching an alert already attached moves it to the top.
    public func attach(_ alert: any AlertPresentable) {
        history.append(.attach(ObjectIdentifier(alert)))
        attachedAlerts.removeAll { $0 === alert }
        attachedAlerts.append(alert)
        let waiters = alertWaiters
        alertWaiters.removeAll()
        for (number, waiter) in waiters {
            alertsForWaiters[number] = alert
            waiter.resume()
        }
    }

    /// Detaches `alert`; does nothing but record the call if it is not attached.
    public func detach(_ alert: any AlertPresentable) {
        history.append(.detach(ObjectIdentifier(alert)))
        attachedAlerts.removeAll { $0 === alert }
        keptInteractions[ObjectIdentifier(alert)] = nil
    }

    /// Dims or undims the backdrop.
    public func setDimmed(_ dimmed: Bool) {
        history.append(.dim(dimmed))
        isDimmed = dimmed
    }

    /// Forgets the recorded history (the current state stays).
    package func clearHistory() {
        history.removeAll()
    }

    /// Sends `event` about the top alert (or about no alert if none is attached) to the
    /// event handler. Returns false when there is no handler to receive it.
    @discardableResult
    package func send(_ event: AlertEvent) -> Bool {
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
    package func resize(to size: CGSize) -> Bool {
        var changed = container
        changed.size = size
        return resize(to: changed)
    }

    /// Replaces the container and sends ``AlertEvent/containerChanged(_:)``. Returns false
    /// when there is no handler.
    @discardableResult
    package func resize(to newContainer: AlertContainer) -> Bool {
        container = newContainer
        guard let handler = eventHandler else { return false }
        handler.handle(.containerChanged(newContainer), from: nil)
        return true
    }

    // MARK: Acting as a user

    /// The alert on top once there is one: at once when an alert is attached, else when the
    /// controller attaches the next one (resumed by that `attach`, never by polling).
    ///
    /// - Throws: `CancellationError` when the waiting task is cancelled first.
    @discardableResult
    public func waitForAlert() async throws -> any AlertPresentable {
        if let topAlert { return topAlert }
        let number = nextWaiter
        nextWaiter += 1
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation {
                (continuation: CheckedContinuation<Void, any Error>) in
                if Task.isCancelled {
                    continuation.resume(throwing: CancellationError())
                } else {
                    alertWaiters[number] = continuation
                }
            }
        } onCancel: {
            Task { @MainActor [weak self] in
                self?.alertWaiters.removeValue(forKey: number)?
                    .resume(throwing: CancellationError())
            }
        }
        guard let alert = alertsForWaiters.removeValue(forKey: number) else {
            // Unreachable: a waiter resumes without an error only from `attach`.
            throw CancellationError()
        }
        return alert
    }

    /// Types `text` into the top alert, one ``AlertKeyInput/character(_:)`` key a character,
    /// as a user at a keyboard would: into the focused field, a filter's query, a list's
    /// letter jump. Returns false when there is no alert or a key is not taken (the keys
    /// after it are not sent). O(n) keys.
    @discardableResult
    public func type(_ text: String) -> Bool {
        text.allSatisfy { press(.character($0)) }
    }

    /// Sends `keys` in order, each to the alert on top when it is sent. Returns false when
    /// there is no alert or a key is not taken (the keys after it are not sent).
    @discardableResult
    public func press(_ keys: AlertKeyInput...) -> Bool {
        keys.allSatisfy { key in topInteraction?.handle(key) ?? false }
    }

    /// Presses the top alert's button with `role`: ``AlertButtonRole/default`` the default
    /// action (the one Enter picks), ``AlertButtonRole/cancel`` the cancel action (Esc's),
    /// ``AlertButtonRole/destructive`` the first enabled destructive one. Returns false when
    /// there is no alert or no enabled button with that role.
    @discardableResult
    public func press(_ role: AlertButtonRole) -> Bool {
        guard let interaction = topInteraction else { return false }
        let action: (any AlertActionItem)? =
            switch role {
            case .default: interaction.defaultAction
            case .cancel: interaction.cancelAction
            case .destructive:
                interaction.actionItems.first { $0.isEnabled && $0.role == .destructive }
            }
        return action.map(interaction.activate) ?? false
    }

    /// Presses the top alert's enabled button titled exactly `title` (the first, if several
    /// are). Returns false when there is no alert or no such button.
    @discardableResult
    public func press(_ title: String) -> Bool {
        guard let interaction = topInteraction,
            let action = interaction.actionItems.first(where: { $0.isEnabled && $0.title == title })
        else { return false }
        return interaction.activate(action)
    }

    /// Answers the top alert with one line, as plain mode reads a typed line and an answers
    /// file (``AlertAnswers``) an answer: a button's number or title (`yes` and `no`, or `y`
    /// and `n`, for the default and cancel actions), a field's text, a list's rows as `1,3`,
    /// `esc` to cancel. Returns false when there is no alert or the line does not fit it.
    @discardableResult
    public func answer(_ line: String) -> Bool {
        guard let interaction = topInteraction else { return false }
        return PlainAnswerInterpreter(interaction: interaction).answer(line)
    }

    /// The top alert's interaction: its own (an `AlertView`'s), else one this window keeps
    /// for it while it is attached; actions from it go to the window's event handler.
    private var topInteraction: AlertInteraction? {
        guard let alert = topAlert else { return nil }
        let interaction: AlertInteraction
        if let owned = AlertInteraction.owned(by: alert) {
            interaction = owned
        } else if let kept = keptInteractions[ObjectIdentifier(alert)] {
            interaction = kept
        } else {
            interaction = AlertInteraction(alert: alert)
            keptInteractions[ObjectIdentifier(alert)] = interaction
        }
        interaction.presenterEventHandler = eventHandler
        return interaction
    }
}
