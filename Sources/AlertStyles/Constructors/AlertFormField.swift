import AlertPresentation
import FoundationEssentials

/// One field of a form (see
/// ``AlertController/showForm(title:message:fields:cancelTitle:okTitle:options:completion:)``):
/// what it asks for, under the label that names it.
///
/// The label is shown above the field. Plain mode asks the field by it, and an answers
/// file answers it under the form's id and the label (`account.Name=Ada`), so the labels
/// of one form differ.
///
/// ```swift
/// let answers = try await alerts.fillForm(
///     "Account",
///     fields: [
///         .entry("Name"), .password("PIN"), .date("Birthday"),
///         .choice("Shell", options: ["bash", "zsh", "fish"]), .text("Notes"),
///     ])
/// // ["Ada", "1234", "1990-05-17", "zsh", "first line\nsecond"], or nil for Cancel
/// ```
public struct AlertFormField: Sendable, Hashable {
    /// The label, shown above the field.
    public var label: String
    /// What the field asks for.
    package var kind: Kind

    /// The kinds of field a form holds.
    package enum Kind: Sendable, Hashable {
        /// A line of text.
        case entry(placeholder: String, initial: String)
        /// A line of text shown as bullets.
        case password(placeholder: String)
        /// A day on year, month and day fields, in `timeZone`.
        case date(initial: Date, range: ClosedRange<Date>?, timeZone: TimeZone)
        /// One of `options`, option `initial` chosen at the start (nil: none).
        case choice(options: [String], initial: Int?)
        /// Text of several lines, `height` rows high.
        case text(placeholder: String, initial: String, height: Int)
    }

    /// A field of kind `kind` under `label`.
    package init(label: String, kind: Kind) {
        self.label = label
        self.kind = kind
    }

    /// A line of text (a `TextFieldItem`), holding `initial` at the start, `placeholder`
    /// shown dimmed while it is empty. Its answer is the text.
    public static func entry(_ label: String, placeholder: String = "", initial: String = "")
        -> AlertFormField
    {
        AlertFormField(label: label, kind: .entry(placeholder: placeholder, initial: initial))
    }

    /// A line of text shown as bullets, read with the echo off in plain mode; the field lets
    /// go of it once the form is answered. Its answer is the text.
    public static func password(_ label: String, placeholder: String = "") -> AlertFormField {
        AlertFormField(label: label, kind: .password(placeholder: placeholder))
    }

    /// A day, on year, month and day fields between − and + (`− 2026-11-22 +`): Left and
    /// Right pick a field, Up and Down change it. It starts at `initial`'s day (today by
    /// default) in `timeZone`, clamped into `range`. Its answer is the day as `YYYY-MM-DD`
    /// in `timeZone`; plain mode takes a day written so.
    public static func date(
        _ label: String, initial: Date = Date(), range: ClosedRange<Date>? = nil,
        timeZone: TimeZone = .current
    ) -> AlertFormField {
        AlertFormField(
            label: label, kind: .date(initial: initial, range: range, timeZone: timeZone))
    }

    /// One of `options`, a row each with a radio button, option `initial` (an index into
    /// `options`) chosen at the start; the arrows choose another. With `initial` nil none is
    /// chosen at the start: the arrows move among the rows and Space chooses one, and the
    /// answer is empty until then (zenity's combo box left alone). Its answer is the chosen
    /// option; plain mode takes its number or the option written out.
    public static func choice(_ label: String, options: [String], initial: Int? = 0)
        -> AlertFormField
    {
        AlertFormField(label: label, kind: .choice(options: options, initial: initial))
    }

    /// Text of several lines (a text area `height` rows high, at least 1), holding
    /// `initial` at the start: Enter starts a line, Tab goes on to the next field. Its
    /// answer is the text, its lines joined with line feeds; plain mode reads lines up to
    /// one holding a single `.`.
    public static func text(
        _ label: String, placeholder: String = "", initial: String = "", height: Int = 4
    ) -> AlertFormField {
        AlertFormField(
            label: label, kind: .text(placeholder: placeholder, initial: initial, height: height))
    }
}

extension AlertFormField {
    /// Checks that `fields` make a form: at least one field, each with a label of its own
    /// that is not empty, and each choice with options and a starting option among them.
    ///
    /// - Throws: ``AlertStyleError/invalidValue(_:)`` saying what does not fit.
    static func check(_ fields: [AlertFormField]) throws(AlertStyleError) {
        guard !fields.isEmpty else { throw .invalidValue("a form needs at least one field") }
        var labels: Set<String> = []
        for field in fields {
            guard !field.label.isEmpty else {
                throw .invalidValue("a form's field needs a label")
            }
            guard labels.insert(field.label).inserted else {
                throw .invalidValue("two fields of the form are labelled \(field.label)")
            }
            guard case .choice(let options, let initial) = field.kind else { continue }
            guard !options.isEmpty else {
                throw .invalidValue("the choice \(field.label) has no options")
            }
            guard let initial else { continue }
            guard options.indices.contains(initial) else {
                throw .invalidValue(
                    "the choice \(field.label) starts at option \(initial), not one of its"
                        + " \(options.count)")
            }
        }
    }
}
