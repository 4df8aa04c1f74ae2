import AlertPresentation
import AlertProtocol

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

/// A button: a bar (title only) or a grid tile (image above title).
///
/// A dismissing button ends the alert with ``AlertDismissReason/action(index:)`` and its
/// handler runs after the alert is gone; a control button (``dismissesAlert`` false, like a
/// date picker's "Today") runs its handler at once and the alert stays.
@MainActor
public final class ButtonItem: AlertArrangedItem, AlertActionItem {
    /// How the button looks.
    public enum Presentation: Hashable, Sendable {
        /// A bar with a centred title.
        case bar
        /// A grid tile: the image above a caption.
        case tile
    }

    /// The title.
    public var title: String
    /// The role.
    public var role: AlertButtonRole
    /// The index reported in ``AlertDismissReason/action(index:)``.
    public var actionIndex: Int
    /// Whether activating it dismisses the alert.
    public var dismissesAlert: Bool
    /// Disabled buttons cannot be activated or focused.
    public var isEnabled: Bool
    /// The letter that presses it with Alt, when its title marked one (a constructor's
    /// `_Save`, as GTK's labels mark it); nil lets the alert give it the first letter of its
    /// title, when no other button starts with that letter.
    public var mnemonic: Character?
    /// Whether the bar underlines its marked mnemonic in its title (a menu's rows do not: a
    /// letter alone jumps between them).
    package var drawsMnemonic = true
    /// An image, drawn by tiles.
    package var image: AlertImage?
    /// Bar or tile.
    package var presentation: Presentation
    /// Where the alert placed it; set by the alert's `reloadData()`.
    package var placement: AlertButtonPlacement = .stacked
    /// A bar, or a tile for a tile button.
    package var arrangement: AlertItemArrangement { presentation == .tile ? .tile : .bar }
    /// Runs on activation (after the dismissal for dismissing buttons).
    package var handler: (@MainActor () -> Void)?
    /// The layout metadata, recomputed by `updateLayout(in:)`.
    public var alertLayout = AlertItemLayout(itemSize: .zero)
    /// The columns of a menu this bar is row `columnRow` of: the bar then shows that row's
    /// label and detail in the menu's two columns, the block of columns centred alike in
    /// every row, so the details line up. Shared by the menu's buttons.
    package var columns: ChoiceColumns?
    /// Which row of ``columns`` this bar shows.
    package var columnRow = 0

    /// Creates a button.
    public init(
        title: String, role: AlertButtonRole = .default, actionIndex: Int,
        dismissesAlert: Bool = true, isEnabled: Bool = true, image: AlertImage? = nil,
        presentation: Presentation = .bar, handler: (@MainActor () -> Void)? = nil
    ) {
        self.title = title
        self.role = role
        self.actionIndex = actionIndex
        self.dismissesAlert = dismissesAlert
        self.isEnabled = isEnabled
        self.image = image
        self.presentation = presentation
        self.handler = handler
    }

    /// Creates a bar button from a title that may mark its mnemonic with an underscore, as
    /// GTK's labels do: `_Save` is titled `Save` and pressed with Alt+S; `__` is one
    /// underscore; an underscore with nothing after it stays.
    package convenience init(
        markedTitle: String, role: AlertButtonRole = .default, actionIndex: Int
    ) {
        let (title, mnemonic) = Self.parseMnemonic(markedTitle)
        self.init(title: title, role: role, actionIndex: actionIndex)
        self.mnemonic = mnemonic
    }

    /// `marked` without its underscore markers, and the letter the first one marks (see
    /// ``init(markedTitle:role:actionIndex:)``). O(the title).
    package static func parseMnemonic(_ marked: String) -> (title: String, mnemonic: Character?) {
        // A scan of the UTF-8 bytes: `contains("_")` would be Foundation's substring search,
        // about a microsecond a title, which `alert choose` pays for every one of its options.
        guard marked.utf8.contains(UInt8(ascii: "_")) else { return (marked, nil) }
        var title = ""
        var mnemonic: Character?
        var characters = marked.makeIterator()
        while let character = characters.next() {
            guard character == "_" else {
                title.append(character)
                continue
            }
            guard let next = characters.next() else {
                title.append("_")
                break
            }
            if next != "_", mnemonic == nil, next.isLetter || next.isNumber { mnemonic = next }
            title.append(next)
        }
        return (title, mnemonic)
    }

    /// Runs `handler`.
    public func performAction() {
        handler?()
    }

    /// The title (and a menu row's detail, after two spaces).
    public var textDescription: String? {
        guard let columns, columns.detail(of: columnRow) != nil else { return title }
        return columns.text(of: columnRow)
    }

    /// Bars are actions, tiles are grid members.
    package var spacingClass: AlertSpacingClass { presentation == .tile ? .tile : .action }

