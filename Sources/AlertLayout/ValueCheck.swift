import AlertProtocol

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

/// Describes what is wrong with one number, for error messages shared by the item and
/// container checks.
enum ValueCheck {
    /// What is wrong with `value` ("is NaN", "is infinite", "is negative (-1.0)",
    /// "is too large (1e+300 > 1000000000.0)"), or `nil` when it is usable.
    ///
    /// - Parameters:
    ///   - allowsNegative: whether negative values are legal (offsets).
    ///   - allowsInfinity: whether `+∞` is legal (a sheet's maximum width).
    static func problem(
        _ value: CGFloat, allowsNegative: Bool = false, allowsInfinity: Bool = false
    ) -> String? {
        let limit = AlertLayoutEngine.maximumMagnitude
        if value.isNaN { return "is NaN" }
        if value.isInfinite {
            if allowsInfinity && value > 0 { return nil }
            return "is infinite"
        }
        if !allowsNegative && value < 0 { return "is negative (\(value))" }
        if abs(value) > limit { return "is too large (\(value) > \(limit))" }
        return nil
    }
}
