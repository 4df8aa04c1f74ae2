import AlertCommandKit

/// The usage `alert whiptail --help` and `alert dialog --help` print: the boxes and options
/// the mode takes.
enum DialogHelp {
    /// The text for `dialect`.
    static func text(for dialect: DialogDialect) -> String {
        let buttons =
            dialect == .whiptail
            ? "  --yes-button T --no-button T --ok-button T --cancel-button T\n"
            : "  --yes-label T --no-label T --ok-label T --cancel-label T\n"
                + "  --extra-button [--extra-label T] --help-button [--help-label T]\n"
                + "  --stdout --timeout SECONDS --date-format FORMAT --time-format FORMAT\n"
        let dialogBoxes =
            dialect == .whiptail
            ? ""
            : "  --calendar TEXT H W [DAY MONTH YEAR]\n"
                + "  --timebox TEXT H W [HOUR MINUTE SECOND]\n"
                + "  --pause TEXT H W SECONDS\n"
                + "  --form TEXT H W FORM-H [LABEL Y X ITEM Y X FLEN ILEN]...\n"
                + "  --passwordform TEXT H W FORM-H [LABEL Y X ITEM Y X FLEN ILEN]...\n"
                + "  --inputmenu TEXT H W MENU-H [TAG ITEM]...\n"
        let boxes = """
            Boxes:
              --msgbox TEXT H W
              --yesno TEXT H W
              --infobox TEXT H W
              --inputbox TEXT H W [INIT]
              --passwordbox TEXT H W [INIT]
              --menu TEXT H W LIST-H [TAG ITEM]...
              --checklist TEXT H W LIST-H [TAG ITEM STATUS]...
              --radiolist TEXT H W LIST-H [TAG ITEM STATUS]...
              --gauge TEXT H W [PERCENT]
              --textbox FILE H W

            """
        let options = """
            Options:
              --title T --backtitle T --defaultno --default-item TAG --nocancel
              --separate-output --noitem --notags --output-fd N --clear

            """
        let statuses = dialect == .dialog ? ", 2 Help, 3 Extra (DIALOG_OK... change them)" : ""
        return """
            alert \(dialect.rawValue): \(dialect.rawValue)'s command lines, asked by alert.

            USAGE: alert \(dialect.rawValue) [OPTIONS] BOX TEXT HEIGHT WIDTH [ARGUMENTS]


            """ + boxes + dialogBoxes + "\n" + options + buttons + """

                The answer goes to standard error (or where --output-fd or --stdout say), as
                \(dialect.rawValue) writes it. Exit status: 0 OK or Yes, 1 Cancel or No, 255 Esc or
                an error\(statuses).

                ALERT_FULLSCREEN=1 draws the box full screen, ALERT_PLAIN=1 asks in plain lines, and
                ALERT_ANSWERS=FILE answers a box by its text (its first line), else by its title.

                """
    }
}
