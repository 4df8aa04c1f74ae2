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
    }
#endif
