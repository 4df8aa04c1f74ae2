/// The parameters of one SGR sequence, in the order they were added, as x/ansi's `Style`
/// holds them ("1", "38;5;212"…).
struct SGRAttributes: Hashable, Sendable {
    /// The parameters, each one or several ";"-separated numbers; "" stands for a reset.
    var parameters: [String] = []

    /// Whether nothing was added.
    var isEmpty: Bool { parameters.isEmpty }

    /// The sequence: `ESC [ p1;p2… m`, or the reset `ESC [ m` when empty.
    var sequence: String {
        "\u{1B}[" + parameters.joined(separator: ";") + "m"
    }

    /// `text` between this sequence and a reset; `text` itself when nothing was added, as
    /// x/ansi's `Style.Styled` (an empty `text` is still wrapped).
    func styled(_ text: String) -> String {
        isEmpty ? text : sequence + text + Self.reset
    }

    /// The reset sequence x/ansi writes, `ESC [ m`.
    static let reset = "\u{1B}[m"
}
