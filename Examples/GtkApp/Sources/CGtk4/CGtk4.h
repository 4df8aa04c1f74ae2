// GTK 4's C API for the program's own window.
#include <gtk/gtk.h>
