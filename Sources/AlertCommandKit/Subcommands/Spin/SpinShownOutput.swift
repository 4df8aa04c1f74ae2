/// Which of a spun command's output is printed once it has ended: after it succeeded, and
/// after it failed. `alert spin --show-output` shows everything either way; gum's
/// `--show-output`, `--show-stdout`, `--show-stderr` and `--show-error` pick apart.
package struct SpinShownOutput: Hashable, Sendable {
    /// The part of the output printed.
    package enum Part: Hashable, Sendable {
        /// None of it.
        case nothing
        /// Standard output and error as they came, together.
        case everything
        /// Standard output alone.
        case standardOutput
        /// Standard error alone.
        case standardError
    }

    /// What is printed when the command exits with status 0.
    package var onSuccess: Part
    /// What is printed when it exits with another status.
    package var onFailure: Part

    /// Prints `onSuccess` after a success and `onFailure` after a failure.
    package init(onSuccess: Part, onFailure: Part) {
        self.onSuccess = onSuccess
        self.onFailure = onFailure
    }

    /// Nothing printed.
    package static let nothing = SpinShownOutput(onSuccess: .nothing, onFailure: .nothing)
    /// Everything printed, whatever the status.
    package static let everything = SpinShownOutput(
        onSuccess: .everything, onFailure: .everything)

    /// The part printed after the command exited with `status`.
    package func part(forStatus status: Int32) -> Part {
        status == 0 ? onSuccess : onFailure
    }

    /// The parts kept while the command runs: each one printed after some status.
    var kept: Set<Part> {
        Set([onSuccess, onFailure]).subtracting([.nothing])
    }
}
