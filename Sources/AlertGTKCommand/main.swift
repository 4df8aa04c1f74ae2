import Foundation

#if GTK
    import AlertCommandKit
    import AlertDialog
    import AlertZenity

    // First of all, before any file is opened: a closed standard stream must not lend its
    // number to one of the program's own files (GTK's, the display's socket).
    let streams = StandardStreams.secure()
    // alert-gtk draws its alerts with Cairo: GTK's Cairo renderer shows the first frame
    // without setting up OpenGL first (which, without a GPU, is most of the startup time).
    // A GSK_RENDERER the user chose stays.
    setenv("GSK_RENDERER", "cairo", 0)
    exit(
        GtkCommandApp.main(
            arguments: AlertCommandApp.processArguments(),
            environment: ProcessInfo.processInfo.environment, streams: streams,
            programName: CommandLine.arguments.first ?? "alert-gtk"))
#else
    FileHandle.standardError.write(
        Data("alert-gtk: built without GTK (swift build --traits GTK)\n".utf8))
    exit(2)
#endif
