/// One option of a menu, a checklist or a filter: what the list shows, and the value the
/// constructor returns when it is chosen.
///
/// A choice shows its ``label``, and its ``detail`` (when it has one) in a second column:
/// the details of a list start in one column, past its widest label, measured in the
/// presenter's own units (terminal cells count East Asian wide characters as two and
/// combining marks as none), so they line up. A filter matches what is typed against the
/// label and the detail.
///
/// Choices are told apart by their place in the list, never by their text: two choices
/// with the same label and different values are two answers.
///
/// ```swift
/// let countries = [
///     AlertChoice("United Kingdom", detail: "GB", value: "GB"),
///     AlertChoice("France", detail: "FR", value: "FR"),
/// ]
/// let code = await alerts.choose("Country", choices: countries)  // "GB", "FR" or nil
///
/// let files = urls.map { AlertChoice($0.lastPathComponent, detail: "250 KB", value: $0) }
/// let file = await alerts.filter("Open", choices: files)  // a URL or nil
/// ```
public struct AlertChoice<Value> {
    /// What the list shows for the choice (the first column when it has a ``detail``).
    public var label: String
    /// Shown after the label, in a second column; nil (or empty) shows the label alone.
    public var detail: String?
    /// What the constructor returns when this choice is chosen.
    public var value: Value

    /// Creates a choice that shows `label` (and `detail` in a second column) and answers
    /// `value`.
    public init(_ label: String, detail: String? = nil, value: Value) {
        self.label = label
        self.detail = detail
        self.value = value
    }
}

extension AlertChoice where Value == String {
    /// Creates a choice that shows `label` and answers it.
    public init(_ label: String) {
        self.init(label, value: label)
    }

    /// Creates a choice shown as `tag` and `description` in two columns, answering the tag:
    /// a whiptail or dialog menu's row.
    package init(tag: String, description: String) {
        self.init(tag, detail: description, value: tag)
    }
}

extension AlertChoice: Sendable where Value: Sendable {}
extension AlertChoice: Equatable where Value: Equatable {}
extension AlertChoice: Hashable where Value: Hashable {}

extension AlertChoice {
    /// The labels of `choices`, and their details (an absent one as empty) when any
    /// choice has one, else nil. O(n).
    static func columns(of choices: [Self]) -> (labels: [String], details: [String]?) {
        let labels = choices.map(\.label)
        guard choices.contains(where: { !($0.detail ?? "").isEmpty }) else { return (labels, nil) }
        return (labels, choices.map { $0.detail ?? "" })
    }

    /// The values of `choices` at `indices`, in the order given (indices out of range
    /// left out). O(k).
    static func values(of choices: [Self], at indices: some Sequence<Int>) -> [Value] {
        indices.compactMap { choices.indices.contains($0) ? choices[$0].value : nil }
    }
}
