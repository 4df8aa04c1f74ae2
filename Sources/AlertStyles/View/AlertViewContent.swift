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
/// buttons, cancel (action index 0) on the left of one other button, or last below
/// two or more (`otherTitles[i]` has action index `i + 1`).
///
/// Small on purpose: one string holds every text (a title, message and button titles as
/// short as usual need one allocation, or none). An alert with an icon is built at once.
struct ClassicAlertRecipe {
    /// The texts, each after its length in UTF-8 bytes and a colon ("5:Hello").
    private let texts: String
    /// Which of title, message and cancel title are present (bits 0, 1, 2), and how many
    /// other titles follow them.
    private let present: UInt8
    private let otherCount: Int32

    init(title: String?, message: String?, cancelTitle: String?, otherTitles: [String]) {
        var texts = ""
        var present: UInt8 = 0
        for (bit, text) in [title, message, cancelTitle].enumerated() {
            guard let text else { continue }
            present |= 1 << bit
            texts += Self.packed(text)
        }
        for title in otherTitles { texts += Self.packed(title) }
        self.texts = texts
        self.present = present
        self.otherCount = Int32(clamping: otherTitles.count)
    }

    private static func packed(_ text: String) -> String {
        "\(text.utf8.count):" + text
    }

    /// The texts, unpacked in order.
    private var unpacked: [String] {
        var result: [String] = []
        let bytes = texts.utf8
        var index = bytes.startIndex
        while index < bytes.endIndex {
            var length = 0
            while bytes[index] != UInt8(ascii: ":") {
                length = length * 10 + Int(bytes[index] - UInt8(ascii: "0"))
                index = bytes.index(after: index)
            }
            let start = bytes.index(after: index)
            let end = bytes.index(start, offsetBy: length)
            result.append(String(decoding: bytes[start..<end], as: UTF8.self))
            index = end
        }
        return result
    }

    /// Whether the alert has no button at all.
    var hasNoButtons: Bool { present & 0b100 == 0 && otherCount == 0 }

    /// The items, built now.
    @MainActor
    var items: [any AlertItem] {
        var parts = unpacked[...]
        func next(_ bit: Int) -> String? {
            present & (1 << bit) != 0 ? parts.popFirst() : nil
        }
        let title = next(0)
        let message = next(1)
        let cancelTitle = next(2)
        let otherTitles = Array(parts.prefix(Int(otherCount)))
        var items: [any AlertItem] = []
        if let title { items.append(TitleItem(title)) }
        if let message { items.append(MessageItem(message)) }
        var buttons = otherTitles.enumerated().map { offset, title in
            ButtonItem(title: title, role: .default, actionIndex: offset + 1)
        }
        if let cancelTitle {
            let cancel = ButtonItem(title: cancelTitle, role: .cancel, actionIndex: 0)
            if buttons.count + 1 <= 2 {
                buttons.insert(cancel, at: 0)
            } else {
                buttons.append(cancel)
            }
        }
        items.append(contentsOf: buttons as [any AlertItem])
        return items
    }
}
