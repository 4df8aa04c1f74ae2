import Foundation
import TerminalKit

/// What a whiptail or dialog box shows for its rows and buttons: a row's tag and item in two
/// aligned columns (only the item with `--notags`, only the tag with `--noitem`), and each
/// button's words.
package enum DialogRows {
    /// One label a row, the items starting in one column, every label as wide as the
    /// widest (so that rows drawn centred still line up). O(n) in the rows' text.
    package static func labels(_ entries: [DialogEntry], _ options: DialogOptions) -> [String] {
        let texts: [String]
        if options.showsNoTags {
            texts = entries.map { $0.item.isEmpty ? $0.tag : $0.item }
        } else if options.showsNoItem || entries.allSatisfy({ $0.item.isEmpty }) {
            texts = entries.map(\.tag)
        } else {
            let column = (entries.map { TerminalWidth.width(of: $0.tag) }.max() ?? 0) + 2
            texts = entries.map { padded($0.tag, to: column) + $0.item }
        }
        let widest = texts.map { TerminalWidth.width(of: $0) }.max() ?? 0
        return texts.map { padded($0, to: widest) }
    }

    /// `text` with spaces after it up to `width` columns.
    private static func padded(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(width - TerminalWidth.width(of: text), 0))
    }

    /// The content width a box asks for: the command line's WIDTH less the box's border and
    /// sides (6 columns); nil for a WIDTH of 0 (fit), where the alert's content chooses. The
    /// alert is never narrower than its theme's width nor than its widest row (a row is cut
    /// only where the terminal is too narrow), so a WIDTH below them is a wish, not a limit.
    package static func contentWidth(_ options: DialogOptions) -> CGFloat? {
        let given = max(options.width - 6, 0)
        return given > 0 ? CGFloat(given) : nil
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
