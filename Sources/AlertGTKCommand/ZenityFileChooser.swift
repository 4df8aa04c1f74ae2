#if GTK
    import AlertCommandKit
    import AlertDialog
    import AlertZenity
    import AlertGTK
    import CGtk
    import Foundation

    /// zenity's `--file-selection` in GTK's own file chooser (`GtkFileChooserNative`: the
    /// desktop's chooser through its portal where there is one, else GTK's chooser dialog in
    /// this process, as zenity's). It starts where `--filename` says, offers the
    /// `--file-filter`s, and ends as zenity's: the chosen paths in zenity's format, or
    /// Cancel, or the time-out.
    @MainActor
    final class ZenityFileChooser {
        private let selection: ZenityFileSelection
        private let native: OpaquePointer
        private var continuation: CheckedContinuation<CommandOutcome, Never>?

        /// Makes the chooser of `selection`, titled `title` (no title: the program's name).
        init(_ selection: ZenityFileSelection, title: String?) {
            self.selection = selection
            let action: GtkFileChooserAction
            switch selection.mode {
            case .open: action = GTK_FILE_CHOOSER_ACTION_OPEN
            case .save: action = GTK_FILE_CHOOSER_ACTION_SAVE
            case .directory: action = GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER
            }
            native = gtk_file_chooser_native_new(title, nil, action, nil, nil)
            gtk_native_dialog_set_modal(dialog, 1)
            gtk_file_chooser_set_select_multiple(chooser, selection.isMultiple ? 1 : 0)
            for filter in selection.filters {
                let made = gtk_file_filter_new()
                gtk_file_filter_set_name(made, filter.name)
                for pattern in filter.patterns { gtk_file_filter_add_pattern(made, pattern) }
                // The chooser holds its own reference.
                gtk_file_chooser_add_filter(chooser, made)
                unref(made)
            }
            start()
        }

        isolated deinit {
            let raw = UnsafeMutableRawPointer(native)
            gtk_native_dialog_destroy(raw.assumingMemoryBound(to: GtkNativeDialog.self))
            g_object_unref(raw)
        }

        /// The chooser as a `GtkFileChooser`.
        private var chooser: OpaquePointer { native }
        /// The chooser as a `GtkNativeDialog`.
        private var dialog: UnsafeMutablePointer<GtkNativeDialog> {
            UnsafeMutableRawPointer(native).assumingMemoryBound(to: GtkNativeDialog.self)
        }

        /// Puts the chooser where `--filename` says: at its file (selected in its folder,
        /// or when saving typed as the name in its folder), or in the folder it names with
        /// a trailing `/`. (A file is selected alone: selecting it after opening its folder
        /// would cancel the folder's loading.)
        private func start() {
            let selected = selection.mode == .save ? nil : selection.startFile
            if let folder = selection.startFolder, selected == nil {
                let file = g_file_new_for_path(folder)
                _ = gtk_file_chooser_set_current_folder(chooser, file, nil)
                unref(file)
            }
            if let path = selected {
                let file = g_file_new_for_path(path)
                _ = gtk_file_chooser_set_file(chooser, file, nil)
                unref(file)
            } else if selection.mode == .save, let path = selection.startFile {
                let name = path.split(separator: "/").last.map(String.init) ?? path
                gtk_file_chooser_set_current_name(chooser, name)
            }
        }

        /// Shows the chooser and returns how it ended: zenity's answer and exit 0 for the
        /// paths chosen, exit 1 for Cancel, Esc or the window closed, ``CommandOutcome/timedOut``
        /// when `timeout` (seconds) ran out first, ``CommandOutcome/interrupted`` for Ctrl+C.
        func run(timeout: Int?) async -> CommandOutcome {
            let box = Unmanaged.passUnretained(self).toOpaque()
            let handler: @convention(c) (OpaquePointer?, Int32, UnsafeMutableRawPointer?) -> Void =
                { _, response, data in
                    guard let data else { return }
                    MainActor.assumeIsolated {
                        Unmanaged<ZenityFileChooser>.fromOpaque(data).takeUnretainedValue()
                            .respond(response)
                    }
                }
            g_signal_connect_data(
                UnsafeMutableRawPointer(native), "response",
                unsafeBitCast(handler, to: GCallback.self),
                box, nil, GConnectFlags(0))
            GtkRuntime.onInterrupt { [weak self] in self?.end(.interrupted) }
            defer { GtkRuntime.onInterrupt(nil) }
            let timer = timeout.map { seconds in
                Task { [weak self] in
                    try? await Task.sleep(for: .seconds(seconds))
                    if !Task.isCancelled { self?.end(.timedOut) }
                }
            }
            defer { timer?.cancel() }
            let outcome = await withCheckedContinuation { continuation in
                self.continuation = continuation
                gtk_native_dialog_show(dialog)
            }
            g_signal_handlers_disconnect_matched(
                UnsafeMutableRawPointer(native), G_SIGNAL_MATCH_DATA, 0, 0, nil, nil, box)
            return outcome
        }

        /// The chooser's answer `response`: the chosen paths for Accept, else Cancel.
        private func respond(_ response: Int32) {
            guard response == GTK_RESPONSE_ACCEPT.rawValue else {
                end(.boxAnswered(status: 1, answer: nil))
                return
            }
            end(.boxAnswered(status: 0, answer: selection.answer(chosenPaths())))
        }

        /// The paths of the files (or folders) chosen, in the chooser's order.
        private func chosenPaths() -> [String] {
            guard let files = gtk_file_chooser_get_files(chooser) else { return [] }
            defer { unref(files) }
            return (0..<g_list_model_get_n_items(files)).compactMap { index in
                guard let item = g_list_model_get_item(files, index) else { return nil }
                defer { g_object_unref(item) }
                guard let path = g_file_get_path(OpaquePointer(item)) else { return nil }
                defer { g_free(path) }
                return String(cString: path)
            }
        }

        /// Lets go of the reference held on the object `pointer`.
        private func unref(_ pointer: OpaquePointer?) {
            if let pointer { g_object_unref(UnsafeMutableRawPointer(pointer)) }
        }

        /// Ends the run with `outcome` (the first end only), the chooser hidden.
        private func end(_ outcome: CommandOutcome) {
            guard let continuation else { return }
            self.continuation = nil
            gtk_native_dialog_hide(dialog)
            continuation.resume(returning: outcome)
        }
    }
#endif
