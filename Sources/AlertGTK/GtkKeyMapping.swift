#if GTK
    import AlertLayout
    import AlertPresentation
    import AlertProtocol
    import CGtk

    /// GDK key values to alert keys. Printable keys are not here: they reach the alert as
    /// text committed by the input method.
    enum GtkKeyMapping {
        /// The alert key for `keyval` pressed with `state`, or nil for a key alerts ignore.
        /// Alt+Enter and Ctrl+D are ``AlertKeyInput/submit`` (a text area's answer). The
        /// word and line edits are the terminal's (see `TerminalKeyMapping`): Ctrl+Left and
        /// Ctrl+Right move by a word, Ctrl+Backspace and Ctrl+W (or Alt+Backspace) delete
        /// the word before the cursor, Ctrl+Delete the word after it, Ctrl+U and Ctrl+K to
        /// the start and the end of the line. Alt with a letter or digit is a mnemonic (see
        /// `mnemonic(keyval:control:alt:)`): in a text, the alert makes Alt+B, Alt+F and
        /// Alt+D the word moves and delete. Shift selects (see
        /// `selection(keyval:shift:control:alt:)`) and Ctrl+A selects the whole text, as in a
        /// desktop field (a terminal keeps Ctrl+A for the start of the line).
        static func alertKey(keyval: guint, state: GdkModifierType) -> AlertKeyInput? {
            let shift = state.rawValue & GDK_SHIFT_MASK.rawValue != 0
            let alt = state.rawValue & GDK_ALT_MASK.rawValue != 0
            let control = state.rawValue & GDK_CONTROL_MASK.rawValue != 0
            if let selection = selection(keyval: keyval, shift: shift, control: control, alt: alt) {
                return .edit(selection)
            }
            if let edit = edit(keyval: keyval, control: control, alt: alt) { return .edit(edit) }
            switch Int32(bitPattern: keyval) {
            case GDK_KEY_Tab, GDK_KEY_KP_Tab:
                // Ctrl+Tab leaves a text that takes tabs, as in a GTK text view.
                return shift ? .backTab : control ? .control("\t") : .tab
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
            case GDK_KEY_Page_Up, GDK_KEY_KP_Page_Up: return .pageUp
            case GDK_KEY_Page_Down, GDK_KEY_KP_Page_Down: return .pageDown
            default: return mnemonic(keyval: keyval, control: control, alt: alt)
            }
        }

        /// Alt with a letter or digit (not Ctrl): ``AlertKeyInput/mnemonic(_:)``, which the
        /// alert makes a word edit in a text (Alt+B, Alt+F, Alt+D) and a button's press
        /// elsewhere; nil for any other key.
        static func mnemonic(keyval: guint, control: Bool, alt: Bool) -> AlertKeyInput? {
            guard alt, !control else { return nil }
            let code = gdk_keyval_to_unicode(keyval)
            guard code != 0, let scalar = Unicode.Scalar(code) else { return nil }
            let character = Character(scalar)
            guard character.isLetter || character.isNumber else { return nil }
            return .mnemonic(character)
        }

        /// The word or line edit `keyval` with Ctrl or Alt (not both) is, or nil.
        static func edit(keyval: guint, control: Bool, alt: Bool) -> AlertTextEdit? {
            guard control != alt else { return nil }
            switch Int32(bitPattern: keyval) {
            case GDK_KEY_Left, GDK_KEY_KP_Left: return .wordLeft
            case GDK_KEY_Right, GDK_KEY_KP_Right: return .wordRight
            case GDK_KEY_BackSpace: return .deleteWordBackward
            case GDK_KEY_Delete, GDK_KEY_KP_Delete: return .deleteWordForward
            case GDK_KEY_w, GDK_KEY_W: return control ? .deleteWordBackward : nil
            case GDK_KEY_u, GDK_KEY_U: return control ? .deleteToLineStart : nil
            case GDK_KEY_k, GDK_KEY_K: return control ? .deleteToLineEnd : nil
            default: return nil
            }
        }

        /// The selecting edit `keyval` is: with Shift, Left and Right select a grapheme (a
        /// word with Ctrl too), Home and End to the start and the end of the line; Ctrl+A
        /// (without Shift or Alt) selects all. Nil for any other key.
        static func selection(keyval: guint, shift: Bool, control: Bool, alt: Bool)
            -> AlertTextEdit?
        {
            guard !alt else { return nil }
            let key = Int32(bitPattern: keyval)
            if control, !shift, key == GDK_KEY_a || key == GDK_KEY_A { return .selectAll }
            guard shift else { return nil }
            switch key {
            case GDK_KEY_Left, GDK_KEY_KP_Left: return control ? .selectWordLeft : .selectLeft
            case GDK_KEY_Right, GDK_KEY_KP_Right: return control ? .selectWordRight : .selectRight
            case GDK_KEY_Home, GDK_KEY_KP_Home: return .selectToLineStart
            case GDK_KEY_End, GDK_KEY_KP_End: return .selectToLineEnd
            default: return nil
            }
        }

        /// Whether `keyval` with `state` copies the selection: Ctrl+C, or Ctrl+Insert.
        static func isCopy(keyval: guint, state: GdkModifierType) -> Bool {
            switch Int32(bitPattern: keyval) {
            case GDK_KEY_c, GDK_KEY_C, GDK_KEY_Insert, GDK_KEY_KP_Insert:
                return onlyModifier(GDK_CONTROL_MASK, in: state)
            default: return false
            }
        }

        /// Whether `keyval` with `state` cuts the selection: Ctrl+X, or Shift+Delete.
        static func isCut(keyval: guint, state: GdkModifierType) -> Bool {
            switch Int32(bitPattern: keyval) {
            case GDK_KEY_x, GDK_KEY_X: return onlyModifier(GDK_CONTROL_MASK, in: state)
            case GDK_KEY_Delete, GDK_KEY_KP_Delete: return onlyModifier(GDK_SHIFT_MASK, in: state)
            default: return false
            }
        }

        /// Whether `modifier` is the only one of Shift, Ctrl and Alt in `state`.
        private static func onlyModifier(_ modifier: GdkModifierType, in state: GdkModifierType)
            -> Bool
        {
            let held =
                state.rawValue
                & (GDK_SHIFT_MASK.rawValue | GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue)
            return held == modifier.rawValue
        }

        /// Whether `keyval` with `state` pastes: Ctrl+V, or Shift+Insert.
        static func isPaste(keyval: guint, state: GdkModifierType) -> Bool {
            let modifiers =
                state.rawValue
                & (GDK_SHIFT_MASK.rawValue | GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue)
            switch Int32(bitPattern: keyval) {
            case GDK_KEY_v, GDK_KEY_V: return modifiers == GDK_CONTROL_MASK.rawValue
            case GDK_KEY_Insert, GDK_KEY_KP_Insert: return modifiers == GDK_SHIFT_MASK.rawValue
            default: return false
            }
        }
    }
#endif
