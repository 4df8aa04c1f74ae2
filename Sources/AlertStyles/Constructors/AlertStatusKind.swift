/// The kind of a status alert, which picks its icon.
public enum AlertStatusKind: Hashable, Sendable, CaseIterable {
    /// Something worked.
    case success
    /// Something failed.
    case failure
    /// Something to know.
    case info

    /// The icon: a symbol with alt text, drawable on any presenter.
    public var icon: AlertImage {
        switch self {
        case .success: .symbol("✔", altText: "Success")
        case .failure: .symbol("✖", altText: "Failure")
        case .info: .symbol("ℹ", altText: "Information")
        }
    }
}
