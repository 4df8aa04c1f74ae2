import AlertGTK
import Foundation

#if GTK
    // Without a display the scene fails at once: its GtkAlertWindow cannot be created.
    let arguments = Array(CommandLine.arguments.dropFirst())
    let scene = arguments.first ?? "alert"
    exit(GtkRuntime.run { await GtkDemo.run(scene, option: arguments.dropFirst().first) })
#else
    FileHandle.standardError.write(
        Data("alert-gtk-demo: built without GTK (swift build --traits GTK)\n".utf8))
    exit(2)
#endif
