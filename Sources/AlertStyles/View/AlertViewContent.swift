import AlertPresentation
import AlertProtocol

/// An alert's items as an ``AlertView`` holds them: built, or the compact description of a
/// classic alert (what `showAlert` makes), turned into items the first time anyone asks for
/// them. A queued classic alert thus carries its texts only, no item objects.
enum AlertViewContent {
    /// Items built (or given).
    case items([any AlertItem])
    /// A title, message, icon and buttons not yet built into items.
    case classic(ClassicAlertRecipe)
}

/// The texts of a classic alert, packed: a title, a message, a cancel button and other
/// buttons. ``items`` builds what `showAlert` documents: the title and message, then the
/// buttons, cancel (action index 0) on the left of one other button, or last below two or
/// more (`otherTitles[i]` has action index `i + 1`).
///
/// Small on purpose: one string, exactly as long as the texts, holds them all, so a queued
/// alert costs one allocation for its texts (none when they are very short). An alert with
/// an icon is built at once.
struct ClassicAlertRecipe {
    /// One ASCII digit saying which of title (1), message (2) and cancel title (4) are
    /// present, then every text followed by U+0000. Inside a text, U+0000 is written as
    /// U+0001 "0" and U+0001 as U+0001 "1".
    private let packed: String

    private static let end: UInt8 = 0
    private static let escape: UInt8 = 1

    init(title: String?, message: String?, cancelTitle: String?, otherTitles: [String]) {
        var present: UInt8 = 0
        var texts: [String] = []
        for (bit, text) in [title, message, cancelTitle].enumerated() {
            guard let text else { continue }
            present |= 1 << bit
            texts.append(text)
        }
        texts += otherTitles
        var bytes: [UInt8] = [UInt8(ascii: "0") + present]
        bytes.reserveCapacity(texts.reduce(1) { $0 + $1.utf8.count + 1 })
        for text in texts {
            for byte in text.utf8 {
                if byte == Self.end || byte == Self.escape {
                    bytes += [Self.escape, UInt8(ascii: "0") + byte]
                } else {
                    bytes.append(byte)
                }
            }
            bytes.append(Self.end)
        }
        packed = String(decoding: bytes, as: UTF8.self)
    }

    /// Which of title (1), message (2) and cancel title (4) are present.
    private var present: UInt8 { (packed.utf8.first ?? UInt8(ascii: "0")) - UInt8(ascii: "0") }

    /// Every text, in order: title, message, cancel title (those present), other titles.
    private var texts: [String] {
        var packed = packed
        return packed.withUTF8 { bytes in
            // Each text is decoded straight from its bytes; only one holding an escape is
            // copied byte by byte.
            var result: [String] = []
            var start = 1
            var index = 1
            var hasEscape = false
            while index < bytes.count {
                let byte = bytes[index]
                if byte == Self.escape {
                    hasEscape = true
                    index += 2
                    continue
                }
                if byte == Self.end {
                    let span = UnsafeBufferPointer(rebasing: bytes[start..<index])
                    result.append(
                        hasEscape ? Self.unescaped(span) : String(decoding: span, as: UTF8.self))
                    start = index + 1
                    hasEscape = false
                }
                index += 1
            }
            return result
        }
    }

    /// A packed text with its escapes undone.
    private static func unescaped(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count)
        var escaped = false
        for byte in bytes {
            if escaped {
                text.append(byte - UInt8(ascii: "0"))
                escaped = false
            } else if byte == escape {
                escaped = true
            } else {
                text.append(byte)
            }
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// Whether the alert has no button at all.
    var hasNoButtons: Bool {
        present & 0b100 == 0 && texts.count == present.nonzeroBitCount
    }

    /// The items, built now.
    @MainActor
    var items: [any AlertItem] {
        let present = present
        var parts = texts[...]
        func next(_ bit: Int) -> String? {
            present & (1 << bit) != 0 ? parts.popFirst() : nil
        }
        let title = next(0)
        let message = next(1)
        let cancelTitle = next(2)
        let otherTitles = Array(parts)
        var items: [any AlertItem] = []
        if let title { items.append(TitleItem(title)) }
        if let message { items.append(MessageItem(message)) }
        let buttons = otherTitles.enumerated().map { offset, title in
            ButtonItem(title: title, role: .default, actionIndex: offset + 1)
        }
        items.append(contentsOf: Self.placingCancel(cancelTitle, among: buttons) as [any AlertItem])
        return items
    }

    /// `buttons` with a cancel button titled `cancelTitle` (action index 0; nil: none) on
    /// the left of one other button, or last below two or more, as a classic alert and a
    /// menu place it. O(n).
    @MainActor
    static func placingCancel(_ cancelTitle: String?, among buttons: [ButtonItem]) -> [ButtonItem] {
        guard let cancelTitle else { return buttons }
        let cancel = ButtonItem(title: cancelTitle, role: .cancel, actionIndex: 0)
        return buttons.count + 1 <= 2 ? [cancel] + buttons : buttons + [cancel]
    }
}
