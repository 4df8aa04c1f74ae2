import AlertTerminal
import TerminalKit

/// One step of a key script.
package enum DemoScriptStep: Hashable, Sendable {
    /// An input event, as the terminal would deliver it.
    case input(InputEvent)
    /// Let this many milliseconds of the demo's clock pass (timers, countdowns).
    case wait(milliseconds: Int)
    /// The screen changes size, as after SIGWINCH.
    case resize(DemoSize)
}

/// The demo's small key language, for `--script KEYS` and for keys piped into standard input.
///
/// Tokens are separated by commas or line breaks; spaces around a token are ignored, as are
/// empty tokens and lines starting with `#`. Names are case-insensitive:
///
/// - `enter`, `tab`, `backtab` (Shift-Tab), `esc`, `up`, `down`, `left`, `right`, `home`,
///   `end`, `pgup`, `pgdn`, `backspace`, `delete`, `space`, `comma`
/// - `ctrl-X` (for example `ctrl-c`): a control chord
/// - any single character (for example `q` or `好`): that key
/// - `text:STRING`: each character of STRING typed as a key (a comma needs `comma`)
/// - `paste:STRING`: STRING as one bracketed paste
/// - `wait:MS`: let MS milliseconds pass (0...600000)
/// - `click:COL:ROW`: a left click (press and release) on the 0-based cell
/// - `resize:COLSxROWS`: the screen changes size
package enum DemoScript {
    /// The usage lines shown by `--help`.
    package static let help = """
        KEYS: tokens separated by commas or line breaks (names are case-insensitive):
          enter tab backtab esc up down left right home end pgup pgdn backspace
          delete space comma   named keys
          ctrl-X               a control chord, e.g. ctrl-c
          X                    any single character is that key, e.g. q or 好
          text:STRING          type each character of STRING (use 'comma' for ',')
          paste:STRING         STRING as one bracketed paste
          wait:MS              let MS milliseconds of the demo's clock pass
          click:COL:ROW        left click on the 0-based cell
          resize:COLSxROWS     the screen changes size
          # ...                a line starting with # is a comment
        """

    /// The steps of `text`, in order. O(n) in the text.
    ///
    /// - Throws: ``DemoScriptError`` naming the first token that is not understood.
    package static func parse(_ text: String) throws(DemoScriptError) -> [DemoScriptStep] {
        var steps: [DemoScriptStep] = []
        var position = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmedLine = line.trimmingSpaces
            if trimmedLine.hasPrefix("#") { continue }
            for raw in trimmedLine.split(separator: ",", omittingEmptySubsequences: false) {
                let token = raw.trimmingSpaces
                guard !token.isEmpty else { continue }
                position += 1
                steps += try tokenSteps(token, position: position)
            }
        }
        return steps
    }

    private static func tokenSteps(_ token: String, position: Int) throws(DemoScriptError)
        -> [DemoScriptStep]
    {
        if let colon = token.firstIndex(of: ":") {
            let name = token[..<colon].lowercased()
            let argument = String(token[token.index(after: colon)...])
            if let steps = try argumentSteps(name, argument, token: token, position: position) {
                return steps
            }
        }
        if let key = namedKey(token.lowercased()) {
            return [.input(.key(key))]
        }
        if let chord = controlChord(token.lowercased()) {
            return [.input(.key(.character(chord), .control))]
        }
        if token.count == 1, let character = token.first {
            return [.input(.key(.character(character)))]
        }
        throw .unknownToken(token, position: position)
    }

    private static func argumentSteps(
        _ name: String, _ argument: String, token: String, position: Int
    ) throws(DemoScriptError) -> [DemoScriptStep]? {
        switch name {
        case "text":
            return argument.map { .input(.key(.character($0))) }
        case "paste":
            return [.input(.paste(argument))]
        case "wait":
            guard let milliseconds = Int(argument), (0...600_000).contains(milliseconds) else {
                throw .invalidArgument(token, position: position)
            }
            return [.wait(milliseconds: milliseconds)]
        case "click":
            let parts = argument.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 2, let column = Int(parts[0]), let row = Int(parts[1]),
                column >= 0, row >= 0
            else { throw .invalidArgument(token, position: position) }
            return [MouseEvent.Action.press, .release].map {
                .input(.mouse(MouseEvent(button: .left, action: $0, column: column, row: row)))
            }
        case "resize":
            guard let size = try? DemoSize.parse(argument) else {
                throw .invalidArgument(token, position: position)
            }
            return [.resize(size)]
        default:
            return nil
        }
    }

    private static func namedKey(_ name: String) -> TerminalKey? {
        switch name {
        case "enter", "return": .enter
        case "tab": .tab
        case "backtab", "shift-tab": .backTab
        case "esc", "escape": .escape
        case "up": .up
        case "down": .down
        case "left": .left
        case "right": .right
        case "home": .home
        case "end": .end
        case "pgup", "pageup": .pageUp
        case "pgdn", "pagedown": .pageDown
        case "backspace": .backspace
        case "delete", "del": .delete
        case "space": .character(" ")
        case "comma": .character(",")
        default: nil
        }
    }

    private static func controlChord(_ name: String) -> Character? {
        guard name.hasPrefix("ctrl-"), name.count == 6, let letter = name.last,
            letter.isASCII, letter.isLetter
        else { return nil }
        return letter
    }
}

/// Why a key script could not be read.
package enum DemoScriptError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A token that is no key name, chord, single character or known `name:argument`.
    case unknownToken(String, position: Int)
    /// A known `name:argument` token whose argument is wrong.
    case invalidArgument(String, position: Int)

    /// A message for standard error. The token is sanitised (escape sequences removed, other
    /// controls replaced), since a script may come from an untrusted file.
    package var description: String {
        switch self {
        case .unknownToken(let token, let position):
            "script token \(position) '\(TextSanitizer.sanitize(token))' is not a key "
                + "(see --help)"
        case .invalidArgument(let token, let position):
            "script token \(position) '\(TextSanitizer.sanitize(token))' has an invalid "
                + "argument (see --help)"
        }
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces, tabs and carriage returns.
    fileprivate var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        guard let start = firstIndex(where: { !isSpace($0) }),
            let end = lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(self[start...end])
    }
}
