import Foundation

#if GTK
    import AlertCommandKit
#endif

#if GTK
    exit(
        GtkCommandApp.main(
            arguments: AlertCommandApp.processArguments(),
            environment: ProcessInfo.processInfo.environment))
#else
    FileHandle.standardError.write(
        Data("alert-gtk: built without GTK (swift build --traits GTK)\n".utf8))
    exit(2)
#endif
