// alert-bench: the performance figures of docs/performance.md and the README (layout, queue,
// terminal). Build in release: `swift run -c release alert-bench`.
// Every figure is printed beside the baseline it is compared with, taken in the same run.

// `alert-bench dialog` shows the inbox and its alert on the terminal, for
// Scripts/measure-dialog-peers.sh; `alert-bench lists` runs the list figures only.
if CommandLine.arguments.dropFirst().first == "dialog" {
    MainActor.assumeIsolated { DialogOverApp.run() }
}
#if DEBUG
    print("alert-bench: this is a debug build; figures mean little. Use -c release.")
#endif
let onlyLists = CommandLine.arguments.dropFirst().first == "lists"
if !onlyLists { LayoutBench.run() }
MainActor.assumeIsolated {
    if !onlyLists {
        QueueBench.run()
        TerminalBench.run()
        InlineBench.run()
    }
    ListBench.run()
    FilterBench.run()
}
