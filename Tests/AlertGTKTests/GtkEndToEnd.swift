#if GTK
    import Testing

    /// The end-to-end tests: real programs in real windows on one X display, one at a time
    /// (the keyboard focus is the display's).
    @Suite(.serialized) enum GtkEndToEnd {}
#endif
