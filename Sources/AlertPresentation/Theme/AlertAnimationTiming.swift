/// How long an alert takes to appear and disappear.
public struct AlertAnimationTiming: Hashable, Sendable {
    /// The show animation's duration.
    public var showDuration: Duration
    /// The dismiss animation's duration.
    public var dismissDuration: Duration
    /// When true, animators skip movement and complete (or only fade) at once.
    public var reducedMotion: Bool

    /// Creates a timing.
    public init(showDuration: Duration, dismissDuration: Duration, reducedMotion: Bool = false) {
        self.showDuration = showDuration
        self.dismissDuration = dismissDuration
        self.reducedMotion = reducedMotion
    }

    /// No animation at all.
    public static let instant = AlertAnimationTiming(
        showDuration: .zero, dismissDuration: .zero, reducedMotion: true)
}
