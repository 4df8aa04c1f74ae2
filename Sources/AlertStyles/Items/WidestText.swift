import AlertPresentation
import AlertProtocol

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

/// The width of the widest of a list of texts that does not change (a list's options),
/// remembered with the measurer it was measured with, so that laying a long list out again
/// (a resize, a refused answer) measures nothing new.
struct WidestText {
    /// The measurer and role of the last measure, and the width found.
    private var measured: (measurer: any AlertTextMeasuring, role: AlertTextRole, width: CGFloat)?

    /// The widest of `texts` in `role`: measured once (O(their total length)), then O(1)
    /// while the measurer measures alike (see `AlertTextMeasuring.measuresLike(_:)`) and
    /// the role is the same. The caller passes the same texts every time.
    mutating func width(
        of texts: some Sequence<String>, role: AlertTextRole, measurer: any AlertTextMeasuring
    ) -> CGFloat {
        if let measured, measured.role == role, measured.measurer.measuresLike(measurer) {
            return measured.width
        }
        var widest: CGFloat = 0
        for text in texts { widest = max(widest, measurer.width(of: text, role: role)) }
        measured = (measurer, role, widest)
        return widest
    }

    /// Takes `texts`, added to the list since, into the width already measured in `role`:
    /// O(their total length); nothing before the first measure, which measures them all.
    mutating func widen(with texts: some Sequence<String>, role: AlertTextRole) {
        guard let measured, measured.role == role else { return }
        var widest = measured.width
        for text in texts { widest = max(widest, measured.measurer.width(of: text, role: role)) }
        self.measured = (measured.measurer, role, widest)
    }
}
