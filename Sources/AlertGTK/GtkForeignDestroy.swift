#if GTK
    import CGtk

    /// Keeps a program alive when another X client destroys one of its windows
    /// (`xdotool windowclose`, a window manager's "force close"), which GTK 4.8 does not:
    /// GDK aborts on an assertion once it hears of it (its surface still holds its EGL
    /// window: a "Bail out!" line on standard output, exit 134), and, before it has, exits 1
    /// on the first X error of its requests to the window gone (drawing into it, setting
    /// its properties); either way before the program can stop what it started.
    ///
    /// Once installed, such a destruction never reaches GDK: an alert's window is destroyed
    /// by GTK as any other window would be (its alert is then dismissed, as when its parent
    /// closes: `GtkAlertPresentation.windowWentAway(destroying:)`), and the hidden window GDK
    /// leads the program's windows with is let go without a word (the program goes on, as
    /// zenity does). An X error GDK has not trapped no longer ends the program: it is
    /// ignored (a trap of GDK's own still gets its errors). X11 only.
    @MainActor
    package enum GtkForeignDestroy {
        private static var isInstalled = false

        /// Installs the guard on the default display, once; does nothing without an X11
        /// display (call it after ``GtkRuntime/initialize()``, before any window opens).
        package static func install() {
            guard !isInstalled, let display = gdk_display_get_default(),
                g_type_check_instance_is_a(
                    display.raw.assumingMemoryBound(to: GTypeInstance.self),
                    gdk_x11_display_get_type()) != 0
            else { return }
            isInstalled = true
            // A trap never popped: every error from now on that no later trap of GDK's
            // takes is this one's, and GDK ignores it rather than calling _exit(1).
            gdk_x11_display_error_trap_push(display)
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
