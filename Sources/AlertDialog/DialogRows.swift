import AlertCommandKit
import AlertProtocol
import AlertStyles

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

/// What a whiptail or dialog box shows for its rows and buttons: a row's tag and item in the
/// library's two aligned columns (only the item with `--notags`, only the tag with
/// `--noitem`), and each button's words.
package enum DialogRows {
    /// Each row's two columns, for the library's `ChoiceColumns`: the tags, and the items
    /// as their details; with `--notags` the items alone (a row without one shows its tag),
    /// with `--noitem` the tags alone (every detail empty), packed end to end. O(n).
    package static func columns(
        _ entries: [DialogEntry], _ options: DialogOptions
    ) -> (labels: PackedTexts, details: PackedTexts) {
        var labels = PackedTexts()
        var details = PackedTexts()
        for entry in entries {
            if options.showsNoTags {
                labels.append(entry.item.isEmpty ? entry.tag : entry.item)
            } else {
                labels.append(entry.tag)
            }
            details.append(options.showsNoTags || options.showsNoItem ? "" : entry.item)
        }
        return (labels, details)
    }

    /// The content width a box asks for: the command line's WIDTH less the box's border and
    /// sides (6 columns); nil for a WIDTH of 0 (fit), where the alert's content chooses. The
    /// alert is never narrower than its theme's width nor than its widest row (a row is cut
    /// only where the terminal is too narrow), so a WIDTH below them is a wish, not a limit.
    package static func contentWidth(_ options: DialogOptions) -> CGFloat? {
        let given = max(options.width - 6, 0)
        return given > 0 ? CGFloat(given) : nil
    }

    /// How many rows a page key moves in a list box, as the program's list is that high:
    /// whiptail's LIST-HEIGHT; dialog's box HEIGHT less its border, buttons and the lines
    /// of its text (dialog sizes its list from the box, whatever LIST-HEIGHT says). Nil
    /// where the program fits the list to the screen (a size of 0), as the alert does.
    package static func pageRows(_ question: DialogQuestion, text: String) -> Int? {
        let options = question.options
        switch question.dialect {
        case .whiptail:
            return options.listHeight > 0 ? options.listHeight : nil
        case .dialog:
            guard options.height > 0 else { return nil }
            let textWidth = max(options.width - 4, 1)
            let textLines = text.split(separator: "\n", omittingEmptySubsequences: false)
                .reduce(0) { $0 + max(1, ($1.count + textWidth - 1) / textWidth) }
            return max(options.height - 6 - textLines, 1)
        }
    }

    /// A button's words: the command line's, else the program's own (whiptail's `Ok`,
    /// dialog's `OK`; `Yes` and `No` on a yes/no box).
    static func label(
        of button: DialogButton, _ options: DialogOptions, dialect: DialogDialect, yesNo: Bool
    ) -> String {
        switch button {
        case .ok where yesNo: options.yesLabel ?? "Yes"
        case .cancel where yesNo: options.noLabel ?? "No"
        case .ok: options.okLabel ?? (dialect == .whiptail ? "Ok" : "OK")
        case .cancel: options.cancelLabel ?? "Cancel"
        case .extra: options.extraLabel ?? "Extra"
        case .help: options.helpLabel ?? "Help"
        case .escape, .timeout, .error: ""
        }
    }
}
