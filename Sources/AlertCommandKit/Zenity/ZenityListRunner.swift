import AlertEngine

/// zenity's `--list`: one row from a menu (as the dialog mode's `--menu`), or several
/// (`--multiple`), ticked ones (`--checklist`) or one mark (`--radiolist`) from a check
/// list; the answer is ``ZenityList/answer(_:)``.
@MainActor
enum ZenityListRunner {
    /// Shows `list` with the title and buttons of `box`; `context` gets the end.
    static func show(
        _ list: ZenityList, _ box: DialogQuestion, _ text: String,
        on controller: AlertController, _ context: DialogRunner.Context
    ) {
        let entries = list.rows.indices.map { row in
            let cells = list.shown(row)
            return DialogEntry(
                tag: cells.first ?? "", item: cells.dropFirst().joined(separator: "  "),
                isOn: list.isOn(row))
        }
        guard list.mode != .single else {
            let menu = DialogRunner.showMenu(
                box, text, entries, context.alertOptions, on: controller, context.completion,
                startingAt: 0
            ) { pressed, row in
                context.finish(pressed, row.map { list.answer([$0]) } ?? "")
            }
            menu.ignoresClicksBeside = !context.clickBesideCloses
            return
        }
        let (labels, details) = DialogRows.columns(entries, box.options)
        var chosen = Set(entries.indices.filter { entries[$0].isOn })
        if list.mode == .radiolist, let first = chosen.min() { chosen = [first] }
        let items = ChecklistItem(options: labels, details: details, chosen: chosen)
        items.isExclusive = list.mode == .radiolist
        let view = DialogRunner.alert(box, text, control: items, buttons: [.cancel, .ok])
        // j and k are letters of the list, as in zenity's.
        _ = DialectKeyPolicy.of(view)
        context.show(view) { result in
            let rows = entries.indices.filter(items.chosen.contains)
            context.finish(DialogRunner.button(of: result), list.answer(rows))
        }
    }
}
