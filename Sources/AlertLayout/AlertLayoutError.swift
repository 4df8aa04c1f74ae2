/// Why a layout failed. Layout never crashes and never produces a NaN frame: bad input is
/// reported with one of these cases instead.
public enum AlertLayoutError: Error, Equatable, Sendable {
    /// The item list is empty.
    case noItems
    /// The item at `index` (the first bad one) has invalid metadata; `reason` names the field,
    /// for example `"itemSize.width is NaN"` or `"boundsInsets.left is negative (-1.0)"`.
    case invalidItem(index: Int, reason: String)
    /// The container leaves no room for an alert, or one of its values (or of the engine's
    /// metrics, reasons starting with `metrics.`) is not usable. The string names the field.
    case invalidContainer(String)
}
