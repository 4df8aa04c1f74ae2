import AlertCommandKit
import AlertDialog
import AlertEngine

/// zenity's `--color-selection`: a colour, answered as zenity prints it
/// (``ZenityColor/answer``: `rgb(255,0,0)`, or `rgba(…)` while not opaque), with Cancel and
/// Select (Alt+C, Alt+S) as GTK's colour dialog has them.
///
/// By default GTK's colour editor, as zenity 3.44 opens it: a swatch of the colour and an
/// entry holding it as `#RRGGBB`, selected, which has the focus; Enter in the entry does
/// nothing (GTK's takes the colour typed there), Tab goes on to Cancel and Select. Select
/// answers the colour in the entry (`#RRGGBB`, `rgb(R,G,B)`, `rgba(R,G,B,A)` or a name: see
/// ``ZenityColor/init(parsing:)``), keeping `--color`'s opacity unless the text gives one;
/// a text that is no colour keeps the dialog up, saying so. With `--show-palette`, GTK's
/// palette (``ZenityPaletteItem``): arrows and Tab move among the swatches, Space and
/// Enter choose one, Select answers the chosen colour.
@MainActor
enum ZenityColorRunner {
    /// Shows `selection` with the title of `box`; `context` gets the end.
    static func show(
        _ selection: ZenityColorSelection, _ box: DialogQuestion, _ context: DialogRunner.Context
    ) {
        var box = box
        box.options.okLabel = box.options.okLabel ?? "_Select"
        box.options.cancelLabel = box.options.cancelLabel ?? "_Cancel"
        if selection.showsPalette {
            showPalette(selection.initial, box, context)
        } else {
            showEditor(selection.initial, box, context)
        }
    }

    /// The palette, `initial` chosen.
    private static func showPalette(
        _ initial: ZenityColor, _ box: DialogQuestion, _ context: DialogRunner.Context
    ) {
        let palette = ZenityPaletteItem(initial: initial)
        let view = DialogRunner.alert(box, "", control: palette, buttons: [.cancel, .ok])
        keysOfADesktopDialog(view)
        context.show(view) { result in
            context.finish(DialogRunner.button(of: result), palette.color.answer + "\n")
        }
    }

    /// The editor: a swatch and an entry, on `initial`.
    private static func showEditor(
        _ initial: ZenityColor, _ box: DialogQuestion, _ context: DialogRunner.Context
    ) {
        guard let field = try? TextFieldItem(text: initial.hexText) else { return }
        // The colour starts selected: typing replaces it, as in GTK's entry.
        field.selectAll()
        let color = { (text: String) -> ZenityColor? in
            guard var typed = ZenityColor(parsing: text) else { return nil }
            // The editor's opacity stays unless the text gives its own.
            if !text.lowercased().contains("rgba") { typed.alpha = initial.alpha }
            return typed
        }
        field.validation = { color($0) == nil ? "a colour: #RRGGBB or rgb(R,G,B)" : nil }
        let swatch = ZenityColorSwatchItem(color: initial)
        let view = DialogRunner.alert(box, "", controls: [swatch, field], buttons: [.cancel, .ok])
        keysOfADesktopDialog(view)
        view.onNeedsDisplay = { _ in
            if let typed = color(field.text) { swatch.color = typed }
        }
        ZenityRunner.enterDoesNothing(on: field, in: view)
        context.show(view) { result in
            let answer = color(result.values[field.resultKey] ?? "") ?? initial
            context.finish(DialogRunner.button(of: result), answer.answer + "\n")
        }
    }

    /// Tab through every stop (the palette's swatches one by one), the arrows the items'
    /// own or between the buttons, and no button pressed by a bare letter.
    private static func keysOfADesktopDialog(_ view: AlertView) {
        let policy = DialectKeyPolicy.of(view)
        policy.tab = nil
        policy.arrows = nil
        policy.letters = { _, _ in false }
    }
}
