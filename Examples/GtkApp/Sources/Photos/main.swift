import AlertEngine
import AlertGTK
import CGtk4
import Foundation

let status = GtkRuntime.run { () async -> Int32 in
    // The program's own window…
    let photos = UnsafeMutableRawPointer(gtk_window_new()!).assumingMemoryBound(
        to: GtkWindow.self)
    gtk_window_set_title(photos, "Photos")
    gtk_window_set_default_size(photos, 640, 420)
    gtk_window_present(photos)
    // …and alerts modal to it, laid out in its size.
    guard let window = try? GtkAlertWindow(parent: photos) else { return 2 }
    let alerts = AlertController(window: window, clock: DispatchAlertClock())
    let delete = await alerts.confirm(
        "Delete “Lake.jpg”?", message: "It will be moved to the bin.",
        confirmTitle: "Delete", default: false)
    print(delete ? "deleted" : "kept")
    return 0
}
exit(status)
