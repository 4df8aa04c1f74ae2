/// How a terminal can show a picture.
public enum TerminalImageProtocol: String, Hashable, Sendable, CaseIterable {
    /// The kitty graphics protocol: the PNG is sent as is (`f=100`), in chunks.
    case kitty
    /// iTerm2's inline images (`OSC 1337 ; File=`), also understood by WezTerm.
    case iTerm2
    /// Unicode upper half blocks (`▀`) coloured two pixels per cell: works everywhere that
    /// shows colour.
    case halfBlocks

    /// The protocol the environment names, or nil when it names none and a query must decide.
    ///
    /// `ALERT_IMAGES` (`kitty`, `iterm2`, `blocks`) overrides everything. Otherwise kitty is
    /// recognised by `KITTY_WINDOW_ID` or `TERM=xterm-kitty`, iTerm2 by
    /// `TERM_PROGRAM=iTerm.app`, WezTerm (`TERM_PROGRAM=WezTerm`) uses kitty's protocol.
    /// With no colour (`NO_COLOR`), pictures fall back to half blocks drawn without colour,
    /// which the presenter shows as the image's alt text.
    package static func fromEnvironment(_ environment: [String: String]) -> TerminalImageProtocol? {
        switch environment["ALERT_IMAGES"]?.lowercased() {
        case "kitty": return .kitty
        case "iterm2", "iterm": return .iTerm2
        case "blocks", "halfblocks", "none": return .halfBlocks
        default: break
        }
        if environment["KITTY_WINDOW_ID"] != nil || environment["TERM"] == "xterm-kitty" {
            return .kitty
        }
        switch environment["TERM_PROGRAM"] {
        case "iTerm.app": return .iTerm2
        case "WezTerm": return .kitty
        default: return nil
        }
    }

    /// The bytes that ask a terminal whether it speaks the kitty graphics protocol: a
    /// one-pixel query image with id 31, followed by a DA1 request. A terminal that
    /// supports the protocol answers the query (`APC G i=31;OK ST`) before its DA1 reply;
    /// one that does not answers only DA1, so the answer never has to be guessed by timing.
    package static let kittyQuery: [UInt8] = Array(
        "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\\u{1B}[c".utf8)
}
