#if GTK
    import AlertZenity
    import CGtk

    /// zenity's words in the desktop's language, from the system's message catalogs, as
    /// zenity finds them: its own catalog (`zenity`, where zenity's translations are
    /// installed), else GTK's (`gtk40`, which has the buttons). Needs GTK initialised (it sets
    /// the locale from the environment).
    enum ZenityTranslations {
        /// Each of ``ZenityWords/messages`` that a catalog translates.
        static func words() -> ZenityWords {
            var translations: [String: String] = [:]
            for message in ZenityWords.messages {
                for domain in ["zenity", "gtk40"] {
                    // Untranslated, the answer is the message's own pointer: read it while
                    // the message's C string lives.
                    let translated = message.withCString { id in
                        domain.withCString { String(cString: g_dgettext($0, id)) }
                    }
                    guard translated != message else { continue }
                    translations[message] = translated
                    break
                }
            }
            return ZenityWords(translations: translations)
        }
    }
#endif
