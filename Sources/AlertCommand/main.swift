import AlertCommandKit
import AlertDialog
import AlertGum
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

// First of all, before any file is opened: a closed standard stream must not lend its
// number to one of the program's own files.
let streams = StandardStreams.secure()
exit(
    await AlertCommandApp.main(
        arguments: AlertCommandApp.processArguments(),
        environment: ProcessInfo.processInfo.environment, streams: streams,
        programName: CommandLine.arguments.first ?? "alert",
        dialects: [GumCommandApp.self, DialogCommandApp.self]))
