// GTK 4 for AlertGTK, and the few C helpers Swift cannot write itself: GTK's variadic
// accessibility and object constructors, and libdispatch's hooks for running the main
// queue from another event loop.
#include <gtk/gtk.h>
#include <glib-unix.h>
#include <sys/eventfd.h>
#include <string.h>
#ifdef GDK_WINDOWING_X11
#include <gdk/x11/gdkx.h>
#include <X11/Xatom.h>
#endif

// swift-corelibs-libdispatch: the main queue's wake-up descriptor (an eventfd on Linux),
// and the call that runs what is queued on the main queue. Both are what CoreFoundation's
// run loop uses; calling the first makes the main queue driven by the caller's loop.
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);

// A widget that stands for one control of a drawn alert to assistive technologies: a
// transparent button carrying the control's role (a button, a text box, a check box...).
static inline GtkWidget *alert_gtk_accessible_control_new(GtkAccessibleRole role) {
    return GTK_WIDGET(g_object_new(GTK_TYPE_BUTTON, "accessible-role", role, NULL));
}

// A toplevel window that reads as a dialog to assistive technologies (AT-SPI's role
// dialog, as a GtkDialog's), not as GtkWindow's plain window (a frame).
static inline GtkWidget *alert_gtk_dialog_window_new(void) {
    return GTK_WIDGET(g_object_new(GTK_TYPE_WINDOW,
        "accessible-role", GTK_ACCESSIBLE_ROLE_DIALOG, NULL));
}

// A widget of `type` playing accessible role `role` (a construct-only property): the
// window's containers as nameless generic ones rather than their class names, its drawing
// area as none (the stand-ins above it say what it shows).
static inline GtkWidget *alert_gtk_widget_new_with_role(GType type, GtkAccessibleRole role) {
    return GTK_WIDGET(g_object_new(type, "accessible-role", role, NULL));
}

// A widget that stands for a drawn text box: a text view whose buffer mirrors the box's
// text, which is what GTK 4.8 exposes through AT-SPI's text interface (it has no
// GtkAccessibleText, and a GtkText alone exposes no text). Not editable, so it takes no
// input method or key of its own; it reads as editable unless `read_only`.
static inline GtkWidget *alert_gtk_accessible_text_new(gboolean read_only) {
    GtkWidget *view = gtk_text_view_new();
    gtk_text_view_set_editable(GTK_TEXT_VIEW(view), FALSE);
    gtk_accessible_update_property(GTK_ACCESSIBLE(view), GTK_ACCESSIBLE_PROPERTY_READ_ONLY,
        read_only, -1);
    return view;
}

// Sets whether a text box stand-in reads as read only.
static inline void alert_gtk_set_accessible_read_only(GtkWidget *widget, gboolean read_only) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_READ_ONLY,
        read_only, -1);
}

// Sets the text a text box stand-in holds (nothing when it holds it already, so no change
// is announced).
static inline void alert_gtk_set_accessible_text(GtkWidget *widget, const char *text) {
    if (!GTK_IS_TEXT_VIEW(widget)) return;
    GtkTextBuffer *buffer = gtk_text_view_get_buffer(GTK_TEXT_VIEW(widget));
    GtkTextIter start, end;
    gtk_text_buffer_get_bounds(buffer, &start, &end);
    char *current = gtk_text_buffer_get_text(buffer, &start, &end, TRUE);
    if (strcmp(current, text) != 0) gtk_text_buffer_set_text(buffer, text, -1);
    g_free(current);
}

// A box that stands for a part of a drawn control that holds others (a grid of cells, a
// row of it, a cell) to assistive technologies: its children share its `orientation`
// equally.
static inline GtkWidget *alert_gtk_accessible_box_new(
    GtkAccessibleRole role, GtkOrientation orientation) {
    return GTK_WIDGET(g_object_new(GTK_TYPE_BOX, "accessible-role", role,
        "orientation", orientation, "homogeneous", TRUE, NULL));
}

// Sets whether a cell stand-in is selected.
static inline void alert_gtk_set_accessible_selected(GtkWidget *widget, gboolean selected) {
    gtk_accessible_update_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_SELECTED,
        selected, -1);
}

