import AlertPresentation
import FoundationEssentials

/// The word tables the package ships, and the choice of a table from language identifiers.
///
/// The package keeps its own small tables instead of `.lproj` bundles because Foundation's
/// localized lookup on Linux follows neither the locale nor the environment. They are in the
/// source, not in resource files: a resource bundle needs Foundation's `Bundle` (the static
/// `alert` links FoundationEssentials only) and would have to be installed beside `alert`.
struct AlertStringTables: Sendable {
    /// The languages that ship, by resource name.
    static let languages = ["en", "zh-Hans"]
    /// The keys every table has.
    static let keys = [
        "ok", "cancel", "done", "success", "failure", "information", "hint.move", "hint.tick",
        "hint.select", "hint.done", "hint.choose", "hint.cancel", "hint.filter",
        "hint.next",
    ]

    static let shared = AlertStringTables(tables: [
        "en": [
            "ok": "OK",
            "cancel": "Cancel",
            "done": "Done",
            "success": "Success",
            "failure": "Failure",
            "information": "Information",
            "hint.move": "↑↓ move",
            "hint.tick": "space tick",
            "hint.select": "space select",
            "hint.done": "enter done",
            "hint.choose": "enter choose",
            "hint.cancel": "esc cancel",
            "hint.filter": "type to filter",
            "hint.next": "tab next",
        ],
        "zh-Hans": [
            "ok": "好",
            "cancel": "取消",
            "done": "完成",
            "success": "成功",
            "failure": "失败",
            "information": "信息",
            "hint.move": "↑↓ 移动",
            "hint.tick": "空格 勾选",
            "hint.select": "空格 选定",
            "hint.done": "回车 完成",
            "hint.choose": "回车 选择",
            "hint.cancel": "Esc 取消",
            "hint.filter": "输入以筛选",
            "hint.next": "Tab 下一项",
        ],
    ])

    let tables: [String: [String: String]]

    /// The English table (empty if its resource is missing).
    var english: [String: String] { tables["en"] ?? [:] }

    /// The table of the first identifier whose language ships, else English.
    func table(for identifiers: [String]) -> [String: String] {
        for identifier in identifiers {
            if let language = Self.language(of: identifier), let table = tables[language] {
                return table
            }
        }
        return english
    }

    /// The shipped language an identifier such as `zh_CN.UTF-8`, `zh-Hans-US` or `en-001`
    /// asks for, or nil (`C`, `POSIX`, traditional Chinese, other languages).
    static func language(of identifier: String) -> String? {
        let trimmed = identifier.split(separator: ".").first.map(String.init) ?? ""
        let parts = trimmed.split(whereSeparator: { $0 == "_" || $0 == "-" || $0 == "@" })
            .map { $0.lowercased() }
        switch parts.first {
        case "en":
            return "en"
        case "zh":
            let rest = Set(parts.dropFirst())
            let traditional = rest.contains("hant") || !rest.isDisjoint(with: ["tw", "hk", "mo"])
            return traditional && !rest.contains("hans") ? nil : "zh-Hans"
        default:
            return nil
        }
    }

    /// The user's languages, most preferred first: on Linux those in the environment
    /// (`LANGUAGE`, a colon-separated list, then `LC_ALL`, `LC_MESSAGES`, `LANG`), then
    /// Foundation's preferred languages and the current locale.
    static func userLanguages(environment: [String: String]) -> [String] {
        var languages: [String] = []
        #if os(Linux)
            languages += (environment["LANGUAGE"] ?? "").split(separator: ":").map(String.init)
            languages += ["LC_ALL", "LC_MESSAGES", "LANG"].compactMap { environment[$0] }
        #endif
        return languages + Locale.preferredLanguages + [Locale.current.identifier]
    }
}
