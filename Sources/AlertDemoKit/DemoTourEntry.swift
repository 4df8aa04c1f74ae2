/// One alert of the tour: its number, kind and title, and how it ended.
package struct DemoTourEntry: Hashable, Sendable {
    /// The 1-based position in the tour.
    package let number: Int
    /// What kind of alert it is ("message", "alert", "sheet", ...).
    package let kind: String
    /// Its title, if it has one.
    package let title: String?
    /// A short file-name-safe name, e.g. `sheet` or `sequence-2`.
    package let slug: String
    /// How it ended, once it has.
    package internal(set) var outcome: DemoOutcome?

    /// Creates an entry that has not ended yet.
    package init(number: Int, kind: String, title: String?, slug: String) {
        self.number = number
        self.kind = kind
        self.title = title
        self.slug = slug
    }

    /// `NN-slug`, the name of the entry's picture.
    package var fileStem: String {
        (number < 10 ? "0" : "") + "\(number)-\(slug)"
    }

    /// `3. sheet "Delete draft?"`: number, kind and title.
    package var label: String {
        "\(number). " + (title.map { "\(kind) \"\($0)\"" } ?? kind)
    }

    /// The line printed on exit, e.g. `3. sheet "Delete draft?": action 0 "Delete"` or
    /// `1. message: dismissed (programmatic)`; "pending" while it has not ended.
    package var resultLine: String {
        "\(label): \(outcome.map(\.description) ?? "pending")"
    }
}
