#if GTK
    import AlertLayout
    import AlertPresentation
    import AlertProtocol
    import CGtk
    import Foundation

    /// The alert-level window of the desktop: each attached alert gets a GTK 4 window of its
    /// own, laid out by the engine in points, drawn with Cairo and Pango, and answering keys,
    /// clicks and input-method text through the alert's `AlertInteraction` only (an
    /// `AlertView` or an alert of your own with items of your own present alike).
    ///
    /// - With a `parent` window, each alert's window is transient for it and modal to it,
    ///   and the alert is laid out in the parent's size. Without one (a script), each alert
    ///   is a dialog window of its own, sized to the alert. When the parent window closes,
    ///   its alert's window closes with it and the alert is dismissed
    ///   (``AlertDismissReason/programmatic``), so whoever awaits it gets an answer; alerts
    ///   shown after that get windows of their own.
    /// - The window's content area is the ``container``: resizing the window relayouts the
    ///   alert (a sheet follows the width); the engine's frames are drawn as they are
    ///   (`alertFrame(of:)`, `itemFrames(of:)`), at any `GDK_SCALE`.
    /// - Over the parent, alerts fade (and grow, sheets slide) in and out with the theme's
    ///   timing, unless the theme asks for reduced motion or GTK's `gtk-enable-animations`
    ///   setting is off; a dialog window of its own appears and leaves at once.
    /// - The window reads as a dialog to assistive technologies, named after the alert's
    ///   title and described by its message; every focus target has an accessible stand-in
    ///   (role, name, state, a text box's text): see `accessibleControls(of:)`.
    @MainActor
    public final class GtkAlertWindow: AlertWindow {
        /// The window's level (`AlertWindowLevel.alert` unless given).
        public let level: AlertWindowLevel
        /// The space alerts are laid out in, in points: the content area of the top alert's
        /// window (before one is open: the parent's size, or 480×640).
        public private(set) var container: AlertContainer
        /// Where events go (the controller); held weakly.
        public weak var eventHandler: (any AlertEventHandler)?
        /// The units and looks alerts are laid out and drawn with: the standard theme in the
        /// GTK theme's colours (light or dark, its accent), a `PangoTextMeasurer` in GTK's
        /// font and the standard metrics unless given.
        ///
        /// Its measurer is always a `PangoTextMeasurer`, the one text is drawn with: an
        /// environment given with another measurer keeps its theme and metrics and gets a
        /// Pango measurer at its theme's text sizes, so text is laid out as wide as it is
        /// drawn.
        package var environment: AlertEnvironment {
            didSet {
                if !(environment.measurer is PangoTextMeasurer) {
                    environment = Self.measuredByPango(environment)
                }
            }
        }
        /// The measurer text is drawn with (the environment's).
        var measurer: PangoTextMeasurer {
            environment.measurer as? PangoTextMeasurer
                ?? PangoTextMeasurer(sizes: environment.theme.textSizes)
        }
        /// The program's window the alerts are modal to (`GtkWindow *`), if any. The alert
        /// window holds a reference on it.
        package let parent: UnsafeMutablePointer<GtkWindow>?
        /// Whether the parent window is gone (destroyed): alerts are then windows of their
        /// own.
        private(set) var parentIsGone = false
        /// Whether GTK's animations are off (`gtk-enable-animations`): alerts then appear
        /// and leave at once.
        package var reducedMotion: Bool

        /// What Ctrl+C in an alert's window does: nil (a program's own alerts) leaves it an
        /// ordinary key; `alert-gtk` ends the run as Ctrl+C ends `alert` (exit status 130).
        package var interruptHandler: (@MainActor () -> Void)?

        var presentations: [GtkAlertPresentation] = []
        private let interactions = AlertInteractionRegistry()
        /// Whether the backdrop behind alerts is dimmed.
        package private(set) var isDimmed = false

        /// The size a window without a parent lays alerts out in before it is open.
        static let defaultSize = CGSize(width: 480, height: 640)

        /// Creates the window for a program without a window of its own (a script): each
        /// alert is a dialog window of its own. Initialises GTK (``GtkRuntime/initialize()``)
        /// when it is not yet.
        ///
        /// - Throws: ``GtkDisplayError`` when GTK has no display to open windows on.
        public convenience init(
            environment: AlertEnvironment? = nil, level: AlertWindowLevel = .alert
        ) throws(GtkDisplayError) {
            try self.init(gtkParent: nil, environment: environment, level: level)
        }

        /// Creates the window for a program with a window of its own: `parent` is that
        /// window, a `GtkWindow *` as whatever GTK module the program uses types it (no cast
        /// needed; nil: as ``init(environment:level:)``). Each alert is laid out in the
        /// parent's size, in a window modal to it. The parent may be presented just before
        /// (GTK has not sized it yet: its default size is used until it has). Initialises GTK
        /// (``GtkRuntime/initialize()``) when it is not yet.
        ///
        /// - Throws: ``GtkDisplayError`` when GTK has no display to open windows on.
        /// - Precondition: `parent`, when given, is a `GtkWindow` (checked with GObject's
        ///   type system).
        public convenience init<Parent>(
            parent: UnsafeMutablePointer<Parent>?, environment: AlertEnvironment? = nil,
            level: AlertWindowLevel = .alert
        ) throws(GtkDisplayError) {
            let window = parent.map {
                UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkWindow.self)
            }
            if GtkRuntime.initialize(), let parent {
                precondition(
                    alert_gtk_is_window(UnsafeMutableRawPointer(parent)) != 0,
                    "GtkAlertWindow(parent:) needs a GtkWindow")
            }
            try self.init(gtkParent: window, environment: environment, level: level)
        }

        private init(
            gtkParent parent: UnsafeMutablePointer<GtkWindow>?, environment: AlertEnvironment?,
            level: AlertWindowLevel
        ) throws(GtkDisplayError) {
            guard GtkRuntime.initialize() else { throw GtkDisplayError() }
            self.level = level
            self.parent = parent
            self.environment = Self.measuredByPango(
                environment
                    ?? AlertEnvironment(
                        theme: .desktop(),
                        measurer: PangoTextMeasurer(sizes: AlertTheme.standard.textSizes),
                        metrics: .standard))
            reducedMotion = alert_gtk_animations_enabled() == 0
            container = AlertContainer(size: Self.size(of: parent) ?? Self.defaultSize)
            if let parent {
                g_object_ref(parent.raw)
                // gtk_window_destroy unrealizes the parent (the reference held here keeps it
                // from being disposed, and so from emitting "destroy").
                let unrealized: @convention(c) (OpaquePointer?, gpointer?) -> Void = {
                    _, data in
                    guard let data else { return }
                    MainActor.assumeIsolated {
                        Unmanaged<GtkAlertWindow>.fromOpaque(data).takeUnretainedValue()
                            .parentDidClose()
                    }
                }
                connect(
                    parent, "unrealize", unsafeBitCast(unrealized, to: GCallback.self),
                    Unmanaged.passUnretained(self).toOpaque())
            }
        }

        /// The size of `parent` in points: as GTK allocated it, or, before GTK has (a window
        /// presented a moment ago), the default size it will be given; nil without either.
        static func size(of parent: UnsafeMutablePointer<GtkWindow>?) -> CGSize? {
            guard let parent else { return nil }
            let widget = UnsafeMutableRawPointer(parent).assumingMemoryBound(to: GtkWidget.self)
            let width = gtk_widget_get_width(widget)
            let height = gtk_widget_get_height(widget)
            if width > 0, height > 0 { return CGSize(width: Int(width), height: Int(height)) }
            var defaultWidth: Int32 = 0
            var defaultHeight: Int32 = 0
            gtk_window_get_default_size(parent, &defaultWidth, &defaultHeight)
            guard defaultWidth > 0, defaultHeight > 0 else { return nil }
            return CGSize(width: Int(defaultWidth), height: Int(defaultHeight))
        }

        isolated deinit {
            // No window may outlive the presentations its signals point to.
            for presentation in presentations {
                presentation.finishAnimation()
                presentation.close()
            }
            if let parent {
                disconnect(parent, data: Unmanaged.passUnretained(self).toOpaque())
                g_object_unref(parent.raw)
            }
        }

        /// The parent window closed: the alerts' windows close with it and their alerts are
        /// dismissed; later alerts get windows of their own.
        private func parentDidClose() {
            parentIsGone = true
            for presentation in presentations { presentation.windowWentAway(destroying: true) }
        }

        /// `environment` with a Pango measurer: its own, else one at its theme's text sizes.
        private static func measuredByPango(_ environment: AlertEnvironment) -> AlertEnvironment {
            guard !(environment.measurer is PangoTextMeasurer) else { return environment }
            var measured = environment
            measured.measurer = PangoTextMeasurer(sizes: environment.theme.textSizes)
            return measured
        }

        /// The alert on top, if any.
        package var visibleAlert: (any AlertPresentable)? { presentations.last?.alert }

        /// The alerts attached, bottom first.
        package var attachedAlerts: [any AlertPresentable] { presentations.map(\.alert) }

        func presentation(for alert: any AlertPresentable) -> GtkAlertPresentation? {
            presentations.first { $0.alert === alert }
        }

        /// The interaction of `alert`, with this window's environment and event handler.
        func prepare(_ alert: any AlertPresentable) -> AlertInteraction {
            interactions.interaction(
                for: alert, environment: environment, eventHandler: eventHandler)
        }

        // MARK: AlertWindow

        /// Lays `alert` out in points in ``container``, with this window's environment.
        public func layout(_ alert: any AlertPresentable) throws {
            // Before the first alert opens, the parent's size as it is now: the program may
            // have resized its window since this window was made.
            if presentations.isEmpty, !parentIsGone, let size = Self.size(of: parent),
                size != container.size
            {
                container = AlertContainer(size: size)
            }
            try interactions.layout(
                alert, environment: environment, container: container,
                eventHandler: eventHandler, isAttached: presentation(for: alert) != nil)
            presentation(for: alert)?.layoutDidChange()
        }

        /// Opens `alert`'s window (hidden until its show animation starts).
        public func attach(_ alert: any AlertPresentable) {
            if let existing = presentation(for: alert) {
                existing.finishAnimation()
                // That completion may have detached the alert, or its window may be gone: it
                // is then opened anew.
                if presentation(for: alert) === existing, !existing.isClosed {
                    presentations.removeAll { $0 === existing }
                    presentations.append(existing)
                    existing.present()
                    return
                }
                if presentation(for: alert) === existing {
                    presentations.removeAll { $0 === existing }
                    interactions.forget(alert)
                }
            }
            let interaction = prepare(alert)
            let presentation = GtkAlertPresentation(
                alert: alert, interaction: interaction, owner: self)
            presentation.displayListening = interaction.addDisplayListener {
                [weak presentation] in presentation?.setNeedsDisplay()
            }
            presentations.append(presentation)
            presentation.open()
        }

        /// Closes `alert`'s window (finishing any animation it has running).
        public func detach(_ alert: any AlertPresentable) {
            guard let presentation = presentation(for: alert) else { return }
            presentation.finishAnimation()
            presentations.removeAll { $0 === presentation }
            presentation.close()
            interactions.forget(alert)
        }

        /// Dims or undims the backdrop around alerts.
        public func setDimmed(_ dimmed: Bool) {
            isDimmed = dimmed
            for presentation in presentations { presentation.setNeedsDisplay() }
        }

        /// Fades (and grows, or slides) `alert` in with the theme's show duration.
        public func animateShow(
            _ alert: any AlertPresentable, completion: @escaping @MainActor () -> Void
        ) {
            guard let presentation = presentation(for: alert) else { return completion() }
            presentation.animate(to: 1, instant: prefersInstant(presentation), completion)
        }

        /// Fades `alert` out with the theme's dismiss duration.
        public func animateDismiss(
            _ alert: any AlertPresentable, completion: @escaping @MainActor () -> Void
        ) {
            guard let presentation = presentation(for: alert) else { return completion() }
            presentation.animate(to: 0, instant: prefersInstant(presentation), completion)
        }

        /// Whether `presentation` appears and leaves at once: with reduced motion, and for a
        /// window of its own (a dialog, which the window manager animates as it does every
        /// window: a fade of its own would only hold the first readable frame back).
        private func prefersInstant(_ presentation: GtkAlertPresentation) -> Bool {
            reducedMotion || parent == nil || parentIsGone
                || presentation.interaction.resolvedEnvironment.theme.timing.reducedMotion
        }

        /// The top alert's window has a new content size: the container follows and the
        /// controller relayouts the alert in place.
        func contentDidResize(_ presentation: GtkAlertPresentation, to size: CGSize) {
            guard presentation === presentations.last, size.width > 0, size.height > 0,
                size != container.size
            else { return }
            container = AlertContainer(size: size)
            eventHandler?.handle(.containerChanged(container), from: nil)
            // An alert shown without a controller lays itself out again.
            if presentation.interaction.container.size != size {
                try? layout(presentation.alert)
            }
            // Either layout asked for the stand-ins to be rebuilt; this asks once more only
            // when neither did (the rebuild is coalesced).
            presentation.layoutDidChange()
        }

        // MARK: What the window shows (for tests and tools)

        /// The frame `alert` is drawn at in its window's content area, in points: the
        /// engine's frame (nil when the alert is not attached or not laid out).
        package func alertFrame(of alert: any AlertPresentable) -> CGRect? {
            presentation(for: alert)?.interaction.layoutResult?.frame
        }

        /// The frames `alert`'s items are drawn at, in the alert's coordinates, in points:
        /// the engine's item frames.
        package func itemFrames(of alert: any AlertPresentable) -> [CGRect] {
            presentation(for: alert)?.interaction.layoutResult?.itemFrames ?? []
        }

        /// The size of `alert`'s window content area, in points (nil when it is not open).
        package func windowContentSize(of alert: any AlertPresentable) -> CGSize? {
            presentation(for: alert)?.contentSize
        }

        /// The `GtkWindow *` showing `alert`, while it is attached.
        package func gtkWindow(of alert: any AlertPresentable) -> UnsafeMutablePointer<GtkWindow>? {
            presentation(for: alert)?.window
        }

        /// The accessible stand-ins of `alert`'s controls: one per focus target, with its
        /// accessible role, name, state (a check box's, a text box's text) and frame in the
        /// window's content area (points).
        package func accessibleControls(of alert: any AlertPresentable) -> [GtkAccessibleControl] {
            presentation(for: alert)?.controls.map(\.description) ?? []
        }

        /// The accessible stand-ins of what `alert` shows to read without focus: a label per
        /// title and message, a progress bar with its value.
        package func accessibleReadables(of alert: any AlertPresentable) -> [GtkAccessibleControl] {
            presentation(for: alert)?.readables.map(\.description) ?? []
        }

        /// The accessible description of `alert`'s window: its message, what a screen reader
        /// reads after the title when the dialog opens (nil when it has none).
        package func accessibleDescription(of alert: any AlertPresentable) -> String? {
            presentation(for: alert)?.windowDescription
        }
    }

    extension GtkAlertWindow {
        /// The accessible roles of the widgets inside each of `alert`'s control stand-ins, as
        /// GTK holds them, in focus order: for a grid, each row's role and its cells' roles
        /// (empty for a stand-in without children).
        package func accessibleChildRoles(of alert: any AlertPresentable)
            -> [[(row: GtkAccessibleRole, cells: [GtkAccessibleRole])]]
        {
            func children(_ widget: UnsafeMutablePointer<GtkWidget>)
                -> [UnsafeMutablePointer<GtkWidget>]
            {
                var found: [UnsafeMutablePointer<GtkWidget>] = []
                var child = gtk_widget_get_first_child(widget)
                while let current = child {
                    found.append(current)
                    child = gtk_widget_get_next_sibling(current)
                }
                return found
            }
            func role(_ widget: UnsafeMutablePointer<GtkWidget>) -> GtkAccessibleRole {
                gtk_accessible_get_accessible_role(opaque(widget))
            }
            guard let presentation = presentation(for: alert) else { return [] }
            return presentation.controls.map { control in
                guard control.description.role == GTK_ACCESSIBLE_ROLE_GRID else { return [] }
                return children(control.widget).map { row in
                    (role(row), children(row).map(role))
                }
            }
        }

        /// Where GTK placed the accessible stand-ins of `alert`'s controls, in the window's
        /// content area (points), in focus order: GTK's own allocation, to compare with the
        /// engine's frames.
        package func allocatedControlFrames(of alert: any AlertPresentable) -> [CGRect] {
            guard let presentation = presentation(for: alert) else { return [] }
            return presentation.controls.map { control in
                var bounds = graphene_rect_t()
                guard gtk_widget_compute_bounds(control.widget, presentation.area, &bounds) != 0
                else { return .null }
                // Graphene computes in single precision: 124 may come back as 123.99999.
                func exact(_ value: Float) -> CGFloat { (CGFloat(value) * 64).rounded() / 64 }
                return CGRect(
                    x: exact(bounds.origin.x), y: exact(bounds.origin.y),
                    width: exact(bounds.size.width), height: exact(bounds.size.height))
            }
        }
    }

    /// GTK could not open a display (no `DISPLAY` or `WAYLAND_DISPLAY`, or the server
    /// refused): there is nowhere to show a desktop alert.
    public struct GtkDisplayError: Error, Hashable, Sendable, CustomStringConvertible {
        /// Creates the error.
        package init() {}

        /// What went wrong, in one line.
        public var description: String {
            "no display to show the alert on (DISPLAY and WAYLAND_DISPLAY are unset or refused)"
        }
    }

    /// One accessible stand-in of a drawn control, as ``GtkAlertWindow`` exposes it.
    package struct GtkAccessibleControl: Hashable, Sendable {
        /// The accessible role (`GTK_ACCESSIBLE_ROLE_BUTTON`, `…_TEXT_BOX`, …).
        package var role: GtkAccessibleRole
        /// The accessible name.
        package var name: String
        /// The control's frame in the window's content area, in points.
        package var frame: CGRect
        /// The focus target it stands for (for a stand-in of an item that takes no focus:
        /// that item, stop 0).
        package var target: AlertFocusTarget
        /// A check box's state (nil: no check box).
        package var checked: Bool? = nil
        /// A progress bar's fraction done (nil: no progress bar, or work of unknown length).
        package var value: Double? = nil
        /// A text box's text, as a screen reader reads it (a secret's as bullets; nil: no
        /// text box).
        package var text: String? = nil
        /// Whether a text box takes no typing (a pager's text).
        package var isReadOnly = false
        /// What is read after the name: a check box row's detail column (nil: nothing).
        package var detail: String? = nil
        /// A grid's cells, row by row: each a `GTK_ACCESSIBLE_ROLE_GRID_CELL` stand-in in a
        /// row of `GTK_ACCESSIBLE_ROLE_ROW` (empty for anything but a grid).
        package var cells: [[GtkAccessibleCell]] = []
    }

    /// One cell of a grid's accessible stand-in.
    package struct GtkAccessibleCell: Hashable, Sendable {
        /// The cell's accessible name (empty for a cell that shows nothing).
        package var name: String
        /// Whether the cell is selected (a calendar's chosen day).
        package var isSelected: Bool
    }
#endif
