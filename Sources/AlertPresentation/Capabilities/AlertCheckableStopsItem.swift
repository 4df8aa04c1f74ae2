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

    /// The words a screen reader names stop `stop`'s check box with: its label alone (a
    /// row's option, `git`), no mark nor number, as the state says whether it is checked;
    /// nil to let the presenter name it otherwise. Asked for every stop a presenter
    /// exposes: keep it O(1). By default nil.
    func accessibleLabel(forStop stop: Int) -> String?

    /// What a screen reader reads after stop `stop`'s label: the rest of its row (a
    /// detail column, `12 MB`), or nil for nothing. O(1). By default nil.
    func accessibleDetail(forStop stop: Int) -> String?
}

extension AlertCheckableStopsItem {
    /// No label of its own: the presenter names the stop otherwise.
    public func accessibleLabel(forStop stop: Int) -> String? { nil }

    /// No detail.
    public func accessibleDetail(forStop stop: Int) -> String? { nil }
}
