#if GTK
    import AlertCommandKit
    import AlertDialog
    import AlertZenity
    import CGtk
    import TerminalKit

    /// zenity's `--notification`: a desktop notification, sent as zenity's is to the
    /// session's notification server (`org.freedesktop.Notifications` on the D-Bus session
    /// bus), its summary the text's first line and its body the rest. It opens no window.
    enum ZenityNotification {
        /// Sends `text`'s notification; returns zenity's exit status: 0 once the server
        /// took it, 1 (the reason on standard error, as zenity's warning) when there is no
        /// session bus or no server on it.
        static func send(_ text: String) -> Int32 {
            var error: UnsafeMutablePointer<GError>?
            guard let bus = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error) else {
                return failed(error)
            }
            defer { g_object_unref(UnsafeMutableRawPointer(bus)) }
            let lines = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
            let summary = lines.first.map(String.init) ?? ""
            let body = lines.count > 1 ? String(lines[1]) : ""
            let strings = g_variant_type_new("s")
            let entries = g_variant_type_new("{sv}")
            let reply = g_variant_type_new("(u)")
            defer {
                g_variant_type_free(strings)
                g_variant_type_free(entries)
                g_variant_type_free(reply)
            }
            // Notify(app_name, replaces_id, app_icon, summary, body, actions, hints,
            // expire_timeout): the children are floating, the tuple takes them.
            var children: [OpaquePointer?] = [
                g_variant_new_string("alert-gtk"), g_variant_new_uint32(0),
                g_variant_new_string("dialog-information"), g_variant_new_string(summary),
                g_variant_new_string(body), g_variant_new_array(strings, nil, 0),
                g_variant_new_array(entries, nil, 0), g_variant_new_int32(-1),
            ]
            let parameters = children.withUnsafeMutableBufferPointer {
                g_variant_new_tuple($0.baseAddress, gsize($0.count))
            }
            guard
                let answer = g_dbus_connection_call_sync(
                    bus, "org.freedesktop.Notifications", "/org/freedesktop/Notifications",
                    "org.freedesktop.Notifications", "Notify", parameters, reply,
                    G_DBUS_CALL_FLAGS_NONE, -1, nil, &error)
            else { return failed(error) }
            g_variant_unref(answer)
            return 0
        }

        /// Says on standard error why the notification was not shown; returns 1.
        private static func failed(_ error: UnsafeMutablePointer<GError>?) -> Int32 {
            let reason = error.flatMap { $0.pointee.message }.map { String(cString: $0) }
            if let error { g_error_free(error) }
            TextOutput.writeToStandardError(
                "alert-gtk zenity: Error showing notification: \(reason ?? "unknown error")\n")
            return 1
        }
    }
#endif
