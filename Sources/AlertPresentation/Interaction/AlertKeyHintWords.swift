/// The words of the key hints an alert shows under a list (`↑↓ move · space tick · enter
/// done`): one short hint per key, in one language. English unless the alert's owner gives
/// others (the library's alerts take them from their string tables).
package struct AlertKeyHintWords: Hashable, Sendable {
    /// The arrows move the cursor ("↑↓ move").
    package var move: String
    /// Space ticks an option of a checklist ("space tick").
    package var tick: String
    /// Space selects an option of a radio list ("space select").
    package var select: String
    /// Enter finishes a list of ticks ("enter done").
    package var done: String
    /// Enter chooses the option under the cursor ("enter choose").
    package var choose: String
    /// Esc backs out ("esc cancel").
    package var cancel: String
    /// Typing narrows a filter ("type to filter").
    package var filter: String
    /// Tab goes on to a form's next field ("tab next").
    package var next: String

    /// Creates the words from one hint per key.
    package init(
        move: String, tick: String, select: String, done: String, choose: String,
        cancel: String, filter: String, next: String
    ) {
        self.move = move
        self.tick = tick
        self.select = select
        self.done = done
        self.choose = choose
        self.cancel = cancel
        self.filter = filter
        self.next = next
    }

    /// The English words.
    package static let english = AlertKeyHintWords(
        move: "↑↓ move", tick: "space tick", select: "space select", done: "enter done",
        choose: "enter choose", cancel: "esc cancel", filter: "type to filter",
        next: "tab next")

    /// The hints for a list of `kind`, most needed first.
    package func hints(for kind: AlertListKind) -> [String] {
        switch kind {
        case .checklist: [move, tick, done]
        case .radio: [move, select, done]
        case .menu: [move, choose]
        case .filter: [filter, move, choose]
        case .filterSeveral: [filter, move, tick, done]
        }
    }

    /// The hints for a form: Tab to the next field, Enter to answer, Esc to cancel.
    package var form: [String] { [next, done, cancel] }

    /// The hints for a menu of buttons; Esc is named only when it backs out.
    package func menu(escapeCancels: Bool) -> [String] {
        escapeCancels ? [move, choose, cancel] : [move, choose]
    }
}
