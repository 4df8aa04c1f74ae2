import AlertPresentation
import FoundationEssentials

/// The words the convenience constructors use when a call names none: button titles and
/// the status icons' alt text, in one language.
///
/// English and Simplified Chinese ship with the package (as resource files); any other
/// language gets English. Each constructor takes the title as an argument whose default is
/// ``current``, so one call can always say something else.
public struct AlertStrings: Hashable, Sendable {
    /// The button that accepts ("OK").
    public var ok: String
    /// The button that backs out ("Cancel").
    public var cancel: String
    /// The button that confirms a choice made in the alert ("Done").
    public var done: String
    /// The alt text of the success icon ("Success").
    package var success: String
    /// The alt text of the failure icon ("Failure").
    package var failure: String
    /// The alt text of the information icon ("Information").
    package var information: String
    /// The key hints under a list ("↑↓ move", "space tick", …).
    package var keyHintWords: AlertKeyHintWords

    /// The words for `locale`'s language: Simplified Chinese for `zh`, `zh-Hans`, `zh-CN`
    /// or `zh-SG`, English for everything else.
    package init(locale: Locale) {
        self.init(table: AlertStringTables.shared.table(for: [locale.identifier]))
    }

    /// The words for the user's language: the first of their preferred languages (on Linux,
    /// first those in `LANGUAGE`, `LC_ALL`, `LC_MESSAGES` and `LANG`, which Foundation does
    /// not read there) that ships with the package, else English.
    public static var current: AlertStrings {
        AlertStrings(
            table: AlertStringTables.shared.table(
                for: AlertStringTables.userLanguages(
                    environment: ProcessInfo.processInfo.environment)))
    }

    init(table: [String: String]) {
        func word(_ key: String) -> String {
            table[key] ?? AlertStringTables.shared.english[key] ?? key
        }
        ok = word("ok")
        cancel = word("cancel")
        done = word("done")
        success = word("success")
        failure = word("failure")
        information = word("information")
        keyHintWords = AlertKeyHintWords(
            move: word("hint.move"), tick: word("hint.tick"), select: word("hint.select"),
            done: word("hint.done"), choose: word("hint.choose"), cancel: word("hint.cancel"),
            filter: word("hint.filter"), next: word("hint.next"))
    }

    /// The key hints of the user's language (see ``current``), read once.
    package static let currentKeyHintWords = current.keyHintWords
}
