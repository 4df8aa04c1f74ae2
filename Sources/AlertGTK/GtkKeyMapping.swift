#if GTK
    import AlertLayout
    import AlertPresentation
    import AlertProtocol
    import CGtk

    /// GDK key values to alert keys. Printable keys are not here: they reach the alert as
    /// text committed by the input method.
    enum GtkKeyMapping {
        /// The alert key for `keyval` pressed with `state`, or nil for a key alerts ignore.
        /// Alt+Enter and Ctrl+D are ``AlertKeyInput/submit`` (a text area's answer).
        static func alertKey(keyval: guint, state: GdkModifierType) -> AlertKeyInput? {
            let shift = state.rawValue & GDK_SHIFT_MASK.rawValue != 0
            let alt = state.rawValue & GDK_ALT_MASK.rawValue != 0
            let control = state.rawValue & GDK_CONTROL_MASK.rawValue != 0
            switch Int32(bitPattern: keyval) {
            case GDK_KEY_Tab, GDK_KEY_KP_Tab: return shift ? .backTab : .tab
            case GDK_KEY_ISO_Left_Tab: return .backTab
            case GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter: return alt ? .submit : .enter
            case GDK_KEY_d where control, GDK_KEY_D where control:
                return .submit
            case GDK_KEY_Escape: return .escape
            case GDK_KEY_BackSpace: return .backspace
            case GDK_KEY_Delete, GDK_KEY_KP_Delete: return .delete
            case GDK_KEY_Left, GDK_KEY_KP_Left: return .left
            case GDK_KEY_Right, GDK_KEY_KP_Right: return .right
            case GDK_KEY_Up, GDK_KEY_KP_Up: return .up
            case GDK_KEY_Down, GDK_KEY_KP_Down: return .down
            case GDK_KEY_Home, GDK_KEY_KP_Home: return .home
            case GDK_KEY_End, GDK_KEY_KP_End: return .end
            default: return nil
            }
        }
    }
#endif
