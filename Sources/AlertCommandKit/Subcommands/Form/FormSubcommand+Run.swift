import AlertEngine

extension FormSubcommand {
    /// Asks `question`'s fields in one form, a day starting at `today` unless its field
    /// says otherwise; its outcome is the answers joined by the separator, and Cancel
    /// declines.
    @MainActor
    static func present(
        _ question: FormQuestion, today: CalendarDay, on controller: AlertController,
        options: AlertOptions, _ completion: @escaping @MainActor (CommandOutcome) -> Void
    ) -> AlertView {
        let fields = question.fields.map { $0.formField(today: today) }
        do {
            return try controller.showForm(
                title: question.title, message: question.header, fields: fields,
                cancelTitle: question.buttons.cancel ?? AlertStrings.current.cancel,
                okTitle: question.buttons.ok ?? AlertStrings.current.ok, options: options
            ) { answers in
                completion(
                    answers.map { .accepted(answer: $0.joined(separator: question.separator)) }
                        ?? .declined)
            }
        } catch {
            // The command line was checked (fields, labels, options), so this is never
            // reached; should it be, the form fails with the reason rather than hangs.
            let view = AlertView(style: .alert, items: [])
            completion(.failed("the form cannot be shown: \(error)"))
            return view
        }
    }
}
