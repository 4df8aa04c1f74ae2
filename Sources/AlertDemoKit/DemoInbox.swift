/// The fake mail the demo's app screen lists under its alerts (some of it in CJK, so wide
/// glyphs are always on screen).
package struct DemoInboxMessage: Hashable, Sendable {
    /// Who sent it.
    package var sender: String
    /// The subject line.
    package var subject: String
    /// When it came, as shown.
    package var time: String
    /// Whether it is still unread (drawn bold, with a dot).
    package var isUnread: Bool

    /// The messages, newest first.
    package static let inbox: [DemoInboxMessage] = [
        .init(sender: "王小明", subject: "你好！周末一起去爬山吗？", time: "09:41", isUnread: true),
        .init(sender: "Ana García", subject: "Tapas on Friday?", time: "09:12", isUnread: true),
        .init(sender: "佐藤 花子", subject: "会議の資料を送ります", time: "08:55", isUnread: false),
        .init(
            sender: "GitHub", subject: "[alert-engine] CI passed on main", time: "08:30",
            isUnread: false),
        .init(sender: "김민준", subject: "안녕하세요, 내일 봐요", time: "Yesterday", isUnread: false),
        .init(
            sender: "Olivia", subject: "Re: alert queue priorities", time: "Yesterday",
            isUnread: false),
        .init(
            sender: "Café Ünïcode", subject: "Your order #42 is ready ☕", time: "Mon",
            isUnread: false),
        .init(
            sender: "Build Bot", subject: "Nightly: 0 warnings, 0 failures", time: "Mon",
            isUnread: false),
    ]
}