    /// Its title whole on one line, at its placement: a row of side-by-side buttons asks
    /// for room for this title in each of its members (the widest member's title wins), a
    /// tile for its caption in every column; a menu row, for its tag and description columns.
    /// O(the title; a menu's first row, its columns' total length).
    public func naturalWidth(in context: AlertItemContext) -> AlertItemWidth {
        let role: AlertTextRole = presentation == .tile ? .caption : .button
        let title: CGFloat
        if let columns {
            // A menu row with a description: its two columns, as every row shows them.
            columns.measureIfNeeded(with: context.measurer, role: .button)
            title = columns.rowWidth
        } else {
            title = context.measurer.width(of: self.title, role: role)
        }
        return AlertItemWidth(
            unbreakable: placement.contentWidth(showingWhole: title, theme: context.theme))
    }

    /// The theme's button height (tiles: the grid's tile size) at its placement. The first
    /// row of a menu measures the menu's columns (O(their total length)); the other rows
    /// reuse them.
    public func updateLayout(in context: AlertItemContext) {
        if let columns, columnRow == 0 || !columns.isMeasured {
            columns.measure(with: context.measurer, role: .button)
        }
        let height = max(
            context.theme.buttonHeight, context.measurer.lineHeight(for: .button))
        alertLayout = placement.layout(
            size: CGSize(width: context.contentWidth, height: height), context: context)
    }

    /// Draws the focus highlight (one solid bar), then the title on one line (and a tile's
    /// image); a title wider than the frame is cut in the middle with an ellipsis
    /// (``AlertTextCut/middle``); a disabled button's title is dimmed. A bar whose title
    /// marked its mnemonic draws that letter (``AlertDrawContext/mnemonic``) again,
    /// underlined. A menu row shows its
    /// label and detail in the menu's columns, cut at their ends.
    public func draw(in canvas: any AlertCanvas, frame: CGRect, context: AlertDrawContext) {
        let palette = context.theme.palette
        if context.isFocused {
            canvas.fill(frame, role: .focus, color: palette.focus)
        }
        let color = isEnabled ? palette.buttonText(for: role) : palette.disabledButton
        let role: AlertTextRole = presentation == .tile ? .caption : .button
        let lineHeight = context.measurer.lineHeight(for: role)
        var textTop = frame.minY + max((frame.height - lineHeight) / 2, 0)
        if presentation == .tile, let image {
            let imageHeight = max(frame.height - lineHeight, 0)
            let box = CGSize(width: frame.width, height: imageHeight)
            let size = context.measurer.imageSize(image, fitting: box)
            let origin = CGPoint(
                x: frame.minX + (frame.width - size.width) / 2,
                y: frame.minY + (imageHeight - size.height) / 2)
            canvas.drawImage(image, in: CGRect(origin: origin, size: size))
            textTop = frame.minY + imageHeight
        }
        if let columns, presentation == .bar {
            // The block of both columns centred as every row of the menu centres it.
            let block = min(columns.rowWidth, frame.width)
            columns.draw(
                columnRow, at: CGPoint(x: frame.minX + (frame.width - block) / 2, y: textTop),
                width: block, canvas: canvas, measurer: context.measurer, role: role,
                color: color, emphasis: isEnabled ? .normal : .dimmed)
            return
        }
        // One line: a title too wide is cut in the middle, so titles that differ only at
        // the end (or the start) stay apart.
        let line = context.measurer.fitting(title, role: role, maxWidth: frame.width, cut: .middle)
        let width = context.measurer.width(of: line, role: role)
        let x = frame.minX + max((frame.width - width) / 2, 0)
        let origin = CGPoint(x: x, y: textTop)
        canvas.drawText(
            line, at: origin, role: role, color: color, emphasis: isEnabled ? .normal : .dimmed)
        // Only a letter its title marked is drawn: the first letters the alert gives work
        // unseen, as a desktop shows them only while Alt is held.
        guard drawsMnemonic, mnemonic != nil, presentation == .bar, isEnabled,
            let letter = context.mnemonic,
            let at = Self.mnemonicIndex(of: letter, in: line)
        else { return }
        // The mnemonic's letter drawn again, underlined, where it is (as a filter draws its
        // matched letters again, strong).
        let before = context.measurer.width(of: String(line[..<at]), role: role)
        canvas.drawText(
            String(line[at]), at: CGPoint(x: x + before, y: textTop), role: role, color: color,
            emphasis: .underlined)
    }

    /// Where `letter` (a mnemonic, lowercased) shows in `line`: its first place in the
    /// case the mnemonic was marked in when that is upper case (`Save _As` underlines the
    /// A), else its first place in either case; nil when the line lacks it.
    static func mnemonicIndex(of letter: Character, in line: String) -> String.Index? {
        let upper = String(letter).uppercased().first ?? letter
        return line.firstIndex(of: upper) ?? line.firstIndex(of: letter)
    }
}
