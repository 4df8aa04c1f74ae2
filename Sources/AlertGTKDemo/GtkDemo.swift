#if GTK
    import AlertEngine
    import AlertGTK
    import CGtk
    import Foundation

    /// The scenes of `alert-gtk-demo`: each shows alerts in GTK windows and prints what they
    /// answered, one line each, on standard output.
    @MainActor
    enum GtkDemo {
        /// Runs `scene` (`option`: how `app-closes` closes its window, `showing` or
        /// `shown`); returns the exit status.
        static func run(_ scene: String, option: String? = nil) async -> Int32 {
            // "app": a program with a window of its own, which the alerts are modal to.
            var parent: UnsafeMutablePointer<GtkWindow>?
            if scene == "app" || scene == "app-closes", GtkRuntime.hasDisplay {
                let app = UnsafeMutableRawPointer(gtk_window_new()!).assumingMemoryBound(
                    to: GtkWindow.self)
                gtk_window_set_title(app, "Photos")
                gtk_window_set_default_size(app, 640, 420)
                gtk_window_set_child(app, gtk_label_new("The program’s own window"))
                gtk_window_present(app)
                parent = app
            }
            let window: GtkAlertWindow
            do {
                // Right after the parent is presented: the alert window takes its size.
                window = try GtkAlertWindow(parent: parent)
            } catch {
                FileHandle.standardError.write(Data("alert-gtk-demo: \(error)\n".utf8))
                return 2
            }
            let controller = AlertController(window: window, clock: DispatchAlertClock())
            var reporter: AlertListenerToken?
            if ProcessInfo.processInfo.environment["ALERT_GTK_DEMO_REPORT"] == "1" {
                reporter = controller.addLifecycleListener { event in
                    guard case .didPresent = event, let alert = window.visibleAlert,
                        let shown = window.gtkWindow(of: alert)
                    else { return }
                    // Once GTK has allocated the window's widgets, and placed its controls.
                    Task { @MainActor in
                        await GtkFrames.afterLayout(of: UnsafeMutableRawPointer(shown), frames: 1)
                        report(alert, in: window)
                    }
                }
            }
            defer { reporter?.cancel() }
            if reporter != nil {
                // Each `report` line on standard input reports the visible alert again.
                FileHandle.standardInput.readabilityHandler = { handle in
                    let lines = String(decoding: handle.availableData, as: UTF8.self)
                    guard lines.split(separator: "\n").contains("report") else { return }
                    DispatchQueue.main.async {
                        MainActor.assumeIsolated {
                            if let alert = window.visibleAlert { report(alert, in: window) }
                        }
                    }
                }
            }
            switch scene {
            case "alert":
                let confirmed = await controller.confirm(
                    "Delete “Quarterly report.pdf”?",
                    message: "It will be moved to the bin. You can restore it from there.",
                    confirmTitle: "Delete", default: false)
                say(confirmed ? "confirmed" : "cancelled")
            case "sheet":
                let chosen = await controller.choose(
                    "Share the photo", message: "Choose where to send it.",
                    actions: [
                        AlertAction(title: "Mail"), AlertAction(title: "Messages"),
                        AlertAction(title: "Copy Link"),
                        AlertAction(title: "Cancel", role: .cancel),
                    ])
                say(chosen?.title ?? "none")
            case "input":
                let text = await controller.input(
                    "Name the folder", message: "Names can use any language: 报告, 資料.",
                    placeholder: "Folder name")
                say(text ?? "cancelled")
            case "checklist":
                let chosen = await controller.chooseSeveral(
                    "Pack for the trip", message: "Tick what goes in the bag.",
                    choices: ["Passport", "Charger", "Umbrella"], chosen: [0])
                say(chosen?.joined(separator: ", ") ?? "cancelled")
            case "long-checklist":
                // Ten thousand rows: stand-ins for the ones in sight only.
                let chosen = await controller.chooseSeveral(
                    "Pick files", choices: (1...10_000).map { "file \($0)" })
                say(chosen?.joined(separator: ", ") ?? "cancelled")
            case "date":
                // A month calendar on 27 November 2026, in UTC.
                var parts = DateComponents(year: 2026, month: 11, day: 27, hour: 12)
                parts.timeZone = TimeZone(identifier: "UTC")
                let day = Calendar(identifier: .gregorian).date(from: parts) ?? Date()
                let picked = await controller.pickDate(
                    "Pick the day", initial: day, timeZone: TimeZone(identifier: "UTC") ?? .current,
                    style: .calendar)
                say(picked.map { "\($0)" } ?? "cancelled")
            case "progress":
                // Work that stops at 40 % until Esc cancels it.
                let result = await withCheckedContinuation { continuation in
                    let progress = controller.showProgress("Copying photos", message: "2 of 5") {
                        continuation.resume(returning: $0)
                    }
                    progress.report(fraction: 0.4)
                }
                say("\(result.reason)")
            case "app":
                let confirmed = await controller.confirm(
                    "Discard the edits?", message: "The photo goes back to how it was.",
                    confirmTitle: "Discard")
                say(confirmed ? "discarded" : "kept")
            case "media":
                let result = await withCheckedContinuation { continuation in
                    controller.showMedia(
                        title: "Sunset", image: sunset(), caption: "A picture in pixels (PPM).",
                        buttons: ["Close"]
                    ) { continuation.resume(returning: $0) }
                }
                say(result.reason == .action(index: 0) ? "closed" : "other")
            case "grid":
                let entries = [("Mail", "✉"), ("Photos", "▣"), ("Music", "♪"), ("Maps", "◎")]
                    .map { AlertGridEntry(title: $0.0, image: .symbol($0.1, altText: $0.0)) }
                let result = await withCheckedContinuation { continuation in
                    controller.showGrid(title: "Open with", items: entries, columns: 2) {
                        continuation.resume(returning: $0)
                    }
                }
                if case .action(let index) = result.reason, entries.indices.contains(index) {
                    say(entries[index].title)
                } else {
                    say("cancelled")
                }
            case "app-closes":
                // The program's window closes under its modal alert: while the alert is
                // still appearing (`showing`) or once it is shown (`shown`).
                let closing = controller.addLifecycleListener { event in
                    switch (event, option) {
                    case (.willPresent, "showing"), (.didPresent, "shown"):
                        DispatchQueue.main.async {
                            MainActor.assumeIsolated { parent.map { gtk_window_close($0) } }
                        }
                    default: break
                    }
                }
                defer { closing.cancel() }
                let result = await withCheckedContinuation { continuation in
                    controller.showAlert(
                        title: "Discard the edits?", message: "The photo goes back to how it was.",
                        cancelTitle: "Cancel", otherTitles: ["Discard"]
                    ) { continuation.resume(returning: $0) }
                }
                say("dismissed \(result.reason)")
            case "own":
                let result = await controller.present(BadgeAlert())
                say(result.reason == .action(index: 1) ? "share" : "keep")
            case "queue":
                // Three alerts queued at once: the controller shows them one at a time.
                var answers: [String] = []
                await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                    for number in 1...3 {
                        controller.showAlert(
                            title: "Alert \(number) of 3", message: "Queued with the others.",
                            cancelTitle: nil, otherTitles: ["OK"]
                        ) { result in
                            let answer: String
                            if case .action = result.reason {
                                answer = "ok"
                            } else {
                                answer = "other"
                            }
                            answers.append("\(number) \(answer)")
                            if answers.count == 3 { done.resume() }
                        }
                    }
                }
                for answer in answers { say(answer) }
            default:
                FileHandle.standardError.write(
                    Data(
                        "alert-gtk-demo: unknown scene \(scene) (alert, sheet, input, media, grid, own, queue, checklist, long-checklist, date, progress, app, app-closes)\n"
                            .utf8))
                return 2
            }
            return 0
        }

        /// Prints what the window shows of `alert`: its window's content size, the engine's
        /// frames, where GTK placed each control's stand-in, then `shown TITLE`.
        static func report(_ alert: any AlertPresentable, in window: GtkAlertWindow) {
            func numbers(_ rect: CGRect) -> String {
                "\(rect.minX) \(rect.minY) \(rect.width) \(rect.height)"
            }
            guard let frame = window.alertFrame(of: alert),
                let size = window.windowContentSize(of: alert)
            else { return }
            var lines = ["container \(window.container.size.width) \(window.container.size.height)"]
            lines.append("content \(size.width) \(size.height)")
            lines.append("alert \(numbers(frame))")
            for item in window.itemFrames(of: alert) { lines.append("item \(numbers(item))") }
            let allocated = window.allocatedControlFrames(of: alert)
            for (control, placed) in zip(window.accessibleControls(of: alert), allocated) {
                let state = control.checked.map { $0 ? " checked" : " unchecked" } ?? ""
                lines.append(
                    "control \(control.target.item) \(control.role.rawValue) \(numbers(control.frame))"
                        + " | \(numbers(placed))\(state) | \(control.name)"
                        + (control.text.map { " | text \($0)" } ?? ""))
            }
            // A grid's rows and cells: their roles as GTK holds them, each cell's name and
            // whether it is selected.
            for (control, rows) in zip(
                window.accessibleControls(of: alert), window.accessibleChildRoles(of: alert))
            where !rows.isEmpty {
                for (index, row) in rows.enumerated() {
                    let roles = row.cells.map { "\($0.rawValue)" }.joined(separator: ",")
                    lines.append("gridrow \(index) \(row.row.rawValue) \(roles)")
                }
                for (rowIndex, row) in control.cells.enumerated() {
                    for (column, cell) in row.enumerated() where !cell.name.isEmpty {
                        let selected = cell.isSelected ? " selected" : ""
                        lines.append("cell \(rowIndex) \(column)\(selected) | \(cell.name)")
                    }
                }
            }
            for readable in window.accessibleReadables(of: alert) {
                let value = readable.value.map { " \(Int(($0 * 100).rounded()))%" } ?? ""
                lines.append(
                    "readable \(readable.target.item) \(readable.role.rawValue)\(value) | \(readable.name)"
                )
            }
            let gtkWindow = window.gtkWindow(of: alert)
            if let gtkWindow, let parent = gtk_window_get_transient_for(gtkWindow),
                gtk_window_get_modal(gtkWindow) != 0
            {
                lines.append("modal to \(String(cString: gtk_window_get_title(parent)))")
            }
            let title = gtkWindow.flatMap { gtk_window_get_title($0) }
            let drawn = alert.items.compactMap { ($0 as? BadgeItem)?.drawCount }.first
            if let drawn, drawn > 0 { lines.append("badge drawn") }
            let measurer = window.environment.measurer as? PangoTextMeasurer
            lines.append("font \(measurer?.family ?? "")")
            lines.append(window.reducedMotion ? "motion reduced" : "motion on")
            lines.append("shown \(title.map { String(cString: $0) } ?? "")")
            say(lines.joined(separator: "\n"))
        }

        /// A 160×90 picture with a sunset's colours, as binary PPM.
        static func sunset() -> AlertImage {
            let width = 160
            let height = 90
            var bytes = Array("P6\n\(width) \(height)\n255\n".utf8)
            for y in 0..<height {
                for x in 0..<width {
                    let t = Double(y) / Double(height - 1)
                    let sun = hypot(Double(x - 110), Double(y - 55)) < 16
                    bytes +=
                        sun
                        ? [255, 236, 160]
                        : [UInt8(250 - 120 * t), UInt8(150 - 100 * t), UInt8(90 + 60 * t)]
                }
            }
            return
                (try? AlertImage(
                    pixelWidth: width, pixelHeight: height, data: Data(bytes), format: .ppm,
                    symbol: "🌅", altText: "A sunset"))
                ?? .symbol("🌅", altText: "A sunset")
        }

        static func say(_ line: String) {
            FileHandle.standardOutput.write(Data((line + "\n").utf8))
        }
    }

    /// Waits for GTK's frames, not for time.
    @MainActor
    enum GtkFrames {
        /// Resumes once `widget` has been laid out (a width above 0) and `frames` more frames
        /// have begun after that (0: at once), or when the widget is destroyed first.
        static func afterLayout(of widget: UnsafeMutableRawPointer, frames: Int = 0) async {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let waiter = Waiter(frames: frames) { continuation.resume() }
                let tick: @convention(c) (OpaquePointer?, OpaquePointer?, gpointer?) -> gboolean = {
                    widget, _, data in
                    MainActor.assumeIsolated {
                        let waiter = Unmanaged<Waiter>.fromOpaque(data!).takeUnretainedValue()
                        guard
                            gtk_widget_get_width(
                                UnsafeMutableRawPointer(widget!)
                                    .assumingMemoryBound(to: GtkWidget.self)) > 0
                        else { return 1 }
                        waiter.remaining -= 1
                        guard waiter.remaining < 0 else { return 1 }
                        waiter.finish()
                        return 0
                    }
                }
                let released: @convention(c) (gpointer?) -> Void = { data in
                    MainActor.assumeIsolated {
                        let waiter = Unmanaged<Waiter>.fromOpaque(data!).takeRetainedValue()
                        waiter.finish()
                    }
                }
                _ = gtk_widget_add_tick_callback(
                    widget.assumingMemoryBound(to: GtkWidget.self),
                    unsafeBitCast(tick, to: GtkTickCallback.self),
                    Unmanaged.passRetained(waiter).toOpaque(), released)
            }
        }

        /// What a tick callback counts down, and the one call that resumes the waiting task.
        private final class Waiter {
            var remaining: Int
            private var done: (() -> Void)?

            init(frames: Int, done: @escaping () -> Void) {
                remaining = frames
                self.done = done
            }

            func finish() {
                done?()
                done = nil
            }
        }
    }

    /// An item as a user of the library writes one: its own class, drawing a badge through
    /// the canvas with the measurer, in whatever units the presenter uses.
    @MainActor
    final class BadgeItem: AlertStyledItem {
        var alertLayout = AlertItemLayout(itemSize: .zero)
        let name: String
        /// How many times a presenter drew it.
        private(set) var drawCount = 0

        init(name: String) {
            self.name = name
        }

        func updateLayout(in context: AlertItemContext) {
            let height = 2 * context.measurer.lineHeight(for: .title) + 24
            alertLayout = AlertItemLayout(
                itemSize: CGSize(width: context.contentWidth, height: height),
                boundsInsets: context.insets())
        }

        func draw(in canvas: any AlertCanvas, frame: CGRect, context: AlertDrawContext) {
            drawCount += 1
            let palette = context.theme.palette
            let line = context.measurer.lineHeight(for: .title)
            canvas.fill(frame.insetBy(dx: 8, dy: 0), role: .focus, color: palette.focus)
            let lines = [("★ \(name)", AlertTextRole.title), ("earned today", .caption)]
            for (row, (text, role)) in lines.enumerated() {
                let width = context.measurer.width(of: text, role: role)
                canvas.drawText(
                    text,
                    at: CGPoint(
                        x: frame.minX + (frame.width - width) / 2,
                        y: frame.minY + 12 + CGFloat(row) * line),
                    role: role, color: row == 0 ? palette.tint : palette.message)
            }
        }
    }

    /// An alert as a user of the library writes one: not an `AlertView`, holding an item of
    /// its own and two library buttons.
    @MainActor
    final class BadgeAlert: AlertPresentable {
        var isVisible = false
        let style = AlertStyle.alert
        var items: [any AlertItem] = [
            BadgeItem(name: "Gold badge"),
            ButtonItem(title: "Keep", role: .cancel, actionIndex: 0),
            ButtonItem(title: "Share", actionIndex: 1),
        ]
    }
#endif
