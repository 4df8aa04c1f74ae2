import AlertCommandKit

/// One row of a menu, checklist or radiolist box: the tag a script gets back, the item
/// (its description, shown beside the tag), and whether it starts ticked (`on`).
package struct DialogEntry: Hashable, Sendable {
    /// What the answer holds when the row is chosen.
    package var tag: String
    /// The description shown beside the tag (empty with `--noitem`).
    package var item: String
    /// Whether a checklist or radiolist row starts ticked; false for a menu's.
    package var isOn: Bool

    /// Creates a row.
    package init(tag: String, item: String, isOn: Bool = false) {
        self.tag = tag
        self.item = item
        self.isOn = isOn
    }
}
