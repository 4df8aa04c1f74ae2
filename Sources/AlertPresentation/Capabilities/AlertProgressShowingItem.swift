import AlertProtocol

/// An item that shows how far work has come (a progress bar), so a presenter can expose it
/// to assistive technologies as a progress bar with its value: the built-in progress bar
/// adopts it, and so can an item of your own.
@MainActor
public protocol AlertProgressShowingItem: AlertItem {
    /// The fraction done, in `0...1`; nil while the length of the work is unknown.
    var fractionDone: Double? { get }
}
