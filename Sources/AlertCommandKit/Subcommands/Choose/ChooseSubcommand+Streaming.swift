import AlertEngine

#if canImport(Glibc)
    import Glibc
#endif

extension ChooseSubcommand {
    /// `ls | alert choose` shown at once, its options read from standard input while it is
    /// shown (``StreamedChoices``, as `alert filter` reads them): each block's lines join the
    /// menu as rows above Cancel as it is read, a line under the title counts them with an
    /// ellipsis until the input ends (then it goes), the focus is on the first row from the
    /// moment there is one, and the keys and the answer work meanwhile. An answer given
    /// before the input ends is final, and the rest is not waited for. Input with no option,
    /// past the bounds or unreadable takes the alert away and fails the run, as it does when
    /// the options are read first. Only a menu of one choice with nothing to check against
    /// every option (no `--default`, `--selected`, `--limit`, `--height` or `--sheet`) is
    /// streamed: see `AlertCommand.streamingChoices(from:)`.
    @MainActor
    static func presentStreaming(
        title: String?, list: CommandListOptions, cancelTitle: String,
        on controller: AlertController, options: AlertOptions,
        _ completion: @escaping @MainActor (CommandOutcome) -> Void
    ) -> AlertView {
        let view = AlertController.menuView(
            title: title, message: list.header, labels: [], details: nil,
            cancelTitle: cancelTitle)
        let counter = MessageItem("0…")
        // The rows go between the counter (under the title and header) and Cancel.
        let firstRow = view.items.count
        view.items.insert(counter, at: firstRow - 1)
        let reading = StreamedReading()
        let delimiter = list.labelDelimiter.flatMap { $0.isEmpty ? nil : $0 }
        reading.task = Task { @MainActor in
            await StreamedChoices(descriptor: STDIN_FILENO).follow { block in
                switch block {
                case .choices(let lines):
                    let read = lines.map { CommandChoice($0, delimiter: delimiter) }
                    let wasEmpty = reading.values.isEmpty
                    let rows = read.enumerated().map { offset, choice in
                        let row = ButtonItem(
                            title: choice.label, actionIndex: reading.values.count + offset + 1)
                        row.drawsMnemonic = false
                        return row
                    }
                    reading.values += read.map(\.value)
                    view.items.insert(contentsOf: rows as [any AlertItem], at: view.items.count - 1)
                    counter.text = "\(reading.values.count.formattedWithGrouping)…"
                    if wasEmpty, !rows.isEmpty {
                        // A menu starts on its first row, as soon as it has one.
                        view.interaction.focus(
                            AlertFocusTarget(item: view.items.count - 1 - rows.count, stop: 0))
                    }
                case .ended(let ending):
                    view.items.removeAll { $0 === counter }
                    if let failure = StreamedChoices.failure(
                        of: ending, count: reading.values.count, subcommand: name)
                    {
                        reading.failure = failure
                        controller.dismiss(view, reason: .programmatic)
                    }
                }
                view.setNeedsLayout()
            }
        }
        reading.show(view, on: controller, options: options, completion) { index in
            reading.values.indices.contains(index - 1)
                ? .accepted(answer: reading.values[index - 1]) : .declined
        }
        return view
    }
}

extension Int {
    /// The number with a comma between each group of three digits (`12,480`), as fzf
    /// counts what it reads.
    var formattedWithGrouping: String {
        let digits = String(magnitude)
        var grouped = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return self < 0 ? "-" + grouped : grouped
    }
}
