#if GTK
    import AlertCommandKit
    import AlertDialog
    import AlertZenity
    import AlertEngine
    import AlertGTK
    import AlertAutomation

    extension GtkCommandApp {
        /// Runs zenity's command line `arguments` (``ZenityCommandApp``) in a desktop window
        /// (`--file-selection` in GTK's file chooser, ``ZenityFileChooser``) and returns
        /// zenity's exit status. A dialog `ALERT_ANSWERS` answers by its title (or text)
        /// opens no window; any other needs a display (without one: exit 255, as zenity's
        /// error).
        static func zenity(_ arguments: [String], environment: [String: String]) -> Int32 {
            var question: ZenityQuestion
            switch ZenityCommandApp.start(arguments) {
            case .exit(let status): return status
            case .ask(let asked): question = asked
            }
            if case .notification = question.dialog {
                return ZenityNotification.send(question.text)
            }
            let answers: AlertAnswers?
            do {
                answers = try AlertAnswers.fromEnvironment(environment)
            } catch {
                return ZenityCommandApp.finish(.failed(error.description))
            }
            let id = question.answersID
            let answered =
                id.map { id in question.answersKeys(id).contains { answers?[$0] != nil } }
                ?? false
            guard initializeGtk() || answered else {
                return ZenityCommandApp.finish(.failed("\(GtkDisplayError())"))
            }
            // The buttons and default texts in the desktop's language, as zenity's.
            if !answered { question.words = ZenityTranslations.words() }
            if case .fileSelection(let selection) = question.dialog, !answered {
                let outcome = GtkRuntime.run {
                    await ZenityFileChooser(selection, title: question.options.title)
                        .run(timeout: question.options.timeoutSeconds)
                }
                return ZenityCommandApp.finish(outcome)
            }
            let outcome = GtkRuntime.run {
                await ask(question, answers: answers, answered: answered, id: id)
            }
            return ZenityCommandApp.finish(outcome)
        }

        /// Asks `question` in a window (none when `answered`) and returns how it ended.
        private static func ask(
            _ question: ZenityQuestion, answers: AlertAnswers?, answered: Bool, id: String?
        ) async -> CommandOutcome {
            await onADesktopController(answered: answered, failure: "") { controller in
                let responder = answers.map {
                    AlertAnswersResponder(
                        controller: controller, answers: $0, canAsk: !answered,
                        nowhereToAsk: "no window to ask in")
                }
                responder?.start()
                defer { responder?.stop() }
                let outcome = await withCheckedContinuation { continuation in
                    ZenityRunner.show(question, on: controller, id: id) {
                        continuation.resume(returning: $0)
                    }
                }
                await controller.waitUntilIdle()
                return outcome
            }
        }
    }
#endif
