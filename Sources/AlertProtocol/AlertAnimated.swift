/// An alert that runs its own appearance and disappearance animations (opt-in).
///
/// A window that has no animation of its own runs these (the default `animateShow` and
/// `animateDismiss` of an alert window); an alert that is not ``AlertAnimated`` appears
/// and leaves at once. Presenters with their own animation (the terminal's, GTK's) ignore
/// them.
@MainActor
public protocol AlertAnimated: AlertPresentable {
    /// Runs the appearance animation and then calls `completion` exactly once.
    func showAnimation(completion: @escaping @MainActor () -> Void)
    /// Runs the disappearance animation and then calls `completion` exactly once.
    func dismissAnimation(completion: @escaping @MainActor () -> Void)
}
