import AlertProtocol

#if Essentials
    import FoundationEssentials
#else
    import Foundation
#endif

extension AlertMetrics {
    /// The first unusable value, as a reason starting with `metrics.`, or `nil` when every
    /// value is finite, non-negative and at most 10⁹
    /// (`sheetMaxWidth` may be `+∞` but must be positive).
    ///
    /// - Complexity: O(1).
    var validationProblem: String? {
        let values: [(String, CGFloat)] = [
            ("leading", leading), ("trailing", trailing), ("top", top), ("bottom", bottom),
            ("screenMargin", screenMargin), ("verticalReserve", verticalReserve),
            ("sheetBottomOffset", sheetBottomOffset),
        ]
        for (name, value) in values {
            if let problem = ValueCheck.problem(value) { return "metrics.\(name) \(problem)" }
        }
        if let problem = ValueCheck.problem(sheetMaxWidth, allowsInfinity: true) {
            return "metrics.sheetMaxWidth \(problem)"
        }
        if sheetMaxWidth <= 0 { return "metrics.sheetMaxWidth is not positive (\(sheetMaxWidth))" }
        return nil
    }
}
