#if GTK
    import AlertEngine
    import CGtk
    import Testing

    @testable import AlertGTK

    @Suite struct GtkKeyMappingTests {
        @Test func tabAndShiftTabMoveTheFocusBothWays() {
            let none = GdkModifierType(rawValue: 0)
            #expect(GtkKeyMapping.alertKey(keyval: guint(GDK_KEY_Tab), state: none) == .tab)
            #expect(
                GtkKeyMapping.alertKey(keyval: guint(GDK_KEY_Tab), state: GDK_SHIFT_MASK)
                    == .backTab)
            #expect(
                GtkKeyMapping.alertKey(keyval: guint(GDK_KEY_ISO_Left_Tab), state: none) == .backTab
            )
        }

        @Test func enterAndEscapeAnswer() {
            let none = GdkModifierType(rawValue: 0)
            #expect(GtkKeyMapping.alertKey(keyval: guint(GDK_KEY_Return), state: none) == .enter)
            #expect(GtkKeyMapping.alertKey(keyval: guint(GDK_KEY_KP_Enter), state: none) == .enter)
            #expect(GtkKeyMapping.alertKey(keyval: guint(GDK_KEY_Escape), state: none) == .escape)
        }

        /// Page Up and Down reach the alert (a list's cursor, a calendar's month) before
        /// the presentation scrolls with them.
        @Test func pageUpAndDownReachTheAlert() {
            let none = GdkModifierType(rawValue: 0)
            #expect(GtkKeyMapping.alertKey(keyval: guint(GDK_KEY_Page_Up), state: none) == .pageUp)
            #expect(
                GtkKeyMapping.alertKey(keyval: guint(GDK_KEY_KP_Page_Down), state: none)
                    == .pageDown)
        }

        @Test func altEnterAndCtrlDSubmit() {
            #expect(
                GtkKeyMapping.alertKey(keyval: guint(GDK_KEY_Return), state: GDK_ALT_MASK)
                    == .submit)
            #expect(
                GtkKeyMapping.alertKey(keyval: guint(GDK_KEY_d), state: GDK_CONTROL_MASK)
                    == .submit)
            let none = GdkModifierType(rawValue: 0)
            #expect(GtkKeyMapping.alertKey(keyval: guint(GDK_KEY_d), state: none) == nil)
        }

        @Test func printableKeysAreLeftToTheInputMethod() {
            let none = GdkModifierType(rawValue: 0)
            #expect(GtkKeyMapping.alertKey(keyval: guint(GDK_KEY_a), state: none) == nil)
        }

        /// The word and line edits, with Ctrl or Alt as in the terminal; both at once, or
        /// neither, is no edit.
        @Test func ctrlAndAltChordsAreWordAndLineEdits() {
            let control = GDK_CONTROL_MASK
            let alt = GDK_ALT_MASK
            let cases: [(Int32, GdkModifierType, AlertTextEdit)] = [
                (GDK_KEY_Left, control, .wordLeft), (GDK_KEY_Right, control, .wordRight),
                (GDK_KEY_BackSpace, control, .deleteWordBackward),
                (GDK_KEY_BackSpace, alt, .deleteWordBackward),
                (GDK_KEY_w, control, .deleteWordBackward),
                (GDK_KEY_Delete, control, .deleteWordForward),
                (GDK_KEY_u, control, .deleteToLineStart), (GDK_KEY_k, control, .deleteToLineEnd),
            ]
            for (keyval, state, edit) in cases {
                #expect(GtkKeyMapping.alertKey(keyval: guint(keyval), state: state) == .edit(edit))
            }
            let both = GdkModifierType(rawValue: control.rawValue | alt.rawValue)
            #expect(GtkKeyMapping.alertKey(keyval: guint(GDK_KEY_w), state: both) == nil)
            // Alt with a letter is a mnemonic (a focused text takes Alt+B, F, D as edits).
            #expect(GtkKeyMapping.alertKey(keyval: guint(GDK_KEY_w), state: alt) == .mnemonic("w"))
            #expect(GtkKeyMapping.alertKey(keyval: guint(GDK_KEY_b), state: alt) == .mnemonic("b"))
            #expect(GtkKeyMapping.alertKey(keyval: guint(GDK_KEY_Y), state: alt) == .mnemonic("Y"))
            #expect(GtkKeyMapping.alertKey(keyval: guint(GDK_KEY_minus), state: alt) == nil)
            let none = GdkModifierType(rawValue: 0)
            #expect(GtkKeyMapping.alertKey(keyval: guint(GDK_KEY_Left), state: none) == .left)
            #expect(
                GtkKeyMapping.alertKey(keyval: guint(GDK_KEY_BackSpace), state: none) == .backspace)
        }

        /// Ctrl+V and Shift+Insert paste; V alone, Ctrl+Shift+V and Insert alone do not.
        @Test func ctrlVAndShiftInsertPaste() {
            #expect(GtkKeyMapping.isPaste(keyval: guint(GDK_KEY_v), state: GDK_CONTROL_MASK))
            #expect(GtkKeyMapping.isPaste(keyval: guint(GDK_KEY_Insert), state: GDK_SHIFT_MASK))
            #expect(
                !GtkKeyMapping.isPaste(
                    keyval: guint(GDK_KEY_v), state: GdkModifierType(rawValue: 0)))
            #expect(
                !GtkKeyMapping.isPaste(
                    keyval: guint(GDK_KEY_V),
                    state: GdkModifierType(
                        rawValue: GDK_CONTROL_MASK.rawValue | GDK_SHIFT_MASK.rawValue)))
            #expect(
                !GtkKeyMapping.isPaste(
                    keyval: guint(GDK_KEY_Insert), state: GdkModifierType(rawValue: 0)))
        }

        /// Shift with the arrows, Home and End selects (by a word with Ctrl too), Ctrl+A
        /// selects all; Ctrl+Shift+A, Alt+Shift+Left and plain Left do not select.
        @Test func shiftSelectsAndCtrlASelectsAll() {
            let shift = GDK_SHIFT_MASK
            let controlShift = GdkModifierType(
                rawValue: GDK_CONTROL_MASK.rawValue | GDK_SHIFT_MASK.rawValue)
            let cases: [(Int32, GdkModifierType, AlertTextEdit)] = [
                (GDK_KEY_Left, shift, .selectLeft), (GDK_KEY_Right, shift, .selectRight),
                (GDK_KEY_KP_Left, shift, .selectLeft),
                (GDK_KEY_Home, shift, .selectToLineStart), (GDK_KEY_End, shift, .selectToLineEnd),
                (GDK_KEY_Left, controlShift, .selectWordLeft),
                (GDK_KEY_Right, controlShift, .selectWordRight),
                (GDK_KEY_a, GDK_CONTROL_MASK, .selectAll),
            ]
            for (keyval, state, edit) in cases {
                #expect(GtkKeyMapping.alertKey(keyval: guint(keyval), state: state) == .edit(edit))
            }
            #expect(GtkKeyMapping.alertKey(keyval: guint(GDK_KEY_A), state: controlShift) == nil)
            let altShift = GdkModifierType(rawValue: GDK_ALT_MASK.rawValue | shift.rawValue)
            #expect(
                GtkKeyMapping.alertKey(keyval: guint(GDK_KEY_Left), state: altShift)
                    != .edit(.selectLeft))
            #expect(
                GtkKeyMapping.alertKey(
                    keyval: guint(GDK_KEY_Left), state: GdkModifierType(rawValue: 0)) == .left)
        }

        /// Ctrl+C and Ctrl+Insert copy, Ctrl+X and Shift+Delete cut; C alone, Ctrl+Shift+C
        /// and Delete alone do neither.
        @Test func ctrlCCopiesAndCtrlXCuts() {
            let none = GdkModifierType(rawValue: 0)
            #expect(GtkKeyMapping.isCopy(keyval: guint(GDK_KEY_c), state: GDK_CONTROL_MASK))
            #expect(GtkKeyMapping.isCopy(keyval: guint(GDK_KEY_Insert), state: GDK_CONTROL_MASK))
            #expect(!GtkKeyMapping.isCopy(keyval: guint(GDK_KEY_c), state: none))
            #expect(
                !GtkKeyMapping.isCopy(
                    keyval: guint(GDK_KEY_C),
                    state: GdkModifierType(
                        rawValue: GDK_CONTROL_MASK.rawValue | GDK_SHIFT_MASK.rawValue)))
            #expect(GtkKeyMapping.isCut(keyval: guint(GDK_KEY_x), state: GDK_CONTROL_MASK))
            #expect(GtkKeyMapping.isCut(keyval: guint(GDK_KEY_Delete), state: GDK_SHIFT_MASK))
            #expect(!GtkKeyMapping.isCut(keyval: guint(GDK_KEY_Delete), state: none))
            #expect(!GtkKeyMapping.isCut(keyval: guint(GDK_KEY_x), state: none))
        }
    }
#endif
