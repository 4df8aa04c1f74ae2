import AlertProtocol

/// The terminal's show and dismiss animations, driven by the window's frame clock and timed
/// by the alert's theme (`TerminalAppearance.animatedTiming`: 120 ms each way): a sheet
/// slides up from the bottom (its top edge rises over content that stays in place) and
/// slides back down when dismissed; an alert pops in (its frame grows from half its size)
/// and folds shut when dismissed, its rows going from the top and
/// bottom edges towards its middle; over an empty screen it pops in from closer to its size
/// (``emptyScreenPopStart``). Every in-between frame is cut from the finished alert,
/// so a frame writes only the cells the moving edges pass over; leaving moves whole rows
/// only (no border is redrawn over content that is going), so each frame clears a row or
/// two in one stroke. With reduced motion (the window's, or a theme timing that
/// asks for it) both complete at once. Every completion is called exactly once: starting a
/// new animation on an alert, or detaching it, finishes the running one first.
extension TerminalAlertWindow {
    /// How long a frame of animation lasts: 30 ms, so a pop takes 4 frames and a slide 5.
    /// Each frame moves the alert's edges over a row or two, which a terminal shows as
    /// smoothly as it would at 60 frames a second, for half the bytes.
    static let frameInterval: Duration = .milliseconds(30)

    /// Where a pop over an empty screen starts: three quarters of the way in (the box at
    /// 87.5% of its size, cut from the finished alert: the last in-between frame at the
    /// terminal's 120 ms), shown from the first frame on, at the same moment as any pop,
    /// until the alert settles when its theme says. Over content the growing box covers a
    /// little more of what lies below each frame; over nothing the earlier, smaller boxes
    /// only write their borders again (each frame's top and bottom edges become the next
    /// one's inside), so the pop is one short step there.
    static let emptyScreenPopStart = 0.75

    /// The duration of `alert`'s animation to `target`: its theme's show duration (target
    /// 1) or dismiss duration (target 0), as the alert's environment resolves them (the
    /// window's theme, or one the alert brings).
    func animationDuration(of alert: any AlertPresentable, to target: Double) -> Duration {
        let interaction = presentation(for: alert)?.interaction ?? prepare(alert)
        let timing = interaction.resolvedEnvironment.theme.timing
        return target >= 1 ? timing.showDuration : timing.dismissDuration
    }

    /// Animates `alert`'s visibility to `target` (1 shown, 0 gone), then calls `completion`.
    func animate(
        _ alert: any AlertPresentable, to target: Double, reduced: Bool,
        completion: @escaping @MainActor () -> Void
    ) {
        guard let presentation = presentation(for: alert) else { return completion() }
        finishAnimation(of: presentation)
        // A show takes the picture of the alert handed over, if any, to wipe it away.
        let picture = target == 1 ? handover : nil
        if picture != nil { handover = nil }
        if reducedMotion || reduced {
            if let picture { screen.compositor.remove(picture.surface) }
            presentation.visibility = target
            screen.setNeedsRender()
            return completion()
        }
        presentation.visibility = 1 - target
        presentation.animation = TerminalAlertPresentation.Animation(
            start: frameClock.now, duration: animationDuration(of: alert, to: target),
            from: 1 - target, to: target, completion: completion, replacing: picture,
            floor: target == 1 && picture == nil && alert.style == .alert
                && screen.lastFrame.showsNothing ? Self.emptyScreenPopStart : 0)
        scheduleFrame(for: presentation)
        screen.setNeedsRender()
    }

    /// Completes a running animation at once (its completion runs now).
    func finishAnimation(of presentation: TerminalAlertPresentation) {
        guard let animation = presentation.animation else { return }
        presentation.animation = nil
        if let token = animation.token { frameClock.cancel(token) }
        if let picture = animation.replacing { screen.compositor.remove(picture.surface) }
        presentation.visibility = animation.to
        animation.completion()
        deliverTypeahead()
    }

    /// Takes down the picture of an alert handed over that no show took; `rendering` false
    /// while a frame is being prepared (it is composed next anyway).
    func dropHandover(rendering: Bool = true) {
        guard let picture = handover else { return }
        handover = nil
        screen.compositor.remove(picture.surface)
        if rendering { screen.setNeedsRender() }
    }

    private func scheduleFrame(for presentation: TerminalAlertPresentation) {
        let token = frameClock.schedule(after: Self.frameInterval) {
            [weak self, weak presentation] in
            guard let self, let presentation else { return }
            self.step(presentation)
        }
        presentation.animation?.token = token
    }

    private func step(_ presentation: TerminalAlertPresentation) {
        guard let animation = presentation.animation else { return }
        let elapsed = frameClock.now - animation.start
        let progress = animation.duration > .zero ? min(elapsed / animation.duration, 1) : 1
        if progress >= 1 {
            presentation.animation?.token = nil
            finishAnimation(of: presentation)
        } else {
            presentation.visibility = max(
                animation.from + (animation.to - animation.from) * progress, animation.floor)
            scheduleFrame(for: presentation)
        }
        screen.setNeedsRender()
    }
}
