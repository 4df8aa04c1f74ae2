// Measures how long a desktop program takes from its spawn to its first drawn window: it
// starts the command, watches the X display for a new mapped top-level window, and reports
// the milliseconds until that window shows a pixel that is not the black of an undrawn
// window. Then it ends the program. Built and run by measure-gtk-startup.sh.
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1000.0 + t.tv_nsec / 1e6;
}

// Whether `window` (mapped, at least 40×40) shows a pixel other than black.
static int drawn(Display *display, Window window) {
    XWindowAttributes attributes;
    if (!XGetWindowAttributes(display, window, &attributes)) return 0;
    if (attributes.map_state != IsViewable || attributes.width < 40 || attributes.height < 40)
        return 0;
    XImage *image = XGetImage(display, window, 0, 0, attributes.width, attributes.height,
        AllPlanes, ZPixmap);
    if (!image) return 0;
    int found = 0;
    for (int y = 0; y < attributes.height && !found; y += 3)
        for (int x = 0; x < attributes.width && !found; x += 3)
            if (XGetPixel(image, x, y) & 0xFFFFFF) found = 1;
    XDestroyImage(image);
    return found;
}

static int ignore_errors(Display *display, XErrorEvent *error) {
    (void)display; (void)error;
    return 0;
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: first-frame COMMAND [ARGUMENT...]\n");
        return 2;
    }
    Display *display = XOpenDisplay(NULL);
    if (!display) {
        fprintf(stderr, "first-frame: no display\n");
        return 2;
    }
    XSetErrorHandler(ignore_errors);
    double start = now_ms();
    pid_t child = fork();
    if (child == 0) {
        execvp(argv[1], argv + 1);
        _exit(127);
    }
    Window root = DefaultRootWindow(display);
    double result = -1;
    while (now_ms() - start < 10000 && result < 0) {
        Window parent, *children = NULL;
        unsigned int count = 0;
        if (XQueryTree(display, root, &root, &parent, &children, &count)) {
            for (unsigned int index = 0; index < count && result < 0; index++)
                if (drawn(display, children[index])) result = now_ms() - start;
            if (children) XFree(children);
        }
        if (result < 0) usleep(1000);
    }
    kill(child, SIGTERM);
    waitpid(child, NULL, 0);
    XCloseDisplay(display);
    if (result < 0) {
        fprintf(stderr, "first-frame: no window drawn within 10 s\n");
        return 1;
    }
    printf("%.0f\n", result);
    return 0;
}
