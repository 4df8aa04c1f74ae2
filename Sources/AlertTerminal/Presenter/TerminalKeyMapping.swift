import AlertPresentation
import TerminalKit

/// Turns terminal keys into the presenter-neutral `AlertKeyInput` alerts understand.
package enum TerminalKeyMapping {
    /// The alert key for a terminal key, or nil for keys alerts do not use (function keys,
    /// chords with Ctrl, Alt or Meta, characters that are not printable). Shift-Tab is
    /// `AlertKeyInput.backTab`; Ctrl+D and Alt+Enter (Esc then Enter, as a terminal sends
    /// it) are `AlertKeyInput.submit`.
    package static func alertKey(for key: TerminalKey, modifiers: KeyModifiers = [])
        -> AlertKeyInput?
    {
        switch key {
        case .character("d") where modifiers == .control:
            return .submit
        case .enter where modifiers.contains(.alt):
            return .submit
        case .character(let character):
            guard modifiers.intersection([.control, .alt, .meta]).isEmpty,
                TextSanitizer.isSafe(String(character))
            else { return nil }
            return .character(character)
        case .tab: return modifiers.contains(.shift) ? .backTab : .tab
        case .backTab: return .backTab
        case .up: return .up
        case .down: return .down
        case .left: return .left
        case .right: return .right
        case .home: return .home
        case .end: return .end
        case .enter: return .enter
        case .escape: return .escape
        case .backspace: return .backspace
        case .delete: return .delete
        case .pageUp: return .pageUp
        case .pageDown: return .pageDown
        case .insert, .function, .begin: return nil
        }
    }
}
