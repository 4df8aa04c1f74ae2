/// An item whose focus stops are check boxes (a checklist's rows), so a presenter that gives
/// each stop an accessible stand-in can say whether it is checked.
@MainActor
package protocol AlertCheckableStopsItem: AlertFocusableItem {
    /// Whether stop `stop` is checked; nil when that stop is no check box.
    func isChecked(stop: Int) -> Bool?
}
