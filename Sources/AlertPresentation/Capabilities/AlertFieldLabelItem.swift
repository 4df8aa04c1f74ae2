import AlertProtocol

/// An item that names the input after it: a form's field label.
///
/// An alert of several inputs, each under its label, is a form: plain mode asks its fields
/// one at a time by their labels, and an answers file answers each field under its
/// alert's id and its label (see `AlertInteraction.formFields`).
@MainActor
package protocol AlertFieldLabelItem: AlertItem {
    /// The label: what plain mode asks the field by, and the key an answers file gives
    /// its value under.
    var fieldLabel: String { get }
}
