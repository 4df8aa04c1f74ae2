import AlertProtocol

/// One field of a form: the input and the label it is asked by.
@MainActor
package struct AlertFormEntry {
    /// The label (``AlertFieldLabelItem/fieldLabel``).
    package let label: String
    /// The input the label names.
    package let input: any AlertTextInputItem
}

extension AlertInteraction {
    /// The fields of the alert when it is a form, in item order: each
    /// ``AlertFieldLabelItem`` with the first ``AlertTextInputItem`` after it, before the
    /// next label (a label with no input after it is left out). Empty for an alert with no
    /// labelled input. O(n).
    package var formFields: [AlertFormEntry] {
        var fields: [AlertFormEntry] = []
        var label: String?
        for item in items {
            if let labelItem = item as? any AlertFieldLabelItem {
                label = labelItem.fieldLabel
            } else if let pending = label, let input = item as? any AlertTextInputItem {
                fields.append(AlertFormEntry(label: pending, input: input))
                label = nil
            }
        }
        return fields
    }
}
