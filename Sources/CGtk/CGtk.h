// GTK 4 for AlertGTK, and the few C helpers Swift cannot write itself: GTK's variadic
// accessibility and object constructors, and libdispatch's hooks for running the main
// queue from another event loop.
#include <gtk/gtk.h>
#include <glib-unix.h>
#include <sys/eventfd.h>

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
