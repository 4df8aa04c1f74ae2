import AlertPresentation

/// The kind of a status alert, which picks its icon.
public enum AlertStatusKind: Hashable, Sendable, CaseIterable {
    /// Something worked.
    case success
    /// Something failed.
    case failure
    /// Something to know.
    case info

    /// The icon: a symbol with alt text in the user's language (``AlertStrings/current``),
    /// drawable on any presenter.
    package var icon: AlertImage {
        icon(strings: .current)
    }

    /// The icon with its alt text taken from `strings`.
    func icon(strings: AlertStrings) -> AlertImage {
        switch self {
        case .success: .symbol("✔", altText: strings.success)
        case .failure: .symbol("✖", altText: strings.failure)
        case .info: .symbol("ℹ", altText: strings.information)
        }
    }
}
