#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

/// The space an alert is laid out in: the window's size, its safe area, and the keyboard.
///
/// It lives in `AlertProtocol` (and is re-exported by `AlertLayout`) so that windows in
/// `AlertQueue` and presenters can describe their space without importing the layout engine.
public struct AlertContainer: Hashable, Sendable {
    /// The full size of the window.
    public var size: CGSize
    /// Insets the alert must stay clear of (notches, status bars, home indicators).
    public var safeAreaInsets: EdgeInsets
    /// The height of an on-screen keyboard covering the bottom, or zero.
    public var keyboardHeight: CGFloat

    /// Creates a container.
    public init(size: CGSize, safeAreaInsets: EdgeInsets = .zero, keyboardHeight: CGFloat = 0) {
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.keyboardHeight = keyboardHeight
    }
}
