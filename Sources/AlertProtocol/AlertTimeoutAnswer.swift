/// The answer a program gives for an alert whose duration runs out (`alert`'s `--timeout`
/// with `--default`): it travels with the alert's options to the result, so that a window
/// can say it (an inline summary line) as had the person given it.
package struct AlertTimeoutAnswer: Hashable, Sendable {
    /// The answer as a person reads it: a button's title, an option, a day, a mask.
    package var text: String
    /// Whether it is an answer (true) or a refusal, such as a confirmation's No.
    package var isAnswer: Bool

    /// An answer `text`, a refusal when `isAnswer` is false.
    package init(_ text: String, isAnswer: Bool) {
        self.text = text
        self.isAnswer = isAnswer
    }
}
