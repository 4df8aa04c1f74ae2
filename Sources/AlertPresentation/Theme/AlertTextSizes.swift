import AlertProtocol

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

/// Text sizes per text role, in the units of the presenter's measurer (points, or cells).
public struct AlertTextSizes: Hashable, Sendable {
    /// Titles.
    package var title: CGFloat
    /// Messages.
    package var message: CGFloat
    /// Button titles.
    package var button: CGFloat
    /// Captions (grid titles, media captions, countdowns).
    package var caption: CGFloat
    /// Text typed into fields, and date fields.
    package var field: CGFloat

    /// Creates text sizes.
    package init(
        title: CGFloat, message: CGFloat, button: CGFloat, caption: CGFloat, field: CGFloat
    ) {
        self.title = title
        self.message = message
        self.button = button
        self.caption = caption
        self.field = field
    }

    /// The size for a role.
    public func size(for role: AlertTextRole) -> CGFloat {
        switch role {
        case .title: title
        case .message: message
        case .button: button
        case .caption: caption
        case .field: field
        }
    }
}
