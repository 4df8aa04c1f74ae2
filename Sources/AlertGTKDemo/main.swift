import AlertGTK
import Foundation

#if GTK
    guard GtkRuntime.initialize() else {
        FileHandle.standardError.write(
            Data("alert-gtk-demo: no display (DISPLAY is not set)\n".utf8))
        exit(2)
    }
    let scene = CommandLine.arguments.dropFirst().first ?? "alert"
    exit(GtkRuntime.run { await GtkDemo.run(scene) })
#else
    FileHandle.standardError.write(
        Data("alert-gtk-demo: built without GTK (swift build --traits GTK)\n".utf8))
    exit(2)
#endif
