#if GTK
    import AlertLayout
    import AlertPresentation
    import AlertProtocol
    import CGtk
    import Foundation

    /// Casts a GObject pointer to another GObject type's pointer.
    @inline(__always)
    func gcast<T>(_ pointer: some GObjectPointer) -> UnsafeMutablePointer<T> {
        pointer.raw.assumingMemoryBound(to: T.self)
    }

    /// `pointer` as an opaque pointer (GTK types Swift imports without a layout).
    @inline(__always)
    func opaque(_ pointer: some GObjectPointer) -> OpaquePointer {
        OpaquePointer(pointer.raw)
    }

    /// A pointer to a GObject instance, whatever Swift imported it as.
    protocol GObjectPointer {
        /// The pointer, untyped.
        var raw: UnsafeMutableRawPointer { get }
    }

    extension UnsafeMutablePointer: GObjectPointer {
        var raw: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }
    }

    extension OpaquePointer: GObjectPointer {
        var raw: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }
    }

    extension UnsafeMutableRawPointer: GObjectPointer {
        var raw: UnsafeMutableRawPointer { self }
    }

    /// Connects `handler` (a C function of the signal's signature) to `signal` of
    /// `instance`, with `data` as its last argument.
    func connect(
        _ instance: some GObjectPointer, _ signal: String, _ handler: GCallback,
        _ data: UnsafeMutableRawPointer
    ) {
        g_signal_connect_data(instance.raw, signal, handler, data, nil, GConnectFlags(0))
    }

    /// Disconnects every handler of `instance` whose data is `data`
    /// (`g_signal_handlers_disconnect_by_data`, a C macro Swift cannot call).
    func disconnect(_ instance: some GObjectPointer, data: UnsafeMutableRawPointer) {
        g_signal_handlers_disconnect_matched(
            instance.raw, G_SIGNAL_MATCH_DATA, 0, 0, nil, nil, data)
    }

    /// One alert in its own GTK window: a drawing area the alert is drawn on, a fixed layer
    /// above it holding the controls' accessible stand-ins, a key controller with an input
    /// method, and a click gesture.
    ///
    /// Its signal handlers get the presentation unretained, so it holds a reference on
    /// every object it connected to and disconnects them all when it closes, or when GTK
    /// destroys its window under it (the parent window closed): no handler runs after that,
    /// and no pointer it keeps is ever freed before it goes.
    @MainActor
    final class GtkAlertPresentation {
        let alert: any AlertPresentable
        let interaction: AlertInteraction
        /// The window's listener of the interaction's redraw requests, until it lets go.
        var displayListening: AlertListenerToken?
        weak var owner: GtkAlertWindow?
        let window: UnsafeMutablePointer<GtkWindow>
        let area: UnsafeMutablePointer<GtkWidget>
        let layer: UnsafeMutablePointer<GtkWidget>
        let inputMethod: UnsafeMutablePointer<GtkIMContext>
        /// 0 hidden … 1 shown.
        var visibility: Double = 0
        /// How far a tall alert's scrolling items are moved up, in points.
        var scrollOffset: CGFloat = 0
        var animation: Animation?
        var controls: [Control] = []
        /// The stand-ins of what is read but not focused: the title and message (labels)
        /// and a progress bar with its value; remade after every layout.
        var readables: [Control] = []
        /// The window's accessible description: the alert's message (nil: none).
        private(set) var windowDescription: String?
        private var focusedTarget: AlertFocusTarget?
        /// Where the pointer was pressed, until it is released.
        var pressedAt: CGPoint?
        /// Whether the press under way already did what it does (a double click's selected a
        /// word, a drag's selected text), so its release clicks nothing.
        var pressIsSpent = false
        /// The text item a drag under way selects in, by index, once it has moved.
        var dragItem: Int?
        /// Whether the window is closed (by ``close()``, or destroyed by GTK): from then on
        /// no GTK call is made but releasing what it holds.
        private(set) var isClosed = false
        /// Whether the stand-ins wait for a rebuild (``layoutDidChange()``).
        private var needsRebuild = false
        /// The part of the scrolling content (unscrolled layout coordinates, top to bottom)
        /// whose focus targets have stand-ins; nil: all of them (the alert does not scroll).
        private var standInSpan: ClosedRange<CGFloat>?
        /// Whether the stand-ins are being rebuilt: a focus without one then waits for the
        /// rebuild rather than asking for another.
        private var isRebuilding = false
        /// The input method's composition in progress (CJK typing before it is committed).
        private(set) var preedit = ""
        /// The pictures drawn, decoded once.
        private let images = CairoImageCache()
        /// The objects its handlers are connected to, each with a reference held.
        private var connected: [UnsafeMutableRawPointer] = []

        struct Animation {
            var from: Double
            var to: Double
            var start: Int
            var duration: Double
            var completion: @MainActor () -> Void
            var tick: guint
        }

        /// One control's accessible stand-in.
        struct Control {
            var widget: UnsafeMutablePointer<GtkWidget>
            /// Its frame in the content area at scroll offset 0.
            var base: CGRect
            /// Whether it stays put when the alert scrolls.
            var isPinned: Bool
            var description: GtkAccessibleControl
        }

        init(alert: any AlertPresentable, interaction: AlertInteraction, owner: GtkAlertWindow) {
            self.alert = alert
            self.interaction = interaction
            self.owner = owner
            // GTK owns its toplevel windows; the presentation's own references keep these
            // objects' memory valid until it goes, even when GTK destroys the window first.
            window = gcast(g_object_ref(alert_gtk_dialog_window_new()!.raw)!)
            // To assistive technologies the drawing is nothing and the layer a nameless group:
            // the stand-ins on the layer say what is drawn.
            area = gcast(
                g_object_ref_sink(
                    alert_gtk_widget_new_with_role(
                        gtk_drawing_area_get_type(), GTK_ACCESSIBLE_ROLE_NONE)!.raw)!)
            layer = gcast(
                g_object_ref_sink(
                    alert_gtk_widget_new_with_role(
                        gtk_fixed_get_type(), GTK_ACCESSIBLE_ROLE_GENERIC)!
                        .raw)!)
            inputMethod = gcast(gtk_im_multicontext_new()!)
            build()
        }

        isolated deinit {
            if !isClosed { close() }
            for control in controls + readables { g_object_unref(control.widget.raw) }
            g_object_unref(inputMethod.raw)
            g_object_unref(layer.raw)
            g_object_unref(area.raw)
            g_object_unref(window.raw)
        }

        /// Connects `handler` to `signal` of `instance` with the presentation as its data,
        /// holding a reference on `instance` until ``close()`` disconnects it.
        private func watch(_ instance: some GObjectPointer, _ signal: String, _ handler: GCallback)
        {
            if !connected.contains(instance.raw) {
                g_object_ref(instance.raw)
                connected.append(instance.raw)
            }
            connect(instance, signal, handler, me)
        }

        /// Disconnects every handler the presentation connected and releases what they were
        /// connected to; nothing of GTK calls it back afterwards.
        private func disconnectAll() {
            for instance in connected {
                disconnect(instance, data: me)
                g_object_unref(instance)
            }
            connected = []
            for control in controls { disconnect(control.widget, data: me) }
            gtk_drawing_area_set_draw_func(gcast(area), nil, nil, nil)
            if let running = animation { gtk_widget_remove_tick_callback(area, running.tick) }
        }

        private var me: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

        /// The presentation a handler's `data` points to, unless it is closed (a handler that
        /// still runs then does nothing).
        static func live(_ data: UnsafeMutableRawPointer?) -> GtkAlertPresentation? {
            guard let data else { return nil }
            let presentation = Unmanaged<GtkAlertPresentation>.fromOpaque(data)
                .takeUnretainedValue()
            return presentation.isClosed ? nil : presentation
        }

        private func build() {
            let title = Self.title(of: interaction)
            gtk_window_set_title(window, title.isEmpty ? "Alert" : title)
            if let owner, let parent = owner.parent, !owner.parentIsGone {
                gtk_window_set_transient_for(window, parent)
                gtk_window_set_modal(window, 1)
                // Closed with the parent by the owner (GtkAlertWindow watches the parent).
                gtk_window_set_destroy_with_parent(window, 1)
            }
            let overlay = alert_gtk_widget_new_with_role(
                gtk_overlay_get_type(), GTK_ACCESSIBLE_ROLE_GENERIC)!
            gtk_widget_set_hexpand(area, 1)
            gtk_widget_set_vexpand(area, 1)
            gtk_overlay_set_child(opaque(overlay), area)
            gtk_overlay_add_overlay(opaque(overlay), layer)
            gtk_widget_set_can_target(layer, 0)
            gtk_window_set_child(window, overlay)
            gtk_drawing_area_set_draw_func(
                gcast(area),
                { _, cairo, width, height, data in
                    MainActor.assumeIsolated {
                        guard let cairo else { return }
                        GtkAlertPresentation.live(data)?.draw(
                            cairo, size: CGSize(width: Int(width), height: Int(height)))
                    }
                }, me, nil)
            let resized: @convention(c) (OpaquePointer?, Int32, Int32, gpointer?) -> Void = {
                _, width, height, data in
                MainActor.assumeIsolated {
                    guard let presentation = GtkAlertPresentation.live(data) else { return }
                    presentation.owner?.contentDidResize(
                        presentation, to: CGSize(width: Int(width), height: Int(height)))
                }
            }
            watch(area, "resize", unsafeBitCast(resized, to: GCallback.self))
            // Keys: every key reaches the alert first (capture phase), through the input
            // method, which turns key presses (and CJK compositions) into committed text.
            let keys = gtk_event_controller_key_new()!
            gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
            gtk_event_controller_key_set_im_context(opaque(keys), inputMethod)
            gtk_im_context_set_client_widget(inputMethod, area)
            let pressed:
                @convention(c) (OpaquePointer?, guint, guint, GdkModifierType, gpointer?) ->
                    gboolean =
                    { _, keyval, _, state, data in
                        MainActor.assumeIsolated {
                            GtkAlertPresentation.live(data)?.keyPressed(keyval, state) == true
                                ? 1 : 0
                        }
                    }
            watch(keys, "key-pressed", unsafeBitCast(pressed, to: GCallback.self))
            let committed:
                @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, gpointer?) -> Void =
                    { _, text, data in
                        guard let text else { return }
                        let string = String(cString: text)
                        MainActor.assumeIsolated { GtkAlertPresentation.live(data)?.commit(string) }
                    }
            watch(inputMethod, "commit", unsafeBitCast(committed, to: GCallback.self))
            let composing: @convention(c) (OpaquePointer?, gpointer?) -> Void = { _, data in
                MainActor.assumeIsolated { GtkAlertPresentation.live(data)?.preeditChanged() }
            }
            watch(inputMethod, "preedit-changed", unsafeBitCast(composing, to: GCallback.self))
            gtk_widget_add_controller(gcast(window), keys)
            // Clicks: pressed and released on the same item activate it.
            let click = gtk_gesture_click_new()!
            let pressedAt:
                @convention(c) (OpaquePointer?, Int32, Double, Double, gpointer?) -> Void =
                    { _, count, x, y, data in
                        MainActor.assumeIsolated {
                            GtkAlertPresentation.live(data)?.pressed(
                                at: CGPoint(x: x, y: y), count: Int(count))
                        }
                    }
            watch(click, "pressed", unsafeBitCast(pressedAt, to: GCallback.self))
            let released:
                @convention(c) (OpaquePointer?, Int32, Double, Double, gpointer?) -> Void =
                    { _, _, x, y, data in
                        MainActor.assumeIsolated {
                            GtkAlertPresentation.live(data)?.clicked(at: CGPoint(x: x, y: y))
                        }
                    }
            watch(click, "released", unsafeBitCast(released, to: GCallback.self))
            gtk_widget_add_controller(area, opaque(click))
            // A drag in a text field selects text.
            let drag = gtk_gesture_drag_new()!
            let dragged: @convention(c) (OpaquePointer?, Double, Double, gpointer?) -> Void = {
                gesture, dx, dy, data in
                var x = 0.0
                var y = 0.0
                gtk_gesture_drag_get_start_point(gesture, &x, &y)
                MainActor.assumeIsolated {
                    GtkAlertPresentation.live(data)?.dragged(
                        from: CGPoint(x: x, y: y), to: CGPoint(x: x + dx, y: y + dy))
                }
            }
            watch(drag, "drag-update", unsafeBitCast(dragged, to: GCallback.self))
            gtk_widget_add_controller(area, opaque(drag))
            // The wheel scrolls a tall alert.
            let wheel = gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_VERTICAL)!
            let scrolled: @convention(c) (OpaquePointer?, Double, Double, gpointer?) -> gboolean = {
                _, _, dy, data in
                MainActor.assumeIsolated {
                    GtkAlertPresentation.live(data)?.scroll(by: CGFloat(dy) * 40) == true ? 1 : 0
                }
            }
            watch(wheel, "scroll", unsafeBitCast(scrolled, to: GCallback.self))
            gtk_widget_add_controller(area, wheel)
            // The close button answers the alert (see closeRequested()); the window closes
            // when the controller detaches the alert, never on its own.
            let closing: @convention(c) (OpaquePointer?, gpointer?) -> gboolean = { _, data in
                MainActor.assumeIsolated { GtkAlertPresentation.live(data)?.closeRequested() }
                return 1
            }
            watch(window, "close-request", unsafeBitCast(closing, to: GCallback.self))
            // Destroyed by anyone else (gtk_window_destroy unrealizes it; the references
            // held here keep it from being disposed, so "destroy" would not come).
            let unrealized: @convention(c) (OpaquePointer?, gpointer?) -> Void = { _, data in
                MainActor.assumeIsolated {
                    GtkAlertPresentation.live(data)?.windowWentAway(destroying: false)
                }
            }
            watch(window, "unrealize", unsafeBitCast(unrealized, to: GCallback.self))
        }

        /// The window's close button: Esc (the cancel action, or a dismissal the alert
        /// allows); else, when the alert has one action only (a message's OK), that action,
        /// as closing a message acknowledges it; else, when it has no action at all (a
        /// status, a progress), a background dismissal, as the terminal's plain mode does.
        /// An alert with several actions and no way to cancel stays until one is chosen, as
        /// it does on the terminal.
        func closeRequested() {
            guard animation == nil || animation?.to == 1 else { return }
            if interaction.cancel() { return }
            let actions = interaction.actionItems.filter { $0.isEnabled }
            if actions.count == 1, let only = actions.first, only.dismissesAlert {
                _ = interaction.activate(only)
            } else if interaction.actionItems.isEmpty {
                owner?.eventHandler?.handle(.dismiss(.backgroundTap), from: alert)
            }
        }

        /// The window is gone from under the alert: destroyed by someone else, or its parent
        /// window closed (`destroying`: the window closes with it, as a transient window
        /// destroyed with its parent). The presentation lets go of it, ends any animation
        /// (running its completion: its tick went with the window) and asks for the alert to
        /// be dismissed, so whoever awaits it gets an answer.
        func windowWentAway(destroying: Bool) {
            guard letGo() else { return }
            if destroying { gtk_window_destroy(window) }
            finishAnimation()
            owner?.eventHandler?.handle(.dismiss(.programmatic), from: alert)
        }

        /// The title the window carries: the first readable text of the alert.
        static func title(of interaction: AlertInteraction) -> String {
            for case let item as any AlertReadableTextItem in interaction.items
            where !item.isHidden && !item.text.isEmpty {
                return item.text.split(whereSeparator: \.isNewline).joined(separator: " ")
            }
            return ""
        }

        /// Opens the window at the size the alert needs (hidden until shown: transparent).
        func open() {
            if let frame = interaction.layoutResult?.frame, let owner {
                let metrics = interaction.resolvedEnvironment.metrics
                // A margin around an alert; a sheet, as wide as it may be, keeps a narrower one.
                let margin = alert.style == .alert ? metrics.screenMargin : metrics.screenMargin / 2
                let width = frame.width + 2 * margin
                // The engine keeps the reserve free (and a sheet its bottom offset too).
                let height =
                    frame.height + metrics.verticalReserve
                    + (alert.style == .actionSheet ? metrics.sheetBottomOffset : 0)
                let standsAlone = owner.parent == nil || owner.parentIsGone
                let size = standsAlone ? CGSize(width: width, height: height) : owner.container.size
                gtk_window_set_default_size(window, Int32(size.width), Int32(size.height))
                // A dialog to the window manager; one of its own in the middle of the screen
                // (over a parent, the window manager places it on the parent).
                gtk_widget_realize(gcast(window))
                alert_gtk_mark_dialog(
                    window, standsAlone ? 1 : 0, Int32(size.width), Int32(size.height))
            }
            gtk_widget_set_opacity(gcast(window), 0)
            present()
        }

        func present() {
            guard !isClosed else { return }
            gtk_window_present(window)
            gtk_im_context_focus_in(inputMethod)
            rebuildControls()
        }

        /// Closes the window, after disconnecting every handler (the input method may still
        /// commit text later, asynchronously, to nobody). Does nothing once closed.
        func close() {
            guard letGo() else { return }
            gtk_window_destroy(window)
        }

        /// Marks the presentation closed and lets go of what ties GTK to it: the redraw
        /// hook, every signal handler, the input method's focus and widget. Returns false
        /// when it was already closed.
        private func letGo() -> Bool {
            guard !isClosed else { return false }
            isClosed = true
            displayListening = nil
            disconnectAll()
            gtk_im_context_focus_out(inputMethod)
            gtk_im_context_set_client_widget(inputMethod, nil)
            return true
        }

        var contentSize: CGSize {
            guard !isClosed else { return .zero }
            return CGSize(
                width: Int(gtk_widget_get_width(area)), height: Int(gtk_widget_get_height(area)))
        }

        func setNeedsDisplay() {
            guard !isClosed else { return }
            gtk_widget_queue_draw(area)
            syncFocus()
            refreshNames()
        }

        /// The alert was laid out again: the stand-ins are rebuilt once, after the size
        /// allocation it may have come from (a resize relayouts through the controller, then
        /// tells the window too), on the main queue's next turn.
        func layoutDidChange() {
            guard !isClosed else { return }
            gtk_widget_queue_draw(area)
            guard !needsRebuild else { return }
            needsRebuild = true
            DispatchQueue.main.async { [weak self] in
                MainActor.assumeIsolated {
                    guard let self, self.needsRebuild else { return }
                    self.rebuildControls()
                }
            }
        }

        // MARK: Drawing

        func draw(_ cairo: OpaquePointer, size: CGSize) {
            guard let owner else { return }
            let environment = interaction.resolvedEnvironment
            let theme = environment.theme
            // A window of its own is the dialog: the alert's background fills it, as a
            // desktop dialog's does. Over a parent, the backdrop is the background a shade
            // darker, dimmed while alerts show.
            let background = theme.palette.background
            let standsAlone = owner.parent == nil || owner.parentIsGone
            let backdropShade = standsAlone ? 1 : 0.94
            cairo_set_source_rgb(
                cairo, Double(background.red) / 255 * backdropShade,
                Double(background.green) / 255 * backdropShade,
                Double(background.blue) / 255 * backdropShade)
            cairo_paint(cairo)
            if owner.isDimmed, !standsAlone {
                let backdrop = theme.palette.backdrop
                cairo_set_source_rgba(
                    cairo, Double(backdrop.red) / 255, Double(backdrop.green) / 255,
                    Double(backdrop.blue) / 255, theme.dimLevel * 0.5 * visibility)
                cairo_paint(cairo)
            }
            guard let layout = interaction.layoutResult, visibility > 0 else { return }
            let frame = layout.frame
            cairo_save(cairo)
            if visibility < 1 {
                cairo_push_group(cairo)
                switch alert.style {
                case .alert:
                    let scale = 0.9 + 0.1 * visibility
                    cairo_translate(cairo, Double(frame.midX), Double(frame.midY))
                    cairo_scale(cairo, scale, scale)
                    cairo_translate(cairo, -Double(frame.midX), -Double(frame.midY))
                case .actionSheet:
                    cairo_translate(cairo, 0, Double(frame.height) * (1 - visibility))
                }
            }
            // A soft shadow, the rounded alert, then its items clipped to it.
            let radius = theme.cornerRadius
            for spread in stride(from: 6.0, to: 0, by: -2) where !standsAlone {
                CairoAlertCanvas.roundedRect(
                    cairo, frame.insetBy(dx: -spread, dy: -spread).offsetBy(dx: 0, dy: 2),
                    radius: radius + spread)
                cairo_set_source_rgba(cairo, 0, 0, 0, 0.035)
                cairo_fill(cairo)
            }
            CairoAlertCanvas.roundedRect(cairo, frame, radius: radius)
            cairo_set_source_rgba(
                cairo, Double(background.red) / 255, Double(background.green) / 255,
                Double(background.blue) / 255, Double(background.alpha) / 255)
            cairo_fill_preserve(cairo)
            cairo_clip(cairo)
            let canvas = CairoAlertCanvas(
                cairo: cairo,
                measurer: (environment.measurer as? PangoTextMeasurer) ?? owner.measurer,
                images: images)
            // Right to left (a Hebrew or Arabic desktop), every item but a text field is drawn
            // mirrored about the alert's middle; a text field at its mirrored frame, as is.
            let mirrored =
                isRightToLeft
                ? AlertMirroredCanvas(canvas, measurer: canvas.measurer, mirrorX: frame.midX) : nil
            clampScroll()
            let viewport = layout.scrollFrame
            interaction.forEachDrawableItem(scrollOffset: scrollOffset, viewport: viewport) {
                index, item, itemFrame, context in
                let pinned = layout.isPinned(itemAt: index)
                if !pinned {
                    // Scrolling items are clipped to the viewport.
                    cairo_save(cairo)
                    let clip = viewport.offsetBy(dx: frame.minX, dy: frame.minY)
                    cairo_rectangle(
                        cairo, Double(clip.minX), Double(clip.minY), Double(clip.width),
                        Double(clip.height))
                    cairo_clip(cairo)
                }
                var drawn = itemFrame.offsetBy(
                    dx: frame.minX, dy: frame.minY - (pinned ? 0 : scrollOffset))
                var itemCanvas: any AlertCanvas = mirrored ?? canvas
                if let mirrored, Self.followsCaret(item) {
                    drawn = mirrored.mirrored(drawn)
                    itemCanvas = canvas
                }
                item.draw(in: itemCanvas, frame: drawn, context: context)
                if !pinned { cairo_restore(cairo) }
            }
            if layout.isScrollable { drawScrollIndicator(cairo, layout) }
            if visibility < 1 {
                cairo_pop_group_to_source(cairo)
                cairo_reset_clip(cairo)
                cairo_paint_with_alpha(cairo, visibility)
            }
            cairo_restore(cairo)
            if visibility == 1 { drawPreedit(canvas, theme: theme) }
        }

        /// The composition in progress, in a box under the focused field, underlined.
        private func drawPreedit(_ canvas: CairoAlertCanvas, theme: AlertTheme) {
            guard !preedit.isEmpty, let field = focusedFieldFrame() else { return }
            let measurer = canvas.measurer
            let width = measurer.width(of: preedit, role: .field)
            let height = measurer.lineHeight(for: .field)
            let box = CGRect(
                x: field.minX, y: field.maxY + 2, width: width + 12, height: height + 8)
            canvas.fill(box, role: .field, color: theme.palette.background)
            canvas.drawText(
                preedit, at: CGPoint(x: box.minX + 6, y: box.minY + 4), role: .field,
                color: theme.palette.message)
            canvas.fill(
                CGRect(x: box.minX + 6, y: box.maxY - 4, width: width, height: 1),
                color: theme.palette.message)
        }

        /// The focused text field's frame in the content area (scrolled), if a field has the
        /// focus.
        private func focusedFieldFrame() -> CGRect? {
            guard let layout = interaction.layoutResult, let focus = interaction.focusedTarget,
                interaction.items.indices.contains(focus.item),
                interaction.items[focus.item] is any AlertTextInputItem,
                let frame = interaction.frame(of: focus, in: layout)
            else { return nil }
            let scrolled = layout.isPinned(itemAt: focus.item) ? 0 : scrollOffset
            let field = frame.offsetBy(dx: layout.frame.minX, dy: layout.frame.minY - scrolled)
            guard isRightToLeft else { return field }
            // Drawn at its mirrored frame.
            return CGRect(
                x: layout.frame.midX * 2 - field.maxX, y: field.minY, width: field.width,
                height: field.height)
        }

        /// The input method composes: its text is shown under the field.
        private func preeditChanged() {
            var text: UnsafeMutablePointer<CChar>?
            gtk_im_context_get_preedit_string(inputMethod, &text, nil, nil)
            preedit = text.map { String(cString: $0) } ?? ""
            g_free(text)
            updateInputCursor()
            gtk_widget_queue_draw(area)
        }

        /// Tells the input method where the focused field is, so its candidate window opens
        /// next to it.
        private func updateInputCursor() {
            guard !isClosed, let field = focusedFieldFrame() else { return }
            var rectangle = GdkRectangle(
                x: Int32(field.minX), y: Int32(field.minY), width: Int32(max(field.width, 1)),
                height: Int32(max(field.height, 1)))
            gtk_im_context_set_cursor_location(inputMethod, &rectangle)
        }

        /// A thin bar on the viewport's right edge: where the visible part is in the whole.
        private func drawScrollIndicator(_ cairo: OpaquePointer, _ layout: AlertLayoutResult) {
            let viewport = layout.scrollFrame.offsetBy(dx: layout.frame.minX, dy: layout.frame.minY)
            let total = max(layout.scrollContentSize.height, 1)
            let height = max(viewport.height * viewport.height / total, 12)
            let travel = viewport.height - height
            let maximum = maxScrollOffset
            let y = viewport.minY + (maximum > 0 ? travel * scrollOffset / maximum : 0)
            CairoAlertCanvas.roundedRect(
                cairo, CGRect(x: viewport.maxX - 6, y: y + 2, width: 3, height: height - 4),
                radius: 1.5)
            cairo_set_source_rgba(cairo, 0, 0, 0, 0.3)
            cairo_fill(cairo)
        }

        // MARK: Scrolling

        /// How far the scrolling items can move up.
        var maxScrollOffset: CGFloat {
            guard let layout = interaction.layoutResult, layout.isScrollable else { return 0 }
            return max(layout.scrollContentSize.height - layout.scrollFrame.height, 0)
        }

        private func clampScroll() {
            scrollOffset = AlertScrolling.clamped(scrollOffset, maximum: maxScrollOffset)
        }

        /// Scrolls by `points`; returns whether the alert scrolls at all.
        @discardableResult
        func scroll(by points: CGFloat) -> Bool {
            guard !isClosed, maxScrollOffset > 0 else { return false }
            scrollOffset += points
            clampScroll()
            placeControls()
            gtk_widget_queue_draw(area)
            return true
        }

        /// Scrolls the focused target into view (a row of a list, else its whole item).
        private func scrollToFocus() {
            guard !isClosed, let layout = interaction.layoutResult, layout.isScrollable,
                let focus = interaction.focusedTarget, !layout.isPinned(itemAt: focus.item),
                let frame = interaction.frame(of: focus, in: layout)
            else { return }
            let viewport = layout.scrollFrame
            scrollOffset = AlertScrolling.offset(
                scrollOffset, revealing: frame.minY, frame.maxY, in: viewport.minY, viewport.maxY)
            clampScroll()
            placeControls()
        }

        // MARK: Animation

        func animate(
            to target: Double, instant: Bool, _ completion: @escaping @MainActor () -> Void
        ) {
            finishAnimation()
            let timing = interaction.resolvedEnvironment.theme.timing
            let duration = target > visibility ? timing.showDuration : timing.dismissDuration
            let seconds =
                Double(duration.components.seconds)
                + Double(duration.components.attoseconds) / 1e18
            guard !isClosed else {
                visibility = target
                return completion()
            }
            if target > 0 { gtk_widget_set_opacity(gcast(window), 1) }
            guard !instant, seconds > 0 else {
                visibility = target
                gtk_widget_queue_draw(area)
                return completion()
            }
            let ticked: @convention(c) (OpaquePointer?, OpaquePointer?, gpointer?) -> gboolean = {
                _, clock, data in
                MainActor.assumeIsolated {
                    GtkAlertPresentation.live(data)?.step(gdk_frame_clock_get_frame_time(clock))
                        ?? 0
                }
            }
            let tick = gtk_widget_add_tick_callback(
                area, unsafeBitCast(ticked, to: GtkTickCallback.self), me, nil)
            animation = Animation(
                from: visibility, to: target, start: g_get_monotonic_time(), duration: seconds,
                completion: completion, tick: tick)
        }

        /// One frame of the running animation; false when it has ended (the tick goes).
        private func step(_ time: Int) -> gboolean {
            guard let running = animation else { return 0 }
            let progress = min(max(Double(time - running.start) / (running.duration * 1e6), 0), 1)
            let eased = 1 - (1 - progress) * (1 - progress)
            visibility = running.from + (running.to - running.from) * eased
            gtk_widget_queue_draw(area)
            guard progress >= 1 else { return 1 }
            animation = nil
            visibility = running.to
            running.completion()
            return 0
        }

        /// Ends the running animation at its end, calling its completion.
        func finishAnimation() {
            guard let running = animation else { return }
            animation = nil
            // Safe on a destroyed window too: the presentation holds a reference on the area.
            gtk_widget_remove_tick_callback(area, running.tick)
            visibility = running.to
            running.completion()
        }

        // MARK: Input

        private func keyPressed(_ keyval: guint, _ state: GdkModifierType) -> Bool {
            // With text selected, Ctrl+C (or Ctrl+Insert) copies it and Ctrl+X (or
            // Shift+Delete) cuts it, as in any desktop field; a password's selection is never
            // copied (the interaction gives none), so there they do what they do unselected.
            let cuts = GtkKeyMapping.isCut(keyval: keyval, state: state)
            if cuts || GtkKeyMapping.isCopy(keyval: keyval, state: state),
                let selected = interaction.selectedText
            {
                copy(selected)
                if cuts { interaction.handle(.delete) }
                return true
            }
            // Ctrl+C is otherwise the program's, as on a terminal: it ends the run
            // (alert-gtk: 130).
            if let interrupt = owner?.interruptHandler,
                state.rawValue & GDK_CONTROL_MASK.rawValue != 0,
                [GDK_KEY_c, GDK_KEY_C].contains(Int32(bitPattern: keyval))
            {
                interrupt()
                return true
            }
            guard animation == nil || animation?.to == 1 else { return true }
            if GtkKeyMapping.isPaste(keyval: keyval, state: state) {
                requestPaste()
                return true
            }
            guard var key = GtkKeyMapping.alertKey(keyval: keyval, state: state) else {
                return false
            }
            // Drawn right to left, Left goes to what is drawn on the left: the next control
            // (a text field's caret keeps its own way).
            if isRightToLeft, key == .left || key == .right, focusedFieldFrame() == nil {
                key = key == .left ? .right : .left
            }
            if interaction.handle(key) { return true }
            // Esc on an alert with no button at all (a progress, a spinner) dismisses it, as
            // the close button does: whoever awaits it learns it was stopped.
            if key == .escape, interaction.actionItems.isEmpty {
                owner?.eventHandler?.handle(.dismiss(.backgroundTap), from: alert)
                return true
            }
            // Page Up and Down move a list's cursor or a calendar's month (taken above);
            // else they scroll by a page, as in the terminal.
            let page = (interaction.layoutResult?.scrollFrame.height ?? 0) - 20
            switch key {
            case .up: scroll(by: -40)
            case .down: scroll(by: 40)
            case .pageUp: return scroll(by: -page)
            case .pageDown: return scroll(by: page)
            default: break
            }
            return true
        }

        /// Puts `text` on the clipboard (GDK owns it from then on, for other programs to
        /// paste while this one runs).
        private func copy(_ text: String) {
            guard let clipboard = gtk_widget_get_clipboard(area) else { return }
            gdk_clipboard_set_text(clipboard, text)
        }

        /// Reads the clipboard's text and pastes it when it comes (see `commit(_:pasted:)`).
        /// The read holds the presentation until it answers; closed by then, it pastes
        /// nothing.
        private func requestPaste() {
            guard let clipboard = gtk_widget_get_clipboard(area) else { return }
            let done: GAsyncReadyCallback = { source, result, data in
                guard let data else { return }
                let presentation = Unmanaged<GtkAlertPresentation>.fromOpaque(data)
                    .takeRetainedValue()
                var error: UnsafeMutablePointer<GError>?
                let text = gdk_clipboard_read_text_finish(OpaquePointer(source), result, &error)
                if let error { g_error_free(error) }
                guard let text else { return }
                let string = String(cString: text)
                g_free(text)
                MainActor.assumeIsolated {
                    guard !presentation.isClosed else { return }
                    presentation.commit(string, pasted: true)
                }
            }
            gdk_clipboard_read_text_async(
                clipboard, nil, done, Unmanaged.passRetained(self).toOpaque())
        }

        /// Typed text (from the input method) or, `pasted`, the clipboard's: control
        /// characters are dropped, line breaks kept in a paste, and the alert gets it as the
        /// terminal's bracketed paste reaches it (a one-line field turns line breaks into
        /// spaces, a text area keeps them).
        private func commit(_ text: String, pasted: Bool = false) {
            guard animation == nil || animation?.to == 1 else { return }
            let clean = String(
                text.unicodeScalars.filter {
                    !$0.properties.isNoncharacterCodePoint && $0.value != 0x7F
                        && ($0.value >= 0x20 || (pasted && ($0 == "\n" || $0 == "\r")))
                })
            guard !clean.isEmpty else { return }
            if clean.count == 1, let character = clean.first, !pasted {
                interaction.handle(.character(character))
            } else {
                interaction.handle(.text(clean))
            }
        }

        /// A press: the start of a click, or (`count` 2) a double click's second press, which
        /// selects the word under it in a text field.
        private func pressed(at point: CGPoint, count: Int) {
            pressedAt = point
            pressIsSpent = false
            dragItem = nil
            guard count == 2, animation == nil || animation?.to == 1,
                let layout = interaction.layoutResult,
                let hit = item(at: unmirrored(point, in: layout), in: layout)
            else { return }
            pressIsSpent = interaction.doubleClick(
                itemAt: hit.index, at: unmirrored(hit, in: layout), size: hit.size)
        }

        /// The pointer moved while pressed: past a few points from where the press began in
        /// a text field, the text from there to the pointer is selected (and the release
        /// then clicks nothing).
        private func dragged(from start: CGPoint, to point: CGPoint) {
            guard animation == nil || animation?.to == 1, pressedAt != nil,
                let layout = interaction.layoutResult
            else { return }
            let continuing = dragItem != nil
            if !continuing {
                guard hypot(point.x - start.x, point.y - start.y) >= 3,
                    let hit = item(at: unmirrored(start, in: layout), in: layout)
                else { return }
                dragItem = hit.index
            }
            guard let index = dragItem, layout.itemFrames.indices.contains(index) else { return }
            let frame = layout.itemFrames[index]
            // Both ends relative to the item, where the pointer is now even outside it.
            // (Right to left, a text field is drawn as it is at its mirrored frame.)
            let left = layout.frame.minX + frame.minX
            let origin = CGPoint(
                x: isRightToLeft ? layout.frame.midX * 2 - (left + frame.width) : left,
                y: layout.frame.minY + frame.minY
                    - (layout.isPinned(itemAt: index) ? 0 : scrollOffset))
            let selected = interaction.drag(
                itemAt: index, from: CGPoint(x: start.x - origin.x, y: start.y - origin.y),
                to: CGPoint(x: point.x - origin.x, y: point.y - origin.y), size: frame.size,
                continuing: continuing)
            if selected {
                pressIsSpent = true
            } else {
                dragItem = nil
            }
        }

        /// A release: with the press, a click (unless the press was spent on a double click
        /// or a drag). A release without a press (the press went to another window) does
        /// nothing, as on the terminal; during the dismiss animation clicks are ignored,
        /// during the show animation they count, as keys do.
        private func clicked(at point: CGPoint) {
            guard let start = pressedAt else { return }
            pressedAt = nil
            dragItem = nil
            guard !pressIsSpent else { return }
            guard animation == nil || animation?.to == 1, let layout = interaction.layoutResult
            else { return }
            let frame = layout.frame
            guard frame.contains(start) || frame.contains(point) else {
                owner?.eventHandler?.handle(.backgroundTap, from: alert)
                return
            }
            guard let hit = item(at: unmirrored(point, in: layout), in: layout),
                hit.index == item(at: unmirrored(start, in: layout), in: layout)?.index
            else { return }
            interaction.click(
                itemAt: hit.index, at: unmirrored(hit, in: layout), size: hit.size)
        }

        /// Whether the alert is laid out right to left (GTK's direction for the desktop's
        /// language: Hebrew, Arabic): then it is drawn mirrored.
        var isRightToLeft: Bool {
            gtk_widget_get_direction(area) == GTK_TEXT_DIR_RTL
        }

        /// Whether `item` draws its text after a caret (a text field, a text area): drawn
        /// right to left, it keeps its own drawing, at its mirrored frame.
        static func followsCaret(_ item: any AlertItem) -> Bool {
            item is any AlertTextInputItem && !(item is any AlertStopFocusingItem)
                && !(item is any AlertGridShowingItem)
        }

        /// Where `point` (content-area coordinates) is in the alert as laid out: mirrored
        /// about the alert's middle when it is drawn right to left.
        private func unmirrored(_ point: CGPoint, in layout: AlertLayoutResult) -> CGPoint {
            guard isRightToLeft else { return point }
            return CGPoint(x: layout.frame.midX * 2 - point.x, y: point.y)
        }

        /// The point of `hit` as its item takes it: as laid out, but for a text field drawn
        /// unmirrored at its mirrored frame, where it is from the field's own left edge.
        private func unmirrored(
            _ hit: (index: Int, point: CGPoint, size: CGSize), in layout: AlertLayoutResult
        ) -> CGPoint {
            guard isRightToLeft, Self.followsCaret(interaction.items[hit.index]) else {
                return hit.point
            }
            return CGPoint(x: hit.size.width - hit.point.x, y: hit.point.y)
        }

        /// The item under `point` (content-area coordinates), with the point relative to it.
        private func item(at point: CGPoint, in layout: AlertLayoutResult)
            -> (index: Int, point: CGPoint, size: CGSize)?
        {
            let local = CGPoint(x: point.x - layout.frame.minX, y: point.y - layout.frame.minY)
            guard CGRect(origin: .zero, size: layout.frame.size).contains(local) else { return nil }
            // Inside the viewport, the scrolling items are where the scroll moved them.
            let scrolled = CGPoint(x: local.x, y: local.y + scrollOffset)
            for index in layout.itemFrames.indices.reversed() {
                let pinned = layout.isPinned(itemAt: index)
                guard pinned || layout.scrollFrame.contains(local) else { continue }
                let inside = pinned ? local : scrolled
                let frame = layout.itemFrames[index]
                guard frame.contains(inside) else { continue }
                return (
                    index, CGPoint(x: inside.x - frame.minX, y: inside.y - frame.minY), frame.size
                )
            }
            return nil
        }

        // MARK: Accessibility

        /// One stand-in per focus target, at its frame, with its role and name; rebuilt after
        /// every layout. In an alert that scrolls, only the targets within a screenful of
        /// the viewport (and the focused one) have stand-ins, and in a list that scrolls its
        /// own rows those shown and as many either side, as GTK's own list views make
        /// widgets for the rows in sight only: a list of 100,000 rows holds a few dozen
        /// widgets, and scrolling past them builds the next ones (see `placeControls()`,
        /// `syncFocus()`).
        func rebuildControls(revealingFocus: Bool = true) {
            needsRebuild = false
            isRebuilding = true
            defer { isRebuilding = false }
            guard !isClosed else { return }
            // The stand-ins there are are reused in order where the role matches (a relayout
            // of a long list moves and renames them, no more): making thousands of widgets
            // anew on every layout is what costs.
            let previous = controls
            controls = []
            guard let layout = interaction.layoutResult else {
                previous.forEach(removeControl)
                return
            }
            let items = interaction.items
            let origin = layout.frame.origin
            let span =
                layout.isScrollable ? Self.span(around: layout, scrolledBy: scrollOffset) : nil
            standInSpan = span
            let focused = interaction.focusedTarget
            for target in interaction.focusTargets
            where target.item < layout.itemFrames.count && target.item < items.count {
                let item = items[target.item]
                guard let part = interaction.frame(of: target, in: layout) else { continue }
                let isPinned = layout.isPinned(itemAt: target.item)
                if target != focused {
                    if let span, !isPinned,
                        part.maxY < span.lowerBound || part.minY > span.upperBound
                    {
                        continue
                    }
                    // A list that scrolls its own rows: those shown, and as many either side.
                    if let shown = (item as? any AlertStopFocusingItem)?.shownStops,
                        target.stop < shown.lowerBound - shown.count
                            || target.stop >= shown.upperBound + shown.count
                    {
                        continue
                    }
                }
                let frame = part.offsetBy(dx: origin.x, dy: origin.y)
                let role = Self.role(of: item)
                let name = Self.name(of: item, stop: target.stop, at: target.item, in: items)
                let position = controls.count
                if position < previous.count, previous[position].description.role == role {
                    var control = previous[position]
                    if control.description.name != name {
                        alert_gtk_set_accessible_label(control.widget, name)
                    }
                    if control.description.frame.size != frame.size {
                        gtk_widget_set_size_request(
                            control.widget, Int32(max(frame.width, 1)),
                            Int32(max(frame.height, 1)))
                    }
                    // Where it is now stays in the description: placeControls() moves it.
                    control.base = frame
                    control.isPinned = isPinned
                    control.description.name = name
                    control.description.frame.size = frame.size
                    control.description.target = target
                    let before = control.description
                    control.description.checked = Self.checked(item, stop: target.stop)
                    control.description.text = Self.text(of: item, role: role)
                    control.description.isReadOnly =
                        role == GTK_ACCESSIBLE_ROLE_TEXT_BOX && !(item is any AlertTextInputItem)
                    control.description.detail = Self.detail(of: item, stop: target.stop)
                    Self.expose(control.description, on: control.widget, was: before)
                    Self.updateCells(of: &control, to: Self.cells(of: item))
                    controls.append(control)
                    continue
                }
                if position < previous.count { removeControl(previous[position]) }
                // Held until the next rebuild (or the presentation goes), so its handler can
                // always be disconnected.
                // A grid is a box of rows of cells (it has no button to press), a text box a
                // text view holding its text; anything else a button playing its role.
                let isGrid = role == GTK_ACCESSIBLE_ROLE_GRID
                let isText = role == GTK_ACCESSIBLE_ROLE_TEXT_BOX
                let made =
                    isGrid
                    ? alert_gtk_accessible_box_new(role, GTK_ORIENTATION_VERTICAL)
                    : isText
                        ? alert_gtk_accessible_text_new(item is any AlertTextInputItem ? 0 : 1)
                        : alert_gtk_accessible_control_new(role)
                let widget: UnsafeMutablePointer<GtkWidget> = gcast(g_object_ref_sink(made!.raw)!)
                alert_gtk_set_accessible_label(widget, name)
                gtk_widget_set_opacity(widget, 0)
                gtk_widget_set_can_target(widget, 0)
                gtk_widget_set_size_request(
                    widget, Int32(max(frame.width, 1)), Int32(max(frame.height, 1)))
                gtk_fixed_put(gcast(layer), widget, Double(frame.minX), Double(frame.minY))
                if isGrid {
                    gtk_widget_set_focusable(widget, 1)
                } else if !isText {
                    let activated: @convention(c) (OpaquePointer?, gpointer?) -> Void = {
                        button, data in
                        MainActor.assumeIsolated {
                            GtkAlertPresentation.live(data)?.activateControl(button)
                        }
                    }
                    connect(widget, "clicked", unsafeBitCast(activated, to: GCallback.self), me)
                }
                var description = GtkAccessibleControl(
                    role: role, name: name, frame: frame, target: target)
                description.checked = Self.checked(item, stop: target.stop)
                description.text = Self.text(of: item, role: role)
                description.isReadOnly = isText && !(item is any AlertTextInputItem)
                description.detail = Self.detail(of: item, stop: target.stop)
                Self.expose(description, on: widget)
                var control = Control(
                    widget: widget, base: frame, isPinned: isPinned, description: description)
                Self.updateCells(of: &control, to: Self.cells(of: item))
                controls.append(control)
            }
            // Before anything below may build them again (a focus scrolled out of the span).
            for control in previous.dropFirst(controls.count) { removeControl(control) }
            rebuildReadables(layout)
            placeControls()
            if !revealingFocus, focused == focusedTarget,
                let control = controls.first(where: { $0.description.target == focused })
            {
                // Scrolled away from the focus (the wheel): it keeps GTK's focus on its new
                // stand-in, and the scroll stays where it was taken.
                gtk_widget_grab_focus(control.widget)
                return
            }
            focusedTarget = nil
            syncFocus()
        }

        /// Takes `control`'s stand-in out of the window and lets go of it.
        private func removeControl(_ control: Control) {
            disconnect(control.widget, data: me)
            gtk_fixed_remove(gcast(layer), control.widget)
            g_object_unref(control.widget.raw)
        }

        /// A stand-in's name and state follow its control: a check box's state as it is
        /// ticked, a text box's text as it is typed.
        private func refreshNames() {
            let items = interaction.items
            for index in controls.indices {
                let target = controls[index].description.target
                guard items.indices.contains(target.item) else { continue }
                let item = items[target.item]
                let before = controls[index].description
                controls[index].description.checked = Self.checked(item, stop: target.stop)
                controls[index].description.text = Self.text(of: item, role: before.role)
                if controls[index].description != before {
                    Self.expose(
                        controls[index].description, on: controls[index].widget, was: before)
                }
                if item is any AlertGridShowingItem {
                    Self.updateCells(of: &controls[index], to: Self.cells(of: item))
                }
                let name = Self.name(of: item, stop: target.stop, at: target.item, in: items)
                guard name != controls[index].description.name else { continue }
                controls[index].description.name = name
                alert_gtk_set_accessible_label(controls[index].widget, name)
            }
            for index in readables.indices {
                let target = readables[index].description.target
                guard items.indices.contains(target.item),
                    let progress = items[target.item] as? any AlertProgressShowingItem,
                    progress.fractionDone != readables[index].description.value
                else { continue }
                let before = readables[index].description
                readables[index].description.value = progress.fractionDone
                Self.expose(readables[index].description, on: readables[index].widget, was: before)
            }
        }

        /// Makes the stand-ins of the items read but not focused anew: a label for each
        /// title and message, a progress bar for a progress (named after the alert's title);
        /// the window's description follows the message.
        private func rebuildReadables(_ layout: AlertLayoutResult) {
            for control in readables { removeControl(control) }
            readables = []
            let items = interaction.items
            describeWindow(items)
            let focused = Set(interaction.focusTargets.map(\.item))
            let origin = layout.frame.origin
            for (index, item) in items.enumerated()
            where !focused.contains(index) && index < layout.itemFrames.count
                && (item as? any AlertStyledItem)?.isHidden != true
            {
                var description: GtkAccessibleControl
                let frame = layout.itemFrames[index].offsetBy(dx: origin.x, dy: origin.y)
                let target = AlertFocusTarget(item: index)
                if let progress = item as? any AlertProgressShowingItem {
                    description = GtkAccessibleControl(
                        role: GTK_ACCESSIBLE_ROLE_PROGRESS_BAR, name: Self.title(of: interaction),
                        frame: frame, target: target)
                    description.value = progress.fractionDone
                } else if let text = item as? any AlertReadableTextItem, !text.text.isEmpty {
                    description = GtkAccessibleControl(
                        role: GTK_ACCESSIBLE_ROLE_LABEL, name: text.text, frame: frame,
                        target: target)
                } else {
                    continue
                }
                // A progress bar is GTK's own, whose value is what AT-SPI reads.
                let made =
                    description.role == GTK_ACCESSIBLE_ROLE_PROGRESS_BAR
                    ? gtk_progress_bar_new() : alert_gtk_accessible_control_new(description.role)
                let widget: UnsafeMutablePointer<GtkWidget> = gcast(g_object_ref_sink(made!.raw)!)
                alert_gtk_set_accessible_label(widget, description.name)
                Self.expose(description, on: widget)
                gtk_widget_set_focusable(widget, 0)
                gtk_widget_set_opacity(widget, 0)
                gtk_widget_set_can_target(widget, 0)
                gtk_widget_set_size_request(
                    widget, Int32(max(frame.width, 1)), Int32(max(frame.height, 1)))
                gtk_fixed_put(gcast(layer), widget, Double(frame.minX), Double(frame.minY))
                readables.append(
                    Control(
                        widget: widget, base: frame, isPinned: layout.isPinned(itemAt: index),
                        description: description))
            }
        }

        /// The cells of `item`'s grid, row by row (none when it shows no grid).
        static func cells(of item: any AlertItem) -> [[GtkAccessibleCell]] {
            guard let grid = item as? any AlertGridShowingItem else { return [] }
            let selected = grid.selectedGridCell
            return (0..<max(grid.gridRows, 0)).map { row in
                (0..<max(grid.gridColumns, 0)).map { column in
                    GtkAccessibleCell(
                        name: grid.gridCellName(row: row, column: column) ?? "",
                        isSelected: selected?.row == row && selected?.column == column)
                }
            }
        }

        /// Makes `control`'s rows and cells stand-ins say `cells`: the cells that changed are
        /// renamed and (un)selected; the rows are made anew when the grid's shape changed.
        static func updateCells(of control: inout Control, to cells: [[GtkAccessibleCell]]) {
            let old = control.description.cells
            guard cells != old else { return }
            control.description.cells = cells
            let box = control.widget
            let sameShape =
                old.count == cells.count
                && zip(old, cells).allSatisfy {
                    $0.count == $1.count
                }
            if !sameShape {
                while let row = gtk_widget_get_first_child(box) { gtk_box_remove(gcast(box), row) }
            }
            var row = sameShape ? gtk_widget_get_first_child(box) : nil
            for (rowIndex, rowCells) in cells.enumerated() {
                let rowWidget: UnsafeMutablePointer<GtkWidget>
                if let existing = row {
                    rowWidget = existing
                } else {
                    rowWidget = alert_gtk_accessible_box_new(
                        GTK_ACCESSIBLE_ROLE_ROW, GTK_ORIENTATION_HORIZONTAL)
                    gtk_box_append(gcast(box), rowWidget)
                }
                var cell = sameShape ? gtk_widget_get_first_child(rowWidget) : nil
                for (columnIndex, value) in rowCells.enumerated() {
                    let cellWidget: UnsafeMutablePointer<GtkWidget>
                    if let existing = cell {
                        cellWidget = existing
                    } else {
                        cellWidget = alert_gtk_accessible_box_new(
                            GTK_ACCESSIBLE_ROLE_GRID_CELL, GTK_ORIENTATION_HORIZONTAL)
                        gtk_widget_set_hexpand(cellWidget, 1)
                        gtk_widget_set_vexpand(cellWidget, 1)
                        gtk_box_append(gcast(rowWidget), cellWidget)
                    }
                    let before = sameShape ? old[rowIndex][columnIndex] : nil
                    if before?.name != value.name {
                        alert_gtk_set_accessible_label(cellWidget, value.name)
                    }
                    if before?.isSelected != value.isSelected {
                        alert_gtk_set_accessible_selected(cellWidget, value.isSelected ? 1 : 0)
                    }
                    cell = sameShape ? gtk_widget_get_next_sibling(cellWidget) : nil
                }
                row = sameShape ? gtk_widget_get_next_sibling(rowWidget) : nil
            }
        }

        /// Whether stop `stop` of `item` is a checked check box (nil: no check box).
        static func checked(_ item: any AlertItem, stop: Int) -> Bool? {
            (item as? any AlertCheckableStopsItem)?.isChecked(stop: stop)
        }

        /// Tells assistive technologies a stand-in's state where it differs from `was` (nil:
        /// a new stand-in): a check box's, a progress bar's value, a text box's text, a
        /// detail read after the name.
        static func expose(
            _ description: GtkAccessibleControl, on widget: UnsafeMutablePointer<GtkWidget>,
            was before: GtkAccessibleControl? = nil
        ) {
            if let checked = description.checked, checked != before?.checked {
                alert_gtk_set_accessible_checked(widget, checked ? 1 : 0)
            }
            if description.role == GTK_ACCESSIBLE_ROLE_PROGRESS_BAR,
                before == nil || description.value != before?.value
            {
                alert_gtk_set_accessible_fraction(widget, description.value ?? -1)
            }
            if let text = description.text, text != before?.text {
                alert_gtk_set_accessible_text(widget, text)
            }
            if let before, description.isReadOnly != before.isReadOnly {
                alert_gtk_set_accessible_read_only(widget, description.isReadOnly ? 1 : 0)
            }
            if description.detail != before?.detail {
                if let detail = description.detail {
                    alert_gtk_set_accessible_description(widget, detail)
                } else {
                    alert_gtk_reset_accessible_description(widget)
                }
            }
        }

        /// Describes the window with the alert's message: its readable texts but the title
        /// (the window's name) and a form's field labels (each names its field).
        private func describeWindow(_ items: [any AlertItem]) {
            var texts: [String] = []
            var isTitle = true
            for case let item as any AlertReadableTextItem in items
            where !item.isHidden && !item.text.isEmpty {
                defer { isTitle = false }
                guard !isTitle, !(item is any AlertFieldLabelItem) else { continue }
                texts.append(item.text)
            }
            let description = texts.isEmpty ? nil : texts.joined(separator: "\n")
            guard description != windowDescription else { return }
            windowDescription = description
            if let description {
                alert_gtk_set_accessible_description(gcast(window), description)
            } else {
                alert_gtk_reset_accessible_description(gcast(window))
            }
        }

        /// The part of `layout`'s scrolling content that holds stand-ins at `offset`: what
        /// shows in the viewport and a viewport's height either side.
        static func span(around layout: AlertLayoutResult, scrolledBy offset: CGFloat)
            -> ClosedRange<CGFloat>
        {
            let viewport = layout.scrollFrame
            return
                (viewport.minY + offset - viewport.height)...(viewport.maxY + offset
                + viewport.height)
        }

        /// Moves the stand-ins of scrolling items with the scroll offset; where the viewport
        /// has left the part that has stand-ins, builds them for where it is now.
        func placeControls() {
            guard !isClosed else { return }
            if let span = standInSpan, let layout = interaction.layoutResult {
                let viewport = layout.scrollFrame
                if viewport.minY + scrollOffset < span.lowerBound
                    || viewport.maxY + scrollOffset > span.upperBound
                {
                    return rebuildControls(revealingFocus: false)
                }
            }
            updateInputCursor()
            place(&controls)
            place(&readables)
        }

        /// Moves `stand-ins` that scroll to where their items are drawn now.
        private func place(_ standIns: inout [Control]) {
            for index in standIns.indices {
                let control = standIns[index]
                let frame =
                    control.isPinned
                    ? control.base : control.base.offsetBy(dx: 0, dy: -scrollOffset)
                guard frame != control.description.frame else { continue }
                standIns[index].description.frame = frame
                gtk_fixed_move(gcast(layer), control.widget, Double(frame.minX), Double(frame.minY))
            }
        }

        /// An assistive technology pressed a stand-in: its target is focused and activated.
        private func activateControl(_ button: OpaquePointer?) {
            guard let control = controls.first(where: { $0.widget.raw == button?.raw }) else {
                return
            }
            interaction.focus(control.description.target)
            interaction.handle(.enter)
        }

        /// Moves GTK's focus to the stand-in of the alert's focused target, so assistive
        /// technologies follow the alert's own focus.
        private func syncFocus() {
            guard !isClosed else { return }
            let focused = interaction.focusedTarget
            guard focused != focusedTarget else { return }
            focusedTarget = focused
            scrollToFocus()
            updateInputCursor()
            guard let control = controls.first(where: { $0.description.target == focused })
            else {
                // A row beyond those with stand-ins (a long list scrolled to it): they are
                // built around it, and it is focused there.
                if focused != nil, !isRebuilding { rebuildControls() }
                return
            }
            gtk_widget_grab_focus(control.widget)
        }

        static func role(of item: any AlertItem) -> GtkAccessibleRole {
            if item is any AlertGridShowingItem { return GTK_ACCESSIBLE_ROLE_GRID }
            if let checkable = item as? any AlertCheckableStopsItem {
                return checkable.isExclusive
                    ? GTK_ACCESSIBLE_ROLE_RADIO : GTK_ACCESSIBLE_ROLE_CHECKBOX
            }
            if item is any AlertTextInputItem { return GTK_ACCESSIBLE_ROLE_TEXT_BOX }
            if (item as? any AlertTextBoxItem)?.readOnlyText != nil {
                return GTK_ACCESSIBLE_ROLE_TEXT_BOX
            }
            if item is any AlertActionItem { return GTK_ACCESSIBLE_ROLE_BUTTON }
            if item is any AlertClickableItem { return GTK_ACCESSIBLE_ROLE_BUTTON }
            return GTK_ACCESSIBLE_ROLE_WIDGET
        }

        /// The accessible name of stop `stop` of `item` (item `index` of `items`): a check
        /// box's label, a row's own description, a text box's label (the text before it: a
        /// form field's label, the question), a button's title, else the item's description.
        static func name(
            of item: any AlertItem, stop: Int, at index: Int, in items: [any AlertItem]
        ) -> String {
            // A grid is named after its label; its cells carry their own names.
            if let grid = item as? any AlertGridShowingItem { return grid.gridName }
            // A check box by its label alone: its state says whether it is ticked.
            if let checkable = item as? any AlertCheckableStopsItem,
                let label = checkable.accessibleLabel(forStop: stop)
            {
                return label
            }
            // A row of a list reads alone: naming each of n rows with the whole list's
            // description would be O(n²).
            if let rows = item as? any AlertStopDescribingItem,
                let described = rows.textDescription(forStop: stop)
            {
                return described
            }
            if item is any AlertTextInputItem || item is any AlertTextBoxItem {
                // Its text is the stand-in's own (see `text(of:role:)`).
                return textBoxName(of: item, at: index, in: items)
            }
            if let action = item as? any AlertActionItem { return action.title }
            if let described = (item as? any AlertStyledItem)?.textDescription, !described.isEmpty {
                return described
            }
            return "Control \(stop + 1)"
        }

        /// The name of the text box `item` at `index` of `items`: the form field's label
        /// right before it, else its hint (a placeholder), else the nearest text before it
        /// (the question asked), else what it is.
        static func textBoxName(of item: any AlertItem, at index: Int, in items: [any AlertItem])
            -> String
        {
            let before = items[..<min(index, items.count)].reversed().lazy.compactMap {
                $0 as? any AlertReadableTextItem
            }.first { !$0.isHidden && !$0.text.isEmpty }
            let hint = (item as? any AlertTextBoxItem)?.textBoxHint ?? ""
            let label =
                before is any AlertFieldLabelItem || hint.isEmpty ? before?.text : hint
            if let label {
                return label.split(whereSeparator: \.isNewline).joined(separator: " ")
            }
            return (item as? any AlertTextInputItem)?.isSecure == true ? "Password" : "Text"
        }

        /// The text a text box stand-in holds: a text input's text (a secret's as bullets),
        /// a pager's; nil for any other stand-in.
        static func text(of item: any AlertItem, role: GtkAccessibleRole) -> String? {
            guard role == GTK_ACCESSIBLE_ROLE_TEXT_BOX else { return nil }
            guard let input = item as? any AlertTextInputItem else {
                return (item as? any AlertTextBoxItem)?.readOnlyText
            }
            return input.isSecure ? String(repeating: "•", count: input.text.count) : input.text
        }

        /// What is read after stop `stop`'s name: a check box row's detail.
        static func detail(of item: any AlertItem, stop: Int) -> String? {
            (item as? any AlertCheckableStopsItem)?.accessibleDetail(forStop: stop)
        }
    }
#endif
