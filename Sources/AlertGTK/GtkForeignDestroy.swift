#if GTK
    import CGtk

    /// Keeps a program alive when another X client destroys one of its windows
    /// (`xdotool windowclose`, a window manager's "force close"), which GTK 4.8 does not:
    /// GDK aborts on an assertion (its surface still holds its EGL window; a "Bail out!" line
    /// on standard output, exit 134), or exits 1 on the X error of drawing into the window
    /// gone, before the program can stop what it started.
    ///
    /// Once installed, such a destruction never reaches GDK: an alert's window is destroyed
    /// by GTK as any other window would be (its alert is then dismissed, as when its parent
    /// closes: `GtkAlertPresentation.windowWentAway(destroying:)`), and the hidden window GDK
    /// leads the program's windows with is let go without a word (the program goes on, as
    /// zenity does). The X errors that GDK's requests to the windows gone still raise are
    /// ignored; every other error goes to GDK's handler as before. X11 only (Wayland's
    /// windows are the program's alone).
    @MainActor
    package enum GtkForeignDestroy {
        /// GDK's X error handler, which every error but those about windows gone goes to.
        nonisolated(unsafe) private static var gdkErrorHandler: XErrorHandler?
        private static var isInstalled = false

        /// Installs the guard on the default display, once; does nothing without an X11
        /// display (call it after ``GtkRuntime/initialize()``).
        package static func install() {
            guard !isInstalled, let display = gdk_display_get_default(),
                g_type_check_instance_is_a(
                    display.raw.assumingMemoryBound(to: GTypeInstance.self),
                    gdk_x11_display_get_type()) != 0
            else { return }
            isInstalled = true
            gdkErrorHandler = XSetErrorHandler { xdisplay, error in
                guard let error, GtkForeignDestroy.isAboutAWindowGone(error.pointee) else {
                    return GtkForeignDestroy.gdkErrorHandler?(xdisplay, error) ?? 0
                }
                return 0
            }
            let destroyed:
                @convention(c) (OpaquePointer?, UnsafeMutablePointer<XEvent>?, gpointer?) ->
                    gboolean = { display, event, _ in
                        guard let display, let event, event.pointee.type == DestroyNotify else {
                            return 0
                        }
                        return MainActor.assumeIsolated {
                            GtkForeignDestroy.windowDestroyed(
                                event.pointee.xdestroywindow.window, on: display)
                        } ? 1 : 0
                    }
            g_signal_connect_data(
                display.raw, "xevent", unsafeBitCast(destroyed, to: GCallback.self), nil, nil,
                GConnectFlags(0))
        }

        /// Whether `error` is one about a window of the program's that is gone (BadWindow or
        /// BadDrawable on a window GDK has made): GDK's requests to it after another client
        /// destroyed it raise those, and they mean no more than that. Makes no X request (an
        /// error handler may not).
        nonisolated private static func isAboutAWindowGone(_ error: XErrorEvent) -> Bool {
            guard error.error_code == BadWindow || error.error_code == BadDrawable,
                let display = gdk_display_get_default()
            else { return false }
            return gdk_x11_surface_lookup_for_display(display, error.resourceid) != nil
        }

        /// Another client destroyed the X window `window` (a `DestroyNotify`); returns
        /// whether GDK must not hear of it: the window is one of GDK's that it has not
        /// destroyed itself. An alert's window is then destroyed by GTK (GDK's surface with
        /// it), which dismisses the alert.
        private static func windowDestroyed(_ window: Window, on display: OpaquePointer) -> Bool {
            guard let surface = gdk_x11_surface_lookup_for_display(display, window),
                gdk_surface_is_destroyed(surface) == 0
            else { return false }
            if let native = gtk_native_get_for_surface(surface),
                alert_gtk_is_window(native.raw) != 0
            {
                gtk_window_destroy(native.raw.assumingMemoryBound(to: GtkWindow.self))
            }
            return true
        }
    }
#endif
