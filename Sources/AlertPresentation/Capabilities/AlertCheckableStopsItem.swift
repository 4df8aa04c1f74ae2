/// An item whose focus stops are check boxes or radio buttons (a checklist's rows, a
/// one-choice list's), so a presenter that gives each stop an accessible stand-in can say
/// what it is and whether it is checked: the built-in checklist adopts it, and so can a
/// list of your own.
@MainActor
public protocol AlertCheckableStopsItem: AlertFocusableItem {
    /// Whether one stop at most is checked (radio buttons) rather than any number.
    var isExclusive: Bool { get }

    /// Whether stop `stop` is checked; nil when that stop is no check box. Asked for every
    /// stop a presenter exposes: keep it O(1).
    func isChecked(stop: Int) -> Bool?
}
