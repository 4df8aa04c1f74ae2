// alert-bench: the performance figures of docs/performance.md and the README (layout, queue,
// terminal). Build in release: `swift run -c release alert-bench`.
// Every figure is printed beside the baseline it is compared with, taken in the same run.

// `alert-bench dialog` shows the inbox and its alert on the terminal, for
// Scripts/measure-dialog-peers.sh; `alert-bench lists` runs the list figures only.
if CommandLine.arguments.dropFirst().first == "dialog" {
    MainActor.assumeIsolated { DialogOverApp.run() }
}
// `alert-bench focus [count]` only repeats the focus moves at 200×60 (200,000 of them), for a
// profiler (`perf record -g .build/release/alert-bench focus`).
let onlyFocus = CommandLine.arguments.dropFirst().first == "focus"
if onlyFocus {
    let count = CommandLine.arguments.dropFirst(2).first.flatMap { Int($0) } ?? 200_000
    MainActor.assumeIsolated { TerminalBench.repeatFocusMoves(count) }
}
#if DEBUG
    print("alert-bench: this is a debug build; figures mean little. Use -c release.")
#endif
let onlyLists = CommandLine.arguments.dropFirst().first == "lists"
if !onlyLists && !onlyFocus { LayoutBench.run() }
MainActor.assumeIsolated {
    guard !onlyFocus else { return }
    if !onlyLists {
        QueueBench.run()
        TerminalBench.run()
        InlineBench.run()
    }
    ListBench.run()
    FilterBench.run()
}
