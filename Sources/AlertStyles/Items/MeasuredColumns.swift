import AlertPresentation
import AlertProtocol

/// Columns of text whose widths are measured once per measurer (a menu's two columns, a
/// table's): ``measureIfNeeded(with:role:)`` measures again only for another role or a
/// measurer that measures otherwise.
@MainActor
package protocol MeasuredColumns: AnyObject {
    /// The measurer and role of the last ``measure(with:role:)``, nil before it.
    var lastMeasure: (measurer: any AlertTextMeasuring, role: AlertTextRole)? { get }

    /// Measures every text of the columns with `measurer` in `role`. O(their total length).
    func measure(with measurer: any AlertTextMeasuring, role: AlertTextRole)
}

extension MeasuredColumns {
    /// Measures as ``measure(with:role:)`` does, unless the last measure was in `role` by a
    /// measurer that measures as `measurer` does (see `AlertTextMeasuring.measuresLike(_:)`):
    /// O(1) then, else O(total length).
    package func measureIfNeeded(with measurer: any AlertTextMeasuring, role: AlertTextRole) {
        if let last = lastMeasure, last.role == role, last.measurer.measuresLike(measurer) {
            return
        }
        measure(with: measurer, role: role)
    }
}
