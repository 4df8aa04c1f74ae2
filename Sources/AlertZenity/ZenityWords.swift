/// zenity's own words (its dialogs' default texts, its buttons) in the desktop's language:
/// the translations the presenter found for them (the system's message catalogs: zenity's,
/// else GTK's), each word left in English where none was found.
package struct ZenityWords: Hashable, Sendable {
    /// The words a presenter looks up: zenity's texts as it writes them in English, its
    /// buttons with their mnemonic (`_OK`).
    package static let messages = [
        "_OK", "_Cancel", "_Yes", "_No", "Are you sure you want to proceed?",
        "All updates are complete.", "An error has occurred.", "Select a date from below.",
        "Adjust the scale value", "Select items from the list below.", "Type your password",
    ]

    /// Each word's translation, by its English.
    package var translations: [String: String] = [:]

    /// English throughout.
    package init() {}

    /// The words of `translations`, those of ``messages`` only.
    package init(translations: [String: String]) {
        self.translations = translations.filter { Self.messages.contains($0.key) }
    }

    /// `english` in the desktop's language, else as it is.
    package func callAsFunction(_ english: String) -> String {
        translations[english] ?? english
    }

    /// A button's label in the desktop's language with its mnemonic marked (`_אישור`,
    /// `OK(_O)`), or nil where it stays English (the caller's own label then).
    package func button(_ english: String) -> String? {
        translations[english]
    }
}