// Sets the accessible label of a widget.
static inline void alert_gtk_set_accessible_label(GtkWidget *widget, const char *label) {
    gtk_accessible_update_property(
        GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

// Sets the accessible description of a widget.
static inline void alert_gtk_set_accessible_description(GtkWidget *widget, const char *text) {
    gtk_accessible_update_property(
        GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
}

// Takes a widget's accessible description away.
static inline void alert_gtk_reset_accessible_description(GtkWidget *widget) {
    gtk_accessible_reset_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
}

// Whether GTK animates (the gtk-enable-animations setting; off means reduced motion).
static inline gboolean alert_gtk_animations_enabled(void) {
    GtkSettings *settings = gtk_settings_get_default();
    gboolean enabled = TRUE;
    if (settings) g_object_get(settings, "gtk-enable-animations", &enabled, NULL);
    return enabled;
}

// The font GTK draws text in (the gtk-font-name setting), or NULL; free it with g_free.
static inline char *alert_gtk_font_name(void) {
    GtkSettings *settings = gtk_settings_get_default();
    char *name = NULL;
    if (settings) g_object_get(settings, "gtk-font-name", &name, NULL);
    return name;
}

// The theme's colour `name` (`theme_bg_color`, `theme_selected_bg_color`...: the colours
// GTK's themes define for applications) into `color`; FALSE when the theme has none.
static inline gboolean alert_gtk_theme_color(const char *name, GdkRGBA *color) {
    static GtkWidget *probe = NULL;
    if (!probe) probe = g_object_ref_sink(gtk_label_new(NULL));
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    return gtk_style_context_lookup_color(gtk_widget_get_style_context(probe), name, color);
    G_GNUC_END_IGNORE_DEPRECATIONS
}

// The file of the icon theme's icon `name` at `size` pixels (scale 1), or NULL; free it
// with g_free.
static inline char *alert_gtk_icon_path(const char *name, int size) {
    GdkDisplay *display = gdk_display_get_default();
    if (!display) return NULL;
    GtkIconTheme *theme = gtk_icon_theme_get_for_display(display);
    if (!gtk_icon_theme_has_icon(theme, name)) return NULL;
    GtkIconPaintable *icon = gtk_icon_theme_lookup_icon(
        theme, name, NULL, size, 1, GTK_TEXT_DIR_NONE, 0);
    if (!icon) return NULL;
    GFile *file = gtk_icon_paintable_get_file(icon);
    char *path = file ? g_file_get_path(file) : NULL;
    if (file) g_object_unref(file);
    g_object_unref(icon);
    return path;
}

// Marks a realized window as a dialog for the window manager (on X11: the window type
// DIALOG, which GTK 4 no longer sets), and, when `center` is set, asks for it to be placed
// in the middle of its monitor (GTK 4 has no call for placing a window). Does nothing on
// other backends, where the compositor places and types windows itself.
static inline void alert_gtk_mark_dialog(GtkWindow *window, gboolean center, int width, int height) {
#ifdef GDK_WINDOWING_X11
    GdkSurface *surface = gtk_native_get_surface(GTK_NATIVE(window));
    if (!surface || !GDK_IS_X11_SURFACE(surface)) return;
    Display *display = GDK_SURFACE_XDISPLAY(surface);
    Window xid = GDK_SURFACE_XID(surface);
    Atom type = XInternAtom(display, "_NET_WM_WINDOW_TYPE", False);
    Atom dialog = XInternAtom(display, "_NET_WM_WINDOW_TYPE_DIALOG", False);
    XChangeProperty(display, xid, type, XA_ATOM, 32, PropModeReplace,
        (unsigned char *)&dialog, 1);
    if (center) {
        GdkMonitor *monitor = gdk_display_get_monitor_at_surface(
            gdk_surface_get_display(surface), surface);
        if (!monitor) return;
        GdkRectangle area;
        gdk_monitor_get_geometry(monitor, &area);
        int x = area.x + (area.width - width) / 2;
        int y = area.y + (area.height - height) / 2;
        // GDK's sizes are in application pixels, X's in device pixels (GDK_SCALE=2: twice).
        int scale = gdk_surface_get_scale_factor(surface);
        x = x > area.x ? x : area.x;
        y = y > area.y ? y : area.y;
        XMoveWindow(display, xid, x * scale, y * scale);
    }
#endif
}

// Sets whether a check box stand-in is checked.
static inline void alert_gtk_set_accessible_checked(GtkWidget *widget, gboolean checked) {
    gtk_accessible_update_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_CHECKED,
        checked ? GTK_ACCESSIBLE_TRISTATE_TRUE : GTK_ACCESSIBLE_TRISTATE_FALSE, -1);
}

// Sets a progress bar stand-in's (a GtkProgressBar, whose value AT-SPI reads, 0...1 as in
// zenity's) fraction done; a negative fraction says the length of the work is unknown
// (the bar pulses, its value text says so).
static inline void alert_gtk_set_accessible_fraction(GtkWidget *widget, double fraction) {
    if (!GTK_IS_PROGRESS_BAR(widget)) return;
    if (fraction < 0) {
        gtk_progress_bar_pulse(GTK_PROGRESS_BAR(widget));
        gtk_accessible_update_property(GTK_ACCESSIBLE(widget),
            GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, "In progress", -1);
    } else {
        gtk_progress_bar_set_fraction(GTK_PROGRESS_BAR(widget), fraction > 1 ? 1 : fraction);
        gtk_accessible_reset_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT);
    }
}

// Whether `pointer` is a GtkWindow (a program's parent window, given as a pointer of any
// type).
static inline gboolean alert_gtk_is_window(gpointer pointer) {
    return pointer && G_TYPE_CHECK_INSTANCE_TYPE(pointer, GTK_TYPE_WINDOW);
}
