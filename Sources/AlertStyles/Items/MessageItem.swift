import AlertPresentation
import AlertProtocol
import FoundationEssentials

/// An alert's message: a ``TextItem`` in the message role (or the caption role, for a
/// caption under a picture).
@MainActor
public final class MessageItem: TextItem {
    /// Creates a message item; `role` is `.message`, or `.caption` for captions.
    public override init(_ text: String, role: AlertTextRole = .message) {
        super.init(text, role: role)
    }
}
