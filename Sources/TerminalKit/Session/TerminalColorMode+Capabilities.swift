extension TerminalColorMode {
    /// The colour mode for detected colour support.
    package init(_ support: TerminalCapabilities.ColorSupport) {
        switch support {
        case .none: self = .none
        case .ansi16: self = .ansi16
        case .ansi256: self = .indexed256
        case .trueColor: self = .trueColor
        }
    }
}
