import AlertPresentation
import AlertProtocol
import FoundationEssentials

/// An alert's title: a ``TextItem`` in the title role.
@MainActor
public final class TitleItem: TextItem {
    /// Creates a title item.
    public init(_ text: String) {
        super.init(text, role: .title)
    }
}
