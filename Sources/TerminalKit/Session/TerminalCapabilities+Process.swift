import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension TerminalCapabilities {
    /// The capabilities of this process: its environment and whether `outputDescriptor` (and
    /// the input, standard input by default) are terminals.
    package static func current(
        inputDescriptor: Int32 = 0, outputDescriptor: Int32 = 1
    ) -> TerminalCapabilities {
        detect(
            environment: ProcessInfo.processInfo.environment,
            isTerminal: isatty(inputDescriptor) == 1 && isatty(outputDescriptor) == 1)
    }
}
