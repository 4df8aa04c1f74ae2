import AlertCommandKit

/// One field of dialog's `--form`: its label, its starting text, and whether it can be
/// edited. dialog places each at a row and column of its own; the alert stacks them in
/// order, label above field.
package struct DialogFormField: Hashable, Sendable {
    /// The words shown before the field (`Name:`).
    package var label: String
    /// The text the field starts with.
    package var item: String
    /// Whether the field can be changed: dialog's FLEN above 0 (0 or less shows the text
    /// only, and the answer leaves it out).
    package var isEditable: Bool
    /// The most characters the field takes (ILEN; 0 means FLEN's), or nil for no limit.
    package var maximumLength: Int?

    /// Creates a field.
    package init(label: String, item: String, isEditable: Bool, maximumLength: Int?) {
        self.label = label
        self.item = item
        self.isEditable = isEditable
        self.maximumLength = maximumLength
    }
}
